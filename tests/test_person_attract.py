"""The menu's attract demo, watched like a person: they leave the menu alone, the demo starts, and it shows the
play: every card of a Kuckuck deal face up, and in Hearts and Euchre the bottom seat's hand face up, as a
person watching over that player's shoulder would see it. The minute of waiting is cut to a second and a half;
the rest runs at the default speed in real time."""

from __future__ import annotations

import pytest

from scenes.kuckuck.view import KuckuckView
from scenes.menu import attract
from scenes.menu.scene import MenuScene
from scenes.table.shell import TableScene
from scenes.tricks.trick_view import TrickView
from tests.person import Person

SEEDS = {"kuckuck": 11, "hearts": 1, "euchre": 2}  # the app's seed picks the demo's game
HANDS = {"hearts": 13, "euchre": 5}


def demo(person: Person) -> TableScene | None:
    menu = person.app.scenes.top
    assert isinstance(menu, MenuScene)
    return menu.attract.table


def kuckuck_cards_face_up(table: TableScene) -> bool:
    view = table.stage.view
    assert isinstance(view, KuckuckView)
    in_deal = table.controller.view()["in_deal"]
    cards = view.sprites.cards
    return all(seat in cards and cards[seat].card and cards[seat].flip >= 0.5 for seat, yes in enumerate(in_deal)
               if yes) and not table.stage.timeline.busy  # fmt: skip


def hand_face_up(table: TableScene, cards: int) -> bool:
    view = table.stage.view
    assert isinstance(view, TrickView)
    fan = view.sprites.hand
    return len(fan.cards) == cards and fan.face_up and all(fan.cards)


@pytest.mark.parametrize("game", SEEDS)
def test_the_demo_shows_the_cards(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(attract, "IDLE_MS", 1500)
    with Person.start(seed=SEEDS[game]) as person:
        person.wait_for(lambda: demo(person) is not None, "the demo, after the menu is left alone", 5)
        table = demo(person)
        assert table is not None and table.spec.id == game
        if game == "kuckuck":
            person.wait_for(lambda: kuckuck_cards_face_up(table), "every seat's card face up", 10)
        else:
            person.wait_for(lambda: hand_face_up(table, HANDS[game]), "the bottom seat's hand face up", 10)
        person.watch(1.0)  # the play goes on, in sight
        if game == "kuckuck":
            assert kuckuck_cards_face_up(table) or table.stage.timeline.busy
        else:
            assert table.stage.view.sprites.hand.face_up  # type: ignore[attr-defined]
