"""The Hearts table, headless: whole games by keyboard, mouse and gamepad alone, passing in every direction, a
resize mid-trick, hot-seat privacy, a refused card's reason, auto-play of a forced card, claiming the rest, and
the score sheet after a hand. Short games (to 50), fast pacing and large steps keep it quick. What the table tells
and shows the player along the way is in test_ui_hearts_guidance.py."""

from __future__ import annotations

import json
from collections.abc import Callable

import pygame
import pytest

from game import Match, open_match
from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.hearts.claim import claim
from scenes.hearts.view import HeartsView
from scenes.table.shell import TableScene
from scenes.tricks.score_sheet import ScoreSheetOverlay
from tests.trick_table_checks import assert_all_in_window, fast_app, run_table, through_hand_overs
from tests.ui_helpers import click, key, open_table, release, resize, step

Input = Callable[[App, TableScene, HeartsView], list[pygame.event.Event]]
RANKS = "23456789TJQKA"


def setup(humans: int = 1, **options: object) -> MatchSetup:
    return MatchSetup(game="hearts", players=4, bots=4 - humans, bot_level="easy", options={"target": 50, **options})


def hearts_view(table: TableScene) -> HeartsView:
    assert isinstance(table.stage.view, HeartsView)
    return table.stage.view


def run(app: App, table: TableScene, decide: Input, dismiss: Callable[[App], list[pygame.event.Event]],
        until: Callable[[], bool] | None = None, limit: int = 12_000) -> int:  # fmt: skip
    """Step until the results scene (or `until`), answering the table with `decide` and each score sheet with
    `dismiss`. Returns how many score sheets were shown."""
    return run_table(app, table, lambda: decide(app, table, hearts_view(table)), dismiss, until, limit)


def log_of(table: TableScene, seat: int = 0) -> list[str]:
    log = json.loads(table.controller.match.to_json())["log"]
    return [entry["action"] for entry in log if entry.get("seat") == seat]


def target_card(view: HeartsView) -> str:
    """The card a test player wants: for passing, the next unpicked card; in play, the first legal one."""
    fan = view.sprites.hand
    if fan.picking:
        return next(card for card in fan.cards if card not in view.picker.picked)
    assert fan.legal
    return next(card for card in fan.cards if card in fan.legal)


def cursor_moves(view: HeartsView, card: str, right: int, left: int) -> list[pygame.event.Event]:
    """Directions that bring the hand's cursor onto `card` (the first press shows the cursor)."""
    fan = view.sprites.hand
    if fan.cursor is None:
        return [key(right)]
    steps = fan.cards.index(card) - fan.cursor
    return [key(right if steps > 0 else left)] * abs(steps)


def by_keyboard(app: App, table: TableScene, view: HeartsView) -> list[pygame.event.Event]:
    fan = view.sprites.hand
    if not view.in_hand:  # the focus went to the Pass button after the third pick
        return [key(pygame.K_RETURN)]
    if fan.legal is None and not fan.picking:
        return []
    card = target_card(view)
    moves = cursor_moves(view, card, pygame.K_RIGHT, pygame.K_LEFT)
    return moves or [key(pygame.K_RETURN)]


def test_a_whole_game_by_keyboard_alone_reaches_the_results_with_a_score_chart() -> None:
    app = fast_app()
    table = open_table(app, setup())
    sheets = run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)])
    summary = app.scenes.top.summary  # type: ignore[union-attr]
    assert sheets == summary.rounds >= 2  # a score sheet after every hand
    assert len(summary.score_history) == summary.rounds and summary.score_history[-1] == summary.scores
    actions = log_of(table)
    assert any(action.startswith("pass ") for action in actions) and any(a.startswith("play ") for a in actions)
    assert not app.saves.path("hearts").exists()


def card_point(view: HeartsView, card: str) -> tuple[int, int]:
    x, y = view.sprites.hand.drawn_pos(card)
    return (round(x), round(y - view.geometry.card_height * 0.3))  # its visible top strip


def test_a_whole_game_by_mouse_alone_clicking_and_dragging() -> None:
    app = fast_app()
    table = open_table(app, setup())
    drags = 0

    def by_mouse(app: App, table: TableScene, view: HeartsView) -> list[pygame.event.Event]:
        nonlocal drags
        fan = view.sprites.hand
        if fan.picking and view.picker.ready:
            pos = view.buttons["pass"].rect.center
        elif fan.legal is None and not fan.picking:
            return []
        else:
            pos = card_point(view, target_card(view))
            if fan.legal is not None and len(log_of(table)) % 2:  # every other play: drag it to the middle
                drags += 1
                x, y, w, h = view.geometry.trick_zone()
                middle = (round(x + w / 2), round(y + h / 2))
                step(app, click(pos))
                step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(1, 0, 0))])
                return release(middle)
        step(app, click(pos))
        return release(pos)

    centre = (640, 360)
    run(app, table, by_mouse, lambda app: click(centre) + release(centre))
    assert drags > 3
    assert sum(action.startswith("play ") for action in log_of(table)) > 13


def test_a_whole_game_by_gamepad_alone() -> None:
    from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

    if unavailable_reason():
        pytest.skip(unavailable_reason() or "")
    app = fast_app()
    table = open_table(app, setup())
    with VirtualGamepad() as pad:
        for _ in range(3):
            step(app)

        def tap(button: str) -> list[pygame.event.Event]:
            pad.tap(button)
            return []

        def by_pad(app: App, table: TableScene, view: HeartsView) -> list[pygame.event.Event]:
            fan = view.sprites.hand
            if not view.in_hand:
                return tap("a")
            if fan.legal is None and not fan.picking:
                return []
            card = target_card(view)
            if fan.cursor is None:
                return tap("dpright")
            steps = fan.cards.index(card) - fan.cursor
            return tap("a") if steps == 0 else tap("dpright" if steps > 0 else "dpleft")

        run(app, table, by_pad, lambda app: tap("a"))
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert any(action.startswith("pass ") for action in log_of(table))


@pytest.mark.parametrize("direction", ["left", "right", "across", "none"])
def test_passing_in_each_direction(direction: str) -> None:
    app = fast_app()
    table = open_table(app, setup(pass_cycle=direction))
    view = hearts_view(table)
    match = table.controller.match
    first_play = lambda: match.view(0)["phase"] == "play" and not table.stage.timeline.busy  # noqa: E731
    if direction == "none":
        run(app, table, by_keyboard, lambda app: [], until=first_play)
        assert view.buttons["pass"] not in view.shown_buttons and not log_of(table)
        assert "no passing" in view.title(table.controller.view())
        return
    run(app, table, by_keyboard, lambda app: [], until=first_play)
    mine = match.view(0)
    passed = [action.split()[1] for action in log_of(table) if action.startswith("pass ")]
    offset = {"left": 1, "across": 2, "right": 3}[direction]
    assert mine["pass_to"] == offset and sorted(match.view(offset)["received"]) == sorted(passed)
    assert sorted(match.view(mine["pass_from"])["passed"]) == sorted(mine["received"])
    assert view.sprites.hand.received == set(mine["received"])  # the three received cards glow in your hand
    assert set(view.sprites.hand.cards) == set(mine["hand"])
    assert f"pass {direction}" in view.title(table.controller.view())


def test_a_resize_mid_trick_loses_nothing_and_keeps_every_card_in_the_window() -> None:
    app = fast_app()
    table = open_table(app, setup())
    view = hearts_view(table)
    match = table.controller.match
    mid_trick = lambda: (trick := match.view(0)["trick"]) is not None and len(trick["cards"]) >= 2  # noqa: E731
    run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)], until=mid_trick)
    log = match.to_json()
    for size in [(1024, 768), (1920, 1080), (800, 600)]:
        resize(app, size)
        step(app)
        assert_all_in_window(view, match, size)
    assert match.to_json().startswith(log[:-2])
    run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)])


def test_hot_seat_shows_no_hand_during_a_hand_over() -> None:
    app = fast_app()
    table = open_table(app, setup(humans=2))
    view = hearts_view(table)

    def behind_veil() -> None:
        assert not view.sprites.hand.face_up
        assert all(sprite.card is None or sprite.flip < 0.5 for pile in view.sprites.passing.values()
                   for sprite in pile)  # fmt: skip

    def taken_over() -> None:
        assert view.sprites.hand.face_up and view.bottom == table.controller.waiting_for_human
        assert set(view.sprites.hand.cards) == set(table.controller.match.view(view.bottom)["hand"])

    through_hand_overs(app, table, lambda: by_keyboard(app, table, view), behind_veil, taken_over, limit=6000)


def test_an_illegal_click_shows_why() -> None:
    app = fast_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    match = table.controller.match

    def following_with_choice() -> bool:
        mine = match.view(0)
        trick = mine["trick"]
        if table.controller.waiting_for_human != 0 or trick is None or mine["phase"] != "play":
            return False
        led = trick["cards"][0][1]
        return any(card[1] == led for card in mine["hand"]) and any(card[1] != led for card in mine["hand"])

    run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)], until=following_with_choice)
    step(app)
    led = match.view(0)["trick"]["cards"][0][1]
    wrong = next(card for card in view.sprites.hand.cards if card[1] != led)
    before = len(log_of(table))
    pos = card_point(view, wrong)
    step(app, click(pos))
    step(app, release(pos))
    assert len(log_of(table)) == before  # refused
    names = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
    assert view.note.shown and view.note.text == f"You must follow {names[led]}."  # over your hand, where you look
    assert view.note.card == wrong and app._toast is None  # pointing at the card, not at the top of the screen
    assert view.sprites.hand.is_dimmed(wrong)


def scripted(match: Match, seat0: list[str]) -> None:
    """Deal `seat0` to you (the dealer is seat 3, so card i goes to seat i mod 4) and the rest to the others."""
    rest = [rank + suit for suit in "CDHS" for rank in RANKS if rank + suit not in seat0]
    order: list[str] = []
    for i in range(13):
        order += [seat0[i], *rest[3 * i : 3 * i + 3]]
    match.deal(order)


def test_a_forced_card_is_played_for_you_and_still_flies_to_the_trick() -> None:
    app = fast_app()
    match = open_match("hearts", 4, {"target": 50, "pass_cycle": "none"}, seed=3, dealer=3)
    scripted(match, ["2C", *[r + "D" for r in RANKS[:12]]])  # you lead the 2♣: your only legal card
    setup_ = setup(pass_cycle="none")
    table = open_table(app, setup_, resume=(match, setup_.seats(["You"])))
    view = hearts_view(table)
    for _ in range(200):
        step(app, dt=50)
        if view.sprites.trick.cards:
            break
    assert log_of(table) == ["play 2C"]  # nobody pressed anything
    first = view.sprites.trick.cards[0]
    assert first.card == "2C" and "2C" not in view.sprites.hand.cards
    start = first.sprite.pos
    step(app, dt=16)
    assert first.sprite.pos != start or start == view.geometry.spots[0].trick_pos  # it flies, it does not jump


def test_claiming_the_rest_plays_it_out_fast_with_the_rules_result() -> None:
    app = fast_app()
    match = open_match("hearts", 4, {"target": 50, "pass_cycle": "none"}, seed=3, dealer=3)
    scripted(match, [r + "C" for r in RANKS])  # every club: nobody else can follow, you win every trick
    setup_ = setup(pass_cycle="none")
    table = open_table(app, setup_, resume=(match, setup_.seats(["You"])))
    view = hearts_view(table)
    offered = lambda: table.controller.waiting_for_human == 0 and view.buttons["claim"] in view.shown_buttons  # noqa: E731
    run(app, table, lambda app, table, view: [], lambda app: [], until=offered, limit=400)
    assert claim(table.controller.view()) == "all_tricks"
    speed = table.stage.timeline.speed
    step(app, [key(pygame.K_c)])
    assert view.claiming and table.stage.timeline.speed > speed
    plays_before = len(log_of(table))
    run(app, table, lambda app, table, view: [], lambda app: [],
        until=lambda: isinstance(app.scenes.top, ScoreSheetOverlay), limit=600)  # fmt: skip
    assert len(log_of(table)) - plays_before == 12  # the other twelve clubs, chosen for you
    assert not view.claiming and table.stage.timeline.speed == speed
    assert match.view(None)["hand_scores"][0] == [0, 26, 26, 26]  # all tricks, so a moon: by the rules


def test_no_claim_is_offered_while_the_end_is_open() -> None:
    view = open_match("hearts", 4, {"pass_cycle": "none"}, seed=5)
    while view.to_move is not None and view.view(view.to_move)["phase"] == "play" and len(view.view(0)["tricks"]) < 2:
        view.act(view.bot_move("easy"))
    seat = view.to_move
    assert seat is not None and claim(view.view(seat)) is None


def test_the_score_sheet_appears_after_a_hand_and_holds_the_table() -> None:
    app = fast_app()
    table = open_table(app, setup(pass_cycle="none"))
    run(app, table, by_keyboard, lambda app: [],
        until=lambda: isinstance(app.scenes.top, ScoreSheetOverlay))  # fmt: skip
    sheet = app.scenes.top
    assert isinstance(sheet, ScoreSheetOverlay) and table.paused
    public = table.controller.match.view(None)
    assert [list(row) for row in sheet.data.hands] == public["hand_scores"] and list(sheet.data.totals) == public[
        "scores"
    ]
    frozen = table.controller.match.to_json()
    for _ in range(20):
        step(app, dt=50)
    assert table.controller.match.to_json() == frozen  # the table waits while you read
    step(app, [key(pygame.K_RETURN)])
    assert app.scenes.top is table
