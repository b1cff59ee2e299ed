"""The input layer: keyboard, mouse and real (virtual SDL) gamepads all produce the same actions."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.ui.actions import DEFAULT_BINDINGS, Action, InputAction
from scenes.ui.bindings_file import DEFAULT_BINDINGS_PATH
from scenes.ui.input import InputMapper
from tests.ui_helpers import key
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

# `display` (a small window, joystick subsystem up, empty event queue) comes from tests/conftest.py.


def drain(mapper: InputMapper) -> list[InputAction]:
    return [action for event in pygame.event.get() for action in mapper.translate(event)]


def post_keys(*codes: int, mod: int = pygame.KMOD_NONE) -> None:
    for code in codes:
        pygame.event.post(key(code, mod))


def test_asset_matches_embedded_defaults() -> None:
    """The shipped file holds the shared defaults; each game's table declares its own actions' defaults (their letter
    keys follow the language, which a file could not)."""
    raw = json.loads(DEFAULT_BINDINGS_PATH.read_text(encoding="utf-8"))
    embedded = {a.name: {"keys": list(b.keys), "buttons": list(b.buttons)} for a, b in DEFAULT_BINDINGS.items()}
    assert raw == embedded


def test_default_file_loads_cleanly() -> None:
    mapper = InputMapper.from_file()
    assert mapper.warnings == []
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)


def kuckuck_mapper(mapper: InputMapper) -> InputMapper:
    """`mapper` with the Kuckuck table's own actions bound, as the table binds them."""
    from scenes.kuckuck.view import KuckuckView

    mapper.use_game_actions("kuckuck", KuckuckView.actions)
    return mapper


def test_keyboard_events_map_to_actions(display: pygame.Surface) -> None:
    mapper = kuckuck_mapper(InputMapper.from_file())
    post_keys(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_LEFT, pygame.K_s, pygame.K_ESCAPE)
    post_keys(pygame.K_a)  # unbound: letters stay free
    assert [(a.action, a.name) for a in drain(mapper)] == [
        (Action.CONFIRM, ""),
        (Action.CONFIRM, ""),
        (Action.CONFIRM, ""),
        (Action.LEFT, ""),
        (Action.GAME, "stay"),
        (Action.MENU, ""),
    ]


def test_alt_enter_toggles_fullscreen_and_other_shortcuts_are_left_alone(display: pygame.Surface) -> None:
    mapper = kuckuck_mapper(InputMapper())
    post_keys(pygame.K_RETURN, mod=pygame.KMOD_LALT)
    post_keys(pygame.K_F11)
    post_keys(pygame.K_s, mod=pygame.KMOD_LCTRL)
    post_keys(pygame.K_w, mod=pygame.KMOD_LSHIFT | pygame.KMOD_NUM)
    assert [(a.action, a.name) for a in drain(mapper)] == [
        (Action.FULLSCREEN, ""), (Action.FULLSCREEN, ""), (Action.GAME, "swap"),
    ]  # fmt: skip


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))


def test_mouse_click_and_motion_carry_the_position(display: pygame.Surface) -> None:
    mapper = InputMapper()
    pygame.event.post(motion((10, 20)))  # where the pointer rests when the window opens: not a move yet
    pygame.event.post(motion((18, 20)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1, synthetic=True))
    assert drain(mapper) == [
        InputAction(Action.POINT_MOVE, "mouse", (18, 20)),
        InputAction(Action.POINT_CLICK, "mouse", (30, 40)),
    ]


def test_hover_waits_for_the_pointer_to_really_move(display: pygame.Surface) -> None:
    """A new window reports where the pointer rests (often the screen's centre, over some menu row): that alone,
    or a jitter of a pixel or two, must not move the focus; a real move must."""
    mapper = InputMapper()
    for pos in [(640, 360), (640, 360), (641, 361)]:
        pygame.event.post(motion(pos))
    assert drain(mapper) == []
    pygame.event.post(motion((700, 380)))
    pygame.event.post(motion((701, 380)))  # once moving, every move counts
    assert [a.pos for a in drain(mapper)] == [(700, 380), (701, 380)]


def test_the_mapper_remembers_which_device_the_player_used_last(display: pygame.Surface) -> None:
    """A table shows its keyboard cursor only to a keyboard or gamepad player: it asks which device was last."""
    mapper = InputMapper()
    assert mapper.last_source is None
    post_keys(pygame.K_RIGHT)
    drain(mapper)
    assert mapper.last_source == "keyboard"
    pygame.event.post(motion((10, 20)))  # the window's report of where the pointer rests: the player did nothing
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1, synthetic=True))
    drain(mapper)
    assert mapper.last_source == "keyboard"
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(30, 40), button=1))
    drain(mapper)
    assert mapper.last_source == "mouse"
    post_keys(pygame.K_a)  # a key bound to nothing is not a use of the keyboard either
    drain(mapper)
    assert mapper.last_source == "mouse"


def test_corrupt_bindings_file_falls_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "bindings.json"
    path.write_text('{"CONFIRM": {"keys": ["return"', encoding="utf-8")
    mapper = InputMapper.from_file(path)
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
    assert len(mapper.warnings) == 1
    assert "could not be read" in mapper.warnings[0]
    assert str(path) in mapper.warnings[0]


def test_missing_or_non_object_file_falls_back(tmp_path: Path) -> None:
    missing = InputMapper.from_file(tmp_path / "nope.json")
    assert dict(missing.bindings) == dict(DEFAULT_BINDINGS) and missing.warnings
    listing = tmp_path / "list.json"
    listing.write_text("[1, 2]", encoding="utf-8")
    wrong = InputMapper.from_file(listing)
    assert dict(wrong.bindings) == dict(DEFAULT_BINDINGS) and "not a JSON object" in wrong.warnings[0]


def test_unknown_names_are_reported_and_skipped(tmp_path: Path, display: pygame.Surface) -> None:
    path = tmp_path / "bindings.json"
    path.write_text(
        json.dumps(
            {
                "CONFIRM": {"keys": ["return", "hyperspace"], "buttons": ["a", "turbo"]},
                "JUMP": {"keys": ["j"]},
                "STAY": {"keys": ["k"]},
            }
        ),
        encoding="utf-8",
    )
    mapper = kuckuck_mapper(InputMapper.from_file(path))
    joined = "\n".join(mapper.warnings)
    assert len(mapper.warnings) == 3
    assert "hyperspace" in joined and "turbo" in joined and "JUMP" in joined
    assert mapper.bindings[Action.CONFIRM].keys == ("return",)
    assert mapper.describe_game("stay", keyboard=False) == ""  # the old STAY entry counts as Kuckuck's stay
    post_keys(pygame.K_k, pygame.K_s)
    assert [(a.action, a.name) for a in drain(mapper)] == [(Action.GAME, "stay")]


def test_describe_gives_short_labels() -> None:
    mapper = InputMapper()
    assert mapper.describe(Action.CONFIRM) == "Enter / Ⓐ"
    assert mapper.describe(Action.LEFT, gamepad=False) == "←"
    assert mapper.describe(Action.FULLSCREEN) == "F11"
    assert kuckuck_mapper(mapper).describe_game("stay", keyboard=False) == "Ⓧ"
    assert mapper.describe(Action.POINT_CLICK) == ""


# --- real gamepads through SDL's virtual joystick -------------------------------------------------------

REASON = unavailable_reason()
needs_virtual_pad = pytest.mark.skipif(REASON is not None, reason=f"no SDL virtual joystick: {REASON}")


@pytest.fixture
def mapper(display: pygame.Surface) -> Iterator[InputMapper]:
    mapper = InputMapper()
    mapper.init_gamepads()
    yield mapper
    mapper.close_gamepads()


def sources(events: list[pygame.event.Event]) -> set[str]:
    return {pygame.event.event_name(event.type) for event in events}


@needs_virtual_pad
def test_controller_hot_plug_buttons_stick_and_unplug(mapper: InputMapper) -> None:
    pad = VirtualGamepad()
    pad.plug()
    assert [a.action for a in drain(mapper)] == [Action.GAMEPAD_CONNECTED]
    assert mapper.gamepad_connected

    pad.tap("a")
    events = pygame.event.get()
    assert {"JoyButtonDown", "ControllerButtonDown"} <= sources(events)  # SDL reports it twice
    assert [a for e in events for a in mapper.translate(e)] == [InputAction(Action.CONFIRM, "gamepad", pad=1)]

    pad.tap("dpleft")
    pad.tap("start")
    pad.tap("rightshoulder")
    assert [a.action for a in drain(mapper)] == [Action.LEFT, Action.MENU, Action.FAST_FORWARD]

    pad.move_axis("leftx", 0.7)  # one push ...
    pad.move_axis("leftx", 1.0)
    pad.move_axis("leftx", 0.5)  # ... held inside the hysteresis band ...
    pad.move_axis("leftx", 0.9)
    assert [a.action for a in drain(mapper)] == [Action.RIGHT]  # ... is one move
    pad.move_axis("leftx", 0.0)
    pad.move_axis("leftx", 0.9)
    pad.move_axis("leftx", 0.0)
    pad.move_axis("lefty", -1.0)
    pad.move_axis("lefty", 0.0)
    pad.move_axis("lefty", 0.8)
    assert [a.action for a in drain(mapper)] == [Action.RIGHT, Action.UP, Action.DOWN]

    pad.unplug()
    assert [a.action for a in drain(mapper)] == [Action.GAMEPAD_LOST]
    assert not mapper.gamepad_connected


@needs_virtual_pad
def test_controller_events_need_the_mapper_to_hold_the_controller(mapper: InputMapper) -> None:
    with VirtualGamepad() as pad:
        drain(mapper)
        pad.tap("b")
        assert [a.action for a in drain(mapper)] == [Action.CANCEL]
        mapper.close_gamepads()
        assert not mapper.gamepad_connected
        pad.tap("b")
        assert drain(mapper) == []  # nothing open here any more: nothing mapped, nothing doubled


@needs_virtual_pad
def test_plain_joystick_buttons_hat_and_axes(mapper: InputMapper) -> None:
    pad = VirtualGamepad(controller=False, name="Generic USB Pad", naxes=2, nbuttons=8, nhats=1)
    pad.plug()
    assert [a.action for a in drain(mapper)] == [Action.GAMEPAD_CONNECTED]
    pad.tap(0)
    pad.tap(1)
    assert [a.action for a in drain(mapper)] == [Action.CONFIRM, Action.CANCEL]
    pad.set_hat(-1, 0)
    pad.set_hat(0, 0)
    pad.set_hat(0, 1)
    pad.set_hat(0, 0)
    pad.move_axis(1, 1.0)
    pad.move_axis(1, 0.0)
    assert [a.action for a in drain(mapper)] == [Action.LEFT, Action.UP, Action.DOWN]
    pad.unplug()
    assert [a.action for a in drain(mapper)] == [Action.GAMEPAD_LOST]


@needs_virtual_pad
def test_pad_plugged_before_the_mapper_is_opened_by_init(display: pygame.Surface) -> None:
    with VirtualGamepad() as pad:
        pygame.event.clear()  # someone else ate the device-added events
        mapper = kuckuck_mapper(InputMapper())
        mapper.init_gamepads()
        assert mapper.gamepad_connected
        pad.tap("y")
        assert [(a.action, a.name) for a in drain(mapper)] == [(Action.GAME, "swap")]
        mapper.close_gamepads()
