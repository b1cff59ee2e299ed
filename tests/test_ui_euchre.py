"""The Euchre table, headless: whole games to the results by keyboard alone, by mouse alone and by gamepad alone,
the snapshot, a resize mid-trick and hot-seat privacy. Short games (to 5), fast pacing and large steps keep it
quick. What the table shows and says along the way is in test_ui_euchre_table.py."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.lobby import MatchSetup
from scenes.core.app import App
from scenes.euchre.view import EuchreView
from scenes.table.shell import TableScene
from tests.trick_table_checks import assert_all_in_window, fast_app, run_table, through_hand_overs
from tests.ui_helpers import click, key, open_table, release, resize, step

Input = Callable[[App, TableScene, EuchreView], list[pygame.event.Event]]
ROOT = Path(__file__).resolve().parent.parent


def setup(humans: int = 1, **options: object) -> MatchSetup:
    return MatchSetup(game="euchre", players=4, bots=4 - humans, bot_level="easy", options={"target": 5, **options})


def euchre_view(table: TableScene) -> EuchreView:
    assert isinstance(table.stage.view, EuchreView)
    return table.stage.view


def run(app: App, table: TableScene, decide: Input, dismiss: Callable[[App], list[pygame.event.Event]],
        until: Callable[[], bool] | None = None, limit: int = 20_000) -> int:  # fmt: skip
    """Step until the results scene (or `until`), answering the table with `decide` once nothing moves and each
    hand summary with `dismiss`. Returns how many summaries were shown."""
    return run_table(app, table, lambda: decide(app, table, euchre_view(table)), dismiss, until, limit, still=True)


def log_of(table: TableScene, seat: int = 0) -> list[str]:
    log = json.loads(table.controller.match.to_json())["log"]
    return [entry["action"] for entry in log if entry.get("seat") == seat]


def wanted_bid(view: EuchreView) -> str:
    """The bid a test player makes: order up or name a suit when it can (alone now and then), else the first
    choice (support, defend, pass)."""
    legal = list(view.view_now["legal"])
    for choice in ("order", "order alone", "call H", "call S", "call C", "call D", "support", "defend"):
        if choice in legal:
            return choice
    return legal[0]


def target_card(view: EuchreView) -> str:
    fan = view.sprites.hand
    assert fan.legal
    return next(card for card in fan.cards if card in fan.legal)


def focus_moves(view: EuchreView, wanted: str, right: int, left: int) -> list[int] | None:
    """Keys that bring the focus ring to the button of `wanted` (None: it is there)."""
    button = view.bidding.by_action[wanted]
    focused = view.table.focus.focused
    shown = view.hand_input.buttons
    if focused is button:
        return None
    if focused not in shown:
        return [pygame.K_UP]
    steps = shown.index(button) - shown.index(focused)
    return [right if steps > 0 else left] * abs(steps)


def bidding_now(view: EuchreView) -> bool:
    return bool(view.bidding.buttons) and view.bidding.buttons[0] in view.hand_input.buttons


def by_keyboard(app: App, table: TableScene, view: EuchreView) -> list[pygame.event.Event]:
    fan = view.sprites.hand
    if bidding_now(view):
        moves = focus_moves(view, wanted_bid(view), pygame.K_RIGHT, pygame.K_LEFT)
        return [key(code) for code in moves] if moves else [key(pygame.K_RETURN)]
    if fan.legal is None:
        return []
    if not view.in_hand:
        return [key(pygame.K_DOWN)]
    card = target_card(view)
    if fan.cursor is None:
        return [key(pygame.K_RIGHT)]
    steps = fan.cards.index(card) - fan.cursor
    return [key(pygame.K_RIGHT if steps > 0 else pygame.K_LEFT)] * abs(steps) or [key(pygame.K_RETURN)]


def test_a_whole_game_by_keyboard_alone_reaches_the_results_with_a_score_chart() -> None:
    app = fast_app()
    table = open_table(app, setup())
    sheets = run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)])
    summary = app.scenes.top.summary  # type: ignore[union-attr]
    assert sheets == summary.rounds >= 2  # a hand summary after every hand
    assert len(summary.score_history) == summary.rounds and summary.score_history[-1] == summary.scores
    assert max(summary.scores) >= 5 and set(summary.winners) in ({0, 2}, {1, 3})
    actions = log_of(table)
    assert any(a.startswith("play ") for a in actions)
    assert any(a in ("pass", "order", "order alone") or a.startswith("call ") for a in actions)
    assert not app.saves.path("euchre").exists()


def point_of(view: EuchreView, card: str) -> tuple[int, int]:
    x, y = view.sprites.hand.drawn_pos(card)
    return (round(x), round(y - view.geometry.card_height * 0.3))  # its visible top strip


def test_a_whole_game_by_mouse_alone_clicking_and_dragging() -> None:
    app = fast_app(seed=8)
    table = open_table(app, setup())
    drags = 0

    def by_mouse(app: App, table: TableScene, view: EuchreView) -> list[pygame.event.Event]:
        nonlocal drags
        fan = view.sprites.hand
        if bidding_now(view):
            pos = view.bidding.by_action[wanted_bid(view)].rect.center
        elif fan.legal is None:
            return []
        else:
            pos = point_of(view, target_card(view))
            if len(log_of(table)) % 2:  # every other card: dragged to the middle
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
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert drags > 2
    actions = log_of(table)
    assert sum(a.startswith("play ") for a in actions) > 5
    assert any(a in ("pass", "order", "order alone") or a.startswith("call ") for a in actions)


def test_a_whole_game_by_gamepad_alone() -> None:
    from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

    if unavailable_reason():
        pytest.skip(unavailable_reason() or "")
    app = fast_app(seed=9)
    table = open_table(app, setup())
    names = {pygame.K_RIGHT: "dpright", pygame.K_LEFT: "dpleft", pygame.K_UP: "dpup", pygame.K_DOWN: "dpdown",
             pygame.K_RETURN: "a"}  # fmt: skip
    with VirtualGamepad() as pad:
        for _ in range(3):
            step(app)

        def by_pad(app: App, table: TableScene, view: EuchreView) -> list[pygame.event.Event]:
            for event in by_keyboard(app, table, view)[:1]:
                pad.tap(names[event.key])
            return []

        def dismiss(app: App) -> list[pygame.event.Event]:
            pad.tap("a")
            return []

        run(app, table, by_pad, dismiss)
    assert type(app.scenes.top).__name__ == "ResultsScene"
    assert app.input.last_source == "gamepad"
    assert any(a.startswith("play ") for a in log_of(table))


def test_the_snapshot_of_the_euchre_table(tmp_path: Path) -> None:
    out = tmp_path / "euchre.png"
    done = subprocess.run(
        [sys.executable, "main.py", "--snapshot", str(out), "--scene", "table", "--game", "euchre", "--size",
         "1280x720"],
        cwd=ROOT,
        env={"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KUCKUCK_HOME": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 40  # a drawn table, not a blank window


def test_a_resize_mid_trick_loses_nothing_and_keeps_every_card_in_the_window() -> None:
    app = fast_app()
    table = open_table(app, setup())
    view = euchre_view(table)
    match = table.controller.match
    mid_trick = lambda: (trick := match.view(0)["trick"]) is not None and len(trick["cards"]) >= 2  # noqa: E731
    run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)], until=mid_trick)
    log = match.to_json()
    for size in [(1024, 768), (1920, 1080), (800, 600)]:
        resize(app, size)
        step(app)
        assert_all_in_window(view, match, size)
        assert view.sprites.kitty_pos == view.kitty_aside()  # the kitty follows its dealer's plate
    assert match.to_json().startswith(log[:-2])
    run(app, table, by_keyboard, lambda app: [key(pygame.K_RETURN)])


def test_hot_seat_shows_no_hand_during_a_hand_over() -> None:
    app = fast_app()
    table = open_table(app, setup(humans=2))
    view = euchre_view(table)

    def behind_veil() -> None:
        assert not view.sprites.hand.face_up

    def taken_over() -> None:
        assert view.bottom == table.controller.waiting_for_human
        assert view.sprites.hand.face_up or view.sprites.sitting_out == view.bottom
        assert set(view.sprites.hand.cards) == set(table.controller.match.view(view.bottom)["hand"])

    through_hand_overs(app, table, lambda: by_keyboard(app, table, view), behind_veil, taken_over, still=True)


def test_the_menu_house_rules_and_rules_panel_serve_euchre() -> None:
    from dataclasses import fields

    from game.euchre.options import EuchreOptions
    from scenes.menu.house_rules import HouseRulesPanel
    from scenes.menu.scene import MenuScene
    from scenes.ui.rules_panel import RulesPanel
    from tests.ui_helpers import mouse_click, settle

    app = fast_app()
    pygame.event.clear()
    menu = MenuScene(app, None, "euchre")
    app.scenes.replace(menu)
    step(app)
    mouse_click(app, menu.buttons["house"].rect.center)
    panel = app.scenes.top
    assert isinstance(panel, HouseRulesPanel) and panel.is_open
    for field in fields(EuchreOptions):
        if field.name != "preset":
            assert field.name in panel.rows or field.name in menu.rows, f"option {field.name} has no row"
    mouse_click(app, panel.rows["farmers_hand"].plus.rect.center)
    mouse_click(app, panel.rows["alone"].plus.rect.center)
    mouse_click(app, panel.buttons["done"].rect.center)
    mouse_click(app, menu.buttons["start"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    options = table.controller.match.options
    assert (options.farmers_hand, options.alone, options.target) == (True, "anyone", 10)
    rules = table.rules_panel()
    app.scenes.push(rules)
    settle(app)
    assert isinstance(rules, RulesPanel) and rules.is_open
    controls = dict(rules.controls)
    assert controls["Pass"].startswith("P")  # its key, and its pad button
    assert {"Name hearts trump", "Show the last trick", "Show the score sheet"} <= set(controls)


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (3440, 1440)])
def test_the_kitty_beside_each_dealers_plate_keeps_a_margin_from_the_screens_edge(size: tuple[int, int]) -> None:
    app = fast_app()
    resize(app, size)
    table = open_table(app, setup())
    view = euchre_view(table)
    geometry = view.geometry
    half = geometry.small_width / 2
    for dealer in range(4):
        view.sprites.dealer = dealer
        x, y = view.kitty_aside()
        kitty = pygame.Rect(round(x - half), round(y - half * 1.4), geometry.small_width, round(half * 2.8))
        plate = pygame.Rect(geometry.spots[view.place_of(dealer)].plate)
        assert kitty.left >= geometry.margin and kitty.right <= size[0] - geometry.margin, (dealer, kitty)
        assert not kitty.colliderect(plate), (dealer, kitty, plate)
