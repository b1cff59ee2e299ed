"""Kuckuck options (rules.md §1): the schema every screen and the parser share, the presets, and the frozen
options dataclass the rules branch on."""

from __future__ import annotations

from dataclasses import dataclass, fields
from types import MappingProxyType
from typing import Final

from game.core.options import Choice, OptionSpec, OptionValue, Preset, switch
from game.core.reasons import N_

MIN_PLAYERS: Final = 3
MAX_PLAYERS: Final = 20
STANDARD_PACK: Final = ("standard52",)
CUCKOO_PACKS: Final = ("gnav42", "cucu40", "kille42")


@dataclass(frozen=True)
class KuckuckOptions:
    preset: str = "kuckuck"
    lives: int = 3
    decks: str = "auto"  # "auto": two packs with more than 13 players; "1": always one
    king_blocks: bool = True
    queens_block: bool = False
    dealer_stock_king: str = "blocked"  # or "keep"
    dealer_double_draw: bool = False
    low_card_reveal: bool = False
    tie_rule: str = "all_lose"  # or "dealer_immune"
    ace_of_spades_double: bool = False
    final_tie: str = "sudden_death_high_wins"  # or "sudden_death_low_out"
    dealer_rotation: str = "clockwise"  # or "fixed"
    domino: str = "off"  # "A23" or "A": a swap that brings such a card may force one more swap beyond
    first_dealer: str = "random"  # or "first_jack": cards dealt face up until a Jack picks the first dealer
    money_game: bool = False  # lives are chips paid into a pot the winner takes
    speed: str = "off"  # or "1".."5": seconds per decision (Speed-Kuckuck)
    deck: str = "standard52"  # or a special pack of the cuckoo family: "gnav42", "cucu40", "kille42"
    deck_powers: bool = False  # special packs: the traditional card powers
    kuku_lowest: bool = False  # kille42 only: the Kuku ranks below Blaren and has no power

    def __post_init__(self) -> None:
        if self.kuku_lowest and self.deck != "kille42":
            raise ValueError(f"option kuku_lowest: only with the kille42 deck, not {self.deck}")

    def packs(self, players: int) -> int:
        """How many packs are shuffled together: `decks` counts for the standard pack only."""
        return 2 if self.decks == "auto" and players > 13 and self.deck == "standard52" else 1

    @property
    def speed_ms(self) -> int | None:
        """Speed-Kuckuck's limit per decision in milliseconds, or None when there is no limit."""
        return None if self.speed == "off" else int(self.speed) * 1000

    @classmethod
    def from_values(cls, values: dict[str, OptionValue]) -> KuckuckOptions:
        names = {f.name for f in fields(cls)}
        return cls(**{name: value for name, value in values.items() if name in names})  # type: ignore[arg-type]


# The house rules in the order the dialog lists them; `lives` has its own row on the menu.
OPTIONS: Final = (
    OptionSpec("lives", N_("Lives"), N_("How many lives each player starts with"), 3, low=1, high=9, menu_row=True),
    switch("king_blocks", N_("Kings block a swap"), N_("Whether a King can refuse a swap"), True,
           on=N_("A King can't be taken: its holder calls “Kuckuck!” and shows it"),
           off=N_("A King can be swapped away like any other card")),
    switch("queens_block", N_("Queens block too"), N_("Whether a Queen can refuse a swap"), False,
           on=N_("A Queen blocks swaps between players (not the stock)"),
           off=N_("Queens can be swapped like any other card")),
    switch("low_card_reveal", N_("Low cards are shown"), N_("Whether a low card changes hands face up"), False,
           on=N_("An A, 2 or 3 handed over in a swap is shown to the table"),
           off=N_("Cards always change hands face down")),
    OptionSpec("dealer_stock_king", N_("Dealer draws a King"), N_("What happens when the dealer draws a King"),
               "blocked", (
                   Choice("blocked", N_("Blocked"),
                          N_("The draw fails: the dealer keeps their card, the King is shown")),
                   Choice("keep", N_("Kept"), N_("The dealer keeps the King from the stock")),
               )),
    switch("dealer_double_draw", N_("Dealer may draw twice"), N_("How often the dealer may draw"), False,
           on=N_("A dealer who dislikes the first draw may draw once more"),
           off=N_("The dealer draws from the stock once")),
    OptionSpec("dealer_rotation", N_("Dealer button"), N_("Who deals the next round"), "clockwise", (
        Choice("clockwise", N_("Moves on"), N_("The deal passes to the left after every round")),
        Choice("fixed", N_("Stays"), N_("The same player deals every round")),
    )),
    OptionSpec("tie_rule", N_("Ties for lowest"), N_("Who loses when several hold the lowest card"), "all_lose", (
        Choice("all_lose", N_("All lose"), N_("Everyone holding the lowest card loses a life")),
        Choice("dealer_immune", N_("Dealer spared"),
               N_("Everyone holding the lowest card loses a life, except the dealer")),
    )),
    switch("ace_of_spades_double", N_("Ace of spades costs two"), N_("What the A♠ costs at the showdown"), False,
           on=N_("Holding the A♠ at the showdown costs two lives"), off=N_("The A♠ is an ordinary Ace"),
           applies_with=("deck", STANDARD_PACK)),
    OptionSpec("final_tie", N_("Everyone out at once"), N_("When the last players all lose their last life"),
               "sudden_death_high_wins", (
                   Choice("sudden_death_high_wins", N_("High wins"),
                          N_("One more card each: the highest card wins the match")),
                   Choice("sudden_death_low_out", N_("Low is out"),
                          N_("One more card each: the lowest is out, until one remains")),
               )),
    OptionSpec("decks", N_("Packs of cards"), N_("How many packs are shuffled together"), "auto", (
        Choice("auto", N_("Automatic"), N_("Two packs shuffled together when more than 13 play")),
        Choice("1", N_("One pack"), N_("Always a single pack of 52 cards")),
    ), applies_with=("deck", STANDARD_PACK)),
    OptionSpec("domino", N_("Domino"), N_("Whether a low card received lets its receiver swap on"), "off", (
        Choice("off", N_("Off"), N_("One swap per turn")),
        Choice("A23", N_("A, 2 or 3"),
               N_("Receive an A, 2 or 3 in your swap (not from the dealer) and you may force one more swap "
                  "with the next player on")),
        Choice("A", N_("Aces only"),
               N_("Receive an Ace in your swap (not from the dealer) and you may force one more swap "
                  "with the next player on")),
    )),
    OptionSpec("first_dealer", N_("First dealer"), N_("Who deals the first round"), "random", (
        Choice("random", N_("By lot"), N_("A player chosen at random deals first")),
        Choice("first_jack", N_("First Jack"),
               N_("Cards are dealt face up, one each in turn, until someone gets a Jack: they deal first")),
    )),
    switch("money_game", N_("Money game"), N_("Whether lives are chips paid into a pot"), False,
           on=N_("Lives are chips: each one lost goes into the pot, and the last player left takes it all"),
           off=N_("Lives are just lives: nobody takes the pot")),
    OptionSpec("speed", N_("Speed-Kuckuck"), N_("How long each player may think"), "off", (
        Choice("off", N_("Off"), N_("Take as long as you like")),
        Choice("1", N_("1 second"), N_("One second per decision: too slow costs a life, and you keep your card")),
        Choice("2", N_("2 seconds"), N_("Two seconds per decision: too slow costs a life, and you keep your card")),
        Choice("3", N_("3 seconds"), N_("Three seconds per decision: too slow costs a life, and you keep your card")),
        Choice("4", N_("4 seconds"), N_("Four seconds per decision: too slow costs a life, and you keep your card")),
        Choice("5", N_("5 seconds"), N_("Five seconds per decision: too slow costs a life, and you keep your card")),
    )),
    OptionSpec("deck", N_("Pack"), N_("Which cards are dealt"), "standard52", (
        Choice("standard52", N_("French pack"), N_("The 52 cards from Ace (low) to King (high)")),
        Choice("gnav42", N_("Gnav"), N_("The Scandinavian cuckoo pack: 42 picture and number cards")),
        Choice("cucu40", N_("Cucù"), N_("The Italian cuckoo pack: 40 picture and number cards")),
        Choice("kille42", N_("Kille"), N_("The Swedish cuckoo pack: 42 cards from Harlekin down to Blaren")),
    )),
    switch("deck_powers", N_("Traditional powers"), N_("Whether the cuckoo pack's picture cards have powers"), False,
           on=N_("Picture cards block, cost a life, stop the round or pass the request on"),
           off=N_("Every card just has its value"), applies_with=("deck", CUCKOO_PACKS)),
    switch("kuku_lowest", N_("Kuku is the worst"), N_("Where the Kuku ranks in the Kille pack"), False,
           on=N_("The Kuku is the lowest card and has no power"),
           off=N_("The Kuku is the second-highest card"), applies_with=("deck", ("kille42",))),
)  # fmt: skip

PRESETS: Final = (
    Preset("kuckuck", N_("Kuckuck"), N_("The classic rules")),
    Preset(
        "chase_the_ace",
        N_("Chase the Ace"),
        N_(
            "The dealer keeps a King from the stock, low cards are shown, in sudden death the lowest is out, and the "
            "first Jack dealt face up picks the first dealer"
        ),
        MappingProxyType(
            {
                "dealer_stock_king": "keep",
                "low_card_reveal": True,
                "final_tie": "sudden_death_low_out",
                "first_dealer": "first_jack",
            }
        ),
    ),
    # Seed 000's "Cuckoo (Scandinavisch)": Chase the Ace's rules "otherwise identical", with the Gnav pack at its
    # fixed values (rules.md §1: the 40 cards of the seed are the Gnav pack's pictures in a 42-card pack).
    Preset(
        "cuckoo_gnav",
        N_("Cuckoo (Gnav)"),
        N_("Chase the Ace with the Scandinavian Gnav pack: every card has a fixed value, no powers"),
        MappingProxyType(
            {
                "dealer_stock_king": "keep",
                "low_card_reveal": True,
                "final_tie": "sudden_death_low_out",
                "first_dealer": "first_jack",
                "deck": "gnav42",
            }
        ),
    ),
    # Seed 001's "Kille (Schweden)": Kuckuck's rules with the Kille pack at fixed values, and the seed's own
    # sentence "the Kuckuck card is the worst reveal" (rules.md: the preset named after a seed uses its own).
    Preset(
        "kille",
        N_("Kille"),
        N_("Kuckuck with the Swedish Kille pack: every card has a fixed value, no powers, and the Kuku is the worst"),
        MappingProxyType({"deck": "kille42", "kuku_lowest": True}),
    ),
)

# Options of rules.md that later versions build; naming one gives a clear message instead of silence.
PENDING: Final[tuple[str, ...]] = ()


def options_to_json(options: KuckuckOptions) -> dict[str, OptionValue]:
    return {f.name: getattr(options, f.name) for f in fields(options)}
