"""What a person does and sees at any table of the real program: opening a game's table from the menu, their hand
coming in and how the table lays it out, and playing a hand out as the table asks."""

from __future__ import annotations

from functools import partial
from typing import Final, Literal

from tests.real.places import HAND, MENU_SUMMARY, MENU_TABS, PROMPT, TITLE
from tests.real.saved import moves_of, saved_log, saved_match
from tests.real.screen import Screen
from tests.real.xsession import XSession

START_GOLD: Final = (201, 150, 47)  # the fill of the menu's Start button
CARD_BACK: Final = (22, 48, 112)  # the blue of a card's back
CARD_FACE: Final = (253, 251, 244)  # the paper of a card's face

SUITS_SHOWN: Final = "SHCD"  # a hand shows its suits in alternating colours, ♠ ♥ ♣ ♦ …
RANKS_SHOWN: Final = "AKQJT98765432"  # … each from the Ace down


def open_table(x: XSession, tab: str | None, summary: str) -> None:
    """In the menu, click the game's tab (None: the game shown first), wait for the line under its rows
    (`summary`, "You against 3 bots"), then click Start, the gold button under that line."""
    x.wait_for_text("Kuckuck & Co.", TITLE)
    if tab is not None:
        x.click_text(tab, MENU_TABS)
    screen = x.wait_for_text(summary, MENU_SUMMARY)
    line = screen.find(summary, MENU_SUMMARY)
    assert line is not None
    start = screen.area_of(START_GOLD, screen.region_below(line))
    assert start is not None, f"no gold Start button under {summary!r} ({screen.path})"
    x.click(start.center)


def hand_face_up(screen: Screen) -> bool:
    """Your hand lies face up: cards' faces at the bottom and no back among them."""
    return screen.count(CARD_BACK, HAND) == 0 and screen.count(CARD_FACE, HAND) > 5000


def as_shown(cards: list[str]) -> list[str]:
    """A hand in the order the table lays it out, left to right (without trumps: ♠ ♥ ♣ ♦, each from the Ace)."""
    return sorted(cards, key=lambda card: (SUITS_SHOWN.index(card[1]), RANKS_SHOWN.index(card[0])))


def play_out(x: XSession, game: str, cards: int) -> None:
    """Play `cards` cards as a person who leaves the choice to the table: whenever the prompt says it is my turn
    ("Your turn…", "Your lead…"), Enter plays the card the cursor is on (a new turn puts it on a card I may play);
    a single card I may play is played for me (the default settings). Each card is seen in the save file.

    The screen is read only once the save file has me to move (the table then shows the others' cards and asks
    me): reading it all the while the bots play would only load a busy machine."""
    for card in range(1, cards + 1):
        if x.wait_until(partial(_my_turn, x, game, card), f"the table asking for my card {card}") == "asked":
            x.keys("Return")
        x.wait_until(partial(_played, x, game, card), f"my card {card} in the save file")


def _played(x: XSession, game: str, card: int) -> bool:
    return len(moves_of(saved_log(x.home, game), 0, "play")) >= card


def _my_turn(x: XSession, game: str, card: int) -> Literal["asked", "played"] | None:
    """ "asked" when the prompt asks me to play, "played" when the save already has my card, else None."""
    if _played(x, game, card):
        return "played"
    match = saved_match(x.home, game)
    if match is None or match.to_move != 0:
        return None
    screen = x.glance()
    if screen.shows("Your turn", PROMPT) or screen.shows("Your lead", PROMPT):
        x.keep(screen, f"my turn {card}")
        return "asked"
    return None
