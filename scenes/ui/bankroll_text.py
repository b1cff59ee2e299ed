"""The money game's bankroll in words, for the menu and the results: "Bankroll: You 12 chips"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.core.spec import GameSpec
from game.i18n import tr, trn
from game.store.bankroll import Bankroll


def signed(chips: int) -> str:
    """A balance as it reads: "12", "−3" (a real minus sign)."""
    return f"−{-chips}" if chips < 0 else str(chips)


def bankroll_line(bankroll: Bankroll, names: Sequence[str]) -> str:
    """The bankroll of the people at the table: one name with its chips, or several names and their chips."""
    if not names:
        return ""
    if len(names) == 1:
        chips = bankroll.of(names[0])
        return trn("Bankroll: {name} {chips} chip", "Bankroll: {name} {chips} chips", abs(chips), name=names[0],
                   chips=signed(chips))  # fmt: skip
    each = " · ".join(tr("{name} {chips}", name=name, chips=signed(bankroll.of(name))) for name in names)
    return tr("Bankroll (chips): {players}", players=each)


def money_game_on(spec: GameSpec, players: int, options: Mapping[str, object]) -> bool:
    """Whether a match of `spec` under `options` (the preset and its changes) is a money game."""
    if "money_game" not in {option.name for option in spec.options}:
        return False
    try:
        return spec.parse_options(players, dict(options)).get("money_game") is True
    except ValueError:
        return False
