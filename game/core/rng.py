"""Randomness from an injected numpy Generator, split into independent, reproducible streams.

Each shuffle is derived from the match's base entropy and the deal number, so a saved match needs no RNG state:
the shuffles it already made are in its log, and the next one depends only on (entropy, deal number).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    import numpy as np

T = TypeVar("T")


MAX_ENTROPY = 2**63 - 1  # entropies are 0 .. MAX_ENTROPY - 1


def entropy_from(generator: np.random.Generator) -> int:
    """Draw the base entropy of a match from the injected generator."""
    return int(generator.integers(0, MAX_ENTROPY))


def generator(seed: int | list[int] | None) -> np.random.Generator:
    """A numpy Generator; numpy is imported on first use so that start-up does not pay for it."""
    import numpy

    return numpy.random.default_rng(seed)


def stream(entropy: int, *key: int) -> np.random.Generator:
    """An independent generator for one purpose, e.g. stream(entropy, DEAL_STREAM, deal_number)."""
    return generator([entropy, *key])


def shuffled(items: Sequence[T], generator: np.random.Generator) -> list[T]:
    order = generator.permutation(len(items))
    return [items[int(i)] for i in order]


DEAL_STREAM = 1
DEALER_STREAM = 2
BOT_STREAM = 3
