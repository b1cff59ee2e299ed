"""Euchre options (rules.md §3): the schema every screen and the parser share, the preset, and the frozen options
dataclass the rules branch on."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Final

from game.core.options import Choice, OptionSpec, OptionValue, Preset, switch
from game.core.reasons import N_

PLAYERS: Final = 4
TARGETS: Final = (5, 7, 10, 11)


@dataclass(frozen=True)
class EuchreOptions:
    preset: str = "standard"
    target: int = 10
    stick_the_dealer: bool = True
    farmers_hand: bool = False
    alone: str = "maker_only"  # or "anyone"
    canadian_loner: bool = False
    lone_defender: bool = False
    dealer_may_discard_upcard: bool = True

    @classmethod
    def from_values(cls, values: dict[str, OptionValue]) -> EuchreOptions:
        names = {f.name for f in fields(cls)}
        return cls(**{name: value for name, value in values.items() if name in names})  # type: ignore[arg-type]


# The house rules in the order the dialog lists them; `target` has its own row on the menu.
OPTIONS: Final = (
    OptionSpec("target", N_("Game to"), N_("The score a team needs to win the game"), 10, (
        Choice(5, N_("5 points"), N_("The first team to 5 points wins: a short game")),
        Choice(7, N_("7 points"), N_("The first team to 7 points wins")),
        Choice(10, N_("10 points"), N_("The first team to 10 points wins: the usual game")),
        Choice(11, N_("11 points"), N_("The first team to 11 points wins")),
    ), menu_row=True),
    switch("stick_the_dealer", N_("Stick the dealer"), N_("What happens when everyone passes twice"), True,
           on=N_("The dealer must name trump when the other three pass in the second round"),
           off=N_("When all four pass twice the cards are thrown in and the next player deals")),
    switch("farmers_hand", N_("Farmer's hand"), N_("Whether a hand of nines and tens may be redealt"), False,
           on=N_("A player dealt only nines and tens may ask for a new deal on their first turn to bid"),
           off=N_("Every deal is played, however weak")),
    OptionSpec("alone", N_("Going alone"), N_("Who may play the hand without a partner"), "maker_only", (
        Choice("maker_only", N_("The maker"),
               N_("Only the player who orders up or names trump may go alone, saying so with the bid")),
        Choice("anyone", N_("Maker or partner"),
               N_("If the maker does not go alone, the maker's partner may: then the maker sits out")),
    )),
    switch("canadian_loner", N_("Canadian loner"), N_("Whether the dealer's partner may order up with help"), False,
           on=N_("The dealer's partner may order up only by going alone"),
           off=N_("The dealer's partner orders up like anyone else")),
    switch("lone_defender", N_("Defending alone"), N_("Whether a defender may play alone against a lone maker"),
           False,
           on=N_("Against a lone maker a defender may defend alone; euchring the maker alone scores 4"),
           off=N_("Both defenders always play")),
    switch("dealer_may_discard_upcard", N_("Dealer may discard the up-card"),
           N_("Which card the dealer may throw away after picking up"), True,
           on=N_("The dealer discards any one of the six cards"),
           off=N_("The dealer must keep the card picked up and discard one of the other five")),
)  # fmt: skip

PRESETS: Final = (Preset("standard", N_("Standard"), N_("Partnership Euchre with stick the dealer")),)


def options_to_json(options: EuchreOptions) -> dict[str, OptionValue]:
    return {f.name: getattr(options, f.name) for f in fields(options)}
