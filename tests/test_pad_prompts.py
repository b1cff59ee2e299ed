"""On-screen button prompts follow the pad in the player's hands (Xbox, PlayStation, Nintendo names and glyphs)
and switch to the keyboard's words when the keyboard or the mouse was used last; real (virtual SDL) pads."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.ui.actions import Action, InputAction
from scenes.ui.button_badges import SHAPE_COLOURS, XBOX_COLOURS, badge, is_badge
from scenes.ui.decor import control_hints, hint_line
from scenes.ui.input import InputMapper
from scenes.ui.pad_layouts import PadLayout, layout_for, vendor_id
from scenes.ui.text import font, plain_buttons, render
from tests.ui_helpers import key, make_app, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

REASON = unavailable_reason()
needs_virtual_pad = pytest.mark.skipif(REASON is not None, reason=f"no SDL virtual joystick: {REASON}")

SONY_GUID = "030000004c050000e60c000000000000"  # USB, Sony (054c), DualSense (0ce6)


def playstation_pad() -> VirtualGamepad:
    return VirtualGamepad(name="Wireless Controller", vendor_id=0x054C, product_id=0x0CE6)  # only the id says Sony


def switch_pad() -> VirtualGamepad:
    return VirtualGamepad(name="Nintendo Switch Pro Controller")


def drain(mapper: InputMapper) -> list[InputAction]:
    return [action for event in pygame.event.get() for action in mapper.translate(event)]


@pytest.fixture
def mapper(display: pygame.Surface) -> Iterator[InputMapper]:
    mapper = InputMapper()
    mapper.init_gamepads()
    yield mapper
    mapper.close_gamepads()


# --- which family a pad belongs to ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "guid", "layout"),
    [
        ("PS4 Controller", "", PadLayout.PLAYSTATION),
        ("DualSense Wireless Controller", "", PadLayout.PLAYSTATION),
        ("Sony Interactive Entertainment Wireless Controller", "", PadLayout.PLAYSTATION),
        ("Wireless Controller", SONY_GUID, PadLayout.PLAYSTATION),
        ("Nintendo Switch Pro Controller", "", PadLayout.NINTENDO),
        ("Pro Controller", "", PadLayout.NINTENDO),
        ("Joy-Con (L/R)", "", PadLayout.NINTENDO),
        ("Wireless Gamepad", "030000007e0500000920000000000000", PadLayout.NINTENDO),  # Nintendo's vendor id
        ("Xbox Wireless Controller", "", PadLayout.XBOX),
        ("Generic USB Joystick", "", PadLayout.XBOX),  # unknown: Xbox's names, the layout most pads copy
        ("GPS receiver pad", "ff0018dc58626f782057697265007601", PadLayout.XBOX),  # "PS" inside a word is not Sony
    ],
)
def test_the_family_comes_from_the_vendor_id_else_the_name(name: str, guid: str, layout: PadLayout) -> None:
    assert layout_for(name, guid) is layout


def test_a_guid_without_a_vendor_id_gives_none() -> None:
    assert vendor_id(SONY_GUID) == 0x054C
    assert vendor_id("ff0018dc58626f782057697265007601") is None  # SDL kept part of the name there
    assert vendor_id("not hex at all, thirty-two chars") is None
    assert vendor_id("") is None


# --- prompts per layout ---------------------------------------------------------------------------------------


@needs_virtual_pad
@pytest.mark.parametrize(
    ("make", "confirm", "cancel", "menu", "fast"),
    [
        (lambda: VirtualGamepad(name="Xbox Wireless Controller"), "Ⓐ", "Ⓑ", "Menu", "RB"),
        (playstation_pad, "✕", "○", "Options", "R1"),
        (switch_pad, "🅑", "🅐", "+", "R"),  # the bottom button is Nintendo's B, the right one its A
        (lambda: VirtualGamepad(name="Kuckuck Virtual Pad"), "Ⓐ", "Ⓑ", "Menu", "RB"),
    ],
)
def test_each_pad_family_names_its_own_buttons(
    mapper: InputMapper, make: type[VirtualGamepad], confirm: str, cancel: str, menu: str, fast: str
) -> None:
    with make() as pad:
        drain(mapper)
        pad.tap("a")
        assert [action.action for action in drain(mapper)] == [Action.CONFIRM]  # positional: bottom confirms
        assert mapper.prompt(Action.CONFIRM) == confirm
        assert mapper.prompt(Action.CANCEL) == cancel
        assert mapper.prompt(Action.MENU) == menu
        assert mapper.prompt(Action.FAST_FORWARD) == fast
        assert mapper.describe(Action.CONFIRM) == f"Enter / {confirm}"


def test_the_shipped_font_has_playstations_shapes_but_not_the_circled_letters(display: pygame.Surface) -> None:
    """The shapes can be drawn as text where no badge is drawn; the letters cannot, so plain text brackets them."""
    face = font(24)
    missing = face.render("\U000f0000", True, (255, 255, 255))  # a private-use character: the font's empty box

    def drawn(ch: str) -> bool:
        image = face.render(ch, True, (255, 255, 255))
        as_bytes = pygame.image.tobytes(image, "RGBA")
        return image.get_size() != missing.get_size() or as_bytes != pygame.image.tobytes(missing, "RGBA")

    assert all(drawn(shape) for shape in "✕○□△")
    assert not drawn("Ⓐ") and not drawn("🅑")
    assert plain_buttons("Ⓐ: choose · 🅑: choose · ✕: choose") == "(A): choose · (B): choose · ✕: choose"


def colours_in(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    width, height = surface.get_size()
    pixels = [surface.get_at((x, y)) for x in range(width) for y in range(height)]
    return {(pixel.r, pixel.g, pixel.b) for pixel in pixels if pixel.a > 200}


def near(colours: set[tuple[int, int, int]], target: tuple[int, int, int], slack: int = 24) -> bool:
    return any(all(abs(a - b) <= slack for a, b in zip(colour, target, strict=True)) for colour in colours)


def test_hint_lines_draw_each_face_button_as_a_badge_of_its_pad(display: pygame.Surface) -> None:
    assert all(is_badge(ch) for ch in "ⒶⒷⓍⓎ✕○□△🅐🅑🅧🅨") and not any(is_badge(ch) for ch in "AX+−←")
    cross = badge("✕", 40)
    assert cross.get_width() == 48 and near(colours_in(cross), SHAPE_COLOURS["✕"])  # a blue cross on a dark disc
    assert near(colours_in(badge("△", 40)), SHAPE_COLOURS["△"])
    assert near(colours_in(badge("Ⓐ", 40)), XBOX_COLOURS["A"])  # Xbox's green A
    assert not near(colours_in(badge("🅐", 40)), XBOX_COLOURS["A"])  # Nintendo's are grey, not Xbox's colours
    line, text = hint_line("✕: choose", 20), render(": choose", 20)
    assert line.get_width() == badge("✕", 20).get_width() + text.get_width()


# --- the last device used decides ----------------------------------------------------------------------------


@needs_virtual_pad
def test_prompts_follow_the_device_used_last(mapper: InputMapper) -> None:
    assert mapper.prompt(Action.CONFIRM) == "Enter"  # nothing plugged in
    with playstation_pad() as pad:
        drain(mapper)
        assert mapper.prompt(Action.CONFIRM) == "✕"  # nothing used yet, a pad is there: the couch's prompt
        pygame.event.post(key(pygame.K_RETURN))
        drain(mapper)
        assert mapper.prompt(Action.CONFIRM) == "Enter" and not mapper.uses_gamepad
        pad.move_axis("leftx", 0.3)  # a stick's jitter inside the dead zone is no use of the pad
        pad.move_axis("leftx", 0.0)
        drain(mapper)
        assert mapper.prompt(Action.CONFIRM) == "Enter"
        pad.move_axis("leftx", 0.9)
        drain(mapper)
        assert mapper.prompt(Action.CONFIRM) == "✕" and mapper.uses_gamepad
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1))
        drain(mapper)
        assert mapper.prompt(Action.CONFIRM) == "Enter"  # the mouse player reads the keyboard's words
        pad.tap("b")
        drain(mapper)
        assert mapper.prompt(Action.MENU) == "Options"
    drain(mapper)
    assert mapper.prompt(Action.CONFIRM) == "Enter"  # the pad went away: the keyboard is what is left


@needs_virtual_pad
def test_two_pads_each_is_named_by_its_number_and_the_last_one_used_names_the_buttons(mapper: InputMapper) -> None:
    with playstation_pad() as sony, switch_pad() as nintendo:
        assert [(a.action, a.pad) for a in drain(mapper)] == [
            (Action.GAMEPAD_CONNECTED, 1),
            (Action.GAMEPAD_CONNECTED, 2),
        ]
        nintendo.tap("a")
        assert [(a.action, a.pad) for a in drain(mapper)] == [(Action.CONFIRM, 2)]
        assert mapper.prompt(Action.CONFIRM) == "🅑"
        sony.tap("dpdown")
        assert [(a.action, a.pad) for a in drain(mapper)] == [(Action.DOWN, 1)]
        assert mapper.prompt(Action.CONFIRM) == "✕"
        assert mapper.prompt(Action.CONFIRM, pad=2) == "🅑"  # a given pad's own button, whoever pressed last
        sony.unplug()
        assert [(a.action, a.pad) for a in drain(mapper)] == [(Action.GAMEPAD_LOST, 1)]
        assert mapper.prompt(Action.CONFIRM) == "🅑"  # the one left
        with playstation_pad():
            assert [(a.action, a.pad) for a in drain(mapper)] == [(Action.GAMEPAD_CONNECTED, 1)]  # its number back


@needs_virtual_pad
def test_the_menus_hint_line_switches_between_keyboard_and_pad_words() -> None:
    from scenes.menu.scene import MenuScene

    app = make_app()
    pygame.event.clear()
    app.scenes.replace(MenuScene(app))
    step(app)
    assert control_hints(app) == "Arrows: move   ·   Enter: choose   ·   Esc: back"
    with switch_pad() as pad:
        settle(app, 2)
        pad.tap("dpdown")
        settle(app, 1)
        assert control_hints(app) == "D-pad: move   ·   🅑: choose   ·   +: back"
        step(app, [key(pygame.K_UP)])
        assert control_hints(app) == "Arrows: move   ·   Enter: choose   ·   Esc: back"


@needs_virtual_pad
def test_kuckucks_turn_prompt_names_the_keys_or_the_pads_own_buttons() -> None:
    from game.lobby import MatchSetup
    from tests.ui_helpers import kuckuck_view, open_table

    app = make_app()
    table = open_table(app, MatchSetup(players=3, bots=2))
    with playstation_pad() as pad:
        settle(app, 2)
        for _ in range(600):
            if table.controller.waiting_for_human is not None:
                break
            step(app, dt=50)
        view = kuckuck_view(table)
        step(app, [key(pygame.K_LEFT)])
        assert view.prompt(table.controller.view()).endswith("[S] stay · [W] swap")
        pad.tap("dpleft")
        settle(app, 1)
        assert view.prompt(table.controller.view()).endswith("[□] stay · [△] swap")  # PlayStation's X and Y
        assert table.controller.waiting_for_human is not None  # moving the focus decided nothing


@needs_virtual_pad
def test_the_statistics_name_the_shoulder_buttons_of_the_pad_in_use() -> None:
    from scenes.stats.scene import StatsScene
    from tests.ui_helpers import menu_app

    app, menu = menu_app()
    with playstation_pad() as pad:
        settle(app, 2)
        menu.focus.focus(menu.buttons["stats"])
        pad.tap("a")
        settle(app)
        scene = app.scenes.top
        assert isinstance(scene, StatsScene)
        assert scene._hints().endswith("L1 R1: change game")
        step(app, [key(pygame.K_DOWN)])
        assert scene._hints().endswith("Page Up / Page Down: change game")
