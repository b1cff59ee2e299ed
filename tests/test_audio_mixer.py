"""pygame's mixer for the effects, and silence when there is no audio device: never an exception, never a storm
of messages."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pygame
import pytest

from scenes.audio.effects import EFFECTS
from scenes.audio.mixer import MixerSink, SilentSink, open_mixer
from scenes.audio.sounds import Sounds
from scenes.audio.synth import render

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_mixer() -> Iterator[None]:
    """The mixer closed before and after the test."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_with_no_audio_device_the_game_is_silent_and_says_so_in_one_line(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-device")
    with caplog.at_level(logging.WARNING):
        sink = open_mixer()
    assert isinstance(sink, SilentSink) and not sink.live
    assert pygame.mixer.get_init() is None
    assert len(caplog.records) == 1 and "Sound is off" in caplog.records[0].getMessage()
    sounds = Sounds(lambda: sink)
    assert sounds.warm_step() is False  # nothing to warm: no effect is even rendered
    assert [sounds.play(name) for name in sorted(EFFECTS)] == [False] * len(EFFECTS)
    assert not sounds.audible
    sounds.close()
    assert capfd.readouterr().err.count("\n") <= 1


def test_the_dummy_driver_counts_as_no_device_without_a_warning(
    no_mixer: None, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        sink = open_mixer()
    assert isinstance(sink, SilentSink) and pygame.mixer.get_init() is None
    assert [record.levelno for record in caplog.records] == [logging.INFO]


@pytest.fixture
def disk_audio(no_mixer: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """SDL's disk driver: a real audio device that writes what it plays to a file."""
    out = tmp_path / "played.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    return out


def test_the_mixer_plays_an_effect_as_rendered_at_the_players_volume(disk_audio: Path) -> None:
    sink = open_mixer()
    assert isinstance(sink, MixerSink) and sink.live
    assert pygame.mixer.get_init() == (sink.rate, -16, sink.channels)
    sounds = Sounds(lambda: sink, volume=50)
    while sounds.warm_step():
        pass
    loaded = sink._sounds["swap"]
    assert loaded.get_length() == pytest.approx(EFFECTS["swap"].ms / 1000, abs=0.001)
    samples = pygame.sndarray.array(loaded)
    expected = np.round(render("swap", sink.rate) * 32767).astype(np.int16)
    assert np.array_equal(samples[:, 0], expected) and np.array_equal(samples[:, 1], expected)
    assert sounds.play("swap") is True
    time.sleep(0.9)  # the disk driver plays in real time
    sounds.close()
    assert pygame.mixer.get_init() is None
    played = np.frombuffer(disk_audio.read_bytes(), dtype=np.int16).reshape(-1, sink.channels)
    peak = int(np.max(np.abs(played)))
    assert peak == pytest.approx(EFFECTS["swap"].level * 32767 * 0.25, rel=0.03)  # 50 %: a quarter of the power


def test_a_mixer_closed_under_the_sink_leaves_it_quiet_not_crashing(disk_audio: Path) -> None:
    sink = open_mixer()
    assert isinstance(sink, MixerSink)
    sink.load("tick", render("tick", sink.rate))
    pygame.mixer.quit()  # as pygame.quit() does at the end
    sink.play("tick", 0.5)
    sink.play("tick", 0.5)


@pytest.mark.parametrize("driver", ["no-such-device", None])
def test_the_game_without_an_audio_device_plays_on_without_a_message_storm(tmp_path: Path, driver: str | None) -> None:
    """None: SDL picks the driver. On a machine without a sound card that is ALSA, whose library prints a dozen
    lines of its own when it finds no card; on one with a card, the game simply has sound."""
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update({"SDL_VIDEODRIVER": "dummy", "KUCKUCK_HOME": str(tmp_path), "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    if driver is not None:
        env["SDL_AUDIODRIVER"] = driver
    command = [sys.executable, "main.py", "--windowed", "--autoplay", "kuckuck", "--frames", "90"]
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(done.stderr.strip().splitlines()) <= 1, done.stderr
