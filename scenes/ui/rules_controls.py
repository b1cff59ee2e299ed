"""The rules pages' controls section: the shared actions and the game's table's own, each with the player's
current keys and gamepad buttons as the Controls screen shows them, so a rebound key shows here at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.i18n import tr
from scenes.ui.action_entries import SHARED, Entry, entries, shown_values
from scenes.ui.actions import Action, Binding
from scenes.ui.text import plain_buttons

if TYPE_CHECKING:
    from scenes.core.scene import Host

DIRECTIONS: Final = (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN)  # shown together as one line


def bound(app: Host, entry: Entry) -> Binding:
    """The player's keys and buttons for `entry` now (the defaults, in the language shown, where the player's file says
    nothing)."""
    if entry.context == SHARED:
        return app.input.bindings.get(Action[entry.name], entry.default)
    return app.input.game_overrides.get(entry.context, {}).get(entry.name, entry.default)


def _keys(app: Host, entry: Entry) -> str:
    """ "S / Ⓧ" as plain text: the keys, then the gamepad buttons; "—" for an action with neither."""
    binding = bound(app, entry)
    parts = [shown_values("keys", binding.keys)] if binding.keys else []
    parts += [shown_values("buttons", binding.buttons)] if binding.buttons else []
    return plain_buttons(" / ".join(parts)) if parts else "—"


def _moves(app: Host, shared: dict[str, Entry]) -> str:
    """The four directions in one: "← → ↑ ↓ / D-pad ← → ↑ ↓" (a prefix all four buttons share is said once)."""
    bindings = [bound(app, shared[action.name]) for action in DIRECTIONS]
    keys = " ".join(shown_values("keys", b.keys) for b in bindings if b.keys)
    buttons = [shown_values("buttons", b.buttons) for b in bindings if b.buttons]
    words = [label.split(" ") for label in buttons]
    common = 0  # the leading words every button's label has ("D-pad")
    while len(words) > 1 and all(len(w) > common + 1 and w[common] == words[0][common] for w in words):
        common += 1
    prefix = " ".join([*words[0][:common], ""]) if common else ""
    pads = prefix + " ".join(" ".join(w[common:]) for w in words)
    return plain_buttons(" / ".join(part for part in (keys, pads) if part))


def game_controls(app: Host, game: str) -> list[tuple[str, str]]:
    """(what, keys) for each of `game`'s own table actions."""
    return [(tr(entry.label), _keys(app, entry)) for entry in entries(game)]


def control_lines(app: Host, game: str) -> list[str]:
    """Every line of the controls section: the table's actions, moving, the shared actions, mouse and party play."""
    shared = {entry.name: entry for entry in entries(SHARED)}

    def line(what: str, keys: str) -> str:
        return tr("{what}: {keys}", what=what, keys=keys)

    lines = [line(what, keys) for what, keys in game_controls(app, game)]
    lines.append(line(tr("Move"), tr("{keys}, or the left stick", keys=_moves(app, shared))))
    for action in (Action.CONFIRM, Action.CANCEL, Action.MENU, Action.FAST_FORWARD, Action.HINT, Action.MUTE):
        entry = shared[action.name]
        lines.append(line(tr(entry.label), _keys(app, entry)))
    full = shared[Action.FULLSCREEN.name]
    lines.append(line(tr(full.label), tr("{keys} or Alt+Enter", keys=_keys(app, full))))
    lines.append(tr("Mouse: point and click any button."))
    lines.append(tr("Several people at one screen: the game asks each player to take the screen in turn, "
                    "so nobody sees another player's cards."))  # fmt: skip
    return lines
