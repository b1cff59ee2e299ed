"""Contract 7: reading a match never changes it, and the match deals by itself. It deals at creation and right
after the action that ends a hand; an order given before a hand (`deal`) is that hand's cards whether it waited
for the deal or replaced a fresh one; a driver that turns dealing off (the table) deals the same cards itself."""

from __future__ import annotations

import numpy as np
import pytest

from game import Match, load_match, open_match
from game.registry import GAMES
from tests.contract.helpers import random_action, short_match


def read_everything(match: Match) -> None:
    """Every read of the API, once."""
    _ = (match.to_move, match.legal(), match.scores, match.hands, match.over, match.winners, match.dealer)
    _ = ([match.view(seat) for seat in [*range(match.players), None]], match.state, match.from_seed, match.to_dict())


def last_deal(match: Match) -> list[str]:
    return next(entry["deal"] for entry in reversed(match.to_dict()["log"]) if "deal" in entry)


def play_a_hand(matches: tuple[Match, ...], rng: np.random.Generator) -> None:
    """The same random actions on each of `matches` until the first has dealt the next hand (or is over)."""
    first = matches[0]
    while not first.over:
        action = random_action(first, rng)
        for match in matches:
            match.act(action)
        if "deal" in first.to_dict()["log"][-1]:
            return


@pytest.mark.parametrize("game", GAMES)
def test_reading_a_match_never_changes_it_and_no_deal_is_ever_left_pending(game: str) -> None:
    match, rng = short_match(game, seed=41), np.random.default_rng(41)
    while not match.over:
        assert match.to_move is not None  # dealt by itself: never a deal waiting for a read
        before = match.to_json()
        read_everything(match)
        assert match.to_json() == before
        match.act(random_action(match, rng))


@pytest.mark.parametrize("game", GAMES)
def test_an_order_before_each_hand_deals_the_same_cards_queued_or_replacing_the_fresh_deal(game: str) -> None:
    """Two referees give the same order before each hand: one to the fresh deal the match made by itself, one to
    a match that does not deal by itself (the order waits for the deal); both play the same moves."""
    eager, rng = short_match(game, seed=43), np.random.default_rng(43)
    waiting = short_match(game, seed=43)
    waiting.auto_deal = False
    for _ in range(3):
        cards = last_deal(eager)
        order = [cards[int(i)] for i in rng.permutation(len(cards))][: len(cards) // 2]
        eager.deal(order)  # replaces the fresh deal
        waiting.deal(order)  # waits for the deal
        waiting.settle()
        assert last_deal(eager)[: len(order)] == order and eager.to_json() == waiting.to_json()
        play_a_hand((eager, waiting), rng)
        if eager.over:
            break


@pytest.mark.parametrize("game", GAMES)
def test_a_driver_that_deals_itself_gets_the_same_cards_and_a_saved_match_never_deals_twice(game: str) -> None:
    eager, rng = short_match(game, seed=47), np.random.default_rng(47)
    table = short_match(game, seed=47)
    table.auto_deal = False  # takes back the deal made at creation
    assert table.to_dict()["log"] == [] and table.to_move is None
    while not eager.over:
        table.settle()  # the table deals when it has shown the last hand
        assert table.to_json() == eager.to_json()
        action = random_action(eager, rng)
        eager.act(action)
        table.act(action)
        assert load_match(table.to_json()).to_json() == eager.to_json()  # a deal still due is made once, at load
        assert load_match(eager.to_json()).to_json() == eager.to_json()  # the log's own deals are not made again


@pytest.mark.parametrize("game", GAMES)
def test_a_match_opened_without_dealing_waits_for_settle_and_then_deals_what_the_seed_deals(game: str) -> None:
    eager, table = short_match(game, seed=53), short_match(game, seed=53, auto_deal=False)
    assert table.to_dict()["log"] == [] and table.to_move is None and not table.auto_deal
    table.settle()
    assert table.to_json() == eager.to_json()


def test_auto_deal_must_be_a_bool() -> None:
    with pytest.raises(ValueError, match="auto_deal"):
        open_match("hearts", 4, auto_deal=1)  # type: ignore[arg-type]
