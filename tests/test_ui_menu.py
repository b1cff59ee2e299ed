"""The menu, rules panel, pause overlay and results screen, headless, driven by keyboard, mouse and gamepad."""

from __future__ import annotations

import pygame
import pytest

from game import open_match
from game.core.reasons import Reason
from game.core.results import ResultsSummary, Standing
from game.kuckuck.spec import SPEC as KUCKUCK
from game.lobby import MatchSetup, seats_to_json
from game.store.settings import GameChoices
from scenes.core.app import App
from scenes.menu.choices import MenuChoices
from scenes.menu.scene import MenuScene
from scenes.results.confetti import Confetti
from scenes.results.scene import ResultsScene
from scenes.results.standings import standing_lines
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from scenes.ui.rules_panel import RulesPanel
from tests.ui_helpers import make_app, menu_app, mouse_click, press, press_to, resize, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason


def focused(scene: MenuScene | ResultsScene) -> object:
    return scene.focus.focused


def pause_of(app: App) -> PauseOverlay:
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    return pause


def rules_open(app: App) -> bool:
    return isinstance(app.scenes.top, RulesPanel)


def kuckuck_choices(players: int, bots: int) -> MenuChoices:
    return MenuChoices.from_game_choices(KUCKUCK, GameChoices(players, bots, "normal", "kuckuck"))


def scene_name(app: App) -> str:
    return type(app.scenes.top).__name__


# --- the menu ---------------------------------------------------------------------------------------------------


def test_menu_boots_draws_and_survives_resizing() -> None:
    app, menu = menu_app()
    assert focused(menu) is menu.buttons["start"]
    assert "continue" not in menu.buttons  # no save yet
    assert menu.setup() == MatchSetup(players=6, bots=5, bot_level="normal", options={"preset": "kuckuck"})
    menu.choices.step("players", 3)
    for size in ((1024, 768), (800, 600), (1920, 1200)):
        resize(app, size)
        settle(app, 2)
        assert app.scenes.top is menu and menu.setup().players == 9
        assert menu.buttons["start"].rect.bottom <= size[1] and menu.focus.focused is menu.buttons["start"]
        for row in menu.rows.values():
            assert app.screen.get_rect().contains(row.rect)


def test_keyboard_only_raises_players_and_starts() -> None:
    app, menu = menu_app()
    press(app, *[pygame.K_UP] * 5)
    assert focused(menu) is menu.rows["players"]
    press(app, pygame.K_RIGHT)
    assert focused(menu) is menu.rows["players"]  # left/right change the value, the focus stays
    assert menu.choices.players == 7 and menu.choices.bots == 6
    press(app, *[pygame.K_DOWN] * 5)
    assert focused(menu) is menu.buttons["start"]
    press(app, pygame.K_RETURN)
    settle(app)
    assert scene_name(app) == "TableScene"
    assert app.scenes.top.setup.players == 7  # type: ignore[union-attr]


def test_mouse_only_clicks_plus_then_start() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.rows["players"].plus.rect.center)
    assert menu.choices.players == 7
    mouse_click(app, menu.rows["lives"].minus.rect.center)
    assert menu.choices.rules.value("lives") == 2
    mouse_click(app, menu.buttons["start"].rect.center)
    assert scene_name(app) == "TableScene"
    setup = app.scenes.top.setup  # type: ignore[union-attr]
    assert (setup.players, setup.bots, dict(setup.options)) == (7, 6, {"preset": "kuckuck", "lives": 2})


@pytest.mark.skipif(unavailable_reason() is not None, reason=str(unavailable_reason()))
def test_gamepad_only_moves_changes_and_starts() -> None:
    app, menu = menu_app()
    with VirtualGamepad() as pad:
        settle(app, 2)  # the device-added events open the controller
        for button in ["dpup"] * 3 + ["dpright", "dpright"] + ["dpdown"] * 3:
            pad.tap(button)
            settle(app, 1)
        assert menu.choices.level == "hard"
        assert focused(menu) is menu.buttons["start"]
        pad.tap("start")  # MENU on the menu only moves the focus to Quit: nothing destructive
        settle(app, 1)
        assert focused(menu) is menu.buttons["quit"] and app.running
        for button in ("dpleft", "dpup", "dpup"):  # to Settings, in the middle of its row, then up by Rules to Start
            pad.tap(button)
            settle(app, 1)
        assert focused(menu) is menu.buttons["start"]
        pad.tap("a")
        settle(app)
    assert scene_name(app) == "TableScene"
    assert app.scenes.top.setup.bot_level == "hard"  # type: ignore[union-attr]


def test_steppers_clamp_and_keep_bots_within_players() -> None:
    app, menu = menu_app()
    press(app, *[pygame.K_UP] * 4)  # Bots
    press(app, *[pygame.K_RIGHT] * 5)
    assert (menu.choices.players, menu.choices.bots) == (6, 6)
    assert not menu.rows["bots"].plus.is_enabled
    press(app, pygame.K_UP, *[pygame.K_LEFT] * 10)  # Players down to the minimum
    assert (menu.choices.players, menu.choices.bots) == (3, 3)
    assert not menu.rows["players"].minus.is_enabled
    press(app, *[pygame.K_RIGHT] * 30)
    assert menu.choices.players == 20 and menu.choices.bots <= 20
    choices = kuckuck_choices(players=6, bots=0)
    choices.set_players(4)
    assert (choices.players, choices.bots) == (4, 0)  # an all-human table stays all-human
    choices = kuckuck_choices(players=6, bots=4)
    choices.set_players(3)
    assert (choices.players, choices.bots) == (3, 1)  # the two humans stay
    assert choices.step("level", 1, wrap=True) and choices.level == "hard"
    assert choices.step("level", 1, wrap=True) and choices.level == "easy"
    assert choices.step("lives", -5) and choices.rules.value("lives") == 1
    assert not choices.step("lives", -1) and not choices.can_step("lives", -1)


def test_confirm_on_a_row_cycles_its_value() -> None:
    app, menu = menu_app()
    press(app, pygame.K_UP)  # Rule set
    press(app, pygame.K_RETURN)
    assert menu.setup().options["preset"] == "chase_the_ace"
    for preset in ("cuckoo_gnav", "kille", "kuckuck"):  # the packs' presets, then round to the first
        press(app, pygame.K_RETURN)
        assert menu.setup().options["preset"] == preset


def test_continue_is_hidden_without_a_save_and_a_damaged_save_only_toasts(monkeypatch: pytest.MonkeyPatch) -> None:
    app, menu = menu_app()
    assert "continue" not in menu.buttons
    app.saves.path("kuckuck").parent.mkdir(parents=True, exist_ok=True)
    app.saves.path("kuckuck").write_text("{not json", encoding="utf-8")
    toasts: list[str] = []
    monkeypatch.setattr(app, "toast", toasts.append)
    menu = MenuScene(app)
    app.scenes.replace(menu)
    step(app)
    assert "continue" in menu.buttons
    mouse_click(app, menu.buttons["continue"].rect.center)
    assert app.scenes.top is menu and len(toasts) == 1
    assert "continue" not in menu.buttons  # the damaged save was set aside
    assert not app.saves.path("kuckuck").exists()
    assert focused(menu) is menu.buttons["start"]


def test_continue_resumes_the_saved_match() -> None:
    app, menu = menu_app()
    setup = MatchSetup(players=5, bots=4, bot_level="easy", options={"lives": 2})
    match = open_match("kuckuck", 5, setup.options, seed=11)
    app.saves.save_soon(match, seats_to_json(setup.seats()))
    app.scenes.replace(menu)
    step(app)
    assert focused(menu) is menu.buttons["continue"]  # a saved match: Continue has the focus
    press(app, pygame.K_RETURN)
    settle(app)
    assert scene_name(app) == "TableScene"
    resumed = app.scenes.top.setup  # type: ignore[union-attr]
    assert (resumed.players, resumed.bots, resumed.bot_level, resumed.options["lives"]) == (5, 4, "easy", 2)


def test_rules_panel_opens_scrolls_and_closes() -> None:
    app, menu = menu_app()
    press(app, pygame.K_ESCAPE, pygame.K_UP)  # the focus to Quit, up to History, then left along the row to Rules
    press_to(app, menu.focus, menu.buttons["rules"], pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    settle(app)
    assert rules_open(app)
    panel = app.scenes.top
    assert isinstance(panel, RulesPanel)
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert panel.scroll_position > 0
    press(app, pygame.K_RIGHT)
    assert menu.choices.players == 6  # the modal panel keeps input from the menu behind it
    mouse_click(app, menu.rows["players"].plus.rect.center)
    assert menu.choices.players == 6
    resize(app, (1024, 768))
    settle(app, 2)
    assert rules_open(app) and panel.scroll_position > 0
    press(app, pygame.K_ESCAPE)
    assert not rules_open(app)
    assert focused(menu) is menu.buttons["rules"]
    press(app, pygame.K_RETURN)
    settle(app)
    assert rules_open(app)
    press(app, pygame.K_RETURN)  # CONFIRM closes it too
    assert not rules_open(app) and scene_name(app) == "MenuScene"


# --- pause --------------------------------------------------------------------------------------------------------


def test_pause_opens_resumes_and_quits_to_the_menu() -> None:
    app, _ = menu_app()
    press(app, pygame.K_RETURN)
    settle(app)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    press(app, pygame.K_ESCAPE)
    pause = pause_of(app)
    assert pause.is_open and table.paused
    assert pause.focus.focused is pause.buttons["resume"]
    settle(app, 2)
    press(app, pygame.K_ESCAPE)
    assert not table.paused and not pause.is_open
    press(app, pygame.K_ESCAPE)
    pause = pause_of(app)
    press(app, *[pygame.K_DOWN] * 4)  # past the table speed, the sound and the settings to the rules
    press(app, pygame.K_RETURN)
    settle(app)
    assert rules_open(app)
    press(app, pygame.K_ESCAPE)
    assert not rules_open(app) and pause.is_open
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    settle(app)
    assert isinstance(app.scenes.top, MenuScene)
    assert "continue" in app.scenes.top.buttons  # the autosave was kept


def test_pause_resume_button_by_mouse() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.buttons["start"].rect.center)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    press(app, pygame.K_ESCAPE)
    pause = pause_of(app)
    mouse_click(app, pause.buttons["resume"].rect.center)
    assert not table.paused and app.scenes.top is table


# --- results ------------------------------------------------------------------------------------------------------


def results_setup(players: int = 6) -> MatchSetup:
    return MatchSetup(players=players, bots=players - 1, bot_level="hard", options={"lives": 4, "preset": "kuckuck"})


def summary(players: int = 6) -> ResultsSummary:
    names = tuple(seat.name for seat in results_setup(players).seats())
    eliminated = ((3,), (1, 5), (2,), (4,)) if players == 6 else tuple((seat,) for seat in range(1, players))
    standings = [Standing(1, (0,))]
    place = 2
    for deal, group in enumerate(reversed(eliminated)):
        standings.append(Standing(place, group, Reason("out in deal {deal}", {"deal": 14 - deal})))
        place += len(group)
    return ResultsSummary("kuckuck", names, (0,), tuple(standings), 14)


def test_standings_share_places_for_seats_that_went_out_together() -> None:
    lines = standing_lines(summary(), humans=1)
    assert [(line.place, line.name) for line in lines] == [
        (1, "You"), (2, "Dirk"), (3, "Bram"), (4, "Anke"), (4, "Elke"), (6, "Clara"),
    ]  # fmt: skip
    assert lines[0].human and not lines[1].human
    assert lines[-1].note and lines[3].note == lines[4].note


def test_confetti_is_deterministic() -> None:
    def frame() -> bytes:
        confetti = Confetti()
        for _ in range(30):
            confetti.update(33)
        surface = pygame.Surface((320, 200))
        confetti.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    assert frame() == frame()


@pytest.mark.parametrize("players", [6, 20])
def test_results_play_again_by_keyboard(players: int) -> None:
    app = make_app()
    results = ResultsScene(app, summary(players), results_setup(players))
    app.scenes.replace(results)
    settle(app, 10)
    assert focused(results) is results.buttons["again"]
    assert results.headline()[0] == "You"
    press(app, pygame.K_RETURN)
    settle(app)
    assert scene_name(app) == "TableScene"
    assert app.scenes.top.setup == results_setup(players)  # type: ignore[union-attr]


def test_results_menu_by_mouse_keeps_the_settings() -> None:
    app = make_app((1024, 768))
    results = ResultsScene(app, summary(), results_setup())
    app.scenes.replace(results)
    settle(app, 3)
    press(app, pygame.K_ESCAPE)
    assert focused(results) is results.buttons["menu"] and app.running
    mouse_click(app, results.buttons["menu"].rect.center)
    assert scene_name(app) == "MenuScene"
    assert app.scenes.top.setup() == results_setup()  # type: ignore[union-attr]


def test_a_new_match_over_a_saved_one_asks_first_and_keeps_it_on_no() -> None:
    """One Enter once wiped a 367-move match: Continue has the focus, and New match asks before replacing it."""
    from scenes.ui.confirm import ConfirmDialog

    app, menu = menu_app()
    setup = MatchSetup(players=4, bots=3)
    match = open_match("kuckuck", 4, seed=3)
    for _ in range(5):
        match.act(match.legal()[0])
    app.saves.save_soon(match, seats_to_json(setup.seats()))
    app.saves.flush()
    saved = app.saves.path("kuckuck").read_text(encoding="utf-8")
    app.scenes.replace(menu)
    step(app)
    assert focused(menu) is menu.buttons["continue"]
    mouse_click(app, menu.buttons["start"].rect.center)  # "New match"
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog) and dialog.focus.focused is dialog.buttons["continue"]
    press(app, pygame.K_ESCAPE)  # the safe answer: nothing happens
    assert app.scenes.top is menu and app.saves.path("kuckuck").read_text(encoding="utf-8") == saved
    mouse_click(app, menu.buttons["start"].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmDialog)
    mouse_click(app, dialog.buttons["continue"].rect.center)  # "Continue it"
    table = app.scenes.top
    assert isinstance(table, TableScene) and table.match.to_json() == match.to_json()


def test_the_windows_first_pointer_report_does_not_take_the_focus() -> None:
    """A new window reports the pointer where it rests (here over "Bot level"): Enter must still press Start."""
    app, menu = menu_app()
    resting = menu.rows["level"].rect.center
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=resting, rel=(0, 0), buttons=(0, 0, 0), touch=False)])
    assert focused(menu) is menu.buttons["start"]
    press(app, pygame.K_RETURN)
    settle(app)
    assert scene_name(app) == "TableScene" and app.scenes.top.setup.bot_level == "normal"  # type: ignore[union-attr]


@pytest.mark.parametrize(("winner", "confetti"), [(0, True), (3, False)])
def test_confetti_falls_only_when_a_person_wins_and_never_over_the_standings(winner: int, confetti: bool) -> None:
    app = make_app()
    won = summary()
    won = ResultsSummary(won.game, won.names, (winner,), won.standings, won.rounds)
    results = ResultsScene(app, won, results_setup())
    app.scenes.replace(results)
    settle(app, 30)  # the confetti is falling by now, if it falls
    assert results.celebrate is confetti
    screen = pygame.Surface(app.size)
    results.draw(screen)
    background = results._background
    assert background is not None
    panel = results._panel
    assert pygame.image.tobytes(screen.subsurface(panel).copy(), "RGB") == pygame.image.tobytes(
        background.subsurface(panel).copy(), "RGB"
    )
    whole_same = pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(background, "RGB")
    assert whole_same is not confetti


def test_the_menus_cards_are_dealt_one_a_frame_so_the_first_frame_comes_at_once() -> None:
    app, menu = menu_app()
    due = len(menu.fans.due)
    assert due > 0, "after the first frame some cards are still to come"
    before = pygame.image.tobytes(menu._background, "RGB") if menu._background is not None else b""
    app.step(16, [])
    assert len(menu.fans.due) == max(0, due - 1)
    for _ in range(due):
        app.step(16, [])
    assert not menu.fans.due and menu._background is not None
    assert pygame.image.tobytes(menu._background, "RGB") != before, "the cards lie on the background"
