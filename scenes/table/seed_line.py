"""The pause overlay's line about the deal's seed: "Seed 4821… · Deal 3"."""

from __future__ import annotations

from game.core.spec import GameSpec
from game.i18n import tr
from game.replay.seed import DealSeed


def seed_text(spec: GameSpec, seed: DealSeed) -> str:
    round_name = tr(spec.round_label)
    if seed.queued:
        return tr("Seed {seed} · {round} {n} (dealt again)", seed=seed.seed, round=round_name, n=seed.deal)
    return tr("Seed {seed} · {round} {n}", seed=seed.seed, round=round_name, n=seed.deal)
