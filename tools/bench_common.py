"""What the `make bench` parts share: where the repository is, the headless SDL drivers, the figures' type and
the percentile they report."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}

Figures = dict[str, float]  # figure name → value, as bench.json holds them


def percentile(values: list[float], share: float) -> float:
    """Nearest-rank percentile (share in 0..1) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, round(share * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]
