"""Volume and mute as the player sets them: the M key, the pause overlay's sound button, the settings file."""

from __future__ import annotations

import json

import pygame
import pytest

from game.lobby import MatchSetup
from game.registry import specs
from game.store.settings import DAMAGED, SCHEMA, VERSION, Settings, SettingsStore
from scenes.table.pause import PauseOverlay, next_sound
from scenes.ui.actions import DEFAULT_BINDINGS, Action
from tests.audio_helpers import recording_sounds
from tests.ui_helpers import key, make_app, menu_app, open_table, settle, step


def stored() -> Settings:
    app = make_app()
    return SettingsStore(app.saves.folder).load(specs()).settings


def test_m_mutes_says_so_briefly_and_the_next_start_is_still_muted() -> None:
    app, _ = menu_app()
    sounds, sink = recording_sounds(volume=app.settings.volume)
    app.sounds = sounds
    assert DEFAULT_BINDINGS[Action.MUTE].keys == ("m",)
    step(app, [key(pygame.K_m)])
    assert app.sounds.muted and app._toast is not None and app._toast[0] == "Sound off"
    assert app.sounds.play("tick") is False and sink.played == []
    assert stored().muted is True and stored().volume == Settings().volume
    app.shutdown()

    again, _ = menu_app()  # a restart reads the settings file
    assert again.sounds.muted is True
    step(again, [key(pygame.K_m)])
    assert not again.sounds.muted and again._toast is not None and again._toast[0] == "Sound on"
    assert stored().muted is False
    again.shutdown()


def test_m_typed_with_ctrl_is_not_a_mute() -> None:
    app, _ = menu_app()
    app.sounds = recording_sounds()[0]
    step(app, [key(pygame.K_m, pygame.KMOD_CTRL)])
    assert not app.sounds.muted


def test_the_pause_overlays_sound_button_steps_the_volume_then_turns_sound_off() -> None:
    assert [next_sound(v, m) for v, m in ((70, False), (75, False), (100, False), (100, True), (0, False))] == [
        (75, False),
        (100, False),
        (100, True),
        (25, False),
        (25, False),
    ]
    app = make_app()
    app.sounds = recording_sounds(volume=70)[0]
    open_table(app, MatchSetup(players=4, bots=3))
    step(app, [key(pygame.K_ESCAPE)])
    pause = app.scenes.top
    assert isinstance(pause, PauseOverlay) and pause.buttons["sound"].text == "Sound: 70%"
    step(app, [key(pygame.K_DOWN)])
    step(app, [key(pygame.K_DOWN)])  # Resume, Speed, Sound
    step(app, [key(pygame.K_RETURN)])
    settle(app, 3)
    assert pause.buttons["sound"].text == "Sound: 75%" and app.sounds.volume == 75
    assert stored().volume == 75
    step(app, [key(pygame.K_m)])  # M works while paused too, and the button follows
    settle(app, 1)
    assert pause.buttons["sound"].text == "Sound: off" and stored().muted is True


@pytest.mark.parametrize(
    ("field", "value"), [("volume", 101), ("volume", -5), ("volume", 50.5), ("volume", "70"), ("muted", "yes")]
)
def test_a_bad_volume_or_mute_in_the_file_is_reset_with_a_clear_message(field: str, value: object) -> None:
    app = make_app()
    store = SettingsStore(app.saves.folder)
    store.folder.mkdir(parents=True, exist_ok=True)
    good = {"volume": 40, "muted": True, "animation_speed": 1.5}
    raw = {"schema": SCHEMA, "version": VERSION, **good, field: value}
    store.path.write_text(json.dumps(raw), encoding="utf-8")
    loaded = store.load(specs())
    assert loaded.message == DAMAGED
    assert [problem.english() for problem in loaded.problems] == [f"Setting '{field}' has a bad value {value}."]
    assert getattr(loaded.settings, field) == getattr(Settings(), field)  # the bad one: its default
    other = "muted" if field == "volume" else "volume"
    assert getattr(loaded.settings, other) == good[other] and loaded.settings.animation_speed == 1.5


def test_a_file_from_before_sound_existed_gets_the_default_volume_quietly() -> None:
    app = make_app()
    store = SettingsStore(app.saves.folder)
    store.folder.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps({"schema": SCHEMA, "version": VERSION, "animation_speed": 2.0}), "utf-8")
    loaded = store.load(specs())
    assert loaded.message is None and loaded.problems == ()
    assert (loaded.settings.volume, loaded.settings.muted) == (70, False)
    assert loaded.settings.to_json()["volume"] == 70
