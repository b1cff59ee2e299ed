"""The Settings scene: two columns of stepper rows (display and sound; cards and table), Players… and Controls…,
and Back. It opens over the menu or the pause and covers them.

Every change is applied at once and written to the settings file: the window's mode through the app's own
fullscreen switch, the sound through `app.set_sound`, everything else through `app.apply_settings`, which also
tells a table below (speed, holds, auto-play) and lays the screens out anew for a new text size or language.
Arrows / d-pad move, Left / Right change a value, Enter / Ⓐ steps it round or opens a screen, Esc / Ⓑ goes back;
the mouse uses the − and + buttons, a click on a row's label steps it round.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

import pygame

from game.i18n import N_, tr
from game.registry import spec_for, specs
from scenes.core.scene import Scene
from scenes.settings.rows import Row, rows
from scenes.ui.actions import Action, InputAction
from scenes.ui.button_row import ButtonRow, StepperShape
from scenes.ui.decor import control_hints, draw_panel, draw_signs, felt_background, gold_title, hint_line
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.scale import ui_scale
from scenes.ui.text import CREAM, GOLD, fitted_size, render
from scenes.ui.wrap import fitted_text, render_lines

if TYPE_CHECKING:
    from scenes.core.scene import Host

COLUMN_W: Final = 640  # design pixels (at 1920×1080)
COLUMN_GAP: Final = 40
ROW_H: Final = 64
ROW_GAP: Final = 10
VALUE_W: Final = 220
MAX_PEOPLE: Final = 20  # rows the Players dialog lays out (two columns of ten)
BUTTON_LABELS: Final = {"players": N_("Players…"), "controls": N_("Controls…")}


class SettingRow(ButtonRow):
    """A stepper row of the scene, with the setting it shows."""

    def __init__(
        self,
        row: Row,
        rect: pygame.Rect,
        shape: StepperShape,
        ring: FocusRing,
        on_step: Callable[[str, int, bool], None],
    ) -> None:
        super().__init__(row.key, rect, shape, ring, on_step)
        self.row = row


class SettingsScene(Scene):
    """The settings, over whatever opened them; `on_close` runs when the player goes back."""

    def __init__(self, app: Host, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_close = on_close
        self.focus = FocusRing()
        self.rows: dict[str, SettingRow] = {}
        self.buttons: dict[str, DrawnButton] = {}
        self.headings: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._background: pygame.Surface | None = None
        self._focus_key = ""
        self._labels: dict[str, pygame.Surface] = {}  # each row's label, fitted to its room
        self._value_px: dict[str, int] = {}  # each row's values' text size

    # --- building ---------------------------------------------------------------------------------------------

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        title = gold_title(tr("Settings"), round(96 * s))
        hints = hint_line(control_hints(self.app, change=True), readable(size), (206, 222, 204))
        columns = rows()
        most = max(len(listed) for _, listed in columns)
        row_h, gap, heading_h = round(ROW_H * s), round(ROW_GAP * s), round(50 * s)
        column_w, column_gap = round(COLUMN_W * s), round(COLUMN_GAP * s)
        pad = round(28 * s)
        back_h = round(68 * s)
        panel_w = 2 * column_w + column_gap + 2 * pad
        panel_h = 2 * pad + heading_h + most * (row_h + gap) + back_h
        top = round(24 * s)
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.midtop = (width // 2, top + title.get_height() + round(14 * s))
        background = felt_background(size)
        background.blit(title, title.get_rect(midtop=(width // 2, top)))
        background.blit(hints, hints.get_rect(midbottom=(width // 2, height - round(12 * s))))
        draw_panel(background, panel, max(8, round(18 * s)))
        self._background = background

        self.rows, self.buttons, self.headings = {}, {}, []
        shape = StepperShape(size, round(VALUE_W * s), inset=0.16, margin=0.1)
        order: list[Any] = []
        for c, (heading, listed) in enumerate(columns):
            left = panel.left + pad + c * (column_w + column_gap)
            image = render(tr(heading), round(heading_h * 0.56), GOLD, bold=True)
            self.headings.append((image, image.get_rect(midleft=(left + row_h // 4, panel.top + pad + heading_h // 2))))
            for i, row in enumerate(listed):
                rect = pygame.Rect(left, panel.top + pad + heading_h + i * (row_h + gap), column_w, row_h)
                widget = self._build_row(row, rect, shape) if isinstance(row, Row) else self._build_button(row, rect)
                order.append(widget)
        self._fit_texts(round(row_h * 0.42), round(row_h * 0.44))
        back = pygame.Rect(0, 0, round(320 * s), back_h - gap)
        back.midbottom = (panel.centerx, panel.bottom - pad)
        self.buttons["back"] = DrawnButton(
            back, tr("Back"), round(back_h * 0.4), self.close, radius=max(6, round(14 * s)), look="primary"
        )
        order.append(self.buttons["back"])
        self.focus.set_widgets(order)
        self._refocus()

    def _fit_texts(self, label_px: int, value_px: int) -> None:
        """Each row's label fitted to its own room (on two lines when one is too long at a readable size), and
        each row's values to theirs (one size for all of a row's values: the value never jumps as it steps)."""
        least = readable_px(self.app.size)
        self._labels, self._value_px = {}, {}
        for key, row in self.rows.items():
            left = row.rect.left + row.rect.height // 3
            room = row.minus.rect.left - left - row.rect.height // 6
            fitted = fitted_text(tr(row.row.label), room, label_px, least, height=row.rect.height - 4)
            self._labels[key] = render_lines(fitted, CREAM)
            values = [row.row.text(value) for value in row.row.values]
            self._value_px[key] = fitted_size(values, row.value_room(), value_px, minimum=least)

    def _build_row(self, row: Row, rect: pygame.Rect, shape: StepperShape) -> SettingRow:
        self.rows[row.key] = SettingRow(row, rect, shape, self.focus, self.step)
        return self.rows[row.key]

    def _build_button(self, key: str, rect: pygame.Rect) -> DrawnButton:
        text = tr(BUTTON_LABELS[key])
        action = self.open_players if key == "players" else self.open_controls
        button = DrawnButton(rect, text, round(rect.height * 0.42), action, radius=max(6, rect.height // 5))
        self.buttons[key] = button
        return button

    def exit(self) -> None:
        self._remember_focus()
        for widget in self._all_buttons():
            widget.kill()
        self.rows, self.buttons = {}, {}

    def resize(self, size: tuple[int, int]) -> None:
        self.exit()
        self.enter()

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        widgets: dict[str, object] = {**self.rows, **self.buttons}
        self._focus_key = next((key for key, widget in widgets.items() if widget is focused), self._focus_key)

    def _refocus(self) -> None:
        widgets: dict[str, Any] = {**self.rows, **self.buttons}
        if self._focus_key in widgets:
            self.focus.focus(widgets[self._focus_key])

    def uncovered(self) -> None:
        """Back from Players… or Controls…: the focus returns to its button."""
        self._refocus()

    # --- changing a value -------------------------------------------------------------------------------------

    def value_text(self, key: str) -> str:
        row = self.rows[key].row
        return row.text(row.read(self.app))

    def step(self, key: str, direction: int, wrap: bool) -> None:
        """Move the row `key` one value on and apply it at once."""
        row = self.rows[key].row
        value = row.stepped(self.app, direction, wrap)
        if value is None or value == row.read(self.app):
            return
        self.choose(key, value)

    def choose(self, key: str, value: Any) -> None:
        """Give the row `key` the value `value`, applied and kept."""
        self._focus_key = key
        app = self.app
        if key == "display":
            if app.fullscreen == value:  # the row holds "windowed"
                app.toggle_fullscreen()
        elif key == "volume":
            app.set_sound(volume=int(value), muted=False if value else None)
        elif key == "sound":
            app.set_sound(muted=not value)
        else:
            app.apply_settings(self.rows[key].row.write(app.settings, value))

    def open_players(self) -> None:
        self._focus_key = "players"
        settings = self.app.settings
        choices = settings.choices(spec_for(settings.game or specs()[0].id))  # the people of the last table chosen
        humans = max(2, choices.players - choices.bots, len(settings.people))
        self.app.router.players(min(humans, MAX_PEOPLE))

    def open_controls(self) -> None:
        from scenes.settings.bindings_scene import BindingsScene

        self._focus_key = "controls"
        self.app.scenes.push(BindingsScene(self.app))

    def close(self) -> None:
        self.app.scenes.remove(self)
        if self.on_close is not None:
            self.on_close()

    # --- input ------------------------------------------------------------------------------------------------

    def _all_buttons(self) -> list[DrawnButton]:
        return [*self.buttons.values(), *(b for row in self.rows.values() for b in (row.minus, row.plus))]

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.close()
            return
        if action.pos is not None:
            for button in self._all_buttons():
                if button.pointer(action):
                    return
            if action.action is Action.POINT_CLICK and self._click_row(action.pos):
                return
        self.focus.handle(action)

    def _click_row(self, pos: tuple[int, int]) -> bool:
        """A click on a row's label or value steps it round, as Enter does."""
        for key, row in self.rows.items():
            if row.rect.collidepoint(pos):
                self.focus.focus(row)
                self.step(key, 1, True)
                return True
        return False

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)

    def covers(self, size: tuple[int, int]) -> bool:
        return self._background is not None and self._background.get_size() == size

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            return
        surface.blit(self._background, (0, 0))
        for image, rect in self.headings:
            surface.blit(image, rect)
        focused = self.focus.focused if self.app.scenes.top is self else None
        for key, row in self.rows.items():
            row.draw_tint(surface, row is focused)
            row.draw_label(surface, self._labels[key], tr(row.row.label))
            value = self.value_text(key)
            row.draw_value(surface, render(value, self._value_px[key], GOLD, bold=True), value)
        for button in self._all_buttons():
            button.draw(surface)
        for row in self.rows.values():
            draw_signs(surface, row.minus, row.plus)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
