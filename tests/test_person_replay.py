"""A replay watched like a person, at 1280×720 and the default speed in real time: from the History list, each of
the three games (Kuckuck at six players, Hearts, Euchre) opened with Enter, stepped with Next and played with Play.
The recording shows no control or prompt of a live game (no Stay / Swap, no Pass or Claim, no "… is thinking",
nothing asking anyone for a move), and neither the hands panel nor the control strip ever covers a seat."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pygame_gui

from game.core.seats import BOT, HUMAN, SeatConfig
from game.lobby import seats_to_json
from game.store.archive import ArchiveStore
from scenes.cards.geometry import Rect, rect_around, rects_overlap
from scenes.kuckuck.view import KuckuckView
from scenes.replay.history import HistoryScene
from scenes.replay.viewer import ReplayScene
from scenes.tricks.trick_view import TrickView
from tests.person import Person
from tests.replay_helpers import played
from tests.store_helpers import Clock

NAMES = ("Anke", "Bram", "Clara", "Dirk", "Eva")
MATCHES = (("kuckuck", 6, {"lives": 2}), ("hearts", 4, {"target": 50}), ("euchre", 4, {"target": 5}))
LIVE = ("…", "Your ", "your turn", "You are out", "Pick ", "Ready", "[")  # words a live table asks or waits with


def history_of_three(person: Person) -> None:
    """The History screen, listing one finished match of each game (the newest, Euchre, first)."""
    clock = Clock()
    store = ArchiveStore(person.app.saves.folder, clock=clock)
    for game, players, options in MATCHES:
        seats = [SeatConfig(HUMAN, "You")] + [SeatConfig(BOT, NAMES[i]) for i in range(players - 1)]
        store.add(played(game, players, options), seats_to_json(seats))
        clock.advance(60)
    person.app.archive = store
    person.app.scenes.replace(HistoryScene(person.app))
    person.watch(0.3)


def replay(person: Person) -> ReplayScene:
    scene = person.app.scenes.base
    assert isinstance(scene, ReplayScene), type(scene).__name__
    return scene


def seats_on_screen(scene: ReplayScene) -> list[Rect]:
    """Every seat's plate and cards, where the screen shows them."""
    view = scene.stage.view
    rects: list[Rect] = []
    if isinstance(view, KuckuckView):
        layout = view.geometry
        rects += [layout.badge_rect(seat) for seat in range(layout.seats)]
        rects += [layout.card_rect(seat) for seat in range(layout.seats)]
    else:
        assert isinstance(view, TrickView)
        geometry = view.geometry
        small = (geometry.small_width, geometry.small_width * 1.4)
        for spot in geometry.spots:
            rects += [spot.plate, rect_around(spot.pile_pos, small), rect_around(spot.hand_pos, small)]
        fan = view.sprites.hand
        rects += [rect_around(fan.drawn_pos(card), geometry.card_size) for card in fan.cards]
    left, top = scene.table_area(scene.app.size).topleft
    return [(x + left, y + top, w, h) for x, y, w, h in rects]


def live_buttons(scene: ReplayScene) -> list[str]:
    """The table's own buttons on the screen (the replay's strip is drawn by the replay, not listed here)."""
    shown = [
        element
        for element in scene.app.ui.get_sprite_group().sprites()
        if isinstance(element, pygame_gui.elements.UIButton)
    ]
    names = [element.text for element in shown if element.visible]
    if isinstance(scene.stage.view, TrickView):
        names += [button.text for button in scene.stage.view.shown_buttons]
    return names


def looks_like_a_recording(person: Person) -> bool:
    """No live prompt or control, nothing over a seat; True when the hands panel shows (between two Kuckuck deals
    nobody holds a card, and it does not)."""
    scene = replay(person)
    prompt = scene.stage.view.prompt(scene.stage.controller.view())
    assert not any(word in prompt for word in LIVE), f"a live prompt in a replay: {prompt!r}"
    assert live_buttons(scene) == []
    # nor how to skip a live table's animation: the strip has its controls
    if isinstance(scene.stage.view, KuckuckView):
        assert scene.stage.view.skip_hint(scene.stage.controller.view()) == ""
    strip = pygame.Rect(0, 0, scene.app.size[0], scene.table_area(scene.app.size).top)
    panel = scene.panel
    for seat in seats_on_screen(scene):
        assert not rects_overlap(seat, (panel.x, panel.y, panel.w, panel.h)), f"the hands panel covers {seat}"
        assert not rects_overlap(seat, (strip.x, strip.y, strip.w, strip.h)), f"the strip covers {seat}"
    return panel.width > 0


def watch_a_while(person: Person, seconds: float) -> int:
    """Look at the replay every quarter of a second for `seconds`; how often the hands panel showed."""
    shown = 0
    for _ in range(round(seconds * 4)):
        person.watch(0.25)
        shown += looks_like_a_recording(person)
    return shown


def test_a_replay_of_each_game_shows_no_live_controls_and_covers_no_seat() -> None:
    with Person.start() as person:
        history_of_three(person)
        for row, game in enumerate(("euchre", "hearts", "kuckuck")):
            person.keys(*["down"] * row, "return")  # the row of this game's match
            person.wait_for(lambda: isinstance(person.app.scenes.base, ReplayScene), f"the {game} replay")
            assert replay(person).entry.game == game
            panel_seen = watch_a_while(person, 0.5)
            for _ in range(4):  # Next, looking at each step (in each of these matches one is my turn)
                person.keys("return")
                panel_seen += watch_a_while(person, 0.5)
            person.keys("left", "return")  # Play
            panel_seen += watch_a_while(person, 3.0)
            assert panel_seen, "the panel of every hand never showed"
            person.keys("escape")  # back to the list
            person.wait_for(lambda: isinstance(person.app.scenes.base, HistoryScene), "the History list")


def test_with_instant_animations_a_step_after_a_jump_shows_at_once() -> None:
    """A player who chose Instant in the settings jumps to the next hand (Hand ▶▶), then presses Next: the move is
    on the table at once, as every step before the jump was, not animated at the normal speed."""
    with Person.start() as person:
        person.app.remember_settings(replace(person.app.settings, instant=True))  # Settings → Speed: Instant
        history_of_three(person)
        person.keys("down", "return")  # the Hearts match
        person.wait_for(lambda: isinstance(person.app.scenes.base, ReplayScene), "the Hearts replay")
        scene = replay(person)
        person.keys("return")  # Next, before the jump
        assert not scene.stage.timeline.busy, "a step moves at once with Instant"
        person.keys("right", "return")  # Hand ▶▶
        person.wait_for(lambda: scene.deal == 2, "the second hand")
        shown = len(scene.match.history)
        person.keys("left", "return")  # Next
        assert len(scene.match.history) > shown, "Next showed the next move"
        assert not scene.stage.timeline.busy, "after the jump the step still moves at once"
