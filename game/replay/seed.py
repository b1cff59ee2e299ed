"""A match's seed: the number all its shuffles come from (its entropy). The same seed at the same table (game,
players, rules) deals the same cards by the same dealer, so a player can note it and play it again."""

from __future__ import annotations

from typing import NamedTuple

from game.core.match import QUEUED, Match
from game.core.rng import MAX_ENTROPY
from game.core.safe_json import quoted

MAX_DIGITS = len(str(MAX_ENTROPY - 1))


class DealSeed(NamedTuple):
    seed: int  # the match's entropy
    deal: int  # the deal (hand) being played, from 1; 0 before the first
    queued: bool  # the deal was given as an order (play a deal again), not shuffled from the seed


def deal_seed(match: Match) -> DealSeed:
    deals = [entry for entry in match.to_dict()["log"] if "deal" in entry]
    return DealSeed(match.entropy, len(deals), bool(deals) and deals[-1]["source"] == QUEUED)


def parse_seed(text: object) -> int:
    """A typed seed (digits only, 0..MAX_ENTROPY - 1); ValueError naming `text` otherwise."""
    if not isinstance(text, str) or not text.isdigit() or not text.isascii() or len(text) > MAX_DIGITS:
        raise ValueError(f"text: expected up to {MAX_DIGITS} digits, got {quoted(text)}")
    seed = int(text)
    if seed >= MAX_ENTROPY:
        raise ValueError(f"text: a seed is below {MAX_ENTROPY}, got {seed}")
    return seed
