"""Kuckuck rules: legal actions and `apply`, which returns a new state and the events it caused.

Choices the rules book (rules.md §1, issue 8) leaves open, settled here:
- Speed-Kuckuck (`speed` on): `timeout` is accepted from the seat to move and never listed by `legal()`. It counts
  as stay and costs one life at once (`lives`, `scores`, and the deal's entry of `hands` at the showdown; a TIMEOUT
  event). A dealer who times out before drawing keeps their own card; after a first draw (double draw on) they keep
  the drawn card and draw no more. A seat a timeout leaves at 0 lives still shows its card: its card counts for the
  lowest (a lower card held by nobody else spares the others), but it loses nothing more; it is out at the end of
  the deal, and if every seat in the deal ends it at 0 the final-tie rule decides.
- Domino (`domino` = A23 | A): a non-dealer whose own swap succeeds always decides again at once (its acted is
  "swap" meanwhile): `legal()` is ["stay", "swap"] when the card it received opens a domino (an A, 2 or 3; or an
  Ace) and the seat it swapped with was not the dealer, else ["stay"]. The domino swap goes to the next seat in the
  deal after the one it swapped with (the dealer may be that seat) and is blocked like any swap (King, Queen rules;
  low cards are shown as usual). Its own result never opens another: at most one domino swap per turn. A DOMINO
  event (public target, swap) reports the second decision; acted becomes "domino" or "domino_blocked" after a
  domino swap and stays "swap" after a stay. A timeout at that decision counts as stay.
- First dealer by the Jack deal (`first_dealer` = first_jack): the match's first order (queued with `deal()` or
  shuffled from the seed) is dealt face up from seat 0 clockwise until a seat gets a Jack; that seat deals first
  (a JACK_DEAL event, then DEALER). The whole order is used up: the first real deal takes the next order. Until
  then the phase is "jack_deal" and `dealer` is only a placeholder; `open_match(..., dealer=…)` is refused.
- The pot (`pot` in every view, and in LIFE_LOST and TIMEOUT events) counts every life lost so far, in every game.
  In the money game (`money_game` on) lives are chips: the pot holds each chip lost (two for the A♠ with
  `ace_of_spades_double`, never more than a seat has), and the winner takes it at the end (a POT_WON event), so
  their score is players × buy-in and every other seat's is 0. Chips in front of the seats plus the pot always
  make players × buy-in.
- Special packs (`deck`, `deck_powers`, `kuku_lowest`; rules.md §1 and issue 21's points 1–11; the packs' tables in
  game.kuckuck.packs): a request is resolved in game.kuckuck.requests, seat by seat along a skip chain. A card a
  power acts with (block, penalty, stop, skip) lies face up until it changes hands; a swap in which a Harlekin
  changes hands is made face up (both cards), since the "received" marker it leaves is public. Acted: "blocked"
  after a block or a penalty, "stopped" after a stop (the showdown follows at once), "swap" after a swap at the
  end of a chain or with the stock. The Gnav fool lies face up from the deal on. The dealer's failed draw (only
  skip cards left) is acted "blocked" with a DRAW_FAILED event; laid-aside cards are public (`laid_aside` in the
  view).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from game.core.cards import Card
from game.core.decks import STANDARD_52
from game.core.errors import IllegalAction
from game.core.events import Event, Hold
from game.core.packs import pack_cards
from game.core.protocol import JSON
from game.core.seats import next_seat, order_after
from game.kuckuck import events as K
from game.kuckuck.blocking import blocks_draw
from game.kuckuck.domino import DOMINO, DOMINO_BLOCKED, opens_domino
from game.kuckuck.options import KuckuckOptions, options_to_json
from game.kuckuck.packs import (
    FOOL,
    PUBLIC_FOOL,
    RECEIVED_VALUE,
    SKIP,
    is_first_jack,
    is_special,
    king,
    power,
    powers_on,
    value,
)
from game.kuckuck.requests import STOCK, request
from game.kuckuck.state import KuckuckState, Phase, replaced

if TYPE_CHECKING:
    from game.kuckuck.observation import KuckuckView

HOLDS: dict[type[Event], Hold] = {K.Showdown: Hold.REVEAL, K.DealStart: Hold.DEAL}
ACE_OF_SPADES = Card("A", "S")
STAY = "stay"
SWAP = "swap"
TIMEOUT = "timeout"  # Speed-Kuckuck: the controller's action when time runs out; never in legal()
STOPPED = "stopped"  # acted: the seat's request met a stop card (the deal ended at once)


def _eliminate(state: KuckuckState, out: tuple[int, ...]) -> KuckuckState:
    return state.evolve(eliminated=(*state.eliminated, out), eliminated_in=(*state.eliminated_in, state.deal_no))


class KuckuckRules:
    game_id = "kuckuck"
    event_types = K.EVENTS

    # --- set-up -------------------------------------------------------------------------------------------

    def make_options(self, players: int, options: Mapping[str, object]) -> KuckuckOptions:
        from game.kuckuck.spec import SPEC

        return KuckuckOptions.from_values(SPEC.parse_options(players, options))

    def options_json(self, options: KuckuckOptions) -> JSON:
        return options_to_json(options)

    def deck(self, options: KuckuckOptions, players: int) -> tuple[Card, ...]:
        if is_special(options.deck):
            return pack_cards(options.deck)
        return STANDARD_52.cards(options.packs(players))

    def initial_state(self, options: KuckuckOptions, players: int, dealer: int) -> KuckuckState:
        phase = Phase.JACK_DEAL if options.first_dealer == "first_jack" else Phase.DEAL
        return KuckuckState(options, players, (options.lives,) * players, dealer, phase)

    def deck_to_shuffle(self, state: KuckuckState) -> Sequence[Card] | None:
        if state.phase not in (Phase.JACK_DEAL, Phase.DEAL, Phase.SUDDEN_DEATH):
            return None
        return self.deck(state.options, state.players)

    # --- chance -------------------------------------------------------------------------------------------

    def apply_deal(self, state: KuckuckState, order: Sequence[Card]) -> tuple[KuckuckState, list[Event]]:
        deck = self.deck_to_shuffle(state)
        if deck is None:
            raise ValueError("no deal is due")
        if Counter(order) != Counter(deck):
            raise ValueError("deal order: not a complete shuffle of the deck")
        if state.phase is Phase.JACK_DEAL:
            return self._jack_deal(state, order)
        n = state.players
        active = state.alive if state.phase is Phase.DEAL else tuple(s in state.sudden for s in range(n))
        seats = order_after(state.dealer, active)
        hands: list[Card | None] = [None] * n
        for card, seat in zip(order, seats, strict=False):
            hands[seat] = card
        stock = tuple(order[len(seats) :])
        events: list[Event] = [K.DealStart(seat=state.dealer, seats=tuple(seats), stock=len(stock))]
        events += [K.Dealt(seat=seat, card=card.text) for seat, card in zip(seats, order, strict=False)]
        # powers on: the Gnav fool lies face up from the deal on (sudden death is played without powers)
        fools = state.phase is Phase.DEAL and powers_on(state.options)
        face_up = tuple(fools and card is not None and card.rank == PUBLIC_FOOL for card in hands)
        events += [K.FoolShown(seat=seat, card=PUBLIC_FOOL) for seat in seats if face_up[seat]]
        dealt = state.evolve(
            deal_no=state.deal_no + 1,
            in_deal=active,
            hands=tuple(hands),
            stock=stock,
            knowledge=((None,) * n,) * n,
            face_up=face_up,
            received=(False,) * n,
            laid_aside=(),
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

    @staticmethod
    def _jack_deal(state: KuckuckState, order: Sequence[Card]) -> tuple[KuckuckState, list[Event]]:
        """first_jack: the order is dealt face up from seat 0 clockwise until a seat gets a Jack (in a special
        pack its cuckoo card: GJO, CUC, KUK); it deals first."""
        first = next(index for index, card in enumerate(order) if is_first_jack(card, state.options))
        dealer = first % state.players
        cards = tuple(card.text for card in order[: first + 1])
        seats = tuple(index % state.players for index in range(first + 1))
        events: list[Event] = [K.JackDeal(seat=dealer, cards=cards, seats=seats), K.Dealer(seat=dealer)]
        return state.evolve(phase=Phase.DEAL, dealer=dealer), events

    # --- decisions ----------------------------------------------------------------------------------------

    def to_move(self, state: KuckuckState) -> int | None:
        return state.turn if state.phase is Phase.TURN else None

    def dealer(self, state: KuckuckState) -> int:
        return state.dealer

    def legal(self, state: KuckuckState) -> list[str]:
        if state.phase is not Phase.TURN:
            return []
        if state.turn == state.dealer:
            return [STAY, SWAP] if state.stock else [STAY]
        if self.at_domino(state):
            return [STAY, SWAP] if state.domino_offered else [STAY]
        return [STAY, SWAP]

    @staticmethod
    def at_domino(state: KuckuckState) -> bool:
        """The seat to move swapped this turn and decides again (domino on): stay, or a domino swap if offered."""
        return state.turn is not None and state.turn != state.dealer and state.acted[state.turn] == SWAP

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
            if seat != state.dealer:
                raise IllegalAction("No domino swap this time: the card you received does not allow one, so stay.")
            raise IllegalAction("The stock is empty, so the dealer cannot draw.")
        if seat == state.dealer:
            return self._dealer_acts(state, action)
        if self.at_domino(state):
            return self._domino(state, seat, action)
        if action == STAY:
            acted = replaced(state.acted, seat, STAY)
            return self._next_turn(state.evolve(acted=acted), seat), [K.Stay(seat=seat)]
        return self._swap_with_left(state, seat)

    def _timeout(self, state: KuckuckState, seat: int) -> tuple[KuckuckState, list[Event]]:
        """Speed-Kuckuck: too slow costs one life at once (never below 0) and counts as stay."""
        if state.options.speed_ms is None:
            raise IllegalAction("Speed-Kuckuck is off: there is no time limit, so nobody can run out of time.")
        lost = min(1, state.lives[seat])
        lives = replaced(state.lives, seat, state.lives[seat] - lost)
        slow = state.evolve(
            lives=lives,
            timed_out=replaced(state.timed_out, seat, True),
            lost_now=replaced(state.lost_now, seat, state.lost_now[seat] + lost),
            pot=state.pot + lost,
        )
        events: list[Event] = [K.Timeout(seat=seat, lost=lost, lives=lives[seat], pot=slow.pot)]
        if seat == state.dealer:
            acted = replaced(state.acted, seat, STAY if state.draws == 0 else "draw")
            return self._showdown(slow.evolve(acted=acted), events)
        if self.at_domino(state):  # it swapped, then ran out of time: no domino swap
            return self._next_turn(slow.evolve(domino_target=None, domino_offered=False), seat), events
        return self._next_turn(slow.evolve(acted=replaced(state.acted, seat, STAY)), seat), events

    def _next_turn(self, state: KuckuckState, seat: int) -> KuckuckState:
        return state.evolve(turn=next_seat(seat, state.in_deal))

    def _swap_with_left(self, state: KuckuckState, seat: int) -> tuple[KuckuckState, list[Event]]:
        target = next_seat(seat, state.in_deal)
        after, events, outcome = request(state, seat, target, domino=False)
        if outcome.stopped:
            return self._showdown(after.evolve(acted=replaced(after.acted, seat, STOPPED)), events)
        if outcome.received is None or outcome.partner is None:
            return self._next_turn(after.evolve(acted=replaced(after.acted, seat, "blocked")), seat), events
        after = after.evolve(acted=replaced(after.acted, seat, SWAP))
        domino = state.options.domino
        if domino == "off":
            return self._next_turn(after, seat), events
        # domino on: the swapper always decides again, so being asked tells the table nothing. The domino target
        # is the seat after the one actually swapped with; none after swapping with the dealer or the stock.
        partner = outcome.partner
        beyond = None if partner in (state.dealer, STOCK) else next_seat(partner, state.in_deal)
        offered = beyond is not None and opens_domino(value(outcome.received, state.options), domino)
        return after.evolve(domino_target=beyond, domino_offered=offered), events

    def _domino(self, state: KuckuckState, seat: int, action: str) -> tuple[KuckuckState, list[Event]]:
        """The swapper's second decision: stay, or one more swap with the seat beyond the one it swapped with."""
        target = state.domino_target
        cleared = state.evolve(domino_target=None, domino_offered=False)
        announced = K.Domino(seat=seat, target=target, swap=action == SWAP)
        if action == STAY:
            return self._next_turn(cleared, seat), [announced]
        assert target is not None
        after, events, outcome = request(cleared, seat, target, domino=True)
        if outcome.stopped:
            return self._showdown(after.evolve(acted=replaced(after.acted, seat, STOPPED)), [announced, *events])
        acted = replaced(after.acted, seat, DOMINO if outcome.received is not None else DOMINO_BLOCKED)
        return self._next_turn(after.evolve(acted=acted), seat), [announced, *events]

    def _dealer_acts(self, state: KuckuckState, action: str) -> tuple[KuckuckState, list[Event]]:
        dealer = state.dealer
        if action == STAY:
            acted = replaced(state.acted, dealer, STAY if state.draws == 0 else "draw")
            return self._showdown(state.evolve(acted=acted), [K.Stay(seat=dealer)])
        options = state.options
        if powers_on(options):
            return self._dealer_draws(state)
        top, old = state.stock[0], state.hands[dealer]
        assert old is not None
        if blocks_draw(value(top, options), options.king_blocks, options.dealer_stock_king, king(options)):
            blocked = state.evolve(stock_shown=top, acted=replaced(state.acted, dealer, "blocked"))
            return self._showdown(blocked, [K.StockBlock(seat=dealer, card=top.text)])
        drawn = state.evolve(
            hands=replaced(state.hands, dealer, top),
            stock=(*state.stock[1:], old),
            knowledge=tuple(replaced(row, dealer, None) for row in state.knowledge),
            face_up=replaced(state.face_up, dealer, False),
            draws=state.draws + 1,
            acted=replaced(state.acted, dealer, "draw"),
            held=replaced(state.held, dealer, (*state.held[dealer], top)),
        )
        events: list[Event] = [K.Draw(seat=dealer, card=top.text, gave=old.text)]
        if options.dealer_double_draw and drawn.draws == 1 and drawn.stock:
            return drawn, events
        return self._showdown(drawn, events)

    def _dealer_draws(self, state: KuckuckState) -> tuple[KuckuckState, list[Event]]:
        """The dealer's draw with powers on: skip cards are laid aside (they leave the deal) until another card
        comes up, which the dealer keeps whatever it is; if the stock runs out the draw fails and the dealer keeps
        its card (no second draw)."""
        dealer, options = state.dealer, state.options
        stock, laid = state.stock, state.laid_aside
        events: list[Event] = []
        while stock and power(stock[0], options) == SKIP:
            events.append(K.LaidAside(seat=dealer, card=stock[0].text))
            laid, stock = (*laid, stock[0]), stock[1:]
        if not stock:
            events.append(K.DrawFailed(seat=dealer))
            failed = state.evolve(stock=(), laid_aside=laid, acted=replaced(state.acted, dealer, "blocked"))
            return self._showdown(failed, events)
        top, old = stock[0], state.hands[dealer]
        assert old is not None
        fool = top.rank == PUBLIC_FOOL
        drawn = state.evolve(
            hands=replaced(state.hands, dealer, top),
            stock=(*stock[1:], old),
            laid_aside=laid,
            knowledge=tuple(replaced(row, dealer, None) for row in state.knowledge),
            face_up=replaced(state.face_up, dealer, fool),
            received=replaced(state.received, dealer, False),
            draws=state.draws + 1,
            acted=replaced(state.acted, dealer, "draw"),
            held=replaced(state.held, dealer, (*state.held[dealer], top)),
        )
        events.append(K.Draw(seat=dealer, card=top.text, gave=old.text))
        if fool:
            events.append(K.FoolShown(seat=dealer, card=top.text))
        if options.dealer_double_draw and drawn.draws == 1 and drawn.stock:
            return drawn, events
        return self._showdown(drawn, events)

    # --- showdown and the match's end ----------------------------------------------------------------------

    @staticmethod
    def showdown_value(state: KuckuckState, seat: int) -> int:
        """What `seat`'s card counts at the showdown: its kind's value, a received Harlekin below everything."""
        card = state.hands[seat]
        assert card is not None
        if state.received and state.received[seat]:
            return RECEIVED_VALUE
        return value(card, state.options)

    @staticmethod
    def _losers(state: KuckuckState, seats: list[int]) -> tuple[list[int], list[int]]:
        """Who loses at the showdown: the fool holders (powers on), then the lowest card among the other seats
        (`tie_rule` applies to that tie only); if every seat holds a fool, only they pay."""
        options = state.options
        fools = [s for s in seats if (card := state.hands[s]) is not None and power(card, options) == FOOL]
        others = [s for s in seats if s not in fools]
        if not others:
            return fools, fools
        low = min(KuckuckRules.showdown_value(state, s) for s in others)
        lowest = [s for s in others if KuckuckRules.showdown_value(state, s) == low]
        if options.tie_rule == "dealer_immune" and len(lowest) > 1 and state.dealer in lowest:
            lowest.remove(state.dealer)
        return sorted(fools + lowest), fools

    def _showdown(self, state: KuckuckState, events: list[Event]) -> tuple[KuckuckState, list[Event]]:
        seats = [s for s in range(state.players) if state.in_deal[s]]
        cards = {s: state.hands[s] for s in seats}
        losers, fools = self._losers(state, seats)
        shown = tuple(c.text if c else None for c in state.hands)
        events.append(K.Showdown(cards=shown, losers=tuple(losers), sudden_death=False))
        if fools:
            events.append(K.FoolPaid(seats=tuple(fools)))
        lives = list(state.lives)
        lost = list(state.lost_now) if state.lost_now else [0] * state.players
        pot = state.pot
        for seat in losers:
            card = cards[seat]
            cost = 2 if state.options.ace_of_spades_double and card == ACE_OF_SPADES else 1
            paid = min(cost, lives[seat])  # a seat a timeout left at 0 shows its card but loses nothing more
            if paid:
                lost[seat] += paid
                lives[seat] -= paid
                pot += paid
                events.append(K.LifeLost(seat=seat, lost=paid, lives=lives[seat], pot=pot))
        survivors = [s for s in seats if lives[s] > 0]
        out = tuple(s for s in seats if lives[s] == 0)
        after = state.evolve(
            lives=tuple(lives),
            pot=pot,
            turn=None,
            last_cards=state.hands,
            last_losers=tuple(losers),
            last_dealer=state.dealer,
            lost_per_deal=(*state.lost_per_deal, tuple(lost)),
        )
        if not survivors:
            events.append(K.SuddenDeath(seats=out))
            return after.evolve(phase=Phase.SUDDEN_DEATH, sudden=out), events
        if out:
            after = _eliminate(after, out)
            events += [K.Eliminated(seat=seat) for seat in out]
        if len(survivors) == 1:
            return self._finish(after, survivors[0], events)
        alive = after.alive
        keep = state.options.dealer_rotation == "fixed" and alive[state.dealer]
        dealer = state.dealer if keep else next_seat(state.dealer, alive)
        events.append(K.Dealer(seat=dealer))
        return after.evolve(phase=Phase.DEAL, dealer=dealer, hands=(None,) * state.players), events

    def _resolve_sudden_death(
        self, state: KuckuckState, seats: list[int], events: list[Event]
    ) -> tuple[KuckuckState, list[Event]]:
        ranks = {s: value(card, state.options) for s in seats if (card := state.hands[s]) is not None}
        shown = tuple(c.text if c else None for c in state.hands)
        events.append(K.Showdown(cards=shown, losers=(), sudden_death=True))
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
            events += [K.Eliminated(seat=seat) for seat in out]
        if len(staying) == 1:
            return self._finish(after, staying[0], events)
        events.append(K.SuddenDeath(seats=staying))
        return after.evolve(sudden=staying, last_losers=out), events

    def _finish(self, state: KuckuckState, winner: int, events: list[Event]) -> tuple[KuckuckState, list[Event]]:
        if state.options.money_game:
            events.append(K.PotWon(seat=winner, chips=state.pot))
            state = state.evolve(lives=replaced(state.lives, winner, state.lives[winner] + state.pot), pot=0)
        events.append(K.MatchOver(seat=winner))
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
        return HOLDS.get(type(event))
