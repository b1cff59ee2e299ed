"""Resume, exactly: a match saved after any kind of action of any game and loaded by the next start of the program
is the same match: every seat's view and the spectator's, the seat to move and its choices, dealer, scores, hands
and the rules' full state. (The same through a fresh App's Continue button: tests/test_resume_app.py.)"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from tests.euchre_helpers import dealt as euchre_dealt
from tests.hearts_helpers import order_for
from tests.resume_helpers import action_kind, deal_kinds, differences, random_action, resumed, table_facts

# game, players, options, seed, share of timeouts, share of Euchre passes, actions played at most, kinds to see
MATCHES: dict[str, tuple[str, int, dict[str, object], int, float, float, int, set[str]]] = {
    "kuckuck": ("kuckuck", 5, {"lives": 1, "domino": "A23", "first_dealer": "first_jack", "speed": "3"}, 4, 0.15,
                0.0, 400, {"deal", "jack deal", "stay", "swap", "draw", "domino", "timeout"}),
    "hearts": ("hearts", 4, {"target": 50}, 3, 0.0, 0.0, 130, {"deal", "pass", "play"}),
    "euchre": ("euchre", 4, {"target": 5, "alone": "anyone", "stick_the_dealer": False}, 2, 0.0, 0.8, 400,
               {"deal", "pass", "order", "call", "alone", "partner", "discard", "play"}),
}  # fmt: skip


def check_every_action(tmp_path: Path, name: str) -> Counter[str]:
    game, players, options, seed, timeouts, passes, most, wanted = MATCHES[name]
    match = open_match(game, players, options, seed=seed)
    seats = seats_to_json(MatchSetup(game=game, players=players, bots=players - 1).seats())
    rng = np.random.default_rng(seed)
    seen: Counter[str] = Counter()
    events = 0
    for _ in range(most):
        if match.over:
            break
        action = random_action(match, rng, timeouts, passes)  # asking for the choices makes a due deal
        if "deal" in match.to_dict()["log"][-1]:
            seen.update(deal_kinds(match, events))
        seen[action_kind(match, action)] += 1
        match.act(action)
        events = len(match.history)
        facts = table_facts(match)  # the save is taken after the action (and any deal it makes due)
        again = resumed(tmp_path, match, seats)
        assert differences(facts, table_facts(again)) == [], (name, action, match.actions_taken)
    assert wanted <= set(seen), wanted - set(seen)
    return seen


@pytest.mark.parametrize("name", sorted(MATCHES))
def test_a_match_saved_after_every_action_resumes_identically(tmp_path: Path, name: str) -> None:
    check_every_action(tmp_path, name)


def test_a_hearts_moon_choice_resumes_identically(tmp_path: Path) -> None:
    """The shooter's choice after a moon shot (rare in random play): saved before and after it."""
    clubs = [f"{rank}C" for rank in "23456789TJQKA"]
    hands = {1: clubs, 0: [f"{r}D" for r in "23456789TJQKA"], 2: [f"{r}S" for r in "23456789TJQKA"]}
    match = open_match("hearts", 4, {"pass_cycle": "none", "moon": "shooters_choice"}, seed=5, dealer=3)
    match.deal(order_for(hands, 3))
    seats = seats_to_json(MatchSetup(game="hearts", players=4, bots=3).seats())
    while "moon add" not in match.legal():
        match.act(match.legal()[0])
        assert table_facts(resumed(tmp_path, match, seats)) == table_facts(match)
    match.act("moon subtract")
    assert differences(table_facts(match), table_facts(resumed(tmp_path, match, seats))) == []


def test_a_euchre_farmers_redeal_and_a_thrown_in_hand_resume_identically(tmp_path: Path) -> None:
    """A farmer's hand asks for a redeal (random deals almost never give one); four passes twice without stick the
    dealer throw the hand in. Saved after each action, both resume as they were."""
    farmer = ["9C", "TC", "9D", "TD", "9S"]
    match = euchre_dealt({0: farmer}, dealer=3, up="AH", farmers_hand=True, stick_the_dealer=False)
    seats = seats_to_json(MatchSetup(game="euchre", players=4, bots=3).seats())
    assert "redeal" in match.legal()
    dealer = match.dealer
    for action in ["redeal", *["pass"] * 8]:
        match.act(action)
        assert differences(table_facts(match), table_facts(resumed(tmp_path, match, seats))) == [], action
    assert match.dealer != dealer and len([e for e in match.to_dict()["log"] if "deal" in e]) == 3
