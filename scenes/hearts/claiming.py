"""Claiming the rest of a Hearts hand: offered only when the end is certain (scenes/hearts/claim.py), it plays
the hand out through the ordinary rules, your cards chosen for you (the highest you may play, so a trick you are
sure of is yours), with the table running faster until the hand is scored. Asked for when it is not possible,
it says why."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.i18n import tr
from scenes.cards.names import card_label
from scenes.hearts.claim import all_top, beatable, claim, rank_of, still_out

if TYPE_CHECKING:
    from game.controller import Pacing
    from scenes.table.view import Stage
    from scenes.tricks.seating import Seating

CLAIM_SPEED = 5.0  # how much faster the table runs while a claim plays out


class ClaimFlow:
    def __init__(self, table: Stage, seating: Seating) -> None:
        self.table = table
        self.seating = seating  # the seat shown at the bottom is the one that may claim
        self.claiming = False
        self._normal_speeds: tuple[float, Pacing] | None = None

    def offered(self, waiting: int | None) -> bool:
        """The seat is deciding and the end is certain."""
        return waiting == self.seating.bottom and not self.claiming and claim(self.table.controller.view()) is not None

    def why_not(self, waiting: int | None) -> str:
        """Why the seat may not claim now, in words ("" when it may, or while its claim plays out)."""
        view = self.table.controller.view()
        if self.claiming:
            return ""
        if view["phase"] in ("deal", "pass"):
            return tr("You can claim the rest once the tricks are being played.")
        if view["phase"] != "play" or not view["hand"]:
            return tr("There is nothing left to claim.")
        if waiting != self.seating.bottom or view["to_move"] != view["seat"]:
            return tr("You can claim the rest on your turn.")
        if claim(view) is not None:
            return ""
        hand = set(view["hand"])
        out = still_out(view)
        if not all_top(hand, out):
            return tr("Not certain yet: your {card} can still be beaten, and points are still to be won.",
                      card=card_label(beatable(hand, out)[0]))  # fmt: skip
        return tr("Not certain yet: this trick may not be yours, and points are still to be won.")

    def start(self, waiting: int | None) -> bool:
        """Claim now, if offered; True when the claim started."""
        if not self.offered(waiting):
            return False
        self.claiming = True
        controller, timeline = self.table.controller, self.table.timeline
        self._normal_speeds = (timeline.speed, controller.pacing)
        timeline.speed = timeline.speed * CLAIM_SPEED
        controller.pacing = replace(controller.pacing, speed=controller.pacing.speed * CLAIM_SPEED)
        return True

    def end(self) -> None:
        """The hand is scored: back to the normal pace."""
        if not self.claiming:
            return
        self.claiming = False
        if self._normal_speeds is not None:
            self.table.timeline.speed, self.table.controller.pacing = self._normal_speeds
            self._normal_speeds = None

    def update(self) -> None:
        """Each frame of a claim: play the seat's next card once the table has shown the last one."""
        if not self.claiming:
            return
        view = self.table.controller.view()
        if view["phase"] != "play":
            if view["phase"] != "moon":
                self.end()
            return
        if self.table.controller.waiting_for_human == self.seating.bottom and not self.table.timeline.busy:
            legal = self.table.match.legal()
            if legal:
                self.table.decide(max(legal, key=lambda action: rank_of(action.split(" ", 1)[1])))
