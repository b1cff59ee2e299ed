"""Attract mode: after IDLE_MS without input on the menu, the bots play a demo of a randomly chosen game behind a
"Press any key" prompt, as an arcade cabinet does; any input brings the menu back at once, just as it was.

The demo is the --autoplay table (`demo_setup`: bots in every seat), which is a show: it never saves, archives or
settles a bankroll (scenes/table/shell.py). It plays inside the menu on a stage of its own
(scenes/routes/demo_stage.py), not on the app's scene stack, so the menu stays the top scene with its game, choices
and focus untouched. It runs only
while the menu is the top scene: an open dialog or panel keeps it away, and a table's pause or hot-seat hand-over is
never the menu. It is silent, its widgets are hidden (a click on one would not reach the menu), and a finished demo
never goes on to the results: after a short look at the end, another random game starts. Randomness comes from the
app's seed.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final, Literal

import pygame

from game.i18n import tr
from game.registry import specs
from scenes.routes.views import VIEWS
from scenes.ui.caches import cached
from scenes.ui.input import CONTROLLER_AXIS_SCALE, STICK_RELEASE, SYNTHETIC_ATTR
from scenes.ui.look import current_look
from scenes.ui.text import CREAM, GOLD, render

if TYPE_CHECKING:
    import numpy as np

    from scenes.core.scene import Host
    from scenes.routes.demo_stage import DemoStage, DemoTable

IDLE_MS: Final = 60_000  # this long without input on the menu, and the demo starts
NEXT_DEMO_MS: Final = 4_000  # a finished demo stays on screen this long before the next game starts
WAKE_GRACE_MS: Final = 250  # the rest of the gesture that woke the menu: the click SDL makes of a tap, …
POINTER_WAKE_PX: Final = 8  # how far the pointer must move (across plus down) to count as input
STICK_DEAD_ZONE: Final = STICK_RELEASE  # a stick tilted less than this counts as centred, as the input layer does
PULSE_MS: Final = 1_600  # one breath of the prompt

PRESSES: Final = frozenset({
    pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION, pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP, pygame.CONTROLLERTOUCHPADDOWN,
})  # fmt: skip

Stir = Literal["input", "jitter", "none"]  # a player's input; a pointer or stick that barely moved; not the player


class AttractMode:
    """The menu's idle clock and, once it has run out, the demo table over the menu."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.stage: DemoStage | None = None  # the demo on screen (None: the menu shows)
        self.idle_ms = 0
        self._rng: np.random.Generator | None = None  # made with the first demo: the menu never waits for numpy
        self._ended_ms = 0  # how long the finished demo has stood still
        self._gesture_ms = 0  # what is left of the waking gesture, swallowed
        self._rest: tuple[int, int] | None = None  # where the pointer was last seen to stand
        self._axes: dict[tuple[int, int, int], float] = {}  # (event type, device, axis) -> where it was last seen
        self._size = (0, 0)  # the window the demo is laid out for
        self._clock_ms = 0

    @property
    def showing(self) -> bool:
        return self.stage is not None

    @property
    def table(self) -> DemoTable | None:
        """The demo's table, while it shows."""
        return self.stage.table if self.stage is not None else None

    # --- input ----------------------------------------------------------------------------------------------

    def capture(self, event: pygame.event.Event) -> bool:
        """See every raw event the menu gets first: input resets the idle clock, and while the demo shows (or the
        gesture that ended it lasts) it wakes the menu and is taken, so nothing of it reaches the menu. The input
        layer still follows it (a stick held over, the device last used)."""
        stir = self._stir(event)
        if stir == "none":
            return False  # a pad plugged in or out, the window: as always
        showing = self.stage is not None
        if stir == "input":
            self.idle_ms = 0
            if showing:
                self.stop()
                self._gesture_ms = WAKE_GRACE_MS
        if not showing and self._gesture_ms <= 0:
            return False
        self.app.input.translate(event)
        return True

    def _stir(self, event: pygame.event.Event) -> Stir:
        kind = event.type
        if getattr(event, SYNTHETIC_ATTR, False):
            return "none"  # a click the focus ring made for a key press
        if kind == pygame.MOUSEMOTION:
            return self._pointer(event.pos)
        if kind in PRESSES:
            if kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                self._rest = (int(event.pos[0]), int(event.pos[1]))
            return "input"
        if kind in (pygame.CONTROLLERAXISMOTION, pygame.JOYAXISMOTION):
            value = event.value / CONTROLLER_AXIS_SCALE if kind == pygame.CONTROLLERAXISMOTION else event.value
            return self._axis((kind, event.instance_id, event.axis), value)
        if kind == pygame.JOYHATMOTION:
            return "input" if tuple(event.value) != (0, 0) else "jitter"
        return "none"

    def _axis(self, axis: tuple[int, int, int], value: float) -> Stir:
        """A stick or trigger counts once it has moved past the dead zone from where it rests (a trigger rests at
        -1 on some pads: its first report says where)."""
        rest = self._axes.get(axis)
        if rest is not None and abs(value - rest) <= STICK_DEAD_ZONE:
            return "jitter"
        self._axes[axis] = value
        return "jitter" if rest is None else "input"

    def _pointer(self, pos: tuple[int, int]) -> Stir:
        """Motion counts once the pointer has moved POINTER_WAKE_PX from where it stood (a bumped desk does not)."""
        here = (int(pos[0]), int(pos[1]))
        rest = self._rest
        if rest is not None and abs(here[0] - rest[0]) + abs(here[1] - rest[1]) < POINTER_WAKE_PX:
            return "jitter"
        self._rest = here
        return "jitter" if rest is None else "input"

    # --- time -----------------------------------------------------------------------------------------------

    def update(self, dt_ms: int, idle: bool) -> None:
        """Count the idle time while the menu is `idle` (the top scene, the window not minimised), start a demo
        when it runs out, and play the demo on; anything else ends the demo and resets the clock."""
        self._gesture_ms = max(0, self._gesture_ms - dt_ms)
        if not idle:
            self.idle_ms = 0
            self.stop()
            return
        stage = self.stage
        if stage is None:
            self.idle_ms += dt_ms
            if self.idle_ms >= IDLE_MS:
                self._start()
            return
        self._clock_ms = (self._clock_ms + dt_ms) % PULSE_MS
        if not stage.ended:  # the match is over and shown when the table asks for the results
            stage.scenes.update(dt_ms)
            return
        self._ended_ms += dt_ms
        if self._ended_ms >= NEXT_DEMO_MS:
            self._start()

    def _start(self) -> None:
        """A new demo of a game picked at random (another than the one just shown)."""
        self.app.warm_up.wait()  # long done after a minute idle: the table's modules are loaded
        import numpy as np

        from game import open_match
        from scenes.routes.demo_stage import (
            DemoStage,
            demo_setup,  # the --autoplay table
        )

        if self._rng is None:
            self._rng = np.random.default_rng(self.app.config.seed)
        shown = self.table.spec.id if self.table is not None else None
        self.stop()
        games = [spec.id for spec in specs() if spec.id in VIEWS]
        games = [game for game in games if game != shown] or games
        game = games[int(self._rng.integers(len(games)))]
        setup = demo_setup(game)
        match = open_match(game, setup.players, dict(setup.options), rng=self._rng, auto_deal=False)
        self.stage = DemoStage(self.app, setup, match)
        self._ended_ms = 0
        self._clock_ms = 0
        self._silence_and_hide(self.stage.table)
        self._size = self.app.size

    def _silence_and_hide(self, table: DemoTable) -> None:
        """The demo plays without sound, and its widgets are hidden: the buttons do nothing for a show, and a
        click on one would be pygame_gui's instead of waking the menu."""
        table.stage.view.animator.cues = None
        root = self.app.ui.get_root_container()
        for element in list(root) if root is not None else []:
            element.hide()  # the menu draws its own buttons: every pygame_gui widget now is the demo's

    def stop(self) -> None:
        """Back to the menu (nothing of the demo is kept)."""
        if self.stage is not None:
            self.stage.close()
            self.stage = None

    # --- drawing --------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> bool:
        """The demo and its prompt, when it shows (True)."""
        stage = self.stage
        if stage is None:
            return False
        table = stage.table
        size = surface.get_size()
        if size != self._size:
            stage.scenes.resize(size)
            self._silence_and_hide(table)
            self._size = size
        table.stage.view.draw(surface)  # the table without its title bar: the band below takes its place
        table.stage.view.draw_overlay(surface)
        for overlay in list(stage.scenes)[1:]:  # a score sheet after a hand
            overlay.draw(surface)
        self._draw_band(surface, table)
        return True

    def prompt(self) -> str:
        """What wakes the menu, in the words of the devices there are."""
        return tr("Press any key or button") if self.app.input.gamepad_connected else tr("Press any key")

    def _draw_band(self, surface: pygame.Surface, table: DemoTable) -> None:
        """The table's title bar, taken over: the prompt in the middle (breathing, unless motion is reduced), the
        table's title (the game and where it stands) on the left, "Demo" on the right. No card ever lies there."""
        width, height = surface.get_size()
        band = _band(width, max(26, round(height * 0.055)))
        surface.blit(band, (0, 0))
        middle = band.get_height() // 2
        prompt = render(self.prompt(), max(16, round(height * 0.034)), GOLD, bold=True)
        if not current_look().reduced_motion:
            prompt = prompt.copy()
            prompt.set_alpha(round(185 + 70 * math.cos(2 * math.pi * self._clock_ms / PULSE_MS)))
        prompt_rect = surface.blit(prompt, prompt.get_rect(center=(width // 2, middle)))
        small = max(12, height // 44)
        demo = render(tr("Demo"), small, CREAM, bold=True)
        demo_rect = demo.get_rect(midright=(round(width * 0.98), middle))
        if demo_rect.left > prompt_rect.right + small:
            surface.blit(demo, demo_rect)
        title = render(table.stage.view.title(table.controller.view()), small, CREAM)
        title_rect = title.get_rect(midleft=(round(width * 0.02), middle))
        if title_rect.right + small < prompt_rect.left:
            surface.blit(title, title_rect)


@cached(maxsize=2)
def _band(width: int, height: int) -> pygame.Surface:
    """The dark strip under the prompt, with a thin gold line at its foot (made once per window size)."""
    band = pygame.Surface((width, height), pygame.SRCALPHA)
    band.fill((6, 18, 12, 170))
    pygame.draw.line(band, (217, 180, 90, 150), (0, height - 1), (width, height - 1))
    return band
