"""Kuckuck rules: legal actions and `apply`, which returns a new state and the events it caused.

Choices the rules book (rules.md §1, issue 8) leaves open, settled here:
- Speed-Kuckuck (`speed` on): `timeout` is accepted from the seat to move and never listed by `legal()`. It counts
  as stay and costs one life at once (`lives`, `scores`, and the deal's entry of `hands` at the showdown; a TIMEOUT
  event). A dealer who times out before drawing keeps their own card; after a first draw (double draw on) they keep
  the drawn card and draw no more. A seat a timeout leaves at 0 lives still shows its card: its card counts for the
  lowest (a lower card held by nobody else spares the others), but it loses nothing more; it is out at the end of
  the deal, and if every seat in the deal ends it at 0 the final-tie rule decides.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.core.cards import Card
from game.core.decks import ACE_LOW, STANDARD_52
from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.protocol import JSON, Agent
from game.core.seats import next_seat, order_after
from game.kuckuck.blocking import blocks_draw, blocks_swap
from game.kuckuck.events import KuckuckEvent
from game.kuckuck.options import KuckuckOptions, options_to_json
from game.kuckuck.state import KuckuckState, Phase, Row

if TYPE_CHECKING:
    from game.kuckuck.observation import KuckuckView

LOW_REVEAL_MAX = 3
ACE_OF_SPADES = Card("A", "S")
STAY = "stay"
SWAP = "swap"
TIMEOUT = "timeout"  # Speed-Kuckuck: the controller's action when time runs out; never in legal()


def _set(row: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*row[:index], value, *row[index + 1 :])


def _eliminate(state: KuckuckState, out: tuple[int, ...]) -> KuckuckState:
    return state.evolve(eliminated=(*state.eliminated, out), eliminated_in=(*state.eliminated_in, state.deal_no))


class KuckuckRules:
    game_id = "kuckuck"
    event_kinds = KuckuckEvent

    # --- set-up -------------------------------------------------------------------------------------------

    def make_options(self, players: int, options: Mapping[str, object]) -> KuckuckOptions:
        from game.kuckuck.spec import SPEC

        return KuckuckOptions.from_values(SPEC.parse_options(players, options))

    def options_json(self, options: KuckuckOptions) -> JSON:
        return options_to_json(options)

    def deck(self, options: KuckuckOptions, players: int) -> tuple[Card, ...]:
        return STANDARD_52.cards(options.packs(players))

    def initial_state(self, options: KuckuckOptions, players: int, dealer: int) -> KuckuckState:
        return KuckuckState(options, players, (options.lives,) * players, dealer, Phase.DEAL)

    def deck_to_shuffle(self, state: KuckuckState) -> Sequence[Card] | None:
        if state.phase not in (Phase.DEAL, Phase.SUDDEN_DEATH):
            return None
        return self.deck(state.options, state.players)

    # --- chance -------------------------------------------------------------------------------------------

    def apply_deal(self, state: KuckuckState, order: Sequence[Card]) -> tuple[KuckuckState, list[Event]]:
        deck = self.deck_to_shuffle(state)
        if deck is None:
            raise ValueError("no deal is due")
        if Counter(order) != Counter(deck):
            raise ValueError("deal order: not a complete shuffle of the deck")
        n = state.players
        active = state.alive if state.phase is Phase.DEAL else tuple(s in state.sudden for s in range(n))
        seats = order_after(state.dealer, active)
        hands: list[Card | None] = [None] * n
        for card, seat in zip(order, seats, strict=False):
            hands[seat] = card
        stock = tuple(order[len(seats) :])
        events = [Event(KuckuckEvent.DEAL_START, state.dealer, {"seats": seats, "stock": len(stock)})]
        events += [
            Event(KuckuckEvent.DEALT, seat, {}, {seat: {"card": card.text}})
            for seat, card in zip(seats, order, strict=False)
        ]
        dealt = state.evolve(
            deal_no=state.deal_no + 1,
            in_deal=active,
            hands=tuple(hands),
            stock=stock,
            knowledge=((None,) * n,) * n,
            face_up=(False,) * n,
            stock_shown=None,
            draws=0,
            acted=(None,) * n,
            timed_out=(False,) * n,
            lost_now=(0,) * n,
            held=tuple((card,) if card is not None else () for card in hands),
        )
        if state.phase is Phase.SUDDEN_DEATH:
            return self._resolve_sudden_death(dealt, seats, events)
        return dealt.evolve(phase=Phase.TURN, turn=seats[0]), events

    # --- decisions ----------------------------------------------------------------------------------------

    def to_move(self, state: KuckuckState) -> int | None:
        return state.turn if state.phase is Phase.TURN else None

    def dealer(self, state: KuckuckState) -> int:
        return state.dealer

    def legal(self, state: KuckuckState) -> list[str]:
        if state.phase is not Phase.TURN:
            return []
        if state.turn == state.dealer and not state.stock:
            return [STAY]
        return [STAY, SWAP]

    def apply(self, state: KuckuckState, action: str) -> tuple[KuckuckState, list[Event]]:
        if state.phase is Phase.OVER:
            raise IllegalAction("The match is over.")
        if state.phase is not Phase.TURN or state.turn is None:
            raise IllegalAction("Nobody can act while the cards are being dealt.")
        if action == TIMEOUT:
            return self._timeout(state, state.turn)
        if action not in (STAY, SWAP):
            raise IllegalAction("'{action}' is not a move in Kuckuck: choose stay or swap.", action=action[:40])
        seat = state.turn
        if action not in self.legal(state):
            raise IllegalAction("The stock is empty, so the dealer cannot draw.")
        if seat == state.dealer:
            return self._dealer_acts(state, action)
        if action == STAY:
            acted = _set(state.acted, seat, STAY)
            return self._next_turn(state.evolve(acted=acted), seat), [Event(KuckuckEvent.STAY, seat)]
        return self._swap_with_left(state, seat)

    def _timeout(self, state: KuckuckState, seat: int) -> tuple[KuckuckState, list[Event]]:
        """Speed-Kuckuck: too slow costs one life at once (never below 0) and counts as stay."""
        if state.options.speed_ms is None:
            raise IllegalAction("Speed-Kuckuck is off: there is no time limit, so nobody can run out of time.")
        lost = min(1, state.lives[seat])
        lives = _set(state.lives, seat, state.lives[seat] - lost)
        slow = state.evolve(
            lives=lives,
            timed_out=_set(state.timed_out, seat, True),
            lost_now=_set(state.lost_now, seat, state.lost_now[seat] + lost),
        )
        events = [Event(KuckuckEvent.TIMEOUT, seat, {"lost": lost, "lives": lives[seat]})]
        if seat == state.dealer:
            acted = _set(state.acted, seat, STAY if state.draws == 0 else "draw")
            return self._showdown(slow.evolve(acted=acted), events)
        return self._next_turn(slow.evolve(acted=_set(state.acted, seat, STAY)), seat), events

    def _next_turn(self, state: KuckuckState, seat: int) -> KuckuckState:
        return state.evolve(turn=next_seat(seat, state.in_deal))

    def _swap_with_left(self, state: KuckuckState, seat: int) -> tuple[KuckuckState, list[Event]]:
        target = next_seat(seat, state.in_deal)
        mine, theirs = state.hands[seat], state.hands[target]
        assert mine is not None and theirs is not None
        if blocks_swap(ACE_LOW.value(theirs), state.options.king_blocks, state.options.queens_block):
            blocked = state.evolve(
                face_up=_set(state.face_up, target, True),
                acted=_set(state.acted, seat, "blocked"),
            )
            event = Event(KuckuckEvent.BLOCK, seat, {"target": target, "card": theirs.text})
            return self._next_turn(blocked, seat), [event]
        hands = _set(_set(state.hands, seat, theirs), target, mine)
        face_up = _set(_set(state.face_up, seat, state.face_up[target]), target, state.face_up[seat])
        knowledge = tuple(
            self._after_swap(row, viewer, seat, target, mine, theirs) for viewer, row in enumerate(state.knowledge)
        )
        events = [
            Event(
                KuckuckEvent.SWAP,
                seat,
                {"target": target},
                {
                    seat: {"card": theirs.text, "gave": mine.text},
                    target: {"card": mine.text, "gave": theirs.text},
                },
            )
        ]
        if state.options.low_card_reveal:
            for card, receiver in ((mine, target), (theirs, seat)):
                if ACE_LOW.value(card) <= LOW_REVEAL_MAX:
                    face_up = _set(face_up, receiver, True)
                    events.insert(0, Event(KuckuckEvent.LOW_CARD_SHOWN, receiver, {"card": card.text}))
        held = _set(_set(state.held, seat, (*state.held[seat], theirs)), target, (*state.held[target], mine))
        swapped = state.evolve(
            hands=hands, face_up=face_up, knowledge=knowledge, acted=_set(state.acted, seat, SWAP), held=held
        )
        return self._next_turn(swapped, seat), events

    @staticmethod
    def _after_swap(row: Row, viewer: int, seat: int, target: int, mine: Card, theirs: Card) -> Row:
        """Knowledge moves with the cards; the two players each know what they handed over."""
        moved = _set(_set(row, seat, row[target]), target, row[seat])
        if viewer == seat:
            moved = _set(moved, target, mine)
        elif viewer == target:
            moved = _set(moved, seat, theirs)
        return _set(moved, viewer, None)

    def _dealer_acts(self, state: KuckuckState, action: str) -> tuple[KuckuckState, list[Event]]:
        dealer = state.dealer
        if action == STAY:
            acted = _set(state.acted, dealer, STAY if state.draws == 0 else "draw")
            return self._showdown(state.evolve(acted=acted), [Event(KuckuckEvent.STAY, dealer)])
        top, old = state.stock[0], state.hands[dealer]
        assert old is not None
        options = state.options
        if blocks_draw(ACE_LOW.value(top), options.king_blocks, options.dealer_stock_king):
            blocked = state.evolve(stock_shown=top, acted=_set(state.acted, dealer, "blocked"))
            return self._showdown(blocked, [Event(KuckuckEvent.STOCK_BLOCK, dealer, {"card": top.text})])
        drawn = state.evolve(
            hands=_set(state.hands, dealer, top),
            stock=(*state.stock[1:], old),
            knowledge=tuple(_set(row, dealer, None) for row in state.knowledge),
            face_up=_set(state.face_up, dealer, False),
            draws=state.draws + 1,
            acted=_set(state.acted, dealer, "draw"),
            held=_set(state.held, dealer, (*state.held[dealer], top)),
        )
        events = [Event(KuckuckEvent.DRAW, dealer, {}, {dealer: {"card": top.text, "gave": old.text}})]
        if options.dealer_double_draw and drawn.draws == 1 and drawn.stock:
            return drawn, events
        return self._showdown(drawn, events)

    # --- showdown and the match's end ----------------------------------------------------------------------

    def _showdown(self, state: KuckuckState, events: list[Event]) -> tuple[KuckuckState, list[Event]]:
        seats = [s for s in range(state.players) if state.in_deal[s]]
        cards = {s: state.hands[s] for s in seats}
        low = min(ACE_LOW.value(card) for card in cards.values() if card is not None)
        losers = [s for s in seats if (card := cards[s]) is not None and ACE_LOW.value(card) == low]
        if state.options.tie_rule == "dealer_immune" and len(losers) > 1 and state.dealer in losers:
            losers.remove(state.dealer)
        events.append(
            Event(
                KuckuckEvent.SHOWDOWN,
                None,
                {"cards": [c.text if c else None for c in state.hands], "losers": losers},
            )
        )
        lives = list(state.lives)
        lost = list(state.lost_now) if state.lost_now else [0] * state.players
        for seat in losers:
            card = cards[seat]
            cost = 2 if state.options.ace_of_spades_double and card == ACE_OF_SPADES else 1
            paid = min(cost, lives[seat])  # a seat a timeout left at 0 shows its card but loses nothing more
            if paid:
                lost[seat] += paid
                lives[seat] -= paid
                events.append(Event(KuckuckEvent.LIFE_LOST, seat, {"lost": paid, "lives": lives[seat]}))
        survivors = [s for s in seats if lives[s] > 0]
        out = tuple(s for s in seats if lives[s] == 0)
        after = state.evolve(
            lives=tuple(lives),
            turn=None,
            last_cards=state.hands,
            last_losers=tuple(losers),
            last_dealer=state.dealer,
            lost_per_deal=(*state.lost_per_deal, tuple(lost)),
        )
        if not survivors:
            events.append(Event(KuckuckEvent.SUDDEN_DEATH, None, {"seats": list(out)}))
            return after.evolve(phase=Phase.SUDDEN_DEATH, sudden=out), events
        if out:
            after = _eliminate(after, out)
            events += [Event(KuckuckEvent.ELIMINATED, seat) for seat in out]
        if len(survivors) == 1:
            return self._finish(after, survivors[0], events)
        alive = after.alive
        keep = state.options.dealer_rotation == "fixed" and alive[state.dealer]
        dealer = state.dealer if keep else next_seat(state.dealer, alive)
        events.append(Event(KuckuckEvent.DEALER, dealer))
        return after.evolve(phase=Phase.DEAL, dealer=dealer, hands=(None,) * state.players), events

    def _resolve_sudden_death(
        self, state: KuckuckState, seats: list[int], events: list[Event]
    ) -> tuple[KuckuckState, list[Event]]:
        ranks = {s: ACE_LOW.value(card) for s in seats if (card := state.hands[s]) is not None}
        events.append(
            Event(
                KuckuckEvent.SHOWDOWN,
                None,
                {"cards": [c.text if c else None for c in state.hands], "sudden_death": True},
            )
        )
        after = state.evolve(last_cards=state.hands)
        if state.options.final_tie == "sudden_death_high_wins":
            best = max(ranks.values())
            staying = tuple(s for s in seats if ranks[s] == best)
        else:
            worst = min(ranks.values())
            staying = tuple(s for s in seats if ranks[s] != worst) or tuple(seats)
        out = tuple(s for s in seats if s not in staying)
        if out:
            after = _eliminate(after, out)
            events += [Event(KuckuckEvent.ELIMINATED, seat) for seat in out]
        if len(staying) == 1:
            return self._finish(after, staying[0], events)
        events.append(Event(KuckuckEvent.SUDDEN_DEATH, None, {"seats": list(staying)}))
        return after.evolve(sudden=staying, last_losers=out), events

    def _finish(self, state: KuckuckState, winner: int, events: list[Event]) -> tuple[KuckuckState, list[Event]]:
        events.append(Event(KuckuckEvent.MATCH_OVER, winner))
        return state.evolve(phase=Phase.OVER, winners=(winner,), turn=None, sudden=()), events

    # --- observation and results ---------------------------------------------------------------------------

    def view(self, state: KuckuckState, seat: int | None) -> KuckuckView:
        from game.kuckuck.observation import observe

        return observe(state, seat, self.legal(state) if seat is not None and seat == self.to_move(state) else [])

    def scores(self, state: KuckuckState) -> list[int]:
        return list(state.lives)

    def hands(self, state: KuckuckState) -> list[list[int]]:
        return [list(deal) for deal in state.lost_per_deal]

    def winners(self, state: KuckuckState) -> list[int]:
        return list(state.winners)

    def hold_after(self, event: Event) -> Hold | None:
        if event.kind == KuckuckEvent.SHOWDOWN:
            return Hold.REVEAL
        if event.kind == KuckuckEvent.DEAL_START:
            return Hold.DEAL
        return None

    def agent(self, level: str) -> Agent:
        from game.kuckuck.bots import agent_for

        return agent_for(level)
