"""What the Kuckuck table calls out in the words of the match's rule set: Kuckuck's "Kuckuck!", Chase the Ace's
"King!". A custom rule set keeps the words of the preset it started from (the preset is part of the options). A
special pack's card with a power says its traditional call ("Hugg av!") with what it means under it."""

from __future__ import annotations

from collections.abc import Mapping

from game.i18n import tr
from game.kuckuck.pack_calls import call

CHASE_THE_ACE = "chase_the_ace"


def block_call(options: Mapping[str, object], card: str | None) -> str:
    """What the holder of a blocking card calls: "Kuckuck!" at a Kuckuck table; at a Chase the Ace table the card
    names itself ("King!", or "Queen!" where Queens block too)."""
    if options.get("preset") != CHASE_THE_ACE:
        return tr("Kuckuck!")
    if card is not None and card[:1] == "Q":
        return tr("Queen!")
    return tr("King!")


def power_call(card: str, fallback: str) -> tuple[str, ...]:
    """What the holder of a card whose power fires calls: its traditional call and the call's meaning in the
    player's language ("Hugg av!", "Chop!"), or `fallback` alone ("Penalty!") for a card without a call."""
    said = call(card)
    if said is None:
        return (fallback,)
    words, meaning = said
    return (words,) if meaning == words else (words, meaning)


def block_lines(options: Mapping[str, object], card: str) -> tuple[str, ...]:
    """A block's call: with the traditional powers the blocking card's own call (the Cucù, the Osteria), else
    the table's word ("Kuckuck!", "King!")."""
    if options.get("deck_powers") is True:
        return power_call(card, block_call(options, card))
    return (block_call(options, card),)


def is_money_game(options: Mapping[str, object]) -> bool:
    return options.get("money_game") is True


def pot_total(options: Mapping[str, object], players: int) -> int:
    """What the winner of a money game ends with, the whole pot: every player's buy-in (the lives option)."""
    lives = options.get("lives", 0)
    return players * lives if isinstance(lives, int) else 0
