"""The table every game plays on: the match's controller, the animation timeline, the pause, the hot-seat
hand-over, the autosave and the hand-off to the results. What the table looks like is the game's view
(scenes/table/view.py; scenes/<game>/view.py)."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
import pygame

from game import Match, open_match
from game.controller import Controller
from game.core.seats import SeatConfig
from game.i18n import tr
from game.lobby import MatchSetup, seats_to_json
from game.player_profiles import (
    PlayerProfile,
    default_player_name,
    distinct_names,
    profiles_for,
    seat_colours,
    seat_pads,
    seat_phones,
)
from game.replay.seed import deal_seed
from scenes.cards.tween import Timeline
from scenes.core.scene import Scene
from scenes.table.hand_reviews import HandReviews
from scenes.table.hint_line import draw_hint_line, hint_text
from scenes.table.hints import Decision, TableHints
from scenes.table.pause import PauseOverlay
from scenes.table.phone_join import draw_join
from scenes.table.phone_table import TablePhones
from scenes.table.rules_badge import draw_rules_badge
from scenes.table.seat_pads import SeatPads
from scenes.table.seed_line import seed_text
from scenes.table.stage import TableStage, pacing_for, timeline_speed
from scenes.ui.actions import Action, InputAction
from scenes.ui.decor import hint_line
from scenes.ui.legibility import readable_px
from scenes.ui.player_colours import colour_rgb
from scenes.ui.rules_panel import RulesPanel
from scenes.ui.rules_summary import rules_summary
from scenes.ui.seed_words import FinishedSeed
from scenes.ui.text import CREAM, GOLD, render

if TYPE_CHECKING:
    from scenes.audio.cues import CueTable
    from scenes.core.scene import Host
    from scenes.table.view import TableView

RESULTS_DELAY_MS = 600
CATCH_UP_BUDGET_MS = 8.0  # the most of a frame that skipping ahead may spend playing the match
CLOCK_SAVE_MS = 1000  # against the clock, the time a decision has used is saved this often
WRONG_PAD_MS = 1600  # how long the hint about another player's pad stays


def human_names(setup: MatchSetup, profiles: tuple[PlayerProfile, ...] = ()) -> list[str]:
    """The humans' names: "You" alone at the table, else the names set in the menu (`profiles`) or "Player 1",
    "Player 2", … in the player's language, repeats told apart."""
    if setup.humans == 1 and not seat_phones(1, profiles)[0]:
        return [tr("You")]  # the one person at the screen (a phone's owner keeps their name: the screen is not theirs)
    return distinct_names([profile.name for profile in profiles_for(profiles, setup.humans, default_player_name)])


class TableScene(Scene):
    """A live match on a `TableStage` (scenes/table/stage.py): this scene drives the controller (bots move, humans
    decide), autosaves, pauses, hands the screen over between people and hands a finished match to the results."""

    def __init__(
        self,
        app: Host,
        setup: MatchSetup,
        view_class: type[TableView],
        cues: CueTable,
        resume: tuple[Match, list[SeatConfig]] | None = None,
    ) -> None:
        super().__init__(app)
        self.setup = setup
        if resume is not None:
            match, seats = resume
        else:
            match = open_match(setup.game, setup.players, dict(setup.options), seed=app.config.seed, auto_deal=False)
            people = app.settings.people
            seats = setup.seats(human_names(setup, people), seat_phones(setup.humans, people))
        self.seats = list(seats)  # the controller's list too: a seat named anew is one change
        self.spec = match.spec
        for level in sorted({seat.level for seat in seats if not seat.is_human}):
            match.prepare_bot(level)  # before the first frame, not in the middle of the first bot move
        # a table of bots only is a show (the --autoplay demo): it never saves, nor clears the player's save
        self._saving = any(seat.is_human for seat in seats)
        settings = app.settings
        pacing = pacing_for(match.players, settings)
        reactions = np.random.default_rng(app.config.seed)  # the bots' reaction times in Speed-Kuckuck
        spectator = None if self._saving else 0  # a show of bots is seen over the bottom seat's shoulder
        controller = Controller(match, self.seats, pacing, auto_play_forced=settings.auto_play, rng=reactions,
                                spectator=spectator)  # fmt: skip
        controller.resumed_clock = app.saves.resumed_clock(match) if resume is not None else None
        self._clock_saved: tuple[int, int] | None = None  # (decision, whole seconds) of the clock last saved
        humans = sum(seat.on_screen for seat in seats)
        names = [seat.name for seat in seats]
        self.seat_pads = SeatPads(seat_pads(seats, app.settings.people), names, humans)  # one pad per person
        self.results_in: int | None = None
        self.archived_id: str | None = None  # the archive's id of this match once it is finished and kept
        self._veil: pygame.Surface | None = None  # the hot-seat hand-over's dimming layer, per window size
        self._rules_summary = rules_summary(self.spec, match.rules.options_json(match.options))  # fixed per match
        self.badge_rect: pygame.Rect | None = None  # where the rules badge was last drawn
        self.pause_hint_rect: pygame.Rect | None = None  # where "Esc: pause" was last drawn (a click pauses)
        self.hint_rect: pygame.Rect | None = None  # where "H: hint" was last drawn (a click asks for a hint)
        self.hints = TableHints(match.spec.hint, app.saves.resumed_hints(match) if resume is not None else 0)
        self.hand_reviews = HandReviews(self._reviewed_seat(), match.spec.round_label, hands_seen=len(match.hands))
        timeline = Timeline(timeline_speed(settings))
        colours = seat_colours(seats, app.settings.people)  # each human's colour id, None for a bot
        self.stage = TableStage(self, controller, seats, colours, view_class, cues, timeline, self.table_area)
        self.phones: TablePhones | None = None  # the phone seats' server and join screen, at a table with phones
        self.join_rect: pygame.Rect | None = None  # where the join screen's start line was last drawn
        if controller.phone_seats:
            self.phones = TablePhones(controller, settings.phone_wait_s * 1000, app.config.phone_port)
            self.phones.open()

    def _reviewed_seat(self) -> int | None:
        """The seat whose hands are reviewed as they end: the one person's, with "Review each hand" on."""
        people = [number for number, seat in enumerate(self.seats) if seat.on_screen]
        return people[0] if len(people) == 1 and self.app.settings.review_hands else None

    @property
    def controller(self) -> Controller:
        """The stage's controller, which this table drives (bots move, humans decide)."""
        return self.stage.controller

    @property
    def match(self) -> Match:
        return self.stage.match

    # --- lifecycle ----------------------------------------------------------------------------------------

    def enter(self) -> None:
        self.app.input.use_game_actions(self.spec.id, self.stage.view.actions)
        self.stage.view.enter()
        self._sync()

    def exit(self) -> None:
        self._leave_view()
        if self.phones is not None:
            self.phones.close()  # the table is left for good: the phones' server stops

    def _leave_view(self) -> None:
        self._autosave()  # the clock of the decision on the table, however the table is left (quit, SIGTERM, crash)
        self.stage.view.exit()

    def resize(self, size: tuple[int, int]) -> None:
        self._leave_view()
        self.stage.timeline.fast_forward()
        self.stage.lay_out(size)
        self.enter()

    def table_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the view lays out and draws the table in a window of `size`: all of it."""
        return pygame.Rect((0, 0), size)

    @property
    def paused(self) -> bool:
        return self.stage.paused

    # --- input --------------------------------------------------------------------------------------------

    def deciding_seat(self) -> int | None:
        """The human seat whose turn it is, or to whom the screen is being handed."""
        controller = self.controller
        return controller.handover_to if controller.handover_to is not None else controller.waiting_for_human

    def handle(self, action: InputAction) -> None:
        kind = action.action
        refusal = self.seat_pads.refused(action, self.deciding_seat(), self.app.input.pads.numbers())
        if refusal is not None:
            self.app.toast(refusal, WRONG_PAD_MS)
            return
        if kind in (Action.MENU, Action.GAMEPAD_LOST) or self._on_pause_hint(action):
            self.open_pause()
        elif self.phones is not None and self.phones.gathering:
            if kind is Action.CONFIRM or self._on_label(action, self.join_rect):
                self.phones.start()  # the host starts: a phone not joined yet is away from now
        elif kind is Action.FAST_FORWARD:
            self.stage.timeline.fast_forward()
        elif kind is Action.HINT or self._on_label(action, self.hint_rect):
            self.ask_hint()
        elif self.controller.handover_to is not None:
            if kind in (Action.CONFIRM, Action.POINT_CLICK):
                self.controller.confirm_handover()
        elif not self.stage.view.handle(action):
            self.stage.focus.handle(action)

    def _on_pause_hint(self, action: InputAction) -> bool:
        """A click on "Esc: pause" at the top right: a mouse player's way to the pause."""
        return self._on_label(action, self.pause_hint_rect)

    @staticmethod
    def _on_label(action: InputAction, rect: pygame.Rect | None) -> bool:
        """Whether `action` is a click on the label drawn at `rect` (None: not drawn)."""
        return action.action is Action.POINT_CLICK and rect is not None and rect.collidepoint(action.pos or (-1, -1))

    def decision(self) -> Decision | None:
        """The human decision on the table now (the seat, and how far the match has got), None while none is: the
        match waits for a person whose eyes the table shows, even while it still animates (a Hearts pass can be
        picked during the deal)."""
        controller = self.controller
        seat = self.match.to_move
        if seat is None or not self.seats[seat].on_screen or controller.handover_to is not None or self.paused:
            return None
        if controller.waiting_for_human != seat and len(controller.screen_seats) > 1 and controller.viewer != seat:
            return None  # another person's turn, not yet handed over: their cards are not on the screen
        return seat, self.match.actions_taken

    def ask_hint(self) -> None:
        """What the hard bot would do at the player's decision, and why: worked out beside the table, then shown."""
        decision = self.decision()
        if decision is None:
            self.app.toast(tr("A hint is for your own decision: ask when it is your turn."))
            return
        if self.hints.ask(self.match.view(decision[0]), decision):
            self._autosave()  # the match now counts a hint

    def on_ui_event(self, event: pygame.event.Event) -> None:
        self.stage.view.on_ui_event(event)

    def pad_lost(self, number: int) -> str:
        return self.seat_pads.lost(number)

    def on_focus_lost(self) -> None:
        if not self.controller.over:
            self.open_pause()

    def open_pause(self) -> None:
        if self.paused:
            return
        self.stage.view.sync(None)
        seed = seed_text(self.spec, deal_seed(self.match), self.match.from_seed)
        self.app.scenes.push(
            PauseOverlay(self.app, self.rules_panel, self._quit_to_menu, self.set_speed, self._rules_summary, seed)
        )

    def set_speed(self, speed: float) -> None:
        """The player's table speed, from now on and in the settings."""
        self.app.remember_settings(replace(self.app.settings, animation_speed=speed, instant=False))
        self.stage.timeline.speed = speed
        self.controller.pacing = replace(self.controller.pacing, speed=speed)

    def settings_changed(self) -> None:
        """From the Settings scene while paused: the new speed (or instant), holds and auto-play, from now on."""
        settings = self.app.settings
        self.stage.timeline.speed = timeline_speed(settings)
        self.controller.pacing = pacing_for(self.match.players, settings)
        self.controller.auto_play_forced = settings.auto_play
        self.hand_reviews.seat = self._reviewed_seat()

    def rules_panel(self) -> RulesPanel:
        return RulesPanel(self.app, self.spec)

    def _quit_to_menu(self) -> None:
        self._autosave()
        self.app.router.menu(game=self.spec.id)

    # --- time ---------------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        stage = self.stage
        stage.focus.update(dt_ms)
        stage.clock_ms += dt_ms
        stage.warm_images()
        stage.timeline.update(dt_ms)
        stage.view.update(dt_ms)
        if self.phones is not None:
            self.phones.frame(dt_ms)
            self._rename(self.phones.take_renamed())
        self._advance(dt_ms)
        while self.controller.refusals:  # a decision kept for its moment, refused when it came
            stage.refused(self.controller.refusals.pop(0))
        deadline = time.perf_counter() + CATCH_UP_BUDGET_MS / 1000
        for _ in range(stage.view.steps_per_frame() - 1):  # skipping to the result: more of the match a frame
            if self.match.over or time.perf_counter() > deadline:
                break
            stage.timeline.update(dt_ms)
            self._advance(dt_ms)
        stage.reconcile()
        self.hints.update(self.decision())
        self.hand_reviews.update(self.match, dt_ms)
        self._sync()
        self._save_clock()
        for error in self.app.saves.writer.take_errors():
            self.app.toast(tr("Could not save the match: {error}", error=error))
        self._maybe_finish(dt_ms)

    def _rename(self, names: Mapping[int, str]) -> None:
        """Seats named anew (a phone joined under its person's name): the plates, the story and the save say it."""
        if not names:
            return
        renamed = {seat: self.seats[seat]._replace(name=name) for seat, name in names.items()}
        for seat, config in renamed.items():
            self.seats[seat] = config  # the controller's list too
        self.stage.rename(renamed)
        self._autosave()

    def _advance(self, dt_ms: int) -> None:
        """The controller's turn: a bot may move, and what happened goes to the animation timeline."""
        if self.phones is not None and self.phones.gathering:
            return  # the match waits for the phones to join
        controller = self.controller
        controller.scene_busy = self.stage.timeline.busy
        controller.update(dt_ms)
        events = controller.take_events()
        if events:
            self.stage.show(events)
            controller.scene_busy = True
            self._autosave()

    def _sync(self) -> None:
        self.stage.view.sync(None if self.paused else self.controller.waiting_for_human)

    def _maybe_finish(self, dt_ms: int) -> None:
        match = self.match
        if not match.over or self.stage.timeline.busy:
            return
        if self.results_in is None:
            self.results_in = RESULTS_DELAY_MS
            if self._saving:
                self._archive()
                self.app.saves.clear(self.spec.id)
            return
        self.results_in -= dt_ms
        if self.results_in <= 0:
            summary = self.spec.summarise(match, tuple(self.stage.names))
            self.app.router.results(summary, self.setup, self.archived_id, FinishedSeed.of(match))

    def _archive(self) -> None:
        """A finished match is kept (the newest 200 are), for statistics and replays."""
        try:
            started = self.app.saves.started_at(self.match)
            seats = seats_to_json(self.seats)
            self.archived_id = self.app.archive.add(self.match, seats, started=started, hints=self.hints.asked).id
        except (OSError, ValueError) as error:
            self.app.toast(tr("The finished match could not be archived ({error}).", error=str(error)[:120]))

    def _autosave(self) -> None:
        match = self.match
        if self._saving and not match.over:
            self.app.saves.save_soon(match, seats_to_json(self.seats), self.controller.clock_state(), self.hints.asked)

    def _save_clock(self) -> None:
        """Against the clock, the time a decision has used is saved every whole second as well, so even a
        program that is killed outright gives back at most a second."""
        state = self.controller.clock_state()
        if state is None:
            return
        mark = (state.at, state.elapsed_ms // CLOCK_SAVE_MS)
        if mark != self._clock_saved:
            if self._clock_saved is not None and self._clock_saved[0] == state.at:
                self._autosave()
            self._clock_saved = mark

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.stage.draw(surface)
        self._draw_hud(surface)

    def _draw_hud(self, surface: pygame.Surface) -> None:
        """The title bar: the table's title on the left, the pause hint on the right, and between them the rules
        of the match on a badge."""
        width, height = surface.get_size()
        size = max(14, height // 40)
        title = render(self.stage.view.title(self.controller.view()), size, GOLD, bold=True)
        surface.blit(title, (round(width * 0.02), round(height * 0.015)))
        hint = tr("{key}: pause", key=self.app.input.prompt(Action.MENU))
        small = max(readable_px((width, height)), size * 3 // 4)
        hint_image = render(hint, small, CREAM)
        hint_rect = hint_image.get_rect(topright=(round(width * 0.98), round(height * 0.02)))
        surface.blit(hint_image, hint_rect)
        self.pause_hint_rect = hint_rect.inflate(size, size)  # an easy target
        right = round(width * 0.98) - hint_image.get_width() - size
        self.hint_rect = None
        if self.spec.hint is not None and self.decision() is not None:
            ask = render(tr("{key}: hint", key=self.app.input.prompt(Action.HINT)), small, CREAM)
            ask_rect = ask.get_rect(topright=(right, round(height * 0.02)))
            surface.blit(ask, ask_rect)
            self.hint_rect = ask_rect.inflate(size, size)
            right -= ask.get_width() + size
        left = round(width * 0.02) + title.get_width() + size
        middle = round(height * 0.015) + title.get_height() // 2
        self.badge_rect = draw_rules_badge(surface, self._rules_summary, left, right, middle, small)
        text, colour = self.phones.away_line() if self.phones is not None else "", CREAM
        if not text:
            text, colour = hint_text(self.hints, self.stage.clock_ms)
        if not text:
            text, colour = self.hand_reviews.line, CREAM
        draw_hint_line(surface, text, colour, small)

    def _handover_veil(self, size: tuple[int, int]) -> pygame.Surface:
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((0, 0, 0, 200))
        return self._veil

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.stage.draw_overlay(surface)
        if self.phones is not None and self.phones.gathering:
            colours = [colour_rgb(colour) for colour in self.stage.colours]
            prompt = tr("{keys} or a click: start now", keys=self.app.input.prompt(Action.CONFIRM))
            self.join_rect = draw_join(surface, self.phones, colours, prompt)
            return
        self.join_rect = None
        if self.controller.handover_to is not None:
            self._draw_handover(surface, self.controller.handover_to)
            return
        self.stage.focus.draw(surface)

    def _draw_handover(self, surface: pygame.Surface, seat: int) -> None:
        """The privacy screen between two people's turns: whose turn it is, in their colour, and how to go on."""
        surface.blit(self._handover_veil(surface.get_size()), (0, 0))
        width, height = surface.get_size()
        name = self.stage.names[seat]
        colour = colour_rgb(self.stage.colours[seat]) or GOLD
        text = render(tr("Pass the screen to {name}", name=name), height // 16, colour, bold=True)
        surface.blit(text, text.get_rect(center=(width // 2, height // 2)))
        sub = hint_line(self.handover_hint(seat), height // 36)
        surface.blit(sub, sub.get_rect(center=(width // 2, round(height * 0.6))))

    def handover_hint(self, seat: int) -> str:
        """How the next person takes the screen: with their own pad's confirm button when they have one plugged
        in ("Press ✕ on pad 2 …"), else the key or button of the device in use, or a click."""
        name = self.stage.names[seat]
        pad = self.seat_pads.pad_of(seat, self.app.input.pads.numbers())
        if pad is not None:
            button = self.app.input.prompt(Action.CONFIRM, pad=pad)
            return tr("Press {button} on pad {number} when only {name} is looking", button=button, number=pad,
                      name=name)  # fmt: skip
        keys = self.app.input.prompt(Action.CONFIRM)
        return tr("{keys} or a click when only {name} is looking", keys=keys, name=name)
