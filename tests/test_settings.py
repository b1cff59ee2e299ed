"""The settings file: round trip, a version 1 file migrated, damaged files set aside with a message, and the menu
reading and writing it."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.core.reasons import Reason
from game.kuckuck.spec import SPEC as KUCKUCK
from game.registry import specs
from game.store.files import damaged_name
from game.store.paths import data_dir
from game.store.settings import SETTINGS_NAME, GameChoices, LoadedSettings, Settings, SettingsStore
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from tests.ui_helpers import make_app, mouse_click, resize, step


@pytest.fixture
def store() -> SettingsStore:
    return SettingsStore(data_dir())


def write(store: SettingsStore, text: str) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(text, encoding="utf-8")


def load(store: SettingsStore) -> LoadedSettings:
    return store.load(specs())


def kuckuck(settings: Settings) -> GameChoices:
    return settings.choices(KUCKUCK)


def damaged(store: SettingsStore) -> Path:
    """Where the first damaged copy of the file went."""
    return store.path.with_name("settings.damaged.json")


def open_menu(monkeypatch: pytest.MonkeyPatch) -> tuple[App, MenuScene, list[object]]:
    app = make_app()
    pygame.event.clear()
    toasts: list[object] = []
    monkeypatch.setattr(app, "toast", toasts.append)
    menu = MenuScene(app)
    app.scenes.replace(menu)
    step(app)
    return app, menu, toasts


# --- the file -----------------------------------------------------------------------------------------------------


def test_round_trip(store: SettingsStore, tmp_path: Path) -> None:
    assert store.path == tmp_path / SETTINGS_NAME
    choices = GameChoices(9, 7, "hard", "chase_the_ace", {"lives": 5, "queens_block": True, "decks": "1"})
    settings = Settings(animation_speed=1.5).with_choices(KUCKUCK, choices)
    store.save(settings)
    loaded = load(store)
    assert loaded.settings == settings and loaded.message is None and not loaded.problems
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]  # no temporary file left behind
    saved = json.loads(store.path.read_text(encoding="utf-8"))
    assert saved["version"] == 5 and saved["game"] == "kuckuck"
    assert saved["games"]["kuckuck"]["options"]["queens_block"] is True


def test_a_version_1_file_is_migrated(store: SettingsStore) -> None:
    old = {"players": 8, "bots": 7, "bot_level": "hard", "preset": "chase_the_ace", "lives": 4,
           "house_rules": {"queens_block": True}, "animation_speed": 2.0}  # fmt: skip
    write(store, json.dumps(old))
    loaded = load(store)
    assert loaded.message is None
    assert loaded.settings.animation_speed == 2.0 and loaded.settings.game == "kuckuck"
    assert kuckuck(loaded.settings) == GameChoices(8, 7, "hard", "chase_the_ace", {"queens_block": True, "lives": 4})


def test_missing_file_gives_the_defaults_quietly(store: SettingsStore) -> None:
    loaded = load(store)
    assert loaded.settings == Settings() and loaded.message is None
    assert not damaged(store).exists()


@pytest.mark.parametrize("text", ["{not json", "[1, 2, 3]", "\udcff", "null", "[" * 1000 + "]" * 1000])
def test_unreadable_file_gives_defaults_a_message_and_a_damaged_copy(store: SettingsStore, text: str) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(text.encode("utf-8", "surrogateescape"))
    loaded = load(store)
    assert loaded.settings == Settings()
    assert loaded.message and loaded.problems
    assert damaged(store).read_bytes() == text.encode("utf-8", "surrogateescape")
    assert load(store).message is None  # reported once: the next start is quiet


def test_a_second_damaged_file_never_overwrites_the_first_copy(store: SettingsStore) -> None:
    write(store, "{first")
    load(store)
    write(store, "{second")
    load(store)
    assert damaged(store).read_text(encoding="utf-8") == "{first"
    assert damaged_name(store.path).name == "settings.damaged-3.json"
    assert store.path.with_name("settings.damaged-2.json").read_text(encoding="utf-8") == "{second"


def test_partly_bad_file_keeps_the_good_parts(store: SettingsStore) -> None:
    raw = {
        "version": 2,
        "game": "kuckuck",
        "games": {
            "kuckuck": {
                "players": 8,
                "bots": 99,
                "bot_level": "hard",
                "preset": "kuckuck",
                "options": {"queens_block": True, "tie_rule": "nobody", "deck_powers": "maybe", "bogus": 1,
                            "king_blocks": True, "lives": 42},
            },
            "chess": {},
        },
        "animation_speed": "fast",
        "colour": "blue",
    }  # fmt: skip
    write(store, json.dumps(raw))
    loaded = load(store)
    assert kuckuck(loaded.settings) == GameChoices(8, 7, "hard", "kuckuck", {"queens_block": True})
    assert loaded.message is not None  # king_blocks=True is the preset's own value: nothing to keep
    problems = " ".join(problem.english() for problem in loaded.problems)
    for name in ("bots", "lives", "tie_rule", "deck_powers", "bogus", "animation_speed", "colour", "chess"):
        assert name in problems
    assert json.loads(damaged(store).read_text(encoding="utf-8")) == raw
    again = load(store)  # the good parts were written back
    assert again.settings == loaded.settings and again.message is None


@pytest.mark.parametrize(
    "entry",
    [
        {"players": True},
        {"players": 2},
        {"players": "6"},
        {"bot_level": ["hard"]},
        {"preset": ["kuckuck"]},
        {"options": ["queens_block"]},
        {"options": {"lives": 0}},
        {"options": {"queens_block": "maybe"}},
        {"options": {"king_blocks\u0000": True}},
    ],
)
def test_each_kind_of_bad_value_falls_back_to_its_default(store: SettingsStore, entry: dict[str, object]) -> None:
    write(store, json.dumps({"version": 2, "games": {"kuckuck": entry}}))
    loaded = load(store)
    assert kuckuck(loaded.settings) == GameChoices.defaults(KUCKUCK)
    assert loaded.message is not None and len(loaded.problems) == 1


@pytest.mark.parametrize("raw", [{"animation_speed": float("inf")}, {"animation_speed": False}, {"auto_play": 1}])
def test_bad_table_settings_fall_back(store: SettingsStore, raw: dict[str, object]) -> None:
    write(store, json.dumps({"version": 2, **raw}).replace("Infinity", "1e400"))
    loaded = load(store)
    assert loaded.settings == Settings() and loaded.message is not None


def test_options_are_checked_against_the_preset_they_belong_to(store: SettingsStore) -> None:
    entry = {"preset": "chase_the_ace", "options": {"low_card_reveal": "off", "decks": 1}}
    write(store, json.dumps({"version": 2, "games": {"kuckuck": entry}}))
    loaded = load(store)
    assert loaded.message is None
    assert dict(kuckuck(loaded.settings).options) == {"low_card_reveal": False, "decks": "1"}


# --- the menu -------------------------------------------------------------------------------------------------------


def test_menu_shows_the_remembered_choices_and_saves_them_on_start(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    choices = GameChoices(4, 2, "easy", "kuckuck", {"lives": 5, "queens_block": True})
    store.save(Settings(animation_speed=2.0).with_choices(KUCKUCK, choices))
    app, menu, toasts = open_menu(monkeypatch)
    assert toasts == []
    setup = menu.setup()
    assert (setup.players, setup.bots, setup.bot_level) == (4, 2, "easy")
    assert setup.options == {"preset": "kuckuck", "lives": 5, "queens_block": True}
    mouse_click(app, menu.rows["players"].plus.rect.center)
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scenes.top).__name__ == "TableScene"
    saved = load(store).settings
    assert (kuckuck(saved).players, kuckuck(saved).bots, saved.animation_speed) == (5, 3, 2.0)  # speed kept
    assert dict(kuckuck(saved).options) == {"lives": 5, "queens_block": True}


def test_menu_reports_a_damaged_settings_file_and_still_starts(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(store, json.dumps({"players": 5, "lives": "many"}))
    reads: list[Path] = []
    read = SettingsStore.load

    def counted(self: SettingsStore, games: object) -> LoadedSettings:
        reads.append(self.path)
        return read(self, specs())

    monkeypatch.setattr(SettingsStore, "load", counted)
    app, menu, toasts = open_menu(monkeypatch)
    assert len(toasts) == 1 and damaged(store).exists()
    assert menu.setup().players == 5 and "lives" not in menu.setup().options
    resize(app, (1024, 768))  # a rebuild keeps what was read
    step(app)
    assert len(toasts) == 1 and len(reads) == 1
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scenes.top).__name__ == "TableScene"


def test_a_failure_to_write_is_reported_not_fatal(store: SettingsStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app, menu, toasts = open_menu(monkeypatch)

    def refuse(self: SettingsStore, settings: Settings) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(SettingsStore, "save", refuse)
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scenes.top).__name__ == "TableScene"
    assert len(toasts) == 1 and "Permission denied" in str(toasts[0])
    assert not isinstance(toasts[0], Reason) or toasts[0].english()
