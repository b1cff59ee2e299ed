"""The Settings scene, headless: every setting applied at once and still there after a restart, driven by the
keyboard alone, the mouse alone and a gamepad alone; the card style, the table colour and reduced motion seen in
the pixels."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pytest

from game import open_match
from game.lobby import MatchSetup
from game.registry import specs
from game.store.settings import Settings, SettingsStore
from scenes.core.app import App
from scenes.menu.players_dialog import PlayersDialog
from scenes.menu.scene import MenuScene
from scenes.results.scene import ResultsScene
from scenes.settings.bindings_scene import BindingsScene
from scenes.settings.rows import INSTANT
from scenes.settings.scene import SettingsScene
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from scenes.ui.key_names import CONTROLLER_BUTTONS
from tests.ui_helpers import make_app, menu_app, mouse_click, open_table, press, settle, step


def settings_of(app: App) -> SettingsScene:
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene), type(scene).__name__
    return scene


def pad_events(*buttons: str) -> list[pygame.event.Event]:
    """What SDL posts when a recognised controller's buttons are pressed."""
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=CONTROLLER_BUTTONS.index(b), instance_id=0)
            for b in buttons]  # fmt: skip


def tap(app: App, *buttons: str) -> None:
    for button in buttons:
        step(app, pad_events(button))
        settle(app, 1)


def restarted() -> App:
    """A new App on the same data folder: what the player sees at the next start."""
    return make_app()


def open_settings_from_menu(app: App, menu: MenuScene) -> SettingsScene:
    press(app, pygame.K_ESCAPE, pygame.K_LEFT)  # Esc: the focus to Quit; Settings is beside it
    assert menu.focus.focused is menu.buttons["settings"]
    press(app, pygame.K_RETURN)
    settle(app)
    return settings_of(app)


def focus_row(app: App, scene: SettingsScene, key: str) -> None:
    for _ in range(40):
        if scene.focus.focused is scene.rows.get(key) or scene.focus.focused is scene.buttons.get(key):
            return
        press(app, pygame.K_DOWN)
    raise AssertionError(f"never reached {key}")


# --- every setting survives a restart ---------------------------------------------------------------------------


def test_every_row_changed_by_keyboard_is_applied_and_survives_a_restart() -> None:
    app, menu = menu_app()
    scene = open_settings_from_menu(app, menu)
    assert not app.fullscreen
    wanted = {  # row: Right presses
        "display": 0, "ui_scale": 1, "speed": 2, "trick_hold": 2, "reveal_hold": 1, "volume": -2, "sound": -1,
        "auto_play": -1, "card_colours": 1, "large_indices": 1, "felt": 2, "reduced_motion": 1,
    }  # fmt: skip
    for key, presses in wanted.items():
        focus_row(app, scene, key)
        press(app, *([pygame.K_RIGHT if presses > 0 else pygame.K_LEFT] * abs(presses)))
        scene = settings_of(app)  # a new UI scale lays the screen out anew: the same scene, new rows
    focus_row(app, scene, "display")
    press(app, pygame.K_LEFT)  # windowed → fullscreen, through the app's own switch
    assert app.fullscreen
    expected = replace(
        Settings(), fullscreen=True, ui_scale=110, animation_speed=2.0, trick_hold_ms=1600, reveal_hold_ms=3500,
        volume=50, muted=True, auto_play=False, card_colours="four", large_indices=True, felt="red",
        reduced_motion=True,
    )  # fmt: skip
    seen = app.settings
    assert replace(seen, games=expected.games, game=expected.game) == expected
    assert app.sounds.volume == 50 and app.sounds.muted
    app.shutdown()

    again = make_app(fullscreen=None)  # no --windowed: the display as it was left
    assert again.fullscreen
    assert again.settings == seen
    from scenes.ui.look import current_look
    from scenes.ui.text import text_pixels

    assert current_look().cards.four_colour and current_look().felt == "red" and current_look().reduced_motion
    assert text_pixels(100) == 110
    again.shutdown()


def longest_animation(app: App, table: TableScene, frames: int = 120) -> int:
    """The most frames in a row that the table was busy animating."""
    longest = run = 0
    for _ in range(frames):
        step(app, dt=16)
        run = run + 1 if table.stage.timeline.busy else 0
        longest = max(longest, run)
    return longest


def test_instant_speed_skips_animations_and_survives_a_restart() -> None:
    app = make_app()
    normal = open_table(app, MatchSetup(game="hearts", players=4, bots=4))
    assert longest_animation(app, normal) > 10  # the deal flies out
    app.apply_settings(replace(app.settings, instant=True))
    assert restarted().settings.instant
    table = open_table(app, MatchSetup(game="hearts", players=4, bots=4))
    assert longest_animation(app, table) <= 1  # what starts in a frame is over by the next
    assert len(table.match.history) > 0


def test_a_damaged_or_hand_edited_value_takes_its_default_and_keeps_the_rest() -> None:
    app = make_app()
    path = SettingsStore(app.saves.folder).path
    app.apply_settings(replace(app.settings, felt="blue", ui_scale=120))
    raw = json.loads(path.read_text(encoding="utf-8"))
    raw.update(ui_scale=999, card_colours=["four"], language="../../etc", reduced_motion="yes")
    path.write_text(json.dumps(raw), encoding="utf-8")
    loaded = SettingsStore(path.parent).load(specs())
    assert loaded.message is not None and len(loaded.problems) == 4
    settings = loaded.settings
    assert (settings.felt, settings.ui_scale, settings.card_colours, settings.language) == (
        "blue",
        100,
        "classic",
        "",  # the default: not chosen, the system's language
    )
    assert settings.reduced_motion is False


# --- mouse only and gamepad only --------------------------------------------------------------------------------


def test_mouse_only_every_kind_of_row_and_back() -> None:
    app, menu = menu_app()
    mouse_click(app, menu.buttons["settings"].rect.center)
    scene = settings_of(app)
    mouse_click(app, scene.rows["felt"].plus.rect.center)
    assert app.settings.felt == "blue"
    mouse_click(app, scene.rows["felt"].minus.rect.center)
    assert app.settings.felt == "green"
    mouse_click(app, scene.rows["large_indices"].rect.midleft)  # the label: steps round
    assert app.settings.large_indices
    mouse_click(app, scene.rows["speed"].minus.rect.center)
    assert app.settings.animation_speed == 0.75
    mouse_click(app, scene.buttons["players"].rect.center)
    assert isinstance(app.scenes.top, PlayersDialog)
    app.scenes.pop()
    mouse_click(app, scene.buttons["controls"].rect.center)
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene)
    mouse_click(app, controls.tabs["euchre"].rect.center)
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene) and controls.context == "euchre"
    mouse_click(app, controls.buttons["back"].rect.center)
    mouse_click(app, settings_of(app).buttons["back"].rect.center)
    assert app.scenes.top is menu
    assert restarted().settings.large_indices


def test_gamepad_only_changes_values_and_rebinds_a_button() -> None:
    app, menu = menu_app()
    tap(app, "start", "dpleft", "a")  # Start: the focus to Quit; left: Settings; Ⓐ opens it
    scene = settings_of(app)
    assert scene.focus.focused is scene.rows["display"]
    tap(app, "dpdown", "dpdown", "dpright")  # animation speed one faster
    assert app.settings.animation_speed == 1.5
    for _ in range(40):
        focused: object = scene.focus.focused  # (not narrowed by the assertion above)
        if focused is scene.buttons["controls"]:
            break
        tap(app, "dpdown")
    tap(app, "a")
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene)
    tap(app, "dpright", "a")  # the Kuckuck tab
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene) and controls.context == "kuckuck"
    tap(app, "dpdown", "dpright", "a")  # Stay's gamepad cell: waiting for a button
    assert controls.capturing is not None and controls.capturing.entry.name == "stay"
    tap(app, "leftstick")
    assert controls.capturing is None and controls.pending is None
    assert app.input.game_overrides["kuckuck"]["stay"].buttons == ("leftstick",)
    tap(app, "b", "b")  # back to the settings, back to the menu
    assert app.scenes.top is menu
    saved = json.loads(app.bindings_path().read_text(encoding="utf-8"))
    assert saved == {"version": 1, "kuckuck": {"stay": {"keys": ["s"], "buttons": ["leftstick"]}}}


# --- rebinding ---------------------------------------------------------------------------------------------------


def open_controls(app: App, context: str) -> BindingsScene:
    app.scenes.push(SettingsScene(app))
    app.scenes.push(BindingsScene(app))
    settle(app, 1)
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene)
    controls.show_context(context)
    return controls


def rebind_key(app: App, controls: BindingsScene, action: str, code: int) -> None:
    """Choose `action`'s keyboard cell with the keyboard and press `code`."""
    controls.focus.focus(controls.cells[(action, "keys")])
    press(app, pygame.K_RETURN)
    assert controls.capturing is not None
    press(app, code)


def kuckuck_table_waiting_for_you(app: App) -> TableScene:
    match = open_match("kuckuck", players=4, options={}, seed=1, dealer=3)
    match.deal(["9C", "5D", "8H", "KS", "3D"])
    setup = MatchSetup(players=4, bots=3, options={})
    table = open_table(app, setup, resume=(match, setup.seats()))
    for _ in range(400):
        if table.controller.waiting_for_human == 0 and not table.stage.timeline.busy:
            return table
        step(app, dt=50)
    raise AssertionError("you were never asked")


def test_a_rebound_key_works_at_the_table_after_a_restart() -> None:
    app = make_app()
    controls = open_controls(app, "kuckuck")
    rebind_key(app, controls, "stay", pygame.K_k)
    assert controls.pending is None  # K is nobody else's
    app.shutdown()

    app = restarted()
    table = kuckuck_table_waiting_for_you(app)
    decided = len(table.match.history)
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="s", scancode=0)])
    assert len(table.match.history) == decided and table.controller.waiting_for_human == 0, "S is no longer Stay"
    press(app, pygame.K_k)
    assert len(table.match.history) > decided and table.controller.waiting_for_human is None


def test_a_conflict_is_shown_and_must_be_answered() -> None:
    app = make_app()
    controls = open_controls(app, "kuckuck")
    rebind_key(app, controls, "stay", pygame.K_w)  # Swap's key
    controls = app.scenes.top  # type: ignore[assignment]
    assert isinstance(controls, BindingsScene)
    assert controls.pending is not None and [e.name for e in controls.pending.others] == ["swap"]
    assert "kuckuck" not in app.input.game_overrides, "nothing changes before the answer"
    assert not app.bindings_path().exists(), "nothing is kept before the answer"
    press(app, pygame.K_ESCAPE)  # Esc: undo
    assert controls.pending is None and controls.model.binding(controls.model.entries["kuckuck"][0]).keys == ("s",)

    rebind_key(app, controls, "stay", pygame.K_w)
    mouse_click(app, controls.prompt_buttons["keep"].rect.center)  # confirmed: both keep W, and the list says so
    assert controls.conflicted() == {("stay", "keys"), ("swap", "keys")}
    assert controls.conflict_lines() == ["W does two things here: Stay, Swap (the dealer: draw)"]

    rebind_key(app, controls, "stay", pygame.K_w)
    controls.focus.focus(controls.prompt_buttons["take"])
    press(app, pygame.K_RETURN)  # resolved: W is Stay's alone
    assert controls.conflicted() == set()
    overrides = restarted().input.game_overrides["kuckuck"]
    assert overrides["stay"].keys == ("w",) and overrides["swap"].keys == ()


def test_a_shared_key_given_to_a_game_action_is_a_conflict() -> None:
    app = make_app()
    controls = open_controls(app, "hearts")
    rebind_key(app, controls, "claim", pygame.K_m)  # M: sound off / on, everywhere
    assert controls.pending is not None and [e.name for e in controls.pending.others] == ["MUTE"]


def test_reset_restores_the_defaults_now_and_after_a_restart() -> None:
    app = make_app()
    controls = open_controls(app, "shared")
    rebind_key(app, controls, "FAST_FORWARD", pygame.K_g)
    from scenes.ui.actions import DEFAULT_BINDINGS, Action

    assert app.input.bindings[Action.FAST_FORWARD].keys == ("g",)
    assert restarted().input.bindings[Action.FAST_FORWARD].keys == ("g",)
    mouse_click(app, controls.buttons["reset"].rect.center)
    assert dict(app.input.bindings) == dict(DEFAULT_BINDINGS)
    again = restarted()
    assert dict(again.input.bindings) == dict(DEFAULT_BINDINGS) and not again.input.warnings
    assert json.loads(app.bindings_path().read_text(encoding="utf-8")) == {"version": 1}


def test_a_bindings_file_from_a_newer_version_is_not_used() -> None:
    app = make_app()
    app.bindings_path().parent.mkdir(parents=True, exist_ok=True)
    app.bindings_path().write_text(json.dumps({"version": 9, "FAST_FORWARD": {"keys": ["g"]}}), encoding="utf-8")
    again = restarted()
    from scenes.ui.actions import DEFAULT_BINDINGS, Action

    assert again.input.bindings[Action.FAST_FORWARD] == DEFAULT_BINDINGS[Action.FAST_FORWARD]
    assert any("newer version" in warning for warning in again.input.warnings)


# --- what the settings look like --------------------------------------------------------------------------------


def test_the_four_colour_deck_draws_clubs_in_another_colour_than_spades() -> None:
    from scenes.cards.card_art import CardArt
    from scenes.ui.look import CardStyle, Look, set_look

    make_app()

    def index_ink(card: str) -> tuple[int, int, int]:
        face = CardArt().face(card, 200)
        corner = face.subsurface(pygame.Rect(8, 8, 40, 80))
        inked = [corner.get_at((x, y)) for x in range(40) for y in range(80)]
        darkest = min(inked, key=lambda c: c.r + c.g + c.b)
        return darkest.r, darkest.g, darkest.b

    set_look(Look())
    assert index_ink("5C") == index_ink("5S")
    set_look(Look(CardStyle(four_colour=True)))
    club, spade, diamond = index_ink("5C"), index_ink("5S"), index_ink("5D")
    assert club[1] > club[0] + 60 and club[1] > club[2] + 40, f"clubs are green, not {club}"
    assert max(spade) < 60, f"spades stay black, not {spade}"
    assert diamond[2] > diamond[0] + 100, f"diamonds are blue, not {diamond}"
    set_look(Look())


def test_large_indices_draw_a_bigger_corner_and_the_table_colour_changes_the_cloth() -> None:
    from scenes.cards.card_art import CardArt
    from scenes.ui.backdrop import table
    from scenes.ui.look import CardStyle, Look, set_look

    make_app()

    def inked_height(card: str) -> int:
        corner = CardArt().face(card, 200).subsurface(pygame.Rect(0, 0, 60, 140))
        rows = [y for y in range(140) if any(sum(corner.get_at((x, y))[:3]) < 300 for x in range(60))]
        return rows[-1] - rows[0]

    set_look(Look())
    small = inked_height("5S")
    cloth = table((400, 300), (50.0, 50.0, 300.0, 200.0)).get_at((200, 150))
    set_look(Look(CardStyle(large_indices=True), felt="blue"))
    assert inked_height("5S") > small * 1.15
    blue = table((400, 300), (50.0, 50.0, 300.0, 200.0)).get_at((200, 150))
    assert cloth.g > cloth.b and blue.b > blue.g, (cloth, blue)
    set_look(Look())


@pytest.mark.parametrize("reduced", [False, True])
def test_reduced_motion_turns_off_the_confetti(reduced: bool) -> None:
    from tests.test_ui_menu import results_setup, summary

    app = make_app()
    app.apply_settings(replace(app.settings, reduced_motion=reduced))
    results = ResultsScene(app, summary(), results_setup())  # you won: confetti, unless told otherwise
    app.scenes.replace(results)
    settle(app, 30)
    assert results.celebrate
    screen = pygame.Surface(app.size)
    results.draw(screen)
    assert results._background is not None
    still = pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(results._background, "RGB")
    assert still is reduced


def test_reduced_motion_makes_card_moves_short_slides() -> None:
    from scenes.cards.sprites import CardSprite
    from scenes.cards.tween import Timeline
    from scenes.table.animation import TableAnimator
    from scenes.ui.look import REDUCED_MOTION_MS, Look, set_look

    make_app()
    animator = TableAnimator(stage=None)  # type: ignore[arg-type]  # fly() needs no stage
    for reduced, lasts in ((False, 560), (True, REDUCED_MOTION_MS)):
        set_look(Look(reduced_motion=reduced))
        sprite = CardSprite(card="AS", pos=(0.0, 0.0))
        timeline = Timeline()
        timeline.add(animator.fly(sprite, (100.0, 0.0), 560, arc=40.0))
        lifted = 0.0
        for _ in range(lasts // 10 - 1):
            timeline.update(10)
            lifted = max(lifted, abs(sprite.lift), abs(sprite.pos[1]))
        assert timeline.busy
        timeline.update(20)
        assert not timeline.busy and sprite.pos == pytest.approx((100.0, 0.0))
        assert (lifted == 0.0) is reduced
    set_look(Look())


# --- the pause -----------------------------------------------------------------------------------------------------


def test_settings_from_the_pause_apply_to_the_table_at_once() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(game="hearts", players=4, bots=3))
    settle(app, 2)
    press(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay)
    assert pause.buttons["settings"].rect.bottom <= app.size[1]
    pause.focus.focus(pause.buttons["settings"])
    press(app, pygame.K_RETURN)
    settle(app)
    scene = settings_of(app)
    assert not pause.is_open, "the pause's widgets would lie over the settings"
    scene.choose("trick_hold", 3000)
    scene.choose("auto_play", False)
    scene.choose("speed", INSTANT)
    assert table.controller.pacing.trick_hold_ms == 3000 and not table.controller.auto_play_forced
    assert table.stage.timeline.speed == float("inf")
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and pause.is_open and pause.focus.focused is pause.buttons["settings"]
    assert pause.buttons["speed"].text == "Speed: Instant"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_everything_fits_on_screen(size: tuple[int, int]) -> None:
    app = make_app(size)
    for scale in (80, 120):
        app.apply_settings(replace(app.settings, ui_scale=scale))
        app.scenes.replace(MenuScene(app))
        app.scenes.push(SettingsScene(app))
        settle(app, 1)
        screen = app.screen.get_rect()
        scene = settings_of(app)
        assert all(screen.contains(row.rect) for row in scene.rows.values())
        assert all(screen.contains(button.rect) for button in scene.buttons.values())
        controls = open_controls(app, "shared")
        assert all(screen.contains(cell.rect) for cell in [*controls.cells.values(), *controls.buttons.values()])


def test_every_table_colour_the_settings_accept_has_a_cloth() -> None:
    from game.store.settings import FELTS
    from scenes.settings.rows import FELT_NAMES
    from scenes.ui.backdrop import CLOTHS

    assert set(FELTS) == set(CLOTHS) == set(FELT_NAMES)
