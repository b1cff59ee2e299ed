"""The app's sound effects: one small API every scene calls, `app.sounds.play("tick")`.

`Sounds` owns the volume and the mute switch, renders each effect once (scenes/audio/synth.py) and hands it to a
sink (scenes/audio/mixer.py: pygame's mixer, or silence without an audio device). Nothing is opened or rendered
when the app starts. Rendering needs numpy (importing it costs about 0.1 s), which the warm-up thread imports once
the first menu frame is on screen (scenes/core/warm_up.py), or a table opened first; until then the sound layer
waits, and a sound asked for meanwhile (a click in the menu) is skipped. Then
`warm_step()`, called once a frame, opens the sink and renders one effect a frame, so no frame pays for all of
them; an effect asked for before its turn is rendered on the spot (a few milliseconds). A burst of requests (a
table skipping to the result plays a whole deal in a frame) is thinned: the same effect at most once per
`REPEAT_GAP_MS`, at most `PER_FRAME` effects a frame.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final

from scenes.audio.effects import EFFECTS
from scenes.audio.mixer import Sink

VOLUME_RANGE: Final = (0, 100)
DEFAULT_VOLUME: Final = 70
REPEAT_GAP_MS: Final = 60
PER_FRAME: Final = 3


def numpy_loaded() -> bool:
    """True once something (a match) has imported numpy: rendering an effect then costs only the rendering."""
    return "numpy" in sys.modules


def check_volume(volume: object) -> int:
    """`volume` when it is a whole number in 0..100; else ValueError naming the argument."""
    low, high = VOLUME_RANGE
    if type(volume) is not int or not low <= volume <= high:
        raise ValueError(f"volume must be a whole number from {low} to {high}, got {volume!r}")
    return volume


class Sounds:
    """`open_sink` is called once, on the first warm-up step or the first sound played."""

    def __init__(self, open_sink: Callable[[], Sink], volume: int = DEFAULT_VOLUME, muted: bool = False) -> None:
        self._open_sink = open_sink
        self._sink: Sink | None = None
        self._volume = check_volume(volume)
        self._muted = bool(muted)
        self._loaded: set[str] = set()
        self._warm = False  # every effect rendered (or there is no device)
        self._clock_ms = 0
        self._last_played: dict[str, int] = {}
        self._this_frame = 0

    # --- settings -----------------------------------------------------------------------------------------

    @property
    def names(self) -> frozenset[str]:
        """Every effect `play` knows."""
        return frozenset(EFFECTS)

    @property
    def volume(self) -> int:
        return self._volume

    @volume.setter
    def volume(self, value: int) -> None:
        self._volume = check_volume(value)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        """Muting also silences what is playing (the end of a fanfare)."""
        if not isinstance(value, bool):
            raise ValueError(f"muted must be True or False, got {value!r}")
        self._muted = value
        if value and self._sink is not None:
            self._sink.stop()

    @property
    def audible(self) -> bool:
        """True when a sound played now would be heard: a device is open, sound is on and the volume above 0."""
        return self.sink.live and not self._muted and self._volume > 0

    @property
    def sink(self) -> Sink:
        if self._sink is None:
            self._sink = self._open_sink()
        return self._sink

    # --- playing ------------------------------------------------------------------------------------------

    def play(self, name: str, gain: float = 1.0) -> bool:
        """Start the effect `name` at `gain` (0..1) of the player's volume; True when it was sent to the sink
        (False: muted, silent, thinned out of a burst, or asked for before any match loaded numpy)."""
        if name not in EFFECTS:
            raise ValueError(f"name: no sound called {name!r} (known: {', '.join(sorted(EFFECTS))})")
        if not 0.0 <= gain <= 1.0:
            raise ValueError(f"gain must be from 0 to 1, got {gain!r}")
        if self._muted or self._volume == 0 or gain == 0.0:
            return False
        last = self._last_played.get(name)
        if self._this_frame >= PER_FRAME or (last is not None and self._clock_ms - last < REPEAT_GAP_MS):
            return False
        if name not in self._loaded and not numpy_loaded():
            return False
        sink = self.sink
        if not sink.live:
            return False
        self._load(name)
        self._last_played[name] = self._clock_ms
        self._this_frame += 1
        sink.play(name, gain * (self._volume / 100) ** 2)  # squared: equal steps of the setting sound equal
        return True

    def _load(self, name: str) -> None:
        if name not in self._loaded:
            from scenes.audio.synth import render  # numpy: loaded by then (see the module's docstring)

            self._loaded.add(name)
            self.sink.load(name, render(name, self.sink.rate))

    # --- time ---------------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        """A new frame, `dt_ms` after the last one."""
        self._clock_ms += dt_ms
        self._this_frame = 0

    def warm_step(self) -> bool:
        """One piece of the warm-up, once numpy is loaded: open the sink, or render one effect not rendered yet.
        True while work is left; with no audio device there is none."""
        if self._warm:
            return False
        if not numpy_loaded():
            return True
        if self._sink is None:
            self._sink = self._open_sink()
            self._warm = not self._sink.live
            return not self._warm
        pending = next((name for name in EFFECTS if name not in self._loaded), None)
        if pending is not None and self._sink.live:
            self._load(pending)
        self._warm = not self._sink.live or len(self._loaded) == len(EFFECTS)
        return not self._warm

    def close(self) -> None:
        if self._sink is not None:
            self._sink.close()
        self._sink = None
        self._loaded.clear()
        self._warm = False
