"""A review after each hand (the setting "Review each hand"): when a hand (a Kuckuck deal) ends, the person's play in
it is valued in the background (game.review, the hard bot's search from their seat's view) and one line says how it
went: the hand's accuracy and, if one cost more than a little, the costliest decision and the better move. Only at a
table with one person: a line about one person's cards is not for the others' eyes."""

from __future__ import annotations

from dataclasses import dataclass, field

from game import Match
from game.i18n import tr
from game.review.model import Review
from game.review.walk import review_match
from scenes.table.background import BackgroundCall
from scenes.ui.review_words import accuracy_text, cost_text, move_text

SHOWN_MS = 12_000  # how long the line stays (a newer hand's replaces it)


def review_line(review: Review, hand: int, round_label: str) -> str:
    """ "Hand 3: accuracy 86% · costliest: Q♠ for 10.1 points, 4♠ was better" in the player's words."""
    accuracy = review.hands[hand - 1].accuracy if len(review.hands) >= hand else None
    head = tr("{round} {n}: accuracy {accuracy}", round=tr(round_label), n=hand, accuracy=accuracy_text(accuracy))
    if not review.costliest:
        return tr("{head} · no costly decision", head=head)
    worst = review.costliest[0]
    return tr("{head} · costliest: {made} for {cost}, {best} was better", head=head, made=move_text(worst.made),
              cost=cost_text(worst.cost, review.unit), best=move_text(worst.best))  # fmt: skip


@dataclass
class HandReviews:
    """The reviews of one table's hands for `seat` (None: no review, the setting is off or several people play)."""

    seat: int | None
    round_label: str
    hands_seen: int = 0
    job: tuple[int, BackgroundCall[Review]] | None = None
    line: str = ""
    shown_ms: int = 0
    done: list[int] = field(default_factory=list)  # the hands reviewed, in order

    def update(self, match: Match, dt_ms: int) -> None:
        """Start the review of a hand that has just ended; take a finished one; let the line fade in time."""
        self.shown_ms = max(0, self.shown_ms - dt_ms)
        if self.shown_ms == 0:
            self.line = ""
        ended = len(match.hands)
        if self.seat is not None and ended > self.hands_seen and self.job is None:
            log, seat, hand = match.to_dict(), self.seat, ended
            self.job = (hand, BackgroundCall(lambda: review_match(log, seat, hand=hand), "hand review"))
        self.hands_seen = max(self.hands_seen, ended)
        if self.job is not None and self.job[1].ready:
            hand, call = self.job
            self.job = None
            self.done.append(hand)
            if call.result is not None:
                self.line = review_line(call.result, hand, self.round_label)
                self.shown_ms = SHOWN_MS
