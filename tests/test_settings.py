"""The settings file: round trip, damaged files set aside with a message, and the menu reading and writing it."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from scenes.settings import DAMAGED_NAME, SETTINGS_NAME, LoadedSettings, Settings, SettingsStore, house_rule_keys

from scenes.core.app import App
from scenes.menu.scene import MenuScene
from tests.ui_helpers import make_app, mouse_click, resize, step


@pytest.fixture
def store() -> SettingsStore:
    return SettingsStore.default()


def write(store: SettingsStore, text: str) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(text, encoding="utf-8")


def open_menu(monkeypatch: pytest.MonkeyPatch) -> tuple[App, MenuScene, list[str]]:
    app = make_app()
    pygame.event.clear()
    toasts: list[str] = []
    monkeypatch.setattr(app, "toast", toasts.append)
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    return app, menu, toasts


# --- the file -----------------------------------------------------------------------------------------------------


def test_round_trip(store: SettingsStore, tmp_path: Path) -> None:
    assert store.path == tmp_path / SETTINGS_NAME
    settings = Settings(
        players=9,
        bots=7,
        bot_level="hard",
        preset="chase_the_ace",
        lives=5,
        house_rules={"queens_block": True, "decks": "1", "final_tie": "sudden_death_high_wins"},
        animation_speed=1.5,
    )
    store.save(settings)
    loaded = store.load()
    assert loaded.settings == settings and loaded.message is None and not loaded.problems
    assert sorted(p.name for p in tmp_path.iterdir()) == [SETTINGS_NAME]  # no temporary file left behind
    assert json.loads(store.path.read_text(encoding="utf-8"))["house_rules"]["queens_block"] is True


def test_missing_file_gives_the_defaults_quietly(store: SettingsStore) -> None:
    loaded = store.load()
    assert loaded.settings == Settings() and loaded.message is None
    assert not store.damaged_path.exists()


@pytest.mark.parametrize("text", ["{not json", "[1, 2, 3]", "\udcff", "null"])
def test_unreadable_file_gives_defaults_a_message_and_a_damaged_copy(store: SettingsStore, text: str) -> None:
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_bytes(text.encode("utf-8", "surrogateescape"))
    loaded = store.load()
    assert loaded.settings == Settings()
    assert loaded.message and loaded.problems
    assert store.damaged_path.name == DAMAGED_NAME
    assert store.damaged_path.read_bytes() == text.encode("utf-8", "surrogateescape")
    assert store.load().message is None  # reported once: the next start is quiet


def test_partly_bad_file_keeps_the_good_parts(store: SettingsStore) -> None:
    raw = {
        "players": 8,
        "bots": 99,
        "bot_level": "hard",
        "preset": "kuckuck",
        "lives": 42,
        "house_rules": {"queens_block": True, "tie_rule": "nobody", "domino": "A", "bogus": 1, "king_blocks": True},
        "animation_speed": "fast",
        "colour": "blue",
    }
    write(store, json.dumps(raw))
    loaded = store.load()
    assert loaded.settings == Settings(
        players=8, bots=7, bot_level="hard", preset="kuckuck", lives=3, house_rules={"queens_block": True}
    )  # king_blocks=True is the preset's own value: nothing to keep
    assert loaded.message is not None
    problems = " ".join(loaded.problems)
    for name in ("bots", "lives", "tie_rule", "domino", "bogus", "animation_speed", "colour"):
        assert name in problems
    assert json.loads(store.damaged_path.read_text(encoding="utf-8")) == raw
    again = store.load()  # the good parts were written back
    assert again.settings == loaded.settings and again.message is None


@pytest.mark.parametrize(
    "raw",
    [
        {"players": True},
        {"players": 2},
        {"players": "6"},
        {"bot_level": ["hard"]},
        {"preset": ["kuckuck"]},
        {"lives": 0},
        {"animation_speed": float("inf")},
        {"animation_speed": False},
        {"house_rules": ["queens_block"]},
        {"house_rules": {"lives": 5}},
        {"house_rules": {"queens_block": "maybe"}},
    ],
)
def test_each_kind_of_bad_value_falls_back_to_its_default(store: SettingsStore, raw: dict[str, object]) -> None:
    write(store, json.dumps(raw))
    loaded = store.load()
    assert loaded.settings == Settings() and loaded.message is not None and len(loaded.problems) == 1


def test_house_rules_are_checked_against_the_preset_they_belong_to(store: SettingsStore) -> None:
    write(store, json.dumps({"preset": "chase_the_ace", "house_rules": {"low_card_reveal": "off", "decks": 1}}))
    loaded = store.load()
    assert loaded.message is None
    assert dict(loaded.settings.house_rules) == {"low_card_reveal": False, "decks": "1"}
    assert "lives" not in house_rule_keys() and "queens_block" in house_rule_keys()


# --- the menu -------------------------------------------------------------------------------------------------------


def test_menu_shows_the_remembered_choices_and_saves_them_on_start(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    remembered = Settings(players=4, bots=2, bot_level="easy", lives=5, house_rules={"queens_block": True},
                          animation_speed=2.0)  # fmt: skip
    store.save(remembered)
    app, menu, toasts = open_menu(monkeypatch)
    assert toasts == []
    setup = menu.setup()
    assert (setup.players, setup.bots, setup.bot_level) == (4, 2, "easy")
    assert setup.options == {"lives": 5, "preset": "kuckuck", "queens_block": True}
    mouse_click(app, menu.rows["players"].plus.rect.center)
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scene).__name__ == "TableScene"
    saved = store.load().settings
    assert (saved.players, saved.bots, saved.animation_speed) == (5, 3, 2.0)  # the speed is kept as it was
    assert dict(saved.house_rules) == {"queens_block": True}


def test_menu_reports_a_damaged_settings_file_and_still_starts(
    store: SettingsStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(store, json.dumps({"players": 5, "lives": "many"}))
    reads: list[Path] = []
    read = SettingsStore.load

    def counted(self: SettingsStore) -> LoadedSettings:
        reads.append(self.path)
        return read(self)

    monkeypatch.setattr(SettingsStore, "load", counted)
    app, menu, toasts = open_menu(monkeypatch)
    assert len(toasts) == 1 and store.damaged_path.exists()
    assert menu.setup().players == 5 and menu.setup().options["lives"] == 3
    resize(app, (1024, 768))  # a rebuild keeps what was read
    step(app)
    assert len(toasts) == 1 and len(reads) == 1
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scene).__name__ == "TableScene"


def test_a_failure_to_write_is_reported_not_fatal(store: SettingsStore, monkeypatch: pytest.MonkeyPatch) -> None:
    app, menu, toasts = open_menu(monkeypatch)

    def refuse(self: SettingsStore, settings: Settings) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(SettingsStore, "save", refuse)
    mouse_click(app, menu.buttons["start"].rect.center)
    assert type(app.scene).__name__ == "TableScene"
    assert len(toasts) == 1 and "Permission denied" in toasts[0]
