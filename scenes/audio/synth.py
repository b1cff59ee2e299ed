"""The table's sound effects, synthesised with numpy: no sound files to ship, and nothing to license.

Each effect (listed in scenes/audio/effects.py) has a drawing that renders a mono wave (float32 in -1..1) at a
given sample rate: card flicks and taps made of band-limited noise, soft bell tones, a two-note cuckoo call for a
King's block. Every wave starts and ends in silence (short fades, so a sound never clicks on or off) and peaks at
its effect's modest level, well below full scale, so nothing clips and no effect is louder than a soft chime.
Rendering is deterministic (a fixed noise seed per effect) and takes a few milliseconds for all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Final

import numpy as np
import numpy.typing as npt

from scenes.audio.effects import EFFECTS, length

Wave = npt.NDArray[np.float32]
Samples = npt.NDArray[np.float32]

RATE: Final = 44100
FADE_IN_MS: Final = 1.5
FADE_OUT_MS: Final = 8.0
RELEASE_MS: Final = 30.0  # every note and knock fades out over its last milliseconds, never cut off mid-sound


class Voice:
    """The tools an effect is drawn with: one wave of `ms` milliseconds to add sounds into, at `rate`."""

    def __init__(self, rate: int, ms: int, seed: int) -> None:
        self.rate = rate
        self.out: Samples = np.zeros(length(ms, rate), dtype=np.float32)
        self.noise_source = np.random.default_rng(seed)

    def samples(self, ms: float) -> int:
        return max(1, round(ms * self.rate / 1000))

    def time(self, ms: float) -> Samples:
        """Seconds since the start of a sound of `ms` milliseconds, one per sample."""
        return np.arange(self.samples(ms), dtype=np.float32) / np.float32(self.rate)

    def envelope(self, ms: float, attack_ms: float, decay_ms: float) -> Samples:
        """A smooth rise over `attack_ms`, then an exponential fall with time constant `decay_ms`."""
        t = self.time(ms) * np.float32(1000)
        rise = 0.5 - 0.5 * np.cos(np.float32(np.pi) * np.clip(t / np.float32(max(attack_ms, 1e-3)), 0.0, 1.0))
        return rise * np.exp(-np.maximum(t - np.float32(attack_ms), 0.0) / np.float32(decay_ms))

    def tone(
        self, freq: float, ms: float, decay_ms: float, partials: tuple[float, ...] = (1.0,), glide: float = 0.0
    ) -> Samples:
        """A note of harmonic partials (weights of 1×, 2×, 3× … `freq`), its pitch gliding by the share `glide`
        over its length (−0.03: 3 % down)."""
        t = self.time(ms)
        span = np.float32(max(ms / 1000, 1e-6))
        phase = np.float32(2 * np.pi * freq) * (t + np.float32(glide / 2) * t * t / span)
        wave = np.zeros_like(t)
        for n, weight in enumerate(partials):
            if weight:
                wave += np.float32(weight) * np.sin(phase * np.float32(n + 1))
        return self.released(wave * self.envelope(ms, 10.0, decay_ms))

    def noise(self, ms: float, low_hz: float, high_hz: float) -> Samples:
        """White noise kept to the band `low_hz`..`high_hz` (soft edges), scaled to peak at 1."""
        count = self.samples(ms)
        spectrum = np.fft.rfft(self.noise_source.standard_normal(count))
        freqs = np.fft.rfftfreq(count, 1 / self.rate)
        centre, width = (low_hz + high_hz) / 2, (high_hz - low_hz) / 2
        spectrum *= np.exp(-(((freqs - centre) / width) ** 4))
        band = np.fft.irfft(spectrum, count).astype(np.float32)
        peak = float(np.max(np.abs(band))) or 1.0
        return band / np.float32(peak)

    def flick(self, ms: float, low_hz: float, high_hz: float, decay_ms: float) -> Samples:
        """A card's edge on the cloth: a short burst of band-limited noise."""
        return self.released(self.noise(ms, low_hz, high_hz) * self.envelope(ms, 1.0, decay_ms))

    def released(self, sound: Samples) -> Samples:
        """`sound` with its end faded to silence, so stopping is never a click."""
        count = min(len(sound), self.samples(RELEASE_MS))
        sound[-count:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, count, dtype=np.float32))
        return sound

    def thump(self, ms: float, freq: float, decay_ms: float) -> Samples:
        """A soft low knock: a sine falling to 60 % of its pitch as it fades."""
        t = self.time(ms)
        tau = np.float32(decay_ms / 1000)
        phase = np.float32(2 * np.pi * freq) * (np.float32(0.6) * t + np.float32(0.4) * tau * (1 - np.exp(-t / tau)))
        return self.released(np.sin(phase) * self.envelope(ms, 1.0, decay_ms))

    def add(self, at_ms: float, sound: Samples, gain: float = 1.0) -> None:
        start = round(at_ms * self.rate / 1000)
        end = min(len(self.out), start + len(sound))
        if start < end:
            self.out[start:end] += gain * sound[: end - start]


def finish(wave: Samples, rate: int, level: float) -> Wave:
    """Fade both ends to exact silence and scale the peak to `level`."""
    wave = wave - np.float32(np.mean(wave))
    fade_in = max(2, round(FADE_IN_MS * rate / 1000))
    fade_out = max(2, round(FADE_OUT_MS * rate / 1000))
    wave[:fade_in] *= 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, fade_in, dtype=np.float32))
    wave[-fade_out:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, fade_out, dtype=np.float32))
    peak = float(np.max(np.abs(wave))) or 1.0
    return wave * np.float32(level / peak)


# --- the drawings ----------------------------------------------------------------------------------------------

C5, E5, G5, A5, C6, E6, G6 = 523.25, 659.26, 783.99, 880.0, 1046.5, 1318.5, 1568.0
BELL: Final = (1.0, 0.18, 0.05)
SOFT_SQUARE: Final = (1.0, 0.0, 0.2, 0.0, 0.07)  # odd partials, gently: a mellow reed


def _card(v: Voice) -> None:
    v.add(0, v.flick(70, 1400, 6000, 14))
    v.add(4, v.thump(60, 150, 18), 0.45)


def _flip(v: Voice) -> None:
    v.add(0, v.flick(50, 2500, 9000, 10))
    v.add(32, v.flick(60, 1800, 7000, 14), 0.8)


def _deal(v: Voice) -> None:
    at = 0.0
    for n in range(9):
        v.add(at, v.flick(60, 1500 + 90 * (n % 3), 6500, 11), 0.75 + 0.25 * (n % 2))
        at += 62 + 9 * ((n * 7) % 4)


def _swap(v: Voice) -> None:
    ms = 480
    swell = np.sin(np.linspace(0.0, np.pi, v.samples(ms), dtype=np.float32)) ** 2
    low, high = v.noise(ms, 250, 1600), v.noise(ms, 900, 4200)
    rising = np.linspace(0.0, 1.0, len(swell), dtype=np.float32)
    v.add(0, swell * (low * (1 - rising) + high * rising), 0.7)
    v.add(470, v.flick(70, 1400, 6000, 14), 0.7)


def _block(v: Voice) -> None:
    """Cuck-oo: a falling major third, each note gliding down a little as a bird's does."""
    v.add(0, v.tone(E5, 200, 90, (1.0, 0.22, 0.07), glide=-0.02))
    v.add(250, v.tone(C5, 300, 120, (1.0, 0.22, 0.07), glide=-0.025))


def _knock(v: Voice) -> None:
    for at in (0, 120):
        v.add(at, v.thump(110, 190, 32))
        v.add(at, v.flick(30, 300, 1500, 6), 0.35)


def _reveal(v: Voice) -> None:
    for n, freq in enumerate((C6, E6, G6)):
        v.add(n * 70, v.tone(freq, 500 - n * 70, 160, BELL), 0.8)


def _life_lost(v: Voice) -> None:
    v.add(0, v.tone(392.0, 260, 140, SOFT_SQUARE, glide=-0.03))
    v.add(240, v.tone(293.66, 400, 170, SOFT_SQUARE, glide=-0.06))


def _win(v: Voice) -> None:
    for n, freq in enumerate((C5, E5, G5)):
        v.add(n * 110, v.tone(freq, 220, 120, BELL), 0.7)
    for freq in (C6, G5, E5):
        v.add(330, v.tone(freq, 1060, 420, BELL), 0.45)


def _tick(v: Voice) -> None:
    v.add(0, v.tone(1800, 60, 10, (1.0, 0.0, 0.15)))
    v.add(0, v.flick(15, 2000, 8000, 3), 0.3)


def _hurry(v: Voice) -> None:
    """Two quick rising beeps, brighter than a tick: the last second."""
    for at, freq in ((0, 1320.0), (130, 1760.0)):
        v.add(at, v.tone(freq, 110, 45, (1.0, 0.0, 0.2)))


def _trick(v: Voice) -> None:
    ms = 200
    swell = np.sin(np.linspace(0.0, np.pi, v.samples(ms), dtype=np.float32))
    v.add(0, swell * v.noise(ms, 700, 3500), 0.6)
    v.add(190, v.flick(70, 900, 4500, 16))


def _score(v: Voice) -> None:
    v.add(0, v.tone(G5, 300, 150, BELL))
    v.add(130, v.tone(C6, 390, 180, BELL))


def _call(v: Voice) -> None:
    v.add(0, v.tone(A5, 340, 120, BELL))


def _click(v: Voice) -> None:
    v.add(0, v.tone(2200, 40, 5))


DRAWINGS: Final[Mapping[str, Callable[[Voice], None]]] = MappingProxyType(
    {
        "card": _card,
        "flip": _flip,
        "deal": _deal,
        "swap": _swap,
        "block": _block,
        "knock": _knock,
        "reveal": _reveal,
        "life_lost": _life_lost,
        "win": _win,
        "tick": _tick,
        "hurry": _hurry,
        "trick": _trick,
        "score": _score,
        "call": _call,
        "click": _click,
    }
)


def render(name: str, rate: int = RATE) -> Wave:
    """The wave of the effect `name` at `rate` samples per second."""
    effect, draw = EFFECTS.get(name), DRAWINGS.get(name)
    if effect is None or draw is None:
        raise ValueError(f"name: no sound called {name!r}")
    if not 8000 <= rate <= 192000:
        raise ValueError(f"rate must be 8000..192000 samples per second, got {rate}")
    voice = Voice(rate, effect.ms, seed=sum(map(ord, name)))
    draw(voice)
    return finish(voice.out, rate, effect.level)
