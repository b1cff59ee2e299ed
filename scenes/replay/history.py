"""The history list: every archived match (the newest 200), newest first, with the game, the date, the players
and the result. Choosing one opens its replay."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from game.registry import spec_for
from game.store.archive import ArchivedMatch, ArchiveEntry, DamagedArchive
from scenes.core.scene import Scene
from scenes.replay.review_scene import ReviewScene
from scenes.replay.viewer import ReplayScene
from scenes.ui.actions import Action, InputAction
from scenes.ui.decor import control_hints, draw_panel, felt_background, gold_title, hint_line
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.rule_set_words import pack_words
from scenes.ui.scale import scaled
from scenes.ui.seed_words import seed_shown
from scenes.ui.text import CREAM, fitted_size, render

if TYPE_CHECKING:
    from scenes.core.scene import Host

MAX_NAMES: Final = 4  # players named on a line; more are counted


def entry_text(entry: ArchiveEntry) -> str:
    """ "Hearts · 2026-05-01 14:02 · You, Bot 1, Bot 2, Bot 3 · You won" (and whether it counts)."""
    names = [seat.name for seat in entry.seats]
    shown = ", ".join(names[:MAX_NAMES]) + (
        tr(" and {n} more", n=len(names) - MAX_NAMES) if len(names) > MAX_NAMES else ""
    )
    winners = tr(" & ").join(names[seat] for seat in entry.winners)
    when = entry.finished.astimezone().strftime("%Y-%m-%d %H:%M")
    game = tr(spec_for(entry.game).name)
    pack = pack_words(entry.options)
    if pack:  # the pack is part of the rule set: "Kuckuck · Kille"
        game = tr("{game} · {pack}", game=game, pack=pack)
    text = tr("{game} · {when} · {players} · {winners} won", game=game, when=when, players=shown, winners=winners)
    if entry.hints:
        text = tr("{match} · with hints", match=text)
    if not entry.from_seed:  # a deal played again, or a hand-edited save: said, and kept out of the statistics
        return tr("{match} · not counted: not from its seed", match=text)
    return text


def _loaded(app: Host, entry_id: str) -> ArchivedMatch | None:
    """Archived match `entry_id` replayed; a damaged file is set aside and the player told (None)."""
    try:
        return app.archive.load(entry_id)
    except DamagedArchive as error:
        app.toast(error.reason)
    except ValueError as error:
        app.toast(str(error)[:160])
    return None


def open_replay(app: Host, entry_id: str, back: Callable[[], None], position: int | None = None) -> bool:
    """Show the replay of archived match `entry_id` (at log position `position`, else at its first deal); a
    damaged file is set aside and the player told (False)."""
    archived = _loaded(app, entry_id)
    if archived is None:
        return False
    app.scenes.replace(ReplayScene(app, archived, back, position))
    return True


def open_review(app: Host, entry_id: str, seat: int, back: Callable[[], None]) -> bool:
    """Show the review of `seat` in archived match `entry_id`; its decisions open the replay there, which comes
    back to the review. A damaged file is set aside and the player told (False)."""
    archived = _loaded(app, entry_id)
    if archived is None:
        return False

    def review_again() -> None:
        app.router.review(entry_id, seat, back)

    def show(position: int) -> None:
        app.router.replay(entry_id, review_again, position)

    app.scenes.replace(ReviewScene(app, archived, seat, back, show))
    return True


def reviewed_seat(entry: ArchiveEntry) -> int | None:
    """The seat a review looks at: the first person's (None: only bots played)."""
    return next((seat for seat, config in enumerate(entry.seats) if config.is_human), None)


class HistoryScene(Scene):
    """`page` is kept across rebuilds; `back` leaves (by default to the menu)."""

    def __init__(self, app: Host, back: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.back = back if back is not None else app.router.menu
        self.focus = FocusRing()
        listing = app.archive.listing()
        for skipped in listing.skipped:
            app.toast(skipped.reason)
        self.entries = listing.entries
        self.page = 0
        self.per_page = 1
        self.rows: list[DrawnButton] = []
        self.buttons: dict[str, DrawnButton] = {}
        self._background: pygame.Surface | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._focus_index: int | None = 0
        self._reviewed: ArchiveEntry | None = None  # the match Review looks at: the row focused last

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        title = gold_title(tr("History"), scaled(size, 96, 34))
        hints = hint_line(control_hints(self.app), readable(size), (206, 222, 204))
        top = scaled(size, 20, 8) + title.get_height()
        button_h, gap, pad = scaled(size, 64, 30), scaled(size, 10, 4), scaled(size, 22, 8)
        bottom = height - hints.get_height() - scaled(size, 30, 12) - button_h - gap
        self._panel = pygame.Rect(0, top + gap, round(min(width * 0.94, scaled(size, 1500, 700))), bottom - top - gap)
        self._panel.centerx = width // 2
        row_h = scaled(size, 56, 26)
        self.per_page = max(1, (self._panel.height - 2 * pad) // (row_h + gap))
        self.page = min(self.page, self.pages - 1)
        shown = self.entries[self.page * self.per_page : (self.page + 1) * self.per_page]
        texts = [entry_text(entry) for entry in shown]
        inner_w = self._panel.width - 2 * pad
        least = readable_px(size)
        px = fitted_size(
            texts or ["-"], inner_w - row_h // 2, max(least, round(row_h * 0.42)), bold=False, minimum=least
        )
        radius = scaled(size, 10, 4)
        self.rows = []
        for i, (entry, text) in enumerate(zip(shown, texts, strict=True)):
            rect = pygame.Rect(self._panel.left + pad, self._panel.top + pad + i * (row_h + gap), inner_w, row_h)
            self.rows.append(DrawnButton(rect, text, px, self._opener(entry), radius=radius))
        bar_w = scaled(size, 300, 120)
        bar_y = self._panel.bottom + gap
        small = scaled(size, 26, 12)
        labels = {"earlier": tr("◀ Newer"), "review": tr("Review"), "back": tr("Back"), "later": tr("Older ▶")}
        actions = {
            "earlier": lambda: self.turn(-1),
            "review": self.review,
            "back": self.back,
            "later": lambda: self.turn(1),
        }
        self.buttons = {}
        for i, key in enumerate(labels):
            centre = width // 2 + round((i - (len(labels) - 1) / 2) * (bar_w + gap))
            rect = pygame.Rect(centre - bar_w // 2, bar_y, bar_w, button_h)
            look: Look = "primary" if key == "back" else "plain"
            self.buttons[key] = DrawnButton(rect, labels[key], small, actions[key], radius=radius, look=look)
        if self.page == 0:
            self.buttons["earlier"].disable()
        if self.page >= self.pages - 1:
            self.buttons["later"].disable()
        self._reviewed = shown[0] if shown else None
        if self._reviewed is None or reviewed_seat(self._reviewed) is None:
            self.buttons["review"].disable()
        self._background = felt_background(size)
        self._background.blit(title, title.get_rect(midtop=(width // 2, scaled(size, 12, 4))))
        self._background.blit(hints, hints.get_rect(midbottom=(width // 2, height - scaled(size, 14, 6))))
        draw_panel(self._background, self._panel, scaled(size, 16, 6))
        if not self.entries:
            empty = render(tr("No finished matches yet: every match you finish is kept here."), px, CREAM)
            self._background.blit(empty, empty.get_rect(center=self._panel.center))
        self.focus.set_rows([[row] for row in self.rows] + [list(self.buttons.values())])
        index = self._focus_index
        if index is not None and self.rows:
            self.focus.focus(self.rows[min(index, len(self.rows) - 1)])
        else:
            self.focus.focus(self.buttons["back"])

    def exit(self) -> None:
        for widget in [*self.rows, *self.buttons.values()]:
            widget.kill()
        self.rows, self.buttons = [], {}

    def resize(self, size: tuple[int, int]) -> None:
        self._remember_focus()
        self.exit()
        self.enter()

    def _remember_focus(self) -> None:
        focused = self.focus.focused
        self._focus_index = next((i for i, row in enumerate(self.rows) if row is focused), None)

    def turn(self, direction: int) -> None:
        """The next (older) or previous (newer) page of matches."""
        self.page = max(0, min(self.pages - 1, self.page + direction))
        self._focus_index = 0
        self.exit()
        self.enter()

    def _opener(self, entry: ArchiveEntry) -> Callable[[], None]:
        return lambda: self.open(entry.id)

    def _return_here(self) -> Callable[[], None]:
        """Back to this page of the History (from a replay or a review)."""
        page, back = self.page, self.back

        def return_here() -> None:
            history = HistoryScene(self.app, back)
            history.page = page
            self.app.scenes.replace(history)

        return return_here

    def open(self, entry_id: str) -> None:
        """The replay of one match; closing it comes back to this page."""
        if not open_replay(self.app, entry_id, self._return_here()):
            self.app.scenes.replace(HistoryScene(self.app, self.back))  # the damaged match is gone from the list

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.back()
            return
        if action.pos is not None:
            for widget in [*self.rows, *self.buttons.values()]:
                if widget.pointer(action):
                    return
        self.focus.handle(action)

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        chosen = self.chosen_entry()
        if chosen is not None and chosen is not self._reviewed:
            self._reviewed = chosen
            review = self.buttons.get("review")
            if review is not None:
                (review.enable if reviewed_seat(chosen) is not None else review.disable)()

    def review(self) -> None:
        """The review of the person's play in the match focused last; closing it comes back to this page."""
        entry = self._reviewed
        seat = None if entry is None else reviewed_seat(entry)
        if entry is None or seat is None:
            return
        if not open_review(self.app, entry.id, seat, self._return_here()):
            self.app.scenes.replace(HistoryScene(self.app, self.back))

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is not None:
            surface.blit(self._background, (0, 0))
        for widget in [*self.rows, *self.buttons.values()]:
            widget.draw(surface)
        page_px = readable_px(self.app.size)
        page = render(tr("Page {page} of {pages}", page=self.page + 1, pages=self.pages), page_px, CREAM)
        surface.blit(page, page.get_rect(bottomright=(self._panel.right - 8, self._panel.bottom - 4)))
        chosen = self.chosen_entry()
        if chosen is not None:  # a finished match: its seed, and the seal its table showed
            seed = render(seed_shown(chosen.seed), page_px, CREAM)
            surface.blit(seed, seed.get_rect(bottomleft=(self._panel.left + 12, self._panel.bottom - 4)))

    def chosen_entry(self) -> ArchiveEntry | None:
        """The match of the row with the focus."""
        shown = self.entries[self.page * self.per_page : (self.page + 1) * self.per_page]
        return next((entry for entry, row in zip(shown, self.rows, strict=False) if row is self.focus.focused), None)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
