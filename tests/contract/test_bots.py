"""Contracts 3 and 4: every bot level the spec lists chooses legal moves, and a bot is blind to hidden cards: the
same match rebuilt with the cards a seat cannot see shuffled among the other places gives that seat the same view
and its bot the same answer."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

import numpy as np
import pytest

from game import Match, load_match
from game.registry import GAMES, spec_for
from tests.contract.helpers import option_cases, random_action, short_match
from tests.contract.keys import KEYS, AnswerKey

CARD = re.compile(r"\b([2-9TJQKA][CDHS])\b")
BOT_MOVES = 60  # decisions per level


@pytest.mark.parametrize("game", GAMES)
def test_every_bot_level_chooses_legal_moves(game: str) -> None:
    spec = spec_for(game)
    for number, level in enumerate(spec.bot_levels):
        match = short_match(game, seed=50 + number)
        for _ in range(BOT_MOVES):
            if match.over:
                break
            move = match.bot_move(level)
            assert move in match.legal(), f"{game} {level} bot chose {move!r}"
            match.act(move)


@pytest.mark.parametrize("game", GAMES)
def test_unbuilt_bot_levels_are_refused_by_name(game: str) -> None:
    match = short_match(game, seed=1)
    with pytest.raises(ValueError, match="level"):
        match.bot_move("grandmaster")


def shuffled_hidden(match: Match, key: AnswerKey, seat: int, rng: np.random.Generator) -> tuple[dict[str, Any], int]:
    """The match's log with the latest deal's cards hidden from `seat` permuted among their places (within the
    key's classes), card names in later actions renamed to follow; and how many places changed."""
    data = match.to_dict()
    log = data["log"]
    last = max(i for i, entry in enumerate(log) if "deal" in entry)
    order = list(log[last]["deal"])
    classes: dict[object, list[int]] = defaultdict(list)
    for place in sorted(key.hidden(seat)):
        classes[key.interchangeable(order[place])].append(place)
    new_order = list(order)
    for places in classes.values():
        for source, target in zip(places, rng.permutation(places), strict=True):
            new_order[int(target)] = order[source]
    moved = sum(a != b for a, b in zip(order, new_order, strict=True))
    rename = {order[p]: new_order[p] for p in range(len(order)) if order[p] != new_order[p]}
    actions_name_cards = any(CARD.search(entry["action"]) for entry in log[last + 1 :])
    if actions_name_cards:
        assert len(set(order)) == len(order), "renaming needs each card once in the deal"

    def renamed_card(found: re.Match[str]) -> str:
        text = str(found.group(1))
        return rename.get(text, text)

    renamed = [{**entry, "action": CARD.sub(renamed_card, entry["action"])} for entry in log[last + 1 :]]
    data["log"] = [*log[:last], {"deal": new_order, "source": "queued"}, *renamed]
    return data, moved


@pytest.mark.parametrize("seed", [60, 61])
@pytest.mark.parametrize(("game", "options"), option_cases())
def test_bots_are_blind_to_hidden_cards(game: str, options: dict[str, object] | None, seed: int) -> None:
    spec = spec_for(game)
    match = short_match(game, seed, options)
    key = KEYS[game](match)
    rng = np.random.default_rng(seed)
    checked = moved_total = 0
    for step in range(400):
        if match.over:
            break
        seat = match.to_move
        assert seat is not None
        if step < 10 or step % 7 == 0:
            data, moved = shuffled_hidden(match, key, seat, rng)
            rebuilt = load_match(data)
            assert rebuilt.view(seat) == match.view(seat)
            for level in spec.bot_levels:
                assert rebuilt.bot_move(level, seed=step) == match.bot_move(level, seed=step)
            checked += 1
            moved_total += moved
        match.act(random_action(match, rng))
    assert checked >= 5 and moved_total > 0, "the test must actually move hidden cards"
