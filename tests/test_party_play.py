"""Party play on one screen: what is drawn while the screen passes from one person to the next, and the names and
colours the menu gave them."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from game import open_match
from game.lobby import MatchSetup
from game.player_profiles import PlayerProfile
from scenes.table.shell import TableScene
from scenes.ui.player_colours import PALETTE
from scenes.ui.text import render
from tests.ui_helpers import key, kuckuck_view, make_app, open_table, step


class PublicCards:
    """Every card the whole table may see: face up in play, at the last showdown, a King shown on the stock, in
    this deal or the last one (its cards are still being gathered as the next one begins)."""

    def __init__(self) -> None:
        self.by_deal: dict[int, set[str]] = {}

    def now(self, table: TableScene) -> set[str]:
        public = table.match.view(None)
        shown = [*public["cards"], *public["last_cards"], public["stock_top"]]
        deal = public["deal_no"]
        self.by_deal.setdefault(deal, set()).update(card for card in shown if card)
        return self.by_deal[deal] | self.by_deal.get(deal - 1, set())


class DrawnCards:
    """Spies on what the table draws: the faces of cards (CardArt.rotated with a card) and the known-card chips
    (a card's name written by a sprite)."""

    def __init__(self, table: TableScene, monkeypatch: pytest.MonkeyPatch) -> None:
        import scenes.cards.sprites as sprites

        self.faces: list[str] = []
        self.chips: list[str] = []
        art = kuckuck_view(table).art
        rotated = art.rotated

        def spy_rotated(card: str | None, *args: Any, **kwargs: Any) -> pygame.Surface:
            if card is not None:
                self.faces.append(card)
            return rotated(card, *args, **kwargs)

        def spy_render(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            if len(text) <= 3 and text[-1:] in "♠♥♦♣":  # a card's name ("2♣"): a chip, not a callout's word
                self.chips.append(text)
            return render(text, *args, **kwargs)

        monkeypatch.setattr(art, "rotated", spy_rotated)
        monkeypatch.setattr(sprites, "render", spy_render)

    def clear(self) -> None:
        self.faces.clear()
        self.chips.clear()


def test_no_persons_card_is_drawn_but_to_them_after_their_hand_over(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    match = open_match("kuckuck", players=4, options={"lives": 2}, seed=3, dealer=3)
    match.deal(["2C", "9D", "8H", "5S"])  # seat 0 swaps its 2♣ into seat 1's hand: the next person's card
    setup = MatchSetup(players=4, bots=1, options={"lives": 2})
    table = open_table(app, setup, resume=(match, setup.seats(["Anna", "Ben", "Cleo"])))
    drawn = DrawnCards(table, monkeypatch)
    controller = table.controller
    handover_frames = decisions = 0
    public = PublicCards()
    for frame in range(6000):
        if controller.match.over or decisions >= 12:
            break
        events: list[pygame.event.Event] = []
        if controller.handover_to is not None and frame % 6 == 5:
            events = [key(pygame.K_RETURN)]  # five frames of the privacy screen, then the next person confirms
        elif controller.waiting_for_human is not None:
            events = [key(pygame.K_w if decisions % 3 else pygame.K_s)]
            decisions += 1
        drawn.clear()
        step(app, events, dt=50)
        holder = controller.viewer if controller.handover_to is None else None  # who has the screen now
        own = {controller.match.view(holder)["cards"][holder]} if holder is not None else set()
        private = [card for card in drawn.faces if card not in public.now(table) | own]
        assert private == [], f"frame {frame}: {private} drawn face up while the screen is {holder}'s"
        if controller.handover_to is not None:
            handover_frames += 1
            assert set(drawn.faces) <= public.now(table)
            assert drawn.chips == [], f"frame {frame}: a known-card chip shows behind the privacy screen"
    assert decisions >= 12 and handover_frames >= 20  # the loop ended by playing, with hand-overs on screen


def test_the_privacy_screen_names_the_next_person_in_their_colour(monkeypatch: pytest.MonkeyPatch) -> None:
    import scenes.table.shell as shell

    app = make_app()
    people = (PlayerProfile("Anna", "coral"), PlayerProfile("Ben", "sky"))
    app.remember_settings(replace(app.settings, people=people))
    table = open_table(app, MatchSetup(players=3, bots=1))
    assert table.stage.names[:2] == ["Anna", "Ben"]
    plates = kuckuck_view(table).sprites.plates
    assert (plates[0].colour, plates[1].colour, plates[2].colour) == (PALETTE["coral"], PALETTE["sky"], None)
    written: list[tuple[str, object]] = []

    def spy(text: str, size: int, colour: object, *args: Any, **kwargs: Any) -> pygame.Surface:
        written.append((text, colour))
        return render(text, size, colour, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(shell, "render", spy)
    for _ in range(2000):
        if table.controller.handover_to is not None:
            break
        if table.controller.waiting_for_human is not None:
            step(app, [key(pygame.K_s)])
        else:
            step(app, dt=50)
    seat = table.controller.handover_to
    assert seat is not None
    written.clear()
    step(app)
    name, colour = ("Anna", PALETTE["coral"]) if seat == 0 else ("Ben", PALETTE["sky"])
    assert (f"Pass the screen to {name}", colour) in written


def test_two_people_of_the_same_name_are_told_apart() -> None:
    app = make_app()
    app.remember_settings(replace(app.settings, people=(PlayerProfile("Anna", "gold"), PlayerProfile("Anna", "sky"))))
    table = open_table(app, MatchSetup(players=3, bots=1))
    assert table.stage.names[:2] == ["Anna", "Anna 2"]
    assert table.stage.colours[:3] == ["gold", "sky", None]


def test_one_person_alone_is_you_and_a_resumed_match_keeps_each_persons_colour() -> None:
    app = make_app()
    app.remember_settings(replace(app.settings, people=(PlayerProfile("Anna", "teal"), PlayerProfile("Ben", "rose"))))
    alone = open_table(app, MatchSetup(players=3, bots=2))
    assert alone.stage.names[0] == "You" and alone.stage.colours[0] == "teal"
    match = open_match("kuckuck", players=3, seed=2)
    setup = MatchSetup(players=3, bots=1)
    resumed = open_table(app, setup, resume=(match, setup.seats(["Ben", "Anna"])))  # seated the other way round
    assert resumed.stage.colours == ["rose", "teal", None]
