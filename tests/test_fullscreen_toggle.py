"""F11 and Alt+Enter in the middle of an animation lose nothing: the match plays on exactly as it would have, every
event is shown once (none lost, none twice), the table ends its animations where an untouched table ends them, and
the table does not pause; the menu keeps its choices and focus, the house rules their scroll and focus. The first
start is fullscreen at the desktop's size; windowed is kept once chosen."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

import pygame
import pytest

from game.core.events import Event
from scenes.cards.sprites import CardSprite
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.core.scene import Scene
from scenes.menu.house_rules import HouseRulesPanel
from scenes.menu.scene import MenuScene
from scenes.routes.demo_stage import demo_setup
from scenes.routes.router import Router
from scenes.table.shell import TableScene
from tests.ui_helpers import key, make_app, settle, step

WINDOWED = (1600, 900)  # the dummy driver's desktop, hence fullscreen, is 1024x768: a real change of size
DECISIONS = 3  # the human's decisions played through in each run
FRAME_LIMIT = 6000


@dataclass
class Run:
    """What a player could tell apart: the match at each of their decisions, every event the table animated up to
    it, and where the cards lay once the animations ended."""

    matches: list[object] = field(default_factory=list)
    animated: list[list[Event]] = field(default_factory=list)
    cards: list[list[tuple[object, ...]]] = field(default_factory=list)
    toggled_mid_animation: int = 0


def card_sprites(root: object) -> list[CardSprite]:
    """Every card sprite the view holds (in its lists, dicts and helper objects), in a fixed order."""
    found: list[CardSprite] = []
    seen: set[int] = set()

    def walk(value: object, depth: int) -> None:
        if depth > 6 or id(value) in seen or isinstance(value, str | int | float | pygame.Surface):
            return
        seen.add(id(value))
        if isinstance(value, CardSprite):
            found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item, depth + 1)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item, depth + 1)
        elif is_dataclass(value):
            for f in fields(value):
                walk(getattr(value, f.name), depth + 1)

    for name, value in sorted(vars(root).items()):
        if name != "table":
            walk(value, 0)
    return found


def where_cards_lie(table: TableScene) -> list[tuple[object, ...]]:
    """Each card's face, place, turn and angle, sorted (a table rebuilt after a resize lists them in another
    order)."""
    placed = [
        (sprite.card, round(sprite.pos[0]), round(sprite.pos[1]), sprite.flip, sprite.visible, round(sprite.angle, 3))
        for sprite in card_sprites(table.stage.view)
    ]
    return sorted(placed, key=repr)


def play(game: str, toggles: dict[int, pygame.event.Event]) -> Run:
    """A table of `game` with one human, played through DECISIONS of theirs (the first legal action each time);
    `toggles[n]` is pressed on the n-th frame in which an animation runs. At each decision the window is back at
    its size, so the cards can be compared."""
    app = make_app(WINDOWED, seed=11)
    app.router.table(demo_setup(game, humans=1))
    table = app.scenes.base
    assert isinstance(table, TableScene)
    run = Run()
    animated: list[Event] = []
    show = table.stage.view.animate

    def recording(events: list[Event]) -> Any:
        animated.extend(events)
        return show(events)

    table.stage.view.animate = recording  # type: ignore[method-assign]
    busy_frames = 0
    for _ in range(FRAME_LIMIT):
        events = []
        if table.stage.timeline.busy:
            busy_frames += 1
            if busy_frames in toggles:
                events.append(toggles[busy_frames])
                run.toggled_mid_animation += 1
        step(app, events)
        assert app.scenes.top is table, "the table paused"
        seat = table.controller.waiting_for_human
        if seat is not None and not table.stage.timeline.busy:
            if app.fullscreen:  # back to the window (nothing moving now) to compare where the cards lie
                step(app, [key(pygame.K_F11)])
            assert app.size == WINDOWED and table.controller.waiting_for_human == seat
            run.matches.append(table.match.to_dict())
            run.animated.append(list(animated))
            run.cards.append(where_cards_lie(table))
            if len(run.matches) == DECISIONS:
                break
            assert table.stage.decide(table.match.legal()[0])
    app.shutdown()
    assert len(run.matches) == DECISIONS, "the human never got to decide"
    return run


@pytest.mark.parametrize("game", ["kuckuck", "hearts"])
def test_toggling_fullscreen_mid_animation_keeps_the_match_and_the_table(game: str) -> None:
    untouched = play(game, {})
    f11 = key(pygame.K_F11)
    alt_enter = key(pygame.K_RETURN, pygame.KMOD_LALT)
    toggled = play(game, {3: f11, 6: alt_enter, 12: f11, 13: f11, 20: alt_enter})
    assert toggled.toggled_mid_animation == 5  # every press landed while cards were moving
    assert toggled.matches == untouched.matches
    assert toggled.animated == untouched.animated  # every event shown once, in the same order
    assert toggled.cards == untouched.cards
    assert untouched.cards[0]  # the comparison saw the cards


def test_the_first_start_is_fullscreen_at_the_desktops_size_and_the_choice_is_kept() -> None:
    first = App(AppConfig(fullscreen=None, size=WINDOWED), Router)  # no flag: as the settings say, fullscreen at first
    desktop = pygame.display.get_desktop_sizes()[0]
    assert first.fullscreen and first.size == desktop
    first.scenes.replace(Scene(first))
    step(first, [key(pygame.K_RETURN, pygame.KMOD_RALT)])  # windowed, from now on
    assert not first.fullscreen and first.size == WINDOWED
    first.shutdown()
    again = App(AppConfig(fullscreen=None, size=WINDOWED), Router)
    assert not again.fullscreen and again.size == WINDOWED
    again.shutdown()
    forced = App(AppConfig(fullscreen=True, size=WINDOWED), Router)  # --fullscreen overrides the setting
    assert forced.fullscreen and forced.size == desktop
    forced.shutdown()


def test_toggling_on_the_menu_and_in_the_house_rules_keeps_the_choices_the_focus_and_the_scroll() -> None:
    app = make_app(WINDOWED)
    app.router.menu(game="kuckuck")
    menu = app.scenes.base
    assert isinstance(menu, MenuScene)
    step(app)
    menu.choices.step("players", 1)
    menu.choices.step("lives", -1)
    menu.focus.focus(menu.buttons["settings"])
    chosen = menu.choices.setup()
    for toggle in (key(pygame.K_F11), key(pygame.K_RETURN, pygame.KMOD_LALT)):
        step(app, [toggle])
        assert menu.choices.setup() == chosen and menu.focus.focused is menu.buttons["settings"]
    menu.doors.open_house_rules()
    settle(app)
    panel = app.scenes.top
    assert isinstance(panel, HouseRulesPanel)
    for _ in range(8):  # down the list of rules: it scrolls to show the focused one
        step(app, [key(pygame.K_DOWN)])
    settle(app)
    scrolled, focused = panel.scroll_position, panel.focus.focused
    focused_key = next(k for k, w in {**panel.rows, **panel.buttons}.items() if w is focused)
    assert scrolled > 0
    step(app, [key(pygame.K_F11)])
    assert app.scenes.top is panel and panel.scroll_position == pytest.approx(scrolled, abs=0.02)
    assert panel.focus.focused is {**panel.rows, **panel.buttons}[focused_key]
    app.shutdown()
