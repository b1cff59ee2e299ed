"""Euchre's house rules in play: one short example per option (English message ids)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.core.reasons import N_

EXAMPLES: Final[Mapping[str, str]] = MappingProxyType({
    "target": N_("Game to 5: the first team with 5 points wins, a quick game; a march (2 points) gets "
                 "there fast."),
    "stick_the_dealer": N_("Everyone passes on the up-card and the other three pass again: on, the dealer must "
                           "name a suit; off, the cards are thrown in and the next player deals."),
    "farmers_hand": N_("You are dealt 9♠ 9♥ 10♣ 10♦ 9♦: on your first turn to bid you may ask for a new deal."),
    "alone": N_("Your partner orders up hearts and you hold both bowers. Maker or partner: you may go alone "
                "and your partner sits out."),
    "canadian_loner": N_("You sit opposite the dealer and want the up-card as trump: with this rule you may "
                         "order it up only by going alone."),
    "lone_defender": N_("Ed goes alone in spades. With this rule you may defend alone; if you take three "
                        "tricks your team scores 4."),
    "dealer_may_discard_upcard": N_("The up-card is the 9♣ and you deal: on, you may pick it up and lay the 9♣ "
                                    "itself away; off, you keep it and lay away another card."),
})  # fmt: skip
