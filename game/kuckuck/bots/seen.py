"""What a rule-of-thumb bot reads off its seat's sight: its card, its place after the dealer, the left
neighbour's card when it is known, the dealer's draws, and the house rules that change the play.

A special pack with its powers on (rules.md §1) changes what a card means to the seat: a fool pays at the
showdown whatever else lies (`FOOL_RANK`, below everything), a received Harlekin counts below every other card,
and so would a Harlekin this seat took from a neighbour. The request's card is read along the skip chain the seat
can see: a shown skip card sends it on to the next seat (past the dealer to the stock's unknown top card); a
known block or penalty card, or a chain back to this seat, means no swap (`left_blocks`: a penalty also costs a
life, so the seat never asks one); a known stop card ends all exchanges (`left_stops`).

`seen_in_view` reads a seat's view (what every bot gets); `seen_in_state` reads the same facts straight off a
full state, touching only what that seat may see (its own card, its left neighbour's card only when it lies face
up or the seat knows it from a swap). The search's play-outs and the tournament's field use the second, because
building a view is most of the cost of a move; tests check that the two always agree.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.packs import STANDARD
from game.core.seats import next_seat, order_after
from game.kuckuck.blocking import blocks_swap
from game.kuckuck.packs import BLOCK, FOOL, HARLEKIN, PENALTY, POWERS, RECEIVED_VALUE, SKIP, STOP, bot_rank

if TYPE_CHECKING:
    from game.kuckuck.options import KuckuckOptions
    from game.kuckuck.state import KuckuckState

ACE_OF_SPADES = Card("A", "S")
SWAP = "swap"
FOOL_RANK = -1  # a fool with powers on: its holder pays whatever the others hold


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
    deck: str = STANDARD
    deck_powers: bool = False
    kuku_lowest: bool = False

    @property
    def powers(self) -> bool:
        """A special pack's powers are on."""
        return self.deck_powers and self.deck != STANDARD

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
    left_blocks: bool = False  # powers on: asking ends in a known block or penalty card, or back at this seat
    left_stops: bool = False  # powers on: asking meets a known stop card (all exchanges end)

    @property
    def dealer(self) -> bool:
        return self.place == self.in_deal


def left_blocked(seen: Seen) -> bool:
    """Asking would get this seat no card: a known blocker (the King/Queen rules; with powers a block or penalty
    card, or a skip chain back to the seat)."""
    rules = seen.rules
    if rules.powers:
        return seen.left_blocks
    return seen.left is not None and blocks_swap(seen.left, rules.king_blocks, rules.queens_block)


def _place(seat: int, dealer: int, in_deal: list[bool] | tuple[bool, ...]) -> int:
    return order_after(dealer, in_deal).index(seat) + 1


def _power(text: str, rules: HouseRules) -> str | None:
    if not rules.powers or (rules.kuku_lowest and text == "KUK"):
        return None
    return POWERS.get(text)


def _rank(text: str | None, received: bool, rules: HouseRules) -> int | None:
    """What a card the seat knows counts for (the standard scale, game.kuckuck.packs.bot_rank)."""
    if text is None:
        return None
    if received:
        return RECEIVED_VALUE
    if rules.powers and _power(text, rules) == FOOL:
        return FOOL_RANK
    return bot_rank(text, rules.deck, rules.kuku_lowest)


def _request(
    seat: int,
    target: int,
    dealer: int,
    in_deal: list[bool] | tuple[bool, ...],
    known: Callable[[int], str | None],
    rank: Callable[[int], int | None],
    rules: HouseRules,
) -> tuple[int | None, bool, bool]:
    """What asking `target` would bring the seat as far as it can tell: the rank of the card it would get (None:
    unknown), no swap at all, exchanges ended. Powers off: the target's card as it is."""
    if not rules.powers:
        return rank(target), False, False
    while True:
        if target == seat:
            return None, True, False
        text = known(target)
        kind = _power(text, rules) if text is not None else None
        if kind in (BLOCK, PENALTY):
            return None, True, False
        if kind == STOP:
            return None, False, True
        if kind != SKIP:
            return (RECEIVED_VALUE if kind == HARLEKIN else rank(target)), False, False
        if target == dealer:  # past the dealer: the stock's top card, unknown
            return None, False, False
        target = next_seat(target, in_deal)


def _lowest_final(
    seat: int, dealer: int, acted: list[str | None] | tuple[str | None, ...], ranks: list[int | None]
) -> int | None:
    """The lowest rank `seat` knows among the hands that can no longer change: every seat that has had its turn
    but the dealer (nobody swaps with a seat after its turn; the dealer may still draw). A fool spares nobody."""
    final = [
        rank
        for other, rank in enumerate(ranks)
        if rank is not None and rank > FOOL_RANK and other not in (seat, dealer) and acted[other] is not None
    ]
    return min(final) if final else None


def seen_in_view(view: Mapping[str, Any]) -> Seen:
    seat = view["seat"]
    in_deal = view["in_deal"]
    dealer = view["dealer"]
    rules = HouseRules.of(view["options"])
    cards = view["cards"]
    received = view.get("received") or [False] * len(cards)
    target = None
    at_domino = seat != dealer and view["acted"][seat] == SWAP and view["to_move"] == seat
    if seat != dealer:
        target = view.get("domino_target") if at_domino else next_seat(seat, in_deal)
    ranks = [_rank(text, bool(got), rules) for text, got in zip(cards, received, strict=True)]
    mine = ranks[seat]
    assert mine is not None
    left, blocks, stops = (None, False, False)
    if target is not None:
        left, blocks, stops = _request(seat, target, dealer, in_deal, cards.__getitem__, ranks.__getitem__, rules)
    return Seen(
        mine=mine,
        mine_is_ace_of_spades=cards[seat] == ACE_OF_SPADES.text,
        in_deal=sum(in_deal),
        place=_place(seat, dealer, in_deal),
        left=left,
        left_is_ace_of_spades=target is not None and cards[target] == ACE_OF_SPADES.text and not rules.powers,
        draws=int(view["draws"]),
        rules=rules,
        lowest_final=_lowest_final(seat, dealer, view["acted"], ranks),
        domino=at_domino,
        left_blocks=blocks,
        left_stops=stops,
    )


def seen_in_state(state: KuckuckState, seat: int) -> Seen:
    n = state.players
    card = state.hands[seat]
    assert card is not None
    rules = house_rules_of(state.options)
    dealer = seat == state.dealer
    hands, face_up, knowledge = state.hands, state.face_up, state.knowledge[seat]
    received = state.received or (False,) * n

    def known(other: int) -> str | None:
        shown = hands[other] if face_up[other] or other == seat else knowledge[other]
        return shown.text if shown is not None else None

    ranks = [_rank(known(other), received[other], rules) if hands[other] is not None else None for other in range(n)]
    target = None
    at_domino = not dealer and state.acted[seat] == SWAP and state.turn == seat
    if not dealer:
        target = getattr(state, "domino_target", None) if at_domino else next_seat(seat, state.in_deal)
    left, blocks, stops = (None, False, False)
    if target is not None:
        left, blocks, stops = _request(seat, target, state.dealer, state.in_deal, known, ranks.__getitem__, rules)
    return Seen(
        mine=ranks[seat] or 0,
        mine_is_ace_of_spades=card == ACE_OF_SPADES,
        in_deal=sum(state.in_deal),
        place=_place(seat, state.dealer, state.in_deal),
        left=left,
        left_is_ace_of_spades=target is not None and known(target) == ACE_OF_SPADES.text and not rules.powers,
        draws=state.draws,
        rules=rules,
        lowest_final=_lowest_final(seat, state.dealer, state.acted, ranks),
        domino=at_domino,
        left_blocks=blocks,
        left_stops=stops,
    )
