"""The Kuckuck option schema against rules.md §1: every option, its values, the presets, and the saved game."""

from __future__ import annotations

import pytest

from game import load_match, open_match
from game.registry import spec_for

SPEC = spec_for("kuckuck")
# rules.md §1: every value of the options this version builds (lives and decks aside)
VALUES: dict[str, list[object]] = {
    "king_blocks": [True, False],
    "queens_block": [True, False],
    "dealer_stock_king": ["blocked", "keep"],
    "dealer_double_draw": [True, False],
    "low_card_reveal": [True, False],
    "domino": ["off", "A23", "A"],
    "tie_rule": ["all_lose", "dealer_immune"],
    "ace_of_spades_double": [True, False],
    "final_tie": ["sudden_death_low_out", "sudden_death_high_wins"],
    "dealer_rotation": ["clockwise", "fixed"],
    "first_dealer": ["random", "first_jack"],
    "money_game": [True, False],
    "speed": ["off", "1", "2", "3", "4", "5"],
    "deck": ["standard52", "gnav42", "cucu40", "kille42"],
    "deck_powers": [True, False],
}
CHASE_THE_ACE = {"dealer_stock_king": "keep", "low_card_reveal": True, "final_tie": "sudden_death_low_out",
                 "first_dealer": "first_jack"}  # fmt: skip


def test_every_option_of_the_rules_book_has_its_values_and_a_line_for_each() -> None:
    for name, values in VALUES.items():
        option = SPEC.option(name)
        assert sorted(map(str, option.values())) == sorted(map(str, values)), name
        assert option.label and option.help and all(choice.help for choice in option.choices), name


@pytest.mark.parametrize("deck", ["standard52", "gnav42", "cucu40"])
def test_kuku_lowest_is_for_the_kille_pack_only(deck: str) -> None:
    with pytest.raises(ValueError, match="kuku_lowest"):
        open_match("kuckuck", 4, {"deck": deck, "kuku_lowest": True}, seed=1)
    restored = load_match(open_match("kuckuck", 4, {"deck": "kille42", "kuku_lowest": True}, seed=1).to_json())
    assert restored.options.kuku_lowest


def test_the_presets_follow_the_rules_book() -> None:
    defaults = {name: SPEC.option(name).default for name in VALUES}
    assert {k: v for k, v in SPEC.preset_values("kuckuck").items() if k in VALUES} == defaults
    assert {k: v for k, v in SPEC.preset_values("chase_the_ace").items() if k in VALUES} == defaults | CHASE_THE_ACE


@pytest.mark.parametrize("name", sorted(VALUES))
def test_every_value_survives_a_saved_game(name: str) -> None:
    for value in VALUES[name]:
        match = open_match("kuckuck", 5, {name: value}, seed=2)
        restored = load_match(match.to_json())
        assert getattr(restored.options, name) == getattr(match.options, name) == value
        assert restored.view(0) == match.view(0)
