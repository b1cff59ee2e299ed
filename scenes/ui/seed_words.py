"""What the screens say about a finished match's seed: the seed itself in groups of digits the menu's Seed… dialog
takes as shown, with the seal the table showed while the match ran (scenes/table/seed_line.py), so a player can
check one against the other; and, for a match with a deal not shuffled from its seed (a deal played again, a
hand-edited save), that it does not count in the statistics."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from game.i18n import N_, tr
from game.replay.seed import grouped, seal

if TYPE_CHECKING:
    from game.core.match import Match

KEEP: Final = "\u00a0"  # a space no wrapped line is broken at (pygame_gui's labels draw it; our own text does not)
NOT_FROM_SEED: Final = N_("Not every deal came from the seed: this match does not count in the statistics.")


def kept_whole(text: str) -> str:
    return text.replace(" ", KEEP)


def seed_shown(seed: int) -> str:
    """ "Seed 4 821 093 512 345 678 901 (sealed as 022b a8c7 0164)"."""
    return tr("Seed {seed} (sealed as {seal})", seed=grouped(seed), seal=seal(seed))


class FinishedSeed(NamedTuple):
    """What the results say of a finished match's seed."""

    seed: int
    from_seed: bool  # every deal was shuffled from it (else the match does not count in the statistics)

    @classmethod
    def of(cls, match: Match) -> FinishedSeed:
        return cls(match.entropy, match.from_seed)

    def notes(self) -> list[str]:
        return [seed_shown(self.seed)] if self.from_seed else [seed_shown(self.seed), tr(NOT_FROM_SEED)]
