"""The history list, the replay viewer, playing a deal again and the seed dialog, driven headless by keyboard
only, mouse only and gamepad only; the pause shows the seed's seal, never the seed; a replay never saves or archives."""

from __future__ import annotations

import pygame
import pytest

from game.core.match import Match
from game.i18n import tr
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from scenes.menu.seed_dialog import SeedDialog
from scenes.replay.again_dialog import AgainDialog
from scenes.replay.history import HistoryScene
from scenes.replay.viewer import ReplayScene
from scenes.table.shell import TableScene
from tests.replay_helpers import archive_all
from tests.ui_helpers import make_app, mouse_click, press, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

needs_pad = pytest.mark.skipif(unavailable_reason() is not None, reason=str(unavailable_reason()))


def history_app(size: tuple[int, int] = (1280, 720)) -> tuple[App, HistoryScene]:
    app = make_app(size)
    pygame.event.clear()
    app.archive, _ = archive_all(app.saves.folder)
    history = HistoryScene(app)
    app.scenes.replace(history)
    settle(app)
    return app, history


def replay_of(app: App) -> ReplayScene:
    scene = app.scenes.base
    assert isinstance(scene, ReplayScene)
    return scene


def frame(app: App) -> bytes:
    """The replayed table as drawn (without the focus ring, which pulses with time)."""
    settle(app, 2)
    surface = pygame.Surface(app.size)
    app.scenes.base.draw(surface)  # type: ignore[union-attr]
    return pygame.image.tobytes(surface, "RGB")


def test_history_lists_every_archived_match_newest_first() -> None:
    _app, history = history_app()
    assert [entry.game for entry in history.entries] == ["euchre", "hearts", "kuckuck"]  # archived in reverse
    assert [row.text.split(" · ")[0] for row in history.rows] == ["Euchre", "Hearts", "Kuckuck"]
    assert all("You, Bot 1, Bot 2, Bot 3" in row.text and row.text.endswith("won") for row in history.rows)


def test_keyboard_only_history_replay_steps_and_jumps() -> None:
    app, _history = history_app()
    press(app, pygame.K_DOWN, pygame.K_RETURN)  # the second row: Hearts
    settle(app)
    replay = replay_of(app)
    assert replay.entry.game == "hearts" and replay.position == replay.log.deal_position(1)
    start = replay.position
    assert replay.bar_focus.focused is replay.buttons["next"]
    press(app, pygame.K_RETURN, pygame.K_RETURN)  # Next twice
    assert replay.position == start + 2
    press(app, pygame.K_LEFT, pygame.K_LEFT, pygame.K_RETURN)  # past Play to Back
    assert replay.position == start + 1
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN)  # the next hand
    assert replay.position == replay.log.deal_position(2) and replay.deal == 2
    press(app, pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.scenes.top, HistoryScene)


def test_stepping_back_and_forth_gives_identical_views() -> None:
    app, history = history_app()
    history.open(history.entries[2].id)  # Kuckuck
    settle(app)
    replay = replay_of(app)
    replay.go_to(6)
    before_view, before_frame = dict(replay.stage.controller.view()), frame(app)
    replay.step_forward()
    replay.stage.timeline.fast_forward()
    settle(app)
    replay.step_back()
    assert replay.position == 6
    assert dict(replay.stage.controller.view()) == before_view == dict(replay.log.match_at(6).view(0))
    assert frame(app) == before_frame


def test_mouse_only_play_pause_hidden_cards_and_export() -> None:
    app, history = history_app()
    mouse_click(app, history.rows[1].rect.center)  # Hearts
    replay = replay_of(app)
    start = replay.position
    mouse_click(app, replay.buttons["play"].rect.center)
    assert replay.playing and replay.buttons["play"].text == tr("Pause")
    for _ in range(400):
        step(app, dt=50)
    assert replay.position > start + 2  # it moved on by itself
    mouse_click(app, replay.buttons["play"].rect.center)
    assert not replay.playing
    stopped = replay.position
    for _ in range(60):
        step(app, dt=50)
    assert replay.position == stopped
    hands = replay.hands()
    assert len(hands) == 4 and all(hands[seat] for seat in range(4))  # every seat's cards
    shown = frame(app)
    mouse_click(app, replay.buttons["cards"].rect.center)
    assert not replay.show_hidden and replay.hands() == []  # other seats' cards hidden again
    assert frame(app) != shown
    mouse_click(app, replay.buttons["export"].rect.center)
    assert replay.exported is not None and replay.exported.parent == app.saves.folder / "exports"
    text = replay.exported.read_text(encoding="utf-8")
    actions = [entry for entry in replay.log.entries if "action" in entry]
    names = [f"  {seat.name}" for seat in replay.seats]
    told = [line for line in text.splitlines() if line.startswith(tuple(f"{n} " for n in names))]
    assert len(told) == len(actions)
    mouse_click(app, replay.buttons["close"].rect.center)
    assert isinstance(app.scenes.top, HistoryScene)


def test_a_replay_is_read_only() -> None:
    app, history = history_app()
    archived = len(app.archive.entries())
    history.open(history.entries[2].id)
    settle(app)
    replay = replay_of(app)
    replay.go_to(replay.log.length - 1)
    replay.step_forward()
    for _ in range(200):
        step(app, dt=50)
    app.saves.flush()
    assert replay.match.over and isinstance(app.scenes.top, ReplayScene)  # no results scene
    assert not app.saves.has_save("kuckuck") and len(app.archive.entries()) == archived


@needs_pad
def test_gamepad_only_history_replay_and_deal_again() -> None:
    app, _history = history_app()
    with VirtualGamepad() as pad:
        settle(app, 2)
        pad.tap("dpdown")
        pad.tap("dpdown")  # Kuckuck
        settle(app, 1)
        pad.tap("a")
        settle(app)
        replay = replay_of(app)
        assert replay.entry.game == "kuckuck"
        pad.tap("a")  # Next
        settle(app, 1)
        assert replay.position == replay.log.deal_position(1) + 1
        for _ in range(2):  # past the next deal
            pad.tap("dpright")
            settle(app, 1)
        assert replay.bar_focus.focused is replay.buttons["cards"]
        pad.tap("a")
        settle(app, 1)
        assert not replay.show_hidden
        pad.tap("dpright")
        pad.tap("dpright")
        settle(app, 1)
        pad.tap("a")  # Deal again
        settle(app)
        dialog = app.scenes.top
        assert isinstance(dialog, AgainDialog)
        for button in ("dpup", "dpright", "a"):  # the seat row's ▶: one seat on
            pad.tap(button)
            settle(app, 1)
        assert dialog.seat == 1
        pad.tap("dpdown")
        pad.tap("dpleft")
        settle(app, 1)
        pad.tap("a")  # Play this deal
        settle(app)
    table = app.scenes.base
    assert isinstance(table, TableScene) and not isinstance(table, ReplayScene)
    assert table.seats[1].is_human and not table.seats[0].is_human
    table.match.settle()
    log = replay.log
    original = log.match_at(log.deal_position(1))
    assert table.match.to_dict()["log"][0]["deal"] == log.deal_order(1)
    assert table.match.view(1)["cards"][1] == original.view(1)["cards"][1]  # Bot 1's card is now yours


def test_the_results_offer_the_replay_of_the_match_just_archived() -> None:
    from scenes.ui.saved_setup import setup_for_saved
    from tests.replay_helpers import table_seats

    app, _history = history_app()
    entry = app.archive.entries()[0]
    archived = app.archive.load(entry.id).match
    summary = archived.spec.summarise(archived, tuple(seat.name for seat in entry.seats))
    app.router.results(summary, setup_for_saved(archived, table_seats(4)), entry.id)
    settle(app)
    results = app.scenes.top
    replay_button = results.buttons["replay"]  # type: ignore[union-attr]
    mouse_click(app, replay_button.rect.center)
    settle(app)
    replay = replay_of(app)
    assert replay.entry.id == entry.id
    press(app, pygame.K_ESCAPE)
    settle(app)
    assert type(app.scenes.top).__name__ == "ResultsScene"


def test_the_pause_shows_the_deal_and_the_seeds_seal_never_the_seed() -> None:
    from game.lobby import MatchSetup
    from game.replay.seed import seal
    from tests.ui_helpers import open_table

    app = make_app()
    table = open_table(app, MatchSetup(game="hearts", players=4, bots=3))
    settle(app, 3)
    table.open_pause()
    settle(app)
    pause = app.scenes.top
    shown = pause.seed.replace("\u00a0", " ")  # type: ignore[union-attr]
    assert shown.startswith("Hand 1 · seed sealed: ") and seal(table.match.entropy) in shown
    assert str(table.match.entropy)[-6:] not in shown.replace(" ", "")


def seed_dialog(app: App) -> tuple[MenuScene, SeedDialog]:
    menu = MenuScene(app, game="hearts")
    app.scenes.replace(menu)
    settle(app)
    mouse_click(app, menu.buttons["seed"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, SeedDialog)
    return menu, dialog


def first_deal(app: App) -> list[list[str]]:
    from game.replay.hands import all_held

    table = app.scenes.base
    assert isinstance(table, TableScene)
    assert table.match.entropy == 4821
    table.match.settle()
    return all_held(table.match)


def test_keyboard_seed_starts_a_reproducible_match() -> None:
    app = make_app()
    pygame.event.clear()
    _, dialog = seed_dialog(app)
    press(app, pygame.K_4, pygame.K_8, pygame.K_2, pygame.K_9, pygame.K_BACKSPACE, pygame.K_1)
    assert dialog.digits == "4821"
    press(app, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RETURN)  # Start
    settle(app)
    deal = first_deal(app)
    expected = Match(app.scenes.base.spec, 4, app.scenes.base.setup.options, entropy=4821)  # type: ignore[union-attr]
    from game.replay.hands import all_held

    assert deal == all_held(expected)


def test_mouse_seed_steps_digits() -> None:
    app = make_app()
    _, dialog = seed_dialog(app)
    for key, times in (("up", 4), ("right", 1), ("up", 8), ("right", 1), ("up", 2), ("right", 1), ("up", 1)):
        for _ in range(times):
            mouse_click(app, dialog.buttons[key].rect.center)
    assert dialog.digits == "4821"
    mouse_click(app, dialog.buttons["start"].rect.center)
    settle(app)
    first_deal(app)


@needs_pad
def test_gamepad_seed_steps_digits() -> None:
    app = make_app()
    _, dialog = seed_dialog(app)
    with VirtualGamepad() as pad:
        settle(app, 2)
        plan = ["a"] * 4 + ["dpright", "a"] + ["dpleft"] + ["a"] * 8  # "+" has the focus first: 4, then 48
        plan += ["dpright", "a", "dpleft", "a", "a", "dpright", "a", "dpleft", "a"]  # 482, 4821
        plan += ["dpdown", "dpleft"]  # Start
        for button in plan:
            pad.tap(button)
            settle(app, 1)
        assert dialog.digits == "4821"
        pad.tap("a")
        settle(app)
    first_deal(app)
