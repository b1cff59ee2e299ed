"""Euchre's rules as tables from the seed and rules.md §3: the bowers, following suit with the left bower, every
bidding path, every line of the scoring table, lone hands, every option both ways, the match's results, and
illegal actions refused with a reason."""

from __future__ import annotations

import pytest

from game import Match, open_match
from game.core.events import Event, Hold
from game.core.spec import partners_across
from game.euchre import events as E
from game.euchre.deck import LAYOUT, RULES, SUITS
from game.registry import spec_for
from tests.euchre_helpers import (
    EUCHRE,
    EUCHRE_PLAYS,
    FOUR,
    FOUR_PLAYS,
    MARCH,
    THREE,
    THREE_PLAYS,
    act_all,
    by_place,
    deal_places,
    dealt,
    kinds,
    order_for,
    play_scripts,
    refused,
    scripts,
)

# --- the bowers ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trump", "ranking"),
    [
        ("H", "JH JD AH KH QH TH 9H"),
        ("D", "JD JH AD KD QD TD 9D"),
        ("C", "JC JS AC KC QC TC 9C"),
        ("S", "JS JC AS KS QS TS 9S"),
    ],
)
def test_the_bowers_rank_above_the_ace_and_the_left_bower_is_a_trump(trump: str, ranking: str) -> None:
    rule = RULES[SUITS.index(trump)]
    trumps = LAYOUT.texts_of(rule.masks[SUITS.index(trump)])
    by_power = sorted(trumps, key=lambda text: -rule.power[LAYOUT.index(text)])
    assert by_power == ranking.split()
    for text in ranking.split():  # each trump beats every card below it, whatever was led
        for lower in ranking.split()[ranking.split().index(text) + 1 :]:
            assert rule.winner([LAYOUT.index(lower), LAYOUT.index(text)]) == 1
            assert rule.winner([LAYOUT.index(text), LAYOUT.index(lower)]) == 0


def test_the_other_suits_rank_ace_high_and_the_left_bowers_suit_lacks_its_jack() -> None:
    rule = RULES[SUITS.index("H")]
    diamonds = LAYOUT.texts_of(rule.masks[SUITS.index("D")])
    assert sorted(diamonds, key=lambda t: -rule.power[LAYOUT.index(t)]) == ["AD", "KD", "QD", "TD", "9D"]
    clubs = LAYOUT.texts_of(rule.masks[SUITS.index("C")])
    assert sorted(clubs, key=lambda t: -rule.power[LAYOUT.index(t)]) == ["AC", "KC", "QC", "JC", "TC", "9C"]
    cards = [LAYOUT.index(text) for text in ("AD", "JD", "KD", "9C")]
    assert rule.winner(cards) == 1  # on a diamond lead the J♦ trumps it


# --- following suit with the left bower ---------------------------------------------------------------------------


def hearts_trump_play(hands: dict[int, str], dealer: int = 3) -> Match:
    """Hearts made by the dealer's left, ordering the 9♥ up; the dealer discards its first card."""
    match = dealt({seat: text.split() for seat, text in hands.items()}, dealer, "9H")
    match.act("order")
    dealer_hand = match.view(dealer)["hand"]
    match.act(f"discard {next(card for card in dealer_hand if card != '9H')}")
    return match


def test_the_left_bower_must_be_played_to_a_trump_lead_when_it_is_the_only_trump() -> None:
    match = hearts_trump_play({0: "AH KC QC KS QS", 1: "JD 9D TD AD 9C", 2: "TH TC JC AC 9S", 3: "TS JS AS QD KD"})
    match.act("play AH")  # seat 0 leads a trump
    assert match.legal() == ["play JD"]
    refused(match, "play 9D", "You must follow H: the JD counts as a trump.")
    refused(match, "play 9C", "You must follow H: the JD counts as a trump.")
    match.act("play JD")
    assert match.view(None)["voids"][1] == []


def test_the_left_bower_does_not_follow_its_printed_suit() -> None:
    match = hearts_trump_play({0: "AD KC QC KS QS", 1: "JD 9D TD AC 9C", 2: "TH TC JC KD 9S", 3: "TS JS AS QD AH"})
    match.act("play AD")  # a diamond lead
    assert match.legal() == ["play 9D", "play TD"]
    refused(match, "play JD", "The JD is a trump this hand, so it does not follow D.")
    refused(match, "play AC", "You must follow D.")
    match.act("play 9D")


def test_a_hand_whose_only_card_of_the_printed_suit_is_the_left_bower_is_void_in_it() -> None:
    match = hearts_trump_play({0: "AD KC QC KS QS", 1: "JD 9C TC AC 9S", 2: "TH 9D JC KD TS", 3: "JS AS QD TD AH"})
    match.act("play AD")
    assert match.legal() == ["play 9C", "play TC", "play AC", "play JD", "play 9S"]
    match.act("play JD")  # trumps the diamond lead
    act_all(match, "play 9D, play QD")
    trick = match.view(None)["tricks"][0]
    assert trick["winner"] == 1 and trick["cards"] == ["AD", "JD", "9D", "QD"]
    assert match.view(None)["voids"][1] == ["D"]  # failed to follow diamonds (the J♦ counts as a heart)


# --- bidding ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("place", [0, 1, 2, 3])
def test_each_seat_may_order_up_in_round_1_and_the_dealer_picks_up_and_discards(place: int) -> None:
    dealer = 2
    match = deal_places(MARCH, dealer)
    bidder = (dealer + 1 + place) % 4
    assert match.to_move == (dealer + 1) % 4
    assert match.legal() == ["pass", "order", "order alone"]
    act_all(match, ["pass"] * place)
    assert match.to_move == bidder
    events = match.act("order")
    assert kinds(events) == [E.Bid, E.PickUp]
    assert events[0] == E.Bid(seat=bidder, round=1, bid="order", suit="H", alone=False)
    view = match.view(None)
    assert (view["trump"], view["maker"], view["makers"], view["phase"]) == ("H", bidder, bidder & 1, "discard")
    assert view["up_card"] is None and view["up_card_place"] == "picked_up" and view["turned_up"] == "9H"
    assert match.to_move == dealer and view["hand_sizes"][dealer] == 6
    assert "play 9H" not in match.legal() and "discard 9H" in match.legal() and len(match.legal()) == 6
    events = match.act("discard 9H")
    assert kinds(events) == [E.Discard] and events[0].seen_by(1) == E.Discard(seat=dealer, card=None)
    assert events[0].seen_by(dealer) == E.Discard(seat=dealer, card="9H")
    assert events[0].seen_by(None) == events[0].seen_by(1)
    view = match.view(None)
    assert view["phase"] == "play" and match.to_move == (dealer + 1) % 4 and view["hand_sizes"] == [5, 5, 5, 5]


@pytest.mark.parametrize("place", [0, 1, 2, 3])
def test_round_2_names_a_suit_other_than_the_one_turned_down(place: int) -> None:
    dealer = 0
    match = deal_places(MARCH, dealer, stick_the_dealer=False)
    events: list[Event] = []
    for _ in range(4):
        events = match.act("pass")
    assert kinds(events) == [E.Bid, E.TurnedDown] and events[1] == E.TurnedDown(seat=dealer, card="9H")
    view = match.view(None)
    assert view["phase"] == "name_trump" and view["turned_down"] and view["up_card"] is None
    assert match.legal() == ["pass", "call C", "call C alone", "call D", "call D alone", "call S", "call S alone"]
    refused(match, "call H", "You cannot name the suit that was turned down.")
    refused(match, "order", "The up-card was turned down: name another suit, or pass.")
    act_all(match, ["pass"] * place)
    caller = (dealer + 1 + place) % 4
    events = match.act("call S")
    assert events[0] == E.Bid(seat=caller, round=2, bid="call", suit="S", alone=False)
    view = match.view(None)
    assert (view["trump"], view["maker"], view["phase"], view["hand_sizes"]) == ("S", caller, "play", [5, 5, 5, 5])
    assert match.to_move == 1  # no discard in round 2: the dealer's left leads
    bids = [(bid["seat"], bid["round"], bid["bid"]) for bid in view["bids"]]
    assert bids == [(s % 4, 1, "pass") for s in range(1, 5)] + [(s % 4, 2, "pass") for s in range(1, 1 + place)] + [
        (caller, 2, "call S")
    ]


def test_the_stuck_dealer_must_name_trump() -> None:
    match = deal_places(MARCH, dealer=1)
    act_all(match, ["pass"] * 7)
    assert match.to_move == 1
    assert match.legal() == ["call C", "call C alone", "call D", "call D alone", "call S", "call S alone"]
    refused(match, "pass", "The dealer must name trump.")
    match.act("call D alone")
    view = match.view(None)
    assert (view["trump"], view["maker"], view["alone"], view["sitting_out"]) == ("D", 1, 1, [3])


def test_without_stick_the_dealer_eight_passes_throw_the_hand_in_and_the_deal_passes_left() -> None:
    match = deal_places(MARCH, dealer=1, stick_the_dealer=False)
    events: list[Event] = []
    for _ in range(8):
        events = match.act("pass")
    assert kinds(events) == [E.Bid, E.ThrownIn]
    assert events[1] == E.ThrownIn(seat=1, hand=1, next_dealer=2)
    assert match.hands == [] and match.scores == [0, 0, 0, 0]
    view = match.view(None)
    assert view["hand_no"] == 2 and view["dealer"] == 2 and match.to_move == 3 and view["phase"] == "order_up"
    assert view["bids"] == []


# --- the scoring table --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "plays", "bid", "tricks", "points"),
    [
        (THREE, THREE_PLAYS, "order", 3, 1),
        (FOUR, FOUR_PLAYS, "order", 4, 1),
        (MARCH, None, "order", 5, 2),
        (THREE, THREE_PLAYS, "order alone", 3, 1),
        (FOUR, FOUR_PLAYS, "order alone", 4, 1),
        (MARCH, None, "order alone", 5, 4),
    ],
    ids=["makers 3", "makers 4", "march", "lone 3", "lone 4", "lone march"],
)
def test_makers_score_by_the_table(
    hands: tuple[str, ...], plays: tuple[str, ...] | None, bid: str, tricks: int, points: int
) -> None:
    dealer = 3
    match = deal_places(hands, dealer)
    match.act(bid)
    match.act("discard 9D" if hands is not MARCH else "discard QD")
    plays = plays or ("JH JD AH KH QH", "9C TC JC QC KC", "9S TS JS QS KS", "9H AC AS 9D TD")
    skip = (2,) if bid == "order alone" else ()
    match.auto_deal = False
    play_scripts(match, scripts(plays, dealer, skip))
    view = match.view(None)
    assert view["tricks_won"] == [tricks, 5 - tricks] and len(view["tricks"]) == 5
    assert match.hands == [[points, 0, points, 0]] and match.scores == [points, 0, points, 0]
    scored = [event for event in match.history if isinstance(event, E.HandScored)]
    first = scored[0]
    assert (first.makers, first.tricks, first.team_points) == (0, (tricks, 5 - tricks), (points, 0))
    assert (first.march, first.euchre, first.loner) == (tricks == 5, False, bid == "order alone")


@pytest.mark.parametrize(("bid", "points"), [("order", 2), ("order alone", 2)])
def test_defenders_who_euchre_the_makers_score_2(bid: str, points: int) -> None:
    match = deal_places(EUCHRE, dealer=3)
    act_all(match, [bid, "discard 9D"])
    play_scripts(match, scripts(EUCHRE_PLAYS, 3, (2,) if bid == "order alone" else ()))
    assert match.hands == [[0, points, 0, points]]
    assert match.view(None)["results"][0]["euchre"] and match.view(None)["results"][0]["tricks"] == [0, 5]


def test_a_lone_defender_who_euchres_a_lone_maker_scores_4() -> None:
    match = deal_places(EUCHRE, dealer=3, lone_defender=True)
    act_all(match, "order alone, discard 9D")
    assert match.view(None)["phase"] == "defend_alone" and match.to_move == 1  # the lone maker's left
    assert match.legal() == ["defend alone", "defend"]
    events = match.act("defend alone")
    assert kinds(events) == [E.DefenceAnswer, E.Alone]
    assert events[1] == E.Alone(seat=1, role="defender", sits_out=3)
    view = match.view(None)
    assert view["sitting_out"] == [2, 3] and view["defender_alone"] == 1 and match.to_move == 0
    match.auto_deal = False  # keep the hand in view once it is scored
    play_scripts(match, scripts(EUCHRE_PLAYS, 3, (2, 3)))
    assert match.hands == [[0, 4, 0, 4]]
    assert [len(trick["cards"]) for trick in match.view(None)["tricks"]] == [2] * 5


def test_a_lone_defender_who_fails_leaves_the_lone_makers_score() -> None:
    match = deal_places(MARCH, dealer=3, lone_defender=True)
    act_all(match, "order alone, discard QD, defend, defend alone")
    assert match.view(None)["defender_alone"] == 3 and match.view(None)["sitting_out"] == [1, 2]
    play_scripts(match, {0: "JH JD AH KH QH", 3: "9H AC AS 9D TD"})
    assert match.hands == [[4, 0, 4, 0]]


def test_the_defenders_questions_go_round_from_the_lone_players_left_and_two_defends_start_play() -> None:
    match = deal_places(MARCH, dealer=3, lone_defender=True)
    act_all(match, "order alone, discard QD")
    assert match.to_move == 1
    match.act("defend")
    assert match.to_move == 3 and match.view(None)["phase"] == "defend_alone"
    match.act("defend")
    view = match.view(None)
    assert view["phase"] == "play" and view["sitting_out"] == [2] and view["defender_alone"] is None
    assert [(a["seat"], a["answer"]) for a in view["answers"]] == [(1, "defend"), (3, "defend")]


def test_without_a_lone_maker_the_defenders_are_not_asked() -> None:
    match = deal_places(MARCH, dealer=3, lone_defender=True)
    act_all(match, "order, discard QD")
    assert match.view(None)["phase"] == "play"


def test_without_lone_defender_nobody_is_asked_after_a_lone_bid() -> None:
    match = deal_places(MARCH, dealer=3)
    act_all(match, "order alone, discard QD")
    assert match.view(None)["phase"] == "play"
    refused(match, "defend alone", "Trump is made: play a card.")


# --- lone hands ---------------------------------------------------------------------------------------------------


def test_a_lone_players_partner_is_skipped_in_turn_order_and_on_the_lead() -> None:
    match = deal_places(MARCH, dealer=3)  # P = 0, R = 2
    act_all(match, "pass, pass")
    events = match.act("order alone")  # seat 2 goes alone: seat 0, the dealer's left, sits out
    assert kinds(events) == [E.Bid, E.Alone, E.PickUp]
    assert events[1] == E.Alone(seat=2, role="maker", sits_out=0)
    match.act("discard 9D")
    assert match.view(None)["sitting_out"] == [0] and match.to_move == 1  # the lead passes over seat 0
    seen = []
    for _ in range(6):
        seen.append(match.to_move)
        match.act(match.legal()[0])
    assert seen == [1, 2, 3, seen[3], seen[4], seen[5]] and 0 not in seen
    trick = match.view(None)["tricks"][0]
    assert trick["seats"] == [1, 2, 3] and len(trick["cards"]) == 3


def test_when_the_dealers_partner_goes_alone_the_dealer_sits_out_and_picks_nothing_up() -> None:
    dealer = 3
    match = deal_places(MARCH, dealer)
    match.act("pass")
    events = match.act("order alone")  # seat 1, the dealer's partner
    assert kinds(events) == [E.Bid, E.Alone]
    assert events[1] == E.Alone(seat=1, role="maker", sits_out=3)
    view = match.view(None)
    assert view["phase"] == "play" and view["trump"] == "H" and view["up_card_place"] == "set_aside"
    assert view["hand_sizes"] == [5, 5, 5, 5] and view["sitting_out"] == [3] and match.to_move == 0
    assert "9H" not in match.view(3)["hand"]
    order = []
    for _ in range(6):
        order.append(match.to_move)
        match.act(match.legal()[0])
    assert order[:3] == [0, 1, 2] and 3 not in order


@pytest.mark.parametrize("target", [5, 7, 10, 11])
def test_the_match_ends_when_a_team_reaches_the_target(target: int) -> None:
    match = open_match("euchre", 4, options={"target": target}, seed=target)
    while not match.over:
        match.act(match.legal()[0])
    team = match.winners[0] % 2
    assert match.winners == [team, team + 2] and match.scores[team] >= target
    assert match.scores == [sum(row[s] for row in match.hands) for s in range(4)]
    assert max(match.scores[team] - points[team] for points in match.hands[-1:]) < target  # reached in the last hand


def test_targets_outside_the_table_are_refused_by_name() -> None:
    for bad in (6, 9, 12, "10"):
        with pytest.raises(ValueError, match="target"):
            open_match("euchre", 4, options={"target": bad})


# --- the match ----------------------------------------------------------------------------------------------------


def test_hands_scores_and_winners_exactly() -> None:
    """The player left of the dealer makes trump every hand. Hand 1: seat 0 marches alone (4 for seats 0 and 2).
    Hand 2: seat 1 makes three tricks (1 for seats 1 and 3). Hand 3: seat 2 is euchred (2 for seats 1 and 3).
    Hand 4: seat 3 is euchred (2 for seats 0 and 2), who reach 6 of 5."""
    match = open_match("euchre", 4, options={"target": 5}, seed=1, dealer=3)
    plan = ((3, MARCH, "order alone, discard QD"), (0, THREE, "order, discard 9D"), (1, EUCHRE, "order, discard 9D"),
            (2, EUCHRE, "order, discard 9D"))  # fmt: skip
    plays = {id(MARCH): ("JH JD AH KH QH", "9C TC JC QC KC", "", "9H AC AS 9D TD"), id(THREE): THREE_PLAYS,
             id(EUCHRE): EUCHRE_PLAYS}  # fmt: skip
    for dealer, hands, _ in plan:  # queued before the first deal: a deal is made as soon as the last hand ends
        match.deal(order_for(by_place(hands, dealer), dealer, "9H"))
    for dealer, hands, bids in plan:
        assert match.dealer == dealer
        act_all(match, bids)
        play_scripts(match, scripts(plays[id(hands)], dealer, (2,) if hands is MARCH else ()))
    assert match.hands == [[4, 0, 4, 0], [0, 1, 0, 1], [0, 2, 0, 2], [2, 0, 2, 0]]
    assert match.scores == [6, 3, 6, 3] and match.over and match.winners == [0, 2]
    assert match.teams == ((0, 2), (1, 3)) and match.spec.score_direction == "higher"
    summary = spec_for("euchre").summarise(match, ("Ann", "Bo", "Cy", "Di"))
    assert [(s.place, s.seats, s.note.english() if s.note else "") for s in summary.standings] == [
        (1, (0, 2), "6 points"),
        (2, (1, 3), "3 points"),
    ]
    assert summary.score_history == ((4, 0, 4, 0), (4, 1, 4, 1), (4, 3, 4, 3), (6, 3, 6, 3)) and summary.rounds == 4
    assert [(hand, reason.english(), reason.params["seat"]) for hand, reason in summary.marks] == [
        (1, "Ann went alone and took all five tricks", 0),
        (3, "Cy and Ann were euchred", 2),
        (4, "Di and Bo were euchred", 3),
    ]
    assert summary.winners == (0, 2) and summary.scores == (6, 3, 6, 3)


def test_partnerships_sit_across_the_table() -> None:
    assert partners_across(4) == ((0, 2), (1, 3)) and partners_across(6) == ((0, 3), (1, 4), (2, 5))
    with pytest.raises(ValueError, match="players"):
        partners_across(3)


def test_events_hold_the_table_after_a_trick_a_hand_and_a_deal() -> None:
    match = deal_places(MARCH, dealer=3)
    match.settle()
    assert kinds(match.history) == [E.DealStart] + [E.Dealt] * 4 + [E.UpCard]
    assert match.history[0] == E.DealStart(seat=3, hand=1) and match.history[-1] == E.UpCard(seat=3, card="9H")
    assert match.history[1].seen_by(0) == E.Dealt(seat=0, cards=("JD", "JH", "QH", "KH", "AH"))
    assert match.history[1].seen_by(1) == E.Dealt(seat=0, cards=None) == match.history[1].seen_by(None)
    assert match.hold_after(match.history) == Hold.DEAL
    act_all(match, "order, discard QD")
    trick = [match.act(f"play {card}") for card in ("JH", "9C", "9S", "9H")]
    assert match.hold_after(trick[-1]) == Hold.TRICK and match.hold_after(trick[0]) is None
    won = trick[-1][-1]
    assert isinstance(won, E.TrickWon) and won.seat == 0 and won.seats == (0, 1, 2, 3)
    assert won.tricks == (1, 0)


def test_illegal_actions_out_of_turn_or_phase_are_refused_with_reasons() -> None:
    match = deal_places(MARCH, dealer=3)
    refused(match, "play JH", "Bid first: pass, or order up the 9H.")
    refused(match, "call S", "In the first round you may only order up H or pass; you may name a suit in the second "
                             "round.")  # fmt: skip
    refused(match, "discard JH", "Bid first: pass, or order up the 9H.")
    refused(match, "alone", "Bid first: pass, or order up the 9H.")
    refused(match, "order up", "'order up' is not a move in Euchre.")
    act_all(match, "order, discard QD")
    refused(match, "play 9C", "You don't hold 9C.")
    refused(match, "pass", "Trump is made: play a card.")
