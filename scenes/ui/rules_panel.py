"""A game's rules in a modal, scrollable overlay (opened from the menu, the pause overlay and each house-rules row):
how to play, every house rule with an example, and the controls (the page itself: scenes/ui/rules_html.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui

from game.core.spec import GameSpec
from game.i18n import tr
from scenes.ui.actions import Action, InputAction
from scenes.ui.dialog import FocusDialog
from scenes.ui.rules_controls import game_controls
from scenes.ui.rules_html import entry_start, rules_html
from scenes.ui.scale import scaled
from scenes.ui.theme import MODAL_LAYER, button_id, font_id, modal_shade, preload_text_fonts, titled_dialog

if TYPE_CHECKING:
    from scenes.core.scene import Host

SCROLL_STEP: Final = 0.15  # of the visible height per UP/DOWN
PAGE_STEP: Final = 0.9  # per LEFT/RIGHT
PICTURE_MARGIN: Final = 4  # a picture in the page this much narrower than the text


# --- the panel --------------------------------------------------------------------------------------------------


class RulesPanel(FocusDialog):
    """An overlay with a game's rules and the controls; closes on its button, CONFIRM, CANCEL or MENU. With
    `at_option` it opens scrolled to that option's entry."""

    def __init__(self, app: Host, spec: GameSpec, at_option: str | None = None) -> None:
        super().__init__(app)
        self.spec = spec
        self.at_option = at_option
        self._shade: pygame_gui.elements.UIPanel | None = None
        self._text: pygame_gui.elements.UITextBox | None = None
        self._close: pygame_gui.elements.UIButton | None = None
        self._scroll = 0.0  # kept across a rebuild
        self._width: int | None = None  # the text's width, once laid out (the pictures are made to fit it)

    @property
    def is_open(self) -> bool:
        return self._shade is not None

    def enter(self) -> None:
        self._kill()
        self._build()

    def exit(self) -> None:
        self._kill()

    def resize(self, size: tuple[int, int]) -> None:
        """Rebuild for the new window size, keeping the scroll position."""
        if self.is_open:
            self._remember_scroll()
            self._kill()
            self._build()

    def _kill(self) -> None:
        if self._shade is not None:
            self._shade.kill()
        self._shade = self._text = self._close = None
        self.focus.set_widgets([])

    def _build(self) -> None:
        ui = self.app.ui
        size = self.app.size
        width, height = size
        above = ui.get_sprite_group().get_top_layer() + 1 - MODAL_LAYER  # over any dialog it was opened from
        self._shade = modal_shade(ui, size, 0xB0, layer=max(0, above))
        box = pygame.Rect(0, 0, min(round(width * 0.9), scaled(size, 1100)), round(height * 0.86))
        box.center = (width // 2, height // 2)
        pad = scaled(size, 24, 8)
        button_h = scaled(size, 60, 30)
        title_h = scaled(size, 64, 28)
        inner_w = box.width - 2 * pad - 4
        title_rect = pygame.Rect(pad, pad // 2, inner_w, title_h)
        text_rect = pygame.Rect(pad, pad // 2 + title_h, inner_w, box.height - title_h - button_h - 2 * pad - 4)
        title = tr("How to play {game}", game=tr(self.spec.name))
        panel = titled_dialog(ui, self._shade, box, title, title_rect, scaled(size, 40, 18), well=text_rect)
        body = scaled(size, 24, 14)
        preload_text_fonts(ui, body, round(body * 1.25))
        self._width = None  # first the words alone, to learn the text's width from the box itself
        self._text = pygame_gui.elements.UITextBox(
            self.html(body), text_rect, ui, container=panel, object_id=font_id(ui, body, bold=False)
        )
        if self.spec.card_gallery is not None:  # pygame_gui never lays out a picture wider than the text: make it fit
            self._width = self._text.text_wrap_rect.width - PICTURE_MARGIN
            self._text.set_text(self.html(body))
        close_w = scaled(size, 240, 110)
        self._close = pygame_gui.elements.UIButton(
            pygame.Rect((box.width - close_w) // 2, text_rect.bottom + pad // 2, close_w, button_h),
            tr("Close"),
            ui,
            container=panel,
            object_id=button_id(ui, size, scaled(size, 28, 14), "@primary"),
        )
        self.focus.set_widgets([self._close])
        if self._scroll:
            self._scroll_to(self._scroll)
        elif self.at_option is not None:
            start = entry_start(self._text, self.spec, self.at_option)
            self._scroll_to(start or 0.0)

    # --- content ----------------------------------------------------------------------------------------------

    def html(self, body_px: int) -> str:
        return rules_html(self.app, self.spec, body_px, self._width)

    @property
    def controls(self) -> list[tuple[str, str]]:
        """(what, keys) of the game's own table actions, as the page shows them."""
        return game_controls(self.app, self.spec.id)

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        """Every action is used up here (the panel is modal)."""
        kind = action.action
        if kind is Action.CONFIRM:
            self.dismiss()
        elif kind in (Action.UP, Action.DOWN):
            self.scroll(-SCROLL_STEP if kind is Action.UP else SCROLL_STEP)
        elif kind in (Action.LEFT, Action.RIGHT):
            self.scroll(-PAGE_STEP if kind is Action.LEFT else PAGE_STEP)
        else:
            super().handle(action)  # MENU and CANCEL close it too

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self._close:
            self.dismiss()

    def scroll(self, fraction_of_view: float) -> None:
        """Scroll by a fraction of the visible height (negative: up)."""
        bar = self._text.scroll_bar if self._text is not None else None
        if bar is None:
            return
        self._scroll_to(bar.start_percentage + fraction_of_view * bar.visible_percentage)

    def _scroll_to(self, start: float) -> None:
        bar = self._text.scroll_bar if self._text is not None else None
        if bar is None:
            return
        bar.set_scroll_from_start_percentage(max(0.0, min(start, 1.0 - bar.visible_percentage)))
        bar.has_moved_recently = True

    def _remember_scroll(self) -> None:
        bar = self._text.scroll_bar if self._text is not None else None
        self._scroll = bar.start_percentage if bar is not None else 0.0

    @property
    def scroll_position(self) -> float:
        """0 at the top; for tests and for keeping the place across a rebuild."""
        bar = self._text.scroll_bar if self._text is not None else None
        return bar.start_percentage if bar is not None else 0.0
