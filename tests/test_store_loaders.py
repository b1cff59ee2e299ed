"""Loaders that never crash: the defects a fuzzer found, each against the real loader (SaveStore.load,
SettingsStore.load, load_match). A bad file is refused or set aside with a short, printable reason; the game
never stops on it, and nothing from the file reaches the screen with a control character or at unbounded length."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game import load_match
from game.kuckuck.spec import SPEC
from game.store.saves import DamagedSave, SaveStore
from game.store.settings import UNREADABLE, SettingsStore
from tests.store_helpers import in_progress, seats

Mutation = Callable[[dict[str, Any]], object]
NUL = "\u0000"


def save_file(tmp_path: Path) -> tuple[SaveStore, dict[str, Any]]:
    """A real save of a match in progress, and its decoded content."""
    store = SaveStore(tmp_path)
    store.save_soon(in_progress(), seats(4))
    store.flush()
    return store, json.loads(store.path("kuckuck").read_text(encoding="utf-8"))


def refused(store: SaveStore, text: str) -> str:
    """Write `text` as the save, load it, and return the reason shown to the player (checked to be printable)."""
    path = store.path("kuckuck")
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DamagedSave) as caught:
        store.load("kuckuck")
    shown = caught.value.reason.english()
    assert NUL not in shown and len(shown) < 400, shown
    assert not path.exists()
    kept = path.parent / str(caught.value.reason.params["name"])
    assert kept.read_text(encoding="utf-8") == text  # set aside, never thrown away
    kept.unlink()
    return shown


def log_of(data: dict[str, Any]) -> dict[str, Any]:
    log: dict[str, Any] = data["match"]
    return log


def first_action(data: dict[str, Any]) -> dict[str, Any]:
    return next(entry for entry in log_of(data)["log"] if "action" in entry)


def swap_two_cards(data: dict[str, Any]) -> None:
    deal = log_of(data)["log"][0]["deal"]
    deal[0], deal[1] = deal[1], deal[0]


TAMPERED: dict[str, tuple[Mutation, str]] = {
    "a seed deal that is not the seed's shuffle": (swap_two_cards, "not the seed's shuffle"),
    "an empty text as the log": (lambda d: log_of(d).update(log=""), "log must be list"),
    "players as text": (lambda d: log_of(d).update(players="5"), "players must be int"),
    "players as a fraction": (lambda d: log_of(d).update(players=5.9), "players must be int"),
    "players as true": (lambda d: log_of(d).update(players=True), "players must be int"),
    "a negative entropy": (lambda d: log_of(d).update(entropy=-1), "entropy must be"),
    "an entropy past the range": (lambda d: log_of(d).update(entropy=2**63), "entropy must be"),
    "a huge dealer": (lambda d: log_of(d).update(dealer=10**400), "dealer"),
    "a deal where none is due": (lambda d: log_of(d)["log"].insert(1, dict(log_of(d)["log"][0])), "none is due"),
    "an action by the wrong seat": (lambda d: first_action(d).update(seat=first_action(d)["seat"] + 1), "not the seat"),
    "a NUL in a seat name": (lambda d: d["seats"][0].update(name="Ann" + NUL), "seat 0 name"),
    "a NUL in an option value": (lambda d: log_of(d)["options"].update(decks="1" + NUL), "option decks"),
    "a NUL in an option name": (lambda d: log_of(d)["options"].update({"lives" + NUL: 3}), "option names"),
    "a NUL in an action": (lambda d: first_action(d).update(action="stay" + NUL), "action must be"),
    "a megabyte option name": (lambda d: log_of(d)["options"].update({"x" * 1_000_000: 1}), "option names"),
    "a megabyte game name": (lambda d: log_of(d).update(game="k" * 1_000_000), "game must be"),
    "an unknown game": (lambda d: log_of(d).update(game="skat"), "unknown game"),
    "a seat too few": (lambda d: d["seats"].pop(), "3 seats for 4 players"),
    "no seats field": (lambda d: d.pop("seats"), "must hold a match"),
    "a bad start time": (lambda d: d.update(started="yesterday" + NUL), "started"),
}


@pytest.mark.parametrize("case", sorted(TAMPERED))
def test_a_tampered_save_is_refused_with_a_reason(tmp_path: Path, case: str) -> None:
    mutate, complaint = TAMPERED[case]
    store, data = save_file(tmp_path)
    tampered = copy.deepcopy(data)
    mutate(tampered)
    shown = refused(store, json.dumps(tampered))
    assert complaint in shown


@pytest.mark.parametrize("number", ["Infinity", "-Infinity", "NaN", "1e400", "-1e400"])
@pytest.mark.parametrize("field", ["players", "entropy", "dealer"])
def test_numbers_json_cannot_mean_are_refused_not_an_overflow(tmp_path: Path, field: str, number: str) -> None:
    store, data = save_file(tmp_path)
    text = json.dumps(data).replace(f'"{field}": {log_of(data)[field]}', f'"{field}": {number}', 1)
    assert number in text
    shown = refused(store, text)
    assert "out of range" in shown or "not a number JSON allows" in shown
    with pytest.raises(ValueError):
        load_match(json.dumps(log_of(data)).replace(f'"{field}": {log_of(data)[field]}', f'"{field}": {number}'))


def test_a_negative_entropy_is_refused_at_load_not_at_the_first_bot_move() -> None:
    log = in_progress().to_dict()
    log["entropy"] = -5
    with pytest.raises(ValueError, match="entropy must be 0"):
        load_match(json.dumps(log))


@pytest.mark.parametrize("text", ["[" * 1000 + "]" * 1000, '{"match":' * 1000 + "1" + "}" * 1000])
def test_a_save_nested_1000_levels_deep_is_set_aside_not_a_crash_at_every_start(tmp_path: Path, text: str) -> None:
    store, _ = save_file(tmp_path)
    assert "nested too deeply" in refused(store, text)
    assert store.load("kuckuck") is None  # the next start is clean


def test_settings_nested_1000_levels_deep_are_set_aside_with_a_message(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.path.write_text('{"games":' * 1000 + "{}" + "}" * 1000, encoding="utf-8")
    loaded = store.load((SPEC,))
    assert loaded.message == UNREADABLE
    assert (tmp_path / "settings.damaged.json").exists() and not store.path.exists()


def test_a_log_nested_too_deeply_or_with_bad_numbers_is_a_value_error_from_match_from_json() -> None:
    for text in ("[" * 5000 + "]" * 5000, '{"format": 2, "players": NaN}', '{"entropy": 1e400}', "9" * 5000):
        with pytest.raises(ValueError):
            load_match(text)
