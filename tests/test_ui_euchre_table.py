"""What the Euchre table shows and lets you do at each decision: the bidding buttons of every variant, the up-card
and the bids' bubbles, the dealer's pick-up and face-down discard, a left bower's refusal explained, a sitting-out
partner's cards face down and dimmed, and the hand summary's call-outs. Deals are built from the hands wanted
(tests/euchre_helpers.py) and the table opened on them, as a resumed match is."""

from __future__ import annotations

import numpy as np
import pygame

from game import Match, open_match
from game.lobby import MatchSetup
from scenes.cards.palette import BACK_BLUE
from scenes.core.app import App
from scenes.euchre.drawing import dimmed
from scenes.euchre.summary import result_lines
from scenes.euchre.view import EuchreView
from scenes.table.shell import TableScene
from tests.euchre_helpers import act_all, dealt
from tests.test_ui_euchre import euchre_view
from tests.trick_table_checks import fast_app
from tests.ui_helpers import click, key, open_table, release, step

OPTIONS = {"target": 5}


def table_on(match: Match, humans: int = 1) -> tuple[App, TableScene, EuchreView]:
    app = fast_app()
    options = {"target": 5, **dict(match.view(None)["options"])}
    setup = MatchSetup(game="euchre", players=4, bots=4 - humans, bot_level="easy", options=options)
    names = ["You"] if humans == 1 else [f"Player {n + 1}" for n in range(humans)]
    table = open_table(app, setup, resume=(match, setup.seats(names)))
    return app, table, euchre_view(table)


def until_my_turn(app: App, table: TableScene, limit: int = 400) -> None:
    for _ in range(limit):
        if table.controller.waiting_for_human == 0 and not table.stage.timeline.busy:
            step(app)
            return
        step(app, dt=50)
    raise AssertionError("never your turn")


def settle_table(app: App, table: TableScene, limit: int = 200) -> None:
    for _ in range(limit):
        step(app, dt=50)
        if not table.stage.timeline.busy:
            return


def seats(*hands: str) -> dict[int, list[str]]:
    """Hands by seat, from seat 0."""
    return {seat: text.split() for seat, text in enumerate(hands)}


def bidding_match(dealer: int, up: str = "9H", **options: object) -> Match:
    hands = seats("AC KC QS KS TD", "9C TC 9S TS QD", "JC QC AS JS 9D", "JH JD AH KH QH")
    return dealt(hands, dealer, up, **{**OPTIONS, **options})


def test_round_one_offers_order_alone_and_pass_with_the_up_card_in_the_middle() -> None:
    app, table, view = table_on(bidding_match(dealer=3))
    until_my_turn(app, table)
    assert list(view.bidding.by_action) == ["order alone", "order", "pass"]  # alone on top, pass last
    assert view.bidding.first_choice() is view.bidding.by_action["pass"]  # an Enter without looking commits to nothing
    assert view.bidding.by_action["order"].text == "Order up 9♥"
    up = view.sprites.up_card
    assert up is not None and (up.card, up.flip, up.pos) == ("9H", 1.0, view.up_card_spot())
    assert view.contract(table.controller.view()).up_card == "9H"
    dealer = table.stage.names[3]
    assert view.prompt(table.controller.view()) == f"Order up the 9♥ for {dealer} (trump hearts), or pass"
    step(app, [key(pygame.K_p)])  # the Pass key
    assert table.controller.match.view(0)["bids"][0] == {"seat": 0, "round": 1, "bid": "pass"}
    settle_table(app, table)
    assert view.sprites.bubbles.get(0) == "Pass"  # your bid, as a bubble at your seat
    assert not view.bidding.buttons  # the choices are gone until your next turn


def test_round_two_names_only_the_other_suits_and_the_stuck_dealer_cannot_pass() -> None:
    match = bidding_match(dealer=0)
    act_all(match, "pass, pass, pass, pass, pass, pass, pass")  # round 1 all round; round 2 up to you
    app, table, view = table_on(match)
    until_my_turn(app, table)
    actions = set(view.bidding.by_action)
    assert actions == {"call C", "call D", "call S", "call C alone", "call D alone", "call S alone"}
    assert view.bidding.by_action["call S"].text == "♠ Spades"
    assert "Stick the dealer" in view.prompt(table.controller.view())
    assert view.contract(table.controller.view()).turned_down == "H"
    up = view.sprites.up_card
    assert up is not None and up.flip == 0.0  # turned down: face down on the kitty
    assert set(view.sprites.bubbles) == {0, 1, 2, 3} and view.sprites.bubbles[1] == "Pass"  # each seat's last bid
    step(app, [key(pygame.K_3)])  # the key for hearts: the suit turned down
    assert view.note.shown and view.note.text == "You cannot name the suit that was turned down."
    pos = view.bidding.by_action["call S"].rect.center
    step(app, click(pos))
    step(app, release(pos))
    assert match.view(0)["trump"] == "S" and match.view(0)["maker"] == 0


def test_the_canadian_loner_offers_the_dealers_partner_only_order_alone() -> None:
    match = bidding_match(dealer=2, canadian_loner=True)
    act_all(match, "pass")
    app, table, view = table_on(match)
    until_my_turn(app, table)
    assert set(view.bidding.by_action) == {"order alone", "pass"}
    assert "only by going alone" in view.prompt(table.controller.view())
    step(app, [key(pygame.K_o)])
    assert view.note.shown and view.note.text == "The dealer's partner may order up only by going alone."
    assert match.view(0)["bids"] == [{"seat": 3, "round": 1, "bid": "pass"}]


def test_the_partner_is_asked_alone_or_support_and_a_defender_alone_or_together() -> None:
    asked = bidding_match(dealer=3, alone="anyone")
    act_all(asked, "pass, pass, order, discard 9H")
    app, table, view = table_on(asked)
    until_my_turn(app, table)
    assert set(view.bidding.by_action) == {"alone", "support"}
    assert view.bidding.by_action["alone"].text == "Go alone"
    defending = bidding_match(dealer=2, lone_defender=True)
    act_all(defending, "pass, pass, order alone, discard 9H, defend")  # asked from the maker's left: the dealer
    app, table, view = table_on(defending)
    until_my_turn(app, table)
    assert set(view.bidding.by_action) == {"defend alone", "defend"}
    assert "goes alone" in view.prompt(table.controller.view())
    assert view.contract(table.controller.view()).alone == table.stage.names[1]


def test_a_farmers_hand_offers_a_redeal() -> None:
    hands = seats("9C TC 9D TD 9S")
    match = dealt(hands, 3, "AH", farmers_hand=True, **OPTIONS)
    app, table, view = table_on(match)
    until_my_turn(app, table)
    assert "redeal" in view.bidding.by_action and view.bidding.by_action["redeal"].text.startswith("Redeal")


def test_the_dealer_picks_up_into_your_hand_and_your_discard_lies_face_down() -> None:
    match = bidding_match(dealer=0)
    app, table, view = table_on(match)
    for _ in range(400):  # the bots bid; the first orders up, and you, the dealer, pick up
        if match.view(0)["phase"] == "discard" and not table.stage.timeline.busy:
            break
        step(app, dt=50)
    step(app)
    fan = view.sprites.hand
    assert view.sprites.up_card is None and "9H" in fan.cards and len(fan.cards) == 6
    assert fan.legal == frozenset(fan.cards)  # any of the six may go
    assert "Discard" in view.prompt(table.controller.view())
    x, y = fan.drawn_pos("TD")
    step(app, click((round(x), round(y - view.geometry.card_height * 0.3))))
    step(app, release((round(x), round(y - view.geometry.card_height * 0.3))))
    assert match.view(0)["discard"] == "TD" and match.view(1)["discard"] is None
    step(app, dt=16)
    step(app, dt=16)
    assert view.sprites.discard is not None and view.sprites.discard.flip < 1.0  # turning face down on its way
    settle_table(app, table)
    assert "TD" not in fan.cards and view.sprites.kitty == 4


def left_bower_match() -> Match:
    """Hearts trump (ordered by seat 3), a diamond led; you hold the J♦ (a heart this hand) and the 9♦."""
    hands = seats("JD 9D KC QC KS", "TD QD 9C TC 9S", "TH TS JC AC JS", "AD KD JH AH QS")
    match = dealt(hands, 2, "9H", **OPTIONS)
    act_all(match, "order, discard TS, play AD")
    return match


def test_a_left_bower_refusal_says_it_is_a_trump_and_the_hint_says_so_too() -> None:
    app, table, view = table_on(left_bower_match())
    until_my_turn(app, table)
    fan = view.sprites.hand
    assert fan.cards[0] == "JD"  # sorted with the trumps
    assert fan.legal == frozenset({"9D"}) and fan.is_dimmed("JD")
    hint = view.prompt(table.controller.view())
    assert hint == "Your turn: follow diamonds (the J♦ is a trump this hand)"
    x, y = fan.drawn_pos("JD")
    pos = (round(x), round(y - view.geometry.card_height * 0.3))
    step(app, click(pos))
    step(app, release(pos))
    assert view.note.shown and view.note.text == "The J♦ is a trump this hand, so it does not follow diamonds."
    assert view.note.card == "JD" and app._toast is None
    x, y = fan.drawn_pos("KC")
    step(app, click((round(x), round(y - view.geometry.card_height * 0.3))))
    step(app, release((round(x), round(y - view.geometry.card_height * 0.3))))
    assert view.note.text == "You must follow diamonds."


def test_a_sitting_out_partners_cards_lie_face_down_and_dimmed() -> None:
    match = bidding_match(dealer=3)
    act_all(match, "pass, pass, order alone")  # your partner goes alone: you sit out
    app, table, view = table_on(match)
    settle_table(app, table)
    assert view.sprites.sitting_out == 0 and not view.sprites.hand.face_up
    assert view.sprites.plates[2].status == "plays alone" and view.sprites.plates[0].status == "sits out"
    contract = view.contract(table.controller.view())
    assert contract.alone == table.stage.names[2] and contract.trump == "H"
    surface = pygame.Surface(app.size)
    view.draw(surface)
    x, y = view.geometry.hand_slots(5)[-1]  # the top card of the row: its middle is not overlapped
    back = view.art.back(view.geometry.card_width, BACK_BLUE)
    middle = (back.get_width() // 2, back.get_height() // 2)
    drawn = surface.get_at((round(x), round(y)))
    assert drawn == dimmed(back).get_at(middle) != back.get_at(middle)  # a back, darkened
    assert sum(drawn[:3]) < sum(back.get_at(middle)[:3])
    for _ in range(300):  # the hand is played without you
        step(app, dt=50)
        assert table.controller.waiting_for_human is None or match.view(0)["phase"] != "play"
        if match.hands:
            break
    assert match.hands and not any(a.get("seat") == 0 for a in match.to_dict()["log"][1:] if "play" in a["action"])


def test_the_hand_summary_calls_out_a_euchre_a_march_and_a_loner() -> None:
    rng = np.random.default_rng(3)
    found: dict[str, list[tuple[str, tuple[int, int, int]]]] = {}
    names = ["You", "Anke", "Bram", "Clara"]
    for _ in range(40):
        match = open_match("euchre", 4, {"target": 11}, rng=rng)
        while not match.over and len(found) < 3:
            match.act(match.bot_move("normal"))  # the normal bot goes alone with a near-certain march
        for result in match.view(None)["results"]:
            for kind in ("euchre", "march", "loner"):
                if result[kind] and kind not in found:
                    found[kind] = result_lines(result, names)
        if len(found) == 3:
            break
    assert set(found) == {"euchre", "march", "loner"}
    assert found["euchre"][-1][0].startswith("Euchred!")
    assert "five tricks" in found["march"][-1][0]
    assert "alone" in found["loner"][0][0]


def test_the_turn_hint_names_the_left_bower_whenever_it_changes_what_you_may_play() -> None:
    from scenes.euchre.prompt import turn_hint

    void = dealt(seats("JD KC QC KS 9S", "TD QD 9C TC 9D", "TH TS JC AC JS", "AD KD JH AH QS"), 2, "9H", **OPTIONS)
    act_all(void, "order, discard TS, play AD")  # a diamond led; your only diamond is the J♦, a heart this hand
    assert turn_hint(void.view(0)) == "Your turn: no diamonds but the J♦, a trump this hand: play any card"
    assert "play JD" in void.legal() and "play KC" in void.legal()
    trumps = dealt(seats("JD KC QC KS 9S", "TD QD 9C TC 9D", "TH TS JC AC JS", "AD KD JH AH QS"), 2, "9H", **OPTIONS)
    act_all(trumps, "order, discard TS, play AH")  # a trump led: the J♦ must follow it
    assert turn_hint(trumps.view(0)) == "Your turn: follow trumps (the J♦ counts as a trump)"
    assert trumps.legal() == ["play JD"]
