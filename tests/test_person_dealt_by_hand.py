"""A match whose deals were not all shuffled from its seed is said to be so wherever a player meets it (continued,
paused, in the history) and kept out of the statistics; the statistics' memory counts only while it describes the
archive as it is. A hand-edited save with a deal marked `queued` dealt one seat all 13 clubs, loaded, resumed and
would have counted; the cache was trusted whenever its date and game matched (found by fuzzing, issue 18).
`Match.deal()` still queues orders for tests and the rules referee: where a match comes from is what counts."""

from __future__ import annotations

import json

from game import Match, open_match
from game.core.seats import BOT, HUMAN, SeatConfig
from game.lobby import seats_to_json
from game.stats.book import StatsBook
from game.stats.facts import facts_of
from game.store.archive import ArchiveStore
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from game.store.stats_cache import CACHE_NAME
from scenes.menu.scene import MenuScene
from scenes.replay.history import HistoryScene
from scenes.stats.content import figures_note
from scenes.stats.scene import StatsScene
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from tests.person import Person
from tests.person_faults import home, toast
from tests.replay_helpers import table_seats

RULES = {"target": 50}
DECK = [f"{rank}{suit}" for suit in "CDHS" for rank in "23456789TJQKA"]
NOT_COUNTED = "Not every deal came from the seed: this match does not count in the statistics."


def all_clubs_to_me(seed: int) -> Match:
    """A Hearts match whose first deal gives seat 0 all 13 clubs: what a hand-edited save deals."""
    match = open_match("hearts", 4, RULES, seed=seed)
    clubs, rest = iter(DECK[:13]), iter(DECK[13:])
    match.deal([next(clubs) if (match.first_dealer + 1 + i) % 4 == 0 else next(rest) for i in range(52)])
    assert all(card.endswith("C") for card in match.view(0)["hand"])
    return match


def played_out(match: Match) -> Match:
    while not match.over:
        match.act(match.bot_move("easy", seed=5))
    return match


def last_game_hearts() -> None:
    SettingsStore(home()).save(Settings(fullscreen=False, game="hearts"))


def test_a_hand_edited_save_is_said_to_be_not_from_its_seed_when_continued_and_paused() -> None:
    saves = SaveStore(home())
    seats = [SeatConfig(HUMAN, "You")] + [SeatConfig(BOT, f"Bot {n}") for n in (1, 2, 3)]
    saves.save_soon(all_clubs_to_me(3), seats_to_json(seats))
    saves.flush()
    last_game_hearts()
    with Person.start() as person:
        person.keys("return")  # Continue
        person.wait_for(lambda: NOT_COUNTED in toast(person), "that the match does not count", 5)
        assert isinstance(person.app.scenes.top, TableScene)
        person.keys("escape")
        person.wait_for(lambda: isinstance(person.app.scenes.top, PauseOverlay), "the pause", 5)
        pause = person.app.scenes.top
        assert isinstance(pause, PauseOverlay)
        assert "Not every deal came from it: this match does not count in the statistics." in pause.seed


def test_the_history_marks_it_and_the_statistics_leave_it_out() -> None:
    archive = ArchiveStore(home())
    fair = archive.add(played_out(open_match("hearts", 4, RULES, seed=8)), seats_to_json(table_seats(4)))
    edited = archive.add(played_out(all_clubs_to_me(3)), seats_to_json(table_seats(4)))
    last_game_hearts()
    with Person.start() as person:
        menu = person.app.scenes.base
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons["history"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, HistoryScene), "the history", 5)
        history = person.app.scenes.top
        assert isinstance(history, HistoryScene)
        rows = {entry.id: row.text for entry, row in zip(history.entries, history.rows, strict=False)}
        assert rows[edited.id].endswith("not counted: not from its seed")
        assert "not counted" not in rows[fair.id]
        person.keys("escape")
        person.wait_for(lambda: isinstance(person.app.scenes.top, MenuScene), "the menu", 5)
        menu = person.app.scenes.top
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons["stats"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, StatsScene), "the statistics", 5)
        stats = person.app.scenes.top
        assert isinstance(stats, StatsScene)
        person.wait_for(lambda: not stats.counting, "the matches counted", 10)
        figures = stats.figures()
        assert figures.game == "hearts" and figures.matches == 1 and figures.left_out == 1
        assert figures.people[0].name == "You" and figures.people[0].played == 1
        said = "1 match is not counted: not every deal came from its seed."
        assert said in figures_note(figures, stats.notices)  # the note over the figures


def test_the_statistics_memory_counts_only_while_it_describes_the_archive() -> None:
    archive = ArchiveStore(home())
    matches = [played_out(open_match("hearts", 4, RULES, seed=seed)) for seed in (8, 9, 10)]
    entries = [archive.add(match, seats_to_json(table_seats(4))) for match in matches]
    assert not any(0 in match.winners for match in matches[:2]), "the first two are lost: the test needs that"
    StatsBook(archive).count_all()  # the statistics were opened once: their memory is written
    cache = json.loads((home() / CACHE_NAME).read_text(encoding="utf-8"))
    you = cache["matches"][entries[0].id]["people"][0]
    you["won"], you["place"], you["counts"]["points"] = True, 1, 0  # a hand-edited memory: a clean win
    (home() / CACHE_NAME).write_text(json.dumps(cache), encoding="utf-8")
    other = archive.path / f"{entries[1].id}.json"  # the second file replaced by another match of that moment
    body = json.loads(other.read_text(encoding="utf-8"))
    won = played_out(open_match("hearts", 4, RULES, seed=next(s for s in range(20, 99) if wins(s))))
    body["match"], body["scores"], body["winners"] = won.to_dict(), list(won.scores), list(won.winners)
    other.write_text(json.dumps(body), encoding="utf-8")
    real = [facts_of(archive.load(entry.id)).people[0] for entry in entries]  # the archive as it is now
    last_game_hearts()
    with Person.start() as person:
        menu = person.app.scenes.base
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons["stats"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, StatsScene), "the statistics", 5)
        stats = person.app.scenes.top
        assert isinstance(stats, StatsScene)
        person.wait_for(lambda: not stats.counting, "the matches counted", 10)
        shown = next(p for p in stats.figures().people if p.name == "You")
        assert (shown.played, shown.won) == (3, sum(p.won for p in real))
        assert shown.counts["points"] == sum(p.counts["points"] for p in real)


def wins(seed: int) -> bool:
    return 0 in played_out(open_match("hearts", 4, RULES, seed=seed)).winners
