"""The packs in the rule sets: the presets named after the seeds' variants (Cuckoo (Gnav), Kille), and the
house-rules dialog that offers the pack, its powers and Kille's `kuku_lowest` without ever making a set the game
refuses."""

from __future__ import annotations

import itertools
from typing import Any

import pygame
import pytest

from game import open_match
from game.core.options import OptionValue
from game.kuckuck.options import KuckuckOptions
from game.kuckuck.spec import SPEC as KUCKUCK
from scenes.menu import house_rule_row, house_rules
from scenes.menu.rule_set import RuleSet
from scenes.ui import overflow
from scenes.ui.option_labels import only_with
from scenes.ui.rules_summary import rules_summary
from tests.test_house_rules import match_options, open_by_keyboard
from tests.ui_helpers import menu_app, mouse_click, press, settle


def options_of(rules: RuleSet) -> KuckuckOptions:
    """What a match would be played with: the engine's own parsing and checks."""
    return KuckuckOptions.from_values(KUCKUCK.parse_options(6, rules.options()))


def test_the_presets_named_after_the_seeds_variants() -> None:
    gnav = options_of(RuleSet(KUCKUCK, "cuckoo_gnav"))
    chase = options_of(RuleSet(KUCKUCK, "chase_the_ace"))
    # seed 000: "the rules are otherwise identical" (Chase the Ace's) and "the illustrated cards have a fixed value"
    assert (gnav.deck, gnav.deck_powers, gnav.kuku_lowest) == ("gnav42", False, False)
    assert {**vars(gnav), "preset": "", "deck": ""} == {**vars(chase), "preset": "", "deck": ""}
    kille = options_of(RuleSet(KUCKUCK, "kille"))
    kuckuck = options_of(RuleSet(KUCKUCK, "kuckuck"))
    # seed 001: Kuckuck with the Kille pack; "the Kuckuck card is the worst reveal": kuku_lowest on, no powers
    assert (kille.deck, kille.deck_powers, kille.kuku_lowest) == ("kille42", False, True)
    assert {**vars(kille), "preset": "", "deck": "", "kuku_lowest": False} == {**vars(kuckuck), "preset": "",
                                                                              "deck": ""}  # fmt: skip
    assert [KUCKUCK.preset(p).label for p in ("cuckoo_gnav", "kille")] == ["Cuckoo (Gnav)", "Kille"]


def test_the_presets_deal_their_packs_and_kille_s_kuku_loses() -> None:
    gnav = open_match("kuckuck", players=3, seed=1, dealer=0, options={"preset": "cuckoo_gnav",
                                                                      "first_dealer": "random"})  # fmt: skip
    with pytest.raises(ValueError, match="KS"):
        gnav.deal(["KS", "N5", "N7"])  # a standard card is not in the Gnav pack
    kille = open_match("kuckuck", players=3, seed=1, dealer=0, options={"preset": "kille"})
    kille.deal(["KUK", "BLA", "N5", "HAR"])  # seat 1 the Kuku, seat 2 Blaren, the dealer a 5
    for _ in range(3):
        kille.act("stay")
    assert kille.scores == [3, 2, 3]  # the Kuku is the worst card: below Blaren


def test_kuku_lowest_only_with_kille_and_powers_only_with_a_cuckoo_pack() -> None:
    rules = RuleSet(KUCKUCK)
    assert not rules.applies("kuku_lowest") and not rules.applies("deck_powers") and rules.applies("decks")
    assert not rules.step("kuku_lowest", 1) and not rules.can_step("kuku_lowest", 1)
    rules.set("kuku_lowest", True)  # refused quietly: the rule means nothing with the French pack
    assert rules.value("kuku_lowest") is False and rules.options() == {"preset": "kuckuck"}
    rules.set("deck", "kille42")
    assert rules.applies("kuku_lowest") and rules.applies("deck_powers") and not rules.applies("decks")
    assert rules.step("kuku_lowest", 1) and rules.step("deck_powers", 1)
    assert options_of(rules).kuku_lowest and options_of(rules).deck_powers
    rules.set("deck", "gnav42")  # another pack: the Kille rule goes back to its default, the powers stay
    assert rules.value("kuku_lowest") is False and options_of(rules).deck_powers
    assert rules.options() == {"preset": "kuckuck", "deck": "gnav42", "deck_powers": True}
    rules.set_preset("kille")
    rules.set("deck", "cucu40")  # the Kille preset's own kuku_lowest is dropped too, by a change
    assert rules.options() == {"preset": "kille", "deck": "cucu40", "kuku_lowest": False}
    assert options_of(rules).deck == "cucu40"
    assert only_with(KUCKUCK, KUCKUCK.option("kuku_lowest")) == "Only with Pack: Kille"
    assert only_with(KUCKUCK, KUCKUCK.option("deck_powers")) == "Only with Pack: Gnav, Cucù or Kille"


def test_no_walk_through_the_dialog_makes_a_set_the_game_refuses() -> None:
    names = ("deck", "deck_powers", "kuku_lowest", "decks", "ace_of_spades_double")
    moves = [(name, step) for name in names for step in (-1, 1)]
    for preset in (p.id for p in KUCKUCK.presets):
        for walk in itertools.product(moves, repeat=3):
            rules = RuleSet(KUCKUCK, preset)
            for name, step in walk:
                rules.step(name, step, wrap=True)
            options_of(rules)  # a ValueError here is a set the dialog let through


def test_saved_choices_that_the_game_would_refuse_load_as_a_valid_set() -> None:
    saved: dict[str, OptionValue] = {"preset": "kuckuck", "kuku_lowest": True, "deck_powers": True}
    rules = RuleSet.from_options(KUCKUCK, saved)
    assert rules.options() == {"preset": "kuckuck"}
    with pytest.raises(ValueError, match="kuku_lowest"):
        KuckuckOptions.from_values(KUCKUCK.parse_options(6, saved))  # the engine names it


def test_the_dialog_greys_kuku_lowest_until_kille_is_chosen_and_starts_a_kille_match() -> None:
    app, menu = menu_app()
    panel = open_by_keyboard(app, menu)
    row = panel.rows["kuku_lowest"]
    assert not row.plus.is_enabled and not row.minus.is_enabled
    for _ in range(3):  # French → Gnav → Cucù → Kille
        panel._reveal("deck")
        settle(app)
        mouse_click(app, panel.rows["deck"].plus.rect.center)
    assert panel.rules.value("deck") == "kille42" and row.plus.is_enabled
    panel._reveal("kuku_lowest")
    settle(app)
    mouse_click(app, row.plus.rect.center)
    mouse_click(app, panel.rows["deck_powers"].plus.rect.center)
    assert panel.rules.house_changes == {"deck": "kille42", "deck_powers": True, "kuku_lowest": True}
    assert not panel.rows["decks"].plus.is_enabled and not panel.rows["decks"].minus.is_enabled
    press(app, pygame.K_ESCAPE)
    mouse_click(app, menu.buttons["start"].rect.center)
    options = match_options(app)
    assert (options.deck, options.deck_powers, options.kuku_lowest) == ("kille42", True, True)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_greyed_rule_says_when_it_applies_and_fits(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: dict[str, tuple[str, bool]] = {}
    real = house_rule_row.row_image

    def spy(*args: Any, **kwargs: Any) -> pygame.Surface:
        drawn[args[2]] = (args[3], kwargs.get("dimmed", False))  # label: (explanation, dimmed)
        return real(*args, **kwargs)

    monkeypatch.setattr(house_rules, "row_image", spy)
    app, menu = menu_app(size)
    with overflow.watch() as overflows:
        panel = open_by_keyboard(app, menu)
        assert drawn["Kuku is the worst"] == ("Only with Pack: Kille", True)
        assert drawn["Traditional powers"] == ("Only with Pack: Gnav, Cucù or Kille", True)
        assert drawn["Packs of cards"][1] is False
        panel.rules.set("deck", "kille42")
        panel._sync()
        assert drawn["Kuku is the worst"] == ("The Kuku is the second-highest card", False)
        assert drawn["Packs of cards"] == ("Only with Pack: French pack", True)
    assert overflows == []


def test_the_tables_rules_line_names_the_pack_and_not_a_rule_that_does_not_apply() -> None:
    rules = RuleSet(KUCKUCK, "kille")
    assert rules_summary(KUCKUCK, rules.options()) == "Kille rules"
    rules.set("deck", "gnav42")
    assert rules.options()["kuku_lowest"] is False  # sent, so the game is not refused ...
    assert rules_summary(KUCKUCK, rules.options()) == "Custom (from Kille): Pack: Gnav"  # ... and not named
    rules.set("deck_powers", True)
    assert rules_summary(KUCKUCK, rules.options()) == "Custom (from Kille): Pack: Gnav · Traditional powers"
