"""What the hard bot can infer about hidden cards in a special pack with its powers on (rules.md §1).

As in game.kuckuck.inference, every card dealt is a variable (seats by number, the stock's cards after them, top
first). With powers a request's course depends on the cards it meets: a skip card sends it on (past the dealer to
the stock's top card), a block or penalty card ends it, a Harlekin changing hands makes the swap face up. The view
says how each request ended (acted "swap" or "blocked", a life lost at once for a penalty) and which cards lie face
up now, but not how far each one went. So the deal's public course is walked through every course consistent with
those: at each hidden card a request meets, each power class it could hold (checked against the shown cards the
view still holds) is a branch; each complete course names the power class of every variable it touched and ends
with the face-up cards where the view shows them. Each course is a `HiddenDeal` (its cards drawn uniformly among
those consistent with it), and a sample picks a course in proportion to its number of consistent deals, so the
samples are uniform over the whole deals consistent with the view (the world built from one is checked against
the view by the rules themselves, game.kuckuck.determinize).

What the powers do is read off game.kuckuck.packs (`power`); this walks only where a request can go.
Not covered (the hard bot plays the normal bot's move there): `domino` and `low_card_reveal` with powers on.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from game.ai.sampling import HiddenDeal, HiddenHand
from game.core.cards import Card
from game.core.packs import PackCard, pack_cards
from game.core.seats import next_seat, order_after
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.packs import BLOCK, HARLEKIN, PENALTY, PUBLIC_FOOL, SKIP, STOP, bot_rank, power
from game.kuckuck.samples import Sample, swap_probability

if TYPE_CHECKING:
    import numpy as np

Kinds = frozenset[str]
MOST_COURSES = 64  # more consistent courses than this: the view is too tangled to walk (the normal bot decides)


class Untraceable(ValueError):
    """The view's course cannot be walked here (an option not covered, or too many courses)."""


@dataclass(frozen=True)
class _Classes:
    """The pack's kinds by what they do when asked."""

    every: Kinds
    skip: Kinds
    block: Kinds
    penalty: Kinds
    stop: Kinds
    harlekin: Kinds
    plain: Kinds  # swapped without a show: no power, or a fool

    @classmethod
    def of(cls, options: KuckuckOptions) -> _Classes:
        by: dict[str | None, set[str]] = {}
        for card in pack_cards(options.deck):
            by.setdefault(power(card, options), set()).add(card.rank)
        every = frozenset(card.rank for card in pack_cards(options.deck))

        def kinds(name: str) -> Kinds:
            return frozenset(by.get(name, ()))

        shown = kinds(SKIP) | kinds(BLOCK) | kinds(PENALTY) | kinds(STOP) | kinds(HARLEKIN)
        return cls(every, kinds(SKIP), kinds(BLOCK), kinds(PENALTY), kinds(STOP), kinds(HARLEKIN), every - shown)


@dataclass(frozen=True)
class _Walk:
    """One course of the deal so far, part way: which variable each seat holds, what each variable may be, the
    variables lying face up, the stock's variables taken, the viewer's received cards used."""

    at: tuple[int, ...]  # seat -> variable (-1: out of the deal)
    may_be: Mapping[int, Kinds]
    shown: frozenset[int]
    taken: tuple[int, ...]  # stock variables taken by requests past the dealer, in order
    under: frozenset[int]  # variables gone under the stock
    received: int  # the viewer's held cards accounted for
    decided: tuple[int, ...]  # the variable each other seat held when it chose, in turn order


@dataclass(frozen=True)
class Course:
    """One complete consistent course: its deal of the hidden cards and what it says about the variables."""

    deal: HiddenDeal
    free: tuple[int, ...]  # the variables the deal draws, in its hands' order
    pins: Mapping[int, Card]
    taken: tuple[int, ...]
    decided: tuple[int, ...]
    log_count: float  # log of the whole deals consistent with it


class PowerPosterior:
    """Samples of the deal as dealt, consistent with a powers-on view; set up once per decision."""

    def __init__(self, view: Mapping[str, Any], threshold: int = 7) -> None:
        options = KuckuckOptions.from_values(dict(view["options"]))
        self.threshold = threshold
        if options.domino != "off" or options.low_card_reveal:
            raise Untraceable("domino and low_card_reveal with powers on are not walked")
        self.options = options
        self.classes = _Classes.of(options)
        self.players = int(view["players"])
        self.me: int = view["seat"]
        self.dealer: int = view["dealer"]
        self.in_deal: list[bool] = list(view["in_deal"])
        self.order = order_after(self.dealer, self.in_deal)
        self.cards: list[str | None] = list(view["cards"])
        self.face_up: list[bool] = list(view["face_up"])
        self.held = [PackCard(text) for text in view["held"]]
        self.drew = self.me == self.dealer and int(view["draws"]) > 0
        self.drawn = self.held[len(self.held) - int(view["draws"]) :] if self.drew else []
        self.laid = [PackCard(text) for text in view.get("laid_aside", [])]
        self.steps: list[tuple[int, str, bool]] = []  # (seat, acted, its choice counts as a decision)
        timed_out = view.get("timed_out", [False] * self.players)
        lost_now = view.get("lost_now", [0] * self.players)
        self.penalised = [bool(lost) and not slow for lost, slow in zip(lost_now, timed_out, strict=True)]
        for seat in self.order:
            action = view["acted"][seat]
            if action is None or seat == self.dealer:
                break
            if action not in ("stay", "swap", "blocked"):
                raise Untraceable(f"acted {action!r} is not walked")
            self.steps.append((seat, action, seat != self.me and not (timed_out[seat] and action == "stay")))
        self.actions = ["stay" if action == "stay" else "swap" for _, action, counts in self.steps if counts]
        self.groups = [group for group in (self.classes.skip, self.classes.block, self.classes.penalty) if group]
        self.groups += [self.classes.stop] if self.classes.stop else []
        drew = {self.dealer} if self.drew else set()  # the viewer dealt and drew: its card went under the stock
        self.swapping = [  # by step: the seats that will still swap from it on (their card may go under the stock)
            frozenset({*drew, *(seat for seat, action, _ in self.steps[step:] if action == "swap")})
            for step in range(len(self.steps) + 1)
        ]
        self.visible = Counter(
            text for seat, text in enumerate(self.cards) if text and self.face_up[seat] and self.in_deal[seat]
        )
        self.courses = self._courses()
        if not self.courses:
            raise Untraceable("view: no course of the deal walked here is consistent with it")
        top = max(course.log_count for course in self.courses)
        weights = [math.exp(course.log_count - top) for course in self.courses]
        total = sum(weights)
        self.chances = [weight / total for weight in weights]

    # --- the walk -----------------------------------------------------------------------------------------

    def _courses(self) -> list[Course]:
        start = _Walk(
            at=tuple(seat if self.in_deal[seat] else -1 for seat in range(self.players)),
            may_be={self.me: frozenset({self.held[0].rank})},
            shown=frozenset(),
            taken=(),
            under=frozenset(),
            received=0,
            decided=(),
        )
        courses: list[Course] = []
        for walk in self._walk(start, 0):
            course = self._finish(walk)
            if course is not None:
                courses.append(course)
            if len(courses) > MOST_COURSES:
                raise Untraceable("too many courses")
        return courses

    def _walk(self, walk: _Walk, step: int) -> Iterator[_Walk]:
        if step == len(self.steps):
            yield walk
            return
        seat, action, counts = self.steps[step]
        if counts:
            walk = replace(walk, decided=(*walk.decided, walk.at[seat]))
        if action == "stay":
            yield from self._walk(walk, step + 1)
            return
        yield from self._request(walk, step, seat, next_seat(seat, self.in_deal))

    def _request(self, walk: _Walk, step: int, seat: int, target: int) -> Iterator[_Walk]:
        _, action, _ = self.steps[step]
        classes = self.classes
        if target == seat:  # the chain came back: no swap, no life lost
            if action == "blocked" and not self.penalised[seat]:
                yield from self._walk(walk, step + 1)
            return
        var = walk.at[target]
        if action == "blocked":
            ends = [classes.penalty if self.penalised[seat] else classes.block]
        else:
            ends = [classes.plain, classes.harlekin]
        for kinds in [classes.skip, *ends]:
            narrowed = self._narrow(walk, var, kinds)
            if narrowed is None:
                continue
            if kinds is classes.skip:
                shown = self._show(narrowed, var, step)
                if shown is None:
                    continue
                if target == self.dealer:
                    if action == "swap":
                        yield from self._walk(self._from_stock(shown, seat), step + 1)
                    continue
                yield from self._request(shown, step, seat, next_seat(target, self.in_deal))
            elif action == "blocked":
                shown = self._show(narrowed, var, step)
                if shown is not None:
                    yield from self._walk(shown, step + 1)
            else:
                yield from self._swap(narrowed, step, seat, target, kinds is classes.harlekin)

    def _swap(self, walk: _Walk, step: int, seat: int, target: int, theirs_harlekin: bool) -> Iterator[_Walk]:
        mine = walk.at[seat]
        classes = self.classes
        options = [classes.every] if theirs_harlekin else [classes.every - classes.harlekin, classes.harlekin]
        for kinds in options:
            narrowed = self._narrow(walk, mine, kinds)
            if narrowed is None:
                continue
            at = list(narrowed.at)
            at[seat], at[target] = at[target], at[seat]
            swapped: _Walk | None = replace(narrowed, at=tuple(at))
            if swapped is not None and (theirs_harlekin or kinds is classes.harlekin):  # a face-up swap
                shown = self._show(swapped, mine, step)
                swapped = self._show(shown, at[seat], step) if shown is not None else None
            if swapped is not None and self.me in (seat, target):
                swapped = self._receive(swapped, at[self.me])
            if swapped is not None:
                yield from self._walk(swapped, step + 1)

    def _from_stock(self, walk: _Walk, seat: int) -> _Walk:
        var = self.players + len(walk.taken)
        at = list(walk.at)
        old, at[seat] = at[seat], var
        after = replace(walk, at=tuple(at), taken=(*walk.taken, var), under=walk.under | {old})
        if seat == self.me:
            received = self._receive(after, var)
            assert received is not None  # a stock variable is new: any held card fits it
            return received
        return after

    def _receive(self, walk: _Walk, var: int) -> _Walk | None:
        """The viewer received `var`: it is the next card of its held list."""
        index = walk.received + 1
        if index >= len(self.held) - len(self.drawn):
            return None
        narrowed = self._narrow(walk, var, frozenset({self.held[index].rank}))
        return replace(narrowed, received=index) if narrowed is not None else None

    def _narrow(self, walk: _Walk, var: int, kinds: Kinds) -> _Walk | None:
        now = walk.may_be.get(var, self.classes.every)
        narrowed = now & kinds
        if not narrowed:
            return None
        if narrowed == now and var in walk.may_be:
            return walk
        return replace(walk, may_be={**walk.may_be, var: narrowed})

    def _show(self, walk: _Walk, var: int, step: int) -> _Walk | None:
        """`var` lies face up from now on; None if the view holds too few shown cards of its power for that. A
        card with a power never moves when asked, so one held by a seat that will not swap any more stays face
        up where the view would show it (a swapping seat's own card may still go under the stock)."""
        shown = walk.shown | {var}
        kinds = walk.may_be[var]
        power_class = next((group for group in self.groups if kinds <= group), None)
        if power_class is None:
            return replace(walk, shown=shown)
        moving = self.swapping[step]
        sure = sum(
            1
            for seat, other in enumerate(walk.at)
            if other in shown and seat not in moving and walk.may_be.get(other, self.classes.every) <= power_class
        )
        if sure > sum(count for text, count in self.visible.items() if text in power_class):
            return None
        return replace(walk, shown=shown)

    # --- a complete course --------------------------------------------------------------------------------

    def _finish(self, walk: _Walk) -> Course | None:
        """The course's pins and deal, or None if its face-up cards are not where the view shows them."""
        may_be = dict(walk.may_be)
        pins: dict[int, Card] = {self.me: self.held[0]}
        fool_shown = self.options.deck == "gnav42"
        for seat in self.order:
            var = walk.at[seat]
            if seat == self.me and self.drew:
                continue
            text = self.cards[seat]
            if self.face_up[seat]:
                assert text is not None
                if var not in walk.shown and text != PUBLIC_FOOL:
                    return None
            elif var in walk.shown:
                return None
            elif fool_shown:
                may_be[var] = may_be.get(var, self.classes.every) - {PUBLIC_FOOL}
            if text is not None:
                kinds = may_be.get(var, self.classes.every)
                if text not in kinds:
                    return None
                may_be[var] = frozenset({text})
        for var, kinds in may_be.items():
            if len(kinds) == 1 and var not in pins:
                pins[var] = PackCard(next(iter(kinds)))
        variables = [*(seat for seat in self.order), *walk.taken]
        free = tuple(var for var in variables if var not in pins)
        known = Counter([*pins.values(), *self.laid, *self.drawn])
        pool_count: Counter[Card] = Counter(pack_cards(self.options.deck))
        pool_count.subtract(known)
        if any(count < 0 for count in pool_count.values()):
            return None
        pool = sorted(pool_count.elements(), key=lambda card: card.rank)
        every = self.classes.every
        hands = [
            HiddenHand(1, forbidden=frozenset(PackCard(kind) for kind in every - may_be.get(var, every)))
            for var in free
        ]
        try:
            deal = HiddenDeal(pool, hands)
        except ValueError:
            return None
        rest = len(pool) - len(free)
        log_count = math.log(deal.count()) + math.lgamma(rest + 1)
        return Course(deal, free, pins, walk.taken, walk.decided, log_count)

    # --- samples ------------------------------------------------------------------------------------------

    def sample(self, rng: np.random.Generator) -> Sample:
        pick = int(rng.choice(len(self.courses), p=self.chances)) if len(self.courses) > 1 else 0
        course = self.courses[pick]
        drawn = course.deal.sample(rng)
        values = dict(course.pins)
        values.update((var, cards[0]) for var, cards in zip(course.free, drawn.hands, strict=True))
        dealt = tuple(values.get(seat) if self.in_deal[seat] else None for seat in range(self.players))
        stock = (*(values[var] for var in course.taken), *self.laid, *self.drawn, *drawn.rest)
        decided = tuple(values[var] for var in course.decided)
        weight = 1.0
        for card, action in zip(decided, self.actions, strict=True):
            p = swap_probability(self.rank(card), self.threshold)
            weight *= p if action == "swap" else 1.0 - p
        return Sample(dealt, stock, weight, decided)

    def rank(self, card: Card) -> int:
        """The card on the standard scale the model of the others is tuned on."""
        return bot_rank(card.text, self.options.deck, self.options.kuku_lowest)
