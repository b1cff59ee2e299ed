"""Phones at the real table, like people: Anna sits at the screen, Ben holds his cards on his phone (Players…:
"Phone"), two bots. The table shows the join screen until Ben's phone joins; then they play, Anna with the S key,
Ben by his phone's messages, at the default speed in real time. The screen never hands over to Ben nor shows his
card; his phone gets only his own seat's view. A phone that goes away is waited for, then a bot plays for him until
his phone rejoins with its token."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import pygame
import pytest

from game.lobby import MatchSetup
from game.player_profiles import PlayerProfile
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes import launch
from scenes.routes.router import Router
from scenes.table.phone_table import TablePhones
from tests.person import Person
from tests.person_kuckuck import YOU, deal_no, kuckuck, my_turn
from tests.phone_client import PhoneClient, ws_url

BEN = 1  # the phone's seat: the second person


@contextmanager
def anna_and_bens_phone(wait_s: int = 60, seed: int = 5, anna_phone: bool = False) -> Iterator[Person]:
    """A Kuckuck table of four: Anna at the screen (or on a phone too), Ben on a phone, two bots; the settings as
    Players… and Settings leave them."""
    person = Person(App(AppConfig(fullscreen=False, size=(1280, 720), seed=seed), Router))
    app = person.app
    people = (PlayerProfile("Anna", "coral", phone=anna_phone), PlayerProfile("Ben", "sky", phone=True))
    app.remember_settings(replace(app.settings, people=people, phone_wait_s=wait_s))
    pygame.event.clear()
    app.router.table(MatchSetup(players=4, bots=2))
    person.watch(0.1)
    try:
        yield person
    finally:
        person.close()


def phones(person: Person) -> TablePhones:
    found = person.table.phones
    assert found is not None, "a table with a phone seat has its phones"
    return found


def play_until(person: Person, ben: PhoneClient | None, done: object, seconds: float) -> None:
    """Anna stays whenever it is her turn; Ben's phone stays whenever its view offers it; the screen is checked
    every frame for what it must never do (hand over to Ben, show his card)."""

    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:  # type: ignore[operator]
        person.frame()
        check_screen_keeps_bens_card(person)
        if my_turn(person):
            person.keys("s")
        if ben is not None and ben.my_turn():
            view = ben.last_view()
            assert view is not None
            acted = len(ben.messages("view"))
            ben.send({"type": "act", "action": "stay" if "stay" in view["legal"] else view["legal"][0]})
            wait_for_new_view(person, ben, acted)
    assert done(), "the table got there in time"  # type: ignore[operator]


def wait_for_new_view(person: Person, phone: PhoneClient, seen: int) -> None:
    person.wait_for(lambda: len(phone.messages("view")) > seen, "the phone's next view", 10)


def check_screen_keeps_bens_card(person: Person) -> None:
    controller = person.table.controller
    assert controller.handover_to is None, "the screen is never handed to a phone's owner"
    assert person.table.stage.private_viewer() in (None, YOU)
    view = person.table.match.view(YOU)
    if view["phase"] == "turn" and not view["face_up"][BEN]:
        sprite = kuckuck(person).sprites.cards.get(BEN)
        assert sprite is None or sprite.card is None, "Ben's card is never on the screen"


def test_the_table_waits_for_bens_phone_then_both_play_a_deal() -> None:
    with anna_and_bens_phone() as person:
        table = phones(person)
        assert table.gathering
        before = len(person.table.match.history)
        person.watch(1.0)
        assert len(person.table.match.history) == before, "nothing is dealt while the join screen is up"
        assert person.table.join_rect is not None, "the join screen is drawn"
        ben = PhoneClient(ws_url(table.server))
        try:
            ben.send({"type": "join", "name": "ben"})
            person.wait_for(lambda: bool(ben.messages("welcome")), "Ben's welcome", 10)
            assert ben.messages("welcome")[0]["seat"] == BEN, "the phone typing Ben's name gets Ben's seat"
            person.wait_for(lambda: not table.gathering, "the match starting once Ben joined", 5)
            play_until(person, ben, lambda: deal_no(person) == 2, 60)
            views = [message["view"] for message in ben.messages("view")]
            assert views and all(view["seat"] == BEN for view in views)
            for view in views:
                hidden = [card for seat, card in enumerate(view["cards"]) if seat != BEN and not view["face_up"][seat]]
                assert view["phase"] != "turn" or not any(hidden), "Ben's phone sees no one else's hidden card"
        finally:
            ben.close()
        url = ws_url(table.server)
        person.app.router.menu()  # Anna leaves the table: the server stops listening, every token dies
        person.watch(0.3)
        with pytest.raises(OSError):
            PhoneClient(url)


def test_the_name_a_phone_joins_with_names_its_seat_told_apart_from_the_others() -> None:
    """Ben's phone types "anna": the only phone seat is Ben's, so it takes it, and the table calls that seat by the
    name its person typed ("anna 2", as Anna sits at the screen), on its plate, in the save and while it is away."""
    with anna_and_bens_phone(wait_s=60) as person:
        table = phones(person)
        phone = PhoneClient(ws_url(table.server))
        try:
            phone.send({"type": "join", "name": "anna"})
            person.wait_for(lambda: bool(phone.messages("welcome")), "the phone's welcome", 10)
            assert phone.messages("welcome")[0]["seat"] == BEN
            person.wait_for(lambda: not table.gathering, "the match starting", 10)
            assert [seat.name for seat in person.table.seats][:2] == ["Anna", "anna 2"]
            assert kuckuck(person).sprites.plates[BEN].name == "anna 2"
            person.watch(0.5)
            saved = person.app.saves.load("kuckuck")
            assert saved is not None and [seat.name for seat in saved[1]][:2] == ["Anna", "anna 2"]
        finally:
            phone.close()
        person.wait_for(lambda: "Waiting for anna 2's phone" in table.away_line(), "the table waiting for her", 5)


def test_a_bot_plays_for_ben_while_his_phone_is_away_and_he_gets_his_seat_back() -> None:
    with anna_and_bens_phone(wait_s=5) as person:
        table = phones(person)
        ben = PhoneClient(ws_url(table.server))
        ben.send({"type": "join", "name": "Ben"})
        person.wait_for(lambda: bool(ben.messages("welcome")), "Ben's welcome", 10)
        token = ben.messages("welcome")[0]["token"]
        ben.close()  # the phone sleeps
        person.wait_for(lambda: "Waiting for Ben's phone" in table.away_line(), "the table waiting for Ben", 5)
        person.wait_for(lambda: BEN in person.table.controller.stand_ins, "a bot standing in for Ben", 10)
        assert "A bot plays for Ben" in table.away_line()
        play_until(person, None, lambda: deal_no(person) == 2, 60)  # the deal goes on without his phone
        back = PhoneClient(ws_url(table.server))
        try:
            back.send({"type": "rejoin", "token": token})
            person.wait_for(lambda: bool(back.messages("welcome")), "the welcome back", 10)
            assert back.messages("welcome")[0]["seat"] == BEN
            person.wait_for(lambda: not person.table.controller.stand_ins, "Ben playing again himself", 5)
            assert table.away_line() == ""
            play_until(person, back, lambda: deal_no(person) == 3, 60)
        finally:
            back.close()


def test_a_resumed_match_waits_for_bens_phone_at_his_own_seat() -> None:
    """The program is closed mid-deal; started again with --continue, the table opens on its join screen with Ben's
    seat waiting, and his phone typing his name gets that seat back."""
    with anna_and_bens_phone() as person:
        table = phones(person)
        ben = PhoneClient(ws_url(table.server))
        try:
            ben.send({"type": "join", "name": "Ben"})
            person.wait_for(lambda: not table.gathering, "the match starting", 10)
            play_until(person, ben, lambda: deal_no(person) == 2, 60)
            played = len(person.table.match.history)
        finally:
            ben.close()
    again = Person(App(AppConfig(fullscreen=False, size=(1280, 720), seed=5), Router))
    try:
        launch.show_first_scene(again.app, "kuckuck")  # --continue kuckuck
        again.wait_for(lambda: again.top_scene() == "TableScene", "the saved match", 10)
        resumed = phones(again)
        assert resumed.gathering and resumed.names[BEN] == "Ben" and resumed.bridge.seats == (BEN,)
        assert len(again.table.match.history) >= played - 1  # the match as it was saved, not a new one
        back = PhoneClient(ws_url(resumed.server))
        try:
            back.send({"type": "join", "name": "ben"})
            again.wait_for(lambda: bool(back.messages("welcome")), "Ben's welcome", 10)
            assert back.messages("welcome")[0]["seat"] == BEN
            again.wait_for(lambda: not resumed.gathering, "the match going on", 5)
            play_until(again, back, lambda: deal_no(again) == 3, 60)
        finally:
            back.close()
    finally:
        again.close()


def test_a_table_of_phones_shows_no_stay_or_swap_on_the_screen() -> None:
    """Anna and Ben both hold their cards on their phones: nobody decides at the screen. Someone at the TV presses
    Enter to start without waiting for the phones, and the first deal is dealt and played (bots stand in for the
    phones that never came) without Stay or Swap buttons on the TV: greyed out, they looked like a turn the screen
    was waiting for; and S at the screen decides nothing."""
    with anna_and_bens_phone(wait_s=1, anna_phone=True) as person:
        assert phones(person).gathering
        person.keys("return")
        person.wait_for(lambda: not phones(person).gathering, "the table starting early", 5)
        buttons = kuckuck(person).buttons
        end = time.perf_counter() + 6.0
        while deal_no(person) < 2 and time.perf_counter() < end:
            person.frame()
            assert not any(button.visible for button in buttons.values()), "no decision buttons on the TV"
            assert person.table.controller.waiting_for_human is None, "nobody decides at the screen"
        person.keys("s")
        assert not any(button.visible for button in kuckuck(person).buttons.values())
        assert deal_no(person) >= 1 and person.table.match.history, "the deal went on without the screen"
