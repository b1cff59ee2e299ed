"""Hints at the table: the hard bot's suggestion for the decision on the table, worked out on a worker thread so no
frame waits for it, and shown as one line until the decision is made. A hint asked for an earlier decision is
dropped when it comes back late. The table counts the hints asked for: a match with hints says so in its save, the
archive and the statistics."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core.hints import Hint
from game.core.reasons import N_, Reason
from game.core.safe_json import plain_copy
from scenes.table.background import BackgroundCall

NO_HINT = N_("No hint for this decision, sorry.")
HintFunction = Callable[[Mapping[str, Any]], Hint]
Decision = tuple[int, int]  # (the seat deciding, the match's actions taken): which decision a hint is for


@dataclass
class HintJob:
    """One hint worked out in the background from a plain copy of the seat's view, for `decision`."""

    decision: Decision
    call: BackgroundCall[Hint]


@dataclass
class TableHints:
    """The hints of one table: `asked` counts them over the whole match (a resumed match starts from its save)."""

    hint_of: HintFunction | None
    asked: int = 0
    job: HintJob | None = None
    shown: tuple[Decision, Hint] | None = None

    def ask(self, view: Mapping[str, Any], decision: Decision) -> bool:
        """Start working out the hint for `decision` (the seat's `view`); False when this game has no hints. Asking
        again for a decision already hinted or under way changes nothing."""
        if self.hint_of is None:
            return False
        if (self.shown is not None and self.shown[0] == decision) or (self.job and self.job.decision == decision):
            return True
        self.asked += 1
        hint_of, plain = self.hint_of, plain_copy(view)
        self.job = HintJob(decision, BackgroundCall(lambda: hint_of(plain), "hint"))
        return True

    def update(self, decision: Decision | None) -> None:
        """Take a finished hint if it is for `decision` (the one on the table now, None: no human's), else drop it."""
        if self.shown is not None and self.shown[0] != decision:
            self.shown = None
        job = self.job
        if job is None:
            return
        if job.decision != decision:
            self.job = None
        elif job.call.ready:
            self.job = None
            self.shown = (decision, job.call.result or Hint("", Reason(NO_HINT)))

    @property
    def thinking(self) -> bool:
        return self.job is not None

    @property
    def reason(self) -> Reason | None:
        """Why the hard bot would do what it suggests, for the decision on the table (None: no hint shown)."""
        return None if self.shown is None else self.shown[1].reason

    @property
    def action(self) -> str | None:
        return None if self.shown is None else self.shown[1].action
