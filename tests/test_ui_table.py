"""The table scene, headless: whole matches driven by synthetic input, resizing, pausing, saving."""

from __future__ import annotations

import json
from collections.abc import Callable

import pygame
import pytest

from game import Match
from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.table.shell import TableScene
from scenes.table.stage import pacing_for
from tests.ui_helpers import click, key, kuckuck_view, make_app, open_table, release, resize, step


def play_to_results(
    app: App, decide: Callable[[App, TableScene], list[pygame.event.Event]], limit: int = 40_000
) -> int:
    """Step until the results scene shows; `decide` supplies input when the human must act. Returns decisions."""
    decisions = 0
    for _ in range(limit):
        scene = app.scenes.top
        if type(scene).__name__ == "ResultsScene":
            return decisions
        events: list[pygame.event.Event] = []
        if isinstance(scene, TableScene) and scene.controller.waiting_for_human is not None:
            events = decide(app, scene)
            decisions += 1
        step(app, events, dt=50)
    raise AssertionError("the match never reached the results scene")


def by_keyboard(app: App, scene: TableScene) -> list[pygame.event.Event]:
    view = scene.controller.view()
    mine = view["cards"][view["seat"]]
    return [key(pygame.K_w if mine and mine[0] in "A2345" else pygame.K_s)]


def table_waiting_for_you(app: App, match: Match, setup: MatchSetup) -> TableScene:
    """A table resuming `match`, played on by the bots until you (seat 0) are asked."""
    table = open_table(app, setup, resume=(match, setup.seats()))
    for _ in range(400):
        if table.controller.waiting_for_human == 0:
            break
        step(app, dt=50)
    assert table.controller.waiting_for_human == 0  # the loop ended because you were asked, not by running out
    return table


def test_a_whole_match_by_keyboard_reaches_the_results() -> None:
    app = make_app()
    open_table(app, MatchSetup(players=4, bots=3, options={"lives": 2}))
    decisions = play_to_results(app, by_keyboard)
    assert decisions > 0
    summary = app.scenes.top.summary  # type: ignore[union-attr]
    assert len(summary.winners) == 1
    assert sorted(seat for standing in summary.standings for seat in standing.seats) == [0, 1, 2, 3]
    assert not app.saves.path("kuckuck").exists()  # a finished match leaves no save behind …
    (archived,) = app.archive.entries()  # … but is kept in the archive, for statistics and replays
    assert archived.game == "kuckuck" and list(archived.winners) == list(summary.winners)


def human_actions(table: TableScene, seat: int = 0) -> list[str]:
    """What `seat` did, from the match's own log."""
    log = json.loads(table.controller.match.to_json())["log"]
    return [entry["action"] for entry in log if entry.get("seat") == seat]


def test_a_whole_match_by_mouse_clicking_both_buttons() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=3, bots=2, options={"lives": 3}))

    def by_mouse(app: App, scene: TableScene) -> list[pygame.event.Event]:
        button = kuckuck_view(scene).buttons[
            "swap" if len(human_actions(scene)) % 2 else "stay"
        ]  # take turns: stay, swap, …
        pos = button.rect.center
        step(app, click(pos))
        return release(pos)

    play_to_results(app, by_mouse)
    actions = human_actions(table)
    assert len(actions) >= 3 and {"stay", "swap"} <= set(actions)


def test_swap_animates_and_the_human_sees_the_new_card() -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal(["2C", "9D", "8H", "5S"])  # you (seat 0) act first, holding 2C; Anke on your left holds 9D
    setup = MatchSetup(players=4, bots=3)
    table = table_waiting_for_you(app, match, setup)
    assert kuckuck_view(table).sprites.cards[0].card == "2C" and kuckuck_view(table).sprites.cards[0].flip == 1.0
    step(app, [key(pygame.K_w)])
    assert table.stage.timeline.busy  # the two cards are sliding past each other
    for _ in range(40):
        step(app, dt=50)
        if not table.stage.timeline.busy:
            break
    assert not table.stage.timeline.busy
    mine, anke = kuckuck_view(table).sprites.cards[0], kuckuck_view(table).sprites.cards[1]
    assert (mine.card, mine.flip) == ("9D", 1.0)
    assert (anke.card, anke.flip, anke.hint) == (None, 0.0, "2♣")  # face down, but you know what you gave


def test_a_king_shown_on_the_stock_moves_with_a_resize() -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=3, seed=1, dealer=0)
    match.deal(["2C", "3C", "4C", "KS"])  # you (seat 0) deal and act last; the stock's top card is a King
    setup = MatchSetup(players=3, bots=2)
    table = table_waiting_for_you(app, match, setup)
    step(app, [key(pygame.K_w)])  # draw: the King blocks and is shown
    for _ in range(200):
        step(app, dt=50)
        if not table.stage.timeline.busy:
            break
    assert not table.stage.timeline.busy  # the reveal hold has begun: the King lies shown until the next deal
    before = kuckuck_view(table).sprites.stock_top
    assert before is not None and (before.card, before.pos) == ("KS", kuckuck_view(table).geometry.shown_stock_pos)
    resize(app, (800, 600))
    after = kuckuck_view(table).sprites.stock_top
    assert after is not None and (after.card, after.flip) == ("KS", 1.0)
    assert after.pos == kuckuck_view(table).geometry.shown_stock_pos != before.pos


def test_resizing_and_minimising_mid_match_loses_nothing() -> None:
    app = make_app((1280, 720))
    table = open_table(app, MatchSetup(players=12, bots=11))
    for _ in range(150):
        step(app, dt=50)
    log_before = table.controller.match.to_json()
    for size in [(1024, 768), (1920, 1200), (800, 600)]:
        resize(app, size)
        step(app)
        assert app.screen.get_size() == size
        assert kuckuck_view(table).geometry.width == size[0] and kuckuck_view(table).geometry.height == size[1]
        for seat, sprite in kuckuck_view(table).sprites.cards.items():
            assert 0 <= sprite.pos[0] <= size[0] and 0 <= sprite.pos[1] <= size[1], seat
    assert table.controller.match.to_json().startswith(log_before[:-2])
    step(app, [pygame.event.Event(pygame.WINDOWMINIMIZED)])
    assert table.paused  # a minimised game waits for its player
    frozen = table.controller.match.to_json()
    for _ in range(100):
        step(app, dt=50)
    assert table.controller.match.to_json() == frozen
    step(app, [pygame.event.Event(pygame.WINDOWRESTORED), key(pygame.K_ESCAPE)])
    assert not table.paused
    play_to_results(app, by_keyboard)


def test_escape_pauses_and_the_match_is_saved_for_continue() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=5, bots=4))
    for _ in range(300):
        step(app, dt=50)
    step(app, [key(pygame.K_ESCAPE)])
    assert table.paused
    saved, seats = app.saves.load("kuckuck") or (None, [])
    assert saved is not None and saved.to_json() == table.controller.match.to_json()
    assert [seat.name for seat in seats] == table.stage.names


def test_unplugging_a_gamepad_pauses_the_match() -> None:
    from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

    if unavailable_reason():
        pytest.skip(unavailable_reason() or "")
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3))
    with VirtualGamepad() as pad:
        for _ in range(5):
            step(app)
        pad.unplug()
        for _ in range(5):
            step(app)
    assert table.paused


def test_hot_seat_hides_cards_until_the_next_player_confirms() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=3, bots=0))
    handovers = 0
    for _ in range(3000):
        controller = table.controller
        public = controller.match.view(None)
        if controller.waiting_for_human is None and public["phase"] == "turn" and not table.stage.timeline.busy:
            assert all(  # nobody's private card lies open while the others watch
                sprite.flip == 0.0 or sprite.card is None or public["face_up"][seat]
                for seat, sprite in kuckuck_view(table).sprites.cards.items()
            )
            assert not any(sprite.hint for sprite in kuckuck_view(table).sprites.cards.values())
        if controller.handover_to is not None:
            seat = controller.handover_to
            assert kuckuck_view(table).sprites.cards[seat].flip == 0.0  # not yet: the others may still be looking
            handovers += 1
            step(app, [key(pygame.K_RETURN)])
            assert controller.handover_to is None
            shown = kuckuck_view(table).sprites.cards[seat]  # confirmed: now the player sees their own card
            assert (shown.card, shown.flip) == (controller.match.view(seat)["cards"][seat], 1.0)
        elif controller.waiting_for_human is not None:
            step(app, [key(pygame.K_s)])
        else:
            step(app, dt=50)
        if handovers >= 3:
            break
    assert handovers >= 3


def test_the_players_animation_speed_paces_the_table() -> None:
    from game.store.settings import Settings, SettingsStore

    app = make_app()
    SettingsStore(app.saves.folder).save(Settings(animation_speed=2.0))
    table = open_table(app, MatchSetup(players=4, bots=4))
    assert table.stage.timeline.speed == 2.0
    pacing, normal = table.controller.pacing, pacing_for(4)
    assert pacing.scaled(pacing.bot_think_ms) == round(normal.scaled(normal.bot_think_ms) / 2)


@pytest.mark.parametrize(("card", "suggested"), [("KC", "stay"), ("2C", "swap")])
def test_the_focused_decision_is_the_one_gold_button_and_a_king_suggests_stay(card: str, suggested: str) -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal([card, "9D", "8H", "5S"])  # you (seat 0) act first
    table = table_waiting_for_you(app, match, MatchSetup(players=4, bots=3))
    step(app)
    buttons = kuckuck_view(table).buttons
    assert table.stage.focus.focused is buttons[suggested]
    gold = [name for name, button in buttons.items() if "@primary" in button.get_class_ids()]
    assert gold == [suggested], "exactly the focused button looks like the choice Enter makes"
    other = "swap" if suggested == "stay" else "stay"
    step(app, [key(pygame.K_RIGHT if other == "swap" else pygame.K_LEFT)])
    gold = [name for name, button in buttons.items() if "@primary" in button.get_class_ids()]
    assert table.stage.focus.focused is buttons[other] and gold == [other], "the gold follows the focus"
    step(app, [key(pygame.K_RETURN)])
    for _ in range(3):  # Enter clicks the focused button; the click arrives on the next frames
        step(app)
    assert human_actions(table) == [other]


SEED_A_BOT_STARTS = 1  # the first shuffle of this seed has a bot acting first


def test_nobody_is_said_to_be_thinking_while_the_cards_are_still_being_dealt() -> None:
    app = make_app(seed=SEED_A_BOT_STARTS)
    table = open_table(app, MatchSetup(players=6, bots=5))
    view = kuckuck_view(table)
    step(app)
    assert table.stage.timeline.busy and table.controller.view()["to_move"] != 0  # a bot acts first, cards in flight
    assert view.prompt(table.controller.view()) == ""
    while table.stage.timeline.busy:
        step(app, dt=50)
    assert "thinking" in view.prompt(table.controller.view())


@pytest.mark.parametrize(
    ("order", "options", "said"),
    [
        (["2C", "9D", "8H", "5S", "KD"], {}, "You (2♣) lose a life"),
        (["2C", "2D", "9H", "5S", "KD"], {}, "You (2♣) and 1 other lose a life"),
        (["AS", "9D", "8H", "5S", "KD"], {"ace_of_spades_double": True}, "You (A♠) lose a life · the A♠ costs two"),
        (
            ["2C", "9D", "8H", "2S", "KD"],
            {"tie_rule": "dealer_immune"},
            "You (2♣) lose a life · Clara deals and is spared",
        ),
    ],
)
def test_after_the_showdown_the_table_says_who_lost_with_which_card(
    order: list[str], options: dict[str, object], said: str
) -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=4, options=options, seed=1, dealer=3)
    match.deal(order)  # you (seat 0) stay and keep your card: only the dealer on your right could reach it, and a
    # King on the stock blocks the dealer's draw
    table = table_waiting_for_you(app, match, MatchSetup(players=4, bots=3, options=options))
    step(app, [key(pygame.K_s)])
    lines = set()
    for _ in range(200):
        step(app, dt=50)
        lines.add(kuckuck_view(table).prompt(table.controller.view()))
        if table.controller.view()["deal_no"] == 2:
            break
    assert said in lines


@pytest.mark.parametrize(
    ("mine", "told"),
    [
        ("9D", "Clara swapped with you: you gave 9♦, got 2♣"),
        ("KD", "Clara tried to swap with you: your K♦ blocked it"),
    ],
)
def test_what_another_player_did_to_you_is_announced_until_the_next_deal(mine: str, told: str) -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=4, seed=1, dealer=2)
    match.deal(["2C", mine, "8H", "5S"])  # Clara (seat 3) acts first with the 2♣, and you sit on her left
    table = table_waiting_for_you(app, match, MatchSetup(players=4, bots=3))
    view = kuckuck_view(table)
    assert view.notice() == told
    step(app, [key(pygame.K_s)])
    for _ in range(300):
        step(app, dt=50)
        if table.controller.view()["deal_no"] == 2 and not table.stage.timeline.busy:
            break
    assert view.notice() == ""  # a new deal, a clean slate


def test_once_you_are_out_you_may_fast_forward_or_skip_to_the_result() -> None:
    from game import open_match

    app = make_app()
    match = open_match("kuckuck", players=4, options={"lives": 1}, seed=1, dealer=3)
    match.deal(["2C", "9D", "8H", "5S", "KD"])  # you keep the 2♣ and lose your only life at the showdown
    table = table_waiting_for_you(app, match, MatchSetup(players=4, bots=3, options={"lives": 1}))
    view = kuckuck_view(table)
    step(app, [key(pygame.K_s)])
    for _ in range(400):
        step(app, dt=50)
        if view.watching.active(table.controller.view()) and not table.stage.timeline.busy:
            break
    assert view.watching.active(table.controller.view()), "you are out and the others play on"
    fast, skip = view.buttons["stay"], view.buttons["swap"]
    assert (fast.text, skip.text) == ("Fast forward", "Skip to end") and fast.is_enabled
    assert view.prompt(table.controller.view()).startswith("You are out")
    step(app, [key(pygame.K_s)])  # the Stay key: fast forward
    assert view.watching.pace > 1 and fast.text == "Normal speed"
    step(app, [key(pygame.K_w)])  # the Swap key: skip to the result
    frames = 0
    while type(app.scenes.top).__name__ != "ResultsScene" and frames < 3000:
        step(app, dt=16)
        frames += 1
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert frames < 180, f"skipping took {frames} frames (3 s)"


def test_cards_keep_their_seats_tilt_after_a_resize() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=6, bots=5))
    for _ in range(200):
        step(app, dt=50)
        if table.controller.waiting_for_human is not None and not table.stage.timeline.busy:
            break
    before = {seat: sprite.angle for seat, sprite in kuckuck_view(table).sprites.cards.items()}
    assert any(abs(angle) > 3 for angle in before.values())  # the side seats' cards lean with the rim
    resize(app, (1600, 900))
    step(app)
    after = {seat: sprite.angle for seat, sprite in kuckuck_view(table).sprites.cards.items()}
    assert after == pytest.approx(before)


def test_the_pause_overlay_sets_the_table_speed_and_remembers_it() -> None:
    from scenes.table.pause import PauseOverlay

    app = make_app()
    table = open_table(app, MatchSetup(players=5, bots=4))
    step(app, [key(pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay) and pause.buttons["speed"].text == "Speed: Normal"
    step(app, [key(pygame.K_DOWN)])  # from Resume to the speed button
    step(app, [key(pygame.K_RETURN)])
    for _ in range(3):
        step(app)
    assert pause.buttons["speed"].text == "Speed: Fast"
    assert table.stage.timeline.speed == 1.5 and table.controller.pacing.speed == 1.5
    assert app.settings.animation_speed == 1.5
    from game.registry import specs
    from game.store.settings import SettingsStore

    stored = SettingsStore(app.saves.folder).load(specs()).settings
    assert stored.animation_speed == 1.5  # written, for the next match too
