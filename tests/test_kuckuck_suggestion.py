"""The button a Kuckuck decision opens on is the game's normal bot's move from what the seat can see (the table asks
the match, scenes/kuckuck/view.py), so Enter is never a blunder: no swap of a King, nor of a 5 for an Ace lying face
up on your left."""

from __future__ import annotations

from typing import Any

import pytest

from game import open_match
from game.core.rng import generator
from game.registry import spec_for


def suggested_button(view: dict[str, Any]) -> str:
    """What the focus follows: the normal bot asked through the game's spec, from the seat's view only."""
    return spec_for("kuckuck").load_agent("normal").choose(view, generator(0))


def first_decision(card: str, left: str | None = None, **options: Any) -> dict[str, Any]:
    """Seat 0's view as it decides first (dealer 3), holding `card`; `left`: the left neighbour's card as if seat 0
    could see it (shown face up)."""
    match = open_match("kuckuck", players=4, seed=1, dealer=3, options=options)
    match.deal([card, "9D" if left is None else left, "TH", "5S"])
    view = dict(match.view(0))
    if left is not None:
        view["cards"] = [card, left, None, None]
    return view


@pytest.mark.parametrize(
    ("card", "left", "options", "button"),
    [
        ("KC", None, {}, "stay"),  # a King blocks: swapping would give it away
        ("QC", None, {"queens_block": True}, "stay"),
        ("QC", None, {}, "stay"),  # a Queen is worth keeping anyway
        ("2C", None, {}, "swap"),
        ("6C", None, {}, "swap"),
        ("7C", None, {}, "stay"),
        ("KC", None, {"king_blocks": False}, "stay"),
        ("5D", "AH", {}, "stay"),  # the card on your left is known and lower: a swap would hand you the Ace
        ("5D", "5H", {}, "stay"),
        ("5D", "8H", {}, "swap"),
        ("3D", "KH", {}, "stay"),  # a shown King on your left blocks any swap
    ],
)
def test_the_suggested_button_is_a_sensible_move(
    card: str, left: str | None, options: dict[str, Any], button: str
) -> None:
    assert suggested_button(first_decision(card, left, **options)) == button


@pytest.mark.parametrize(("card", "button"), [("4C", "swap"), ("6C", "swap"), ("7C", "stay"), ("KC", "stay")])
def test_the_dealer_of_three_is_suggested_to_draw_on_a_six_or_less(card: str, button: str) -> None:
    match = open_match("kuckuck", players=3, seed=1, dealer=0)
    match.deal(["9D", "8H", card])  # seats 1 and 2 act, then you deal
    match.act("stay")
    match.act("stay")
    assert match.to_move == 0
    assert suggested_button(dict(match.view(0))) == match.bot_move("normal") == button
