"""The synthesised effects: the length each effect is listed with, no clipping, silence at both ends."""

from __future__ import annotations

import numpy as np
import pytest

from scenes.audio.effects import EFFECTS, MAX_LEVEL, length
from scenes.audio.synth import DRAWINGS, render

EXPECTED = {"deal", "swap", "block", "draw", "reveal", "life_lost", "win", "tick", "card", "trick", "score"}


def test_every_effect_the_games_need_is_there_and_has_a_drawing() -> None:
    # "draw" (a card from the stock) is the turn of a card: the "flip" effect
    assert EXPECTED - {"draw"} <= set(EFFECTS) and "flip" in EFFECTS
    assert set(DRAWINGS) == set(EFFECTS)


@pytest.mark.parametrize("rate", [22050, 44100, 48000])
@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_an_effect_has_its_length_a_modest_peak_and_silent_ends(name: str, rate: int) -> None:
    wave = render(name, rate)
    effect = EFFECTS[name]
    assert wave.dtype == np.float32 and wave.ndim == 1
    assert len(wave) == length(effect.ms, rate)
    peak = float(np.max(np.abs(wave)))
    assert peak == pytest.approx(effect.level, rel=1e-4) and peak <= MAX_LEVEL  # far from clipping at 1.0
    assert np.all(np.isfinite(wave))
    assert wave[0] == 0.0 and wave[-1] == 0.0  # no click when it starts or stops
    assert float(np.max(np.abs(wave[: rate // 2000]))) < 0.1 * peak  # it rises from silence, not in a step
    tail = wave[-round(rate * 0.012) :]
    assert float(np.max(np.abs(tail))) < 0.02 * peak  # it has died away before the wave ends: never cut off
    assert abs(float(np.mean(wave))) < 0.01  # no DC offset to thump the speaker


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_no_effect_is_harsh_little_energy_above_8_khz_and_none_above_12_khz(name: str) -> None:
    wave = render(name, 44100).astype(np.float64)
    power = np.abs(np.fft.rfft(wave)) ** 2
    freqs = np.fft.rfftfreq(len(wave), 1 / 44100)
    assert power[freqs > 8000].sum() < 0.03 * power.sum()
    assert power[freqs > 12000].sum() < 0.001 * power.sum()


def test_the_same_effect_renders_the_same_every_time() -> None:
    assert np.array_equal(render("deal"), render("deal"))


def test_effects_are_not_all_alike() -> None:
    spectra = {name: np.abs(np.fft.rfft(render(name, 22050), 4096)) for name in ("tick", "knock", "block")}
    centroid = {name: float(np.sum(s * np.arange(len(s))) / np.sum(s)) for name, s in spectra.items()}
    assert centroid["knock"] < centroid["block"] < centroid["tick"]  # a low knock, a mid call, a high tick


@pytest.mark.parametrize(("name", "rate"), [("boing", 44100), ("tick", 100), ("tick", 10**6)])
def test_an_unknown_effect_or_a_silly_rate_is_refused(name: str, rate: int) -> None:
    with pytest.raises(ValueError, match="name" if name == "boing" else "rate"):
        render(name, rate)
