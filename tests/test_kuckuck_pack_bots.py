"""Every bot level plays every cuckoo pack legally, with and without powers, to the match's end (issue 21)."""

from __future__ import annotations

import re

import pytest

from game import open_match
from game.kuckuck.pack_names import kind_name
from game.kuckuck.packs import KINDS, bot_rank

PACKS = [
    {"deck": "gnav42"},
    {"deck": "cucu40", "deck_powers": True},
    {"deck": "gnav42", "deck_powers": True, "domino": "A23", "low_card_reveal": True},
    {"deck": "kille42", "deck_powers": True, "dealer_double_draw": True},
    {"deck": "kille42", "deck_powers": True, "kuku_lowest": True, "queens_block": True},
]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("options", PACKS)
def test_bots_play_every_pack_legally(level: str, options: dict[str, object]) -> None:
    for players in (3, 10):
        match = open_match("kuckuck", players, {**options, "lives": 2}, seed=players)
        while not match.over:
            action = match.bot_move(level)
            assert action in match.legal()
            match.act(action)


def test_the_bots_scale_puts_the_king_at_13_and_the_queen_at_12() -> None:
    for deck, king, queen, low in (("gnav42", "GJO", "DRA", "NAR"), ("cucu40", "CUC", "BRA", "MAT")):
        assert (bot_rank(king, deck, False), bot_rank(queen, deck, False), bot_rank(low, deck, False)) == (13, 12, 1)
    assert bot_rank("KUK", "kille42", True) == 1 and bot_rank("HSR", "kille42", True) == 12


@pytest.mark.parametrize("options", PACKS)
def test_a_pack_match_replays_and_exports_in_words(options: dict[str, object]) -> None:
    from game import load_match
    from game.replay.export import export_lines
    from game.replay.steps import ReplayLog

    match = open_match("kuckuck", 5, {**options, "lives": 2}, seed=4)
    while not match.over:
        match.act(match.bot_move("normal"))
    restored = load_match(match.to_json())
    assert restored.scores == match.scores and restored.hands == match.hands
    lines = export_lines(ReplayLog(match.to_dict()), [f"P{seat}" for seat in range(5)])
    text = " ".join(lines)
    kinds = KINDS[str(match.options.deck)]
    assert not any(re.search(rf"\b{kind}\b", text) for kind in kinds)  # never a raw id: names and numbers
    assert any(kind_name(kind) in text for kind in kinds if not kind[1:].isdigit())
