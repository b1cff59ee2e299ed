"""The cuckoo packs' traditional powers (`deck_powers` on; rules.md §1 "Special decks", issue 21 points 2–8, 10)."""

from __future__ import annotations

import pytest

from game import open_match
from game.core.packs import PackCard
from game.kuckuck import events as K
from game.kuckuck.rules import KuckuckRules
from tests.kuckuck_helpers import hands, play, scripted

# Four players, dealer 3: cards go to seats 0, 1, 2, then the dealer 3; the next card is the stock's top.
GNAV = {"deck": "gnav42", "deck_powers": True}
CUCU = {"deck": "cucu40", "deck_powers": True}
KILLE = {"deck": "kille42", "deck_powers": True}


def test_a_block_card_refuses_the_swap_and_is_shown() -> None:
    match = scripted(4, ["N1", "OST", "N5", "N7", "N9"], dealer=3, **CUCU)
    assert match.act("swap") == [K.Block(seat=0, target=1, card="OST", domino=False)]
    assert hands(match)[:2] == ["N1", "OST"]
    assert match.view(2)["cards"][1] == "OST" and match.view(None)["acted"][0] == "blocked"


@pytest.mark.parametrize("card", ["DRA", "KAT"])
def test_a_penalty_card_costs_the_requester_a_life_at_once(card: str) -> None:
    match = scripted(4, ["N1", card, "N5", "N7", "N9"], dealer=3, **GNAV)
    events = match.act("swap")
    assert events == [K.Penalty(seat=0, target=1, card=card, domino=False, lost=1, lives=2, pot=1)]
    assert match.scores == [2, 3, 3, 3] and match.view(None)["lost_now"] == [1, 0, 0, 0]
    assert match.view(None)["cards"][1] == card and hands(match)[:2] == ["N1", card]
    play(match, ["stay", "stay", "stay"])  # seat 0 still holds the lowest card
    assert match.hands == [[2, 0, 0, 0]] and match.scores == [1, 3, 3, 3]


def test_a_penalty_to_zero_then_the_lowest_card_spares_the_others() -> None:
    match = scripted(4, ["N1", "HSR", "N5", "N7", "N9"], dealer=3, lives=1, **KILLE)
    match.act("swap")
    assert match.scores == [0, 1, 1, 1] and match.to_move == 1  # it stays in the deal
    play(match, ["stay", "stay", "stay"])
    assert match.hands == [[1, 0, 0, 0]] and match.scores == [0, 1, 1, 1]
    assert match.state.eliminated == ((0,),)


def test_the_queen_and_king_options_do_nothing_with_powers_on() -> None:
    # KAT (third kind) and HES (skip) aside: DRA is a penalty card, not a Queen; GJO stops with king_blocks off
    match = scripted(4, ["N1", "N2", "GJO", "N7", "N9"], dealer=3, king_blocks=False, queens_block=True, **GNAV)
    match.act("swap")
    events = match.act("swap")
    assert events[0] == K.Stop(seat=1, target=2, card="GJO", domino=False)


def test_a_stop_card_ends_the_deal_at_once() -> None:
    match = scripted(4, ["N1", "N5", "N6", "KUK", "N9"], dealer=3, **KILLE)
    play(match, ["stay", "stay"])
    events = match.act("swap")  # seat 2 asks the dealer, who holds the Kuku: the dealer never acts
    assert events[0] == K.Stop(seat=2, target=3, card="KUK", domino=False)
    assert any(isinstance(e, K.Showdown) for e in events)
    assert not any(isinstance(e, K.Draw) for e in events)
    assert match.hands == [[1, 0, 0, 0]] and match.state.deal_no == 2


def test_a_skip_chain_runs_past_the_dealer_into_the_stock() -> None:
    match = scripted(4, ["N1", "HES", "HUS", "HES", "N12"], dealer=3, **GNAV)
    events = match.act("swap")
    assert events[:3] == [
        K.Skip(seat=0, target=1, card="HES", domino=False, to=2),
        K.Skip(seat=0, target=2, card="HUS", domino=False, to=3),
        K.Skip(seat=0, target=3, card="HES", domino=False, to=None),
    ]
    assert events[3] == K.StockSwap(seat=0, card="N12", gave="N1", domino=False)
    assert events[3].seen_by(1) == K.StockSwap(seat=0, card=None, gave=None, domino=False)
    assert hands(match) == ["N12", "HES", "HUS", "HES"] and match.state.stock[-1].text == "N1"
    assert match.view(0)["cards"] == ["N12", "HES", "HUS", "HES"]
    assert match.view(1)["cards"] == [None, "HES", "HUS", "HES"]
    assert match.to_move == 1 and match.view(None)["acted"][0] == "swap"


def test_a_skip_chain_that_ends_on_a_penalty_card() -> None:
    match = scripted(4, ["N1", "KAV", "SVN", "N7", "N9"], dealer=3, **KILLE)
    events = match.act("swap")
    assert events == [
        K.Skip(seat=0, target=1, card="KAV", domino=False, to=2),
        K.Penalty(seat=0, target=2, card="SVN", domino=False, lost=1, lives=2, pot=1),
    ]
    assert hands(match)[:3] == ["N1", "KAV", "SVN"]


def test_a_skip_chain_that_ends_in_a_swap_and_skipped_seats_still_move() -> None:
    match = scripted(4, ["N1", "SAL", "N9", "N7", "N8"], dealer=3, **CUCU)
    match.act("swap")
    assert hands(match)[:3] == ["N9", "SAL", "N1"] and match.to_move == 1
    assert match.view(3)["cards"][1] == "SAL" and match.view(3)["cards"][2] is None


def test_a_received_harlekin_ranks_below_blaren() -> None:
    match = scripted(4, ["BLA", "HAR", "N5", "N7", "N9"], dealer=3, **KILLE)
    events = match.act("swap")
    assert K.HarlekinSwap(seat=0, target=1, got="HAR", gave="BLA", received=(0,)) in events
    assert match.view(2)["cards"][:2] == ["HAR", "BLA"] and match.view(None)["received"] == [True, False, False, False]
    play(match, ["stay", "stay", "stay"])
    assert match.hands == [[1, 0, 0, 0]]


def test_a_received_harlekin_passed_on_stays_received_and_one_from_the_stock_is_highest() -> None:
    match = scripted(4, ["N3", "HAR", "N5", "N7", "HAR"], dealer=3, kuku_lowest=True, **KILLE)
    match.act("swap")  # seat 0 receives the Harlekin
    match.act("stay")
    match.act("swap")  # seat 2 asks the dealer: N5 for N7
    match.act("swap")  # the dealer draws the other Harlekin from the stock: the highest card
    assert match.state.last_cards[0].text == "HAR" and match.hands == [[1, 0, 0, 0]]
    match = scripted(4, ["HAR", "N5", "N7", "N8", "N9"], dealer=3, **KILLE)
    match.act("swap")  # a dealt Harlekin given away is received by seat 1 ...
    assert match.view(None)["received"] == [False, True, False, False]
    events = match.act("swap")  # ... and passed on by it, still received
    assert K.HarlekinSwap(seat=1, target=2, got="N7", gave="HAR", received=(2,)) in events
    assert match.view(None)["received"] == [False, False, True, False]
    play(match, ["stay", "stay"])
    assert match.hands == [[0, 0, 1, 0]]


def test_a_received_harlekin_never_opens_a_domino_and_the_target_follows_the_chain() -> None:
    match = scripted(5, ["N5", "HES", "POT", "N8", "N9", "N6"], dealer=4, domino="A23", **GNAV)
    match.act("swap")  # skip at seat 1, swap with seat 2: POT opens a domino aimed at seat 3
    assert hands(match)[:3] == ["POT", "HES", "N5"]
    assert match.legal() == ["stay", "swap"] and match.view(0)["domino_target"] == 3
    match = scripted(5, ["N5", "HES", "HUS", "HES", "HUS", "POT"], dealer=4, domino="A23", **GNAV)
    match.act("swap")  # the chain runs into the stock: a successful swap, but no domino after the stock
    assert hands(match)[0] == "POT" and match.legal() == ["stay"]


def test_a_domino_request_is_a_full_request() -> None:
    match = scripted(5, ["N5", "UGL", "KAT", "N8", "N9", "N6"], dealer=4, domino="A23", **GNAV)
    match.act("swap")
    events = match.act("swap")  # the domino request meets a penalty card
    assert K.Penalty(seat=0, target=2, card="KAT", domino=True, lost=1, lives=2, pot=1) in events
    assert match.view(None)["acted"][0] == "domino_blocked"


def test_two_fools_and_the_lowest_of_the_others_pay() -> None:
    match = scripted(4, ["NAR", "N5", "NAR", "N7", "N9"], dealer=3, **GNAV)
    assert [e for e in match.history if isinstance(e, K.FoolShown)] == [
        K.FoolShown(seat=0, card="NAR"), K.FoolShown(seat=2, card="NAR")
    ]  # fmt: skip
    assert match.view(1)["cards"] == ["NAR", "N5", "NAR", None]
    play(match, ["stay"] * 4)
    assert match.hands == [[1, 1, 1, 0]]


def test_the_cucu_fool_stays_hidden_and_the_dealer_holding_it_is_not_spared() -> None:
    match = scripted(4, ["N5", "N2", "N2", "MAT", "N9"], dealer=3, tie_rule="dealer_immune", **CUCU)
    assert match.view(0)["cards"] == ["N5", None, None, None]
    play(match, ["stay"] * 4)
    assert match.hands == [[0, 1, 1, 1]]  # the fool pays; the tie of N2s among the others both lose


def test_the_dealer_lays_skip_cards_aside_and_keeps_the_next() -> None:
    match = scripted(4, ["N1", "N5", "N6", "N7", "KAV", "VAR", "HAR"], dealer=3, **KILLE)
    play(match, ["stay", "stay", "stay"])
    match.auto_deal = False  # keep the deal's stock in view after the showdown
    stock = len(match.state.stock)
    events = match.act("swap")
    assert events[:3] == [K.LaidAside(seat=3, card="KAV"), K.LaidAside(seat=3, card="VAR"),
                          K.Draw(seat=3, card="HAR", gave="N7")]  # fmt: skip
    assert match.state.last_cards[3].text == "HAR" and match.hands == [[1, 0, 0, 0]]
    assert len(match.state.stock) == stock - 2 and match.view(None)["laid_aside"] == ["KAV", "VAR"]


def test_the_dealer_keeps_a_cuckoo_drawn_and_may_draw_twice() -> None:
    match = scripted(4, ["N1", "N5", "N6", "N7", "N0", "HES", "GJO"], dealer=3, dealer_double_draw=True, **GNAV)
    play(match, ["stay", "stay", "stay", "swap"])
    assert match.to_move == 3 and match.legal() == ["stay", "swap"]
    match.act("swap")
    assert match.state.last_cards[3].text == "GJO" and match.state.laid_aside == ()  # a new deal began
    assert [e.card for e in match.history if isinstance(e, K.LaidAside)] == ["HES"]


def test_the_stock_running_out_fails_the_draw() -> None:
    rules = KuckuckRules()
    match = scripted(4, ["N1", "N5", "N6", "N7"], dealer=3, dealer_double_draw=True, **GNAV)
    play(match, ["stay", "stay", "stay"])
    state = match.state.evolve(stock=(PackCard("HES"), PackCard("HUS")))
    assert rules.legal(state) == ["stay", "swap"]  # only skip cards left: the draw is still allowed
    after, events = rules.apply(state, "swap")
    assert events[:3] == [K.LaidAside(seat=3, card="HES"), K.LaidAside(seat=3, card="HUS"), K.DrawFailed(seat=3)]
    assert after.stock == () and [c.text if c else None for c in after.last_cards][3] == "N7"


def test_sudden_death_is_dealt_without_powers() -> None:
    # lives 1: three penalties and the dealer's draw of the Pot leave everyone at 0
    match = scripted(4, ["N1", "KAT", "DRA", "KAT", "POT"], dealer=3, lives=1, **GNAV)
    play(match, ["swap", "swap", "swap", "swap"])
    assert match.hands == [[1, 1, 1, 1]]
    assert K.SuddenDeath(seats=(0, 1, 2, 3)) in match.history
    match.deal(["NAR", "DRA", "GJO", "N3"])  # sudden death: seats from the final deal's dealer's left
    assert match.over and match.winners == [2]
    assert not any(isinstance(e, K.FoolShown) for e in match.history)


def test_contract_matches_play_every_pack_with_powers() -> None:
    for options in (GNAV, CUCU, KILLE, {**KILLE, "kuku_lowest": True, "domino": "A23", "low_card_reveal": True}):
        match = open_match("kuckuck", 6, {**options, "lives": 2}, seed=5)
        while not match.over:
            match.act(match.legal()[-1])
        assert sum(sum(deal) for deal in match.hands) == 6 * 2 - match.scores[match.winners[0]]
