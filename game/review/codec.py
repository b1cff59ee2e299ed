"""A review as JSON and back (the cache of reviews, game.store.reviews); reading checks every field (ValueError)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from game.core.reasons import Param, Reason
from game.review.model import DecisionReview, HandReview, Review

DECISION_FIELDS = frozenset({"position", "hand", "phase", "made", "best", "cost", "reason", "values", "chance_cost"})
REVIEW_FIELDS = frozenset({"game", "seat", "unit", "tolerance", "decisions", "hands", "accuracy", "costliest"})


def _decision_json(decision: DecisionReview) -> dict[str, Any]:
    return {
        "position": decision.position,
        "hand": decision.hand,
        "phase": decision.phase,
        "made": decision.made,
        "best": decision.best,
        "cost": decision.cost,
        "reason": {"message": decision.reason.message, "params": dict(decision.reason.params)},
        "values": dict(decision.values),
        "chance_cost": decision.chance_cost,
    }


def review_json(review: Review) -> dict[str, Any]:
    """The review as plain JSON (the costliest decisions by their place among the decisions)."""
    return {
        "game": review.game,
        "seat": review.seat,
        "unit": review.unit,
        "tolerance": review.tolerance,
        "decisions": [_decision_json(d) for d in review.decisions],
        "hands": [[h.hand, h.decisions, h.accuracy, h.cost] for h in review.hands],
        "accuracy": review.accuracy,
        "costliest": [review.decisions.index(d) for d in review.costliest],
    }


def _whole(value: object, name: str) -> int:
    if type(value) is not int or value < 0:
        raise ValueError(f"{name}: expected a whole number >= 0")
    return value


def _number(value: object, name: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        raise ValueError(f"{name}: expected a number")
    return float(value)


def _optional(value: object, name: str) -> float | None:
    return None if value is None else _number(value, name)


def _text(value: object, name: str) -> str:
    if type(value) is not str or not value or len(value) > 400:
        raise ValueError(f"{name}: expected a short text")
    return value


def _reason(value: object) -> Reason:
    if not isinstance(value, dict) or set(value) != {"message", "params"} or not isinstance(value["params"], dict):
        raise ValueError("reason: expected a message and its params")
    params: dict[str, Param] = {}
    for key, param in value["params"].items():
        if type(param) not in (str, int):
            raise ValueError("reason: a param is neither text nor a whole number")
        params[_text(key, "reason")] = param
    return Reason(_text(value["message"], "reason"), params)


def _decision(value: object) -> DecisionReview:
    if not isinstance(value, dict) or set(value) != DECISION_FIELDS:
        raise ValueError(f"decisions: each has exactly the fields {', '.join(sorted(DECISION_FIELDS))}")
    values = value["values"]
    if not isinstance(values, dict) or not values:
        raise ValueError("values: expected each candidate's value")
    return DecisionReview(
        position=_whole(value["position"], "position"),
        hand=_whole(value["hand"], "hand"),
        phase=_text(value["phase"], "phase"),
        made=_text(value["made"], "made"),
        best=_text(value["best"], "best"),
        cost=_number(value["cost"], "cost"),
        reason=_reason(value["reason"]),
        values={_text(key, "values"): _number(number, "values") for key, number in values.items()},
        chance_cost=_optional(value["chance_cost"], "chance_cost"),
    )


def _hand(value: object) -> HandReview:
    if type(value) is not list or len(value) != 4:
        raise ValueError("hands: expected [hand, decisions, accuracy, cost] for each hand")
    return HandReview(
        _whole(value[0], "hands"), _whole(value[1], "hands"), _optional(value[2], "hands"), _number(value[3], "hands")
    )


def review_from_json(value: Mapping[str, Any]) -> Review:
    """The review `review_json` wrote; ValueError naming the first defect."""
    if not isinstance(value, Mapping) or set(value) != REVIEW_FIELDS:
        raise ValueError(f"review: expected exactly the fields {', '.join(sorted(REVIEW_FIELDS))}")
    for name in ("decisions", "hands", "costliest"):
        if type(value[name]) is not list:
            raise ValueError(f"{name}: expected a list")
    decisions = tuple(_decision(d) for d in value["decisions"])
    costliest = value["costliest"]
    if not all(type(i) is int and 0 <= i < len(decisions) for i in costliest):
        raise ValueError("costliest: expected places among the decisions")
    return Review(
        game=_text(value["game"], "game"),
        seat=_whole(value["seat"], "seat"),
        unit=_text(value["unit"], "unit"),
        tolerance=_number(value["tolerance"], "tolerance"),
        decisions=decisions,
        hands=tuple(_hand(h) for h in value["hands"]),
        accuracy=_optional(value["accuracy"], "accuracy"),
        costliest=tuple(decisions[i] for i in costliest),
    )
