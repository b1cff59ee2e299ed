"""Play this deal again: choose the seat (your own or another), then a new match starts whose first deal is the
archived deal's very order, by the same dealer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pygame

from game.core.rng import entropy_from
from game.core.seats import HUMAN, SeatConfig
from game.i18n import tr
from game.replay.again import match_again, seats_again
from game.replay.steps import ReplayLog
from scenes.ui.confirm import Answer, ConfirmDialog
from scenes.ui.decor import draw_dialog
from scenes.ui.dialog import FocusDialog
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.saved_setup import setup_for_saved
from scenes.ui.scale import scaled
from scenes.ui.seed_words import NOT_FROM_SEED
from scenes.ui.text import CREAM, GOLD, render

if TYPE_CHECKING:
    from scenes.core.scene import Host


class AgainDialog(FocusDialog):
    freezes_below = True

    def __init__(self, app: Host, log: ReplayLog, deal: int, seats: list[SeatConfig]) -> None:
        super().__init__(app)
        self.log = log
        self.deal = deal
        if not any(seat.kind == HUMAN for seat in seats):
            seats = [SeatConfig(HUMAN, tr("You")), *seats[1:]]
        self.seats = seats
        self.seat = next(i for i, seat in enumerate(seats) if seat.kind == HUMAN)
        self.buttons: dict[str, DrawnButton] = {}
        self._box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        box_w, box_h = min(round(width * 0.9), scaled(size, 760, 360)), scaled(size, 380, 220)
        self._box = pygame.Rect(0, 0, box_w, box_h)
        self._box.center = (width // 2, height // 2)
        pad, button_h = scaled(size, 28, 10), scaled(size, 60, 30)
        px, radius = scaled(size, 26, 13), scaled(size, 10, 4)
        seat_y = self._box.top + scaled(size, 150, 80)
        side = button_h
        wide = (box_w - 3 * pad) // 2
        bottom = self._box.bottom - pad - button_h

        def button(rect: pygame.Rect, text: str, action: object) -> DrawnButton:
            assert callable(action)
            return DrawnButton(rect, text, px, action, radius=radius)

        self.buttons = {
            "earlier": button(pygame.Rect(self._box.left + pad, seat_y, side, side), "◀", lambda: self.step(-1)),
            "later": button(pygame.Rect(self._box.right - pad - side, seat_y, side, side), "▶", lambda: self.step(1)),
            "start": DrawnButton(pygame.Rect(self._box.left + pad, bottom, wide, button_h), tr("Play this deal"), px,
                                 self.start, radius=radius, look="primary"),
            "cancel": button(pygame.Rect(self._box.right - pad - wide, bottom, wide, button_h), tr("Back"),
                             self.dismiss),
        }  # fmt: skip
        self.focus.set_rows([[self.buttons["earlier"], self.buttons["later"]], [self.buttons["start"],
                             self.buttons["cancel"]]])  # fmt: skip
        self.focus.focus(self.buttons["start"])

    def exit(self) -> None:
        for widget in self.buttons.values():
            widget.kill()
        self.buttons = {}

    def resize(self, size: tuple[int, int]) -> None:
        self.exit()
        self.enter()

    def step(self, direction: int) -> None:
        self.seat = (self.seat + direction) % len(self.seats)

    def start(self) -> None:
        """The new match, asking first when it would replace a saved match of the game."""
        if not self.app.saves.has_save(self.log.data.game):
            self._start()
            return
        dialog = ConfirmDialog(
            self.app,
            tr("Start a new match?"),
            [tr("Your match in progress will be lost.")],
            [Answer("new", tr("Start new"), primary=True), Answer("cancel", tr("Back"))],
            self._answered,
            cancel="cancel",
        )
        self.app.scenes.push(dialog)

    def _answered(self, answer: str) -> None:
        if answer == "new":
            self._start()

    def _start(self) -> None:
        match = match_again(self.log, self.deal, entropy_from(np.random.default_rng()))
        seats = seats_again(self.seats, self.seat)
        self.app.router.table(setup_for_saved(match, seats), resume=(match, seats))
        self.app.toast(tr(NOT_FROM_SEED))  # a deal you have seen: practice, not counted in the statistics

    def drawn_buttons(self) -> list[DrawnButton]:
        return list(self.buttons.values())

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        draw_dialog(surface, self._box, scaled(size, 16, 6))
        cx = self._box.centerx
        title = render(tr("Play {round} {n} again", round=tr(self.log_round()), n=self.deal), scaled(size, 40, 18),
                       GOLD, bold=True)  # fmt: skip
        surface.blit(title, title.get_rect(midtop=(cx, self._box.top + scaled(size, 24, 10))))
        note = render(tr("The same cards, dealt by the same dealer. Choose your seat:"), scaled(size, 22, 11), CREAM)
        surface.blit(note, note.get_rect(midtop=(cx, self._box.top + scaled(size, 88, 44))))
        seat = self.buttons["earlier"].rect if self.buttons else self._box
        name = render(self.seat_text(), scaled(size, 30, 14), GOLD, bold=True)
        surface.blit(name, name.get_rect(center=(cx, seat.centery)))
        for widget in self.buttons.values():
            widget.draw(surface)

    def seat_text(self) -> str:
        if self.seats[self.seat].kind == HUMAN:
            return tr("Your own seat")
        return tr("{name}'s seat", name=self.seats[self.seat].name)

    def log_round(self) -> str:
        from game.registry import spec_for

        return spec_for(self.log.data.game).round_label
