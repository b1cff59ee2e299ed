"""A person at the Kuckuck table, for the tests that play like a person (tests/person.py): what they see of the
table (their card, the buttons, the prompt, the words drawn on the screen) and a rehearsal that picks a seed
whose deals give the person the situation a test is about (a King to their left, a low card as the dealer, …).

The rehearsal plays the match headless with the person's decisions fixed in advance and the table's own bots; it
only chooses the seed. What the test then asserts comes from the screen and the match the person played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game import open_match
from game.core.cards import Card
from game.core.decks import ACE_LOW
from game.core.events import Event
from game.core.seats import next_seat
from game.kuckuck import events as K
from game.lobby import MatchSetup
from scenes.kuckuck.view import KuckuckView
from scenes.ui import text as text_module
from tests.person import Person

YOU = 0  # the person's seat, at the bottom of the table


@dataclass(frozen=True)
class Turn:
    """One decision of the person in a rehearsal: the deal, its dealer, how many seats decided before them, the
    cards they and their left neighbour held then, what they did and what came of it (the events' kinds)."""

    deal: int
    dealer: int
    before: int
    mine: str
    left: str | None  # the left neighbour's card (None: the person deals and draws from the stock)
    action: str
    kinds: tuple[type[Event], ...]


def rehearse(players: int, seed: int, actions: list[str], options: dict[str, object] | None = None) -> list[Turn]:
    """The person's turns when they make `actions` in order at the table of `seed` (normal bots elsewhere)."""
    match = open_match("kuckuck", players, dict(options or {}), seed=seed)
    turns: list[Turn] = []
    before, deal = 0, 0
    while not match.over and len(turns) < len(actions):
        match.settle()
        seat = match.to_move
        if seat is None:
            continue
        view = match.view(YOU)
        if view["deal_no"] != deal:
            before, deal = 0, view["deal_no"]
        if seat != YOU:
            match.act(match.bot_move("normal"))
            before += 1
            continue
        dealer = match.dealer
        left_seat = next_seat(YOU, view["in_deal"])
        left = None if dealer == YOU else match.view(left_seat)["cards"][left_seat]
        seen = len(match.history)
        action = actions[len(turns)]
        match.act(action)
        kinds = tuple(type(event) for event in match.history[seen:])
        turns.append(Turn(deal, dealer, before, view["cards"][YOU], left, action, kinds))
    return turns


def seed_for(
    players: int, actions: list[str], wanted: Callable[[list[Turn]], bool], options: dict[str, object] | None = None,
    start: int = 1,
) -> int:  # fmt: skip
    """The first seed from `start` whose rehearsal of `actions` is `wanted` (start at a seed found before)."""
    for seed in range(start, start + 20_000):
        turns = rehearse(players, seed, actions, options)
        if len(turns) == len(actions) and wanted(turns):
            return seed
    raise AssertionError("no seed deals the situation the test wants")


def rank(card: str) -> int:
    return ACE_LOW.value(Card.parse(card))


# --- the person at the table ----------------------------------------------------------------------------------


def at_kuckuck(players: int, seed: int, options: dict[str, object] | None = None,
               size: tuple[int, int] = (1280, 720)) -> Person:  # fmt: skip
    return Person.at_table(MatchSetup(players=players, bots=players - 1, options=dict(options or {})), seed, size)


def kuckuck(person: Person) -> KuckuckView:
    view = person.table.stage.view
    assert isinstance(view, KuckuckView)
    return view


def my_card(person: Person) -> str | None:
    """The card face up at my seat, as the table shows it."""
    sprite = kuckuck(person).sprites.cards.get(YOU)
    return sprite.card if sprite is not None and sprite.flip >= 0.5 else None


def held(person: Person, seat: int) -> str | None:
    """What `seat` really holds (the match's word, for what the person expects to see next); once the deal is
    over (the dealer decided), what it held at the showdown."""
    view = person.table.match.view(seat)
    card = view["cards"][seat] if view["phase"] == "turn" else view["last_cards"][seat]
    return str(card) if card else None


def my_turn(person: Person) -> bool:
    return person.table.controller.waiting_for_human == YOU


def buttons(person: Person) -> dict[str, tuple[str, bool]]:
    """The Stay / Swap buttons: their words and whether they take a press."""
    return {name: (button.text, button.is_enabled) for name, button in kuckuck(person).buttons.items()}


def lives(person: Person) -> list[int]:
    """Every seat's lives as its plate shows them."""
    return [plate.lives for plate in kuckuck(person).sprites.plates]


def deal_no(person: Person) -> int:
    return int(person.table.controller.view()["deal_no"])


def wait_for_my_turn(person: Person, deal: int, seconds: float = 40) -> None:
    person.wait_for(lambda: deal_no(person) == deal and my_turn(person), f"my turn in deal {deal}", seconds)


def showdown_losers(person: Person, deal: int) -> tuple[list[str | None], list[int]]:
    """The cards shown at the showdown of `deal` and the seats with the lowest of them (who should lose a life)."""
    history = person.table.match.history
    starts = [index for index, event in enumerate(history) if isinstance(event, K.DealStart)]
    shown = next(event for event in history[starts[deal - 1] :] if isinstance(event, K.Showdown))
    cards = list(shown.cards)
    low = min(rank(card) for card in cards if card)
    return cards, [seat for seat, card in enumerate(cards) if card and rank(card) == low]


# --- the words on the screen ----------------------------------------------------------------------------------


@contextmanager
def words_drawn(into: list[tuple[str, int]]) -> Iterator[None]:
    """While open, every text the program draws goes into `into` as (text, size in pixels)."""
    original = text_module._render

    def recording(text: str, size: int, color: text_module.Color, bold: bool, shadow: bool) -> pygame.Surface:
        into.append((text, size))
        return original(text, size, color, bold, shadow)

    text_module._render = recording  # type: ignore[assignment]
    try:
        yield
    finally:
        text_module._render = original


def screen_words(person: Person) -> list[tuple[str, int]]:
    """The texts of one frame as drawn, with their sizes."""
    words: list[tuple[str, int]] = []
    with words_drawn(words):
        person.frame()
    return words


# --- what the person expects at each moment -------------------------------------------------------------------


def check_my_turn(person: Person, dealing: bool) -> None:
    """My turn shows: the prompt asks me (as the dealer: to keep or draw; else to keep or swap with my left
    neighbour, by name), both buttons take a press, and my own card lies face up."""
    prompt = person.prompt()
    if dealing:
        assert prompt.startswith("You deal: keep your card or draw from the stock?"), prompt
        assert buttons(person) == {"stay": ("Stay", True), "swap": ("Draw", True)}
    else:
        left = person.table.stage.names[next_seat(YOU, person.table.controller.view()["in_deal"])]
        assert prompt.startswith(f"Your turn: keep your card or swap with {left}?"), prompt
        assert buttons(person) == {"stay": ("Stay", True), "swap": ("Swap", True)}
    assert my_card(person) is not None and my_card(person) == held(person, YOU)


def check_not_my_turn(person: Person) -> None:
    """Nothing asks me: the buttons take no press and the prompt is not mine."""
    assert not any(enabled for _, enabled in buttons(person).values()), buttons(person)
    assert not person.prompt().startswith(("Your turn", "You deal")), person.prompt()


def status(person: Person, seat: int = YOU) -> str:
    """What a seat's plate says it did this deal ("stayed", "swapped", "blocked", "drew", "too slow")."""
    return kuckuck(person).sprites.plates[seat].status


def stayed(person: Person, mine: str) -> None:
    person.wait_for(lambda: status(person) == "stayed", "'stayed' on my plate", 5)
    assert my_card(person) == mine and held(person, YOU) == mine
    check_not_my_turn(person)


def swapped(person: Person, mine: str, theirs: str, left: int = 1) -> None:
    """My card went to my left neighbour and theirs came to me, as I see it on my seat."""
    person.wait_for(lambda: my_card(person) == theirs, f"the {theirs} of my left neighbour at my seat", 5)
    assert held(person, YOU) == theirs and held(person, left) == mine
    assert status(person) == "swapped"
    check_not_my_turn(person)


def blocked(person: Person, mine: str, king: str, left: int = 1) -> None:
    """My left neighbour's King is shown and called out; I keep my card and so do they."""
    view = kuckuck(person)
    person.wait_for(lambda: any(call.text == "Kuckuck!" for call in view.sprites.stage.callouts), "Kuckuck!", 5)
    person.wait_for(lambda: status(person) == "blocked", "'blocked' on my plate", 5)
    shown = view.sprites.cards[left]
    person.wait_for(lambda: shown.card == king and shown.flip >= 0.5, "the blocking King face up", 2)
    assert my_card(person) == mine and held(person, YOU) == mine and held(person, left) == king
    check_not_my_turn(person)


def drew(person: Person, mine: str) -> None:
    """As the dealer I gave my card back to the stock and hold a new one from it, face up."""
    person.wait_for(lambda: status(person) == "drew" and my_card(person) not in (None, mine), "my new card", 5)
    assert my_card(person) == held(person, YOU) != mine
    check_not_my_turn(person)


def lowest_lose(person: Person, deal: int, before: list[int], extra: dict[int, int] | None = None) -> None:
    """At the showdown of `deal` the seats with the lowest card each lose a life on their plate (and `extra`
    lives lost meanwhile, by running out of time); nobody else loses one."""
    history = person.table.match.history
    person.wait_for(lambda: sum(isinstance(e, K.Showdown) for e in history) >= deal, f"the showdown of deal {deal}", 30)
    _, losers = showdown_losers(person, deal)
    expected = [count - (seat in losers) - (extra or {}).get(seat, 0) for seat, count in enumerate(before)]
    person.wait_for(lambda: lives(person) == expected, f"a life lost by seats {losers} on their plates", 10)


def pot_label(person: Person) -> None:
    """The middle of the table says what the tokens there are: the pot, with every life lost so far."""
    lost = sum(kuckuck(person).max_lives - left for left in lives(person))
    words = {text for text, _ in screen_words(person)}
    if lost:
        assert "Pot" in words, "the tokens in the middle are labelled as the pot"
        held_words = "1 life lost so far" if lost == 1 else f"{lost} lives lost so far"
        assert held_words in words, (held_words, sorted(words))
