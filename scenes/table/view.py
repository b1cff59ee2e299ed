"""A game's half of the table: what the table stage (scenes/table/stage.py) asks of every game's view, and what
the view is handed (`Stage`).

The stage holds the match's controller and the animation timeline; the scene that holds the stage (the live
table, scenes/table/shell.py, or a replay, scenes/replay/viewer.py) moves the match and owns the pause, the
hot-seat hand-over, the autosave and the hand-off to the results. The view owns the game's look: its layout and
sprites, turning the game's events into animations (a `TableAnimator`), bringing the sprites in line with the
observation once nothing moves, its own controls (buttons, a hand of cards) and its own input actions (`actions`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from scenes.ui.actions import GameAction, InputAction

if TYPE_CHECKING:
    from game import Match
    from game.controller import Controller
    from game.core.events import Event
    from game.core.seats import SeatConfig
    from game.core.spec import GameSpec
    from scenes.cards.tween import Step, Timeline
    from scenes.core.scene import Host
    from scenes.table.animation import TableAnimator
    from scenes.ui.focus import FocusRing

View = Mapping[str, Any]


class Stage(Protocol):
    """What a view is handed: the match on the table (scenes/table/stage.py's `TableStage`), never the scene."""

    @property
    def app(self) -> Host: ...
    @property
    def controller(self) -> Controller: ...
    @property
    def match(self) -> Match: ...
    @property
    def spec(self) -> GameSpec: ...
    @property
    def seats(self) -> Sequence[SeatConfig]: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def colours(self) -> Sequence[str | None]: ...
    @property
    def timeline(self) -> Timeline: ...
    @property
    def focus(self) -> FocusRing: ...
    @property
    def clock_ms(self) -> int: ...
    @property
    def replaying(self) -> bool: ...
    @property
    def paused(self) -> bool: ...
    def private_viewer(self) -> int | None: ...
    def decide(self, *actions: str, ahead: bool = False) -> bool: ...


class TableView:
    """The base every game's view extends; the methods that raise NotImplementedError must be given."""

    actions: ClassVar[tuple[GameAction, ...]] = ()  # the game's own input actions, bound while the table shows
    animator_class: ClassVar[type[TableAnimator]]  # turns the game's events into animations

    def __init__(self, table: Stage) -> None:
        self.table = table

    @property
    def animator(self) -> TableAnimator:
        raise NotImplementedError

    def layout(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of `size` (at the start and after every resize)."""
        raise NotImplementedError

    def warm_up(self) -> list[Callable[[], object]]:
        """Images to draw ahead of need, a few per frame, so no later frame has to draw them."""
        return []

    def enter(self) -> None:
        """Build widgets (buttons) for the current window size."""

    def exit(self) -> None:
        """Remove widgets."""

    def animate(self, events: list[Event]) -> Step:
        return self.animator.play(events)

    def reconcile(self, view: View, hidden: bool, initial: bool) -> None:
        """Bring the sprites in line with `view` once nothing is animating; `hidden`: no private card may show (a
        hot-seat hand-over); `initial`: a new or resumed table with nothing on it yet."""
        raise NotImplementedError

    def draw(self, surface: pygame.Surface) -> None:
        """The table itself, below pygame_gui's widgets."""
        raise NotImplementedError

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Above the widgets (the live table draws the focus ring after this)."""

    def handle(self, action: InputAction) -> bool:
        """A keyboard, mouse or gamepad action for the game; True when used."""
        return False

    def on_ui_event(self, event: pygame.event.Event) -> bool:
        return False

    def refused(self, reason: str) -> bool:
        """A decision of the player's was refused for `reason` (translated): True when the view shows it itself,
        near what the player was doing; else the stage shows it at the top of the screen."""
        return False

    def sync(self, waiting: int | None) -> None:
        """Enable the controls for the human seat deciding now (`waiting`), or disable them (None)."""

    def title(self, view: View) -> str:
        """The line at the top left: the game and where the match stands."""
        raise NotImplementedError

    def prompt(self, view: View) -> str:
        """What the player is asked to do now, above the controls ("" for nothing)."""
        return ""

    @property
    def text_height(self) -> int:
        """The window's height, which the table's words are sized by, also where the table itself takes less room
        (a replay's table beside its controls): its words stay as readable as at a live table."""
        return self.table.app.size[1]

    def update(self, dt_ms: int) -> None:
        """Per-frame work of the view that is not an animation step (a hover glow, …)."""

    def steps_per_frame(self) -> int:
        """How many rounds of the match (a move and its animation) one frame may play: 1, more only while the
        player skips to the result and watches nothing closely."""
        return 1

    def controls(self) -> list[tuple[str, str]]:
        """(what, keys) lines for the rules panel's controls section."""
        describe = self.table.app.input.describe_game
        from game.i18n import tr

        return [(tr(action.label), describe(action.name)) for action in self.actions]
