"""The Hearts score sheet: after every hand (it closes by itself after a while) or when the player asks for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from scenes.tricks.score_sheet import ScoreSheetOverlay, SheetData

if TYPE_CHECKING:
    from scenes.table.view import Stage

SHEET_MS_WITH_PEOPLE = 12_000  # the score sheet closes by itself after this (a bots-only table: much sooner)
SHEET_MS_BOTS_ONLY = 1_800


class ScoreSheets:
    def __init__(self, table: Stage) -> None:
        self.table = table
        self._sheet: ScoreSheetOverlay | None = None

    def show(self, auto_close: bool = True) -> None:
        """The sheet over the table (once: not again while it shows)."""
        app = self.table.app
        if self._sheet is not None and app.scenes.top is self._sheet:
            return
        public = self.table.match.view(None)
        humans = frozenset(self.table.controller.screen_seats)
        hands = [list(points) for points in public["hand_scores"]]
        title = tr("After hand {number}", number=len(hands)) if hands else tr("Score sheet")
        subtitle = tr("Game to {target} · the lowest score wins", target=public["target"])
        data = SheetData(title, subtitle, self.table.names, hands, list(public["scores"]),
                         {int(hand): int(seat) for hand, seat in public["moon_shots"]}, humans)  # fmt: skip
        wait = (SHEET_MS_WITH_PEOPLE if humans else SHEET_MS_BOTS_ONLY) if auto_close else None
        self._sheet = ScoreSheetOverlay(app, data, self._closed, wait)
        app.scenes.push(self._sheet)

    def _closed(self) -> None:
        self._sheet = None
