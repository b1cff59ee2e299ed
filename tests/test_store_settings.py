"""The settings file as a versioned file: every earlier version migrates, a newer one is kept and never written
over, and a damaged one is set aside with printable, bounded messages."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.core.spec import GameSpec
from game.kuckuck.spec import SPEC
from game.store.settings import (
    DAMAGED,
    NEWER,
    SCHEMA,
    SETTINGS_NAME,
    UNREADABLE,
    VERSION,
    GameChoices,
    Settings,
    SettingsStore,
)

SPECS: tuple[GameSpec, ...] = (SPEC,)
V1_FIXTURE = Path(__file__).parent / "data" / "store" / "settings_v1.json"  # written by version 0.1


def write(store: SettingsStore, data: object) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(text, encoding="utf-8")
    return text


def test_save_writes_the_schema_and_version_and_loads_back_quietly(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    choices = GameChoices(9, 7, "hard", "chase_the_ace", {"queens_block": True})
    settings = Settings().with_choices(SPEC, choices)
    assert store.save(settings) is True
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert (data["schema"], data["version"]) == (SCHEMA, VERSION)
    loaded = store.load(SPECS)
    assert loaded.settings == settings and loaded.message is None and loaded.problems == ()
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_NAME]


def test_a_version_1_file_from_the_previous_release_is_migrated(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    shutil.copy(V1_FIXTURE, store.path)
    loaded = store.load(SPECS)
    assert loaded.message is None and loaded.problems == ()
    choices = loaded.settings.choices(SPEC)
    assert (choices.players, choices.bots, choices.bot_level, choices.preset) == (9, 7, "hard", "chase_the_ace")
    assert dict(choices.options) == {"queens_block": True, "decks": "1", "lives": 5}
    assert loaded.settings.animation_speed == 1.5 and loaded.settings.game == "kuckuck"


def test_a_version_2_file_without_a_schema_name_is_migrated(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    body = Settings(animation_speed=2.0, trick_hold_ms=1200).with_choices(SPEC, GameChoices(5, 4, "easy", "kuckuck"))
    write(store, {"version": 2, **body.to_json()})
    loaded = store.load(SPECS)
    assert loaded.message is None and loaded.settings == body


def test_a_newer_versions_settings_are_kept_unchanged_and_the_defaults_used(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    text = write(store, {"schema": SCHEMA, "version": VERSION + 1, "colour_scheme": "midnight"})
    loaded = store.load(SPECS)
    assert loaded.settings == Settings() and loaded.message == NEWER
    assert "newer version of Kuckuck & Co." in NEWER.english()
    assert store.save(Settings(animation_speed=3.0)) is False  # the menu's next write is refused
    assert store.path.read_text(encoding="utf-8") == text
    assert [p.name for p in tmp_path.iterdir()] == [SETTINGS_NAME]  # not set aside either


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[" * 1000 + "]" * 1000,  # nested 1,000 levels: a RecursionError inside json
        '{"a":' * 1000 + "1" + "}" * 1000,
        '{"schema": "kuckuck-and-co/save", "version": 2}',
        '{"version": 7}',
        "\u0000",
        '"just a string"',
    ],
)
def test_an_unreadable_file_is_set_aside_and_the_defaults_used(tmp_path: Path, text: str) -> None:
    store = SettingsStore(tmp_path)
    write(store, text)
    loaded = store.load(SPECS)
    assert loaded.settings == Settings() and loaded.message == UNREADABLE
    assert (tmp_path / "settings.damaged.json").read_text(encoding="utf-8") == text
    assert store.load(SPECS).message is None  # said once: the next start is quiet


def test_bad_parts_are_reset_with_printable_bounded_messages_and_the_rest_kept(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    raw = {
        "schema": SCHEMA,
        "version": VERSION,
        "animation_speed": 2.0,
        "sound\u0000": True,  # a NUL in a key name
        "x" * 150_000: 1,  # a very long key name
        "games": {"kuckuck": {"players": 5, "bots": 4, "options": {"queens\u0000block": True, "lives": "\u0000"}}},
        "trick_hold_ms": "y" * 50_000,
    }
    write(store, raw)
    loaded = store.load(SPECS)
    assert loaded.message == DAMAGED
    assert loaded.settings.animation_speed == 2.0
    assert (loaded.settings.choices(SPEC).players, loaded.settings.choices(SPEC).bots) == (5, 4)
    assert loaded.settings.trick_hold_ms == Settings().trick_hold_ms
    assert len(loaded.problems) == 5
    for problem in loaded.problems:
        text = problem.english()
        assert "\u0000" not in text and len(text) < 200, text
    assert json.loads((tmp_path / "settings.damaged.json").read_text(encoding="utf-8")) == raw
    again = store.load(SPECS)  # the good parts were written back
    assert again.message is None and again.settings == loaded.settings


def test_from_json_reads_any_version_and_its_own_output() -> None:
    settings = Settings(auto_play=False).with_choices(SPEC, GameChoices(4, 3, "normal", "kuckuck", {"lives": 4}))
    assert Settings.from_json(settings.to_json(), SPECS) == (settings, [])
    old = json.loads(V1_FIXTURE.read_text(encoding="utf-8"))
    assert Settings.from_json(old, SPECS)[0].choices(SPEC).preset == "chase_the_ace"
    assert Settings.from_json({"schema": SCHEMA, "version": 99}, SPECS) == (Settings(), [NEWER])


@pytest.mark.parametrize("value", [[], {}, [1], None, 5])
def test_a_game_that_is_not_a_name_is_reset_not_a_crash(tmp_path: Path, value: object) -> None:
    """Found by tests/test_store_fuzz.py: `"game": []` stopped the loader with a TypeError (unhashable list)."""
    store = SettingsStore(tmp_path)
    write(store, {"schema": SCHEMA, "version": VERSION, "game": value, "animation_speed": 2.0})
    loaded = store.load(SPECS)
    assert loaded.message == DAMAGED
    assert loaded.settings == Settings(animation_speed=2.0)
