"""Every action a player can bind, by context: the shared actions everywhere, and each game's table's own (read
from the light scenes/<game>/actions.py, so no table view is loaded); and how a binding's keys and buttons read.
The controls screen edits them (scenes/settings/bindings_model.py); the rules pages list them."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final, Literal

from game.core.reasons import N_
from game.registry import specs
from scenes.ui.actions import DEFAULT_BINDINGS, Action, Binding, GameAction
from scenes.ui.key_names import button_label, key_label
from scenes.ui.pad_layouts import PadLayout

SHARED: Final = "shared"
Device = Literal["keys", "buttons"]
SHARED_LABELS: Final[Mapping[Action, str]] = {
    Action.CONFIRM: N_("Choose"),
    Action.CANCEL: N_("Back"),
    Action.MENU: N_("Pause / menu"),
    Action.LEFT: N_("Left"),
    Action.RIGHT: N_("Right"),
    Action.UP: N_("Up"),
    Action.DOWN: N_("Down"),
    Action.FAST_FORWARD: N_("Skip the animation"),
    Action.HINT: N_("Hint: what the hard bot would do"),
    Action.FULLSCREEN: N_("Fullscreen"),
    Action.MUTE: N_("Sound off / on"),
}


@dataclass(frozen=True)
class Entry:
    """One action that can be bound: `context` is SHARED or a game id, `name` the action's name in the file."""

    context: str
    name: str
    label: str  # an English message id
    default: Binding


def contexts() -> tuple[str, ...]:
    """SHARED, then every playable game."""
    return (SHARED, *(spec.id for spec in specs()))


def entries(context: str) -> tuple[Entry, ...]:
    """The actions of `context`, in the order the rules' controls list them."""
    if context == SHARED:
        return tuple(
            Entry(SHARED, action.name, SHARED_LABELS[action], DEFAULT_BINDINGS[action]) for action in SHARED_LABELS
        )
    return tuple(Entry(context, action.name, action.label, action.binding) for action in game_actions(context))


def game_actions(game: str) -> tuple[GameAction, ...]:
    """The table's own actions of `game`, from its light scenes/<game>/actions.py (the table's views stay unloaded)."""
    actions: tuple[GameAction, ...] = importlib.import_module(f"scenes.{game}.actions").ACTIONS
    return actions


def shown_values(device: Device, values: tuple[str, ...], layout: PadLayout = PadLayout.XBOX) -> str:
    """The keys or buttons of a binding, the buttons as a pad of `layout` names them."""
    if not values:
        return "—"
    labels = [key_label(value) if device == "keys" else button_label(value, layout) for value in values]
    return ", ".join(dict.fromkeys(labels))  # Enter and the keypad's Enter read the same: shown once
