"""The app's sound API: names, volume and mute, a lazily opened sink, warm-up a piece a frame, bursts thinned."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scenes.audio.effects import EFFECTS
from scenes.audio.sounds import PER_FRAME, REPEAT_GAP_MS, Sounds, check_volume
from tests.audio_helpers import RecordingSink, recording_sounds


def test_nothing_is_opened_or_rendered_until_the_first_warm_up_step() -> None:
    opened: list[RecordingSink] = []

    def open_sink() -> RecordingSink:
        opened.append(RecordingSink())
        return opened[-1]

    sounds = Sounds(open_sink)
    sounds.update(16)
    assert opened == []
    assert sounds.warm_step() is True and len(opened) == 1 and opened[0].loaded == {}
    steps = 0
    while sounds.warm_step():
        steps += 1
    assert steps == len(EFFECTS) - 1  # one effect per step (the last step reports that nothing is left)
    assert set(opened[0].loaded) == set(EFFECTS) and len(opened) == 1
    assert all(len(wave) == round(EFFECTS[n].ms * opened[0].rate / 1000) for n, wave in opened[0].loaded.items())


def test_a_sound_asked_for_before_its_turn_is_rendered_on_the_spot_and_played_at_the_volume() -> None:
    sounds, sink = recording_sounds(volume=50)
    assert sounds.play("tick", 0.8) is True
    assert list(sink.loaded) == ["tick"]
    [(name, gain)] = sink.played
    assert name == "tick" and gain == pytest.approx(0.8 * 0.25)  # 50 % sounds half as loud: gain squared


def test_muted_or_at_zero_volume_nothing_is_played_and_the_volume_is_kept() -> None:
    sounds, sink = recording_sounds(volume=60, muted=True)
    assert sounds.play("swap") is False and not sounds.audible
    sounds.muted = False
    assert sounds.audible and sounds.play("swap") is True and sounds.volume == 60
    sounds.muted = True
    assert sink.stops == 1  # what was playing stops too
    sounds.muted = False
    sounds.volume = 0
    sounds.update(REPEAT_GAP_MS)
    assert sounds.play("swap") is False and not sounds.audible
    assert sink.names == ["swap"]


def test_a_burst_is_thinned_the_same_sound_once_per_gap_and_a_few_a_frame() -> None:
    sounds, sink = recording_sounds()
    assert [sounds.play("card") for _ in range(3)] == [True, False, False]
    sounds.update(REPEAT_GAP_MS - 1)
    assert sounds.play("card") is False
    sounds.update(1)
    assert sounds.play("card") is True
    sounds.update(16)
    assert [sounds.play(name) for name in ("deal", "swap", "block", "win")] == [True] * PER_FRAME + [False]
    sounds.update(16)
    assert sounds.play("win") is True
    assert sink.names == ["card", "card", "deal", "swap", "block", "win"]


@pytest.mark.parametrize("volume", [-1, 101, 50.0, True, "70", None])
def test_a_bad_volume_is_refused_naming_the_argument(volume: object) -> None:
    with pytest.raises(ValueError, match="volume"):
        check_volume(volume)
    sounds, _ = recording_sounds()
    with pytest.raises(ValueError, match="volume"):
        sounds.volume = volume  # type: ignore[assignment]
    assert sounds.volume == 100


def test_an_unknown_sound_a_bad_gain_or_a_bad_mute_is_refused() -> None:
    sounds, sink = recording_sounds()
    with pytest.raises(ValueError, match="name"):
        sounds.play("boing")
    with pytest.raises(ValueError, match="gain"):
        sounds.play("tick", 1.5)
    with pytest.raises(ValueError, match="muted"):
        sounds.muted = 1  # type: ignore[assignment]
    assert sink.played == []


def test_closing_closes_the_sink_and_a_later_sound_opens_a_new_one() -> None:
    sinks: list[RecordingSink] = []

    def open_sink() -> RecordingSink:
        sinks.append(RecordingSink())
        return sinks[-1]

    sounds = Sounds(open_sink)
    sounds.play("tick")
    sounds.close()
    assert sinks[0].closed
    sounds.update(100)
    sounds.play("tick")
    assert len(sinks) == 2 and sinks[1].names == ["tick"]


MENU_THEN_TABLE = """
from game.lobby import MatchSetup
from tests.ui_helpers import menu_app, open_table, step
app, _ = menu_app()
for _ in range(60):
    step(app)
assert app._sounds is None, "the menu made the sound layer, which opens the mixer, before any table"
open_table(app, MatchSetup(players=4, bots=3))
for _ in range(20):
    step(app)
assert app.sounds.sink.live and len(app.sounds._loaded) >= 14, app.sounds._loaded
print("ok")
"""


def test_the_menu_leaves_the_sound_layer_to_the_first_table_which_opens_the_mixer_and_warms_up(tmp_path: Path) -> None:
    repo = Path(__file__).resolve().parent.parent
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    env.update({"SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(tmp_path / "played.raw")})  # a device
    done = subprocess.run(
        [sys.executable, "-c", MENU_THEN_TABLE], cwd=repo, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
