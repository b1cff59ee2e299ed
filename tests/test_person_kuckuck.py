"""Every Kuckuck decision, played like a person at six seats by keyboard alone, mouse alone and gamepad alone:
stay, swap with the left neighbour, a swap a King blocks, and the dealer's stay or draw from the stock. Each walk
plays three deals, so the person decides first after the dealer (deal 1), as the dealer (deal 2) and after four
bots (deal 3). At each moment the test asserts what the person expects: the prompt and the buttons at their turn
and after it, their card changed hands with the right neighbour or stayed, the lowest card's holder losing a life
on their plate (after deals 1 and 2), and the pot in the middle labelled with every life lost so far. The keyboard
walk also presses W while the table still shows the move before the person's turn: the press is kept and made
when the turn comes."""

from __future__ import annotations

from collections.abc import Callable

from game.kuckuck import events as K
from tests.person import Person
from tests.person_kuckuck import (
    YOU,
    Turn,
    at_kuckuck,
    blocked,
    check_my_turn,
    check_not_my_turn,
    deal_no,
    drew,
    held,
    kuckuck,
    lives,
    lowest_lose,
    my_card,
    pot_label,
    rank,
    rehearse,
    seed_for,
    stayed,
    swapped,
    wait_for_my_turn,
)

PLAYERS = 6
DEALERS = [5, 0, 1]  # deal 1: I decide first; deal 2: I deal; deal 3: four bots decide before me


def sensible(turns: list[Turn]) -> bool:
    """The person swaps (or draws) a low card and keeps a high one, as a person would."""
    return all((turn.action == "swap") == (rank(turn.mine) <= (5 if turn.dealer == YOU else 6)) for turn in turns)


def walk_seed(actions: list[str], wanted: Callable[[list[Turn]], bool], start: int) -> int:
    """A seed whose three deals have me first, dealing, then after four bots, and the situation `wanted`."""
    return seed_for(PLAYERS, actions, lambda t: [x.dealer for x in t] == DEALERS and sensible(t) and wanted(t),
                    start=start)  # fmt: skip


def my_turn_in(person: Person, deal: int) -> tuple[str, str | None, list[int]]:
    """Wait for my turn in `deal`, check what it shows; my card, my left neighbour's, every seat's lives."""
    wait_for_my_turn(person, deal)
    check_my_turn(person, dealing=person.table.match.dealer == YOU)
    pot_label(person)
    mine = my_card(person)
    assert mine is not None
    return mine, held(person, 1), lives(person)


def test_by_keyboard_stay_first_draw_as_dealer_and_swap_after_bots_pressed_during_the_last_move() -> None:
    actions = ["stay", "swap", "swap"]
    seed = walk_seed(actions, lambda t: K.Draw in t[1].kinds and K.Swap in t[2].kinds, start=10)
    with at_kuckuck(PLAYERS, seed) as person:
        person.wait_for(lambda: deal_no(person) == 1 and bool(kuckuck(person).sprites.cards), "the cards dealt")
        check_not_my_turn(person)  # the cards are still flying: nothing asks me yet
        mine, _, before = my_turn_in(person, 1)
        person.keys("s")
        stayed(person, mine)
        lowest_lose(person, 1, before)

        mine, _, before = my_turn_in(person, 2)
        person.keys("w")  # as the dealer: draw from the stock
        drew(person, mine)
        lowest_lose(person, 2, before)

        # deal 3: the bot before me has moved and the table still shows it when I press W
        table = person.table
        person.wait_for(lambda: deal_no(person) == 3 and table.match.to_move == YOU and table.stage.timeline.busy,
                        "the move before mine still on the table", 40)  # fmt: skip
        now, left = held(person, YOU), held(person, 1)  # the move on the table may be bringing me a card
        assert now is not None and left is not None
        assert table.controller.waiting_for_human is None  # not my turn on the screen yet
        person.keys("w")
        swapped(person, now, left)


def test_by_mouse_swap_first_stay_as_dealer_and_a_king_blocks_after_bots() -> None:
    actions = ["swap", "stay", "swap"]
    seed = walk_seed(actions, lambda t: K.Swap in t[0].kinds and K.Block in t[2].kinds, start=196)
    with at_kuckuck(PLAYERS, seed) as person:
        view = kuckuck(person)
        mine, left, before = my_turn_in(person, 1)
        assert left is not None
        person.click(view.buttons["swap"].rect.center)
        swapped(person, mine, left)
        lowest_lose(person, 1, before)

        mine, _, before = my_turn_in(person, 2)
        person.click(view.buttons["stay"].rect.center)  # as the dealer: keep my card
        stayed(person, mine)
        lowest_lose(person, 2, before)

        mine, king, _ = my_turn_in(person, 3)
        assert king is not None and king[0] == "K"
        person.click(view.buttons["swap"].rect.center)
        blocked(person, mine, king)


def test_by_gamepad_a_king_blocks_first_a_on_draw_as_dealer_and_stay_after_bots() -> None:
    actions = ["swap", "swap", "stay"]
    seed = walk_seed(actions, lambda t: K.Block in t[0].kinds and K.Draw in t[1].kinds, start=2096)
    with at_kuckuck(PLAYERS, seed) as person:
        person.plug_pad()
        view = kuckuck(person)
        mine, king, before = my_turn_in(person, 1)
        assert king is not None and king[0] == "K"
        assert person.prompt().endswith("[X] stay · [Y] swap"), person.prompt()  # the pad's buttons
        person.buttons("y")
        blocked(person, mine, king)
        lowest_lose(person, 1, before)

        mine, _, before = my_turn_in(person, 2)
        assert person.table.stage.focus.focused is view.buttons["swap"], "a low card: Draw is the gold button"
        person.buttons("a")  # Ⓐ on the focused Draw
        drew(person, mine)
        lowest_lose(person, 2, before)

        mine, _, _ = my_turn_in(person, 3)
        person.buttons("x")
        stayed(person, mine)


def test_the_rehearsal_that_picks_seeds_follows_the_rules() -> None:
    """The seeds above come from a rehearsal of the person's decisions: it sees a King block and a draw."""
    turns = rehearse(PLAYERS, 2096, ["swap", "swap", "stay"])
    assert [turn.dealer for turn in turns] == DEALERS and [turn.before for turn in turns] == [0, 5, 4]
    assert turns[0].left is not None and turns[0].left[0] == "K" and turns[0].kinds == (K.Block,)
    assert turns[1].left is None and turns[1].kinds[0] is K.Draw
