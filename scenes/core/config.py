"""How the program was started: windowed or fullscreen, the window's size, a seed, an autoplay demo."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

WINDOWED_SIZE: Final = (1600, 900)


@dataclass(frozen=True)
class AppConfig:
    fullscreen: bool | None = True  # None: as the settings say
    size: tuple[int, int] = WINDOWED_SIZE
    seed: int | None = None
    autoplay: str | None = None
    phone_port: int = 0  # where a table with phone seats listens for the phones (0: any free port)
