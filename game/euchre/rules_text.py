"""How to play Euchre, for the rules panel (English message ids; translated where shown)."""

from __future__ import annotations

from typing import Final

from game.core.reasons import N_
from game.core.spec import RulesSection

RULES_TEXT: Final = (
    RulesSection(N_("The aim"), (
        N_("Four players in two teams: partners sit opposite each other. The team that chooses trump, the "
           "makers, must take at least three of the five tricks. The first team to reach the agreed score "
           "(10 unless you choose otherwise) wins."),
    )),
    RulesSection(N_("The deal"), (
        N_("The pack has 24 cards, the nines up to the aces. Everyone gets five cards, and the next card is "
           "turned face up on the remaining four. The deal passes to the left after every hand."),
    )),
    RulesSection(N_("Making trump"), (
        N_("Starting left of the dealer, each player may pass or order up the suit of the turned-up card as "
           "trump. If someone orders it up, the dealer takes the card into the hand and lays one card away "
           "face down."),
        N_("If all four pass, the card is turned down and everyone in turn may name any other suit as trump, "
           "or pass. If the other three pass again, the dealer must name trump (stick the dealer), unless "
           "your house rules throw the cards in instead."),
    )),
    RulesSection(N_("The bowers"), (
        N_("The jack of trump, the right bower, is the highest card. The other jack of the same colour, the "
           "left bower, comes next and belongs to the trump suit in every way: it follows trumps and is "
           "followed as a trump, never as its own suit. Then come the ace, king, queen, ten and nine of "
           "trump. In the other suits the ace is high and the nine low."),
        N_("For example, with hearts trump the order is J♥, J♦, A♥, K♥, Q♥, 10♥, 9♥, and the J♦ is not a "
           "diamond in that hand."),
    )),
    RulesSection(N_("Playing the tricks"), (
        N_("The player left of the dealer leads. Everyone must follow the suit led if they can; otherwise "
           "any card may be played. The highest trump wins the trick, or if nobody trumped, the highest card "
           "of the suit led. The winner leads the next trick."),
    )),
    RulesSection(N_("Going alone"), (
        N_("The player who orders up or names trump may go alone, saying so with the bid. The partner lays "
           "the hand down and sits out; if the dealer sits out this way, the dealer does not take up the "
           "card. House rules can let the maker's partner go alone instead, or let a defender defend alone "
           "against a lone player."),
    )),
    RulesSection(N_("Scoring"), (
        N_("Makers who take three or four tricks score 1 point, and 2 for all five (a march). A lone player "
           "scores 1 for three or four tricks and 4 for all five. If the makers take fewer than three tricks "
           "they are euchred and the defenders score 2, or 4 when a lone defender beat a lone player."),
    )),
    RulesSection(N_("House rules"), (
        N_("Farmer's hand: a player dealt only nines and tens may ask for a new deal on their first turn to "
           "bid. Canadian loner: the dealer's partner may order up only by going alone. The dealer may have "
           "to keep the card picked up and discard another."),
    )),
)  # fmt: skip
