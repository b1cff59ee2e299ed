"""The money game's bankroll at the end of a match: every person at the table paid the buy-in (the lives option)
and the winner, if a person, takes the pot (their chips at the end: players × buy-in)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.store.bankroll import BankrollStore
from scenes.kuckuck.words import is_money_game

if TYPE_CHECKING:
    from scenes.table.view import Stage


def settle_bankroll(table: Stage) -> bool:
    """Settle a finished money-game match once into the bankroll file; True when it was written. A table of bots
    only (a demo) keeps no bankroll; a failure to write is reported, never fatal."""
    match = table.match
    options = match.rules.options_json(match.options)
    humans = [seat.name for seat in table.seats if seat.is_human]
    if not match.over or not is_money_game(options) or not humans:
        return False
    winners = match.winners
    winner = table.names[winners[0]] if len(winners) == 1 and table.seats[winners[0]].is_human else None
    pot = match.scores[winners[0]] if len(winners) == 1 else 0
    buy_in = int(options["lives"])
    try:
        loaded = BankrollStore(table.app.saves.folder).settle(humans, winner, pot, buy_in)
    except OSError as error:
        table.app.toast(tr("Your bankroll could not be saved ({error}).", error=error.strerror or error))
        return False
    if loaded.message is not None:
        table.app.toast(loaded.message)
    return not loaded.newer
