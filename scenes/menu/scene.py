"""The title screen: pick the game and the table's settings, then start, continue, read the rules or quit.

Every setting is a stepper row (label, −, value, +). The keyboard and gamepad move between rows with up/down and
change the focused row's value with left/right; the mouse uses the − and + buttons, which the screen draws itself
(scenes/ui/drawn_button.py). The choices live in a `MenuChoices` object (scenes/menu/choices.py) that survives
rebuilding the widgets. The House rules button opens the panel of scenes/menu/house_rules.py; the choices are read from
the settings file (scenes/settings.py) when the menu first shows, and written when a match starts or the house
rules panel closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame

from game.i18n import tr, trn
from game.lobby import MatchSetup
from scenes.core.scene import Scene
from scenes.menu.choices import LEVEL_LABELS, SETTING_LABELS, MenuChoices, setup_for_saved
from scenes.menu.rule_catalogue import PRESET_LABELS
from scenes.ui.decor import (
    ROW_FOCUS_TINT,
    ROW_TINT,
    control_hints,
    draw_panel,
    draw_signs,
    felt_background,
    gold_dot,
    gold_title,
    hint_line,
    rounded_tint,
    stepper_radius,
)
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.focus import FocusRing, SteppingRow
from scenes.ui.input import Action, InputAction
from scenes.ui.scale import scaled, ui_scale
from scenes.ui.text import CREAM, GOLD, fitted_size, render

if TYPE_CHECKING:
    from scenes.cards.card_art import CardArt
    from scenes.core.app import App
    from scenes.menu.house_rules import HouseRulesPanel
    from scenes.ui.rules_panel import RulesPanel

FAN_LEFT: Final = ("AS", "2H", "3C")  # the cards nobody wants to hold …
FAN_RIGHT: Final = ("KD", "KS", "KH")  # … and the ones that call "Kuckuck!"


# --- a stepper row, focusable as a whole ----------------------------------------------------------------------


class StepperRow(SteppingRow):
    """Label, −, value, +: one setting of the menu."""

    def __init__(
        self,
        key: str,
        rect: pygame.Rect,
        minus: DrawnButton,
        plus: DrawnButton,
        on_step: Callable[[str, int, bool], None],
    ) -> None:
        super().__init__(key, minus, plus, on_step)
        self.rect = rect

    def alive(self) -> bool:
        return bool(self.plus.alive())

    def value_center(self) -> tuple[int, int]:
        return (self.minus.rect.right + self.plus.rect.left) // 2, self.rect.centery


# --- a game tile -----------------------------------------------------------------------------------------------


class GameTile(NamedTuple):
    """A game on the menu: the chosen one lit up, the ones still to come greyed out."""

    rect: pygame.Rect
    text: str
    pixels: int
    chosen: bool

    def draw(self, surface: pygame.Surface) -> None:
        fill, rim, ink = (
            ((60, 122, 87), (255, 217, 122), (255, 255, 255))
            if self.chosen
            else ((26, 38, 32), (60, 74, 66), (111, 125, 116))
        )
        radius = max(6, self.rect.height // 4)
        pygame.draw.rect(surface, fill, self.rect, 0, radius)
        pygame.draw.rect(surface, rim, self.rect, 2, radius)
        label = render(self.text, self.pixels, ink, bold=True, shadow=self.chosen)
        surface.blit(label, label.get_rect(center=self.rect.center))


# --- the scene ------------------------------------------------------------------------------------------------


class MenuScene(Scene):
    def __init__(self, app: App, initial: MatchSetup | None = None) -> None:
        super().__init__(app)
        self.choices = MenuChoices.from_setup(initial) if initial is not None else MenuChoices()
        self.focus = FocusRing()
        self._rules: RulesPanel | None = None  # the dialogs need pygame_gui: built when first opened
        self._house: HouseRulesPanel | None = None
        self._choices_from_settings = initial is None  # a "back to the menu" from the results keeps that match's
        self._art: CardArt | None = None
        self.rows: dict[str, StepperRow] = {}
        self.buttons: dict[str, DrawnButton] = {}
        self.tiles: dict[str, GameTile] = {}
        self._focus_key = "start"
        self._background: pygame.Surface | None = None
        self._decor: list[tuple[pygame.Surface, pygame.Rect]] = []
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._texts: dict[str, tuple[pygame.Surface, tuple[int, int]]] = {}
        self._summary_centre = (0, 0)
        self._value_px = 0
        self._label_px = 0

    def setup(self) -> MatchSetup:
        """The match the Start button would begin."""
        return self.choices.setup()

    @property
    def rules(self) -> RulesPanel:
        if self._rules is None:
            from scenes.ui.rules_panel import RulesPanel

            self._rules = RulesPanel(self.app, on_close=self._rules_closed)
        return self._rules

    @property
    def house(self) -> HouseRulesPanel:
        if self._house is None:
            from scenes.menu.house_rules import HouseRulesPanel

            self._house = HouseRulesPanel(self.app, on_close=self._house_closed)
        return self._house

    def _dialogs(self) -> list[RulesPanel | HouseRulesPanel]:
        """The dialogs built so far; the house rules first (it can open the rules over itself)."""
        return [dialog for dialog in (self._house, self._rules) if dialog is not None]

    def _open_dialog(self) -> RulesPanel | HouseRulesPanel | None:
        return next((dialog for dialog in self._dialogs() if dialog.is_open), None)

    # --- building --------------------------------------------------------------------------------------------

    def enter(self) -> None:
        if self._choices_from_settings:
            self._choices_from_settings = False
            self.choices = MenuChoices.from_settings(self.app.settings)
        size = self.app.size
        width, height = size
        s = ui_scale(size)

        title = gold_title(tr("Kuckuck & Co."), scaled(size, 132, 40))
        tagline = render(tr("One card each. Keep it, or swap it. Don't be caught with the lowest!"),
                         scaled(size, 28, 13), (226, 236, 214))  # fmt: skip
        hints = hint_line(control_hints(self.app, change=True), scaled(size, 20, 12), (206, 222, 204))

        pad = round(28 * s)
        tile_h, row_h, row_gap = round(62 * s), round(62 * s), round(8 * s)
        start_h, small_h = round(84 * s), round(62 * s)
        summary_h = round(52 * s)
        panel_h = 2 * pad + tile_h + round(22 * s) + 5 * (row_h + row_gap) + summary_h + start_h + round(14 * s)
        panel_h += small_h
        panel_w = round(min(width * 0.92, 900 * s))
        gap_title = round(10 * s)
        block_h = title.get_height() + gap_title + tagline.get_height() + round(30 * s) + panel_h
        free = height - hints.get_height() - round(30 * s)
        top = max(round(10 * s), (free - block_h) // 2)

        title_pos = (width // 2, top + title.get_height() // 2)
        tagline_pos = (width // 2, top + title.get_height() + gap_title + tagline.get_height() // 2)
        self._panel = pygame.Rect(0, 0, panel_w, panel_h)
        self._panel.midtop = (width // 2, tagline_pos[1] + tagline.get_height() // 2 + round(30 * s))
        self._texts = {
            "title": (title, title_pos),
            "tagline": (tagline, tagline_pos),
            "hints": (hints, (width // 2, height - round(22 * s) - hints.get_height() // 2)),
        }
        inner = self._panel.inflate(-2 * pad, -2 * pad)
        y = inner.top
        self._build_tiles(pygame.Rect(inner.left, y, inner.width, tile_h))
        y += tile_h + round(22 * s)
        self._build_rows(inner, y, row_h, row_gap)
        y += 5 * (row_h + row_gap)
        self._summary_centre = (inner.centerx, y + summary_h // 2 - row_gap // 2)
        y += summary_h
        self._build_buttons(inner, y, start_h, small_h, round(14 * s))
        self._build_decor(size)
        self._bake_background(felt_background(size))
        self.focus.set_rows(
            [[row] for row in self.rows.values()]
            + [[b for key, b in self.buttons.items() if key in ("start", "continue")]]
            + [[self.buttons["house"], self.buttons["rules"], self.buttons["quit"]]]
        )
        self._sync()
        self._focus_by_key(self._focus_key)

    def _button(
        self,
        rect: pygame.Rect,
        text: str,
        pixels: int,
        on_press: Callable[[], None],
        look: Look = "plain",
        radius: int | None = None,
    ) -> DrawnButton:
        radius = scaled(self.app.size, 14, 6) if radius is None else radius
        return DrawnButton(rect, text, pixels, on_press, radius=radius, look=look)

    def _build_tiles(self, row: pygame.Rect) -> None:
        """The game choice. Kuckuck is the only game yet, so the tiles are drawn, not buttons: nothing to press."""
        gap = max(6, row.height // 5)
        tile_w = (row.width - 2 * gap) // 3
        texts = {
            "kuckuck": tr("Kuckuck"),
            "hearts": tr("Hearts — coming soon"),
            "euchre": tr("Euchre — coming soon"),
        }
        pixels = fitted_size(list(texts.values()), tile_w - row.height // 2, round(row.height * 0.34))
        self.tiles = {}
        for i, (key, text) in enumerate(texts.items()):
            rect = pygame.Rect(row.left + i * (tile_w + gap), row.top, tile_w, row.height)
            chosen = key == "kuckuck"
            self.tiles[key] = GameTile(rect, text, round(row.height * 0.4) if chosen else pixels, chosen)

    def _build_rows(self, inner: pygame.Rect, top: int, row_h: int, gap: int) -> None:
        size = self.app.size
        side = row_h - round(row_h * 0.14)
        value_w = scaled(size, 290, 120)
        self._label_px = round(row_h * 0.46)
        values = [tr(label) for label in (*LEVEL_LABELS.values(), *PRESET_LABELS.values())]
        self._value_px = fitted_size(values, value_w - side // 3, round(row_h * 0.5))
        self.rows = {}
        for i, key in enumerate(SETTING_LABELS):
            rect = pygame.Rect(inner.left, top + i * (row_h + gap), inner.width, row_h)
            plus_rect = pygame.Rect(rect.right - side - round(row_h * 0.12), rect.centery - side // 2, side, side)
            minus_rect = plus_rect.move(-value_w - side, 0)
            radius = stepper_radius(size, side)
            minus = self._button(minus_rect, "", 0, self._stepper(key, -1), radius=radius)  # signs: drawn over
            plus = self._button(plus_rect, "", 0, self._stepper(key, 1), radius=radius)
            self.rows[key] = StepperRow(key, rect, minus, plus, self._step)

    def _stepper(self, key: str, direction: int) -> Callable[[], None]:
        """What the − or + of a row does when clicked: focus the row and step its value."""

        def press() -> None:
            self.focus.focus(self.rows[key])
            self._step(key, direction, False)

        return press

    def _build_buttons(self, inner: pygame.Rect, top: int, start_h: int, small_h: int, gap: int) -> None:
        size = self.app.size
        has_save = self.app.saves.has_save()
        self.buttons = {}
        big_px, small_px = scaled(size, 34, 15), scaled(size, 26, 13)
        if has_save:
            half = (inner.width - gap) // 2
            self.buttons["start"] = self._button(
                pygame.Rect(inner.left, top, half, start_h), tr("Start"), big_px, self.start, "primary"
            )
            self.buttons["continue"] = self._button(
                pygame.Rect(inner.right - half, top, half, start_h), tr("Continue"), big_px, self.resume_saved
            )
        else:
            start_w = round(inner.width * 0.62)
            self.buttons["start"] = self._button(
                pygame.Rect(inner.centerx - start_w // 2, top, start_w, start_h),
                tr("Start"),
                big_px,
                self.start,
                "primary",
            )
        y = top + start_h + gap
        small_w = (inner.width - 2 * gap) // 3
        labels = {"house": tr("House rules"), "rules": tr("Rules"), "quit": tr("Quit")}
        actions = {"house": self.open_house_rules, "rules": self.open_rules, "quit": self.app.quit}
        small_px = fitted_size(list(labels.values()), small_w - small_h // 2, small_px)
        for i, (key, text) in enumerate(labels.items()):
            rect = pygame.Rect(inner.centerx - small_w // 2 + (i - 1) * (small_w + gap), y, small_w, small_h)
            self.buttons[key] = self._button(rect, text, small_px, actions[key])

    def _build_decor(self, size: tuple[int, int]) -> None:
        """Two small fans of cards beside the panel, when there is room for them."""
        self._decor = []
        width = size[0]
        side = (width - self._panel.width) // 2
        card_w = min(round(side * 0.42), scaled(size, 150, 20))
        if card_w < 48:
            return
        if self._art is None:
            from scenes.cards.card_art import CardArt

            self._art = CardArt()
        art = self._art
        shadow = art.shadow(card_w)
        for cards, cx, tilt in ((FAN_LEFT, side // 2, 1), (FAN_RIGHT, width - side // 2, -1)):
            cy = self._panel.centery - round(card_w * 0.15)
            for i, card in enumerate(cards):
                offset = i - (len(cards) - 1) / 2
                angle = tilt * 8 - offset * 16  # counter-clockwise degrees
                pivot = (cx + offset * card_w * 0.42, cy + abs(offset) * card_w * 0.12)
                image = art.rotated(card, card_w, angle)
                self._decor.append((shadow, shadow.get_rect(center=(round(pivot[0] + 6), round(pivot[1] + 10)))))
                self._decor.append((image, image.get_rect(center=(round(pivot[0]), round(pivot[1])))))

    def _bake_background(self, felt: pygame.Surface) -> None:
        """Draw everything that stands still (cards, titles, panel) once, onto `felt`: the background."""
        background = self._background = felt
        for image, rect in self._decor:
            background.blit(image, rect)
        for image, centre in self._texts.values():
            background.blit(image, image.get_rect(center=centre))
        draw_panel(background, self._panel, max(8, self._panel.height // 36))
        for tile in self.tiles.values():
            tile.draw(background)

    def exit(self) -> None:
        for dialog in self._dialogs():
            dialog.close()
        self._kill_widgets()

    def _kill_widgets(self) -> None:
        for widget in self.buttons.values():
            widget.kill()
        for row in self.rows.values():
            row.minus.kill()
            row.plus.kill()
        self.tiles, self.buttons, self.rows = {}, {}, {}

    def resize(self, size: tuple[int, int]) -> None:
        self._rebuild()

    def _rebuild(self) -> None:
        """New widgets for the current window and save, with the same choices, focus and rules panel."""
        self._remember_focus()
        self._kill_widgets()
        self.enter()
        for dialog in self._dialogs():
            dialog.resize()  # rebuilt last, so they stay on top

    # --- state ----------------------------------------------------------------------------------------------

    def _step(self, key: str, direction: int, wrap: bool) -> None:
        self.choices.step(key, direction, wrap)
        self._sync()

    def _sync(self) -> None:
        for row in self.rows.values():
            row.sync(self.choices.can_step)

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        for key, widget in [*self.rows.items(), *self.buttons.items()]:
            if widget is focused:
                self._focus_key = key

    def _focus_by_key(self, key: str) -> None:
        widget = self.rows.get(key) or self.buttons.get(key) or self.buttons["start"]
        self.focus.focus(widget)
        self._focus_key = key if (key in self.rows or key in self.buttons) else "start"

    def _rules_closed(self) -> None:
        if "rules" in self.buttons:
            self.focus.focus(self.buttons["rules"])

    def _house_closed(self) -> None:
        self.save_settings()
        if "house" in self.buttons:
            self.focus.focus(self.buttons["house"])

    def save_settings(self) -> None:
        self.app.remember_settings(self.choices.to_settings(self.app.settings))

    # --- input ----------------------------------------------------------------------------------------------

    def _all_buttons(self) -> list[DrawnButton]:
        return [*self.buttons.values(), *(b for row in self.rows.values() for b in (row.minus, row.plus))]

    def handle(self, action: InputAction) -> None:
        if any(dialog.handle(action) for dialog in self._dialogs()):
            return
        if action.action in (Action.MENU, Action.CANCEL):
            self.focus.focus(self.buttons["quit"])  # never destructive: Quit still needs a confirm
            return
        if action.pos is not None:
            for button in self._all_buttons():  # a press may rebuild the menu: the list is taken first
                if button.pointer(action):
                    break
        self.focus.handle(action)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        any(dialog.on_ui_event(event) for dialog in self._dialogs())

    def open_house_rules(self) -> None:
        self.house.open(self.choices.rules)

    def open_rules(self) -> None:
        self.rules.open()

    def start(self) -> None:
        from scenes.table.shell import TableScene

        self.save_settings()
        self.app.switch(TableScene(self.app, self.setup()))

    def resume_saved(self) -> None:
        """Continue the saved match; a missing or damaged save is reported and the menu stays."""
        try:
            loaded = self.app.saves.load()
            if loaded is None:
                raise ValueError(tr("There is no saved match to continue."))
            match, seats = loaded
        except ValueError as error:
            self.app.toast(str(error))
            self._focus_key = "start"
            self._rebuild()  # the damaged save was set aside: Continue goes away
            return
        from scenes.table.shell import TableScene

        self.app.switch(TableScene(self.app, setup_for_saved(match, seats), resume=(match, seats)))

    # --- time and drawing -----------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        for dialog in self._dialogs():
            dialog.update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is not None:
            surface.blit(self._background, (0, 0))
        self._draw_rows(surface)
        for button in self._all_buttons():
            button.draw(surface)
        for row in self.rows.values():
            draw_signs(surface, row.minus, row.plus)
        summary = render(self.choices.summary(), max(12, self._label_px * 4 // 5), GOLD)
        surface.blit(summary, summary.get_rect(center=self._summary_centre))

    def _draw_rows(self, surface: pygame.Surface) -> None:
        focused = self.focus.focused if self._open_dialog() is None else None
        for key, row in self.rows.items():
            colour = ROW_FOCUS_TINT if row is focused else ROW_TINT
            surface.blit(rounded_tint(row.rect.size, colour, max(4, row.rect.height // 5)), row.rect)
            label = render(tr(SETTING_LABELS[key]), self._label_px, CREAM)
            label_rect = surface.blit(label, label.get_rect(midleft=(row.rect.left + row.rect.height // 3,
                                                                     row.rect.centery)))  # fmt: skip
            if key == "preset" and self.choices.rules.changes:
                self._draw_house_note(surface, label_rect, row)
            value = render(self.choices.value_text(key), self._value_px, GOLD, bold=True)
            surface.blit(value, value.get_rect(center=row.value_center()))

    def _draw_house_note(self, surface: pygame.Surface, label: pygame.Rect, row: StepperRow) -> None:
        """● 2 house rules: beside "Rule set" when the rules differ from the preset."""
        changed = len(self.choices.rules.changes)
        text = trn("{n} house rule", "{n} house rules", changed)
        note = render(text, max(11, self._label_px * 3 // 4), GOLD)
        dot = gold_dot(max(8, self._label_px // 2))
        left = label.right + self._label_px // 2
        if left + dot.get_width() + note.get_width() + self._label_px // 3 > row.minus.rect.left:
            return  # no room in a narrow window
        surface.blit(dot, dot.get_rect(midleft=(left, row.rect.centery)))
        surface.blit(note, note.get_rect(midleft=(left + dot.get_width() + self._label_px // 4, row.rect.centery)))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        dialog = self._open_dialog()
        if dialog is not None:
            dialog.draw_overlay(surface)
            return
        self.focus.draw(surface)
