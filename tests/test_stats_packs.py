"""Statistics and history per pack: the pack is part of the rule set (issue 21), so a Kille match never counts with
the standard matches of its preset, the statistics screen offers each pack's rule set by name, and the history
names the pack a match was dealt from."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest

from game import Match, open_match
from game.i18n import set_language, tr
from game.kuckuck.spec import SPEC as KUCKUCK
from game.lobby import MatchSetup, seats_to_json
from game.stats.book import StatsBook
from game.stats.facts import from_json, to_json
from game.stats.figures import ALL_PRESETS
from game.stats.rule_sets import RuleSetKey, parse_key, rule_set_key
from game.store.archive import ArchiveStore
from scenes.replay.history import entry_text
from scenes.stats.scene import StatsScene
from scenes.ui import legibility, overflow
from scenes.ui.rule_set_words import own_key, pack_words, rule_set_label
from tests.store_helpers import Clock
from tests.test_ui_stats import counted
from tests.ui_helpers import make_app, settle

# (options, humans): the same preset with three packs, and the Kille preset as it is
TABLES: tuple[dict[str, object], ...] = (
    {"lives": 1},
    {"lives": 1, "deck": "kille42", "deck_powers": True},
    {"lives": 1, "deck": "kille42"},
    {"lives": 1, "preset": "kille"},
    {"lives": 1},
)


def play(options: dict[str, object], seed: int) -> Match:
    match = open_match("kuckuck", 4, options, rng=np.random.default_rng(seed))
    while not match.over:
        match.act(match.bot_move(level="easy"))
    return match


def archive(folder: Path) -> ArchiveStore:
    store = ArchiveStore(folder, Clock())
    for seed, options in enumerate(TABLES):
        store.add(play(options, 40 + seed), seats_to_json(MatchSetup(players=4, bots=3).seats(("Ann",))))
    return store


def test_the_key_names_the_pack_and_its_switches_and_reads_back() -> None:
    assert rule_set_key({"preset": "kuckuck", "deck": "standard52", "deck_powers": True}) == "kuckuck"
    assert rule_set_key({"preset": "chase_the_ace"}) == "chase_the_ace"  # a match saved before the packs
    key = rule_set_key({"preset": "kuckuck", "deck": "kille42", "deck_powers": True, "kuku_lowest": True})
    assert key == "kuckuck/kille42+powers+kuku_lowest"
    assert parse_key(key) == RuleSetKey("kuckuck", "kille42", True, True)
    assert own_key(KUCKUCK, "kille") == "kille/kille42+kuku_lowest"
    assert own_key(KUCKUCK, "cuckoo_gnav") == "cuckoo_gnav/gnav42"
    for bad in ("kuckuck/", "kuckuck/standard52", "kuckuck/gnav42+wings", "kuckuck/gnav42+powers+powers"):
        with pytest.raises(ValueError, match="rule set"):
            parse_key(bad)


def test_a_kille_match_counts_apart_from_the_standard_matches_of_its_preset(tmp_path: Path) -> None:
    store = archive(tmp_path / "home")
    book = StatsBook(store)
    book.count_all()
    assert book.take_messages() == []
    assert sorted(book.presets("kuckuck")) == sorted(
        ["kuckuck", "kuckuck/kille42+powers", "kuckuck/kille42", "kille/kille42+kuku_lowest"]
    )
    assert book.figures("kuckuck", "kuckuck").matches == 2  # the two French-pack matches, not the three others
    assert book.figures("kuckuck", "kuckuck/kille42+powers").matches == 1
    assert book.figures("kuckuck", "kuckuck/kille42").matches == 1
    assert book.figures("kuckuck", own_key(KUCKUCK, "kille")).matches == 1
    assert book.figures("kuckuck", ALL_PRESETS).matches == len(TABLES)
    for facts in book.counted_facts():  # the cache keeps the key as it is
        assert from_json(facts.id, to_json(facts)) == facts
        entry = next(e for e in store.entries() if e.id == facts.id)
        assert facts.describes(entry)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_longest_rule_set_fits_its_stepper_once_counted(tmp_path: Path, language: str) -> None:
    app = make_app()
    set_language(language)
    try:
        app.archive = archive(app.saves.folder)
        scene = StatsScene(app)
        app.scenes.replace(scene)
        settle(app)
        counted(app, scene)  # the rule sets played are known only now
        scene.preset = "kille/kille42+kuku_lowest"
        with overflow.watch() as overflows, legibility.watch() as drawn:
            for key in scene.preset_choices():
                scene.preset = key
                scene.draw(pygame.Surface(app.size))
        assert [o for o in overflows if o.where == "row value"] == []
        assert legibility.too_small(drawn, app.size) == []
        assert any(tr("{pack} with powers", pack="Kille") in text.text for text in drawn)  # drawn, and watched
    finally:
        set_language("en")


def test_the_statistics_screen_offers_and_names_each_packs_rule_set(tmp_path: Path) -> None:
    app = make_app()
    app.archive = archive(app.saves.folder)
    scene = StatsScene(app)
    app.scenes.replace(scene)
    settle(app)
    counted(app, scene)
    choices = scene.preset_choices()
    assert choices[:5] == [ALL_PRESETS, "kuckuck", "chase_the_ace", "cuckoo_gnav/gnav42", "kille/kille42+kuku_lowest"]
    assert set(choices[5:]) == {"kuckuck/kille42+powers", "kuckuck/kille42"}  # played, and not a preset as it is
    names = {}
    for key in choices[1:]:
        scene.preset = key
        names[key] = scene.preset_text()
        assert scene.figures().matches == (2 if key == "kuckuck" else 0 if "gnav" in key or "chase" in key else 1)
    assert names["kille/kille42+kuku_lowest"] == "Kille" and names["cuckoo_gnav/gnav42"] == "Cuckoo (Gnav)"
    assert names["kuckuck/kille42+powers"] == "Kuckuck · Kille with powers"
    assert names["kuckuck/kille42"] == "Kuckuck · Kille"
    assert len(set(names.values())) == len(names)  # no two rule sets read the same
    assert rule_set_label(KUCKUCK, "kille/gnav42") == "Kille · Gnav"
    assert rule_set_label(KUCKUCK, "kille") == "Kille · French pack"


def test_the_history_names_the_pack(tmp_path: Path) -> None:
    store = archive(tmp_path / "home")
    texts = {rule_set_key(entry.options): entry_text(entry) for entry in store.entries()}
    assert texts["kuckuck"].startswith("Kuckuck · 20")  # the French pack: as before
    assert texts["kuckuck/kille42+powers"].startswith("Kuckuck · Kille with powers · ")
    assert texts["kille/kille42+kuku_lowest"].startswith("Kuckuck · Kille, Kuku lowest · ")
    assert pack_words({"preset": "kuckuck", "deck": "gnav42"}) == "Gnav"
    assert pack_words({"preset": "kuckuck"}) == ""
