"""The list of sound effects: each one's name, length and loudness. Apart from their synthesis
(scenes/audio/synth.py), so the app can name and check effects without loading numpy at start-up."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

MAX_LEVEL: Final = 0.6  # the loudest any effect may peak (about −4.4 dBFS): far from clipping


@dataclass(frozen=True)
class Effect:
    ms: int  # the wave's length
    level: float  # its peak, 0..MAX_LEVEL


EFFECTS: Final[Mapping[str, Effect]] = MappingProxyType(
    {
        "card": Effect(100, 0.42),  # a card laid on the table
        "flip": Effect(130, 0.36),  # a card turned or drawn
        "deal": Effect(720, 0.38),  # cards dealt round the table
        "swap": Effect(560, 0.40),  # two cards sliding past each other
        "block": Effect(620, 0.45),  # a King blocks a swap: "Kuckuck!"
        "knock": Effect(260, 0.48),  # a knock on the table: stay, or pass
        "reveal": Effect(560, 0.34),  # the cards are shown
        "life_lost": Effect(700, 0.40),
        "win": Effect(1420, 0.45),
        "tick": Effect(70, 0.36),  # a second of the Speed-Kuckuck countdown
        "hurry": Effect(300, 0.42),  # the last second of the Speed-Kuckuck countdown begins
        "trick": Effect(300, 0.38),  # a trick taken
        "score": Effect(560, 0.38),  # a hand scored
        "call": Effect(360, 0.34),  # a bid or a call that counts
        "click": Effect(45, 0.22),  # a button pressed
    }
)


def length(ms: int, rate: int) -> int:
    """Samples in `ms` milliseconds at `rate`."""
    return round(ms * rate / 1000)
