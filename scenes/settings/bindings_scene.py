"""Controls…: every action with its keys and its gamepad buttons, one tab per context (everywhere, and each game's
table). Choosing a cell waits for the next key or gamepad button, which becomes that action's first one. A key or
button that another action of the same context already has is a conflict: the player keeps both, takes it from
the other action, or undoes. Conflicts stay marked in the list. Reset to defaults restores the shipped controls.
Every change is used at once and written to bindings.json in the data folder (scenes/settings/bindings_model.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from game.registry import spec_for
from scenes.core.scene import Scene
from scenes.settings.bindings_model import BindingsModel
from scenes.ui.action_entries import SHARED, Device, Entry, contexts, shown_values
from scenes.ui.actions import Action, InputAction
from scenes.ui.decor import ROW_FOCUS_TINT, ROW_TINT, draw_panel, felt_background, gold_title, hint_line, rounded_tint
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.scale import ui_scale
from scenes.ui.text import CREAM, GOLD, fitted_size, render

if TYPE_CHECKING:
    from scenes.core.scene import Host

CAPTURE_MS: Final = 6000  # waiting for a key or button gives up after this long (a gamepad has no Esc)
MOST_ROWS: Final = 10  # laid out for the longest list, so the screen never jumps between tabs
DEVICES: Final[tuple[Device, Device]] = ("keys", "buttons")
CONFLICT_RED: Final = (236, 96, 84)
SHORTCUT_KEYS: Final = frozenset(
    {pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE}
)


@dataclass
class Capture:
    entry: Entry
    left_ms: int = CAPTURE_MS


@dataclass(frozen=True)
class Pending:
    """A binding that shares its key or button with `others`: waiting for the player's answer."""

    entry: Entry
    device: Device
    value: str
    before: tuple[str, ...]
    others: tuple[Entry, ...]


def app_back_keys(app: Host) -> str:
    return app.input.prompt(Action.MENU)


def context_name(context: str) -> str:
    return tr("Everywhere") if context == SHARED else tr(spec_for(context).name)


class BindingsScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.model = BindingsModel(app.input.bindings, app.input.game_overrides)
        self.context = SHARED
        self.focus = FocusRing()
        self.capturing: Capture | None = None
        self.pending: Pending | None = None
        self.tabs: dict[str, DrawnButton] = {}
        self.cells: dict[tuple[str, Device], DrawnButton] = {}  # (entry name, device)
        self.buttons: dict[str, DrawnButton] = {}
        self.prompt_buttons: dict[str, DrawnButton] = {}
        self._background: pygame.Surface | None = None
        self._rows: list[tuple[Entry, pygame.Rect]] = []
        self._px = 12
        self._least = 12  # the readable text size (laid out in enter)
        self._notes_at = (0, 0)
        self._focus_key: tuple[str, str] = ("tab", SHARED)

    # --- building ---------------------------------------------------------------------------------------------

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        title = gold_title(tr("Controls"), round(80 * s))
        hint = (
            tr("Choose a cell, then press the new key or gamepad button")
            + "   ·   "
            + tr("{keys}: back", keys=app_back_keys(self.app))
        )
        hints = hint_line(hint, readable(size), (206, 222, 204))
        pad, row_h, gap = round(24 * s), round(54 * s), round(6 * s)
        tab_h, head_h, notes_h, bottom_h = round(58 * s), round(40 * s), round(58 * s), round(64 * s)
        panel = pygame.Rect(0, 0, round(1240 * s), 0)
        panel.height = 2 * pad + tab_h + gap + head_h + MOST_ROWS * (row_h + gap) + notes_h + bottom_h
        top = round(16 * s)
        panel.midtop = (width // 2, top + title.get_height() + round(10 * s))
        background = felt_background(size)
        background.blit(title, title.get_rect(midtop=(width // 2, top)))
        background.blit(hints, hints.get_rect(midbottom=(width // 2, height - round(10 * s))))
        draw_panel(background, panel, max(8, round(18 * s)))
        inner = panel.inflate(-2 * pad, -2 * pad)
        self._px = max(readable(size), round(row_h * 0.4))
        self._least = readable_px(size)
        radius = max(6, round(12 * s))

        names = {context: context_name(context) for context in contexts()}
        tab_w = (inner.width - (len(names) - 1) * gap) // len(names)
        tab_px = fitted_size(list(names.values()), tab_w - tab_h // 2, round(tab_h * 0.42))
        self.tabs = {}
        for i, (context, name) in enumerate(names.items()):
            rect = pygame.Rect(inner.left + i * (tab_w + gap), inner.top, tab_w, tab_h)
            chosen: Look = "primary" if context == self.context else "plain"
            self.tabs[context] = DrawnButton(rect, name, tab_px, self._tab(context), radius=radius, look=chosen)

        label_w = round(inner.width * 0.46)
        cell_w = (inner.width - label_w - 2 * gap) // 2
        heads_y = inner.top + tab_h + gap + head_h // 2
        for text, x in ((tr("Action"), inner.left + row_h // 3), (tr("Keyboard"), inner.left + label_w + gap),
                        (tr("Gamepad"), inner.left + label_w + 2 * gap + cell_w)):  # fmt: skip
            image = render(text, round(head_h * 0.55), GOLD, bold=True)
            background.blit(image, image.get_rect(midleft=(x, heads_y)))
        self._background = background

        self.cells, self._rows = {}, []
        y = inner.top + tab_h + gap + head_h
        for entry in self.model.entries[self.context]:
            rect = pygame.Rect(inner.left, y, inner.width, row_h)
            self._rows.append((entry, rect))
            for d, device in enumerate(DEVICES):
                cell = pygame.Rect(inner.left + label_w + gap + d * (cell_w + gap), y + gap // 2, cell_w, row_h - gap)
                text = shown_values(device, getattr(self.model.binding(entry), device), self.app.input.pad_layout())
                self.cells[(entry.name, device)] = DrawnButton(
                    cell, text, max(readable(size), round(row_h * 0.38)), self._start(entry), radius=radius
                )
            y += row_h + gap
        self._notes_at = (inner.left + row_h // 3, inner.top + tab_h + gap + head_h + MOST_ROWS * (row_h + gap))
        bottom = pygame.Rect(0, inner.bottom - bottom_h + gap, round(360 * s), bottom_h - gap)
        self.buttons = {}
        px = round(bottom_h * 0.36)
        for key, text, dx in (("reset", tr("Reset to defaults"), -1), ("back", tr("Back"), 1)):
            rect = bottom.copy()
            rect.center = (inner.centerx + dx * (bottom.width // 2 + gap), bottom.centery)
            action = self.reset if key == "reset" else self.close
            look: Look = "primary" if key == "back" else "plain"
            self.buttons[key] = DrawnButton(rect, text, px, action, radius=radius, look=look)
        self._build_prompt(panel, s, radius)
        self._set_focus_rows()

    def _build_prompt(self, panel: pygame.Rect, s: float, radius: int) -> None:
        self.prompt_buttons = {}
        if self.pending is None:
            return
        box = self.prompt_rect()
        labels = {"keep": tr("Keep both"), "take": tr("Move it here"), "undo": tr("Undo")}
        gap = round(16 * s)
        button_w = (box.width - 4 * gap) // 3
        px = fitted_size(list(labels.values()), button_w - gap, round(26 * s))
        for i, (key, text) in enumerate(labels.items()):
            rect = pygame.Rect(
                box.left + gap + i * (button_w + gap), box.bottom - gap - round(60 * s), button_w, round(60 * s)
            )
            self.prompt_buttons[key] = DrawnButton(
                rect, text, px, self._answer(key), radius=radius, look="primary" if key == "take" else "plain"
            )

    def prompt_rect(self) -> pygame.Rect:
        width, height = self.app.size
        s = ui_scale(self.app.size)
        box = pygame.Rect(0, 0, round(980 * s), round(230 * s))
        box.center = (width // 2, height // 2)
        return box

    def _set_focus_rows(self) -> None:
        if self.pending is not None:
            self.focus.set_widgets(list(self.prompt_buttons.values()))
            self.focus.focus(self.prompt_buttons["take"])
            return
        grid: list[list[DrawnButton]] = [list(self.tabs.values())]
        grid += [[self.cells[(entry.name, "keys")], self.cells[(entry.name, "buttons")]] for entry, _ in self._rows]
        grid.append([self.buttons["reset"], self.buttons["back"]])
        self.focus.set_rows(grid)
        self.focus.focus(self._widget(self._focus_key) or self.tabs[self.context])

    def _widget(self, key: tuple[str, str]) -> DrawnButton | None:
        kind, name = key
        if kind == "tab":
            return self.tabs.get(name)
        for device in DEVICES:
            if kind == device:
                return self.cells.get((name, device))
        return self.buttons.get(name)

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        for context, tab in self.tabs.items():
            if tab is focused:
                self._focus_key = ("tab", context)
        for (name, device), cell in self.cells.items():
            if cell is focused:
                self._focus_key = (device, name)
        for key, button in self.buttons.items():
            if button is focused:
                self._focus_key = ("button", key)

    def exit(self) -> None:
        for button in self._all_buttons():
            button.kill()
        self.tabs, self.cells, self.buttons, self.prompt_buttons = {}, {}, {}, {}

    def _rebuild(self) -> None:
        if self.pending is None:
            self._remember_focus()
        self.exit()
        self.enter()

    def resize(self, size: tuple[int, int]) -> None:
        self._rebuild()

    # --- what the buttons do ----------------------------------------------------------------------------------

    def _tab(self, context: str) -> Callable[[], None]:
        def show() -> None:
            self.show_context(context)

        return show

    def show_context(self, context: str) -> None:
        self.context = context
        self._focus_key = ("tab", context)
        self._rebuild()

    def _start(self, entry: Entry) -> Callable[[], None]:
        def start() -> None:
            self._remember_focus()
            self.capturing = Capture(entry)

        return start

    def _answer(self, key: str) -> Callable[[], None]:
        def answer() -> None:
            self.answer(key)

        return answer

    def bind(self, device: Device, value: str) -> None:
        """The key or button pressed while waiting: it becomes the action's first one (a conflict asks first)."""
        assert self.capturing is not None
        entry = self.capturing.entry
        self.capturing = None
        before = getattr(self.model.binding(entry), device)
        others = self.model.bind(entry, device, value)
        self._focus_key = (device, entry.name)
        if others:
            self.pending = Pending(entry, device, value, before, others)
        else:
            self.apply()
        self._rebuild()

    def answer(self, key: str) -> None:
        """The conflict's answer: keep both, take it from the other action(s), or undo."""
        pending = self.pending
        if pending is None:
            return
        self.pending = None
        if key == "take":
            self.model.take_from(pending.others, pending.device, pending.value)
        if key == "undo":
            self.model.set_values(pending.entry, pending.device, pending.before)
        else:
            self.apply()
        self._rebuild()

    def reset(self) -> None:
        self.model.reset()
        self.apply()
        self._rebuild()

    def apply(self) -> None:
        """Use the bindings now, and keep them for the next start."""
        self.app.input.rebind(self.model.shared(), self.model.games())
        try:
            self.model.save(self.app.bindings_path())
        except OSError as error:
            self.app.toast(tr("Your controls could not be saved ({error}).", error=error.strerror or error))

    def close(self) -> None:
        self.app.scenes.remove(self)

    # --- input ------------------------------------------------------------------------------------------------

    def capture(self, event: pygame.event.Event) -> bool:
        """While waiting: the next key or gamepad button is the new binding; Esc or a click gives up."""
        if self.capturing is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.capturing = None
            elif event.key in SHORTCUT_KEYS:
                self.app.toast(tr("Ctrl, Alt and the system key are kept for shortcuts."))
            elif pygame.key.name(event.key):
                self.bind("keys", pygame.key.name(event.key))
            return True
        name = self.app.input.button_name(event)
        if name is not None:
            self.bind("buttons", name)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.capturing = None
            return True
        return False

    def _all_buttons(self) -> list[DrawnButton]:
        return [*self.tabs.values(), *self.cells.values(), *self.buttons.values(), *self.prompt_buttons.values()]

    def _live_buttons(self) -> list[DrawnButton]:
        if self.pending is not None:
            return list(self.prompt_buttons.values())
        return [*self.tabs.values(), *self.cells.values(), *self.buttons.values()]

    def handle(self, action: InputAction) -> None:
        if self.capturing is not None:
            return
        if action.action in (Action.MENU, Action.CANCEL):
            if self.pending is not None:
                self.answer("undo")
            else:
                self.close()
            return
        if action.pos is not None:
            for button in self._live_buttons():
                if button.pointer(action):
                    return
        self.focus.handle(action)

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        if self.capturing is not None:
            self.capturing.left_ms -= dt_ms
            if self.capturing.left_ms <= 0:
                self.capturing = None

    def covers(self, size: tuple[int, int]) -> bool:
        return self._background is not None and self._background.get_size() == size

    def conflicted(self) -> set[tuple[str, Device]]:
        """The cells of this tab whose key or button another action of the context shares."""
        return {
            (entry.name, conflict.device)
            for conflict in self.model.conflicts(self.context)
            for entry in conflict.entries
            if entry.context == self.context
        }

    def conflict_lines(self) -> list[str]:
        lines = []
        for conflict in self.model.conflicts(self.context):
            value = shown_values(conflict.device, (conflict.value,), self.app.input.pad_layout())
            names = ", ".join(tr(entry.label) for entry in conflict.entries)
            lines.append(tr("{key} does two things here: {actions}", key=value, actions=names))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            return
        surface.blit(self._background, (0, 0))
        focused = self.focus.focused
        clashes = self.conflicted()
        for entry, rect in self._rows:
            mine = any(self.cells[(entry.name, d)] is focused for d in DEVICES)
            surface.blit(rounded_tint(rect.size, ROW_FOCUS_TINT if mine else ROW_TINT, max(4, rect.height // 5)), rect)
            room = self.cells[(entry.name, "keys")].rect.left - rect.left - rect.height // 2
            px = fitted_size([tr(entry.label)], room, self._px, bold=False)
            label = render(tr(entry.label), px, CREAM)
            surface.blit(label, label.get_rect(midleft=(rect.left + rect.height // 3, rect.centery)))
        for button in [*self.tabs.values(), *self.cells.values(), *self.buttons.values()]:
            button.draw(surface)
        for key in clashes:
            pygame.draw.rect(surface, CONFLICT_RED, self.cells[key].rect.inflate(4, 4), 3, self.cells[key].radius + 2)
        x, y = self._notes_at
        for line in self.conflict_lines()[:2]:
            image = render(line, max(self._least, self._px * 4 // 5), CONFLICT_RED, bold=True)
            surface.blit(image, (x, y))
            y += image.get_height()
        if self.capturing is not None:
            self._draw_capture(surface, self.capturing)
        if self.pending is not None:
            self._draw_prompt(surface, self.pending)

    def _veil(self, surface: pygame.Surface) -> pygame.Rect:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        box = self.prompt_rect()
        draw_panel(surface, box, max(8, box.height // 10), alpha=245)
        return box

    def _draw_capture(self, surface: pygame.Surface, capture: Capture) -> None:
        box = self._veil(surface)
        first = tr("Press the new key or gamepad button for “{action}”", action=tr(capture.entry.label))
        px = fitted_size([first], box.width - 2 * self._px, self._px + 4, minimum=self._least)
        line = render(first, px, GOLD, bold=True)
        surface.blit(line, line.get_rect(center=(box.centerx, box.top + box.height * 0.38)))
        seconds = max(1, -(-capture.left_ms // 1000))
        note_px = max(self._least, self._px * 4 // 5)
        note = render(tr("Esc or a click: keep it as it is ({seconds} s)", seconds=seconds), note_px, CREAM)
        surface.blit(note, note.get_rect(center=(box.centerx, box.top + box.height * 0.68)))

    def _draw_prompt(self, surface: pygame.Surface, pending: Pending) -> None:
        box = self._veil(surface)
        value = shown_values(pending.device, (pending.value,), self.app.input.pad_layout())
        names = ", ".join(tr(other.label) for other in pending.others)
        text = tr("{key} is already used for {actions}.", key=value, actions=names)
        px = fitted_size([text], box.width - 2 * self._px, self._px + 2, minimum=self._least)
        line = render(text, px, GOLD, bold=True)
        surface.blit(line, line.get_rect(center=(box.centerx, box.top + box.height * 0.22)))
        choices = tr("Keep both: both happen · Move it here: {actions} loses it · Undo: as before", actions=names)
        small = fitted_size([choices], box.width - 2 * self._px, max(self._least, self._px * 4 // 5), bold=False,
                            minimum=self._least)  # fmt: skip
        note = render(choices, small, CREAM)
        surface.blit(note, note.get_rect(center=(box.centerx, box.top + box.height * 0.42)))
        for button in self.prompt_buttons.values():
            button.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.capturing is None:
            self.focus.draw(surface)
