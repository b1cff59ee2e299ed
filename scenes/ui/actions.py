"""What the player's input means, and what it is bound to: the types every scene sees and every bindings file holds.

The shared actions (confirm, cancel, directions, …) are an enum, `Action`; scenes receive them as `InputAction`s
(scenes/ui/input.py makes those from pygame events). Each game's table declares its own actions (`GameAction`:
Kuckuck's stay and swap), reported as `Action.GAME` with the action's name; their default letter keys follow the
language shown. A `Binding` is an action's keys and gamepad buttons, by the names a bindings file uses
(scenes/ui/key_names.py); `DEFAULT_BINDINGS` are the shared actions' defaults.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, auto
from types import MappingProxyType
from typing import Final, Literal, NamedTuple

from game.i18n import current_language


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
    HINT = auto()  # what the hard bot would do at the player's decision, and why
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


GameOverrides = dict[str, dict[str, Binding]]  # game id -> action name -> binding


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
        Action.MENU: Binding(("escape",), ("start",)),
        Action.LEFT: Binding(("left",), ("dpleft",)),
        Action.RIGHT: Binding(("right",), ("dpright",)),
        Action.UP: Binding(("up",), ("dpup",)),
        Action.DOWN: Binding(("down",), ("dpdown",)),
        Action.FAST_FORWARD: Binding(("f",), ("rightshoulder",)),
        Action.HINT: Binding(("h",), ("back",)),
        Action.FULLSCREEN: Binding(("f11",), ()),
        Action.MUTE: Binding(("m",), ("rightstick",)),
    }
)
