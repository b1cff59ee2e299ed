"""The statistics the tournaments report: Student's t quantile, and a ratio of sums over independent blocks with
its delta-method 95% confidence interval."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.core.safe_json import quoted

T_975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262, 10: 2.228,
         11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110, 18: 2.101, 19: 2.093,
         20: 2.086, 21: 2.080, 22: 2.074, 23: 2.069, 24: 2.064, 25: 2.060, 26: 2.056, 27: 2.052, 28: 2.048,
         29: 2.045, 30: 2.042, 40: 2.021, 60: 2.000, 120: 1.980}  # fmt: skip
Z_975 = 1.960


def t_quantile_975(df: int) -> float:
    """Student's t 97.5% quantile: tabulated, interpolated linearly in 1/df between table entries."""
    if df < 1:
        raise ValueError(f"df: expected at least 1 degree of freedom, got {quoted(df)}")
    if df in T_975:
        return T_975[df]
    known = sorted(T_975)
    above = next((d for d in known if d > df), None)
    below = max(d for d in known if d < df)
    high_t = T_975[above] if above is not None else Z_975
    high_inv = 1 / above if above is not None else 0.0
    share = (1 / below - 1 / df) / (1 / below - high_inv)
    return T_975[below] + share * (high_t - T_975[below])


@dataclass(frozen=True)
class Estimate:
    """A ratio of sums over duplicate sets, with the half-width of its 95% confidence interval (nan: one set)."""

    value: float
    half_width: float

    @property
    def low(self) -> float:
        return self.value - self.half_width

    @property
    def high(self) -> float:
        return self.value + self.half_width

    def interval(self, digits: int = 3, one_set: str = "(one set: no interval)") -> str:
        """ "[0.214, 0.233]" as a report prints it, or `one_set` when a single set gives no interval."""
        if math.isnan(self.half_width):
            return one_set
        return f"[{self.low:.{digits}f}, {self.high:.{digits}f}]"


def ratio_estimate(numerators: Sequence[float], denominators: Sequence[float]) -> Estimate:
    """sum(num) / sum(den) over independent blocks, with a delta-method 95% interval (t, blocks - 1 df)."""
    blocks = len(numerators)
    total = sum(denominators)
    if blocks == 0 or total <= 0:
        return Estimate(math.nan, math.nan)
    ratio = sum(numerators) / total
    if blocks < 2:
        return Estimate(ratio, math.nan)
    mean_den = total / blocks
    residuals = [y - ratio * x for y, x in zip(numerators, denominators, strict=True)]
    variance = sum(r * r for r in residuals) / (blocks - 1) / blocks / mean_den**2
    return Estimate(ratio, t_quantile_975(blocks - 1) * math.sqrt(variance))


def ratio_difference(
    first: Sequence[float], first_den: Sequence[float], second: Sequence[float], second_den: Sequence[float]
) -> Estimate:
    """sum(first) / sum(first_den) minus sum(second) / sum(second_den), the four summed over the same independent
    blocks, with a delta-method 95% interval that keeps their pairing (t, blocks - 1 df)."""
    a, b = ratio_estimate(first, first_den), ratio_estimate(second, second_den)
    blocks = len(first)
    if math.isnan(a.value) or math.isnan(b.value) or blocks < 2:
        return Estimate(a.value - b.value, math.nan)
    mean_a, mean_b = sum(first_den) / blocks, sum(second_den) / blocks
    residuals = [
        (y - a.value * x) / mean_a - (v - b.value * u) / mean_b
        for y, x, v, u in zip(first, first_den, second, second_den, strict=True)
    ]
    variance = sum(r * r for r in residuals) / (blocks - 1) / blocks
    return Estimate(a.value - b.value, t_quantile_975(blocks - 1) * math.sqrt(variance))
