"""The review of your play in a finished match: the accuracy for the match and for each hand, and the three
decisions that cost most, each with the better move, the reason and a button to see it on the table (the replay
at that position). The review is computed in a background thread (scenes/replay/review_job.py) while the screen
shows its progress, and cached beside the archive."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Final

import pygame

from game.i18n import tr
from game.registry import spec_for
from game.review.model import DecisionReview, Review
from game.store.archive import ArchivedMatch
from game.store.reviews import ReviewStore
from scenes.core.scene import Scene
from scenes.replay.review_job import ReviewJob
from scenes.ui.actions import Action, InputAction
from scenes.ui.decor import control_hints, draw_panel, felt_background, gold_title, hint_line
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.review_words import accuracy_text, cost_text, explanation, move_text, reason_text
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, fitted_size, render
from scenes.ui.wrap import wrap

if TYPE_CHECKING:
    from scenes.core.scene import Host

HANDS_PER_LINE: Final = 8
SOFT: Final = (206, 222, 204)
BAR: Final = (242, 193, 78)


def decision_line(decision: DecisionReview, round_title: str, unit: str) -> str:
    """ "Hand 3: you chose Q♠; better: 4♠ (cost 10.1 points)", in Euchre with the chance of the game given away."""
    if decision.chance_cost is not None:
        return tr(
            "{round} {n}: you chose {made}; better: {best} (cost {cost}, {chance} of the game)",
            round=round_title,
            n=decision.hand,
            made=move_text(decision.made),
            best=move_text(decision.best),
            cost=cost_text(decision.cost, unit),
            chance=accuracy_text(100 * decision.chance_cost),
        )
    return tr(
        "{round} {n}: you chose {made}; better: {best} (cost {cost})",
        round=round_title,
        n=decision.hand,
        made=move_text(decision.made),
        best=move_text(decision.best),
        cost=cost_text(decision.cost, unit),
    )


def hands_lines(review: Review, round_title: str) -> list[str]:
    """Each hand's accuracy, a few to a line."""
    parts = [
        tr("{round} {n}: {accuracy}", round=round_title, n=hand.hand, accuracy=accuracy_text(hand.accuracy))
        for hand in review.hands
        if hand.decisions
    ]
    return [" · ".join(parts[i : i + HANDS_PER_LINE]) for i in range(0, len(parts), HANDS_PER_LINE)]


class ReviewScene(Scene):
    """The review of `seat` in `archived`; `back` leaves, `show(position)` opens the replay there."""

    def __init__(
        self, app: Host, archived: ArchivedMatch, seat: int, back: Callable[[], None], show: Callable[[int], None]
    ) -> None:
        super().__init__(app)
        self.entry = archived.entry
        self.seat = seat
        self.back = back
        self.show = show
        self.spec = spec_for(self.entry.game)
        store = ReviewStore(app.archive.folder)
        self.job = ReviewJob(store, self.entry.id, self.entry.digest, archived.match.to_dict(), seat)
        self.job.start()
        self.focus = FocusRing()
        self.buttons: dict[str, DrawnButton] = {}
        self.shows: list[DrawnButton] = []
        self.shown_review: Review | None = None  # the review the screen is laid out for (None: still working)
        self._background: pygame.Surface | None = None
        self._base = pygame.Surface((1, 1))
        self._pending: pygame.Surface | None = None  # the review drawn, not shown yet (see _lay_out_step)
        self._pending_shows: list[DrawnButton] = []
        self._warmed = False
        self._steps: Iterator[bool] | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)

    @property
    def round_title(self) -> str:
        word = tr(self.spec.round_word)
        return word[:1].upper() + word[1:]

    # --- building ----------------------------------------------------------------------------------------------

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        background = felt_background(size)
        title = gold_title(tr("Review"), scaled(size, 96, 34))
        background.blit(title, title.get_rect(midtop=(width // 2, scaled(size, 12, 4))))
        name = self.entry.seats[self.seat].name
        subtitle = render(tr("{game} · {name}", game=tr(self.spec.name), name=name), readable(size, 28), CREAM)
        top = scaled(size, 20, 8) + title.get_height()
        background.blit(subtitle, subtitle.get_rect(midtop=(width // 2, top)))
        hints = hint_line(control_hints(self.app), readable(size), SOFT)
        background.blit(hints, hints.get_rect(midbottom=(width // 2, height - scaled(size, 14, 6))))
        button_h, gap = scaled(size, 64, 30), scaled(size, 10, 4)
        panel_top = top + subtitle.get_height() + gap
        bottom = height - hints.get_height() - scaled(size, 30, 12) - button_h - gap
        panel_w = round(min(width * 0.94, scaled(size, 1500, 700)))
        self._panel = pygame.Rect((width - panel_w) // 2, panel_top, panel_w, bottom - panel_top)
        draw_panel(background, self._panel, scaled(size, 16, 6))
        radius = scaled(size, 10, 4)
        back = pygame.Rect(0, self._panel.bottom + gap, scaled(size, 300, 120), button_h)
        back.centerx = width // 2
        self.buttons = {"back": DrawnButton(back, tr("Back"), scaled(size, 26, 12), self.leave, radius=radius,
                                            look="primary")}  # fmt: skip
        self._base = background  # without the review: it is drawn over a copy once ready
        self._background = background
        self.shown_review = None
        self._pending, self._steps, self._warmed = None, None, False
        self.shows = []
        if self.job.review is not None:  # ready when the screen (re)opens: shown at once
            while self.shown_review is None:
                self._lay_out_step()
        self._set_focus()

    def _set_focus(self) -> None:
        self.focus.set_rows([[button] for button in self.shows] + [[self.buttons["back"]]])
        self.focus.focus(self.shows[0] if self.shows else self.buttons["back"])

    def _lay_out_step(self) -> None:
        """Once the review is ready, lay it out a step per frame so no frame is long: the figures, then each of
        the costliest decisions over a copy of the screen, then the Show buttons' face, then show it all."""
        review = self.job.review
        assert review is not None
        size = self.app.size
        if self._pending is None:
            self._pending = self._base.copy()
            self._pending_shows = []
            self._steps = self._lay_out_review(self._pending, review, scaled(size, 22, 8), scaled(size, 10, 4))
            return
        if self._steps is not None:
            if not next(self._steps, False):
                self._steps = None
            return
        if self._pending_shows and not self._warmed:
            self._pending_shows[0].draw(pygame.Surface((1, 1)))  # draws its face once (cached), out of sight
            self._warmed = True
            return
        self._background, self.shows, self.shown_review = self._pending, self._pending_shows, review

    def _lay_out_review(self, surface: pygame.Surface, review: Review, pad: int, radius: int) -> Iterator[bool]:
        """Draw `review` onto `surface` a part at a time (one per step), its Show buttons into `_pending_shows`."""
        size = self.app.size
        least = readable_px(size)
        panel = self._panel
        inner_w = panel.width - 2 * pad
        y = panel.top + pad
        big = render(tr("Accuracy {percent}", percent=accuracy_text(review.accuracy)), scaled(size, 56, 22), GOLD,
                     bold=True)  # fmt: skip
        surface.blit(big, big.get_rect(midtop=(panel.centerx, y)))
        y += big.get_height() + pad // 2
        px = readable(size, 24)
        lines = [*wrap(explanation(review.tolerance, review.unit), px, inner_w), *hands_lines(review, self.round_title)]
        px = fitted_size(lines, inner_w, px, bold=False, minimum=least)
        for line in lines:
            image = render(line, px, SOFT)
            surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            y += image.get_height() + 2
        y += pad // 2
        yield True
        if not review.costliest:
            words = tr("No costly decision: well played.") if review.decisions else tr("Nothing to decide here.")
            image = render(words, readable(size, 30), CREAM)
            surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            return
        header = render(tr("The decisions that cost most"), readable(size, 30), GOLD, bold=True)
        surface.blit(header, header.get_rect(midtop=(panel.centerx, y)))
        y += header.get_height() + pad // 2
        row_h = max(2 * least + 8, min(scaled(size, 120, 50), (panel.bottom - pad - y) // len(review.costliest)))
        show_w = scaled(size, 200, 90)
        texts = [decision_line(d, self.round_title, review.unit) for d in review.costliest]
        reasons = [reason_text(d.reason) for d in review.costliest]
        text_w = inner_w - show_w - pad
        line_px = fitted_size(texts, text_w, readable(size, 26), bold=True, minimum=least)
        reason_px = fitted_size(reasons, text_w, readable(size, 22), bold=False, minimum=least)
        for i, decision in enumerate(review.costliest):
            yield True
            top = y + i * row_h
            what = render(texts[i], line_px, CREAM, bold=True)
            surface.blit(what, (panel.left + pad, top))
            why = render(reasons[i], reason_px, SOFT)
            surface.blit(why, (panel.left + pad, top + what.get_height() + 2))
            rect = pygame.Rect(panel.right - pad - show_w, top, show_w, min(row_h - 6, scaled(size, 56, 26)))
            show = DrawnButton(rect, tr("Show"), scaled(size, 24, 11), self._shower(decision.position), radius=radius)
            self._pending_shows.append(show)

    def _shower(self, position: int) -> Callable[[], None]:
        return lambda: self.open_position(position)

    def exit(self) -> None:
        for widget in [*self.shows, *self.buttons.values()]:
            widget.kill()
        self.shows, self.buttons = [], {}

    # --- leaving ----------------------------------------------------------------------------------------------

    def leave(self) -> None:
        self.job.cancel()
        self.back()

    def open_position(self, position: int) -> None:
        """The replay at the table as it was before the decision."""
        self.job.cancel()
        self.show(position)

    # --- input, time and drawing --------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.leave()
            return
        if action.pos is not None:
            for widget in [*self.shows, *self.buttons.values()]:
                if widget.pointer(action):
                    return
        self.focus.handle(action)

    def update(self, dt_ms: int) -> None:
        if self.shown_review is None and self.job.review is not None:  # done: lay the review out
            self._lay_out_step()
            if self.shown_review is not None:
                self._set_focus()
        self.focus.update(dt_ms)

    @property
    def working(self) -> bool:
        return self.job.review is None and self.job.error is None

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is not None:
            surface.blit(self._background, (0, 0))
        for widget in [*self.shows, *self.buttons.values()]:
            widget.draw(surface)
        if self.shown_review is None:
            self._draw_progress(surface)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        size = self.app.size
        panel = self._panel
        if self.job.error is not None:
            words = tr("The review could not be made: {error}", error=self.job.error)
        else:
            words = tr("Reviewing your play: {percent}", percent=accuracy_text(100 * self.job.share))
        image = render(words, readable(size, 30), CREAM)
        surface.blit(image, image.get_rect(midbottom=(panel.centerx, panel.centery - scaled(size, 12, 6))))
        if self.job.error is None:
            bar = pygame.Rect(0, 0, panel.width // 2, scaled(size, 18, 8))
            bar.midtop = (panel.centerx, panel.centery + scaled(size, 12, 6))
            pygame.draw.rect(surface, (30, 60, 44), bar, 0, bar.height // 2)
            filled = bar.copy()
            filled.width = max(bar.height, round(bar.width * self.job.share))
            pygame.draw.rect(surface, BAR, filled, 0, bar.height // 2)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
