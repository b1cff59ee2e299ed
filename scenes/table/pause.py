"""The pause overlay of every table: Resume, the table's speed, its sound, Rules, Quit to menu over a frosted,
darkened table.

It is pushed on the scene stack over the table and freezes it. The overlay is modal: a full-screen shade panel
takes every click and darkens the table's own widgets too. Quitting keeps the autosave, so Continue on the menu
resumes the match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui

from game.i18n import N_, tr
from scenes.ui.dialog import FocusDialog
from scenes.ui.legibility import readable, readable_px
from scenes.ui.rules_panel import RulesPanel
from scenes.ui.scale import scaled
from scenes.ui.text import font
from scenes.ui.theme import button_id, font_id, modal_shade, titled_dialog
from scenes.ui.wrap import FittedText, wrap

if TYPE_CHECKING:
    from scenes.core.scene import Host

SHADE_ALPHA: Final = 0x8C
FROST: Final = 6  # the table is shown blurred by this factor (down- then up-scaled)
BUTTONS: Final = ("resume", "speed", "sound", "settings", "rules", "quit")
MAX_SUMMARY_LINES: Final = 4  # of the rules summary under the buttons
MAX_SEED_LINES: Final = 5  # of the deal and the seed's seal under it
SPEEDS: Final = ((0.5, N_("Slow")), (1.0, N_("Normal")), (1.5, N_("Fast")), (2.5, N_("Very fast")))
VOLUMES: Final = (25, 50, 75, 100)  # the sound button's steps; after the loudest, sound off


def speed_name(speed: float) -> str:
    """The table speed nearest `speed`, in words."""
    return tr(min(SPEEDS, key=lambda entry: abs(entry[0] - speed))[1])


def next_speed(speed: float) -> float:
    """The speed after the one nearest `speed`, round the cycle."""
    index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][0] - speed))
    return SPEEDS[(index + 1) % len(SPEEDS)][0]


def sound_label(volume: int, muted: bool) -> str:
    return tr("Sound: off") if muted or volume == 0 else tr("Sound: {volume}%", volume=volume)


def next_sound(volume: int, muted: bool) -> tuple[int, bool]:
    """The sound button's next (volume, muted): off → 25 % → 50 % → 75 % → 100 % → off. The volume stays as
    it was when sound goes off."""
    if muted or volume == 0:
        return VOLUMES[0], False
    louder = [step for step in VOLUMES if step > volume]
    return (louder[0], False) if louder else (volume, True)


class PauseOverlay(FocusDialog):
    """`on_quit` is the table's (it saves and leaves for the menu); `on_speed` sets the table's speed (and the
    setting); Resume closes the overlay (`dismiss`, as MENU and CANCEL do; anything else, an unplugged pad too,
    leaves it open). `summary`: the rules of the match in a few words, under the buttons."""

    freezes_below = True

    def __init__(
        self,
        app: Host,
        rules: Callable[[], RulesPanel],
        on_quit: Callable[[], None],
        on_speed: Callable[[float], None],
        summary: str = "",
        seed: str = "",
    ) -> None:
        super().__init__(app)
        self.summary = summary
        self.seed = seed  # the deal and the seed's seal (never the seed itself), under the rules
        self.make_rules = rules
        self.on_quit = on_quit
        self.on_speed = on_speed
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._shade: pygame_gui.elements.UIPanel | None = None
        self._frosted: pygame.Surface | None = None

    def enter(self) -> None:
        self._build()

    def exit(self) -> None:
        self.close()

    @property
    def is_open(self) -> bool:
        return self._shade is not None

    def _build(self) -> None:
        ui = self.app.ui
        size = self.app.size
        width, height = size
        self._shade = modal_shade(ui, size, SHADE_ALPHA, layer=-10)  # below the rules panel, above the table
        pad = scaled(size, 32, 12)
        button_w, button_h, gap = scaled(size, 460, 180), scaled(size, 70, 34), scaled(size, 16, 6)
        title_h, note_h = scaled(size, 112, 44), scaled(size, 30, 15)
        rows = len(BUTTONS)
        summary_px = readable(size)
        least = readable_px(size)
        note_h = max(note_h, font(summary_px).get_linesize() + 1)  # a line's glyphs never clipped
        summary = wrap(self.summary, summary_px, button_w - 2 * summary_px) if self.summary else []
        if len(summary) > MAX_SUMMARY_LINES:
            summary = [*summary[: MAX_SUMMARY_LINES - 1], summary[MAX_SUMMARY_LINES - 1] + " …"]
        seed = wrap(self.seed, summary_px, button_w - 2 * summary_px)[:MAX_SEED_LINES] if self.seed else []
        summary_h = (len(summary) + len(seed)) * note_h + (gap if summary or seed else 0)
        notes = self._notes(button_w - summary_px, least)
        box_h = title_h + rows * button_h + (rows - 1) * gap + len(notes.lines) * note_h + summary_h + 2 * pad + gap
        box = pygame.Rect(0, 0, button_w + 2 * pad + 4, box_h)
        box.center = (width // 2, height // 2)
        inner_w = box.width - 2 * pad - 4
        title_rect = pygame.Rect(pad, pad // 2, inner_w, title_h)
        panel = titled_dialog(ui, self._shade, box, tr("Paused"), title_rect, scaled(size, 56, 22))
        labels = {
            "resume": tr("Resume"),
            "speed": self._speed_label(),
            "sound": self._sound_label(),
            "settings": tr("Settings"),
            "rules": tr("Rules"),
            "quit": tr("Quit to menu"),
        }
        button_px = scaled(size, 28, 14)
        self.buttons = {}
        for i, key in enumerate(BUTTONS):
            rect = pygame.Rect(pad, pad // 2 + title_h + i * (button_h + gap), button_w, button_h)
            classes = "@primary" if key == "resume" else None
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect, labels[key], ui, container=panel, object_id=button_id(ui, size, button_px, classes)
            )
        summary_top = pad // 2 + title_h + rows * (button_h + gap)
        for i, line in enumerate(summary):  # the rules of this match
            pygame_gui.elements.UILabel(
                pygame.Rect(pad, summary_top + i * note_h, inner_w, note_h), line, ui, container=panel,
                object_id=font_id(ui, summary_px, bold=False),
            )  # fmt: skip
        for i, line in enumerate(seed, start=len(summary)):  # the deal and the seed's seal
            pygame_gui.elements.UILabel(
                pygame.Rect(pad, summary_top + i * note_h, inner_w, note_h), line, ui, container=panel,
                object_id=font_id(ui, summary_px, bold=False),
            )  # fmt: skip
        for i, note in enumerate(notes.lines):
            pygame_gui.elements.UILabel(
                pygame.Rect(pad, box.height - pad - (len(notes.lines) - i) * note_h, inner_w, note_h),
                note,
                ui,
                container=panel,
                object_id=font_id(ui, notes.pixels, bold=False),
            )
        self.focus.set_widgets(list(self.buttons.values()))
        self.focus.focus(self.buttons["resume"])

    @staticmethod
    def _notes(width: int, least: int) -> FittedText:
        """ "Your match is saved: / Continue on the menu resumes it.", each line wrapped when too long for `width` at
        the readable size."""
        said = [tr("Your match is saved:"), tr("Continue on the menu resumes it.")]
        return FittedText([line for note in said for line in wrap(note, least, width)], least)

    def _speed_label(self) -> str:
        if self.app.settings.instant:
            return tr("Speed: {speed}", speed=tr("Instant"))
        return tr("Speed: {speed}", speed=speed_name(self.app.settings.animation_speed))

    def _sound_label(self) -> str:
        return sound_label(self.app.sounds.volume, self.app.sounds.muted)

    def close(self) -> None:
        if self._shade is not None:
            self._shade.kill()
        self._shade = None
        self.buttons = {}
        self.focus.set_widgets([])
        self._frosted = None

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild for the new window size, keeping the focused button."""
        if not self.is_open:
            return
        focused = next((key for key, b in self.buttons.items() if b is self.focus.focused), "resume")
        if self._shade is not None:
            self._shade.kill()
        self._frosted = None
        self._build()
        self.focus.focus(self.buttons[focused])

    def open_settings(self) -> None:
        """The Settings scene covers the table; the overlay's widgets go meanwhile (they would lie over it)."""
        self.close()
        self.app.router.settings()

    def uncovered(self) -> None:
        """Back from the rules or the settings: the focus returns to their button."""
        if not self.is_open:
            self._build()
            self.focus.focus(self.buttons["settings"])
        elif "rules" in self.buttons:
            self.focus.focus(self.buttons["rules"])

    # --- input --------------------------------------------------------------------------------------------

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        if element is self.buttons.get("resume"):
            self.dismiss()
        elif element is self.buttons.get("speed"):
            self.on_speed(next_speed(self.app.settings.animation_speed))
            self.buttons["speed"].set_text(self._speed_label())
        elif element is self.buttons.get("sound"):
            volume, muted = next_sound(self.app.sounds.volume, self.app.sounds.muted)
            self.app.set_sound(volume, muted)
        elif element is self.buttons.get("settings"):
            self.open_settings()
        elif element is self.buttons.get("rules"):
            self.app.scenes.push(self.make_rules())
        elif element is self.buttons.get("quit"):
            self.on_quit()

    # --- time and drawing ---------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        super().update(dt_ms)
        sound = self.buttons.get("sound")
        if sound is not None and sound.text != self._sound_label():  # the button, or M while paused
            sound.set_text(self._sound_label())

    def covers(self, size: tuple[int, int]) -> bool:
        """True once the frosted copy of the table for this window size exists: it hides the whole table."""
        return self.is_open and self._frosted is not None and self._frosted.get_size() == size

    def draw(self, surface: pygame.Surface) -> None:
        """After the table, before the UI: the table is shown frosted (the shade panel darkens it).

        The table stands still while paused, so the blurred copy is made once."""
        if not self.is_open:
            return
        if self._frosted is None or self._frosted.get_size() != surface.get_size():
            width, height = surface.get_size()
            small = pygame.transform.smoothscale(surface, (max(1, width // FROST), max(1, height // FROST)))
            self._frosted = pygame.transform.smoothscale(small, (width, height))
        surface.blit(self._frosted, (0, 0))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """After the UI: the focus ring of the panel."""
        super().draw_overlay(surface)
