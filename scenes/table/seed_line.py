"""The pause's line about the deal and the seed while the match runs: "Hand 3 · seed sealed: 022b a8c7 0164. The
seed is shown when the match ends." Only the seal: the seed would tell every hand still to come, a way to peek in
hot-seat play. The results and the history show the seed once the match is over (scenes/ui/seed_words.py)."""

from __future__ import annotations

from game.core.spec import GameSpec
from game.i18n import tr
from game.replay.seed import DealSeed, seal
from scenes.ui.seed_words import kept_whole


def seed_text(spec: GameSpec, seed: DealSeed, from_seed: bool = True) -> str:
    """The deal, the seal of the seed (never the seed), and whether the match counts in the statistics."""
    round_name = tr(spec.round_label)
    if seed.queued:
        where = tr("{round} {n} (dealt again)", round=round_name, n=seed.deal)
    else:
        where = tr("{round} {n}", round=round_name, n=seed.deal)
    sealed = kept_whole(seal(seed.seed))
    if not from_seed:
        return tr("{where} · seed sealed: {seal}. Not every deal came from it: this match does not count in the "
                  "statistics.", where=where, seal=sealed)  # fmt: skip
    return tr("{where} · seed sealed: {seal}. The seed is shown when the match ends.", where=where, seal=sealed)
