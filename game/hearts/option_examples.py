"""Hearts' house rules in play: one short example per option (English message ids)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from game.core.reasons import N_

EXAMPLES: Final[Mapping[str, str]] = MappingProxyType({
    "target": N_("Game to 50: a short game that ends after the hand in which someone reaches 50 points."),
    "pass_cycle": N_("Left, right, across, keep: in the fifth hand you pass to the left again. Always left: "
                     "every hand your three cards go to the player on your left."),
    "first_trick_no_points": N_("The 2♣ is led and you have no clubs: you may not throw the Q♠ or a heart on "
                                "it, unless your hand holds nothing else."),
    "must_break_hearts": N_("You win a trick and want to lead the 5♥, but nobody has played a heart yet: you "
                            "must lead another suit."),
    "qs_breaks_hearts": N_("The Q♠ went on a diamond trick. With this rule hearts are broken and the next "
                           "leader may lead a heart."),
    "hearts_instead_of_qs": N_("You lead and hold only the Q♠ and three hearts, and hearts are not broken: with "
                               "this rule you may lead a heart instead of the Q♠."),
    "qs_must_drop": N_("Clubs are led, you have none and hold the Q♠: you must play it now. The same when "
                       "spades are led and the K♠ is already in the trick."),
    "no_pass_qs_2c": N_("You hold the Q♠ and the 2♣: neither may be among the three cards you pass."),
    "moon": N_("Ann takes all 13 hearts and the Q♠. Others get 26: everyone else scores 26. Shooter loses 26: "
               "Ann takes 26 off her score."),
    "end_tie": N_("Game to 100: Bo and Cy end on 62 each, the lowest. Play on: more hands until one is alone "
                  "lowest. Share the win: both win."),
    "jd_minus_10": N_("You take the J♦ and three hearts in a hand: you score 3 − 10 = −7 points for it."),
    "any_club_first_lead": N_("You hold the 2♣ and the A♣: you may lead the A♣ to the first trick instead of "
                              "the 2♣."),
})  # fmt: skip
