"""Hearts rules (rules.md §2, seed 002) of what may be led and played: the first lead, following suit and who wins
a trick, and the gentleman's rules (no points on the first trick, hearts must be broken, the Q♠ must drop), each
option both ways."""

from __future__ import annotations

import pytest

from game.hearts import events as H
from tests.hearts_helpers import BREAKING, SUITS, dealt, play_cards, refused, spread

# Seat 1 takes the first trick and then holds only hearts.
ONLY_HEARTS = {
    0: BREAKING[0],
    1: spread("AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"),
    2: spread("AH QS KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    3: BREAKING[3],
}
# Seat 1 takes the first trick and then holds only hearts and the Q♠.
HEARTS_AND_QUEEN = {
    0: BREAKING[0],
    1: spread("AC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"),
    2: spread("KH AH KS AS 2S 3S 4S 5S 6S 7S 8S 9S TS"),
    3: BREAKING[3],
}
# Seat 2 holds the Q♠ with J♠ and T♠ among hearts; the A♠ and K♠ sit with seats 1 and 3.
DROP = {
    0: BREAKING[0],
    1: spread("AC AS 2S 3S 4S 5S 6S 7S 8S 9S 2H 3H AH"),
    2: spread("QS JS TS 4H 5H 6H 7H 8H 9H TH JH QH KH"),
    3: spread("8C 9C TC JC QC KC 9D TD JD QD KD AD KS"),
}


def plays(cards: list[str]) -> list[str]:
    return [f"play {card}" for card in cards]


# --- the first lead and following suit ----------------------------------------------------------------------


def test_the_holder_of_the_2c_leads_it() -> None:
    match = dealt(BREAKING)
    assert match.to_move == 0
    assert match.legal() == ["play 2C"]
    refused(match, "play 5C", "The first lead is the 2♣.")
    refused(match, "play 2D", "The first lead is the 2♣.")


def test_any_club_first_lead_lets_the_holder_lead_any_club() -> None:
    match = dealt(BREAKING, any_club_first_lead=True)
    assert match.legal() == plays(spread("2C 3C 4C 5C 6C 7C"))
    refused(match, "play 2D", "The first lead must be a club.")
    match.act("play 7C")
    assert match.view(None)["trick"]["cards"] == ["7C"]


def test_players_must_follow_the_suit_led() -> None:
    match = dealt(BREAKING)
    match.act("play 2C")
    assert match.legal() == ["play AC"]
    refused(match, "play 2S", "You must follow {suit}.", suit="C")
    match.act("play AC")
    match.act("play KS")
    assert match.legal() == plays(spread("8C 9C TC JC QC KC"))
    refused(match, "play 9D", "You must follow {suit}.", suit="C")


def test_the_highest_card_of_the_suit_led_wins_and_leads_next() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC AS 8C")  # the A♠ is higher than the A♣ but not of the suit led
    trick = match.view(None)["tricks"][0]
    assert trick == {"leader": 0, "seats": [0, 1, 2, 3], "cards": ["2C", "AC", "AS", "8C"], "winner": 1, "points": 0}
    assert match.to_move == 1


def test_cards_the_seat_does_not_hold_are_refused() -> None:
    match = dealt(BREAKING)
    refused(match, "play AC", "You don't hold {card}.", card="AC")
    refused(match, "play XX", "'{action}' is not a move in Hearts.", action="play XX")
    refused(match, "dance", "'{action}' is not a move in Hearts.", action="dance")
    refused(match, "pass 2C", "The passing is over: play a card.")
    refused(match, "moon add", "Nobody has shot the moon.")
    match.act("play 2C")
    refused(match, "play 2C", "You don't hold {card}.", card="2C")


# --- gentleman's rule 1: no points on the first trick ---------------------------------------------------------


def test_no_points_on_the_first_trick() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC")
    assert match.legal() == ["play KS", "play AS"]
    refused(match, "play 5H", "No points on the first trick.")
    refused(match, "play QS", "No points on the first trick.")


def test_points_on_the_first_trick_when_the_rule_is_off() -> None:
    match = dealt(BREAKING, first_trick_no_points=False)
    play_cards(match, "2C AC")
    assert match.legal() == plays([*BREAKING[2][:10], "QS", "KS", "AS"])


def test_a_hand_of_only_hearts_and_the_queen_may_play_any_of_them_on_the_first_trick() -> None:
    hands = {0: ["2C"], 1: ["QS", *SUITS["H"][:12]]}  # seat 1: the Q♠ and every heart but the A♥
    match = dealt(hands)
    match.act("play 2C")
    assert match.legal() == plays([*SUITS["H"][:12], "QS"])
    match.act("play QS")
    assert match.view(None)["trick"]["cards"] == ["2C", "QS"]


def test_a_hand_of_only_hearts_and_the_queen_must_drop_the_queen_first_with_qs_must_drop() -> None:
    match = dealt({0: ["2C"], 1: ["QS", *SUITS["H"][:12]]}, qs_must_drop=True)
    match.act("play 2C")
    assert match.legal() == ["play QS"]
    refused(match, "play 5H", "You must drop the Q♠ now: it cannot win this trick.")


def test_a_hand_of_only_hearts_may_play_a_heart_on_the_first_trick() -> None:
    match = dealt({0: ["2C"], 1: SUITS["H"]})
    match.act("play 2C")
    assert match.legal() == plays(SUITS["H"])
    match.act("play AH")
    assert match.view(None)["hearts_broken"]


# --- gentleman's rule 2: hearts must be broken -----------------------------------------------------------------


def test_hearts_may_not_be_led_before_they_are_broken() -> None:
    match = dealt(BREAKING)
    play_cards(match, "2C AC KS 8C")
    assert not match.view(None)["hearts_broken"]
    assert match.legal() == plays(spread("2S 3S 4S 5S 6S 7S 8S 9S TS"))
    refused(match, "play 2H", "Hearts are not broken yet.")


def test_a_heart_discarded_earlier_breaks_hearts() -> None:
    match = dealt(BREAKING, first_trick_no_points=False)
    play_cards(match, "2C AC 5H")
    assert match.history[-1] == H.HeartsBroken(seat=2, card="5H")
    match.act("play 8C")
    assert match.view(None)["hearts_broken"]
    assert "play 2H" in match.legal()


def test_hearts_may_be_led_at_any_time_when_must_break_hearts_is_off() -> None:
    match = dealt(BREAKING, must_break_hearts=False)
    play_cards(match, "2C AC KS 8C")
    assert match.legal() == plays(spread("2H 3H 4H 2S 3S 4S 5S 6S 7S 8S 9S TS"))
    match.act("play 2H")
    assert match.view(None)["hearts_broken"]


@pytest.mark.parametrize("qs_breaks", [False, True])
def test_the_queen_of_spades_breaks_hearts_only_with_qs_breaks_hearts(qs_breaks: bool) -> None:
    match = dealt(BREAKING, first_trick_no_points=False, qs_breaks_hearts=qs_breaks)
    play_cards(match, "2C AC QS 8C")
    assert match.view(None)["hearts_broken"] is qs_breaks
    assert ("play 2H" in match.legal()) is qs_breaks


def test_a_leader_holding_only_hearts_may_lead_one_before_hearts_are_broken() -> None:
    match = dealt(ONLY_HEARTS)
    play_cards(match, "2C AC 2S 8C")
    assert not match.view(None)["hearts_broken"]
    assert match.legal() == plays(ONLY_HEARTS[1][1:])


@pytest.mark.parametrize("instead", [False, True])
def test_hearts_instead_of_qs(instead: bool) -> None:
    match = dealt(HEARTS_AND_QUEEN, hearts_instead_of_qs=instead)
    play_cards(match, "2C AC 2S 8C")
    hearts = plays(HEARTS_AND_QUEEN[1][2:])
    if instead:
        assert match.legal() == [*hearts, "play QS"]
        match.act("play 5H")
    else:
        assert match.legal() == ["play QS"]
        refused(match, "play 5H", "Hearts are not broken yet.")


# --- gentleman's rule 3: the queen of spades must drop ---------------------------------------------------------


def test_qs_must_drop_when_the_ace_of_spades_is_already_in_the_trick() -> None:
    match = dealt(DROP, qs_must_drop=True)
    play_cards(match, "2C AC TS 8C AS")
    assert match.legal() == ["play QS"]
    refused(match, "play JS", "You must drop the Q♠ now: it cannot win this trick.")


def test_qs_need_not_drop_when_the_rule_is_off_or_it_could_win() -> None:
    off = dealt(DROP)
    play_cards(off, "2C AC TS 8C AS")
    assert off.legal() == ["play JS", "play QS"]
    low_lead = dealt(DROP, qs_must_drop=True)
    play_cards(low_lead, "2C AC TS 8C 2S")  # no K♠ or A♠ in the trick yet: the Q♠ could win
    assert low_lead.legal() == ["play JS", "play QS"]


def test_qs_must_drop_when_void_in_the_suit_led() -> None:
    match = dealt(DROP, qs_must_drop=True)
    play_cards(match, "2C AC TS 8C  2S JS KS 2D  9D 3D 3S")
    assert match.to_move == 2
    assert match.legal() == ["play QS"]
    refused(match, "play 4H", "You must drop the Q♠ now: it cannot win this trick.")
    without = dealt(DROP)
    play_cards(without, "2C AC TS 8C  2S JS KS 2D  9D 3D 3S")
    assert without.legal() == plays([*DROP[2][3:], "QS"])


def test_qs_must_drop_does_not_override_no_points_on_the_first_trick() -> None:
    match = dealt(BREAKING, qs_must_drop=True)
    play_cards(match, "2C AC")
    assert match.legal() == ["play KS", "play AS"]
    points_allowed = dealt(BREAKING, qs_must_drop=True, first_trick_no_points=False)
    play_cards(points_allowed, "2C AC")
    assert points_allowed.legal() == ["play QS"]
