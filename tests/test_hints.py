"""Hints (game.ai.hints): the hard bot's decision and a reason worded from the seat's view, in each game and each
kind of decision; the same whatever the hidden cards are; a bad view is a ValueError naming it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest

from game import Match, open_match
from game.ai.agent import view_generator
from game.core.hints import Hint
from game.core.reasons import Reason
from game.registry import spec_for
from game.replay.steps import ReplayLog
from tests.review_helpers import cut_log, swap_hidden

View = Mapping[str, Any]


def hint_of(view: View) -> Hint:
    hint = spec_for(view["game"]).hint
    assert hint is not None
    return hint(view)


def first_decision(game: str, players: int, seed: int, wanted: Callable[[View], bool]) -> tuple[Match, View]:
    """A match of normal bots played on (seed `seed`) until a seat's decision with a choice that `wanted` picks."""
    match = open_match(game, players, seed=seed)
    while not match.over:
        view = match.view(match.to_move)
        if len(view["legal"]) > 1 and wanted(view):
            return match, view
        match.act(match.bot_move("normal"))
    raise AssertionError(f"no such decision in {game} seed {seed}")


def assert_hard_bot_move(view: View, hint: Hint) -> None:
    """The hint is the hard bot's move (a pass: the cards of it), and its reason a non-empty sentence."""
    hard = spec_for(view["game"]).load_agent("hard").choose(view, view_generator(view))
    assert hint.action.split()[:2] == hard.split()[:2] and hard in view["legal"]
    assert isinstance(hint.reason, Reason) and hint.reason.english().endswith(".")


@pytest.mark.parametrize(
    ("game", "players", "seed", "phase", "verbs"),
    [
        ("hearts", 4, 1, "pass", {"pass"}),
        ("hearts", 4, 1, "play", {"play"}),
        ("euchre", 4, 3, "order_up", {"pass", "order", "order alone"}),
        ("euchre", 4, 5, "name_trump", {"pass", "call"}),
        ("euchre", 4, 3, "play", {"play"}),
        ("kuckuck", 6, 2, "turn", {"stay", "swap"}),
    ],
)
def test_a_hint_at_each_kind_of_decision(game: str, players: int, seed: int, phase: str, verbs: set[str]) -> None:
    _, view = first_decision(game, players, seed, lambda v: v["phase"] == phase)
    hint = hint_of(view)
    assert hint.action.split()[0] in verbs or hint.action in verbs
    assert_hard_bot_move(view, hint)


def test_a_pass_hint_names_all_three_cards_from_the_hand() -> None:
    _, view = first_decision("hearts", 4, 2, lambda v: v["phase"] == "pass" and not v["passed"])
    hint = hint_of(view)
    cards = hint.action.split()[1:]
    assert len(set(cards)) == 3 and set(cards) <= set(view["hand"])
    assert hint.reason.params["cards"] == " ".join(cards)


def test_the_dealers_discard_and_going_alone_get_hints() -> None:
    for seed in range(40):
        match = open_match("euchre", 4, seed=seed)
        kinds: set[str] = set()
        while not match.over and match.view(0)["hand_no"] <= 2:
            view = match.view(match.to_move)
            if len(view["legal"]) > 1 and view["phase"] == "discard":
                hint = hint_of(view)
                assert hint.action.startswith("discard ") and hint.action.split()[1] in view["hand"]
                kinds.add("discard")
            if any(action.endswith("alone") for action in view["legal"]):
                hint = hint_of(view)
                assert hint.action in view["legal"]
                kinds.add("alone")
            match.act(match.bot_move("normal"))
        if kinds == {"discard", "alone"}:
            return
    raise AssertionError("no discard in 40 seeds")


def test_a_kuckuck_king_is_kept_and_a_low_card_given_away() -> None:
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal(["KS", "9D", "TH", "5S"])
    stay = hint_of(match.view(0))
    assert stay.action == "stay" and stay.reason.params == {"card": "KS", "count": 4}
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal(["AC", "9D", "TH", "5S"])
    assert hint_of(match.view(0)).action == "swap"


@pytest.mark.parametrize(("game", "seed", "seat"), [("hearts", 4, 1), ("euchre", 11, 1)])
def test_the_hidden_cards_change_no_hint(game: str, seed: int, seat: int) -> None:
    match = open_match(game, 4, seed=seed)
    plays = 0
    while plays < 3:  # into the first hand's play: the others still hold cards the seat has not seen
        plays += match.view(match.to_move)["phase"] == "play"
        match.act(match.bot_move("normal"))
    while match.to_move != seat:
        match.act(match.bot_move("normal"))
    log = match.to_dict()
    cut = len(log["log"])
    plain = {"hearts": lambda card: card[1] != "H" and card != "QS", "euchre": lambda card: card[0] != "J"}[game]
    swapped = swap_hidden(log, cut, seat, plain)
    assert swapped["log"][0] != cut_log(log, cut)["log"][0]
    first = ReplayLog(cut_log(log, cut)).match_at(cut).view(seat)
    second = ReplayLog(swapped).match_at(cut).view(seat)
    assert first == second and hint_of(first) == hint_of(second)


@pytest.mark.parametrize("bad", [None, "view", {"seat": "0"}, {"seat": 0, "to_move": 1, "legal": ["stay"]}])
def test_a_view_without_a_decision_is_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match=r"^view: "):
        spec_for("kuckuck").hint(bad)  # type: ignore[misc, arg-type]
