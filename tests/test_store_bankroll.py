"""The money game's bankroll file: settling a match, reading it back, damaged and newer files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store.bankroll import BANKROLL_FORMAT, Bankroll, BankrollStore


def test_a_settled_match_charges_every_person_the_buy_in_and_pays_the_winner_the_pot(tmp_path: Path) -> None:
    store = BankrollStore(tmp_path)
    assert store.load().bankroll.of("You") == 0 and store.load().message is None  # no file: nothing owed
    store.settle(["Anna", "Ben"], "Anna", pot=18, buy_in=3)
    store.settle(["Anna", "Ben"], None, pot=18, buy_in=3)  # a bot won the second match
    loaded = store.load()
    assert (loaded.bankroll.of("Anna"), loaded.bankroll.of("Ben"), loaded.message) == (12, -6, None)
    raw = json.loads(store.path.read_text(encoding="utf-8"))
    assert raw == {"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"Anna": 12, "Ben": -6}}


def test_bad_amounts_are_refused() -> None:
    with pytest.raises(ValueError, match="pot and buy_in"):
        Bankroll().settled(["You"], "You", pot=-1, buy_in=3)


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"You": "lots"}}',
        '{"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"": 3}}',
        '{"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"You": 3}, "extra": 1}',
        '{"schema": "kuckuck-and-co/settings", "version": 1, "players": {}}',
    ],
)
def test_a_damaged_file_is_kept_aside_and_the_bankroll_starts_again(tmp_path: Path, text: str) -> None:
    store = BankrollStore(tmp_path)
    store.path.write_text(text, encoding="utf-8")
    loaded = store.load()
    assert loaded.bankroll == Bankroll() and loaded.message is not None
    assert "bankroll.damaged.json" in loaded.message.english()
    assert (tmp_path / "bankroll.damaged.json").read_text(encoding="utf-8") == text  # never thrown away
    assert not store.path.exists()


def test_a_newer_file_is_kept_unchanged_and_never_overwritten(tmp_path: Path) -> None:
    store = BankrollStore(tmp_path)
    newer = '{"schema": "kuckuck-and-co/bankroll", "version": 9, "players": {"You": 40}, "coins": []}'
    store.path.write_text(newer, encoding="utf-8")
    loaded = store.settle(["You"], "You", pot=12, buy_in=3)
    assert loaded.newer and loaded.message is not None and "newer version" in loaded.message.english()
    assert store.path.read_text(encoding="utf-8") == newer
    assert store.save(Bankroll()) is False


def test_the_format_round_trips() -> None:
    text = BANKROLL_FORMAT.encode({"players": {"You": -3, "Anna": 7}})
    assert BANKROLL_FORMAT.decode(text) == {"You": -3, "Anna": 7}
