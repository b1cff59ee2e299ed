"""How to play Kuckuck, for the rules panel (English message ids; translated where shown)."""

from __future__ import annotations

from typing import Final

from game.core.reasons import N_
from game.core.spec import RulesSection

RULES_TEXT: Final = (
    RulesSection(N_("The aim"), (
        N_("Don't be caught holding the lowest card. Everyone starts with the same number of lives; "
           "the last player with a life left wins the match."),
    )),
    RulesSection(N_("The deal"), (
        N_("Each player gets one card, face down: only you see your own. Aces are low, Kings are high, "
           "and suits never matter. The rest of the pack is the stock."),
        N_("With more than 13 players two packs are shuffled together, unless the house rules keep to one."),
    )),
    RulesSection(N_("Stay or swap"), (
        N_("Play starts left of the dealer and goes round clockwise. On your turn you either stay "
           "(keep your card) or swap: the player on your left must trade cards with you, like it or not."),
        N_("Anyone not blocked must swap, even a player who got their card in a swap earlier in the round."),
    )),
    RulesSection(N_("Kings block: “Kuckuck!”"), (
        N_("A King cannot be taken. Ask a player holding a King for a swap and they call “Kuckuck!” "
           "and show it; you keep your card and your turn is over."),
        N_("A King shown this way stays known to everyone until the round ends."),
    )),
    RulesSection(N_("The dealer's draw"), (
        N_("The dealer acts last and may trade their card for the top card of the stock instead. "
           "With the Kuckuck rules a King drawn from the stock blocks, and the dealer keeps their "
           "own card; with Chase the Ace the dealer keeps the King."),
    )),
    RulesSection(N_("The showdown"), (
        N_("When the dealer is done, every card is turned over. The lowest card loses a life; "
           "if several players share the lowest card, they all lose one."),
    )),
    RulesSection(N_("Lives and elimination"), (
        N_("A player with no lives left is out at the end of that deal. The deal passes to the "
           "left and the players still in play the next round."),
    )),
    RulesSection(N_("The winner"), (
        N_("The last player with a life left wins. If everyone still in loses their last life in "
           "the same deal, sudden death decides: one more card each, until one player is left."),
    )),
    RulesSection(N_("Money game"), (
        N_("In the money game your lives are chips: every life you lose goes into the pot, and the last "
           "player left takes the whole pot."),
    )),
    RulesSection(N_("Speed-Kuckuck"), (
        N_("With a time limit, decide in time: a player who is too slow keeps their card and loses a life at "
           "once. A dealer who runs out of time keeps the card they hold and draws no more."),
    )),
    RulesSection(N_("Rule presets"), (
        N_("Kuckuck: the classic rules."),
        N_("Chase the Ace: the dealer keeps a King drawn from the stock, an Ace, 2 or 3 handed over "
           "in a swap is shown to the table first, in sudden death the lowest card is out, and the first "
           "dealer is whoever gets the first Jack when cards are dealt face up round the table."),
        N_("Cuckoo (Gnav): Chase the Ace played with the Scandinavian Gnav pack; every card has its fixed value "
           "and no powers."),
        N_("Kille: Kuckuck played with the Swedish Kille pack; every card has its fixed value and no powers, and "
           "the Kuku is the worst card of all."),
    )),
)  # fmt: skip
