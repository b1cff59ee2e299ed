"""Play an archived deal again: a new match at the very position where that deal began (same scores, dealer and
cards), with the person in the seat they choose (their own, or one a bot held), so they can see the deal was fair."""

from __future__ import annotations

from game.core.match import Match
from game.core.safe_json import quoted
from game.core.seats import HUMAN, SeatConfig
from game.replay.steps import ReplayLog


def seats_again(seats: list[SeatConfig], person: int) -> list[SeatConfig]:
    """The table with the (first) person moved to seat `person` and the bot of that seat in their old seat;
    ValueError naming `person` if it is no seat, or `seats` if nobody in them is a person."""
    if type(person) is not int or not 0 <= person < len(seats):
        raise ValueError(f"person: expected a seat number 0..{len(seats) - 1}, got {quoted(person)}")
    humans = [seat for seat, config in enumerate(seats) if config.kind == HUMAN]
    if not humans:
        raise ValueError("seats: nobody at this table is a person")
    moved = list(seats)
    moved[humans[0]], moved[person] = moved[person], moved[humans[0]]
    return moved


def match_again(log: ReplayLog, deal: int, entropy: int) -> Match:
    """A new match of the same game and rules standing where deal `deal` of `log` begins: the deals and moves
    before it are played again as given orders, so the scores, lives, players still in, dealer and pass direction
    are the original's; that deal is made with its order next, and the deals after it come from `entropy`, so what
    followed in the original stays unknown."""
    options = dict(log.data.options)
    dealer = None if options.get("first_dealer") == "first_jack" else log.data.dealer  # the Jack deal decides
    match = Match(log.spec, log.data.players, options, entropy=entropy, dealer=dealer)
    for entry in log.entries[: log.deal_position(deal) - 1]:
        if "deal" in entry:
            match.deal(entry["deal"])  # the deal the match made by itself, made again with the original's cards
        else:
            match.act(entry["action"])
    match.deal(log.deal_order(deal))
    return match
