"""House rules: every option of the chosen game on top of its preset, in a modal overlay opened from the menu.

The options, their values and their texts come from the game's spec (game/<game>/options.py); `RuleSet`
(scenes/menu/rule_set.py) holds the choices. `HouseRulesPanel` shows one row per option (label, explanation, −,
value, +) in a scrolling list; a gold dot marks a rule that differs from the preset.
Keyboard and gamepad move with up/down and change the focused rule with left/right; the mouse uses − and +.
Each row's "?" (or F1 / Ⓨ on the focused row) opens the rules at that option (scenes/menu/rule_help.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame
import pygame_gui

from game.core.options import OptionSpec
from game.i18n import tr, trn
from scenes.core.scene import Scene
from scenes.menu import rule_help
from scenes.menu.rule_set import RuleSet, explanation, preset_label, value_label
from scenes.ui import overflow
from scenes.ui.decor import ROW_FOCUS_TINT, ROW_TINT, draw_signs, gold_dot, stepper_radius
from scenes.ui.focus import RING_GAP, RING_WIDTH, FocusRing, SteppingRow
from scenes.ui.input import Action, InputAction
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, font, render, shadow_offset
from scenes.ui.theme import button_id, font_id, modal_shade, titled_dialog
from scenes.ui.wrap import wrap

if TYPE_CHECKING:
    from scenes.core.app import App

EXPLANATION: Final = (178, 200, 184)
SCROLLBAR_W: Final = 20  # pygame_gui's scroll bar width
VIEW_MARGIN: Final = RING_GAP + RING_WIDTH + 3  # room for the focus ring inside the scrolling view


# --- drawing helpers --------------------------------------------------------------------------------------------


class RowStyle(NamedTuple):
    """Sizes shared by every row of one layout."""

    label_px: int
    explanation_px: int
    value_px: int
    text_left: int  # the dot sits in the margin left of this
    value_centre: int
    dot: int
    text_w: int  # the room of the label and the explanation, left of −
    value_w: int  # the room of the value, between − and +


def row_image(
    size: tuple[int, int], style: RowStyle, label: str, explanation: str, value: str, differs: bool, focused: bool
) -> pygame.Surface:
    """The still part of a row: tint, dot, label, explanation and value (− and + are buttons on top)."""
    height = size[1]
    image = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(image, ROW_FOCUS_TINT if focused else ROW_TINT, image.get_rect(), 0, max(4, height // 6))
    title = render(label, style.label_px, CREAM, bold=True)
    lines = explanation_lines(style, explanation)
    notes = [render(line, style.explanation_px, EXPLANATION) for line in lines]
    spacing = max(1, height // 24)
    top = (height - title.get_height() - spacing - sum(note.get_height() for note in notes)) // 2
    image.blit(title, (style.text_left, top))
    overflow.check("house rule", label, title.get_size(), (style.text_w, height))
    y = top + title.get_height() + spacing
    for line, note in zip(lines, notes, strict=True):
        image.blit(note, (style.text_left, y))
        overflow.check("house rule explanation", line, note.get_size(), (style.text_w, height))
        y += note.get_height()
    if differs:
        dot = gold_dot(style.dot)
        image.blit(dot, dot.get_rect(center=(style.text_left // 2, top + title.get_height() // 2)))
    shown = render(value, style.value_px, GOLD, bold=True)
    image.blit(shown, shown.get_rect(center=(style.value_centre, height // 2)))
    overflow.check("house rule value", value, shown.get_size(), (style.value_w, height))
    return image


def explanation_lines(style: RowStyle, text: str) -> list[str]:
    """The explanation on one line, or on two when it is longer than the room (a longer language); the room
    leaves space for the text's shadow."""
    return wrap(text, style.explanation_px, style.text_w - shadow_offset(style.explanation_px))


# --- the panel ------------------------------------------------------------------------------------------------


class HouseRuleRow(SteppingRow):
    """One rule in the panel: its drawn label and explanation, − and +."""

    def __init__(
        self,
        option: OptionSpec,
        image: pygame_gui.elements.UIImage,
        minus: pygame_gui.elements.UIButton,
        plus: pygame_gui.elements.UIButton,
        on_step: Callable[[str, int, bool], None],
        help: pygame_gui.elements.UIButton,
    ) -> None:
        super().__init__(option.name, minus, plus, on_step)
        self.option = option
        self.image = image
        self.help = help  # "?": this rule in the rules

    @property
    def rect(self) -> pygame.Rect:
        """Where the row is on screen now (it moves as the list scrolls)."""
        return pygame.Rect(self.image.rect)

    def alive(self) -> bool:
        return bool(self.image.alive())


class HouseRulesPanel(Scene):
    """A modal overlay over the menu that edits a `RuleSet` in place; closes on Done, CANCEL or MENU."""

    def __init__(self, app: App, rules: RuleSet) -> None:
        super().__init__(app)
        self.focus = FocusRing()
        self.rules = rules
        self.options = rules.spec.house_rules
        self.rows: dict[str, HouseRuleRow] = {}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._shade: pygame_gui.elements.UIPanel | None = None
        self._list: pygame_gui.elements.UIScrollingContainer | None = None
        self._legend: pygame_gui.elements.UIImage | None = None
        self._hint: pygame_gui.elements.UIImage | None = None
        self._style: RowStyle | None = None
        self._row_tops: dict[str, int] = {}
        self._row_h = 0
        self._content_h = 0
        self._shown_focus: object = None
        self._keep: tuple[float, str | None] = (0.0, None)  # scroll and focused key across a rebuild

    @property
    def is_open(self) -> bool:
        return self._shade is not None

    def enter(self) -> None:
        """Show the rules with the first one focused and the list at the top."""
        rule_help.bind_help_keys(self.app, True)
        self._kill()
        self._build()

    def exit(self) -> None:
        rule_help.bind_help_keys(self.app, False)
        self._kill()

    def close(self) -> None:
        self.app.scenes.remove(self)

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild for the new window size, keeping the scroll position and the focused widget."""
        if not self.is_open:
            return
        focused = self.focus.focused
        key = next((k for k, w in [*self.rows.items(), *self.buttons.items()] if w is focused), None)
        self._keep = (self.scroll_position, key)
        self._kill()
        self._build()

    def _kill(self) -> None:
        if self._shade is not None:
            self._shade.kill()
        self._shade = self._list = self._legend = self._hint = None
        self.rows, self.buttons = {}, {}
        self.focus.set_rows([])

    # --- building ---------------------------------------------------------------------------------------------

    def _build(self) -> None:
        ui = self.app.ui
        size = self.app.size
        width, height = size
        self._shade = modal_shade(ui, size, 0xB0)
        box = pygame.Rect(0, 0, min(round(width * 0.96), scaled(size, 1240)), 0)
        box.height = min(round(height * 0.9), scaled(size, 1000))
        box.center = (width // 2, height // 2)
        pad = scaled(size, 26, 10)
        title_h, legend_h = scaled(size, 62, 30), scaled(size, 34, 18)
        button_h, hint_h = scaled(size, 60, 32), scaled(size, 28, 15)
        inner_w = box.width - 2 * pad - 4
        title_rect = pygame.Rect(pad, pad // 2, inner_w, title_h)
        panel = titled_dialog(ui, self._shade, box, tr("House rules"), title_rect, scaled(size, 40, 18), opaque=True)
        legend_rect = pygame.Rect(pad, pad // 2 + title_h, inner_w, legend_h)
        self._legend = pygame_gui.elements.UIImage(legend_rect, self._legend_image(legend_rect.size), ui,
                                                   container=panel)  # fmt: skip
        view = pygame.Rect(pad, legend_rect.bottom + pad // 2, inner_w, 0)
        view.height = box.height - 4 - view.top - button_h - pad - pad // 2 - hint_h
        self._build_list(panel, view)
        self._build_buttons(panel, pygame.Rect(pad, view.bottom + pad // 2, inner_w, button_h))
        hint_rect = pygame.Rect(pad, view.bottom + pad // 2 + button_h + pad // 4, inner_w, hint_h)
        self._hint = pygame_gui.elements.UIImage(hint_rect, rule_help.hint_image(self.app, hint_rect.size), ui,
                                                 container=panel)  # fmt: skip
        self.focus.set_rows([[row] for row in self.rows.values()] + [list(self.buttons.values())])
        scroll, key = self._keep
        target = self.rows.get(key or "") or self.buttons.get(key or "")
        if target is not None:
            self.focus.focus(target)
        spare = self._content_h - self.view_rect.height
        if isinstance(target, HouseRuleRow):
            self._reveal(target.key, round(scroll * spare))  # the new size may hide the focused rule
        elif scroll:
            self._scroll_to(scroll)
        self._sync()  # after the focus is back: the focused row is drawn tinted

    def _build_list(self, panel: pygame_gui.elements.UIPanel, view: pygame.Rect) -> None:

        ui = self.app.ui
        size = self.app.size
        row_h, gap = scaled(size, 66, 42), scaled(size, 6, 3)
        count = len(self.options)
        labels = [tr(option.label) for option in self.options]
        notes = [explanation(option, v) for option in self.options for v in option.values()]
        values = [value_label(option, v) for option in self.options for v in option.values()]
        side = min(scaled(size, 50, 28), row_h - 10)
        row_w = view.width - 2 * VIEW_MARGIN - SCROLLBAR_W  # the text's room leaves space for a scroll bar
        value_room = scaled(size, 230, 112) - side // 3
        value_floor = scaled(size, 18, 12)
        widest_value = max(font(value_floor, bold=True).size(value)[0] for value in values)
        value_w = min(max(value_room, widest_value), row_w // 3) + side // 3  # a longer language widens it
        end_margin = round(row_h * 0.2)
        plus_left = row_w - side - end_margin
        minus_left = plus_left - value_w - side
        text_left = scaled(size, 34, 20)
        text_w = minus_left - text_left - scaled(size, 16, 8) - rule_help.help_room(size, side)
        note_floor = scaled(size, 15, 11)
        one_line = [note for note in notes if font(note_floor).size(note)[0] <= text_w]
        style = RowStyle(
            label_px=fitted_size(labels, text_w, scaled(size, 25, 13)),
            explanation_px=fitted_size(one_line, text_w, scaled(size, 19, 11), bold=False) if one_line else note_floor,
            value_px=fitted_size(values, value_w - side // 3, scaled(size, 25, 13), minimum=value_floor),
            text_left=text_left,
            value_centre=minus_left + side + value_w // 2,
            dot=scaled(size, 14, 8),
            text_w=text_w,
            value_w=value_w,
        )
        lines = max(len(explanation_lines(style, note)) for note in notes)
        if lines > 1:  # a longer language: the rows grow to hold the explanations that wrap
            needed = font(style.label_px, bold=True).get_linesize() + lines * font(style.explanation_px).get_linesize()
            row_h = max(row_h, needed + max(1, row_h // 24) + 2 * max(2, row_h // 12))
        self._row_h = row_h
        self._style = style
        self._content_h = 2 * VIEW_MARGIN + count * row_h + (count - 1) * gap
        scrolls = self._content_h > view.height
        self._list = pygame_gui.elements.UIScrollingContainer(view, ui, container=panel, allow_scroll_x=False)
        self._list.set_scrollable_area_dimensions((view.width, max(self._content_h, view.height)))
        row_w = view.width - 2 * VIEW_MARGIN - (SCROLLBAR_W if scrolls else 0)
        plus_left = row_w - side - end_margin
        minus_left = plus_left - value_w - side
        style = style._replace(value_centre=minus_left + side + value_w // 2)
        self._style = style
        radius = stepper_radius(size, side)
        button_object = font_id(ui, self._style.label_px, radius=radius)
        container = self._list
        self.rows, self._row_tops = {}, {}
        for i, option in enumerate(self.options):
            top = VIEW_MARGIN + i * (row_h + gap)
            rect = pygame.Rect(VIEW_MARGIN, top, row_w, row_h)
            image = pygame_gui.elements.UIImage(rect, pygame.Surface(rect.size, pygame.SRCALPHA), ui,
                                                container=container)  # fmt: skip
            y = top + (row_h - side) // 2
            minus = pygame_gui.elements.UIButton(pygame.Rect(rect.left + minus_left, y, side, side), "", ui,
                                                 container=container, object_id=button_object)  # fmt: skip
            plus = pygame_gui.elements.UIButton(pygame.Rect(rect.left + plus_left, y, side, side), "", ui,
                                                container=container, object_id=button_object)  # fmt: skip
            help_left = rect.left + minus_left - rule_help.help_room(size, side)
            helps = rule_help.help_button(ui, container, pygame.Rect(help_left, y, side, side), button_object)
            self.rows[option.name] = HouseRuleRow(option, image, minus, plus, self._step, helps)
            self._row_tops[option.name] = top

    def _build_buttons(self, panel: pygame_gui.elements.UIPanel, row: pygame.Rect) -> None:

        ui = self.app.ui
        size = self.app.size
        gap = scaled(size, 20, 8)
        button_w = min(scaled(size, 380, 160), (row.width - gap) // 2)
        left = row.centerx - gap // 2 - button_w
        reset_text = tr("Reset to {preset}", preset=preset_label(self.rules.spec, self.rules.preset))
        pixels = fitted_size([reset_text, tr("Done")], button_w - row.height // 2, scaled(size, 28, 14))
        self.buttons = {
            "reset": pygame_gui.elements.UIButton(
                pygame.Rect(left, row.top, button_w, row.height), reset_text, ui, container=panel,
                object_id=button_id(ui, size, pixels),
            ),
            "done": pygame_gui.elements.UIButton(
                pygame.Rect(row.centerx + gap // 2, row.top, button_w, row.height), tr("Done"), ui, container=panel,
                object_id=button_id(ui, size, pixels, "@primary"),
            ),
        }  # fmt: skip

    def _legend_image(self, size: tuple[int, int]) -> pygame.Surface:
        """The legend: "● changed from the Kuckuck rules" on the left, how many rules differ on the right."""
        width, height = size
        image = pygame.Surface(size, pygame.SRCALPHA)
        pixels = max(11, round(height * 0.6))
        dot = gold_dot(max(8, round(pixels * 0.62)))
        text = render(
            tr("Changed from the {preset} rules", preset=preset_label(self.rules.spec, self.rules.preset)),
            pixels,
            CREAM,
        )
        image.blit(dot, dot.get_rect(midleft=(0, height // 2)))
        image.blit(text, text.get_rect(midleft=(dot.get_width() + pixels // 2, height // 2)))
        shown = render(self.status_text(), pixels, GOLD, bold=True)
        image.blit(shown, shown.get_rect(midright=(width, height // 2)))
        return image

    def status_text(self) -> str:
        """The legend's right side: any change makes the rule set a custom one (named after its preset)."""
        changed = len(self.rules.house_changes)
        return trn("Custom: {n} rule changed", "Custom: {n} rules changed", changed) if changed else tr("No changes")

    # --- state ------------------------------------------------------------------------------------------------

    def _step(self, key: str, direction: int, wrap: bool) -> None:
        if self.rules.step(key, direction, wrap):
            self._sync()

    def reset(self) -> None:
        self.rules.reset()
        self._sync()

    def _sync(self) -> None:
        """Redraw every row and the legend, and enable −, + and Reset where they would do something."""
        style = self._style
        if style is None:
            return
        focused = self.focus.focused
        for key, row in self.rows.items():
            value = self.rules.value(key)
            image = row_image(row.image.rect.size, style, tr(row.option.label), explanation(row.option, value),
                              value_label(row.option, value), self.rules.differs(key), row is focused)  # fmt: skip
            row.image.set_image(image)
            row.sync(self.rules.can_step)
        if self._legend is not None:
            self._legend.set_image(self._legend_image(self._legend.rect.size))
        reset = self.buttons.get("reset")
        if reset is not None:
            if self.rules.house_changes:
                reset.enable()
            else:
                reset.disable()
        self._shown_focus = focused

    # --- scrolling --------------------------------------------------------------------------------------------

    @property
    def view_rect(self) -> pygame.Rect:
        """The visible part of the list, on screen."""
        return pygame.Rect(self._list.rect) if self._list is not None else pygame.Rect(0, 0, 0, 0)

    def _offset(self) -> int:
        if self._list is None:
            return 0
        return self._list.rect.top - self._list.get_container().rect.top

    @property
    def scroll_position(self) -> float:
        """0 at the top, 1 at the bottom."""
        spare = self._content_h - self.view_rect.height
        return self._offset() / spare if spare > 0 else 0.0

    def _scroll_to(self, position: float) -> None:
        """Scroll so that `position` (0 top … 1 bottom) of the spare height is above the view."""
        bar = self._list.vert_scroll_bar if self._list is not None else None
        spare = self._content_h - self.view_rect.height
        if bar is None or spare <= 0:
            return
        offset = round(max(0.0, min(position, 1.0)) * spare)
        bar.set_scroll_from_start_percentage(offset / self._content_h)

    def _reveal(self, key: str, offset: int | None = None) -> None:
        """Scroll the least distance from `offset` (now: the current one) that shows the row and its ring."""
        spare = self._content_h - self.view_rect.height
        if spare <= 0:
            return
        current = self._offset()
        offset = current if offset is None else offset
        top = self._row_tops[key] - VIEW_MARGIN
        bottom = self._row_tops[key] + self._row_h + VIEW_MARGIN
        if top < offset:
            offset = top
        elif bottom > offset + self.view_rect.height:
            offset = bottom - self.view_rect.height
        if offset != current:
            self._scroll_to(offset / spare)

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        """Every action is used up here (the panel is modal)."""
        kind = action.action
        if kind in (Action.CANCEL, Action.MENU):
            self.close()
            return
        if kind is Action.GAME and rule_help.is_help(action.name):
            self.explain(self.focus.focused)
            return
        if kind is Action.POINT_MOVE and action.pos is not None and not self._pointable(action.pos):
            return  # over the title or a row scrolled out of sight: nothing to focus
        before = self.focus.focused
        self.focus.handle(action)
        focused = self.focus.focused
        if focused is not before and isinstance(focused, HouseRuleRow) and kind is not Action.POINT_MOVE:
            self._reveal(focused.key)

    def _pointable(self, pos: tuple[int, int]) -> bool:
        return self.view_rect.collidepoint(pos) or any(b.rect.collidepoint(pos) for b in self.buttons.values())

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        for key, row in self.rows.items():
            if element is row.help:
                self.explain(row)
                return
            if element is row.minus or element is row.plus:
                self.focus.focus(row)
                self._step(key, -1 if element is row.minus else 1, False)
                return
        if element is self.buttons.get("reset"):
            self.reset()
        elif element is self.buttons.get("done"):
            self.close()

    def explain(self, widget: object) -> None:
        """The rules panel at `widget`'s option (a row; anything else: the rules from the top), the row focused."""
        if isinstance(widget, HouseRuleRow):
            self.focus.focus(widget)
            self._reveal(widget.key)
        rule_help.open_rule_help(self.app, self.rules.spec, widget.key if isinstance(widget, HouseRuleRow) else None)

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        if self.focus.focused is not self._shown_focus:
            self._sync()  # the row tint follows the focus

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """After the UI: the − and + signs and the focus ring, clipped to the list where they are in it."""
        clip = surface.get_clip()
        surface.set_clip(self.view_rect)
        for row in self.rows.values():
            if row.rect.colliderect(self.view_rect):
                draw_signs(surface, row.minus, row.plus)
        if not isinstance(self.focus.focused, HouseRuleRow):
            surface.set_clip(clip)
        self.focus.draw(surface)
        surface.set_clip(clip)
