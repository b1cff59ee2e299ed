"""Players…: the name, colour and gamepad of each person at the table, in a modal overlay opened from the menu.

One row per human seat: a name field (typed with the keyboard: Enter or a click starts typing, with the name
shown and selected, so the first letter typed replaces it; Enter accepts the name and moves on to the next
person's field, after the last to Done; an empty name is the default "Player n" again), a button that picks the
next of a list of names (for a gamepad or the mouse alone), a swatch that cycles the colours of the fixed palette,
and how the person plays: "This screen" (keyboard, mouse, any pad), "Pad 1", "Pad 2" … (at the table only that
pad confirms for them, scenes/table/seat_pads.py), or "Phone" (their cards on their own phone, scenes/phones/).
Done keeps them in the settings; Back (Esc) forgets the changes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final, NamedTuple

import pygame
import pygame_gui

from game.i18n import tr
from game.lobby import MAX_NAME
from game.player_profiles import (
    DEFAULT_NAMES,
    MAX_PAD,
    PLAYER_COLOURS,
    PlayerProfile,
    default_player_name,
    profiles_for,
    tidy_name,
)
from scenes.ui.actions import Action, InputAction
from scenes.ui.dialog import FocusDialog
from scenes.ui.legibility import readable_px
from scenes.ui.player_colours import PALETTE
from scenes.ui.scale import scaled
from scenes.ui.text import font
from scenes.ui.theme import button_id, font_id, modal_shade, titled_dialog

if TYPE_CHECKING:
    from scenes.core.scene import Host

ROWS_PER_COLUMN: Final = 10
PHONE: Final = -1  # the pad choice that stands for "on their own phone"
BUTTON_RIM: Final = 5  # pixels of a themed button's border and shadow, each side


class RowWidths(NamedTuple):
    label: int
    pick: int  # "Next name"
    pad: int  # "This screen", "Pad 1", …, "Phone"
    button_px: int  # the buttons' text size
    least: int  # the narrowest row with room for a name


class PlayerRow:
    """The widgets of one person: label, name field, next-name button, colour swatch, pad button."""

    def __init__(
        self,
        entry: pygame_gui.elements.UITextEntryLine,
        pick: pygame_gui.elements.UIButton,
        swatch: pygame_gui.elements.UIButton,
        pad: pygame_gui.elements.UIButton,
    ) -> None:
        self.entry = entry
        self.pick = pick
        self.swatch = swatch
        self.pad = pad


def pad_label(number: int, phone: bool = False) -> str:
    """How a person plays: on their phone, with pad `number`, or at this screen (0: with any pad)."""
    if phone:
        return tr("Phone")
    return tr("Pad {number}", number=number) if number else tr("This screen")


class PlayersDialog(FocusDialog):
    """Edits the names and colours of the first `humans` people; Done writes them to the settings."""

    def __init__(self, app: Host, humans: int) -> None:
        super().__init__(app)
        self.humans = humans
        self.profiles = profiles_for(app.settings.people, humans, default_player_name)
        self.names = [profile.name for profile in self.profiles]  # as typed, tidied when kept
        self.colours = [profile.colour for profile in self.profiles]
        self.pads = [profile.pad for profile in self.profiles]
        self.phones = [profile.phone for profile in self.profiles]
        self.rows: list[PlayerRow] = []
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._shade: pygame_gui.elements.UIPanel | None = None

    # --- lifecycle --------------------------------------------------------------------------------------------

    def enter(self) -> None:
        self._build()

    def exit(self) -> None:
        self._kill()

    def resize(self, size: tuple[int, int]) -> None:
        self._read_entries()
        self._kill()
        self._build()

    def _kill(self) -> None:
        if self._shade is not None:
            self._shade.kill()
        self._shade = None
        self.rows, self.buttons = [], {}
        self.focus.set_rows([])

    def _build(self) -> None:
        ui, size = self.app.ui, self.app.size
        width, height = size
        columns = 1 if self.humans <= ROWS_PER_COLUMN else 2
        per_column = min(self.humans, ROWS_PER_COLUMN)
        pad, gap = scaled(size, 26, 10), scaled(size, 10, 4)
        title_h, button_h = scaled(size, 62, 30), scaled(size, 60, 32)
        row_h = min(scaled(size, 58, 30), (round(height * 0.9) - title_h - button_h - 3 * pad) // per_column - gap)
        text_px = max(readable_px(size), round(row_h * 0.42))
        room = (round(width * 0.96) - 2 * pad - (columns - 1) * pad) // columns
        column_w = min(room, max(scaled(size, 840, 420), self._row_widths(row_h, text_px).least))
        box = pygame.Rect(0, 0, columns * column_w + (columns - 1) * pad + 2 * pad + 4, 0)
        box.height = title_h + per_column * (row_h + gap) + button_h + 2 * pad + pad // 2 + 4
        box.center = (width // 2, height // 2)
        self._shade = modal_shade(ui, size, 0xB0)
        title_rect = pygame.Rect(pad, pad // 2, box.width - 2 * pad - 4, title_h)
        panel = titled_dialog(ui, self._shade, box, tr("Players"), title_rect, scaled(size, 40, 18), opaque=True)
        for index in range(self.humans):
            column, line = divmod(index, ROWS_PER_COLUMN)
            left = pad + column * (column_w + pad)
            top = pad // 2 + title_h + line * (row_h + gap)
            self.rows.append(self._row(panel, index, pygame.Rect(left, top, column_w, row_h), text_px))
        done_w = scaled(size, 240, 120)
        bottom = box.height - 4 - pad - button_h
        pixels = scaled(size, 28, 14)
        for key, text, offset in (("back", tr("Back"), -done_w - gap // 2), ("done", tr("Done"), gap // 2)):
            rect = pygame.Rect(box.width // 2 + offset, bottom, done_w, button_h)
            classes = "@primary" if key == "done" else None
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, text, ui, container=panel, object_id=button_id(ui, size, pixels, classes)
            )
        self.focus.set_rows(
            [[row.entry, row.pick, row.swatch, row.pad] for row in self.rows]
            + [[self.buttons["back"], self.buttons["done"]]]
        )
        self.focus.focus(self.rows[0].entry if self.rows else self.buttons["done"])

    def _row_widths(self, row_h: int, text_px: int) -> RowWidths:
        """How wide a row's label and buttons are for their texts at `text_px` (the buttons' a little smaller, never
        below the readable size), and the least width of a row with room for a name of MAX_NAME letters."""
        least = readable_px(self.app.size)
        button_px = max(least, text_px * 4 // 5)
        rim = 2 * (BUTTON_RIM + row_h // 6)  # the button's frame and a little air at each end of its label
        labels = [tr("Player {number}", number=number) for number in (self.humans, 8)]  # the widest numbers
        label_w = max(font(text_px, bold=True).size(label)[0] for label in labels) + row_h // 5
        pick_w = font(button_px, bold=True).size(tr("Next name"))[0] + rim
        labels = [pad_label(0, phone=True)] + [pad_label(number) for number in range(MAX_PAD + 1)]
        pad_w = max(font(button_px, bold=True).size(label)[0] for label in labels) + rim
        entry_least = font(text_px).size("W" * (MAX_NAME // 2))[0]
        return RowWidths(label_w, pick_w, pad_w, button_px, label_w + pick_w + pad_w + row_h + entry_least + row_h)

    def _row(self, panel: pygame_gui.elements.UIPanel, index: int, rect: pygame.Rect, text_px: int) -> PlayerRow:
        ui, size = self.app.ui, self.app.size
        side, space = rect.height, rect.height // 5
        widths = self._row_widths(side, text_px)
        label_w, pick_w, pad_w = widths.label, widths.pick, widths.pad
        entry_w = rect.width - label_w - pick_w - side - pad_w - 4 * space
        entry_font = font_id(ui, text_px, bold=False)
        label = pygame.Rect(rect.left, rect.top, label_w, side)
        pygame_gui.elements.UILabel(label, tr("Player {number}", number=index + 1), ui, container=panel,
                                    object_id=font_id(ui, text_px))  # fmt: skip
        entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(label.right + space, rect.top, entry_w, side), ui, container=panel, object_id=entry_font,
            initial_text=self.names[index], placeholder_text=default_player_name(index),
        )  # fmt: skip
        entry.set_text_length_limit(MAX_NAME)
        pick_px = widths.button_px
        pick = pygame_gui.elements.UIButton(
            pygame.Rect(entry.relative_rect.right + space, rect.top, pick_w, side), tr("Next name"), ui,
            container=panel, object_id=button_id(ui, size, pick_px),
        )  # fmt: skip
        swatch = pygame_gui.elements.UIButton(
            pygame.Rect(pick.relative_rect.right + space, rect.top, side, side), "", ui, container=panel,
            object_id=button_id(ui, size, text_px), tool_tip_text=tr("Colour"),
        )  # fmt: skip
        pad_px = widths.button_px
        pad = pygame_gui.elements.UIButton(
            pygame.Rect(rect.right - pad_w, rect.top, pad_w, side), pad_label(self.pads[index], self.phones[index]),
            ui, container=panel, object_id=button_id(ui, size, pad_px),
            tool_tip_text=tr("How this player plays: at this screen, with their own pad, or on their phone"),
        )  # fmt: skip
        return PlayerRow(entry, pick, swatch, pad)

    # --- the choices ------------------------------------------------------------------------------------------

    def _read_entries(self) -> None:
        for index, row in enumerate(self.rows):
            self.names[index] = row.entry.get_text()

    def next_name(self, index: int) -> None:
        """The next name of the list after this row's, skipping the names the others have."""
        self._read_entries()
        taken = {name.casefold() for i, name in enumerate(self.names) if i != index}
        current = self.names[index]
        start = DEFAULT_NAMES.index(current) + 1 if current in DEFAULT_NAMES else 0
        for step in range(len(DEFAULT_NAMES)):
            name = DEFAULT_NAMES[(start + step) % len(DEFAULT_NAMES)]
            if name.casefold() not in taken:
                self.names[index] = name
                self.rows[index].entry.set_text(name)
                return

    def next_colour(self, index: int) -> None:
        """The next colour of the palette, skipping the ones the others have while any is free."""
        taken = {colour for i, colour in enumerate(self.colours) if i != index}
        start = PLAYER_COLOURS.index(self.colours[index])
        for step in range(1, len(PLAYER_COLOURS) + 1):
            colour = PLAYER_COLOURS[(start + step) % len(PLAYER_COLOURS)]
            if colour not in taken or len(taken) >= len(PLAYER_COLOURS):
                self.colours[index] = colour
                return

    def next_pad(self, index: int) -> None:
        """The next way for this row to play: this screen (any pad), then pad 1, 2, … up to as many as there are
        players or pads plugged in (skipping the pads the others have), then a phone."""
        plugged = self.app.input.pads.numbers()
        top = min(MAX_PAD, max([self.humans, *plugged]))
        taken = {pad for i, pad in enumerate(self.pads) if i != index and pad}
        choices = [0] + [number for number in range(1, top + 1) if number not in taken] + [PHONE]
        current = PHONE if self.phones[index] else self.pads[index]
        chosen = choices[(choices.index(current) + 1) % len(choices)] if current in choices else 0
        self.phones[index] = chosen == PHONE
        self.pads[index] = 0 if chosen == PHONE else chosen
        self.rows[index].pad.set_text(pad_label(self.pads[index], self.phones[index]))

    def chosen(self) -> tuple[PlayerProfile, ...]:
        """The profiles as the dialog shows them: an empty name becomes "Player n" again."""
        self._read_entries()
        return tuple(
            PlayerProfile(tidy_name(name) or tidy_name(default_player_name(index)), colour, pad, phone)
            for index, (name, colour, pad, phone) in enumerate(
                zip(self.names, self.colours, self.pads, self.phones, strict=True)
            )
        )

    def done(self) -> None:
        """Keep the names and colours (people beyond this table's keep theirs), and close."""
        saved = self.app.settings.people
        people = self.chosen() + saved[self.humans :]
        self.app.remember_settings(replace(self.app.settings, people=people))
        self.app.scenes.remove(self)

    # --- input ------------------------------------------------------------------------------------------------

    def _typing(self) -> pygame_gui.elements.UITextEntryLine | None:
        return next((row.entry for row in self.rows if row.entry.is_focused), None)

    def dismiss(self) -> None:
        typing = self._typing()
        if typing is not None:
            self._stop_typing(typing)  # Esc ends typing first
        else:
            super().dismiss()

    def handle(self, action: InputAction) -> None:
        if action.action not in (Action.CANCEL, Action.MENU) and self._typing() is not None:
            return  # the keys are the name field's while typing
        focused = self.focus.focused
        row = next((row for row in self.rows if row.entry is focused), None)
        if action.action is Action.CONFIRM and row is not None:
            self.start_typing(row.entry)
            return
        super().handle(action)

    def start_typing(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        """Typing in `entry`, its name shown and selected: the first letter typed replaces it, → keeps it."""
        self.app.ui.set_focus_set(entry)
        text = entry.get_text()
        entry.edit_position = len(text)
        entry.select_range = [0, len(text)]

    def _stop_typing(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        """Typing ends (the arrows move the focus again); an empty name is the default one again."""
        self.app.ui.set_focus_set(None)
        index = next(i for i, row in enumerate(self.rows) if row.entry is entry)
        if not tidy_name(entry.get_text()):
            entry.set_text(default_player_name(index))
        self.names[index] = entry.get_text()

    def _name_accepted(self, entry: pygame_gui.elements.UITextEntryLine) -> None:
        """Enter in a name field: the name is kept and the focus moves on, to the next person's field, after the
        last to Done."""
        self._stop_typing(entry)
        index = next(i for i, row in enumerate(self.rows) if row.entry is entry)
        following = self.rows[index + 1].entry if index + 1 < len(self.rows) else self.buttons["done"]
        self.focus.focus(following)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            entry = next((row.entry for row in self.rows if row.entry is element), None)
            if entry is not None:
                self._name_accepted(entry)
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if element is self.buttons.get("done"):
            self.done()
        elif element is self.buttons.get("back"):
            super().dismiss()  # typing or not
        for index, row in enumerate(self.rows):
            if element is row.pick:
                self.next_name(index)
            elif element is row.swatch:
                self.next_colour(index)
            elif element is row.pad:
                self.next_pad(index)

    # --- time and drawing -------------------------------------------------------------------------------------

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The swatches' colours over their buttons, then the focus ring."""
        for index, row in enumerate(self.rows):
            inner = row.swatch.rect.inflate(-row.swatch.rect.width // 3, -row.swatch.rect.height // 3)
            pygame.draw.rect(surface, PALETTE[self.colours[index]], inner, border_radius=inner.height // 4)
        super().draw_overlay(surface)
