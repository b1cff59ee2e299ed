"""What a rule-of-thumb bot reads off its seat's sight: its card, its place after the dealer, the left
neighbour's card when it is known, the dealer's draws, and the house rules that change the play.

`seen_in_view` reads a seat's view (what every bot gets); `seen_in_state` reads the same facts straight off a
full state, touching only what that seat may see (its own card, its left neighbour's card only when it lies face
up or the seat knows it from a swap). The search's play-outs and the tournament's field use the second, because
building a view is most of the cost of a move; tests check that the two always agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.seats import next_seat, order_after
from game.kuckuck.packs import RECEIVED_VALUE, bot_rank, bot_rank_of

if TYPE_CHECKING:
    from game.kuckuck.options import KuckuckOptions
    from game.kuckuck.state import KuckuckState

ACE_OF_SPADES = Card("A", "S")
SWAP = "swap"


@dataclass(frozen=True)
class HouseRules:
    """The options that change how a seat should play (the others only change the match around it)."""

    king_blocks: bool = True
    queens_block: bool = False
    dealer_stock_king: str = "blocked"
    dealer_double_draw: bool = False
    low_card_reveal: bool = False
    tie_rule: str = "all_lose"
    ace_of_spades_double: bool = False
    domino: str = "off"

    @classmethod
    def of(cls, options: Any) -> HouseRules:
        """From a view's options (a dict) or a state's (KuckuckOptions); options an engine lacks keep defaults."""
        if isinstance(options, Mapping):
            return cls(**{name: options.get(name, default) for name, default in DEFAULTS.items()})
        return cls(**{name: getattr(options, name, default) for name, default in DEFAULTS.items()})


DEFAULTS: dict[str, Any] = {name: getattr(HouseRules(), name) for name in HouseRules.__dataclass_fields__}


@lru_cache(maxsize=64)
def house_rules_of(options: KuckuckOptions) -> HouseRules:
    """A state's house rules, kept per options value (frozen, so a match's states and play-outs share one)."""
    return HouseRules.of(options)


@dataclass(frozen=True)
class Seen:
    mine: int  # rank of the seat's card, A = 1 … K = 13
    mine_is_ace_of_spades: bool
    in_deal: int  # seats dealt in this deal
    place: int  # 1 = first after the dealer … in_deal = the dealer
    left: int | None  # rank of the left neighbour's card when this seat knows it (never for the dealer)
    left_is_ace_of_spades: bool
    draws: int  # the dealer's draws so far this deal
    rules: HouseRules
    lowest_final: int | None = None  # the lowest rank this seat knows in a hand no one can change any more
    domino: bool = False  # the second decision of a seat whose swap went through (domino on): `left` is then the
    # card of the seat a domino swap would hit, and `mine` the card just received

    @property
    def dealer(self) -> bool:
        return self.place == self.in_deal


def _place(seat: int, dealer: int, in_deal: list[bool] | tuple[bool, ...]) -> int:
    return order_after(dealer, in_deal).index(seat) + 1


def _view_rank(view: Mapping[str, Any], seat: int | None) -> int | None:
    """The rank (on the standard scale, see game.kuckuck.packs.bot_rank) of `seat`'s card as the view shows it; a
    received Harlekin counts below everything."""
    if seat is None or not (text := view["cards"][seat]):
        return None
    received = view.get("received", ())
    if seat < len(received) and received[seat]:
        return RECEIVED_VALUE
    options = view["options"]
    return bot_rank(text, options.get("deck", "standard52"), bool(options.get("kuku_lowest", False)))


def _state_rank(state: KuckuckState, viewer: int, seat: int) -> int | None:
    card = state.hands[seat] if state.face_up[seat] or seat == viewer else state.knowledge[viewer][seat]
    if card is None:
        return None
    if state.received and state.received[seat]:
        return RECEIVED_VALUE
    return bot_rank_of(card, state.options)


def _lowest_final(
    seat: int, dealer: int, acted: list[str | None] | tuple[str | None, ...], ranks: list[int | None]
) -> int | None:
    """The lowest rank `seat` knows among the hands that can no longer change: every seat that has had its turn
    but the dealer (nobody swaps with a seat after its turn; the dealer may still draw)."""
    final = [
        rank
        for other, rank in enumerate(ranks)
        if rank is not None and other not in (seat, dealer) and acted[other] is not None
    ]
    return min(final) if final else None


def seen_in_view(view: Mapping[str, Any]) -> Seen:
    seat = view["seat"]
    in_deal = view["in_deal"]
    dealer = view["dealer"]
    target = None
    at_domino = seat != dealer and view["acted"][seat] == SWAP and view["to_move"] == seat
    if seat != dealer:
        target = view.get("domino_target") if at_domino else next_seat(seat, in_deal)
    mine = _view_rank(view, seat)
    assert mine is not None
    return Seen(
        mine=mine,
        mine_is_ace_of_spades=view["cards"][seat] == ACE_OF_SPADES.text,
        in_deal=sum(in_deal),
        place=_place(seat, dealer, in_deal),
        left=_view_rank(view, target),
        left_is_ace_of_spades=target is not None and view["cards"][target] == ACE_OF_SPADES.text,
        draws=int(view["draws"]),
        rules=HouseRules.of(view["options"]),
        lowest_final=_lowest_final(seat, dealer, view["acted"], [_view_rank(view, s) for s in range(len(in_deal))]),
        domino=at_domino,
    )


def seen_in_state(state: KuckuckState, seat: int) -> Seen:
    n = state.players
    card = state.hands[seat]
    assert card is not None
    dealer = seat == state.dealer
    left_card = None
    target = None
    at_domino = not dealer and state.acted[seat] == SWAP and state.turn == seat
    if not dealer:
        target = getattr(state, "domino_target", None) if at_domino else next_seat(seat, state.in_deal)
        if target is not None:
            left_card = state.hands[target] if state.face_up[target] else state.knowledge[seat][target]
    return Seen(
        mine=_state_rank(state, seat, seat) or 0,
        mine_is_ace_of_spades=card == ACE_OF_SPADES,
        in_deal=sum(state.in_deal),
        place=_place(seat, state.dealer, state.in_deal),
        left=_state_rank(state, seat, target) if target is not None and left_card is not None else None,
        left_is_ace_of_spades=left_card == ACE_OF_SPADES,
        draws=state.draws,
        rules=house_rules_of(state.options),
        lowest_final=_lowest_final(seat, state.dealer, state.acted, [_state_rank(state, seat, s) for s in range(n)]),
        domino=at_domino,
    )
