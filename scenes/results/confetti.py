"""The results' confetti: paper that falls and flutters over the screen when a person won, the same every time."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Final

import pygame

Colour = tuple[int, int, int]

CONFETTI_COLOURS: Final[tuple[Colour, ...]] = (
    (242, 193, 78), (230, 70, 70), (80, 170, 240), (120, 210, 110), (250, 250, 240), (200, 110, 220),
)  # fmt: skip
CONFETTI_PIECES: Final = 140
CONFETTI_SEED: Final = 0x5EED


@dataclass(frozen=True)
class Flake:
    x: float  # 0..1 of the width
    y: float  # 0..1 of the fall cycle
    fall: float  # fall cycles per second
    sway: float  # amplitude, fraction of the width
    sway_hz: float
    spin_hz: float
    phase: float
    size: float  # fraction of the height
    colour: Colour


class Confetti:
    """Falling, fluttering paper: positions are a pure function of the time since the screen opened."""

    def __init__(self, pieces: int = CONFETTI_PIECES, seed: int = CONFETTI_SEED) -> None:
        rng = random.Random(seed)  # its own generator: the same confetti every time, global random untouched
        self.flakes = [
            Flake(
                x=rng.random(),
                y=rng.uniform(-0.75, 0.25),  # a quarter is already falling when the screen opens
                fall=rng.uniform(0.09, 0.2),
                sway=rng.uniform(0.004, 0.02),
                sway_hz=rng.uniform(0.3, 0.9),
                spin_hz=rng.uniform(0.5, 1.6),
                phase=rng.uniform(0.0, math.tau),
                size=rng.uniform(0.01, 0.018),
                colour=rng.choice(CONFETTI_COLOURS),
            )
            for _ in range(pieces)
        ]
        self.elapsed_ms = 0

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += max(0, dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        t = self.elapsed_ms / 1000
        margin = 0.05
        for flake in self.flakes:
            cycle = (flake.y + flake.fall * t) % 1.0 if flake.y + flake.fall * t >= 0 else None
            if cycle is None:
                continue
            y = (cycle * (1 + 2 * margin) - margin) * height
            x = (flake.x + flake.sway * math.sin(flake.phase + math.tau * flake.sway_hz * t)) * width
            length = flake.size * height
            spin = flake.phase + math.tau * flake.spin_hz * t
            flutter = 0.25 + 0.75 * abs(math.cos(spin * 1.3))  # turning paper: its width shrinks and grows
            dx, dy = math.cos(spin), math.sin(spin)
            hw, hh = length * 0.5, length * 0.3 * flutter
            box = ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
            corners = [(x + dx * a - dy * b, y + dy * a + dx * b) for a, b in box]
            shade = 0.7 + 0.3 * flutter
            pygame.draw.polygon(surface, [round(c * shade) for c in flake.colour], corners)
