"""The house rules' catalogue and model: each engine option's player-facing name, value labels and one-line
explanations, and `HouseRules`, a preset plus exactly the options that differ from it (what `parse_options` takes
after "preset")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final

from game.i18n import tr
from game.kuckuck.options import CHOICES, PRESETS, KuckuckOptions
from scenes.settings import HouseRuleValue, house_rule_keys, normalise_house_rule, preset_values

PRESET_LABELS: Final = MappingProxyType({"kuckuck": "Kuckuck", "chase_the_ace": "Chase the Ace"})


# --- what the rules are called --------------------------------------------------------------------------------


@dataclass(frozen=True)
class HouseRule:
    """One engine option as the player sees it; `choices` maps each engine value to (value label, explanation)."""

    key: str
    label: str
    choices: Mapping[HouseRuleValue, tuple[str, str]]

    def values(self) -> tuple[HouseRuleValue, ...]:
        """The engine's values in stepping order: off before on, else the engine's own order."""
        return engine_values(self.key)

    def value_label(self, value: HouseRuleValue) -> str:
        return tr(self.choices[value][0])

    def explanation(self, value: HouseRuleValue) -> str:
        return tr(self.choices[value][1])


def engine_values(key: str) -> tuple[HouseRuleValue, ...]:
    if isinstance(getattr(KuckuckOptions(), key), bool):
        return (False, True)
    return CHOICES[key]


def _switch(on: str, off: str) -> Mapping[HouseRuleValue, tuple[str, str]]:
    return MappingProxyType({False: ("Off", off), True: ("On", on)})


def _pick(**choices: tuple[str, str]) -> Mapping[HouseRuleValue, tuple[str, str]]:
    values: dict[HouseRuleValue, tuple[str, str]] = {}
    values.update(choices)
    return MappingProxyType(values)


# English source strings; tr() translates them when they are shown.
HOUSE_RULES: Final = (
    HouseRule(
        "king_blocks",
        "Kings block a swap",
        _switch("A King can't be taken: its holder calls “Kuckuck!” and shows it",
                "A King can be swapped away like any other card"),
    ),
    HouseRule(
        "queens_block",
        "Queens block too",
        _switch("A Queen blocks swaps between players (not the stock)", "Queens can be swapped like any other card"),
    ),
    HouseRule(
        "low_card_reveal",
        "Low cards are shown",
        _switch("An A, 2 or 3 handed over in a swap is shown to the table", "Cards always change hands face down"),
    ),
    HouseRule(
        "dealer_stock_king",
        "Dealer draws a King",
        _pick(blocked=("Blocked", "The draw fails: the dealer keeps their card, the King is shown"),
              keep=("Kept", "The dealer keeps the King from the stock")),
    ),
    HouseRule(
        "dealer_double_draw",
        "Dealer may draw twice",
        _switch("A dealer who dislikes the first draw may draw once more", "The dealer draws from the stock once"),
    ),
    HouseRule(
        "dealer_rotation",
        "Dealer button",
        _pick(clockwise=("Moves on", "The deal passes to the left after every round"),
              fixed=("Stays", "The same player deals every round")),
    ),
    HouseRule(
        "tie_rule",
        "Ties for lowest",
        _pick(all_lose=("All lose", "Everyone holding the lowest card loses a life"),
              dealer_immune=("Dealer spared", "Everyone holding the lowest card loses a life, except the dealer")),
    ),
    HouseRule(
        "ace_of_spades_double",
        "Ace of spades costs two",
        _switch("Holding the A♠ at the showdown costs two lives", "The A♠ is an ordinary Ace"),
    ),
    HouseRule(
        "final_tie",
        "Everyone out at once",
        _pick(sudden_death_high_wins=("High wins", "One more card each: the highest card wins the match"),
              sudden_death_low_out=("Low is out", "One more card each: the lowest is out, until one remains")),
    ),
    HouseRule(
        "decks",
        "Packs of cards",
        _pick(auto=("Automatic", "Two packs shuffled together when more than 13 play"),
              **{"1": ("One pack", "Always a single pack of 52 cards")}),
    ),
)  # fmt: skip


def preset_label(preset: str) -> str:
    return tr(PRESET_LABELS.get(preset, preset))


# --- the model ----------------------------------------------------------------------------------------------------


@dataclass
class HouseRules:
    """A preset and the house rules that differ from it (never a rule equal to the preset's value)."""

    preset: str = "kuckuck"
    changes: dict[str, HouseRuleValue] = field(default_factory=dict)

    @classmethod
    def from_options(cls, raw: Mapping[str, object]) -> HouseRules:
        """From a setup's options; without a preset, the preset closest to the options. Bad entries are dropped."""
        candidates = [str(raw["preset"])] if raw.get("preset") in PRESETS else list(PRESETS)
        best: HouseRules | None = None
        for preset in candidates:
            rules = cls(preset)
            for key in house_rule_keys():
                if key in raw:
                    try:
                        rules.set(key, normalise_house_rule(preset, key, raw[key]))
                    except ValueError:
                        continue
            if best is None or len(rules.changes) < len(best.changes):
                best = rules
        return best if best is not None else cls()

    def preset_value(self, key: str) -> HouseRuleValue:
        return preset_values(self.preset)[key]

    def value(self, key: str) -> HouseRuleValue:
        return self.changes[key] if key in self.changes else self.preset_value(key)

    def differs(self, key: str) -> bool:
        return key in self.changes

    def set(self, key: str, value: HouseRuleValue) -> None:
        if value == self.preset_value(key):
            self.changes.pop(key, None)
        else:
            self.changes[key] = value

    def set_preset(self, preset: str) -> None:
        """A new preset starts from its own values: every change is dropped."""
        self.preset = preset
        self.changes.clear()

    def reset(self) -> None:
        self.changes.clear()

    def can_step(self, key: str, direction: int) -> bool:
        values = engine_values(key)
        return 0 <= values.index(self.value(key)) + direction < len(values)

    def step(self, key: str, direction: int, wrap: bool = False) -> bool:
        """Move one rule a step through its values; `wrap` goes round from the end. True if it changed."""
        values = engine_values(key)
        index = values.index(self.value(key)) + direction
        if wrap:
            index %= len(values)
        if not 0 <= index < len(values) or values[index] == self.value(key):
            return False
        self.set(key, values[index])
        return True

    def options(self) -> dict[str, HouseRuleValue]:
        """The changes in the engine's option order, ready for parse_options (next to "preset" and "lives")."""
        return {key: self.changes[key] for key in house_rule_keys() if key in self.changes}
