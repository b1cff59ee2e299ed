"""What the tests of every four-seat trick table share (Hearts, Euchre): a fast app, a loop that plays a table to
its end, and the checks after a resize."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.store.settings import Settings, SettingsStore
from scenes.tricks.score_sheet import ScoreSheetOverlay
from tests.ui_helpers import make_app, step

if TYPE_CHECKING:
    from game import Match
    from scenes.core.app import App
    from scenes.table.shell import TableScene
    from scenes.tricks.trick_view import TrickView


def assert_all_in_window(view: TrickView, match: Match, size: tuple[int, int], seat: int = 0) -> None:
    """After a resize to `size`: the trick and `seat`'s hand are all shown, every card and plate in the window."""
    trick = match.view(seat)["trick"] or match.view(seat)["tricks"][-1]
    shown = {entry.card for entry in view.sprites.trick.cards}
    assert set(trick["cards"]) <= shown or view.sprites.pending is not None
    for sprite in [entry.sprite for entry in view.sprites.trick.cards]:
        assert 0 <= sprite.pos[0] <= size[0] and 0 <= sprite.pos[1] <= size[1]
    fan = view.sprites.hand
    assert set(fan.cards) == set(match.view(seat)["hand"])
    for card in fan.cards:
        x, y = fan.drawn_pos(card)
        assert 0 <= x <= size[0] and 0 <= y <= size[1]
    for place in range(4):
        px, py, pw, ph = view.geometry.spots[place].plate
        assert px >= 0 and py >= 0 and px + pw <= size[0] and py + ph <= size[1]


def fast_app(size: tuple[int, int] = (1280, 720), seed: int = 5) -> App:
    """An app whose table animates four times as fast and holds a finished trick briefly."""
    app = make_app(size, seed=seed)
    SettingsStore(app.saves.folder).save(Settings(animation_speed=4.0, trick_hold_ms=200))
    return app


def run_table(app: App, table: TableScene, decide: Callable[[], list[pygame.event.Event]],
              dismiss: Callable[[App], list[pygame.event.Event]], until: Callable[[], bool] | None = None,
              limit: int = 12_000, still: bool = False) -> int:  # fmt: skip
    """Step until the results scene (or `until`), answering the table with `decide()` while a human decides (and,
    with `still`, nothing moves) and each score sheet with `dismiss`. Returns how many score sheets were shown."""
    sheets = 0
    for _ in range(limit):
        top = app.scenes.top
        if type(top).__name__ == "ResultsScene" or (until is not None and until()):
            return sheets
        events: list[pygame.event.Event] = []
        if isinstance(top, ScoreSheetOverlay):
            sheets += 1
            events = dismiss(app)
        elif (
            top is table
            and table.controller.waiting_for_human is not None
            and not (still and table.stage.timeline.busy)
        ):
            events = decide()
        step(app, events, dt=50)
    raise AssertionError("the game never got there")


def through_hand_overs(app: App, table: TableScene, decide: Callable[[], list[pygame.event.Event]],
                       behind_veil: Callable[[], None], taken_over: Callable[[], None], count: int = 4,
                       limit: int = 8000, still: bool = False) -> None:  # fmt: skip
    """Play a hot-seat table by keyboard (`decide()`; with `still`, only once nothing moves) through `count`
    hand-overs, checking the table drawn behind the veil (`behind_veil()`) and once the next player took over
    (`taken_over()`)."""
    handovers = 0
    for _ in range(limit):
        controller = table.controller
        if controller.handover_to is not None:
            step(app)  # a frame drawn behind the veil
            behind_veil()
            handovers += 1
            step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)])
            step(app)
            taken_over()
            if handovers >= count:
                return
            continue
        events: list[pygame.event.Event] = []
        if isinstance(app.scenes.top, ScoreSheetOverlay):
            events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)]
        elif controller.waiting_for_human is not None and not (still and table.stage.timeline.busy):
            events = decide()
        step(app, events, dt=50)
    raise AssertionError(f"only {handovers} hand-overs")
