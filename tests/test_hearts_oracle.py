"""Lockstep with a reference: a plain reading of rules.md §2 (and game.hearts.rules' docstring), written on card
texts from what a seat sees, checked against the engine's `legal()`, `m.hands`, `m.scores` and `m.winners` at
every step of whole random matches under random options."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from game import Match, open_match
from game.registry import spec_for

PACK = [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"]


def random_options(rng: np.random.Generator) -> dict[str, object]:
    options: dict[str, object] = {}
    for option in spec_for("hearts").options:
        values = option.values()
        options[option.name] = values[int(rng.integers(len(values)))]
    options["target"] = int(rng.choice([50, 60, 75]))
    return options


def reference_legal(view: dict[str, Any], o: dict[str, Any]) -> list[str]:
    hand = view["hand"]
    if view["phase"] == "moon":
        return ["moon add", "moon subtract"]
    if view["phase"] == "pass":
        keep = {"QS", "2C"} if o["no_pass_qs_2c"] else set()
        return [f"pass {c}" for c in hand if c not in keep]
    played = [c for t in view["tricks"] for c in t["cards"]]
    trick = view["trick"]["cards"] if view["trick"] else []
    first_trick = not view["tricks"]
    if not trick:
        if first_trick:
            return [f"play {c}" for c in hand if (c[1] == "C" if o["any_club_first_lead"] else c == "2C")]
        broken = any(c[1] == "H" or (c == "QS" and o["qs_breaks_hearts"]) for c in played)
        others = [c for c in hand if c[1] != "H"]
        if o["must_break_hearts"] and not broken and others and not (others == ["QS"] and o["hearts_instead_of_qs"]):
            return [f"play {c}" for c in others]
        return [f"play {c}" for c in hand]
    led = trick[0][1]
    follow = [c for c in hand if c[1] == led]
    if follow:
        if o["qs_must_drop"] and "QS" in follow and led == "S" and {"KS", "AS"} & set(trick):
            return ["play QS"]
        return [f"play {c}" for c in follow]
    allowed = hand
    if first_trick and o["first_trick_no_points"]:
        allowed = [c for c in hand if c[1] != "H" and c != "QS"] or hand
    if o["qs_must_drop"] and "QS" in allowed:
        return ["play QS"]
    return [f"play {c}" for c in allowed]


def reference_hand_score(view: dict[str, Any], o: dict[str, Any], choice: str | None) -> list[int]:
    taken: list[list[str]] = [[], [], [], []]
    for trick in view["tricks"]:
        taken[trick["winner"]] += trick["cards"]
    points = [sum(c[1] == "H" for c in cards) + 13 * ("QS" in cards) for cards in taken]
    shooters = [seat for seat in range(4) if points[seat] == 26]
    if shooters:
        rule = {"add": "add_26_to_others", "subtract": "subtract_26_from_self"}.get(choice or "", o["moon"])
        points = [(0 if s == shooters[0] else 26) for s in range(4)]
        if rule == "subtract_26_from_self":
            points = [(-26 if s == shooters[0] else 0) for s in range(4)]
    if o["jd_minus_10"]:
        points = [p - 10 * ("JD" in taken[s]) for s, p in enumerate(points)]
    return points


def lockstep(match: Match, options: dict[str, Any], rng: np.random.Generator) -> int:
    match.auto_deal = False  # see each finished hand before the next deal
    totals = [0, 0, 0, 0]
    steps = 0
    while not match.over:
        match.settle()
        hands_before = len(match.hands)
        choice = None
        while len(match.hands) == hands_before:
            seat = match.to_move
            assert seat is not None
            view = dict(match.view(seat))
            assert match.legal() == reference_legal(view, options), view
            action = match.legal()[int(rng.integers(len(match.legal())))]
            choice = action.split()[1] if action.startswith("moon") else choice
            match.act(action)
            steps += 1
        scored = reference_hand_score(dict(match.view(None)), options, choice)
        assert match.hands[-1] == scored
        totals = [a + b for a, b in zip(totals, scored, strict=True)]
        assert match.scores == totals
        low = min(totals)
        lowest = [s for s in range(4) if totals[s] == low]
        ends = max(totals) >= options["target"] and (options["end_tie"] == "share" or len(lowest) == 1)
        assert match.over is ends and match.winners == (lowest if ends else [])
    return steps


@pytest.mark.parametrize("seed", range(40))
def test_the_engine_plays_in_lockstep_with_a_plain_reading_of_the_rules(seed: int) -> None:
    rng = np.random.default_rng(1000 + seed)
    options = random_options(rng)
    match = open_match("hearts", 4, options=options, seed=seed)
    steps = lockstep(match, {**match.rules.options_json(match.options)}, rng)
    assert steps > 100
