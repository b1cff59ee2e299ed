"""The figures the statistics screen shows, summed from the facts of the counted matches of one game.

"The player" is each person who sat at the table (a human seat), by name: with one person that is them, with
several each gets their own column. A table of bots only counts for nobody.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from game.core.safe_json import quoted
from game.stats.facts import COUNTERS, MatchFacts

ALL_PRESETS = ""  # the filter that counts every rule set


@dataclass(frozen=True)
class PersonFigures:
    name: str
    played: int
    won: int
    places: tuple[int, ...]  # places[i]: matches finished in place i + 1
    longest_streak: int  # the most matches won one after the other
    counts: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    chips: tuple[int, ...] = ()  # money games: chips won (+) or lost (−) in total after each one, oldest first

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def ratio(self, counter: str, per: str) -> float | None:
        """counts[counter] / counts[per] ("lives_lost" per "deals"), None when nothing was counted."""
        below = self.counts.get(per, 0)
        return self.counts.get(counter, 0) / below if below else None


@dataclass(frozen=True)
class GameFigures:
    game: str
    preset: str  # ALL_PRESETS or a preset id
    since: datetime | None  # only matches finished after this count (None: every archived match)
    matches: int  # matches counted (with at least one person at the table)
    people: tuple[PersonFigures, ...]  # the most matches played first
    seat_deals: tuple[tuple[int, int], ...] = ()  # Kuckuck: (deals, deals without losing a life) per seat number
    left_out: int = 0  # matches with a person that are not counted: not every deal came from their seed
    with_hints: int = 0  # of the matches counted, those where hints were asked for

    @property
    def empty(self) -> bool:
        return self.matches == 0


def counted(
    facts: Iterable[MatchFacts], game: str, preset: str, since: datetime | None, from_seed: bool = True
) -> list[MatchFacts]:
    """The matches of `game` (and `preset`, unless ALL_PRESETS) finished after `since` with a person at the table,
    oldest first: those whose every deal came from their seed (`from_seed`; False: the others, left out)."""
    chosen = [
        f
        for f in facts
        if f.game == game
        and f.people
        and f.from_seed is from_seed
        and preset in (ALL_PRESETS, f.preset)
        and (since is None or f.finished > since)
    ]
    return sorted(chosen, key=lambda f: (f.finished, f.id))


def game_figures(
    facts: Iterable[MatchFacts], game: str, preset: str = ALL_PRESETS, since: datetime | None = None
) -> GameFigures:
    """Every figure of one game over the counted matches (see `counted`)."""
    if game not in COUNTERS:
        raise ValueError(f"game: no statistics are kept for {quoted(game)}")
    facts = list(facts)
    matches = counted(facts, game, preset, since)
    names: list[str] = []
    for match in matches:
        names += [p.name for p in match.people if p.name not in names]
    people = [_person(name, matches, COUNTERS[game]) for name in names]
    people.sort(key=lambda p: -p.played)  # stable: the first seen first among equals
    left_out = len(counted(facts, game, preset, since, from_seed=False))
    hinted = sum(1 for match in matches if match.hints)
    return GameFigures(game, preset, since, len(matches), tuple(people), _seats(matches), left_out, hinted)


def _person(name: str, matches: Sequence[MatchFacts], counters: Sequence[str]) -> PersonFigures:
    mine = [p for match in matches for p in match.people if p.name == name]
    places = [0] * max(p.place for p in mine)
    streak = best = 0
    counts = dict.fromkeys(counters, 0)
    chips: list[int] = []
    for person in mine:
        places[person.place - 1] += 1
        streak = streak + 1 if person.won else 0
        best = max(best, streak)
        for key in counters:
            counts[key] += person.counts.get(key, 0)
        if person.chips is not None:
            chips.append((chips[-1] if chips else 0) + person.chips)
    return PersonFigures(
        name=name,
        played=len(mine),
        won=sum(p.won for p in mine),
        places=tuple(places),
        longest_streak=best,
        counts=MappingProxyType(counts),
        chips=tuple(chips),
    )


def _seats(matches: Sequence[MatchFacts]) -> tuple[tuple[int, int], ...]:
    seats = max((len(m.seat_deals) for m in matches), default=0)
    dealt, spared = [0] * seats, [0] * seats
    for match in matches:
        for seat, (deals, kept) in enumerate(match.seat_deals):
            dealt[seat] += deals
            spared[seat] += kept
    return tuple(zip(dealt, spared, strict=True))


def presets_seen(facts: Iterable[MatchFacts], game: str) -> list[str]:
    """The rule sets of `game` that archived matches were played with."""
    return sorted({f.preset for f in facts if f.game == game})
