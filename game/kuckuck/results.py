"""The results screen's content for a finished Kuckuck match, from what every player saw."""

from __future__ import annotations

from game.core.reasons import Reason
from game.core.results import FinishedMatch, ResultsSummary, Standing


def summarise(match: FinishedMatch, names: tuple[str, ...]) -> ResultsSummary:
    """The winner first, then the others from the last out to the first; seats that went out together tie. In the
    money game the winner's line says they end with every chip (the pot and their own: players × buy-in)."""
    view = match.view(None)
    winners = tuple(view["winners"])
    took = None
    if view["options"]["money_game"] and winners:
        took = Reason("ends with all {chips} chips", {"chips": match.scores[winners[0]]})
    standings = [Standing(1, winners, took)]
    place = 1 + len(winners)
    for group, deal in reversed(list(zip(view["eliminated"], view["eliminated_in"], strict=True))):
        together = len(group) > 1
        note = (
            Reason("out in deal {deal}, together", {"deal": deal})
            if together
            else Reason("out in deal {deal}", {"deal": deal})
        )
        standings.append(Standing(place, tuple(group), note))
        place += len(group)
    return ResultsSummary(
        game="kuckuck",
        names=names,
        winners=winners,
        standings=tuple(standings),
        rounds=int(view["deal_no"]),
        scores=tuple(match.scores),
    )
