"""A Kille deal with the traditional powers in the real window (rules.md §1 "Special decks"): the menu remembers a
four-seat Kuckuck table with the Kille pack and its powers on; I start it (the table names the pack), the bot on
my right acts first (it keeps its 4 or swaps it for my 9: either way my left neighbour keeps the Kuku), and I press
W to swap with my left neighbour: the Kuku stops every exchange (the table tells me so), the showdown follows at
once and the dealer never acts. The save file holds that deal; the plates show the lives it holds."""

from __future__ import annotations

from types import MappingProxyType

import pygame

from game import open_match
from game.kuckuck import events as K
from game.store.settings import GameChoices, Settings, SettingsStore
from tests.real.places import KUCKUCK_PROMPT
from tests.real.saved import match_after, saved_log, saved_match, saved_seats
from tests.real.screen import Screen
from tests.real.table import open_table
from tests.real.test_real_kuckuck import LIFE_RED
from tests.real.xsession import XSession

KILLE: dict[str, str | bool] = {"deck": "kille42", "deck_powers": True}
SEED = 268  # four seats, Kille with powers: seat 2 deals, seat 3 (N4) acts first, I hold N9, my left the Kuku
PLAYERS, DEALER, LEFT = 4, 2, 1
PLATES = (0.0, 0.06, 1.0, 0.82)  # at four seats the side plates lie at the window's edges
RULES_LINE = (0.5, 0.0, 1.0, 0.07)  # the table's rule set, top right: "Custom (from Kuckuck): Pack: Kille · …"


def remember_a_kille_table(x: XSession) -> None:
    """The menu's choices as a person left them: Kuckuck at four seats, the Kille pack, its powers on."""
    choices = GameChoices(PLAYERS, PLAYERS - 1, "normal", "kuckuck", MappingProxyType(dict(KILLE)))
    SettingsStore(x.home).save(Settings(game="kuckuck", games=MappingProxyType({"kuckuck": choices}),
                                        fullscreen=False))  # fmt: skip


def test_the_seed_deals_what_the_test_expects() -> None:
    """The deal of SEED, headless: the dealer, my 9, the 4 on my right, my left neighbour's Kuku (the real run
    relies on it); whatever the bot on my right does, my left neighbour still holds the Kuku when I act."""
    for first in ("stay", "swap"):
        match = open_match("kuckuck", PLAYERS, dict(KILLE), seed=SEED)
        assert match.dealer == DEALER and match.to_move == 3
        assert [card.text for card in match.state.hands] == ["N9", "KUK", "KUK", "N4"]
        match.act(first)
        assert match.to_move == 0 and match.state.hands[LEFT] is not None
        assert match.state.hands[LEFT].text == "KUK"


def test_a_kuku_stops_the_round_when_i_ask_for_it_in_the_real_window(x: XSession) -> None:
    remember_a_kille_table(x)
    x.start(seed=SEED)
    open_table(x, None, "You against 3 bots")
    x.wait_for_text("Pack: Kille", RULES_LINE)
    x.wait_for_text("Your turn: keep your card or swap", KUCKUCK_PROMPT)
    match = saved_match(x.home, "kuckuck")
    assert match is not None and match.options.deck == "kille42" and match.options.deck_powers
    mine = match.view(0)["cards"][0]
    assert mine in ("N9", "N4"), "my 9, or the 4 the bot on my right swapped me"
    x.keys("w")
    x.screenshot("the kuku turned up")
    x.wait_for_text("stopped all exchanges", KUCKUCK_PROMPT, 30)  # "You asked Anke: their Cuckoo stopped all …"
    log = x.wait_until(lambda: _through_my_move(x), "my move in the save file")
    moves = [(entry["seat"], entry["action"]) for entry in log if "seat" in entry]
    assert moves[1:] == [(0, "swap")] and moves[0][0] == 3, f"the deal went {moves}"  # seat 1, the dealer: never

    after = match_after(x.home, "kuckuck", len(log))
    events = after.history[[type(e) for e in after.history].index(K.Stop) :]
    stop = events[0]
    assert isinstance(stop, K.Stop) and (stop.seat, stop.target, stop.card) == (0, LEFT, "KUK")
    assert isinstance(events[1], K.Showdown), "the showdown follows the Kuku at once: the dealer never acts"
    view = after.view(0)
    assert view["last_cards"][0] == mine and view["last_cards"][LEFT] == "KUK", "no swap: each kept its card"
    assert view["last_losers"] and sum(view["lives"]) == PLAYERS * 3 - len(view["last_losers"])
    names = saved_seats(x.home, "kuckuck")
    x.wait_for_screen(lambda screen: lives_on_plates(screen, names) == view["lives"], f"the lives {view['lives']}")
    x.screenshot("after the kuku")
    assert "Traceback" not in (x.shots / "stderr.log").read_text(errors="replace")


def lives_on_plates(screen: Screen, names: list[str]) -> list[int | None]:
    """The lives each seat's plate shows, as red dots under the name (None: that name is not to be seen)."""
    shown: list[int | None] = []
    for name in names:
        box = screen.find(name, PLATES)
        dots = None if box is None else pygame.Rect(box.left - 4, box.bottom, 150, box.height + 14)
        shown.append(None if dots is None else screen.patches(LIFE_RED, dots))
    return shown


def _through_my_move(x: XSession) -> list[dict[str, object]] | None:
    """The saved log up to and with my first move, once the deal it ended is saved (the next deal follows)."""
    log = saved_log(x.home, "kuckuck")
    mine = [i for i, entry in enumerate(log) if entry.get("seat") == 0]
    return log[: mine[0] + 1] if mine else None
