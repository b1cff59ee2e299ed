"""A match's seed: the number all its shuffles come from (its entropy). The same seed at the same table (game,
players, rules) deals the same cards by the same dealer, so a player can note it and play it again.

While a match runs, its seed would tell every hand still to come (in hot-seat play, a way to peek), so the table
shows only its seal: the first twelve hex digits of the SHA-256 of the seed's decimal digits. Once the match is
over the results and the history show the seed itself, and anyone can check it against the seal
(`printf 4821093512345678901 | sha256sum`) and deal the same cards again from it (the menu's Seed…).
"""

from __future__ import annotations

import hashlib
from typing import Final, NamedTuple

from game.core.match import QUEUED, Match
from game.core.rng import MAX_ENTROPY
from game.core.safe_json import quoted

MAX_DIGITS = len(str(MAX_ENTROPY - 1))
SEAL_DIGITS: Final = 12  # hex digits of the seal: 48 bits, far too many to find a seed for by trying
SEPARATORS: Final = " \u00a0\u2009\u202f,.'_"  # what may stand between a seed's groups of digits


class DealSeed(NamedTuple):
    seed: int  # the match's entropy
    deal: int  # the deal (hand) being played, from 1; 0 before the first
    queued: bool  # the deal was given as an order (play a deal again), not shuffled from the seed


def deal_seed(match: Match) -> DealSeed:
    deals = [entry for entry in match.to_dict()["log"] if "deal" in entry]
    return DealSeed(match.entropy, len(deals), bool(deals) and deals[-1]["source"] == QUEUED)


def seal(seed: int) -> str:
    """The seed's seal, shown while its match runs: "3f9a c2e1 07bd" (the first SEAL_DIGITS hex digits of the
    SHA-256 of the seed's decimal digits, in groups of four)."""
    digest = hashlib.sha256(str(seed).encode("ascii")).hexdigest()[:SEAL_DIGITS]
    return " ".join(digest[i : i + 4] for i in range(0, SEAL_DIGITS, 4))


def grouped(seed: int) -> str:
    """The seed as it is shown once its match is over: "4 821 093 512 345 678 901" (groups of three from the
    right; the Seed… dialog takes it as shown, spaces or not)."""
    return f"{seed:,}".replace(",", " ")


def parse_seed(text: object) -> int:
    """A typed seed (digits, in groups or not: "4 821 093", "4821093"; 0..MAX_ENTROPY - 1); ValueError naming
    `text` otherwise."""
    if isinstance(text, str) and (inner := text.strip())[:1].isdigit() and inner[-1:].isdigit():
        text = "".join(char for char in inner if char not in SEPARATORS)
    if not isinstance(text, str) or not text.isdigit() or not text.isascii() or len(text) > MAX_DIGITS:
        raise ValueError(f"text: expected up to {MAX_DIGITS} digits, got {quoted(text)}")
    seed = int(text)
    if seed >= MAX_ENTROPY:
        raise ValueError(f"text: a seed is below {MAX_ENTROPY}, got {seed}")
    return seed
