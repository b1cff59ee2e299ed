"""The Kuckuck table tells its story: the move log (where it lies, when a line appears, whose eyes it is for, how it
opens), the block call in the preset's words, the rules summary on the table, in the pause and in the results, and
the showdown hold from the settings."""

from __future__ import annotations

import pygame
import pytest

from game import open_match
from game.kuckuck import events as K
from game.kuckuck.spec import SPEC as KUCKUCK
from game.lobby import MatchSetup
from game.store.settings import Settings, SettingsStore
from scenes.cards.geometry import rects_overlap
from scenes.kuckuck.log_zone import obstacles, zone_is_clear
from scenes.kuckuck.story import Entry, Narrator
from scenes.kuckuck.view import KuckuckView
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from scenes.ui.actions import Action, InputAction
from scenes.ui.rules_summary import rules_summary
from tests.ui_helpers import key, kuckuck_view, make_app, mouse_click, open_table, step

NAMES = ["You", "Bram", "Clara", "Dirk", "Elke", "Finn"]


def long_deal(count: int) -> list[str]:
    return [f"Player {n} swapped with Player {n + 1}: you gave 10♦, got 4♣" for n in range(count)]


# --- where the log lies ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6, 13, 20])
def test_the_log_never_covers_a_card_a_plate_the_dealer_button_or_a_button(size: tuple[int, int], players: int) -> None:
    app = make_app(size)
    view = kuckuck_view(open_table(app, MatchSetup(players=players, bots=players - 1)))
    step(app)
    layout = view.geometry
    stay, swap = view.buttons["stay"].rect, view.buttons["swap"].rect
    bar = (float(stay.left), float(stay.top), float(swap.right - stay.left), float(stay.height))
    left, right = view._zones
    for zone in (left, right):
        assert zone_is_clear(layout, zone, bar), (size, players, zone)
        assert zone[3] >= size[1] * 0.12, "room for a header and a few moves"
    for expanded in (False, True):  # the last moves, and a whole long deal
        view.log.expanded = expanded
        surface = pygame.Surface(size)
        view.log.draw(surface, view._zones, long_deal(40), "Tab: whole deal", surface.get_height())
        assert view.log.boxes
        for box in view.log.boxes:
            rect = (float(box.rect.x), float(box.rect.y), float(box.rect.w), float(box.rect.h))
            assert any(rects_overlap(rect, zone) for zone in (left, right))
            assert not any(rects_overlap(rect, other) for other in (*obstacles(layout), bar)), (players, expanded)
            assert len(box.rows) * box.pixels <= box.rect.height


def test_the_opened_log_shows_a_whole_deal_of_twenty_players_or_says_what_it_leaves_out() -> None:
    app = make_app((1280, 720))
    view = kuckuck_view(open_table(app, MatchSetup(players=20, bots=19)))
    step(app)
    view.log.expanded = True
    lines = [f"{name} stayed" for name in ("Anke", "Bram", "Clara", "Dirk", "Elke") * 4] + ["Showdown: …"]
    boxes = view.log.plan(view._zones, lines, 14, "")
    assert [text for box in boxes for text, _ in box.rows] == lines  # every move, oldest first, left to right
    many = view.log.plan(view._zones, long_deal(80), 14, "")
    assert "earlier not shown" in many[0].header
    shown = " ".join(text for box in many for text, _ in box.rows)
    assert "Player 79 swapped" in shown and "Player 0 swapped" not in shown  # the oldest go, never the newest


# --- when a line appears, and whose eyes it is for ----------------------------------------------------------


def test_a_move_reaches_the_log_only_when_its_animation_has_played() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3))
    view = kuckuck_view(table)
    checked = 0
    for _ in range(6000):
        before = len(table.match.history)
        step(app, [key(pygame.K_s)] if table.controller.waiting_for_human is not None else [], dt=16)
        moves = [e for e in table.match.history[before:] if isinstance(e, K.Stay | K.Swap | K.Block) and e.seat != 0]
        if not moves:
            continue
        said = [entry.text for entry in view.narrator.entries]
        assert table.stage.timeline.busy and len(said) == len(view.narrator.entries)
        name = table.stage.names[moves[0].seat]
        newest = said[-1] if said else ""
        assert not newest.startswith(name), "the bot's move is in the log before the table has shown it"
        for _ in range(400):
            step(app, dt=16)
            if not table.stage.timeline.busy:
                break
        assert any(text.startswith(name) for text in (e.text for e in view.narrator.entries[len(said) :]))
        checked += 1
        if checked == 3:
            return
    raise AssertionError("no bot moved")


def test_every_line_a_seat_reads_is_the_public_line_unless_it_knows_the_cards() -> None:
    """Each seat narrates a whole match from its own censored events: what it reads differs from a spectator's
    line only in its own lines (a swap it took part in, its own draw), and nobody else ever reads those."""
    match = open_match("kuckuck", 6, {"lives": 2, "low_card_reveal": True, "queens_block": True}, seed=11)
    while not match.over:
        match.act(match.bot_move("easy"))
    spectator = Narrator(NAMES, None, KUCKUCK.parse_options(6, {}))
    seats = [Narrator(NAMES, None, KUCKUCK.parse_options(6, {})) for _ in range(6)]
    private = 0
    for event in match.history:
        spectator.tell(event.seen_by(None), None)
        for viewer, narrator in enumerate(seats):
            narrator.tell(event.seen_by(viewer), viewer)
            public, mine = spectator.entries[-1:], narrator.entries[-1:]
            assert [e.text for e in mine] == [e.text for e in public]
            for entry in mine:
                if entry.private:
                    private += 1
                    assert entry.owner == viewer and isinstance(event, K.Swap | K.Draw)
                    assert all(entry.shown_to(other) == entry.text for other in range(6) if other != viewer)
                    assert entry.shown_to(viewer) != entry.text
    assert private > 0


def test_what_a_swap_tells_its_two_players_and_the_table() -> None:
    narrator = Narrator(NAMES, 0, {"preset": "kuckuck"})
    swap = K.Swap(seat=2, target=3, domino=False, got="4C", gave="TD")
    narrator.tell(swap.seen_by(3), 3)
    (entry,) = narrator.entries
    assert entry.text == "Clara swapped with Dirk"
    assert entry.shown_to(3) == "Clara swapped with Dirk: you gave 4♣, got 10♦"
    assert entry.shown_to(2) == entry.shown_to(None) == "Clara swapped with Dirk"
    narrator.tell(K.Swap(seat=5, target=0, domino=True, got="3C", gave="8D").seen_by(None), None)
    narrator.tell(K.Block(seat=4, target=5, card="KS", domino=False).seen_by(None), None)
    narrator.tell(K.Stay(seat=0).seen_by(None), None)
    narrator.tell(K.Draw(seat=1, card="5H", gave="2C").seen_by(None), None)
    assert [e.text for e in narrator.entries[1:]] == [
        "Finn swapped on with you (domino)",
        "Finn's King blocked Elke",
        "You stayed",
        "Bram drew from the stock",
    ]
    narrator.tell(K.DealStart(seat=1, seats=(2, 3, 4, 5, 0, 1), stock=46).seen_by(None), None)
    assert [e.text for e in narrator.entries] == ["Bram deals"]  # a new deal, a new log
    shown = ("2C", "AD", "9S", "KH", "QC", "7D")
    narrator.tell(K.Showdown(cards=shown, losers=(1,), sudden_death=False).seen_by(0), 0)
    assert narrator.entries[-1] == Entry("Showdown: Bram (A♦) loses a life")


def test_the_log_opens_by_key_by_mouse_and_by_the_gamepad_binding() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=6, bots=5))
    view = kuckuck_view(table)
    for _ in range(200):
        step(app, dt=50)
        if view.log.boxes:
            break
    assert not view.log.expanded
    step(app, [key(pygame.K_TAB)])
    assert view.log.expanded
    step(app, [key(pygame.K_l)])
    assert not view.log.expanded
    mouse_click(app, view.log.boxes[0].rect.center)
    assert view.log.expanded
    assert "LB" in app.input.describe_game("log")  # the shipped bindings give it the left shoulder button
    assert view.handle(InputAction(Action.GAME, "gamepad", name="log")) and not view.log.expanded
    assert "Tab" in dict(view.controls())["Show the whole deal's moves"]


# --- the preset's words -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("options", "word"),
    [
        ({}, "Kuckuck!"),
        ({"preset": "chase_the_ace"}, "King!"),
        ({"preset": "chase_the_ace", "low_card_reveal": False}, "King!"),  # a custom set keeps its preset's words
        ({"preset": "kuckuck", "dealer_stock_king": "keep"}, "Kuckuck!"),
    ],
)
def test_the_block_is_called_in_the_words_of_the_rule_set(options: dict[str, object], word: str) -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3, options=options))
    view = kuckuck_view(table)
    for _ in range(200):
        step(app, dt=50)
        if len(view.sprites.cards) == 4 and not table.stage.timeline.busy:
            break
    table.stage.timeline.add(view.animate([K.Block(seat=1, target=2, card="KH", domino=False)]))
    calls: set[str] = set()
    for _ in range(40):
        table.stage.timeline.update(16)
        calls |= {callout.text for callout in view.sprites.stage.callouts}
    assert word in calls and ({"Kuckuck!", "King!"} - {word}).isdisjoint(calls)


# --- the rules summary ------------------------------------------------------------------------------------------


def test_the_rules_summary_names_the_preset_or_the_rules_that_differ() -> None:
    from game.hearts.spec import SPEC as HEARTS

    assert rules_summary(KUCKUCK, {"preset": "kuckuck", "lives": 5}) == "Kuckuck rules"  # lives is the menu's
    assert rules_summary(KUCKUCK, KUCKUCK.parse_options(6, {"preset": "chase_the_ace"})) == "Chase the Ace rules"
    custom = {"preset": "chase_the_ace", "queens_block": "on", "dealer_stock_king": "blocked", "king_blocks": False}
    assert rules_summary(KUCKUCK, custom) == (
        "Custom (from Chase the Ace): Kings block a swap: off · Queens block too · Dealer draws a King: Blocked"
    )
    assert rules_summary(HEARTS, {}) == "Standard rules"


def test_the_table_badge_the_pause_and_the_results_show_the_rules() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3, options={"queens_block": True}))
    step(app)
    table.open_pause()
    step(app)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    assert pause.summary == "Custom (from Kuckuck): Queens block too"
    texts = " ".join(getattr(element, "text", "") for element in app.ui.get_sprite_group().sprites())
    assert "Custom (from Kuckuck): Queens block too" in texts


@pytest.mark.parametrize(("size", "players"), [((1280, 720), 20), ((1920, 1080), 6), ((800, 600), 20)])
def test_the_rules_badge_sits_in_the_title_bar_over_nothing_of_the_play(size: tuple[int, int], players: int) -> None:
    from scenes.kuckuck.layout import TITLE_BAR

    app = make_app(size)
    options = {"preset": "chase_the_ace", "queens_block": True, "king_blocks": False, "tie_rule": "dealer_immune"}
    table = open_table(app, MatchSetup(players=players, bots=players - 1, options=options))
    view = kuckuck_view(table)
    step(app)
    badge = table.badge_rect
    assert badge is not None and badge.width > 40
    assert badge.bottom <= size[1] * TITLE_BAR + 2 and badge.right <= size[0]
    rect = (float(badge.x), float(badge.y), float(badge.w), float(badge.h))
    assert not any(rects_overlap(rect, other) for other in obstacles(view.geometry))


def test_the_pause_of_every_game_shows_its_rules() -> None:
    app = make_app()
    open_table(app, MatchSetup(game="hearts", players=4, bots=3))
    step(app)
    table = app.scenes.base
    assert isinstance(table, TableScene)
    table.open_pause()
    step(app)
    assert isinstance(app.scenes.top, PauseOverlay) and app.scenes.top.summary == "Standard rules"


def test_the_results_name_the_rules() -> None:
    from scenes.results.scene import ResultsScene
    from scenes.routes.snapshots import finished_match

    app = make_app()
    summary, setup = finished_match("kuckuck", 3, 4, {"preset": "chase_the_ace", "tie_rule": "dealer_immune"})
    app.router.results(summary, setup)
    step(app)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.notes == ["Custom (from Chase the Ace): Ties for lowest: Dealer spared"]


# --- the showdown hold ------------------------------------------------------------------------------------------


def test_the_showdown_hold_comes_from_the_settings() -> None:
    app = make_app()
    SettingsStore(app.saves.folder).save(Settings(reveal_hold_ms=5000))
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3))
    assert table.controller.pacing.reveal_hold_ms == 5000
    loaded, problems = Settings.from_body({"reveal_hold_ms": 20}, (KUCKUCK,))
    assert loaded.reveal_hold_ms == Settings().reveal_hold_ms and problems


# --- the Jack deal --------------------------------------------------------------------------------------------


def test_the_jack_deal_is_dealt_face_up_card_by_card_then_called_and_gathered() -> None:
    app = make_app(seed=7)
    table = open_table(app, MatchSetup(players=6, bots=5, options={"first_dealer": "first_jack"}))
    view = kuckuck_view(table)
    shown: list[list[str | None]] = []
    calls: set[str] = set()
    for _ in range(600):
        step(app, dt=16)
        faces = [sprite.card for sprite in view.sprites.extra_cards if sprite.visible and sprite.flip > 0.5]
        if faces and faces != (shown[-1] if shown else None):
            shown.append(faces)
        calls |= {callout.text for callout in view.sprites.stage.callouts}
        if table.match.view(None)["phase"] == "turn" and not table.stage.timeline.busy:
            break
    (jack_deal,) = [event for event in table.match.history if isinstance(event, K.JackDeal)]
    cards, dealer = list(jack_deal.cards), jack_deal.seat
    assert cards[-1][0] == "J" and len(cards) > 6  # with this seed the Jack comes after a full round
    assert shown[-1] == cards  # every card of the Jack deal lay face up on the table, in the order dealt …
    assert all(earlier == cards[: len(earlier)] for earlier in shown)  # … one at a time, never ahead
    assert dealer == 0 and "Jack! You deal first" in calls  # the 25th card, yours
    assert not view.sprites.extra_cards  # gathered before the first real deal
    assert view.sprites.dealer_pos == view.geometry.dealer_spot(dealer) == view.geometry.dealer_spot(table.match.dealer)
    said = [entry.text for entry in view.narrator.entries]
    assert said[0] == "You deal"  # the first real deal's log begins with its dealer


def test_the_jack_deal_is_told_in_the_log_until_the_first_deal() -> None:
    narrator = Narrator(NAMES, 0, {})
    narrator.tell(K.JackDeal(seat=2, cards=("4C", "9H", "JD"), seats=(0, 1, 2)), 0)
    assert [e.text for e in narrator.entries] == ["Card 3 was the Jack: Clara deals first"]


# --- domino -----------------------------------------------------------------------------------------------------


def domino_table(second_card: str) -> tuple[TableScene, KuckuckView]:
    """Four players, you first after the dealer (seat 3), you hold 9♣ and Anke on your left `second_card`; you
    swap, and the table waits for your second, domino decision."""
    from tests.test_ui_table import table_waiting_for_you

    app = make_app()
    setup = MatchSetup(players=4, bots=3, options={"domino": "A23"})
    match = open_match("kuckuck", 4, {"domino": "A23"}, dealer=3)
    match.deal(["9C", second_card, "8D", "7S"])
    table = table_waiting_for_you(app, match, setup)
    step(app, [key(pygame.K_w)])
    for _ in range(400):
        step(app, dt=16)
        if table.controller.waiting_for_human == 0:
            break
    view = kuckuck_view(table)
    assert table.controller.waiting_for_human == 0 and view.narrator.entries[-1].text == "You swapped with Anke"
    return table, view


def test_a_domino_that_is_open_offers_swap_on_with_a_hint_and_is_logged() -> None:
    table, view = domino_table("2H")
    shown = table.controller.view()
    assert view.buttons["swap"].text == "Swap on" and view.buttons["stay"].text == "Stay"
    assert view.buttons["swap"].is_enabled and table.stage.focus.focused is view.buttons["swap"]
    assert view.prompt(shown).startswith("Domino! You got 2♥: swap on with Bram, or keep it?")
    step(table.app, [key(pygame.K_w)])
    for _ in range(400):
        step(table.app, dt=16)
        if not table.stage.timeline.busy:
            break
    said = [entry.text for entry in view.narrator.entries]
    assert "You swapped on with Bram (domino)" in said and said.count("You swapped with Anke") == 1


def test_a_domino_that_is_closed_says_why_and_leaves_only_stay() -> None:
    table, view = domino_table("9H")
    assert not view.buttons["swap"].is_enabled and view.buttons["stay"].is_enabled
    assert "not an A, 2 or 3: no domino swap, so you stay" in view.prompt(table.controller.view())
    assert table.stage.focus.focused is view.buttons["stay"]


@pytest.mark.parametrize("game", ["hearts", "euchre"])
def test_every_game_shows_its_rules_badge_in_the_title_bar(game: str) -> None:
    app = make_app()
    table = open_table(app, MatchSetup(game=game, players=4, bots=3))
    step(app)
    assert table.badge_rect is not None and table.badge_rect.bottom <= app.size[1] * 0.08


def test_a_special_packs_first_dealer_is_told_by_its_cuckoo() -> None:
    narrator = Narrator(NAMES, 0, {})
    narrator.tell(K.JackDeal(seat=1, cards=("N4", "KUK"), seats=(0, 1)), 0)
    assert [e.text for e in narrator.entries] == ["Card 2 was the Cuckoo: Bram deals first"]
