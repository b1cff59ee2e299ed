"""The results screen itself: the headline (the winner under a crown, the notes under it), the standings beside
the score chart, confetti when a person won, and the buttons Play again, Replay, Review and Menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.core.results import ResultsSummary
from game.core.spec import GameSpec
from game.i18n import tr, trn
from game.lobby import MatchSetup
from game.registry import spec_for
from game.store.bankroll import Bankroll, BankrollStore
from scenes.core.scene import Scene
from scenes.results.confetti import Confetti
from scenes.results.notes import results_notes
from scenes.results.ornaments import crown, glow
from scenes.results.standings import StandingsPanel, standing_lines
from scenes.ui.actions import Action, InputAction
from scenes.ui.bankroll_text import money_game_on
from scenes.ui.decor import control_hints, felt_background, gold_title, hint_line
from scenes.ui.focus import FocusRing
from scenes.ui.legibility import readable, readable_px
from scenes.ui.look import current_look
from scenes.ui.scale import scaled, ui_scale
from scenes.ui.score_chart import draw_score_chart, team_lines
from scenes.ui.text import CREAM, fitted_size, render
from scenes.ui.theme import button_id

if TYPE_CHECKING:
    from scenes.core.scene import Host
    from scenes.ui.seed_words import FinishedSeed


def rounds_text(spec: GameSpec, rounds: int) -> str:
    """ "14 deals", "1 hand", in the player's language."""
    return trn(*spec.rounds_noun, rounds)


class ResultsScene(Scene):
    def __init__(
        self,
        app: Host,
        summary: ResultsSummary,
        setup: MatchSetup,
        archived: str | None = None,
        seed: FinishedSeed | None = None,
    ) -> None:
        super().__init__(app)
        self.archived = archived  # the archive id of the match, for its replay
        self.seed = seed  # shown now that the match is over (the table showed only its seal)
        self.summary = summary
        self.setup = setup
        self.spec = spec_for(summary.game)
        self.lines = standing_lines(summary, setup.humans)
        self.standings = StandingsPanel(self.lines)
        self.focus = FocusRing()
        self.confetti = Confetti()
        self.celebrate = any(seat < setup.humans for seat in summary.winners)  # confetti only when a person won
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._background: pygame.Surface | None = None
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._chart: pygame.Rect | None = None  # the score chart, when the game keeps a score history
        self._focus_key = "again"
        self.notes = results_notes(self.spec, setup, summary, self._bankroll()) + (seed.notes() if seed else [])

    def _bankroll(self) -> Bankroll | None:
        """The bankroll after this match, in a money game (the table settled it); a damaged file is reported."""
        if not money_game_on(self.spec, self.setup.players, self.setup.options):
            return None
        loaded = BankrollStore(self.app.saves.folder).load()
        if loaded.message is not None:
            self.app.toast(loaded.message)
        return loaded.bankroll

    def headline(self) -> tuple[str, str]:
        """The winner's name (or names) and the line under it."""
        names = [self.summary.names[seat] for seat in self.summary.winners]
        rounds = rounds_text(self.spec, self.summary.rounds)
        if [line.human for line in self.lines if line.place == 1] == [True] and self.setup.humans == 1:
            return names[0], tr("You win the match after {rounds}!", rounds=rounds)
        if len(names) == 1:
            return names[0], tr("wins the match after {rounds}", rounds=rounds)
        if len(self.spec.teams(len(self.summary.names))[0]) > 1:  # partners win together
            return tr(" & ").join(names), tr("win the match after {rounds}", rounds=rounds)
        return tr(" & ").join(names), tr("share the win after {rounds}", rounds=rounds)

    # --- building ----------------------------------------------------------------------------------------------

    def enter(self) -> None:
        size = self.app.size
        width, height = size
        s = ui_scale(size)
        self._background = felt_background(size, centre=(0.5, 0.22))
        sprites: list[tuple[pygame.Surface, pygame.Rect]] = []

        def place(image: pygame.Surface, **anchor: tuple[int, int]) -> pygame.Rect:
            rect = image.get_rect(**anchor)
            sprites.append((image, rect))
            return rect

        name, line = self.headline()
        top = round(26 * s)
        crown_image = crown(scaled(size, 150, 50))
        spot = glow(scaled(size, 300, 90), (255, 214, 120))
        place(spot, center=(width // 2, top + crown_image.get_height()))
        crown_rect = place(crown_image, midtop=(width // 2, top))
        title = gold_title(name, fitted_size([name], round(width * 0.82), scaled(size, 118, 34)))
        title_rect = place(title, midtop=(width // 2, crown_rect.bottom - round(8 * s)))
        subtitle = render(line, scaled(size, 34, 15), CREAM)
        sub_rect = place(subtitle, midtop=(width // 2, title_rect.bottom + round(2 * s)))
        note_px = readable(size, 24)
        for note in self.notes:  # the rules, and in a money game the pot and the bankroll
            px = fitted_size([note], round(width * 0.9), note_px, bold=False, minimum=readable_px(size))
            image = render(note, px, (214, 226, 208))
            sub_rect = place(image, midtop=(width // 2, sub_rect.bottom + round(4 * s)))

        hints = hint_line(control_hints(self.app), readable(size), (206, 222, 204))
        hint_rect = place(hints, midbottom=(width // 2, height - round(18 * s)))
        button_h, button_w, gap = scaled(size, 76, 34), scaled(size, 330, 150), scaled(size, 24, 8)
        buttons_top = hint_rect.top - round(24 * s) - button_h
        self._build_buttons(pygame.Rect(0, buttons_top, width, button_h), button_w, gap)

        panel_top = sub_rect.bottom + round(26 * s)
        panel_bottom = buttons_top - round(26 * s)
        history = self.summary.score_history
        if history:  # standings on the left, the score chart on the right
            self._panel = self.standings.lay_out(size, panel_top, panel_bottom, round(width * 0.27), 0.36)
            self._chart = pygame.Rect(round(width * 0.48), panel_top, round(width * 0.47), panel_bottom - panel_top)
        else:
            self._panel = self.standings.lay_out(size, panel_top, panel_bottom)
            self._chart = None
        for image, rect in sprites:  # everything but the confetti stands still: draw it once
            self._background.blit(image, rect)
        self.standings.draw(self._background)
        if self._chart is not None:
            names = self.summary.names
            lines = team_lines(history, names, self.setup.humans, self.spec.teams(len(names)))
            marks = {
                round_no: lines.line_of[seat]
                for round_no, reason in self.summary.marks
                if isinstance(seat := reason.params.get("seat"), int) and seat in lines.line_of
            }
            heading = tr("{score} after each {round}", score=tr(self.spec.score_label), round=tr(self.spec.round_word))
            draw_score_chart(self._background, self._chart, lines.history, lines.names, lines.humans, marks, heading)
        self.focus.set_widgets(list(self.buttons.values()))
        self.focus.focus(self.buttons.get(self._focus_key, self.buttons["again"]))

    def _build_buttons(self, row: pygame.Rect, button_w: int, gap: int) -> None:
        px = scaled(self.app.size, 30, 14)
        keys: tuple[str, ...] = ("again", "menu")
        if self.archived is not None:
            keys = ("again", "replay", "review", "menu") if self.setup.humans >= 1 else ("again", "replay", "menu")
        left = row.centerx - (len(keys) * button_w + (len(keys) - 1) * gap) // 2
        rects = {
            key: pygame.Rect(left + i * (button_w + gap), row.top, button_w, row.height) for i, key in enumerate(keys)
        }
        labels = {"again": tr("Play again"), "replay": tr("Replay"), "review": tr("Review"), "menu": tr("Menu")}
        ui = self.app.ui
        self.buttons = {
            key: pygame_gui.elements.UIButton(
                rects[key],
                labels[key],
                ui,
                object_id=button_id(ui, self.app.size, px, "@primary" if key == "again" else None),
            )
            for key in keys
        }

    def exit(self) -> None:
        focused = self.focus.focused
        for key, button in self.buttons.items():
            if button is focused:
                self._focus_key = key
            button.kill()
        self.buttons = {}

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if action.action in (Action.MENU, Action.CANCEL):
            self.focus.focus(self.buttons["menu"])
            return
        self.focus.handle(action)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.buttons.get("again"):
            self.play_again()
        elif event.ui_element is self.buttons.get("menu"):
            self.to_menu()
        elif event.ui_element is self.buttons.get("replay"):
            self.replay()
        elif event.ui_element is self.buttons.get("review"):
            self.review()

    def replay(self) -> None:
        """This match's replay; closing it comes back here."""
        if self.archived is not None:
            self.app.router.replay(
                self.archived,
                lambda: self.app.router.results(self.summary, self.setup, self.archived, self.seed),
            )

    def review(self) -> None:
        """The review of the first person's play (seat 0) in this match; closing it comes back here."""
        if self.archived is not None:
            self.app.router.review(
                self.archived,
                0,
                lambda: self.app.router.results(self.summary, self.setup, self.archived, self.seed),
            )

    def play_again(self) -> None:
        self.app.router.table(self.setup)

    def to_menu(self) -> None:
        self.app.router.menu(self.setup)

    @property
    def shows_confetti(self) -> bool:
        """A person won, and the player has not asked for reduced motion."""
        return self.celebrate and not current_look().reduced_motion

    # --- time and drawing -------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        self.confetti.update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            return
        surface.blit(self._background, (0, 0))
        if self.shows_confetti:
            self.confetti.draw(surface)
            for panel in (self._panel, self._chart):  # never over the standings or the chart
                if panel is not None:
                    surface.blit(self._background, panel, panel)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface)
