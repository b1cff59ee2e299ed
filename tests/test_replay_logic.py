"""Replays without pygame: every archived match of every game replays to its recorded result, positions are
the same match however they are reached, deals are found, the export tells every action, a deal played again
deals the same cards and a seed starts the same match."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import Match
from game.core.seats import BOT, HUMAN, SeatConfig
from game.registry import spec_for
from game.replay.again import match_again, seats_again
from game.replay.export import export_lines
from game.replay.hands import all_held
from game.replay.seed import deal_seed, grouped, parse_seed, seal
from game.replay.steps import ReplayLog
from game.replay.words import card_text
from game.store.exports import write_export
from tests.replay_helpers import TABLES, archive_all, played


@pytest.fixture(scope="module")
def logs() -> dict[str, ReplayLog]:
    return {game: ReplayLog(played(game, players, options).to_dict()) for game, players, options in TABLES}


def test_every_archived_match_replays_to_its_recorded_result(tmp_path: Path) -> None:
    store, entries = archive_all(tmp_path)
    assert {entry.game for entry in entries} == {"kuckuck", "hearts", "euchre"}
    for entry in store.entries():
        log = ReplayLog(store.load(entry.id).match.to_dict())
        end = log.match_at(log.length)
        assert end.over
        assert (tuple(end.scores), tuple(end.winners)) == (entry.scores, entry.winners)
        stepped = log.match_at(0)  # and stepping through the whole log, one entry at a time
        while stepped.actions_taken < log.length:
            log.advance(stepped)
        assert stepped.over and stepped.to_dict() == end.to_dict()


@pytest.mark.parametrize("game", ["kuckuck", "hearts", "euchre"])
def test_a_position_is_the_same_match_forward_back_or_jumped_to(logs: dict[str, ReplayLog], game: str) -> None:
    log = logs[game]
    position = log.deal_position(2) + 3
    forward = log.match_at(0)
    for _ in range(position):
        log.advance(forward)
    jumped = log.match_at(position)
    back = log.match_at(position + 5)
    back = log.match_at(back.actions_taken - 5)
    for seat in (None, *range(jumped.players)):
        assert forward.view(seat) == jumped.view(seat) == back.view(seat)
    assert forward.to_dict() == jumped.to_dict()


def test_deal_boundaries(logs: dict[str, ReplayLog]) -> None:
    log = logs["hearts"]
    assert log.deals >= 2
    second = log.deal_position(2)
    assert "deal" in log.entries[second - 1]
    assert log.deal_at(second) == 2 and log.deal_at(second - 1) == 1 and log.deal_at(0) == 0
    assert log.next_deal(second - 5) == second and log.previous_deal(second + 4) == second
    assert log.previous_deal(second) == log.deal_position(1)
    assert log.match_at(second).view(None)["hand_no"] == 2
    assert len(log.deal_order(2)) == 52
    with pytest.raises(ValueError, match="deal"):
        log.deal_position(log.deals + 1)
    with pytest.raises(ValueError, match="position"):
        log.match_at(log.length + 1)


def test_the_hands_are_every_seats_own_cards(logs: dict[str, ReplayLog]) -> None:
    log = logs["euchre"]
    match = log.match_at(log.deal_position(1))
    hands = all_held(match)
    assert [len(hand) for hand in hands] == [5, 5, 5, 5]
    assert len({card for hand in hands for card in hand}) == 20
    assert all(match.view(seat)["hand"] == hands[seat] for seat in range(4))


@pytest.mark.parametrize("game", ["kuckuck", "hearts", "euchre"])
def test_the_export_has_every_action_its_cards_the_deals_and_the_result(logs: dict[str, ReplayLog], game: str) -> None:
    log = logs[game]
    names = [f"Seat{seat}" for seat in range(log.data.players)]
    lines = export_lines(log, names, "Title")
    actions = [entry for entry in log.entries if "action" in entry]
    action_lines = [line for line in lines if line.startswith("  Seat") and ":" not in line.split()[0]]
    assert len(action_lines) == len(actions)  # one line per action, in order, by the right seat
    for line, entry in zip(action_lines, actions, strict=True):
        assert line.split()[0] == names[entry["seat"]]
        words = entry["action"].split()
        if len(words) > 1 and len(words[1]) == 2 and words[0] in ("play", "pass", "discard"):
            assert card_text(words[1]) in line
    headers = [line for line in lines if line.startswith("— ")]
    assert len(headers) == log.deals
    end = log.match_at(log.length)
    assert lines[-2].startswith("Result: " + " & ".join(names[s] for s in end.winners))


def test_export_written_to_the_exports_folder(tmp_path: Path, logs: dict[str, ReplayLog]) -> None:
    path = write_export(tmp_path, "20261201T090229Z-001-hearts", "text\n")
    assert path == tmp_path / "exports" / "20261201T090229Z-001-hearts.txt"
    assert path.read_text(encoding="utf-8") == "text\n"
    with pytest.raises(ValueError, match="entry_id"):
        write_export(tmp_path, "../evil", "x")


@pytest.mark.parametrize("game", ["kuckuck", "hearts", "euchre"])
def test_play_this_deal_again_deals_the_same_cards_to_the_same_seats(logs: dict[str, ReplayLog], game: str) -> None:
    log = logs[game]
    original = log.match_at(log.deal_position(1))
    again = match_again(log, 1, entropy=12345)
    again.settle()
    assert again.dealer == original.dealer
    assert all_held(again) == all_held(original)
    assert again.to_dict()["log"][0] == {"deal": log.deal_order(1), "source": "queued"}
    assert deal_seed(again).queued


def later_deal_played_again(game: str, players: int, options: dict[str, object], deal: int) -> tuple[Match, Match]:
    """The original match where deal `deal` begins, and the same deal played again, both dealt."""
    log = ReplayLog(played(game, players, options).to_dict())
    again = match_again(log, deal, entropy=1)
    again.settle()
    return log.match_at(log.deal_position(deal)), again


def test_a_later_hand_played_again_is_that_very_position_pass_direction_and_scores_included() -> None:
    original, again = later_deal_played_again("hearts", 4, {"target": 50}, 2)
    table = again.view(None)
    assert table["hand_no"] == 2 and table["pass_direction"] == original.view(None)["pass_direction"] == "right"
    assert any(again.scores) and again.scores == original.scores
    for seat in (None, 0, 1, 2, 3):
        assert again.view(seat) == original.view(seat)
    assert deal_seed(again) == (1, 2, True)


def test_a_later_kuckuck_deal_played_again_deals_the_same_cards_to_the_players_still_in() -> None:
    original, again = later_deal_played_again("kuckuck", 8, {"lives": 1}, 4)
    assert 0 < sum(original.view(None)["alive"]) < 8  # some players are out by then
    for seat in (None, *range(8)):
        assert again.view(seat) == original.view(seat)


def test_the_deals_after_the_one_played_again_are_new() -> None:
    """What followed in the original stays unknown: the next deal comes from the new match's own seed."""
    log = ReplayLog(played("hearts", 4, {"target": 50}).to_dict())
    again = match_again(log, 1, entropy=1)
    while deal_seed(again).deal < 2:
        again.act(again.bot_move(seed=3))
    assert again.to_dict()["log"][-1]["deal"] != log.deal_order(2)


def test_seats_again_moves_the_person_to_the_chosen_seat() -> None:
    seats = [SeatConfig(HUMAN, "You"), SeatConfig(BOT, "Bot 1"), SeatConfig(BOT, "Bot 2")]
    moved = seats_again(seats, 2)
    assert [seat.name for seat in moved] == ["Bot 2", "Bot 1", "You"] and moved[2].is_human
    assert seats_again(seats, 0) == seats
    with pytest.raises(ValueError, match="person"):
        seats_again(seats, 3)
    with pytest.raises(ValueError, match="seats"):
        seats_again([SeatConfig(BOT, "Bot")], 0)


def test_the_same_seed_deals_the_same_first_deal() -> None:
    spec = spec_for("hearts")
    first, second, other = (Match(spec, 4, entropy=seed) for seed in (4821, 4821, 4822))
    assert all_held(first) == all_held(second) != all_held(other)
    assert first.dealer == second.dealer
    assert deal_seed(first) == (4821, 1, False)
    assert parse_seed("4821") == 4821
    assert parse_seed("4 821") == parse_seed(" 4,821 ") == 4821  # as the results show it, spaces and all
    assert grouped(4821093512345678901) == "4 821 093 512 345 678 901" and grouped(7) == "7"
    assert seal(4821093512345678901) == "022b a8c7 0164"  # printf %s 4821093512345678901 | sha256sum
    for bad in ("", "12a", "-1", "٣", "9" * 20):
        with pytest.raises(ValueError, match="text"):
            parse_seed(bad)
