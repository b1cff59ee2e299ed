"""A table dealt from a special pack (rules.md §1 "Special decks") shows that pack: every face-down card (the seats'
cards, the stock) with the pack's own back, the player's own card with the pack's face; a received Harlekin is
tagged on its holder's plate for as long as the seat holds it."""

from __future__ import annotations

import pygame
import pytest

from game.core.packs import KINDS
from game.kuckuck import events as K
from game.lobby import MatchSetup
from scenes.cards.card_art import CardArt
from scenes.kuckuck.received_tag import TAG_FILL
from scenes.kuckuck.sprites import SeatPlate
from tests.ui_helpers import kuckuck_view, make_app, open_table, step

Colour = tuple[float, float, float]


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> Colour:
    """The mean colour of `rect` of `surface`."""
    colour = pygame.transform.average_color(surface, rect, consider_alpha=False)
    return (float(colour[0]), float(colour[1]), float(colour[2]))


def _distance(a: Colour, b: Colour) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def _core(centre: tuple[float, float], width: int) -> pygame.Rect:
    """The middle of a card lying at `centre`: inside it whatever its tilt."""
    core = pygame.Rect(0, 0, width // 2, width // 2)
    core.center = (round(centre[0]), round(centre[1]))
    return core


def _image_core(image: pygame.Surface, width: int) -> Colour:
    return _mean(image, _core((image.get_width() / 2, image.get_height() / 2), width))


@pytest.mark.parametrize("deck", sorted(KINDS))
def test_a_20_seat_table_of_a_special_pack_shows_its_backs_and_faces(deck: str) -> None:
    app = make_app((1280, 720))
    table = open_table(app, MatchSetup(players=20, bots=19, options={"deck": deck}))
    view = kuckuck_view(table)
    for _ in range(4000):
        if table.controller.waiting_for_human is not None and not table.stage.timeline.busy:
            break
        step(app, dt=50)
    step(app)
    screen, layout, width = app.screen, view.geometry, view.geometry.card_width
    plain = CardArt()
    pack_back = _image_core(view.art.pack_back(deck, width), width)
    standard_back = _image_core(plain.rotated(None, width, 0, (22, 48, 112)), width)
    assert _distance(pack_back, standard_back) > 40  # the two backs differ enough to tell apart by their colour
    face_down = [seat for seat, sprite in view.sprites.cards.items() if sprite.card is None and sprite.flip == 0.0]
    assert len(face_down) >= 10
    for seat in face_down:
        seen = _mean(screen, _core(layout.spots[seat].card_pos, width))
        assert _distance(seen, pack_back) < _distance(seen, standard_back) / 3, (deck, seat)
    stock = _mean(screen, _core(layout.stock_pos, width))
    assert _distance(stock, pack_back) < _distance(stock, standard_back) / 3, deck
    own = view.sprites.cards[0]
    assert own.card in KINDS[deck] and own.flip == 1.0
    seen = _mean(screen, _core(layout.spots[0].card_pos, width))
    face = _image_core(view.art.face(own.card, width), width)
    assert view.art.pack == deck  # its numerals in the pack's style
    assert _distance(seen, face) < 12, (deck, own.card)


def test_a_received_harlekin_is_tagged_on_its_plate_until_it_leaves() -> None:
    """Kille with powers at 20 seats, played by the keyboard (always Stay) until some seat holds a received
    Harlekin, then on to the next deal, which takes the mark away."""
    app = make_app((1280, 720))
    table = open_table(app, MatchSetup(players=20, bots=19, options={"deck": "kille42", "deck_powers": True}))
    view = kuckuck_view(table)
    stay = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="", scancode=0)
    marked: int | None = None
    for _ in range(40_000):
        step(app, [stay] if table.controller.waiting_for_human is not None else [], dt=50)
        if table.stage.timeline.busy:
            continue
        received = table.controller.view()["received"]
        plates = [plate.received for plate in view.sprites.plates]
        assert plates == [bool(flag) for flag in received]  # the plates say what the view says, no more
        if marked is None and any(received):
            marked = received.index(True)
        elif marked is not None and not received[marked]:
            break
    else:
        pytest.fail("no Harlekin was received, or its mark never went")
    assert not view.sprites.plates[marked].received


def test_the_received_tag_is_drawn_on_the_plate() -> None:
    pygame.init()
    rect = pygame.Rect(0, 0, 121, 36)  # a plate at 20 seats, 720 lines
    tagged, plain = pygame.Surface((200, 60), pygame.SRCALPHA), pygame.Surface((200, 60), pygame.SRCALPHA)
    SeatPlate("Katrin", 3, 3, status="swapped", received=True).draw(tagged, rect, 0)
    SeatPlate("Katrin", 3, 3, status="swapped").draw(plain, rect, 0)
    fill = pygame.Color(*TAG_FILL[:3])
    assert pygame.mask.from_threshold(tagged, fill, (6, 6, 6, 255)).count() > 40
    assert pygame.mask.from_threshold(plain, fill, (6, 6, 6, 255)).count() == 0
    crowded = pygame.Surface((200, 60), pygame.SRCALPHA)  # five lives leave no room below: the tag goes on top
    SeatPlate("Katrin", 5, 5, status="swapped", received=True).draw(crowded, rect, 0)
    assert pygame.mask.from_threshold(crowded, fill, (6, 6, 6, 255)).count() > 20


@pytest.mark.parametrize("deck", sorted(KINDS))
def test_a_special_packs_first_dealer_is_dealt_up_to_its_cuckoo_in_its_faces(deck: str) -> None:
    app = make_app((1280, 720), seed=7)
    table = open_table(app, MatchSetup(players=6, bots=5, options={"deck": deck, "first_dealer": "first_jack"}))
    view = kuckuck_view(table)
    calls: set[str] = set()
    counts: set[int] = set()
    faces: set[str] = set()
    for _ in range(1500):
        step(app, dt=16)
        calls |= {callout.text for callout in view.sprites.stage.callouts}
        counts.add(view.sprites.stock_count)
        faces |= {sprite.card for sprite in view.sprites.extra_cards if sprite.card and sprite.flip > 0.5}
        if table.match.view(None)["phase"] == "turn" and not table.stage.timeline.busy:
            break
    (jack_deal,) = [event for event in table.match.history if isinstance(event, K.JackDeal)]
    assert jack_deal.cards[-1] in {"GJO", "CUC", "KUK"} and jack_deal.cards[-1] in faces
    assert faces <= set(KINDS[deck])
    name = "You" if jack_deal.seat == 0 else table.stage.names[jack_deal.seat]
    expected = "Cuckoo! You deal first" if jack_deal.seat == 0 else f"Cuckoo! {name} deals first"
    assert expected in calls and not any(call.startswith("Jack!") for call in calls)
    assert max(counts) == 2 * len(KINDS[deck])  # the pack lies ready: 42 or 40 cards, never 52


def test_the_replay_of_a_special_pack_match_shows_its_pack() -> None:
    from scenes.kuckuck.view import KuckuckView
    from scenes.replay.viewer import ReplayScene
    from scenes.routes.snapshots import render_scene

    app = make_app((1280, 720))
    render_scene(app, "replay", "kuckuck", 6, {"deck": "cucu40"})
    replay = app.scenes.base
    assert isinstance(replay, ReplayScene) and isinstance(replay.stage.view, KuckuckView)
    view = replay.stage.view
    assert view.art.pack == "cucu40"
    shown = [sprite.card for sprite in view.sprites.cards.values() if sprite.card]
    assert shown and set(shown) <= set(KINDS["cucu40"])
