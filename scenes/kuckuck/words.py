"""What the Kuckuck table calls out in the words of the match's rule set: Kuckuck's "Kuckuck!", Chase the Ace's
"King!". A custom rule set keeps the words of the preset it started from (the preset is part of the options)."""

from __future__ import annotations

from collections.abc import Mapping

from game.i18n import tr

CHASE_THE_ACE = "chase_the_ace"


def block_call(options: Mapping[str, object], card: str | None) -> str:
    """What the holder of a blocking card calls: "Kuckuck!" at a Kuckuck table; at a Chase the Ace table the card
    names itself ("King!", or "Queen!" where Queens block too)."""
    if options.get("preset") != CHASE_THE_ACE:
        return tr("Kuckuck!")
    if card is not None and card[:1] == "Q":
        return tr("Queen!")
    return tr("King!")


def is_money_game(options: Mapping[str, object]) -> bool:
    return options.get("money_game") is True


def pot_total(options: Mapping[str, object], players: int) -> int:
    """What the winner of a money game ends with, the whole pot: every player's buy-in (the lives option)."""
    lives = options.get("lives", 0)
    return players * lives if isinstance(lives, int) else 0
