"""Hearts options (rules.md §2): the schema every screen and the parser share, the preset, and the frozen options
dataclass the rules branch on."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Final

from game.core.options import Choice, OptionSpec, OptionValue, Preset, switch
from game.core.reasons import N_

PLAYERS: Final = 4
DEFAULT_CYCLE: Final = "left,right,across,none"
PASS_DIRECTIONS: Final = ("left", "right", "across", "none")
MOON_RULES: Final = ("add_26_to_others", "subtract_26_from_self", "shooters_choice")


@dataclass(frozen=True)
class HeartsOptions:
    preset: str = "standard"
    pass_cycle: str = DEFAULT_CYCLE
    first_trick_no_points: bool = True
    must_break_hearts: bool = True
    qs_breaks_hearts: bool = False
    qs_must_drop: bool = False
    no_pass_qs_2c: bool = False
    moon: str = "add_26_to_others"
    target: int = 100
    end_tie: str = "play_on"  # or "share"
    jd_minus_10: bool = False
    any_club_first_lead: bool = False
    hearts_instead_of_qs: bool = False

    @property
    def cycle(self) -> tuple[str, ...]:
        """The pass directions of successive hands, repeating: hand 1 uses the first."""
        return tuple(self.pass_cycle.split(","))

    @classmethod
    def from_values(cls, values: dict[str, OptionValue]) -> HeartsOptions:
        names = {f.name for f in fields(cls)}
        return cls(**{name: value for name, value in values.items() if name in names})  # type: ignore[arg-type]


# The house rules in the order the dialog lists them; `target` has its own row on the menu.
OPTIONS: Final = (
    OptionSpec("target", N_("Game to"), N_("The score that ends the game; the lowest total wins"), 100,
               low=50, high=200, menu_row=True, menu_step=10),
    OptionSpec("pass_cycle", N_("Passing"), N_("Where the three passed cards go, hand after hand"), DEFAULT_CYCLE, (
        Choice(DEFAULT_CYCLE, N_("Left, right, across, keep"),
               N_("Pass left, then right, then across, then keep your cards, and again")),
        Choice("left,right,across", N_("Left, right, across"), N_("Pass left, then right, then across, and again")),
        Choice("left,right", N_("Left, right"), N_("Pass left and right in turn")),
        Choice("left", N_("Always left"), N_("Every hand passes to the left")),
        Choice("right", N_("Always right"), N_("Every hand passes to the right")),
        Choice("across", N_("Always across"), N_("Every hand passes across the table")),
        Choice("none", N_("No passing"), N_("Everyone plays the cards they were dealt")),
    )),
    switch("first_trick_no_points", N_("No points on the first trick"), N_("Whether the first trick may take points"),
           True, on=N_("No heart and no Q♠ on the first trick, unless your hand holds nothing else"),
           off=N_("You may throw a heart or the Q♠ on the first trick")),
    switch("must_break_hearts", N_("Hearts must be broken"), N_("When a heart may be led"), True,
           on=N_("No heart may be led until a heart has been played, unless you hold only hearts"),
           off=N_("A heart may be led at any time")),
    switch("qs_breaks_hearts", N_("The Q♠ breaks hearts"), N_("Whether playing the Q♠ breaks hearts"), False,
           on=N_("Playing the Q♠ breaks hearts like a heart does"),
           off=N_("Only a played heart breaks hearts")),
    switch("hearts_instead_of_qs", N_("Hearts instead of the Q♠"), N_("A leader left with hearts and the Q♠"), False,
           on=N_("Holding only hearts and the Q♠, you may lead a heart before hearts are broken"),
           off=N_("Holding only hearts and the Q♠ before hearts are broken, you must lead the Q♠")),
    switch("qs_must_drop", N_("The Q♠ must drop"), N_("Whether the Q♠ must be played as soon as it is safe"), False,
           on=N_("Play the Q♠ as soon as you can without winning the trick"),
           off=N_("Keep the Q♠ as long as you like")),
    switch("no_pass_qs_2c", N_("Keep the Q♠ and 2♣"), N_("Whether the Q♠ and the 2♣ may be passed"), False,
           on=N_("The Q♠ and the 2♣ may not be passed"), off=N_("Any three cards may be passed")),
    OptionSpec("moon", N_("Shooting the moon"), N_("Taking all 13 hearts and the Q♠ in one hand"),
               "add_26_to_others", (
                   Choice("add_26_to_others", N_("Others get 26"), N_("The shooter scores 0, everyone else 26")),
                   Choice("subtract_26_from_self", N_("Shooter loses 26"),
                          N_("The shooter takes 26 off their score, everyone else scores 0")),
                   Choice("shooters_choice", N_("Shooter's choice"),
                          N_("The shooter chooses: 26 to everyone else, or 26 off their own score")),
               )),
    OptionSpec("end_tie", N_("Tie at the end"), N_("When the game ends with a tie for the lowest score"), "play_on", (
        Choice("play_on", N_("Play on"), N_("More hands are played until one player alone has the lowest score")),
        Choice("share", N_("Share the win"), N_("Everyone tied for the lowest score wins")),
    )),
    switch("jd_minus_10", N_("J♦ is minus 10 (Omnibus)"), N_("What taking the J♦ scores"), False,
           on=N_("Taking the J♦ takes 10 points off your hand's score"), off=N_("The J♦ scores nothing")),
    switch("any_club_first_lead", N_("Any club leads first"), N_("What the first trick is led with"), False,
           on=N_("The holder of the 2♣ may lead any club to the first trick"),
           off=N_("The first trick is led with the 2♣")),
)  # fmt: skip

PRESETS: Final = (Preset("standard", N_("Standard"), N_("American Hearts with the usual gentleman's rules")),)


def options_to_json(options: HeartsOptions) -> dict[str, OptionValue]:
    return {f.name: getattr(options, f.name) for f in fields(options)}
