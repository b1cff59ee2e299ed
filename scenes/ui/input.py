"""One input layer: keyboard, mouse and gamepad events become the same `Action`s.

Scenes never look at raw key codes or button numbers; they ask `InputMapper.translate(event)` what an event
means. Keyboard and gamepad buttons go through the bindings (assets/bindings.json); the left stick, a hat and
the mouse are fixed. The shared actions (confirm, cancel, directions, …) are an enum; each game's table declares
its own actions (`GameAction`: Kuckuck's stay and swap), bound while that table is shown and reported as
`Action.GAME` with the action's name; their default letter keys follow the language shown. The player's bindings
file overrides them in a section per game (the shipped file holds the shared actions only). Gamepads are
opened on hot-plug and kept open (scenes/ui/gamepads.py); each has a number ("Pad 2") that its actions carry,
and a family whose button names the prompts use (scenes/ui/pad_layouts.py). `prompt` names an action's key or
button for the device of the player's latest action (a key bound to nothing, or a stick inside its dead zone,
is no action).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum, auto
from pathlib import Path
from types import MappingProxyType
from typing import Final, Literal, NamedTuple, TypeVar

import pygame

from game.core.safe_json import clean_text, loads, shown
from game.i18n import current_language, tr
from game.store.files import set_aside
from scenes.core.assets import assets_dir
from scenes.ui.gamepads import Gamepads, Pad
from scenes.ui.key_names import CONTROLLER_BUTTONS, JOYSTICK_BUTTONS, button_label, key_code, key_label
from scenes.ui.pad_layouts import PadLayout

DEFAULT_BINDINGS_PATH: Final = assets_dir() / "bindings.json"
MAX_BINDINGS_BYTES: Final = 64 * 1024  # the shipped file is under 1 KB
MAX_NAME: Final = 32  # characters of a key or button name ("keypad enter", "rightshoulder")
BINDINGS_VERSION: Final = 1  # the "version" a bindings file may carry (the Settings scene writes it); none is 1

_T = TypeVar("_T")

# A posted mouse event carrying this attribute (set to True) is a synthetic click from keyboard/gamepad
# activation (see scenes/ui/focus.py): the UI reacts to it, but it is not the player's pointer.
SYNTHETIC_ATTR: Final = "synthetic"


class Action(Enum):
    CONFIRM = auto()
    CANCEL = auto()
    MENU = auto()
    LEFT = auto()
    RIGHT = auto()
    UP = auto()
    DOWN = auto()
    GAME = auto()  # one of the current table's own actions; InputAction.name says which
    FAST_FORWARD = auto()
    FULLSCREEN = auto()
    MUTE = auto()  # sound off / on
    POINT_MOVE = auto()
    POINT_CLICK = auto()
    POINT_RELEASE = auto()
    GAMEPAD_CONNECTED = auto()
    GAMEPAD_LOST = auto()


Source = Literal["keyboard", "mouse", "gamepad"]
DEVICE_ACTIONS: Final = frozenset({Action.GAMEPAD_CONNECTED, Action.GAMEPAD_LOST})  # the hardware's, not the player's


class InputAction(NamedTuple):
    action: Action
    source: Source
    pos: tuple[int, int] | None = None
    name: str = ""  # the game action's name, for Action.GAME
    pad: int = 0  # the number of the pad it came from (a gamepad's action, GAMEPAD_CONNECTED / _LOST); 0: none


class Binding(NamedTuple):
    keys: tuple[str, ...] = ()
    buttons: tuple[str, ...] = ()


class GameAction(NamedTuple):
    """An action one game's table offers, with its default keys and gamepad buttons. A letter key stands for the
    label's word, so where the label starts with another letter in a language, `local_keys` has that language's
    default keys: Kuckuck's Stay is S in English and German (Stehen), B in Dutch (Blijven)."""

    name: str  # "stay"
    label: str  # an English message id shown in the rules' controls: "Stay"
    keys: tuple[str, ...] = ()
    buttons: tuple[str, ...] = ()
    local_keys: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (language code, keys) where they differ

    @property
    def binding(self) -> Binding:
        """The default in the language shown now (a player's own binding overrides it in every language)."""
        return Binding(dict(self.local_keys).get(current_language(), self.keys), self.buttons)


# Must stay equal to assets/bindings.json (a test checks): used when that file is missing or broken.
DEFAULT_BINDINGS: Final[Mapping[Action, Binding]] = MappingProxyType(
    {
        Action.CONFIRM: Binding(("return", "keypad enter", "space"), ("a",)),
        Action.CANCEL: Binding(("backspace",), ("b",)),
        Action.MENU: Binding(("escape",), ("start", "back")),
        Action.LEFT: Binding(("left",), ("dpleft",)),
        Action.RIGHT: Binding(("right",), ("dpright",)),
        Action.UP: Binding(("up",), ("dpup",)),
        Action.DOWN: Binding(("down",), ("dpdown",)),
        Action.FAST_FORWARD: Binding(("f",), ("rightshoulder",)),
        Action.FULLSCREEN: Binding(("f11",), ()),
        Action.MUTE: Binding(("m",), ("rightstick",)),
    }
)

POINTER_SLOP: Final = 4  # pixels the pointer must move from where it rests before hover counts
STICK_PRESS: Final = 0.6  # fraction of full deflection that counts as one push
STICK_RELEASE: Final = 0.35  # must come back inside this before the next push counts
CONTROLLER_AXIS_SCALE: Final = 32767.0
SHORTCUT_MODS: Final = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_GUI
ENTER_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER)
STICK_AXES: Final[Mapping[int, tuple[Action, Action]]] = MappingProxyType(
    {0: (Action.LEFT, Action.RIGHT), 1: (Action.UP, Action.DOWN)}
)


LEGACY_GAME_ACTIONS: Final = MappingProxyType({"STAY": ("kuckuck", "stay"), "SWAP": ("kuckuck", "swap")})
GameOverrides = dict[str, dict[str, Binding]]  # game id -> action name -> binding


class ParsedBindings(NamedTuple):
    shared: dict[Action, Binding]
    games: GameOverrides
    problems: list[str]


def _binding(spec: object, default: Binding, name: str, source: str, problems: list[str]) -> Binding | None:
    if not isinstance(spec, dict):
        problems.append(tr("Controls for '{name}' in {path} are malformed.", name=name, path=source))
        return None
    fields: dict[str, tuple[str, ...]] = {}
    for field in ("keys", "buttons"):
        value = spec.get(field, getattr(default, field))
        # a name with a control character would stop SDL's text drawing in the warning; a huge one, freeze it
        if isinstance(value, list | tuple) and all(clean_text(item, MAX_NAME) for item in value):
            fields[field] = tuple(value)
        else:
            problems.append(tr("'{field}' of '{name}' in {path} is malformed.", field=field, name=name, path=source))
            fields[field] = getattr(default, field)
    return Binding(fields["keys"], fields["buttons"])


def _parse_bindings(raw: object, source: str) -> ParsedBindings:
    """Bindings from decoded JSON, merged over the defaults; problems become warnings, never errors. Lower-case
    sections hold one game's actions ({"kuckuck": {"stay": {...}}}); the old STAY / SWAP entries count as
    Kuckuck's."""
    if not isinstance(raw, dict):
        return ParsedBindings(dict(DEFAULT_BINDINGS), {}, [
            tr("Controls file {path} is not a JSON object; using the default controls.", path=source)
        ])  # fmt: skip
    bindings = dict(DEFAULT_BINDINGS)
    games: GameOverrides = {}
    problems: list[str] = []
    version = raw.get("version", BINDINGS_VERSION)
    if type(version) is int and version > BINDINGS_VERSION:
        return ParsedBindings(bindings, games, [
            tr("Controls file {path} was made by a newer version; using the default controls.", path=source)
        ])  # fmt: skip
    for name, spec in raw.items():
        if name == "version":
            if version != BINDINGS_VERSION:
                problems.append(
                    tr("Controls file {path} has a bad version {value}.", path=source, value=shown(version))
                )
            continue
        if not clean_text(name, MAX_NAME):
            problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=shown(name, MAX_NAME), path=source))
            continue
        name = str(name)
        if name in LEGACY_GAME_ACTIONS:
            game, action_name = LEGACY_GAME_ACTIONS[name]
            found = _binding(spec, Binding(), name, source, problems)
            if found is not None:
                games.setdefault(game, {})[action_name] = found
            continue
        if name.islower() and isinstance(spec, dict):
            for action_name, action_spec in spec.items():
                if not clean_text(action_name, MAX_NAME):  # a control character would reach the warning's text
                    label = shown(f"{name}.{action_name}", MAX_NAME)
                    problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=label, path=source))
                    continue
                found = _binding(action_spec, Binding(), f"{name}.{action_name}", source, problems)
                if found is not None:
                    games.setdefault(name, {})[str(action_name)] = found
            continue
        action = Action.__members__.get(name.upper())
        if action is None or action not in DEFAULT_BINDINGS:
            problems.append(tr("Unknown action '{name}' in {path}: ignored.", name=shown(name), path=source))
            continue
        found = _binding(spec, DEFAULT_BINDINGS[action], name, source, problems)
        if found is not None:
            bindings[action] = found
    return ParsedBindings(bindings, games, problems)


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
        """Load bindings; a missing, unreadable or corrupt file gives the defaults plus a warning. With
        `keep_aside` (the player's own file) a file that is not JSON is moved to bindings.damaged.json, so the
        next change of controls cannot write over it."""
        try:
            with Path(path).open("rb") as stream:
                raw = loads(stream.read(MAX_BINDINGS_BYTES + 1), "the file", MAX_BINDINGS_BYTES)
        except (OSError, ValueError) as error:
            kept = set_aside(Path(path)) if keep_aside and isinstance(error, ValueError) else None
            mapper = cls()
            warning = tr(
                "Controls file {path} could not be read ({error}); using the default controls.",
                path=path,
                error=shown(str(error), 120),
            )
            if kept is not None:
                warning += " " + tr("It was kept as {name}.", name=kept.name)
            mapper.warnings.insert(0, warning)
            return mapper
        parsed = _parse_bindings(raw, str(path))
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
