"""What the steps of a Kuckuck round (the deal, the exchanges, the showdown) ask of the Kuckuck animator: all the
powers' animations ask, and besides a demo's open cards, a callout anywhere, a banner, and the showdown's cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from scenes.kuckuck.power_steps import PowerAnimator
from scenes.ui.text import GOLD

if TYPE_CHECKING:
    from scenes.cards.geometry import Point
    from scenes.cards.tween import Step


class StepAnimator(PowerAnimator, Protocol):
    """The Kuckuck animator as the round's steps see it (scenes/kuckuck/animator.py)."""

    shown_cards: tuple[str | None, ...]  # the showdown's step keeps its cards here for the fools that pay after

    @property
    def open_card(self) -> Callable[[int], str | None] | None: ...

    def callout(self, text: str, pos: Point, size: int, color: tuple[int, int, int] = GOLD, ms: int = ...) -> Step: ...

    def banner(self, text: str, sub: str, ms: int) -> Step: ...
