"""Hints at the table: the hard bot's suggestion for the decision on the table, worked out on a worker thread so no
frame waits for it, and shown as one line until the decision is made. A hint asked for an earlier decision is
dropped when it comes back late. The table counts the hints asked for: a match with hints says so in its save, the
archive and the statistics."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.hints import Hint
from game.core.reasons import N_, Reason
from game.core.safe_json import plain_copy

NO_HINT = N_("No hint for this decision, sorry.")
HintFunction = Callable[[Mapping[str, Any]], Hint]
Decision = tuple[int, int]  # (the seat deciding, the match's actions taken): which decision a hint is for


@dataclass
class HintJob:
    """One hint worked out on a daemon thread from a plain copy of the seat's view."""

    decision: Decision
    hint: Hint | None = None
    failed: bool = False
    done: threading.Event = field(default_factory=threading.Event)

    def run(self, hint_of: HintFunction, view: Mapping[str, Any]) -> None:
        try:
            self.hint = hint_of(view)
        except Exception:  # a hint that fails must never take the table down: it says so instead
            self.failed = True
        finally:
            self.done.set()


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
        job = HintJob(decision)
        self.job = job
        worker = threading.Thread(target=job.run, args=(self.hint_of, plain_copy(view)), name="hint", daemon=True)
        worker.start()
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
        elif job.done.is_set():
            self.job = None
            self.shown = (decision, job.hint if job.hint is not None else Hint("", Reason(NO_HINT)))

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
