"""The table: a Kuckuck match in progress, animated, with the human's Stay / Swap controls."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import Match, open_match
from game.controller import Controller, Pacing
from game.core.cards import standard_deck
from game.core.seats import SeatConfig, next_seat
from game.i18n import tr, trn
from game.lobby import MatchSetup, ResultsSummary, seats_to_json
from scenes.cards.card_art import CardArt, card_label
from scenes.cards.sprites import (
    LOSER_RED,
    TURN_GOLD,
    CardSprite,
    SeatPlate,
    TableSprites,
    draw_dealer_button,
    draw_token,
)
from scenes.cards.tween import Timeline
from scenes.core.app import App
from scenes.core.scene import Scene
from scenes.kuckuck.animator import Animator
from scenes.kuckuck.layout import TableLayout
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.focus import FocusRing
from scenes.ui.input import Action, InputAction
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, render
from scenes.ui.theme import button_id

if TYPE_CHECKING:
    from scenes.table.pause import PauseOverlay

RESULTS_DELAY_MS = 600


def pacing_for(players: int, speed: float = 1.0) -> Pacing:
    """Bots think a little faster at a big table, so a 20-player round still flows; `speed` is the player's."""
    return Pacing(bot_think_ms=max(380, 900 - 26 * players), speed=speed)


class TableScene(Scene):
    def __init__(self, app: App, setup: MatchSetup, resume: tuple[Match, list[SeatConfig]] | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        if resume is not None:
            match, seats = resume
        else:
            match = open_match(setup.game, setup.players, dict(setup.options), seed=app.config.seed)
            seats = setup.seats()
        self.seats = seats
        # a table of bots only is a show (the --autoplay demo): it never saves, nor clears the player's save
        self._saving = any(seat.is_human for seat in seats)
        speed = app.settings.animation_speed
        self.controller = Controller(match, seats, pacing_for(match.players, speed))
        self.names = [seat.name for seat in seats]
        self.art = CardArt()
        self.timeline = Timeline(speed)
        self.sprites = TableSprites()
        self.max_lives = int(match.options.lives)
        self.layout = self._make_layout(app.size)
        self._warm_up: deque[Callable[[], object]] = deque()
        self._queue_warm_up()
        self.animator = Animator(self.sprites, self.layout, self.names, self.controller.viewer)
        self.focus = FocusRing()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.pause: PauseOverlay | None = None
        self._reconciled_for: tuple[int, int | None] | None = None  # (match history length, private viewer)
        self.clock_ms = 0
        self.results_in: int | None = None
        self._buttons_top = 0  # where the Stay / Swap bar begins, set by enter()
        self._veil: pygame.Surface | None = None  # the hot-seat hand-over's dimming layer, per window size
        self.sprites.plates = [  # lives, turn and out are _reconcile's
            SeatPlate(name, self.max_lives, self.max_lives, human=seat.is_human)
            for name, seat in zip(self.names, seats, strict=True)
        ]
        self._reconcile(initial=True)

    # --- layout and widgets -------------------------------------------------------------------------------

    def _make_layout(self, size: tuple[int, int]) -> TableLayout:
        humans = self.controller.human_seats
        return TableLayout(size[0], size[1], self.controller.match.players, humans[0] if humans else None)

    def _queue_warm_up(self) -> None:
        """Images to draw ahead of need, a few per frame: first the glows and the shadow (a blur is the dearest
        image of all), then every face, so a showdown of 20 cards never stalls a frame."""
        width, art = self.layout.card_width, self.art
        self._warm_up = deque(
            [
                partial(art.highlight, width, LOSER_RED),
                partial(art.highlight, width, TURN_GOLD),
                partial(art.shadow, width),
                *(partial(art.face, card.text, width) for card in standard_deck()),
            ]
        )

    def enter(self) -> None:
        width, height = self.app.size
        bar_h = round(height * 0.075)
        button_w = round(min(width * 0.2, bar_h * 4.2))
        y = self._buttons_top = height - bar_h - round(height * 0.03)
        gap = round(width * 0.015)
        manager = self.app.ui
        pixels = scaled(self.app.size, 34, 14)
        stay = pygame_gui.elements.UIButton(
            pygame.Rect(width // 2 - button_w - gap // 2, y, button_w, bar_h),
            tr("Stay"),
            manager,
            object_id=button_id(manager, self.app.size, pixels),
        )
        swap = pygame_gui.elements.UIButton(
            pygame.Rect(width // 2 + gap // 2, y, button_w, bar_h),
            tr("Swap"),
            manager,
            object_id=button_id(manager, self.app.size, pixels, "@primary"),
        )
        self.buttons = {"stay": stay, "swap": swap}
        self.focus.set_widgets([stay, swap])
        self.focus.focus(swap)
        self._sync_buttons()

    def exit(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        if self.pause is not None:
            self.pause.close()
            self.pause = None

    def resize(self, size: tuple[int, int]) -> None:
        paused = self.pause is not None
        self.exit()
        self.timeline.fast_forward()
        self.layout = self._make_layout(size)
        self._queue_warm_up()
        self.animator.layout = self.layout
        self.sprites.cards.clear()
        self.sprites.extra_cards.clear()
        self.sprites.callouts.clear()
        self._reconcile(initial=True)
        self.enter()
        if paused:
            self._open_pause()

    def _human_deals(self) -> bool:
        """The human deciding now is the dealer: their Swap draws from the stock."""
        seat = self.controller.waiting_for_human
        return seat is not None and seat == self.controller.match.dealer

    def _sync_buttons(self) -> None:
        waiting = self.controller.waiting_for_human is not None and self.pause is None
        for button in self.buttons.values():
            if waiting:
                button.enable()
            else:
                button.disable()
        swap = self.buttons.get("swap")
        label = tr("Draw") if self._human_deals() else tr("Swap")
        if swap is not None and swap.text != label:
            swap.set_text(label)

    # --- input --------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> None:
        if self.pause is not None:
            self.pause.handle(action)
            return
        kind = action.action
        if kind in (Action.MENU, Action.GAMEPAD_LOST):
            self._open_pause()
        elif kind is Action.FAST_FORWARD:
            self.timeline.fast_forward()
        elif self.controller.handover_to is not None:
            if kind in (Action.CONFIRM, Action.POINT_CLICK):
                self.controller.confirm_handover()
        elif kind is Action.STAY:
            self.decide("stay")
        elif kind is Action.SWAP:
            self.decide("swap")
        else:
            self.focus.handle(action)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if self.pause is not None:
            self.pause.on_ui_event(event)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self.decide(name)

    def decide(self, action: str) -> None:
        if self.controller.waiting_for_human is None:
            return
        refusal = self.controller.submit(action)
        if refusal is not None:
            self.app.toast(refusal)

    def on_focus_lost(self) -> None:
        if self.pause is None and not self.controller.over:
            self._open_pause()

    def _open_pause(self) -> None:
        from scenes.table.pause import PauseOverlay

        self.pause = PauseOverlay(self.app, self._resume, self._quit_to_menu)
        self._sync_buttons()

    def _resume(self) -> None:
        if self.pause is not None:
            self.pause.close()
        self.pause = None
        self._sync_buttons()

    def _quit_to_menu(self) -> None:
        from scenes.menu.scene import MenuScene

        self._autosave()
        self.app.switch(MenuScene(self.app))

    # --- time ---------------------------------------------------------------------------------------------

    def _warm_images(self, count: int = 2) -> None:
        """Draw the next few images of the warm-up queue."""
        for _ in range(min(count, len(self._warm_up))):
            self._warm_up.popleft()()

    def update(self, dt_ms: int) -> None:
        self.focus.update(dt_ms)
        if self.pause is not None:
            self.pause.update(dt_ms)
            return
        self.clock_ms += dt_ms
        self._warm_images()
        self.timeline.update(dt_ms)
        self.controller.scene_busy = self.timeline.busy
        self.controller.update(dt_ms)
        events = self.controller.take_events()
        if events:
            viewer = self._private_viewer()
            self.animator.viewer = viewer
            self.timeline.add(self.animator.play([event.seen_by(viewer) for event in events]))
            self.controller.scene_busy = True
            self._autosave()
        shown = (len(self.controller.match.history), self._private_viewer())
        if not self.timeline.busy and shown != self._reconciled_for:
            self._reconcile()
            self._reconciled_for = shown
        self._sync_buttons()
        for error in self.app.saves.writer.take_errors():
            self.app.toast(tr("Could not save the match: {error}", error=error))
        self._maybe_finish(dt_ms)

    def _maybe_finish(self, dt_ms: int) -> None:
        match = self.controller.match
        if not match.over or self.timeline.busy:
            return
        if self.results_in is None:
            self.results_in = RESULTS_DELAY_MS
            if self._saving:
                self.app.saves.clear()
            return
        self.results_in -= dt_ms
        if self.results_in <= 0:
            from scenes.results import ResultsScene

            state = match.state
            summary = ResultsSummary(
                tuple(self.names),
                tuple(match.winners),
                tuple(state.eliminated),
                state.deal_no,
                self.setup,
                tuple(state.eliminated_in),
            )
            self.app.switch(ResultsScene(self.app, summary))

    def _autosave(self) -> None:
        match = self.controller.match
        if self._saving and not match.over:
            self.app.saves.save_soon(match, seats_to_json(self.seats))

    def _private_viewer(self) -> int | None:
        """Whose private cards may be on screen now. With one human: always theirs. At a hot-seat table:
        only the human deciding, after the hand-over, so nobody's card lies open while others watch."""
        controller = self.controller
        if controller.handover_to is not None:
            return None
        if len(controller.human_seats) > 1:
            return controller.waiting_for_human
        return controller.viewer

    def _reconcile(self, initial: bool = False) -> None:
        """Bring the sprites in line with what the viewer may see, once nothing is animating."""
        view = self.controller.view()
        hidden = self._private_viewer() is None
        if initial:
            self.sprites.dealer_pos = self.animator.dealer_spot(view["dealer"])
        for seat, plate in enumerate(self.sprites.plates):
            plate.lives = view["lives"][seat]
            plate.active = view["to_move"] == seat
            if not view["alive"][seat] and seat not in view["sudden"] and not plate.out:
                plate.out, plate.dimmed = True, 1.0
        self.sprites.pot = sum(self.max_lives - lives for lives in view["lives"])
        shown = view["stock_top"]  # a King that blocked the dealer's draw, until the next deal
        self.sprites.stock_top = CardSprite(self.layout.shown_stock_pos, shown, 1.0) if shown else None
        if view["phase"] != "turn":
            if initial:
                self._place_last_showdown(view)
            return
        self.sprites.stock_count = view["stock_count"]
        for seat in range(view["players"]):
            if not view["in_deal"][seat]:
                continue
            sprite = self.sprites.cards.get(seat)
            if sprite is None:
                sprite = CardSprite(self.layout.spots[seat].card_pos)
                self.sprites.cards[seat] = sprite
            card = view["cards"][seat]
            public = view["face_up"][seat] or (seat == view["seat"] and not hidden)
            sprite.card = card if public else None
            sprite.flip = 1.0 if public and card else 0.0
            sprite.hint = card_label(card) if card and not public and not hidden else ""
            sprite.pos = self.layout.spots[seat].card_pos
            sprite.glow = TURN_GOLD if view["to_move"] == seat and seat == view["seat"] else None

    def _place_last_showdown(self, view: dict[str, Any]) -> None:
        for seat, card in enumerate(view["last_cards"]):
            if card:
                glow = LOSER_RED if seat in view["last_losers"] else None
                self.sprites.cards[seat] = CardSprite(self.layout.spots[seat].card_pos, card, 1.0, glow=glow)

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self.pause is not None and self.pause.covers(surface.get_size()):
            self.pause.draw(surface)  # its frosted copy of the table hides the table: no need to draw it
            return
        layout = self.layout
        surface.blit(table_backdrop(surface.get_size(), layout.table_rect), (0, 0))
        self._draw_centre(surface)
        width = layout.card_width
        for seat, plate in enumerate(self.sprites.plates):
            plate.draw(surface, pygame.Rect(layout.badge_rect(seat)), self.clock_ms)
        draw_dealer_button(surface, self.sprites.dealer_pos, max(8, layout.badge_size[1] // 4))
        for sprite in self.sprites.extra_cards:
            sprite.draw(surface, self.art, width)
        for _, sprite in sorted(self.sprites.cards.items(), key=lambda item: item[1].lift):
            sprite.draw(surface, self.art, width)
        token_size = max(5, layout.badge_size[1] // 6)
        for token in self.sprites.tokens:
            draw_token(surface, token.pos, token_size)
        for callout in self.sprites.callouts:
            callout.draw(surface)
        if self.sprites.banner is not None:
            self.sprites.banner.draw(surface, layout.center, surface.get_height())
        self._draw_hud(surface)
        if self.pause is not None:
            self.pause.draw(surface)

    def _draw_centre(self, surface: pygame.Surface) -> None:
        layout = self.layout
        width = layout.card_width
        stock = self.art.placeholder(width)
        sx, sy = layout.stock_pos
        surface.blit(stock, stock.get_rect(center=(round(sx), round(sy))))
        depth = min(6, (self.sprites.stock_count + 9) // 10)
        for i in range(depth):
            CardSprite((sx - i * 1.5, sy - i * 1.5), None).draw(surface, self.art, width)
        if self.sprites.stock_count:
            count = render(str(self.sprites.stock_count), max(10, width // 5), CREAM, bold=True)
            surface.blit(count, count.get_rect(midtop=(round(sx), round(sy + layout.card_height * 0.55))))
        if self.sprites.stock_top is not None:
            self.sprites.stock_top.draw(surface, self.art, width)
        px, py = layout.pot_pos
        token_size = max(5, layout.badge_size[1] // 6)
        for i in range(min(self.sprites.pot, 40)):
            column, row = divmod(i, 8)
            draw_token(
                surface, (px - token_size + column * token_size * 1.2, py + token_size * 3 - row * 4), token_size
            )
        if self.sprites.pot:
            label = render(tr("Pot: {count}", count=self.sprites.pot), max(10, width // 6), GOLD, bold=True)
            surface.blit(label, label.get_rect(midtop=(round(px), round(py + token_size * 4.5))))

    def _draw_hud(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        view = self.controller.view()
        size = max(14, height // 40)
        left = sum(view["alive"]) or len(view["sudden"])
        deal = max(1, view["deal_no"])
        title = trn(
            "Kuckuck · Deal {deal} · {n} player left", "Kuckuck · Deal {deal} · {n} players left", left, deal=deal
        )
        surface.blit(render(title, size, GOLD, bold=True), (round(width * 0.02), round(height * 0.015)))
        hint = tr("{key}: pause", key=self.app.input.describe(Action.MENU))
        hint_image = render(hint, max(12, size * 3 // 4), CREAM)
        surface.blit(hint_image, hint_image.get_rect(topright=(round(width * 0.98), round(height * 0.02))))
        prompt = self._prompt(view)
        if prompt:
            image = render(prompt, size, CREAM, bold=True)
            surface.blit(image, image.get_rect(midbottom=(width // 2, self._buttons_top - size)))

    def _prompt(self, view: dict[str, Any]) -> str:
        controller = self.controller
        if controller.handover_to is not None:
            return tr(
                "{name}: take the screen and press Enter (or click) to see your card",
                name=self.names[controller.handover_to],
            )
        seat = controller.waiting_for_human
        if seat is not None:
            left = next_seat(seat, view["in_deal"])
            if self._human_deals():
                return tr("You deal: keep your card or draw from the stock?  [S] stay · [W] draw")
            return tr("Your turn: keep your card or swap with {name}?  [S] stay · [W] swap", name=self.names[left])
        mover = view["to_move"]
        if mover is not None and not self.seats[mover].is_human:
            return tr("{name} is thinking…", name=self.names[mover])
        return ""

    def _handover_veil(self, size: tuple[int, int]) -> pygame.Surface:
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((0, 0, 0, 200))
        return self._veil

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.controller.handover_to is not None:
            surface.blit(self._handover_veil(surface.get_size()), (0, 0))
            name = self.names[self.controller.handover_to]
            text = render(tr("Pass the screen to {name}", name=name), surface.get_height() // 16, GOLD, bold=True)
            surface.blit(text, text.get_rect(center=(surface.get_width() // 2, surface.get_height() // 2)))
            sub = render(
                tr("Press Enter, (A) or click when only {name} is looking", name=name),
                surface.get_height() // 36,
                CREAM,
            )
            surface.blit(sub, sub.get_rect(center=(surface.get_width() // 2, surface.get_height() * 0.6)))
        if self.pause is not None:
            self.pause.draw_overlay(surface)
        else:
            self.focus.draw(surface)
