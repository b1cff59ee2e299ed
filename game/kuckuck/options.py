"""Kuckuck options (rules.md §1): a frozen dataclass, its presets, and strict parsing of option dicts."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

MIN_PLAYERS = 3
MAX_PLAYERS = 20


@dataclass(frozen=True)
class KuckuckOptions:
    lives: int = 3
    decks: str = "auto"  # "auto": two packs with more than 13 players; "1": always one
    king_blocks: bool = True
    queens_block: bool = False
    dealer_stock_king: str = "blocked"  # or "keep"
    dealer_double_draw: bool = False
    low_card_reveal: bool = False
    tie_rule: str = "all_lose"  # or "dealer_immune"
    ace_of_spades_double: bool = False
    final_tie: str = "sudden_death_high_wins"  # or "sudden_death_low_out"
    dealer_rotation: str = "clockwise"  # or "fixed"

    def packs(self, players: int) -> int:
        return 2 if self.decks == "auto" and players > 13 else 1


CHOICES: dict[str, tuple[str, ...]] = {
    "decks": ("auto", "1"),
    "dealer_stock_king": ("blocked", "keep"),
    "tie_rule": ("all_lose", "dealer_immune"),
    "final_tie": ("sudden_death_high_wins", "sudden_death_low_out"),
    "dealer_rotation": ("clockwise", "fixed"),
}
INT_RANGES: dict[str, tuple[int, int]] = {"lives": (1, 9)}

PRESETS: dict[str, dict[str, Any]] = {
    "kuckuck": {},
    "chase_the_ace": {
        "dealer_stock_king": "keep",
        "low_card_reveal": True,
        "final_tie": "sudden_death_low_out",
    },
}

# Options of rules.md that later issues implement; naming one gives a clear message instead of silence.
NOT_YET = ("domino", "first_dealer", "money_game", "speed", "deck", "deck_powers", "kuku_lowest")


def _coerce(name: str, value: object, default: object) -> object:
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        if value in ("on", "off"):
            return value == "on"
        raise ValueError(f"option {name}: expected on/off, got {value!r}")
    if isinstance(default, int):
        low, high = INT_RANGES[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"option {name}: expected a whole number {low}-{high}, got {value!r}")
        return value
    text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
    if text not in CHOICES[name]:
        raise ValueError(f"option {name}: expected one of {', '.join(CHOICES[name])}, got {value!r}")
    return text


def parse_options(players: int, raw: Mapping[str, object]) -> KuckuckOptions:
    """Build options from rules.md ids; a `preset` is applied first, then the other entries on top."""
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"option players: expected {MIN_PLAYERS}-{MAX_PLAYERS}, got {players!r}")
    entries = dict(raw)
    preset = entries.pop("preset", "kuckuck")
    if preset not in PRESETS:
        raise ValueError(f"option preset: expected one of {', '.join(PRESETS)}, got {preset!r}")
    entries.pop("players", None)
    defaults = KuckuckOptions()
    known = {f.name: getattr(defaults, f.name) for f in fields(KuckuckOptions)}
    values: dict[str, Any] = dict(PRESETS[str(preset)])
    for name, value in entries.items():
        if name in NOT_YET:
            raise ValueError(f"option {name}: not available yet in this version")
        if name not in known:
            raise ValueError(f"option {name}: unknown option for kuckuck")
        values[name] = _coerce(name, value, known[name])
    return replace(defaults, **values)


def options_to_json(options: KuckuckOptions) -> dict[str, Any]:
    return asdict(options)
