"""pygame's mixer for the effects, and silence when there is no audio device: never an exception, never a storm
of messages."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
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


def test_the_dummy_driver_opens_a_real_mixer_that_takes_every_effect(no_mixer: None) -> None:
    sink = open_mixer()
    assert isinstance(sink, MixerSink) and sink.live
    assert pygame.mixer.get_init() == (sink.rate, -16, sink.channels)
    sounds = Sounds(lambda: sink, volume=50)
    while sounds.warm_step():
        pass
    assert sounds.play("swap") is True
    loaded = sink._sounds["swap"]
    assert loaded.get_length() == pytest.approx(EFFECTS["swap"].ms / 1000, abs=0.001)
    samples = pygame.sndarray.array(loaded)
    assert samples.dtype == np.int16 and samples.shape[1] == sink.channels
    expected = np.round(render("swap", sink.rate) * 32767).astype(np.int16)
    assert np.array_equal(samples[:, 0], expected) and np.array_equal(samples[:, 1], expected)
    sounds.close()
    assert pygame.mixer.get_init() is None


def test_a_mixer_closed_under_the_sink_leaves_it_quiet_not_crashing(no_mixer: None) -> None:
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
