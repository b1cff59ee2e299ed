"""How to play Hearts, for the rules panel (English message ids; translated where shown)."""

from __future__ import annotations

from typing import Final

from game.core.reasons import N_
from game.core.spec import RulesSection

RULES_TEXT: Final = (
    RulesSection(N_("The aim"), (
        N_("Take as few points as you can. Every heart you take costs 1 point and the queen of spades 13. "
           "When someone reaches the agreed score, the game ends and the lowest score wins."),
    )),
    RulesSection(N_("The deal and the pass"), (
        N_("Four players get 13 cards each. Then everyone passes three cards: to the left in the first hand, "
           "to the right in the second, across the table in the third, and nobody passes in the fourth. "
           "Then the cycle starts again."),
    )),
    RulesSection(N_("Playing a trick"), (
        N_("Whoever holds the 2♣ leads it. Everyone in turn plays one card and must follow the suit led "
           "if they can; if they can't, they may play any card. The highest card of the suit led takes the "
           "trick, and its winner leads the next one. Aces are high."),
    )),
    RulesSection(N_("Gentleman's rules"), (
        N_("No hearts and no queen of spades on the first trick, unless you hold nothing else."),
        N_("Hearts may not be led until a heart has been played, unless you hold only hearts."),
        N_("House rules can make the queen of spades drop as soon as it is safe, and forbid passing "
           "the queen of spades or the 2♣."),
    )),
    RulesSection(N_("Shooting the moon"), (
        N_("Take all 13 hearts and the queen of spades in one hand and you shoot the moon: instead of 26 "
           "points for you, everyone else scores 26. House rules can take the 26 off your own score "
           "instead, or let you choose."),
    )),
    RulesSection(N_("The end of the game"), (
        N_("The game ends after the hand in which someone reaches the agreed score (100 unless you choose "
           "otherwise). The lowest score wins; if the lowest score is tied, more hands are played until one "
           "player alone is lowest, or, as a house rule, the tied players share the win."),
    )),
    RulesSection(N_("Omnibus Hearts"), (
        N_("With the Omnibus house rule, whoever takes the jack of diamonds takes 10 points off their score "
           "for that hand."),
    )),
)  # fmt: skip
