"""House rules: every option of the chosen game on top of its preset, in a modal overlay opened from the menu.

The options, their values and their texts come from the game's spec (game/<game>/options.py); `RuleSet`
(scenes/menu/rule_set.py) holds the choices. `HouseRulesPanel` shows one row per option (label, explanation, −,
value, +) in a scrolling list; a gold dot marks a rule that differs from the preset.
Keyboard and gamepad move with up/down and change the focused rule with left/right; the mouse uses − and +.
Each row's "?" (or F1 / Ⓨ on the focused row) opens the rules at that option (scenes/menu/rule_help.py).
The rows are drawn in house_rule_row.py, scroll in rule_list.py, and the legend above them is house_rules_legend.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.i18n import tr
from scenes.menu import rule_help
from scenes.menu.house_rule_row import HouseRuleRow, row_image
from scenes.menu.house_rules_legend import legend_image
from scenes.menu.rule_list import RuleList
from scenes.menu.rule_set import RuleSet, explanation, preset_label
from scenes.ui.actions import Action, InputAction
from scenes.ui.decor import draw_signs
from scenes.ui.dialog import FocusDialog
from scenes.ui.legibility import readable_px
from scenes.ui.option_labels import only_with, value_label
from scenes.ui.scale import scaled
from scenes.ui.text import fitted_size
from scenes.ui.theme import button_id, modal_shade, titled_dialog

if TYPE_CHECKING:
    from scenes.core.scene import Host


class HouseRulesPanel(FocusDialog):
    """A modal overlay over the menu that edits a `RuleSet` in place; closes on Done, CANCEL or MENU."""

    has_hint_line = True

    def __init__(self, app: Host, rules: RuleSet) -> None:
        super().__init__(app)
        self.rules = rules
        self.options = rules.spec.house_rules
        self.rows: dict[str, HouseRuleRow] = {}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._shade: pygame_gui.elements.UIPanel | None = None
        self._list: RuleList | None = None
        self._legend: pygame_gui.elements.UIImage | None = None
        self._hint: pygame_gui.elements.UIImage | None = None
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
        button_h, hint_h = scaled(size, 60, 32), rule_help.hint_height(self.app)
        inner_w = box.width - 2 * pad - 4
        title_rect = pygame.Rect(pad, pad // 2, inner_w, title_h)
        panel = titled_dialog(ui, self._shade, box, tr("House rules"), title_rect, scaled(size, 40, 18), opaque=True)
        legend_rect = pygame.Rect(pad, pad // 2 + title_h, inner_w, legend_h)
        legend = legend_image(legend_rect.size, self.rules, readable_px(size))
        self._legend = pygame_gui.elements.UIImage(legend_rect, legend, ui, container=panel)
        view = pygame.Rect(pad, legend_rect.bottom + pad // 2, inner_w, 0)
        view.height = box.height - 4 - view.top - button_h - pad - pad // 2 - hint_h
        notes = [only_with(self.rules.spec, option) for option in self.options if option.applies_with is not None]
        self._list = rule_list = RuleList(self.app, panel, view, self.options, self._step, notes)
        self.rows = rule_list.rows
        self._build_buttons(panel, pygame.Rect(pad, view.bottom + pad // 2, inner_w, button_h))
        hint_rect = pygame.Rect(pad, view.bottom + pad // 2 + button_h + pad // 4, inner_w, hint_h)
        self._hint = pygame_gui.elements.UIImage(hint_rect, rule_help.hint_image(self.app, hint_rect.size), ui,
                                                 container=panel)  # fmt: skip
        self.focus.set_rows([[row] for row in self.rows.values()] + [list(self.buttons.values())])
        scroll, key = self._keep
        target = self.rows.get(key or "") or self.buttons.get(key or "")
        if target is not None:
            self.focus.focus(target)
        spare = rule_list.content_h - rule_list.view_rect.height
        if isinstance(target, HouseRuleRow):
            rule_list.reveal(target.key, round(scroll * spare))  # the new size may hide the focused rule
        elif scroll:
            rule_list.scroll_to(scroll)
        self._sync()  # after the focus is back: the focused row is drawn tinted

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

    # --- state ------------------------------------------------------------------------------------------------

    def _step(self, key: str, direction: int, wrap: bool) -> None:
        if self.rules.step(key, direction, wrap):
            self._sync()

    def reset(self) -> None:
        self.rules.reset()
        self._sync()

    def _sync(self) -> None:
        """Redraw every row and the legend, and enable −, + and Reset where they would do something."""
        if self._list is None:
            return
        style = self._list.style
        focused = self.focus.focused
        for key, row in self.rows.items():
            value = self.rules.value(key)
            applies = self.rules.applies(key)
            note = explanation(row.option, value) if applies else only_with(self.rules.spec, row.option)
            image = row_image(row.image.rect.size, style, tr(row.option.label), note, value_label(row.option, value),
                              self.rules.differs(key), row is focused, dimmed=not applies)  # fmt: skip
            row.image.set_image(image)
            row.sync(self.rules.can_step)
        if self._legend is not None:
            self._legend.set_image(legend_image(self._legend.rect.size, self.rules, readable_px(self.app.size)))
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
        return self._list.view_rect if self._list is not None else pygame.Rect(0, 0, 0, 0)

    @property
    def scroll_position(self) -> float:
        """0 at the top, 1 at the bottom."""
        return self._list.scroll_position if self._list is not None else 0.0

    def _reveal(self, key: str) -> None:
        """Scroll the least distance that shows the row of `key` and its ring."""
        if self._list is not None:
            self._list.reveal(key)

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        """Every action is used up here (the panel is modal)."""
        kind = action.action
        if kind is Action.GAME and rule_help.is_help(action.name):
            self.explain(self.focus.focused)
            return
        if kind is Action.POINT_MOVE and action.pos is not None and not self._pointable(action.pos):
            return  # over the title or a row scrolled out of sight: nothing to focus
        before = self.focus.focused
        super().handle(action)
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
            self.dismiss()

    def explain(self, widget: object) -> None:
        """The rules panel at `widget`'s option (a row; anything else: the rules from the top), the row focused."""
        if isinstance(widget, HouseRuleRow):
            self.focus.focus(widget)
            self._reveal(widget.key)
        rule_help.open_rule_help(self.app, self.rules.spec, widget.key if isinstance(widget, HouseRuleRow) else None)

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        super().update(dt_ms)
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
