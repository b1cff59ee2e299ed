"""The Euchre hand summary, after every hand (it closes by itself after a while) or when the player asks for the
scores: who made trump and in what, how many tricks each team took, the points, a euchre, a march or a loner
called out, and each hand's points and the totals per team."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.cards import SUIT_SYMBOLS
from game.i18n import tr, trn
from scenes.euchre.words import team_name
from scenes.tricks.score_sheet import ScoreSheetOverlay, SheetData
from scenes.ui.text import CREAM

if TYPE_CHECKING:
    from scenes.table.view import Stage

SHEET_MS_WITH_PEOPLE = 12_000
SHEET_MS_BOTS_ONLY = 1_800
HIGHLIGHT = (255, 208, 96)
EUCHRE_RED = (250, 130, 120)
MARK = "★"


def result_lines(result: dict[str, Any], names: list[str]) -> list[tuple[str, tuple[int, int, int]]]:
    """What one hand brought, in up to three lines: the makers and trump, the tricks and points, the call-out."""
    makers = int(result["makers"])
    maker = names[int(result["maker"])]
    suit = SUIT_SYMBOLS[result["trump"]]
    alone = result["alone"]
    if alone is not None:
        made = tr("{name} went alone in {suit}", name=names[int(alone)], suit=suit)
    else:
        made = tr("{name} made {suit} trump for {team}", name=maker, suit=suit, team=team_name(names, makers))
    tricks = result["tricks"]
    winner = 1 - makers if result["euchre"] else makers
    points = int(result["points"][winner])
    scored = trn("{team} score {n} point", "{team} score {n} points", points, team=team_name(names, winner))
    lines = [(made, CREAM), (tr("Tricks {makers} to {defenders}", makers=tricks[makers], defenders=tricks[1 - makers])
                             + " · " + scored, CREAM)]  # fmt: skip
    if result["euchre"]:
        lines.append((tr("Euchred! The defenders took three or more tricks"), EUCHRE_RED))
    elif result["march"] and result["loner"]:
        lines.append((tr("A lone march: all five tricks alone!"), HIGHLIGHT))
    elif result["march"]:
        lines.append((tr("March! The makers took all five tricks"), HIGHLIGHT))
    elif result["loner"]:
        lines.append((tr("Alone, and made it"), HIGHLIGHT))
    return lines


def sheet_data(public: dict[str, Any], names: list[str], humans: frozenset[int], bottom: int) -> SheetData:
    """Team columns (yours first) with each hand's points and the totals."""
    teams = [bottom & 1, 1 - (bottom & 1)]
    results = list(public["results"])
    hands = [[int(result["points"][team]) for team in teams] for result in results]
    totals = [int(public["team_scores"][team]) for team in teams]
    notable = {number: teams.index(int(r["maker"]) & 1) for number, r in enumerate(results, start=1)
               if r["euchre"] or r["march"] or r["loner"]}  # fmt: skip
    if results:
        title = tr("Hand {number}", number=int(results[-1]["hand"]))
        notes = result_lines(results[-1], names)
    else:
        title, notes = tr("Score sheet"), []
    subtitle = tr("Game to {target} · the higher score wins", target=public["target"])
    return SheetData(
        title,
        subtitle,
        [team_name(names, team) for team in teams],
        hands,
        totals,
        notable,
        frozenset({0}) if any(seat & 1 == teams[0] for seat in humans) else frozenset(),
        lower_wins=False,
        notes=notes,
        mark=MARK,
        mark_legend=tr("{mark} a euchre, a march or a loner (by the makers)", mark=MARK),
    )


class HandSummaries:
    def __init__(self, table: Stage) -> None:
        self.table = table
        self._sheet: ScoreSheetOverlay | None = None
        self._ready: ScoreSheetOverlay | None = None  # drawn ahead of the hand's end

    def _make(self, bottom: int, auto_close: bool) -> ScoreSheetOverlay:
        public = dict(self.table.match.view(None))
        humans = frozenset(self.table.controller.screen_seats)
        data = sheet_data(public, list(self.table.names), humans, bottom)
        wait = (SHEET_MS_WITH_PEOPLE if humans else SHEET_MS_BOTS_ONLY) if auto_close else None
        return ScoreSheetOverlay(self.table.app, data, self._closed, wait)

    def prepare(self, bottom: int) -> None:
        """Draw the summary of the hand just scored now, to show it when the table has swept the last trick."""
        self._ready = self._make(bottom, auto_close=True)
        self._ready.prepare()

    def show(self, bottom: int, auto_close: bool = True) -> None:
        """The summary over the table (once: not again while it shows)."""
        app = self.table.app
        if self._sheet is not None and app.scenes.top is self._sheet:
            return
        ready, self._ready = self._ready, None
        self._sheet = ready if ready is not None and auto_close else self._make(bottom, auto_close)
        app.scenes.push(self._sheet)

    def _closed(self) -> None:
        self._sheet = None
