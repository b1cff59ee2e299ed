"""A Hearts match beyond the rules of play: the events and holds of a trick and a hand, a saved match's replay, and
the spec (its options, their ranges and texts)."""

from __future__ import annotations

import json

import pytest

from game import load_match, open_match
from game.core.events import Hold
from game.hearts import events as H
from game.registry import spec_for
from tests.hearts_helpers import BREAKING, SUITS, all_clubs, dealt, moon_match, play_cards, play_scripts


def test_events_and_holds_of_a_trick_and_a_hand() -> None:
    match = moon_match([2])
    match.settle()
    start = [e for e in match.history if isinstance(e, H.DealStart)]
    assert start == [H.DealStart(seat=3, hand=1, direction="none")]
    dealt_to = {e.seat: e for e in match.history if isinstance(e, H.Dealt)}
    assert dealt_to[2].cards == tuple(SUITS["C"]) and dealt_to[3].cards == tuple(SUITS["H"])
    assert dealt_to[2].seen_by(2) == dealt_to[2] and dealt_to[2].seen_by(3) == H.Dealt(seat=2, cards=None)
    assert match.hold_after(match.history) is Hold.DEAL
    events = match.act("play 2C") + match.act("play 2H")  # seat 3 holds only hearts: one may fall on trick 1
    assert events == [H.Play(seat=2, card="2C"), H.Play(seat=3, card="2H"), H.HeartsBroken(seat=3, card="2H")]
    assert match.hold_after(events) is None
    last = match.act("play 2D") + match.act("play 2S")
    assert [type(e) for e in last] == [H.Play, H.Play, H.TrickWon]
    assert last[2] == H.TrickWon(seat=2, trick=1, leader=2, cards=("2C", "2H", "2D", "2S"), points=1)
    assert match.hold_after(last) is Hold.TRICK
    play_scripts(match, {seat: cards[1:] for seat, cards in all_clubs(2).items()})
    kinds = [type(e) for e in match.history]
    assert kinds.count(H.TrickWon) == 13 and kinds.count(H.HandScored) == 1
    scored = next(e for e in match.history if isinstance(e, H.HandScored))
    assert scored == H.HandScored(hand=1, points=(26, 26, 0, 26), taken=(0, 0, 26, 0), scores=(26, 26, 0, 26), moon=2)
    assert match.hold_after([scored]) is Hold.HAND


def test_a_saved_match_replays_to_the_same_views() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC KS 8C")
    copy = load_match(match.to_json())
    assert [copy.view(s) for s in (0, 1, 2, 3, None)] == [match.view(s) for s in (0, 1, 2, 3, None)]
    assert json.loads(copy.to_json()) == json.loads(match.to_json())


def test_the_spec_describes_hearts() -> None:
    spec = spec_for("hearts")
    assert (spec.min_players, spec.max_players, spec.score_direction) == (4, 4, "lower")
    assert (spec.score_label, spec.round_label) == ("Points", "Hand")
    assert [option.name for option in spec.menu_options] == ["target"]
    target = spec.option("target")
    assert (target.default, target.low, target.high) == (100, 50, 200)
    cycle = spec.option("pass_cycle")
    assert cycle.default == "left,right,across,none" and {"left,right,across", "left", "none"} <= set(cycle.values())
    for option in spec.options:
        assert option.label and option.help
        assert all(choice.label and choice.help for choice in option.choices), option.name
    with pytest.raises(ValueError, match="option target"):
        open_match("hearts", 4, options={"target": 49})
    with pytest.raises(ValueError, match="option pass_cycle"):
        open_match("hearts", 4, options={"pass_cycle": "up,down"})
