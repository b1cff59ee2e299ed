"""Statistics add up: real matches played by bots are archived through the store, and every figure is checked
against a count made here, independently, from the replayed match's own public view."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from game import Match, open_match
from game.kuckuck import events as K
from game.lobby import MatchSetup, seats_to_json
from game.stats.book import StatsBook
from game.stats.facts import from_json, to_json
from game.stats.figures import ALL_PRESETS
from game.store.archive import ArchiveStore
from game.store.stats_cache import CACHE_NAME
from game.store.stats_since import SINCE_NAME, SinceStore
from tests.store_helpers import Clock

TABLES: tuple[tuple[str, int, dict[str, object], int], ...] = (
    ("kuckuck", 5, {"lives": 2, "money_game": True}, 1),
    ("kuckuck", 4, {"preset": "chase_the_ace", "lives": 1}, 2),
    ("hearts", 4, {"target": 50}, 1),
    ("euchre", 4, {"target": 5, "alone": "anyone"}, 1),
    ("hearts", 4, {"target": 50}, 2),
    ("euchre", 4, {"target": 5}, 1),
    ("kuckuck", 5, {"lives": 2, "money_game": True}, 2),
)
NAMES = ("Ann", "Ben")


def play(game: str, players: int, options: dict[str, object], seed: int) -> Match:
    match = open_match(game, players, options, rng=np.random.default_rng(seed))
    while not match.over:
        match.act(match.bot_move(level="easy"))
    return match


def archive_tables(folder: Path, clock: Clock, rounds: int = 2) -> tuple[ArchiveStore, list[tuple[Match, int]]]:
    """Every table played `rounds` times with different seeds, archived one minute apart: (match, humans)."""
    archive = ArchiveStore(folder, clock)
    played = []
    for number in range(rounds * len(TABLES)):
        game, players, options, humans = TABLES[number % len(TABLES)]
        match = play(game, players, options, seed=100 + number)
        seats = MatchSetup(game=game, players=players, bots=players - humans).seats(NAMES)
        archive.add(match, seats_to_json(seats))
        played.append((match, humans))
        clock.advance(60)
    return archive, played


def expected(played: list[tuple[Match, int]], game: str, name: str, preset: str = ALL_PRESETS) -> dict[str, object]:
    """The figures of `name` in `game`, counted from each match's public view (not from its events)."""
    seat = NAMES.index(name)
    mine = [m for m, humans in played if m.spec.id == game and seat < humans]
    mine = [m for m in mine if preset in (ALL_PRESETS, m.view(None)["options"]["preset"])]
    wins = [seat in m.winners for m in mine]
    streak = best = 0
    for won in wins:
        streak = streak + 1 if won else 0
        best = max(best, streak)
    places: list[int] = []
    counts: dict[str, int] = {}
    for m in mine:
        view = m.view(None)
        if game == "kuckuck":
            order = [view["winners"], *reversed(view["eliminated"])]
            place = 1
            for group in order:
                if seat in group:
                    places.append(place)
                place += len(group)
            lost = [per_deal[seat] for per_deal in m.state.lost_per_deal]
            counts["lives_lost"] = counts.get("lives_lost", 0) + sum(lost)
        elif game == "hearts":
            mine_score = view["scores"][seat]
            places.append(1 + sum(score < mine_score for score in view["scores"]))
            counts["points"] = counts.get("points", 0) + sum(hand[seat] for hand in view["hand_scores"])
            counts["hands"] = counts.get("hands", 0) + len(view["hand_scores"])
            counts["moons"] = counts.get("moons", 0) + sum(shooter == seat for _, shooter in view["moon_shots"])
        else:
            team = seat & 1
            places.append(1 if seat in view["winners"] else 2)
            results = view["results"]
            counts["hands"] = counts.get("hands", 0) + len(results)
            counts["were_euchred"] = counts.get("were_euchred", 0) + sum(
                r["euchre"] and r["makers"] == team for r in results
            )
            counts["euchred_them"] = counts.get("euchred_them", 0) + sum(
                r["euchre"] and r["makers"] != team for r in results
            )
            counts["marches"] = counts.get("marches", 0) + sum(r["march"] and r["makers"] == team for r in results)
            counts["loners"] = counts.get("loners", 0) + sum(r["alone"] == seat for r in results)
    chips: list[int] = []
    for m in mine:
        options = m.view(None)["options"]
        if options.get("money_game"):
            won = m.winners == [seat]
            chips.append((chips[-1] if chips else 0) - options["lives"] + (m.scores[seat] if won else 0))
    return {"played": len(mine), "won": sum(wins), "streak": best, "places": sorted(places), "counts": counts,
            "chips": tuple(chips)}  # fmt: skip


@pytest.fixture(scope="module")
def archived(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[tuple[Match, int]]]:
    folder = tmp_path_factory.mktemp("stats")
    _, played = archive_tables(folder, Clock())
    return folder, played


def fresh_copy(folder: Path, tmp_path: Path) -> Path:
    import shutil

    copy = tmp_path / "home"
    shutil.copytree(folder, copy)
    return copy


def test_every_figure_adds_up_over_scripted_matches(
    archived: tuple[Path, list[tuple[Match, int]]], tmp_path: Path
) -> None:
    folder, played = archived
    book = StatsBook(ArchiveStore(fresh_copy(folder, tmp_path)))
    book.count_all()
    assert book.take_messages() == []
    for game in ("kuckuck", "hearts", "euchre"):
        for preset in (ALL_PRESETS, *book.presets(game)):
            figures = book.figures(game, preset)
            people = {person.name: person for person in figures.people}
            for name in NAMES:
                want = expected(played, game, name, preset)
                if want["played"] == 0:
                    assert name not in people
                    continue
                got = people[name]
                assert (got.played, got.won, got.longest_streak) == (want["played"], want["won"], want["streak"])
                assert sorted(p + 1 for p, times in enumerate(got.places) for _ in range(times)) == want["places"]
                counts = want["counts"]
                assert isinstance(counts, dict)
                for key, value in counts.items():
                    assert got.counts[key] == value, (game, name, key)
                assert got.chips == want["chips"]
                assert got.win_rate == want["won"] / want["played"]  # type: ignore[operator]
    kuckuck = book.figures("kuckuck")
    assert kuckuck.matches == sum(m.spec.id == "kuckuck" for m, _ in played)
    assert book.figures("kuckuck", "chase_the_ace").matches == 2 and "Ben" in {
        p.name for p in book.figures("kuckuck", "chase_the_ace").people
    }


def test_survival_by_seat_and_lives_per_deal_match_the_showdowns(
    archived: tuple[Path, list[tuple[Match, int]]], tmp_path: Path
) -> None:
    folder, played = archived
    book = StatsBook(ArchiveStore(fresh_copy(folder, tmp_path)))
    book.count_all()
    seats = book.figures("kuckuck").seat_deals
    dealt = [0] * len(seats)
    spared = [0] * len(seats)
    for match, _ in played:
        if match.spec.id != "kuckuck":
            continue
        showdowns = [e for e in match.history if isinstance(e, K.Showdown) and not e.sudden_death]
        assert len(showdowns) == len(match.state.lost_per_deal)
        for event, lost in zip(showdowns, match.state.lost_per_deal, strict=True):
            for seat, card in enumerate(event.cards):
                if card is not None:
                    dealt[seat] += 1
                    spared[seat] += lost[seat] == 0
    assert [pair[0] for pair in seats] == dealt[: len(seats)]
    assert [pair[1] for pair in seats] == spared[: len(seats)]
    ann = next(p for p in book.figures("kuckuck").people if p.name == "Ann")
    assert ann.ratio("lives_lost", "deals") == ann.counts["lives_lost"] / ann.counts["deals"]


def test_the_cache_spares_the_replays_and_survives_damage(
    archived: tuple[Path, list[tuple[Match, int]]], tmp_path: Path
) -> None:
    home = fresh_copy(folder := archived[0], tmp_path)
    first = StatsBook(ArchiveStore(home))
    first.count_all()
    assert (home / CACHE_NAME).is_file()
    second = StatsBook(ArchiveStore(home))
    assert second.refresh() == 0  # every match known from the cache: nothing to replay
    assert second.figures("hearts") == first.figures("hearts")
    (home / CACHE_NAME).write_text('{"schema": "kuckuck-and-co/stats-cache", "version": 1, "matches": {"x": 1}}')
    third = StatsBook(ArchiveStore(home))
    assert third.refresh() == len(list((folder / "archive").glob("*.json")))
    assert "counted again from the archive" in third.take_messages()[0].english()
    assert list(home.glob("stats-cache.damaged*.json"))
    third.count_all()
    assert third.figures("hearts") == first.figures("hearts")


def test_facts_round_trip_and_refuse_tampering(archived: tuple[Path, list[tuple[Match, int]]], tmp_path: Path) -> None:
    book = StatsBook(ArchiveStore(fresh_copy(archived[0], tmp_path)))
    book.count_all()
    for facts in book.counted_facts():
        assert from_json(facts.id, to_json(facts)) == facts
    raw = to_json(book.counted_facts()[0])
    for field, bad in (("players", 99), ("people", "x"), ("finished", "yesterday"), ("game", "chess")):
        with pytest.raises(ValueError):
            from_json("id", {**raw, field: bad})


def test_a_damaged_archive_file_is_set_aside_with_a_message_and_the_rest_counted(
    archived: tuple[Path, list[tuple[Match, int]]], tmp_path: Path
) -> None:
    home = fresh_copy(archived[0], tmp_path)
    files = sorted((home / "archive").glob("*hearts.json"))
    files[0].write_text(files[0].read_text()[:200])  # truncated
    book = StatsBook(ArchiveStore(home))
    book.count_all()
    messages = [m.english() for m in book.take_messages()]
    assert len(messages) == 1 and "could not be read" in messages[0] and ".damaged" in messages[0]
    assert list((home / "archive").glob("*.damaged*.json"))
    total = sum(m.spec.id == "hearts" for m, _ in archived[1])
    assert book.figures("hearts").matches == total - 1
    assert book.figures("euchre").matches == sum(m.spec.id == "euchre" for m, _ in archived[1])


def test_reset_counts_only_later_matches_and_keeps_every_match(tmp_path: Path) -> None:
    clock = Clock()
    archive, _ = archive_tables(tmp_path, clock, rounds=1)
    book = StatsBook(archive)
    book.count_all()
    before = book.figures("hearts").matches
    assert before == 2
    assert book.reset("hearts")
    assert book.figures("hearts").empty and book.figures("euchre").matches == 2  # one game only
    clock.advance(60)
    later = play("hearts", 4, {"target": 50}, seed=9)
    archive.add(later, seats_to_json(MatchSetup(game="hearts", players=4, bots=3).seats(NAMES)))
    again = StatsBook(ArchiveStore(tmp_path, clock))  # a restart: the reset was written
    again.count_all()
    assert again.figures("hearts").matches == 1
    assert len(archive.entries()) == len(TABLES) + 1  # nothing was deleted: replays keep every match
    with pytest.raises(ValueError, match="game"):
        book.reset("../x")


def test_a_damaged_reset_file_is_set_aside_and_every_match_counts(tmp_path: Path) -> None:
    (tmp_path / SINCE_NAME).write_text("{not json")
    loaded = SinceStore(tmp_path).load()
    assert (
        loaded.since == {} and loaded.message is not None and "every archived match counts" in loaded.message.english()
    )
    assert list(tmp_path.glob("statistics.damaged*.json"))
    (tmp_path / SINCE_NAME).write_text('{"schema": "kuckuck-and-co/statistics", "version": 9, "since": {}}')
    store = SinceStore(tmp_path)
    assert store.load().newer and store.reset("hearts") is None  # a newer version's file is never overwritten
    assert '"version": 9' in (tmp_path / SINCE_NAME).read_text()


def test_an_empty_archive_has_no_figures(tmp_path: Path) -> None:
    book = StatsBook(ArchiveStore(tmp_path))
    book.count_all()
    figures = book.figures("kuckuck")
    assert figures.empty and figures.people == () and book.presets("kuckuck") == []
