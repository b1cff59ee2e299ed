"""The domino decision as the table shows it (domino = A23 | A): a player whose swap went through decides again at
once, "Swap on" or "Stay", with a line saying why a domino swap is, or is not, open to them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import tr
from scenes.cards.names import card_label


def at_domino(view: Mapping[str, Any], seat: int | None) -> bool:
    """`seat` is to move and has swapped this turn: its second, domino decision (the engine's acted "swap")."""
    if seat is None or view.get("options", {}).get("domino", "off") == "off":
        return False
    return view["to_move"] == seat and view["acted"][seat] == "swap" and seat != view["dealer"]


def domino_open(view: Mapping[str, Any]) -> bool:
    return "swap" in view["legal"]


def domino_prompt(view: Mapping[str, Any], seat: int, names: Sequence[str], stay: str, swap: str) -> str:
    """Why the player may, or may not, swap on: the card they received and who a domino swap would hit."""
    card = view["cards"][seat]
    got = card_label(card) if card else "?"
    target = view.get("domino_target")
    if domino_open(view) and target is not None:
        return tr("Domino! You got {card}: swap on with {name}, or keep it?  [{swap}] swap on · [{stay}] stay",
                  card=got, name=names[target], swap=swap, stay=stay)  # fmt: skip
    if target is None:
        return tr("You swapped with the dealer: no domino swap, so you stay  [{stay}]", stay=stay)
    if view["options"].get("domino") == "A":
        return tr("You got {card}, not an Ace: no domino swap, so you stay  [{stay}]", card=got, stay=stay)
    return tr("You got {card}, not an A, 2 or 3: no domino swap, so you stay  [{stay}]", card=got, stay=stay)
