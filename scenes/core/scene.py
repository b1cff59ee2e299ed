"""The scene lifecycle: enter, handle input, update, draw, exit. Drawing never changes game state.

A base scene fills the screen (menu, table, results); an overlay (pause, a dialog) is pushed over it on the
host's scene stack (scenes/core/stack.py) and closes itself with `self.app.scenes.pop(self)`.

A scene is handed its `Host`: what it may use of the program (the scene stack, input, settings, saves, sounds,
toasts, the window's size) and the `Routes` to the other screens. The App is one host (scenes/core/app.py), the
attract mode's demo stage another (scenes/routes/demo_stage.py); no scene knows which.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.ui.actions import InputAction

if TYPE_CHECKING:
    import pygame_gui

    from game import Match
    from game.core.reasons import Reason
    from game.core.results import ResultsSummary
    from game.core.seats import SeatConfig
    from game.lobby import MatchSetup
    from game.stats.book import StatsBook
    from game.store.archive import ArchiveStore
    from game.store.saves import SaveStore
    from game.store.settings import Settings
    from scenes.audio.sounds import Sounds
    from scenes.core.config import AppConfig
    from scenes.core.stack import SceneStack
    from scenes.core.warm_up import WarmUp
    from scenes.ui.input import InputMapper
    from scenes.ui.seed_words import FinishedSeed


class Routes(Protocol):
    """Where a scene may send the player (scenes/routes/router.py): each screen by its name, the base scenes (which
    replace what is shown) and the overlays two screens open (pushed over it)."""

    def menu(self, initial: MatchSetup | None = None, game: str | None = None) -> None: ...
    def table(self, setup: MatchSetup, resume: tuple[Match, list[SeatConfig]] | None = None) -> None: ...
    def table_from_seed(self, setup: MatchSetup, seed: int) -> None: ...
    def results(
        self, summary: ResultsSummary, setup: MatchSetup, archived: str | None = None, seed: FinishedSeed | None = None
    ) -> None: ...
    def history(self, back: Callable[[], None] | None = None) -> None: ...
    def replay(self, entry_id: str, back: Callable[[], None], position: int | None = None) -> bool: ...
    def review(self, entry_id: str, seat: int, back: Callable[[], None]) -> bool: ...
    def settings(self) -> None: ...
    def players(self, humans: int) -> None: ...
    def stats(self, game: str) -> None: ...
    def modules_ahead(self) -> tuple[str, ...]:
        """The modules its screens will ask for, to import ahead of need."""
        ...


class Host(Protocol):
    """What a scene may use of the program that shows it."""

    @property
    def config(self) -> AppConfig: ...
    @property
    def scenes(self) -> SceneStack[Scene]: ...
    @property
    def router(self) -> Routes: ...
    @property
    def input(self) -> InputMapper: ...
    @property
    def saves(self) -> SaveStore: ...
    @property
    def archive(self) -> ArchiveStore: ...
    @property
    def stats(self) -> StatsBook: ...
    @property
    def warm_up(self) -> WarmUp: ...
    @property
    def settings(self) -> Settings: ...
    def remember_settings(self, settings: Settings) -> None: ...
    def apply_settings(self, settings: Settings) -> None: ...
    def bindings_path(self) -> Path: ...
    @property
    def sounds(self) -> Sounds: ...
    def set_sound(self, volume: int | None = None, muted: bool | None = None) -> None: ...
    def toast(self, message: str | Reason, ms: int = ...) -> None: ...
    @property
    def ui(self) -> pygame_gui.UIManager: ...
    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def fullscreen(self) -> bool: ...
    def toggle_fullscreen(self) -> None: ...
    @property
    def minimised(self) -> bool: ...
    def quit(self) -> None: ...


class Scene:
    """A screen of the game. Subclasses override what they need."""

    freezes_below = False  # True: the scenes under this one stand still while it is open (a pause)
    idle_enough_to_warm_up = False  # True: a still screen (the menu), where the app's warm-up may import in the back
    has_hint_line = False  # True: it shows its own line of control hints (the screen below hides its own)

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Build widgets for the current window size."""

    def exit(self) -> None:
        """Remove widgets; the scene may be entered again later."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: rebuild whatever depends on it."""
        self.exit()
        self.enter()

    def uncovered(self) -> None:
        """The overlay above this scene closed."""

    def handle(self, action: InputAction) -> None:
        """A keyboard, mouse or gamepad action that the UI did not consume (only the top scene gets them)."""

    def capture(self, event: pygame.event.Event) -> bool:
        """Take a raw event before the bindings see it (a key being bound); True when it was taken."""
        return False

    def settings_changed(self) -> None:
        """The player changed a setting (app.settings holds the new ones): apply what this screen uses."""

    def on_ui_event(self, event: pygame.event.Event) -> None:
        """A pygame_gui event (a button pressed, …)."""

    def update(self, dt_ms: int) -> None:
        """Advance animations and the controller."""

    def covers(self, size: tuple[int, int]) -> bool:
        """True when this scene hides everything below it, so those need not be drawn."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw below the pygame_gui widgets."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Draw above the pygame_gui widgets (focus ring, callouts); only the top scene is asked."""

    def pad_lost(self, number: int) -> str:
        """Pad `number` was unplugged: what this (base) scene adds to the message, e.g. whose pad it was."""
        return ""

    def on_focus_lost(self) -> None:
        """The window was minimised or lost focus (the base scene is told)."""
