"""The headless API's promise, under hostile arguments (hypothesis): every public entry point refuses a bad
argument with a ValueError that names it (an illegal action: IllegalAction), never a TypeError or another crash,
and the message quotes the bad value cut to a readable length (a 1 MB game name once made a 1,000,054-character
message)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import IllegalAction, Match, load_match, open_match
from game.registry import GAMES, spec_for

MAX_MESSAGE = 300  # characters: a message names the argument and quotes a short piece of its value
HUGE = "x" * 1_000_000
BIG = "<1 MB of x>"  # stands for HUGE in the examples, so that a failing example prints in a line


def unmarked(value: Any) -> Any:
    """`value` with every BIG (as a text, a key or an item) replaced by HUGE."""
    if isinstance(value, str):
        return HUGE if value == BIG else value
    if type(value) is list:
        return [unmarked(item) for item in value]
    if type(value) is dict:
        return {unmarked(key): unmarked(item) for key, item in value.items()}
    return value


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=60),
    st.binary(max_size=20),
    st.complex_numbers(allow_nan=True),
    st.just(BIG),
    st.just(b"\x00" * 100_000),
    st.just(object()),
    st.just(np.int64(4)),
    st.just(np.float64(math.nan)),
    st.just(Ellipsis),
    st.just(int),
)
hostile = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.tuples(inner, inner),
        st.dictionaries(st.one_of(st.text(max_size=10), st.integers()), inner, max_size=4),
        st.frozensets(st.integers(), max_size=3),
    ),
    max_leaves=12,
)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def refused(call: Callable[[], object], names: tuple[str, ...], kind: type[Exception] = ValueError) -> str:
    """`call` raises `kind` naming one of `names`, in a message of a readable length."""
    with pytest.raises(Exception) as raised:
        call()
    error = raised.value
    assert isinstance(error, kind), f"{type(error).__name__} instead of {kind.__name__}: {str(error)[:200]}"
    message = str(error)
    assert len(message) <= MAX_MESSAGE, f"a {len(message):,}-character message: {message[:120]}…"
    if kind is ValueError:
        assert any(name in message for name in names), f"{message!r} names none of {names}"
    return message


def valid_or_refused(call: Callable[[], object], names: tuple[str, ...], kind: type[Exception] = ValueError) -> None:
    """Either the call works (a hostile value may happen to be a good one) or it is refused as it promises."""
    try:
        call()
    except Exception:
        refused(call, names, kind)


# --- open_match ---------------------------------------------------------------------------------------------------


@FAST
@given(game=hostile)
@example(game=["hearts"])
@example(game=BIG)
@example(game={"hearts": 1})
def test_open_match_refuses_any_game_by_name(game: Any) -> None:
    game = unmarked(game)
    refused(lambda: open_match(game, 4), ("game",))


@FAST
@given(game=st.sampled_from(GAMES), players=hostile)
@example(game="hearts", players=[4])
@example(game="kuckuck", players=BIG)
def test_open_match_refuses_any_bad_player_count_by_name(game: str, players: Any) -> None:
    players = unmarked(players)
    valid_or_refused(lambda: open_match(game, players), ("players",))


@FAST
@given(game=st.sampled_from(GAMES), options=hostile)
@example(game="hearts", options={BIG: 1})
@example(game="hearts", options={"target": BIG})
@example(game="kuckuck", options={"preset": BIG})
@example(game="euchre", options={"players": BIG})
@example(game="hearts", options={1: 2})
def test_open_match_refuses_any_bad_options_by_name(game: str, options: Any) -> None:
    options = unmarked(options)
    players = spec_for(game).default_players
    valid_or_refused(lambda: open_match(game, players, options), ("option",))


@FAST
@given(game=st.sampled_from(GAMES), options=st.dictionaries(st.sampled_from(["target", "lives", "moon", "preset",
                                                                              "stick_the_dealer", "decks"]),
                                                            hostile, max_size=3))  # fmt: skip
def test_open_match_refuses_any_bad_option_value_by_name(game: str, options: dict[str, Any]) -> None:
    players = spec_for(game).default_players
    valid_or_refused(lambda: open_match(game, players, options), ("option",))


@FAST
@given(game=st.sampled_from(GAMES), seed=hostile, dealer=hostile, rng=hostile)
@example(game="hearts", seed=BIG, dealer=None, rng=None)
@example(game="hearts", seed=None, dealer=BIG, rng=None)
@example(game="hearts", seed=None, dealer=None, rng=BIG)
def test_open_match_refuses_any_bad_seed_dealer_or_generator_by_name(game: str, seed: Any, dealer: Any,
                                                                     rng: Any) -> None:  # fmt: skip
    players = spec_for(game).default_players
    seed, dealer, rng = unmarked(seed), unmarked(dealer), unmarked(rng)
    valid_or_refused(lambda: open_match(game, players, None, seed, None, None), ("seed",))
    valid_or_refused(lambda: open_match(game, players, None, 1, dealer, None), ("dealer",))
    valid_or_refused(lambda: open_match(game, players, None, None, None, rng), ("rng",))


# --- Match --------------------------------------------------------------------------------------------------------


@FAST
@given(players=hostile, options=hostile, entropy=hostile, dealer=hostile)
@example(players=4, options=None, entropy=BIG, dealer=None)
@example(players=4, options=None, entropy=1, dealer=BIG)
def test_match_refuses_any_bad_argument_by_name(players: Any, options: Any, entropy: Any, dealer: Any) -> None:
    spec = spec_for("hearts")
    players, options, entropy, dealer = unmarked(players), unmarked(options), unmarked(entropy), unmarked(dealer)
    valid_or_refused(lambda: Match(spec, players, None, entropy=1), ("players",))
    valid_or_refused(lambda: Match(spec, 4, options, entropy=1), ("option",))
    valid_or_refused(lambda: Match(spec, 4, None, entropy=entropy), ("entropy",))
    valid_or_refused(lambda: Match(spec, 4, None, entropy=1, dealer=dealer), ("dealer",))


@FAST
@given(text=hostile)
@example(text=None)
@example(text=5)
@example(text=BIG)
@example(text=b"\xff\xfe")
def test_from_json_refuses_anything_but_a_saved_match_by_name(text: Any) -> None:
    text = unmarked(text)
    refused(lambda: load_match(text), ("saved match", "text"))


@FAST
@given(data=hostile)
@example(data=None)
@example(data={"format": 2, "engine": "0.2.0", "game": BIG, "players": 4, "options": {}, "entropy": 1,
               "dealer": 0, "log": []})  # fmt: skip
@example(data={"format": 2, "engine": "0.2.0", "game": "hearts", "players": 4, "options": {BIG: 1}, "entropy": 1,
               "dealer": 0, "log": []})  # fmt: skip
def test_from_dict_refuses_anything_but_a_saved_match_by_name(data: Any) -> None:
    data = unmarked(data)
    refused(lambda: load_match(data), ("saved match", "data"))


def test_a_saved_match_with_a_huge_value_anywhere_is_refused_in_a_short_message() -> None:
    saved = open_match("hearts", 4, seed=3).to_dict()
    for field in ("game", "engine", "options", "entropy", "dealer", "players", "log"):
        for value in (HUGE, [HUGE], {HUGE: HUGE}, 10**5000):
            refused(lambda v=value, f=field: load_match({**saved, f: v}), ("saved match",))  # type: ignore[misc]
    for entry in ({"seat": 0, "action": HUGE}, {"deal": [HUGE], "source": "seed"}, {"deal": [], "source": HUGE},
                  {HUGE: 1}, HUGE):  # fmt: skip
        refused(lambda e=entry: load_match({**saved, "log": [e]}), ("saved match",))  # type: ignore[misc]
    refused(lambda: load_match('{"format": 2, "game": "' + HUGE + '"}'), ("saved match",))
    refused(lambda: load_match(HUGE.encode()), ("saved match",))


# --- a match's methods --------------------------------------------------------------------------------------------


@FAST
@given(game=st.sampled_from(GAMES), value=hostile)
@example(game="hearts", value=BIG)
@example(game="euchre", value=[BIG])
def test_a_matchs_methods_refuse_any_bad_argument_by_name(game: str, value: Any) -> None:
    value = unmarked(value)
    match = open_match(game, spec_for(game).default_players, seed=2)
    before = match.to_json()
    valid_or_refused(lambda: match.view(value), ("seat",))
    valid_or_refused(lambda: match.bot_move(value), ("level",))
    valid_or_refused(lambda: match.bot_move("easy", value), ("seed",))
    valid_or_refused(lambda: match.prepare_bot(value), ("level",))
    assert match.to_json() == before  # nothing refused changed the match
    try:
        match.deal(value)
    except ValueError:
        refused(lambda: match.deal(value), ("order",))
        assert match.to_json() == before  # a refused order changes nothing


@FAST
@given(game=st.sampled_from(GAMES), value=hostile)
@example(game="hearts", value=BIG)
@example(game="kuckuck", value=[BIG, BIG])
def test_an_illegal_action_of_any_kind_is_refused_with_a_short_reason(game: str, value: Any) -> None:
    value = unmarked(value)
    match = open_match(game, spec_for(game).default_players, seed=2)
    before = match.to_json()
    if value not in match.legal() if isinstance(value, str) else True:
        refused(lambda: match.act(value), (), IllegalAction)
    if not (isinstance(value, list) and all(isinstance(v, str) and v in match.legal() for v in value)):
        refused(lambda: match.act_all(value), (), IllegalAction)
    assert match.to_json() == before
