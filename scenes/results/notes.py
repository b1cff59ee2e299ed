"""The lines under the results' headline: the rules the match was played by, and in a money game who took the
pot and where each person's bankroll stands now."""

from __future__ import annotations

from game.core.results import ResultsSummary
from game.core.spec import GameSpec
from game.i18n import trn
from game.lobby import MatchSetup
from game.store.bankroll import Bankroll
from scenes.ui.bankroll_text import bankroll_line, money_game_on
from scenes.ui.rules_summary import rules_summary


def pot_line(summary: ResultsSummary) -> str:
    """ "Anke ends with all 36 chips": the pot and the chips the winner kept, every player's buy-in."""
    if len(summary.winners) != 1 or not summary.scores:
        return ""
    winner = summary.winners[0]
    chips = summary.scores[winner]
    return trn("{name} ends with all {n} chip", "{name} ends with all {n} chips", chips,
               name=summary.names[winner])  # fmt: skip


def results_notes(spec: GameSpec, setup: MatchSetup, summary: ResultsSummary, bankroll: Bankroll | None) -> list[str]:
    notes = [rules_summary(spec, setup.options)]
    if money_game_on(spec, setup.players, setup.options):
        notes.append(pot_line(summary))
        if bankroll is not None and setup.humans:
            notes.append(bankroll_line(bankroll, summary.names[: setup.humans]))
    return [note for note in notes if note]
