"""The moves the hard Hearts bot compares: one card per group of cards that play alike, and a few pass sets."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any, Final

from game.ai.agent import legal_actions
from game.hearts.cardsets import points_of
from game.hearts.deck import ALL_CARDS, LAYOUT, PASS_SIZE, SUIT_OF
from game.hearts.knowledge import config_of, mask_of, played_mask
from game.hearts.passing import danger, pass_plan, ranked
from game.hearts.state import NOBODY

TEXTS: Final = LAYOUT.texts
PASS_CANDIDATES: Final = 10  # pass sets compared
PASS_POOL: Final = 6  # the most dangerous cards the other sets are drawn from


def play_candidates(view: Mapping[str, Any]) -> list[str]:
    """One legal play per group of touching cards (no unseen card between them, the same points): cards of a
    group play alike, so the search compares only one of each, the lowest."""
    jd = bool(view["options"]["jd_minus_10"])
    legal = [LAYOUT.index(action.partition(" ")[2]) for action in legal_actions(view)]
    hand = mask_of(view["hand"])
    out = ALL_CARDS & ~hand & ~played_mask(view)
    chosen: list[str] = []
    previous = NOBODY
    for card in legal:  # in suit order, each suit from the 2 up
        between = ((1 << card) - 1) & ~((2 << previous) - 1) if previous != NOBODY else 0
        alike = (
            previous != NOBODY
            and SUIT_OF[card] == SUIT_OF[previous]
            and not out & between
            and points_of(1 << card, jd) == points_of(1 << previous, jd)
        )
        if not alike:
            chosen.append(f"play {TEXTS[card]}")
        previous = card
    return chosen


def pass_candidates(view: Mapping[str, Any], count: int = PASS_CANDIDATES) -> list[str]:
    """Up to `count` sets of the cards still to pass, as "pass A B C": the normal bot's plan first, then the other
    sets of the most dangerous cards, the most dangerous sets first."""
    cfg = config_of(view)
    hand = mask_of(view["hand"])
    left = PASS_SIZE - len(view["passed"])
    plan = pass_plan(hand, cfg.passable, left, cfg.jd_minus_10)
    pool = list(dict.fromkeys([*plan, *ranked(hand, cfg.passable, left, cfg.jd_minus_10)[:PASS_POOL]]))
    sets = sorted(
        (tuple(sorted(combo)) for combo in combinations(pool, left)),
        key=lambda combo: -sum(danger(card, hand, left, cfg.jd_minus_10) for card in combo),
    )
    ordered = list(dict.fromkeys([tuple(sorted(plan)), *sets]))[:count]
    return ["pass " + " ".join(TEXTS[card] for card in combo) for combo in ordered]
