"""Where sounds go: `pygame.mixer`, or nowhere.

A sink takes each effect's wave once (`load`) and plays it by name at a gain (`play`). `open_mixer` opens
pygame's mixer for the effects; when there is no audio device it returns a silent sink instead, having said so in
one log line. SDL's "dummy" audio driver (headless runs, tests, benchmarks) counts as no device: it would only add
an audio thread that wakes every few milliseconds to mix into nothing, which on a busy machine delays frames. The
audio library's own complaints (ALSA prints a dozen lines to stderr when it finds no sound card) are kept off the
terminal while the mixer opens. Nothing here raises: a game without sound still plays.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Final, Protocol

import pygame

if TYPE_CHECKING:
    from scenes.audio.synth import Wave

FREQUENCY: Final = 44100
CHANNELS: Final = 2
BUFFER: Final = 1024  # samples per mixing round: 23 ms of latency, safe on a busy 2-core machine
VOICES: Final = 16  # effects that may sound at once
MAX_REASON: Final = 160  # characters of the audio library's error quoted in the log line

_log = logging.getLogger(__name__)


class Sink(Protocol):
    """Plays loaded waves by name."""

    @property
    def rate(self) -> int:
        """Samples per second the waves must be rendered at."""
        ...

    @property
    def live(self) -> bool:
        """True when sound really comes out (an audio device is open)."""
        ...

    def load(self, name: str, wave: Wave) -> None: ...

    def play(self, name: str, gain: float) -> None:
        """Start the wave `name` at `gain` (0..1); a name never loaded is ignored."""
        ...

    def stop(self) -> None:
        """Silence every sound playing now."""
        ...

    def close(self) -> None: ...


class SilentSink:
    """No audio device: everything is accepted and nothing is heard."""

    rate = FREQUENCY
    live = False

    def load(self, name: str, wave: Wave) -> None:
        return None

    def play(self, name: str, gain: float) -> None:
        return None

    def stop(self) -> None:
        return None

    def close(self) -> None:
        return None


class MixerSink:
    """pygame.mixer, opened as 16-bit signed samples at `rate` with `channels` channels."""

    live = True

    def __init__(self, rate: int, channels: int) -> None:
        self.rate = rate
        self.channels = channels
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    def load(self, name: str, wave: Wave) -> None:
        import numpy as np  # loaded by the match already: the mixer is opened once a table is (scenes/audio/sounds.py)

        samples = np.round(np.clip(wave, -1.0, 1.0) * 32767).astype(np.int16)
        frames = np.repeat(samples, self.channels)  # the same sample on every channel, interleaved
        try:
            self._sounds[name] = pygame.mixer.Sound(buffer=frames.tobytes())
        except pygame.error as error:
            _log.warning("sound %s not loaded: %s", name, str(error)[:MAX_REASON])

    def play(self, name: str, gain: float) -> None:
        sound = self._sounds.get(name)
        if sound is None:
            return
        try:
            channel = pygame.mixer.find_channel(True)  # every voice busy: the oldest gives way
            if channel is None:
                return
            channel.set_volume(gain)  # before play: the first mixing round already has the gain
            channel.play(sound)
        except pygame.error:
            self._sounds.clear()  # the mixer was closed under us (pygame.quit): quiet from now on

    def stop(self) -> None:
        with contextlib.suppress(pygame.error):
            pygame.mixer.stop()

    def close(self) -> None:
        self._sounds.clear()
        with contextlib.suppress(pygame.error):
            pygame.mixer.quit()


@contextlib.contextmanager
def stderr_kept_aside() -> Iterator[None]:
    """Send what C libraries write to file descriptor 2 to a scratch file for the duration."""
    import tempfile  # only when a mixer is opened: it is slow to import

    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no stderr at all (a windowed build): nothing to keep aside
        yield
        return
    try:
        with tempfile.TemporaryFile() as scratch:
            os.dup2(scratch.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


def open_mixer(frequency: int = FREQUENCY, channels: int = CHANNELS) -> Sink:
    """The mixer for the effects, or a silent sink when no audio device can be opened (one log line says why) or
    the dummy driver was asked for (said only at the info level: a choice, not a fault)."""
    if os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy":
        _log.info("Sound is off: SDL_AUDIODRIVER=dummy.")
        return SilentSink()
    return open_device(frequency, channels)


def open_device(frequency: int = FREQUENCY, channels: int = CHANNELS) -> Sink:
    """pygame's mixer on whichever audio driver SDL picks, or a silent sink when it cannot open one."""
    try:
        if pygame.mixer.get_init() is None:
            with stderr_kept_aside():
                pygame.mixer.init(frequency, -16, channels, BUFFER, allowedchanges=0)
        opened = pygame.mixer.get_init()
        if opened is None or opened[1] != -16:
            raise pygame.error(f"the mixer gave an unusable format {opened}")
        pygame.mixer.set_num_channels(VOICES)
    except (ImportError, NotImplementedError, OSError, pygame.error) as error:
        reason = " ".join(str(error).split())[:MAX_REASON] or type(error).__name__
        _log.warning("Sound is off: no audio device could be opened (%s).", reason)
        return SilentSink()
    return MixerSink(opened[0], opened[2])
