"""One input layer: keyboard, mouse and gamepad events become the same `InputAction`s (scenes/ui/actions.py).

Scenes never look at raw key codes or button numbers; they ask `InputMapper.translate(event)` what an event
means. Keyboard and gamepad buttons go through the bindings (read by scenes/ui/bindings_file.py); the left stick,
a hat and the mouse are fixed. A game's own actions are bound while its table is shown, with the overrides of the
player's bindings file for that game. Gamepads are opened on hot-plug and kept open (scenes/ui/gamepads.py); each
has a number ("Pad 2") that its actions carry, and a family whose button names the prompts use
(scenes/ui/pad_layouts.py). `prompt` names an action's key or button for the device of the player's latest action
(a key bound to nothing, or a stick inside its dead zone, is no action).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Final, TypeVar

import pygame

from game.i18n import tr
from scenes.ui.actions import (
    DEFAULT_BINDINGS,
    DEVICE_ACTIONS,
    Action,
    Binding,
    GameAction,
    GameOverrides,
    InputAction,
    Source,
)
from scenes.ui.bindings_file import DEFAULT_BINDINGS_PATH, read_bindings
from scenes.ui.gamepads import Gamepads, Pad
from scenes.ui.key_names import CONTROLLER_BUTTONS, JOYSTICK_BUTTONS, button_label, key_code, key_label
from scenes.ui.pad_layouts import PadLayout

_T = TypeVar("_T")

# A posted mouse event carrying this attribute (set to True) is a synthetic click from keyboard/gamepad
# activation (see scenes/ui/focus.py): the UI reacts to it, but it is not the player's pointer.
SYNTHETIC_ATTR: Final = "synthetic"

POINTER_SLOP: Final = 4  # pixels the pointer must move from where it rests before hover counts
STICK_PRESS: Final = 0.6  # fraction of full deflection that counts as one push
STICK_RELEASE: Final = 0.35  # must come back inside this before the next push counts
CONTROLLER_AXIS_SCALE: Final = 32767.0
SHORTCUT_MODS: Final = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI
ENTER_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER)
STICK_AXES: Final[Mapping[int, tuple[Action, Action]]] = MappingProxyType(
    {0: (Action.LEFT, Action.RIGHT), 1: (Action.UP, Action.DOWN)}
)


class InputMapper:
    """Turns pygame events into `InputAction`s and owns the open gamepads."""

    def __init__(
        self, bindings: Mapping[Action, Binding] = DEFAULT_BINDINGS, games: GameOverrides | None = None
    ) -> None:
        self.warnings: list[str] = []
        self._bindings: dict[Action, Binding] = {}
        self._key_actions: dict[int, list[Action]] = {}
        self._button_actions: dict[str, list[Action]] = {}
        self._game_overrides: GameOverrides = games or {}
        self._game_in_use: tuple[str, tuple[GameAction, ...]] | None = None  # the table whose actions are bound
        self._game_bindings: dict[str, Binding] = {}  # the current table's actions
        self._game_keys: dict[int, list[str]] = {}
        self._game_buttons: dict[str, list[str]] = {}
        self._pointer_rest: tuple[int, int] | None = None  # where the pointer was first seen
        self._pointer_live = False  # it has moved since
        self.last_source: Source | None = None  # the device the player used last (a table's cursor, the prompts)
        self.last_pad: int | None = None  # the SDL instance id of the pad used last
        self.pads = Gamepads()
        self._stick: dict[tuple[int, int], int] = {}  # (instance id, axis) -> -1 / 0 / +1
        self._hats: dict[tuple[int, int], tuple[int, int]] = {}
        for action, binding in bindings.items():
            self._bind(action, binding)

    @classmethod
    def from_file(cls, path: Path | str = DEFAULT_BINDINGS_PATH, keep_aside: bool = False) -> InputMapper:
        """A mapper with the bindings of the file at `path` (scenes/ui/bindings_file.py: the defaults plus a warning
        when it cannot be used); its problems come first among the warnings."""
        parsed = read_bindings(path, keep_aside)
        mapper = cls(parsed.shared, parsed.games)
        mapper.warnings[:0] = parsed.problems
        return mapper

    def _bind(self, action: Action, binding: Binding) -> None:
        self._bindings[action] = self._resolve(action.name, binding, self._key_actions, self._button_actions, action)

    def _resolve(
        self,
        label: str,
        binding: Binding,
        key_map: dict[int, list[_T]],
        button_map: dict[str, list[_T]],
        target: _T,
    ) -> Binding:
        """Enter `binding`'s known keys and buttons into the maps; unknown names become warnings."""
        keys: list[str] = []
        for name in binding.keys:
            code = key_code(name)
            if code is None:
                self.warnings.append(tr("Unknown key '{key}' for '{action}': ignored.", key=name, action=label))
                continue
            keys.append(name)
            key_map.setdefault(code, []).append(target)
        buttons: list[str] = []
        for name in binding.buttons:
            button = name.lower()
            if button not in CONTROLLER_BUTTONS:
                self.warnings.append(
                    tr("Unknown gamepad button '{button}' for '{action}': ignored.", button=name, action=label)
                )
                continue
            buttons.append(button)
            button_map.setdefault(button, []).append(target)
        return Binding(tuple(keys), tuple(buttons))

    def use_game_actions(self, game: str, actions: Sequence[GameAction]) -> None:
        """Bind the actions of `game`'s table (replacing the previous table's), with the file's overrides."""
        self._game_keys, self._game_buttons, self._game_bindings = {}, {}, {}
        self._game_in_use = (game, tuple(actions))
        overrides = self._game_overrides.get(game, {})
        for action in actions:
            binding = overrides.get(action.name, action.binding)
            self._game_bindings[action.name] = self._resolve(
                f"{game}.{action.name}", binding, self._game_keys, self._game_buttons, action.name
            )

    def describe_game(self, name: str, *, keyboard: bool = True, gamepad: bool = True) -> str:
        """Like `describe`, for one of the current table's actions."""
        return self._label(self._game_bindings.get(name, Binding()), keyboard, gamepad, self.pad_layout())

    def prompt_game(self, name: str) -> str:
        """Like `prompt`, for one of the current table's actions."""
        return self._prompt(self._game_bindings.get(name, Binding()))

    def rebind(self, bindings: Mapping[Action, Binding], games: GameOverrides) -> None:
        """New bindings from now on (the Settings scene), the open gamepads and the table's actions kept."""
        self.warnings = []
        self._bindings, self._key_actions, self._button_actions = {}, {}, {}
        self._game_overrides = {game: dict(actions) for game, actions in games.items()}
        for action, binding in bindings.items():
            self._bind(action, binding)
        if self._game_in_use is not None:
            self.use_game_actions(*self._game_in_use)

    @property
    def game_overrides(self) -> Mapping[str, Mapping[str, Binding]]:
        """Each game's actions as the bindings file set them (the actions it leaves out keep their defaults)."""
        return MappingProxyType(self._game_overrides)

    @property
    def bindings(self) -> Mapping[Action, Binding]:
        """The effective bindings (unknown names already dropped)."""
        return MappingProxyType(self._bindings)

    @property
    def gamepad_connected(self) -> bool:
        return self.pads.connected

    def describe(self, action: Action, *, keyboard: bool = True, gamepad: bool = True) -> str:
        """A short label for an action's first key and first button, e.g. "Enter / Ⓐ" (the button as the pad in
        use names it: "Enter / ✕" with a PlayStation pad)."""
        return self._label(self._bindings.get(action, Binding()), keyboard, gamepad, self.pad_layout())

    def prompt(self, action: Action, pad: int | None = None) -> str:
        """An action's key or button for the device in the player's hands: "Enter" after the keyboard or the
        mouse, "Ⓐ" (or "✕", "🅑": the pad's own names) after a pad; `pad` names that pad's button instead."""
        return self._prompt(self._bindings.get(action, Binding()), pad)

    def _prompt(self, binding: Binding, pad: int | None = None) -> str:
        gamepad = pad is not None or self.uses_gamepad
        label = self._label(binding, not gamepad, gamepad, self.pad_layout(pad))
        return label or self._label(binding, gamepad, not gamepad, self.pad_layout(pad))  # bound to one device only

    @property
    def uses_gamepad(self) -> bool:
        """The prompts name the pad's buttons: a pad was used last, or nothing was yet and a pad is plugged in."""
        if self.last_source is None:
            return self.gamepad_connected
        return self.last_source == "gamepad" and self.gamepad_connected

    def pad_layout(self, pad: int | None = None) -> PadLayout:
        """The family of pad number `pad`, else of the pad used last, else of the first connected; Xbox's names
        when none is known."""
        return self.pads.layout(pad, self.last_pad)

    @staticmethod
    def _label(binding: Binding, keyboard: bool, gamepad: bool, layout: PadLayout = PadLayout.XBOX) -> str:
        parts: list[str] = []
        if keyboard and binding.keys:
            parts.append(key_label(binding.keys[0]))
        if gamepad and binding.buttons:
            button = binding.buttons[0]
            parts.append(button_label(button, layout))
        return " / ".join(parts)

    # --- gamepads -------------------------------------------------------------------------------------

    def init_gamepads(self) -> None:
        """Start the gamepad subsystems and open every device already plugged in (scenes/ui/gamepads.py)."""
        self.pads.start()

    def close_gamepads(self) -> None:
        """Close every device and stop the subsystem that `init_gamepads` started."""
        self.pads.stop()
        self._stick.clear()
        self._hats.clear()

    def _close(self, instance_id: int) -> Pad | None:
        numbered = self.pads.close(instance_id)
        for state in (self._stick, self._hats):
            for key in [key for key in state if key[0] == instance_id]:
                del state[key]
        if self.last_pad == instance_id:
            self.last_pad = None
        return numbered

    def _stick_moved(self, instance_id: int, axis: int, value: float) -> list[InputAction]:
        """One push past STICK_PRESS is one move; the stick must return past STICK_RELEASE to repeat."""
        directions = STICK_AXES.get(axis)
        if directions is None:
            return []
        key = (instance_id, axis)
        previous = self._stick.get(key, 0)
        if value <= -STICK_PRESS:
            current = -1
        elif value >= STICK_PRESS:
            current = 1
        elif abs(value) < STICK_RELEASE:
            current = 0
        else:
            current = previous
        self._stick[key] = current
        if current == previous or current == 0:
            return []
        return [InputAction(directions[0] if current < 0 else directions[1], "gamepad", pad=self._number(instance_id))]

    def _number(self, instance_id: int) -> int:
        pad = self.pads.by_instance(instance_id)
        return pad.number if pad is not None else 0

    def _hat_moved(self, instance_id: int, hat: int, value: tuple[int, int]) -> list[InputAction]:
        key = (instance_id, hat)
        old_x, old_y = self._hats.get(key, (0, 0))
        x, y = value
        self._hats[key] = (x, y)
        actions: list[InputAction] = []
        pad = self._number(instance_id)
        if x != old_x and x != 0:
            actions.append(InputAction(Action.LEFT if x < 0 else Action.RIGHT, "gamepad", pad=pad))
        if y != old_y and y != 0:
            actions.append(InputAction(Action.UP if y > 0 else Action.DOWN, "gamepad", pad=pad))
        return actions

    def _buttons(self, name: str | None, instance_id: int) -> list[InputAction]:
        if name is None:
            return []
        pad = self._number(instance_id)
        shared = [InputAction(action, "gamepad", pad=pad) for action in self._button_actions.get(name, ())]
        own = [InputAction(Action.GAME, "gamepad", name=game, pad=pad) for game in self._game_buttons.get(name, ())]
        return shared + own

    def button_name(self, event: pygame.event.Event) -> str | None:
        """The name a bindings file gives the gamepad button pressed in `event` (None: not a button press, or a
        controller's duplicate joystick event)."""
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            names: tuple[str, ...] = CONTROLLER_BUTTONS
        elif event.type == pygame.JOYBUTTONDOWN and self.pads.is_joystick(event.instance_id):
            names = JOYSTICK_BUTTONS
        else:
            return None
        return names[event.button] if 0 <= event.button < len(names) else None

    # --- translation ----------------------------------------------------------------------------------

    def translate(self, event: pygame.event.Event) -> list[InputAction]:
        """What an event means to the game; most events mean nothing."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            actions = self._translate_key(event)
        elif kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            actions = self._translate_mouse(event)
        else:
            actions = self._translate_gamepad(event)
        played = [action for action in actions if action.action not in DEVICE_ACTIONS]
        if played:
            self.last_source = played[-1].source
            pad = self.pads.by_number(played[-1].pad) if played[-1].pad else None
            if pad is not None:
                self.last_pad = pad.instance_id
        return actions

    def consumed(self, event: pygame.event.Event) -> None:
        """pygame_gui used `event` up (a click on one of its buttons): it still says which device the player used."""
        if event.type == pygame.MOUSEBUTTONDOWN and not getattr(event, SYNTHETIC_ATTR, False):
            self.last_source = "mouse"

    def _translate_key(self, event: pygame.event.Event) -> list[InputAction]:
        mods = getattr(event, "mod", 0)
        if event.key in ENTER_KEYS and mods & pygame.KMOD_ALT:
            return [InputAction(Action.FULLSCREEN, "keyboard")]
        if mods & SHORTCUT_MODS:
            return []  # Ctrl/Alt/GUI combinations belong to the system and the app, not the game
        shared = [InputAction(action, "keyboard") for action in self._key_actions.get(event.key, ())]
        return shared + [InputAction(Action.GAME, "keyboard", name=name) for name in self._game_keys.get(event.key, ())]

    def _translate_mouse(self, event: pygame.event.Event) -> list[InputAction]:
        if getattr(event, SYNTHETIC_ATTR, False):
            return []
        pos = (int(event.pos[0]), int(event.pos[1]))
        if event.type == pygame.MOUSEMOTION:
            return [InputAction(Action.POINT_MOVE, "mouse", pos)] if self._pointer_moved(pos) else []
        if event.type == pygame.MOUSEBUTTONUP:
            return [InputAction(Action.POINT_RELEASE, "mouse", pos)] if event.button == 1 else []
        if event.button == 1:
            return [InputAction(Action.POINT_CLICK, "mouse", pos)]
        if event.button == 3:
            return [InputAction(Action.CANCEL, "mouse", pos)]
        return []

    def _pointer_moved(self, pos: tuple[int, int]) -> bool:
        """True once the player has really moved the pointer. A window reports where the pointer rests when it
        appears (often the screen's centre, over some row of the menu); that alone must not take the focus."""
        if self._pointer_live:
            return True
        if self._pointer_rest is None:
            self._pointer_rest = pos
            return False
        if abs(pos[0] - self._pointer_rest[0]) + abs(pos[1] - self._pointer_rest[1]) < POINTER_SLOP:
            return False
        self._pointer_live = True
        return True

    def _translate_gamepad(self, event: pygame.event.Event) -> list[InputAction]:
        kind = event.type
        if kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
            connected = self.pads.open(event.device_index)
            return [InputAction(Action.GAMEPAD_CONNECTED, "gamepad", pad=connected.number)] if connected else []
        if kind in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            lost = self._close(event.instance_id)
            return [InputAction(Action.GAMEPAD_LOST, "gamepad", pad=lost.number)] if lost else []
        # A recognised controller reports everything twice; its CONTROLLER* events are the ones we use.
        if kind == pygame.CONTROLLERBUTTONDOWN:
            button = event.button
            name = CONTROLLER_BUTTONS[button] if 0 <= button < len(CONTROLLER_BUTTONS) else None
            return self._buttons(name, event.instance_id)
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._stick_moved(event.instance_id, event.axis, event.value / CONTROLLER_AXIS_SCALE)
        if kind not in (pygame.JOYBUTTONDOWN, pygame.JOYAXISMOTION, pygame.JOYHATMOTION):
            return []
        if not self.pads.is_joystick(event.instance_id):
            return []  # a controller's duplicate, or a device we did not open
        if kind == pygame.JOYBUTTONDOWN:
            button = event.button
            name = JOYSTICK_BUTTONS[button] if 0 <= button < len(JOYSTICK_BUTTONS) else None
            return self._buttons(name, event.instance_id)
        if kind == pygame.JOYAXISMOTION:
            return self._stick_moved(event.instance_id, event.axis, event.value)
        return self._hat_moved(event.instance_id, event.hat, event.value)
