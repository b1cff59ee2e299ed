"""What one finished match adds to the statistics: for each person at the table, their place, whether they won
and the game's own counters; for Kuckuck, each seat's deals and the deals it lost no life in.

The facts are read from a replayed archived match: its standings (the game's results summary) and its events, the
same record the table showed, so the statistics can never disagree with what was played. They are small JSON
records (`to_json` / `from_json`, strictly checked) so the statistics cache can keep them between runs.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

from game.core.safe_json import clean_text, quoted, shown
from game.euchre import events as euchre
from game.hearts import events as hearts
from game.kuckuck import events as kuckuck
from game.stats.rule_sets import rule_set_key
from game.store.clock import parse_time, time_text

if TYPE_CHECKING:
    from game.core.events import Event
    from game.store.archive import ArchivedMatch, ArchiveEntry

# The counters each game keeps per person (every one a whole number summed over matches).
COUNTERS: Final[Mapping[str, tuple[str, ...]]] = MappingProxyType(
    {
        "kuckuck": ("deals", "lives_lost"),
        "hearts": ("hands", "points", "moons"),
        "euchre": ("hands", "euchred_them", "were_euchred", "marches", "loners", "loners_made"),
    }
)
MAX_COUNT: Final = 10**7  # a counter beyond this is damage, not play
MAX_SEATS: Final = 20
MAX_ID: Final = 80
MAX_NAME: Final = 24
FIELDS: Final = frozenset(
    {"game", "preset", "finished", "players", "people", "seat_deals", "from_seed", "digest", "hints"}
)
DIGEST: Final = re.compile(r"(?:[0-9a-f]{16})?")  # an archive file's fingerprint, or "" (count again)


@dataclass(frozen=True)
class PersonFacts:
    """One person's match: the seat they sat in, their place (1 = first; partners share one), whether they won
    (a shared win counts), the game's counters, and in a money game the chips it won (+) or cost (−) them."""

    name: str
    seat: int
    place: int
    won: bool
    counts: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    chips: int | None = None


@dataclass(frozen=True)
class MatchFacts:
    """One archived match, as the statistics count it."""

    id: str  # the archive entry's id
    game: str
    preset: str  # the rule set: the preset, and the pack when it is not the French one (game/stats/rule_sets.py)
    finished: datetime
    players: int
    people: tuple[PersonFacts, ...]  # the human seats; a table of bots only has none
    # Kuckuck: (ordinary deals the seat was dealt into, those it lost no life in) per seat; other games: ()
    seat_deals: tuple[tuple[int, int], ...] = ()
    from_seed: bool = True  # every deal was shuffled from the match's seed; else it is never counted
    digest: str = ""  # the archive file's fingerprint when these facts were counted ("": unknown, count again)
    hints: bool = False  # the people at the table asked for hints (game.ai.hints)

    def describes(self, entry: ArchiveEntry) -> bool:
        """Whether these facts are of `entry` as the archive holds it now: the same file (its fingerprint), and
        the same game, time, table, people, winners and rule set. Anything else is counted again."""
        people = [(n, seat.name, n in entry.winners) for n, seat in enumerate(entry.seats) if seat.is_human]
        return (
            bool(self.digest)
            and self.digest == entry.digest
            and (self.game, self.finished, self.players, self.from_seed) == (entry.game, entry.finished,
                                                                             entry.players, entry.from_seed)
            and [(p.seat, p.name, p.won) for p in self.people] == people
            and self.preset == rule_set_key(entry.options)
        )  # fmt: skip


# --- from a replayed match ------------------------------------------------------------------------------------


def facts_of(archived: ArchivedMatch) -> MatchFacts:
    """The facts of one archived match, replayed by the archive (ValueError for a game without statistics)."""
    entry, match = archived
    game = entry.game
    if game not in COUNTERS:
        raise ValueError(f"archived: no statistics are kept for {quoted(game)}")
    names = tuple(seat.name for seat in entry.seats)
    places = _places(match.spec.summarise(match, names).standings)
    history = match.history
    counters = {"kuckuck": _kuckuck_counts, "hearts": _hearts_counts, "euchre": _euchre_counts}[game]
    options = entry.options
    people = tuple(
        PersonFacts(
            name=seat.name,
            seat=number,
            place=places.get(number, entry.players),
            won=number in entry.winners,
            counts=MappingProxyType(counters(history, number)),
            chips=_chips(options, entry.scores, entry.winners, number) if options.get("money_game") is True else None,
        )
        for number, seat in enumerate(entry.seats)
        if seat.is_human
    )
    return MatchFacts(
        id=entry.id,
        game=game,
        preset=rule_set_key(options),
        finished=entry.finished,
        players=entry.players,
        people=people,
        seat_deals=_seat_deals(history, entry.players) if game == "kuckuck" else (),
        from_seed=entry.from_seed and match.from_seed,
        digest=entry.digest,
        hints=entry.hints > 0,
    )


def _places(standings: Sequence[Any]) -> dict[int, int]:
    return {seat: standing.place for standing in standings for seat in standing.seats}


def _chips(options: Mapping[str, Any], scores: Sequence[int], winners: Sequence[int], seat: int) -> int:
    """A money game, as the bankroll settles it: everyone pays the buy-in (the lives), a sole winner takes the pot
    (their chips at the end)."""
    buy_in = int(options.get("lives", 0))
    pot = scores[winners[0]] if len(winners) == 1 and winners[0] == seat else 0
    return pot - buy_in


def _kuckuck_counts(history: Sequence[Event], seat: int) -> dict[str, int]:
    deals = lost = 0
    for event in history:
        if isinstance(event, kuckuck.Showdown) and not event.sudden_death:
            deals += seat < len(event.cards) and event.cards[seat] is not None
        elif isinstance(event, kuckuck.LifeLost | kuckuck.Timeout) and event.seat == seat:
            lost += event.lost
    return {"deals": deals, "lives_lost": lost}


def _seat_deals(history: Sequence[Event], players: int) -> tuple[tuple[int, int], ...]:
    """A seat is spared in a deal when it is not among the showdown's losers and no timeout cost it a life before
    the showdown (sudden-death deals, where no life is at stake, are not counted)."""
    dealt = [0] * players
    spared = [0] * players
    lost_now: set[int] = set()
    for event in history:
        if isinstance(event, kuckuck.LifeLost | kuckuck.Timeout) and event.lost > 0:
            lost_now.add(event.seat)
        elif isinstance(event, kuckuck.DealStart):
            lost_now = set()
        if isinstance(event, kuckuck.Showdown) and not event.sudden_death:
            in_deal = [seat for seat, card in enumerate(event.cards) if card is not None]
            losers = set(event.losers)
            for seat in in_deal:
                dealt[seat] += 1
                spared[seat] += seat not in losers and seat not in lost_now
    return tuple(zip(dealt, spared, strict=True))


def _hearts_counts(history: Sequence[Event], seat: int) -> dict[str, int]:
    hands = points = moons = 0
    for event in history:
        if isinstance(event, hearts.HandScored):
            hands += 1
            points += event.points[seat]
        elif isinstance(event, hearts.MoonShot) and event.seat == seat:
            moons += 1
    return {"hands": hands, "points": points, "moons": moons}


def _euchre_counts(history: Sequence[Event], seat: int) -> dict[str, int]:
    counts = dict.fromkeys(COUNTERS["euchre"], 0)
    team = seat & 1  # partners sit across: seats 0 and 2, 1 and 3
    for event in history:
        if not isinstance(event, euchre.HandScored):
            continue
        counts["hands"] += 1
        makers = event.makers == team
        if event.euchre:
            counts["were_euchred" if makers else "euchred_them"] += 1
        elif event.march and makers:
            counts["marches"] += 1
        if event.alone == seat:
            counts["loners"] += 1
            counts["loners_made"] += not event.euchre
    return counts


# --- to and from the cache file -------------------------------------------------------------------------------


def to_json(facts: MatchFacts) -> dict[str, Any]:
    return {
        "game": facts.game,
        "preset": facts.preset,
        "finished": time_text(facts.finished),
        "players": facts.players,
        "people": [
            {"name": p.name, "seat": p.seat, "place": p.place, "won": p.won, "counts": dict(p.counts), "chips": p.chips}
            for p in facts.people
        ],
        "seat_deals": [list(pair) for pair in facts.seat_deals],
        "from_seed": facts.from_seed,
        "digest": facts.digest,
        "hints": facts.hints,
    }


def _whole(value: object, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{name}: expected a whole number {low}..{high}, got {shown(value)}")
    return value


def from_json(entry_id: str, raw: object) -> MatchFacts:
    """Facts read back from the cache; ValueError naming the first defect."""
    if not isinstance(raw, dict) or set(raw) != FIELDS:
        raise ValueError(f"{shown(entry_id)}: expected the fields {', '.join(sorted(FIELDS))}")
    if type(raw["from_seed"]) is not bool or not isinstance(raw["digest"], str) or not DIGEST.fullmatch(raw["digest"]):
        raise ValueError(f"{shown(entry_id)}: a bad from_seed or digest")
    if type(raw["hints"]) is not bool:
        raise ValueError(f"{shown(entry_id)}: hints: expected true or false, got {shown(raw['hints'])}")
    game = raw["game"]
    if not isinstance(game, str) or game not in COUNTERS:
        raise ValueError(f"{shown(entry_id)}: unknown game {shown(game)}")
    if not clean_text(entry_id, MAX_ID) or (raw["preset"] != "" and not clean_text(raw["preset"], MAX_ID)):
        raise ValueError(f"{shown(entry_id)}: a bad id or preset")
    players = _whole(raw["players"], "players", 1, MAX_SEATS)
    people = raw["people"]
    if type(people) is not list or len(people) > players:
        raise ValueError(f"people: expected a list of at most {players} people")
    deals = raw["seat_deals"]
    if type(deals) is not list or len(deals) not in (0, players):
        raise ValueError(f"seat_deals: expected a pair per seat, got {shown(deals)}")
    seat_deals = []
    for pair in deals:
        if type(pair) is not list or len(pair) != 2:
            raise ValueError(f"seat_deals: expected pairs of whole numbers, got {shown(pair)}")
        dealt = _whole(pair[0], "seat_deals", 0, MAX_COUNT)
        seat_deals.append((dealt, _whole(pair[1], "seat_deals", 0, dealt)))
    return MatchFacts(
        id=entry_id,
        game=game,
        preset=raw["preset"],
        finished=parse_time(raw["finished"], "finished"),
        players=players,
        people=tuple(_person(person, game, players) for person in people),
        seat_deals=tuple(seat_deals),
        from_seed=raw["from_seed"],
        digest=raw["digest"],
        hints=raw["hints"],
    )


def _person(raw: object, game: str, players: int) -> PersonFacts:
    if not isinstance(raw, dict) or set(raw) != {"name", "seat", "place", "won", "counts", "chips"}:
        raise ValueError("people: expected name, seat, place, won, counts and chips")
    if not clean_text(raw["name"], MAX_NAME) or type(raw["won"]) is not bool:
        raise ValueError(f"people: a bad name or won: {shown(raw['name'])}")
    counts = raw["counts"]
    if not isinstance(counts, dict) or set(counts) != set(COUNTERS[game]):
        raise ValueError(f"counts: expected {', '.join(COUNTERS[game])}")
    chips = raw["chips"]
    return PersonFacts(
        name=raw["name"],
        seat=_whole(raw["seat"], "seat", 0, players - 1),
        place=_whole(raw["place"], "place", 1, players),
        won=raw["won"],
        counts=MappingProxyType({key: _whole(v, key, -MAX_COUNT, MAX_COUNT) for key, v in counts.items()}),
        chips=None if chips is None else _whole(chips, "chips", -MAX_COUNT, MAX_COUNT),
    )
