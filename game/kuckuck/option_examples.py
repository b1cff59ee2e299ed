"""Kuckuck's house rules in play: one short example per option (English message ids), and the names the seeds
give the variants (German, seed 001; Dutch, seed 000), shown untranslated beside the option's label."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.core.reasons import N_

EXAMPLES: Final[Mapping[str, str]] = MappingProxyType({
    "lives": N_("With 5 lives (Fünf-Leben-Kuckuck) a player can be caught with the lowest card four times "
                "and still play on; with 1 life the first loss is the end."),
    "king_blocks": N_("You hold a 3 and ask Anna on your left to swap. She holds a King, calls “Kuckuck!” and "
                      "shows it: you keep your 3. With the rule off, Anna must hand over her King."),
    "queens_block": N_("You ask Ben for a swap and he holds a Queen: he shows it and you keep your card. A "
                       "Queen drawn by the dealer from the stock blocks nothing."),
    "low_card_reveal": N_("Cara holds a 2 and swaps with you: the 2 is shown to the table before it reaches you, "
                          "so everyone knows where it went."),
    "dealer_stock_king": N_("The dealer holds a 4 and draws a King from the stock. Blocked: the King is shown and "
                            "the dealer keeps the 4. Kept: the dealer holds the King and is safe."),
    "dealer_double_draw": N_("The dealer draws a 2 from the stock and dislikes it: with this rule the dealer may "
                             "draw once more and keep the second card."),
    "dealer_rotation": N_("Dan deals the first round. Moves on: the player on his left deals the second. "
                          "Stays: Dan deals every round."),
    "tie_rule": N_("At the showdown the dealer and Eva both hold the lowest card, a 2. All lose: both lose a "
                   "life. Dealer spared: only Eva does."),
    "ace_of_spades_double": N_("Finn is caught with the A♠ at the showdown and loses two lives; an Ace of "
                               "another suit would cost him one."),
    "final_tie": N_("The last two players, with one life each, both hold a 3. High wins: one more card each, "
                    "and the higher card wins the match. Low is out: the lower card is out."),
    "decks": N_("Fifteen people play: with Automatic two packs are shuffled together, so there are enough "
                "cards and there can be eight Aces."),
    "domino": N_("You swap your 6 with Gus and receive his 2: with the rule on you may force one more swap, "
                 "now with the player beyond Gus, and pass the 2 on."),
    "first_dealer": N_("First Jack: cards are dealt face up round the table, a 7, a Queen, then a Jack to Hana, "
                       "so Hana deals the first round."),
    "money_game": N_("Four players with 3 chips each: every life lost goes into the pot, and the last player "
                     "left takes all 12 chips."),
    "speed": N_("With 2 seconds, the time runs out while you think: you keep your card and lose a life at "
                "once."),
    "deck": N_("With the Gnav pack you might be dealt the Cat or the Owl instead of a King or a 2; the Cuckoo "
               "is the highest card and the Fool the lowest."),
    "deck_powers": N_("You ask Ida for a swap and she holds the Horse: it passes your request on to the next "
                      "player. Had she held the Dragoon, you would have lost a life at once."),
    "kuku_lowest": N_("Jon is caught with the Kuku at the showdown: with this rule it is the lowest card, below "
                      "Blaren, so he loses a life."),
})  # fmt: skip

# The seeds' own names for the variants; game words of those texts, so they are not translated.
SEED_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "lives": "Fünf-Leben-Kuckuck",
    "king_blocks": "Heer-blokkade / Kuckuck ohne Blockierung",
    "queens_block": "Coucou",
    "low_card_reveal": "Azen, 2en en 3en",
    "dealer_double_draw": "Doppelabheber-Geber",
    "tie_rule": "Voordeel van de deler",
    "ace_of_spades_double": "Aas van Schoppen",
    "final_tie": "Plotse dood",
    "domino": "Domino-regel",
    "money_game": "Geldspel",
    "speed": "Schnell-Kuckuck",
    "deck": "Cuckoo (Scandinavisch) / Kille (Schweden)",
    "kuku_lowest": "Kille (Schweden)",  # "Die Kuckuckskarte ist die schlechtestmögliche Aufdeckung"
})  # fmt: skip
