"""Speed-Kuckuck on the table: the time left for the decision on the screen, as a ring round the acting seat's
plate and, for a person's own decision, the seconds left in large figures where the player looks (beside their
plate and before the prompt) and a bar under the Stay / Swap buttons, all turning red in the last second; a tick
as the second-to-last second begins and a brighter double beep as the last one does. The time itself is the
controller's (game/decision_clock.py); this only shows it."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from scenes.cards.sprites import LOSER_RED, TURN_GOLD
from scenes.ui.text import render

if TYPE_CHECKING:
    from game.decision_clock import DecisionClock

TICK_SECONDS: Final = (2, 1)  # a sound as each of the last two seconds begins: a tick, then (the last) a hurry
URGENT_MS: Final = 1000  # the last second is drawn red
SPENT: Final = (60, 56, 44)  # the part of the ring or bar already used up
_RING_POINTS: Final = 160


def seconds_left(left_ms: int) -> int:
    """Whole seconds left, counted as a clock shows them: 1 ms left is still "1"."""
    return -(-left_ms // 1000)


class Countdown:
    """Follows the controller's clock frame by frame (`follow`), draws it, and ticks through `play` (the app's
    sound effects)."""

    def __init__(self, play: Callable[[str], object] = lambda name: None) -> None:
        self._play = play
        self.ticks: list[tuple[int, int]] = []  # (seat, seconds left) of every tick so far, for tests
        self._shown: tuple[int, int, int] | None = None  # (seat, decision, seconds left) last followed

    def follow(self, clock: DecisionClock | None, human: bool) -> None:
        """The clock as it stands after this frame's move (None: no decision is timed now). A person's decision
        ticks as each of its last two seconds begins, the first one too if it starts in them."""
        if clock is None:
            self._shown = None
            return
        seconds = seconds_left(clock.left_ms)
        before = self._shown
        same = before is not None and before[:2] == (clock.seat, clock.decision)
        if human and seconds in TICK_SECONDS and not (same and before is not None and before[2] == seconds):
            self.play_tick(clock.seat, seconds)
        self._shown = (clock.seat, clock.decision, seconds)

    def play_tick(self, seat: int, seconds: int) -> None:
        """One sound of Speed-Kuckuck's countdown (`seconds` left for `seat`): a tick, or in the last second a
        double beep that says hurry; heard (unless the sound is off), and recorded for tests."""
        self.ticks.append((seat, seconds))
        self._play("hurry" if seconds <= 1 else "tick")

    # --- drawing ------------------------------------------------------------------------------------------

    @staticmethod
    def colour(clock: DecisionClock) -> tuple[int, int, int]:
        return LOSER_RED if clock.left_ms <= URGENT_MS else TURN_GOLD

    @staticmethod
    def share_left(clock: DecisionClock) -> float:
        return clock.left_ms / clock.limit_ms

    def draw_ring(self, surface: pygame.Surface, plate: pygame.Rect, clock: DecisionClock) -> None:
        """A ring just outside the plate, the time left running clockwise from the top centre, the rest dim."""
        width = max(3, plate.height // 12)
        ring = plate.inflate(2 * width + 2, 2 * width + 2)
        points = rounded_rect_path(ring, max(6, ring.height // 4), _RING_POINTS)
        split = max(1, round(len(points) * self.share_left(clock)))
        pygame.draw.lines(surface, SPENT, False, points, width)
        if split > 1:
            pygame.draw.lines(surface, self.colour(clock), False, points[:split], width)

    def draw_seconds(self, surface: pygame.Surface, centre: tuple[int, int], size: int, clock: DecisionClock) -> None:
        """The seconds left, a figure `size` pixels high on a dark disc ringed in the clock's colour."""
        colour = self.colour(clock)
        radius = round(size * 0.62)  # prompt_area.DISC: the room it is given
        disc = pygame.Surface((2 * radius + 2, 2 * radius + 2), pygame.SRCALPHA)
        pygame.draw.circle(disc, (14, 20, 16, 215), (radius + 1, radius + 1), radius)
        pygame.draw.circle(disc, colour, (radius + 1, radius + 1), radius, max(2, size // 14))
        surface.blit(disc, disc.get_rect(center=centre))
        figure = render(str(seconds_left(clock.left_ms)), size, colour, bold=True)
        surface.blit(figure, figure.get_rect(center=centre))

    def draw_bar(self, surface: pygame.Surface, bar: pygame.Rect, clock: DecisionClock) -> None:
        """A bar that shrinks from the right as the time runs out."""
        radius = bar.height // 2
        pygame.draw.rect(surface, SPENT, bar, border_radius=radius)
        left = bar.copy()
        left.width = round(bar.width * self.share_left(clock))
        if left.width > 0:
            pygame.draw.rect(surface, self.colour(clock), left, border_radius=radius)


def rounded_rect_path(rect: pygame.Rect, radius: int, count: int) -> list[tuple[float, float]]:
    """`count` + 1 points round a rounded rectangle, clockwise (on the screen) from the middle of its top edge
    back to it."""
    r = float(min(radius, rect.width // 2, rect.height // 2))
    left, top, right, bottom = float(rect.left), float(rect.top), float(rect.right), float(rect.bottom)
    w, h = rect.width - 2 * r, rect.height - 2 * r
    # (start x, start y, direction x, direction y, length) for an edge; (centre x, centre y, start angle) for
    # a quarter circle, whose length is the same for all four
    edges = [
        (left + r + w / 2, top, 1.0, 0.0, w / 2),
        (right, top + r, 0.0, 1.0, h),
        (right - r, bottom, -1.0, 0.0, w),
        (left, bottom - r, 0.0, -1.0, h),
        (left + r, top, 1.0, 0.0, w / 2),
    ]
    arcs = [(right - r, top + r, -math.pi / 2), (right - r, bottom - r, 0.0), (left + r, bottom - r, math.pi / 2),
            (left + r, top + r, math.pi)]  # fmt: skip
    quarter = math.pi * r / 2
    total = w * 2 + h * 2 + 4 * quarter

    def at(distance: float) -> tuple[float, float]:
        for index, (x, y, dx, dy, length) in enumerate(edges):
            if distance <= length or index == len(edges) - 1:
                return (x + dx * min(distance, length), y + dy * min(distance, length))
            distance -= length
            if distance <= quarter:
                cx, cy, start = arcs[index]
                angle = start + (distance / quarter if quarter else 1.0) * math.pi / 2
                return (cx + r * math.cos(angle), cy + r * math.sin(angle))
            distance -= quarter
        return edges[0][0], top

    return [at(total * i / count) for i in range(count + 1)]
