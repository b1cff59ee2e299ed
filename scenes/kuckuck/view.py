"""The Kuckuck table: seats round an oval, one card each, the stock and the pot in the middle, and the human's
Stay / Swap (the dealer: Draw) buttons."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.core.decks import STANDARD_52
from game.core.events import Event
from game.core.packs import KINDS
from game.core.seats import next_seat
from game.i18n import tr, trn
from game.kuckuck import events as K
from scenes.cards.card_art import CardArt
from scenes.cards.names import card_label
from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import LOSER_RED, TURN_GOLD, CardSprite, draw_dealer_button, lifted_width
from scenes.kuckuck.actions import ACTIONS
from scenes.kuckuck.animator import KuckuckAnimator
from scenes.kuckuck.centre import draw_centre
from scenes.kuckuck.clock_view import countdown_bar, draw_clock, own_clock
from scenes.kuckuck.countdown import Countdown
from scenes.kuckuck.domino_ui import at_domino, domino_open, domino_prompt
from scenes.kuckuck.layout import TableLayout
from scenes.kuckuck.log_panel import LogPanel
from scenes.kuckuck.log_zone import log_zones, prompt_width
from scenes.kuckuck.money import settle_bankroll
from scenes.kuckuck.privacy import turn_private_cards_down
from scenes.kuckuck.prompt_area import Line, draw_lines
from scenes.kuckuck.sprites import KuckuckSprites, SeatPlate, draw_chip, draw_token
from scenes.kuckuck.story import Narrator, showdown_line
from scenes.kuckuck.watching import Watching
from scenes.kuckuck.words import is_money_game
from scenes.table.view import TableView, View
from scenes.ui.actions import Action, GameAction, InputAction
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.player_colours import colour_rgb
from scenes.ui.scale import scaled
from scenes.ui.text import CREAM, GOLD, bare_buttons
from scenes.ui.theme import button_id

if TYPE_CHECKING:
    from scenes.cards.geometry import Rect
    from scenes.cards.tween import Step
    from scenes.table.view import Stage


TETHER = (150, 122, 60)  # the line from a plate to its card: the plates' gold, dimmed
HINT_INK = (196, 204, 190)  # the hint on skipping the animation: quieter than the prompt
FOCUS_BOT = "normal"  # the bot level whose move a decision's focus opens on (asked through the match, as any bot)


class KuckuckView(TableView):
    actions: ClassVar[tuple[GameAction, ...]] = ACTIONS
    animator_class = KuckuckAnimator

    def __init__(self, table: Stage) -> None:
        super().__init__(table)
        match = table.match
        self.deck = str(match.options.deck)  # the pack dealt: a special one has its own faces and back
        self.art = CardArt(pack=self.deck)
        self.sprites = KuckuckSprites()
        self.max_lives = int(match.options.lives)
        money = is_money_game(match.rules.options_json(match.options))
        self.sprites.money = money
        self.sprites.plates = [  # lives, turn and out are reconcile's
            SeatPlate(name, self.max_lives, self.max_lives, human=seat.is_human, money=money, colour=colour_rgb(colour))
            for name, seat, colour in zip(table.names, table.seats, table.colours, strict=True)
        ]
        self._banked = False  # the bankroll has been settled for this (finished) money game
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._looks: dict[bool, ObjectID] = {}  # a decision button's look, gold or not
        self._gold: dict[str, bool] = {}  # which buttons are gold now
        self._deciding: int | None = None  # the human seat whose decision the buttons show
        self.watching = Watching(table)  # once every person is out
        self.countdown = Countdown(lambda name: table.app.sounds.play(name))  # Speed-Kuckuck's time left
        self._buttons_top = 0  # where the Stay / Swap bar begins, set by enter()
        self._layout: TableLayout | None = None
        self._animator: KuckuckAnimator | None = None
        self.options = dict(match.rules.options_json(match.options))
        humans = table.controller.screen_seats
        you = humans[0] if len(humans) == 1 else None
        self.narrator = Narrator(table.names, you, self.options, humans)
        self.log = LogPanel()
        self._zones: tuple[Rect, Rect] = ((0.0, 0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 0.0))
        match.prepare_bot(FOCUS_BOT)  # loaded now, not at the first decision
        self._retell(match.history)

    def _retell(self, history: list[Event]) -> None:
        """A resumed match's log: what its viewer saw of the deal under way."""
        starts = [index for index, event in enumerate(history) if isinstance(event, K.DealStart)]
        viewer = self.viewer()
        for event in history[starts[-1] if starts else len(history) :]:
            self.narrator.tell(event.seen_by(viewer), viewer)

    @property
    def geometry(self) -> TableLayout:
        assert self._layout is not None, "layout() first"
        return self._layout

    @property
    def animator(self) -> KuckuckAnimator:
        assert self._animator is not None, "layout() first"
        return self._animator

    # --- layout and widgets -------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        table = self.table
        humans = table.controller.screen_seats
        human = humans[0] if humans else None
        self._layout = TableLayout(size[0], size[1], table.match.players, human, window=table.app.size)
        self.sprites.cards.clear()
        self.sprites.extra_cards.clear()
        self.sprites.stage.callouts.clear()
        if self._animator is None:
            self._animator = KuckuckAnimator(
                self.sprites, self._layout, table.names, table.controller.viewer, self.options, self.narrator
            )
        self._animator.layout = self._layout
        self._animator.open_card = self._open_card if self.open else None

    def warm_up(self) -> list[Callable[[], object]]:
        """First the glows and the shadow (a blur is the dearest image of all), then every face, so a showdown of
        20 cards never stalls a frame; then the back and the faces at the lifted width, which flying cards are
        drawn from."""
        width, art = self.geometry.card_width, self.art
        lifted = lifted_width(width)
        faces = KINDS[self.deck] if self.deck in KINDS else [card.text for card in STANDARD_52.cards()]
        return [
            partial(art.highlight, width, LOSER_RED),
            partial(art.highlight, width, TURN_GOLD),
            partial(art.shadow, width),
            *(partial(art.face, card, width) for card in faces),
            partial(art.rotated, None, lifted, 0, BACK_BLUE),  # the back (the pack's own, for a special pack)
            *(partial(art.face, card, lifted) for card in faces),
        ]

    def enter(self) -> None:
        app = self.table.app
        width, height = self.geometry.width, self.geometry.height  # the table's area: the window, but in a replay
        bar_h = round(height * 0.075)
        button_w = round(min(width * 0.2, bar_h * 4.2))
        y = self._buttons_top = height - bar_h - round(height * 0.03)
        gap = round(width * 0.015)
        manager = app.ui
        pixels = scaled(app.size, 34, 14)
        plain, gold = button_id(manager, app.size, pixels), button_id(manager, app.size, pixels, "@primary")
        self._looks = {False: plain, True: gold}
        left, right, w = width // 2 - button_w - gap // 2, width // 2 + gap // 2, button_w
        stay = pygame_gui.elements.UIButton(pygame.Rect(left, y, w, bar_h), tr("Stay"), manager, object_id=plain)
        swap = pygame_gui.elements.UIButton(pygame.Rect(right, y, w, bar_h), tr("Swap"), manager, object_id=plain)
        self.buttons = {"stay": stay, "swap": swap}
        if self.table.replaying or not self.table.controller.screen_seats:  # a replay has controls of its own;
            stay.hide()  # at a table of phones and bots nobody decides at the screen
            swap.hide()
        self._zones = log_zones(self.geometry, (left, y, right + w - left, bar_h))
        self._gold = {"stay": False, "swap": False}
        self._deciding = None
        self.table.focus.set_widgets([stay, swap])
        self.table.focus.focus(swap)

    def exit(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}

    def _human_deals(self, waiting: int | None) -> bool:
        """The human deciding now is the dealer: their Swap draws from the stock."""
        return waiting is not None and waiting == self.table.match.dealer

    def sync(self, waiting: int | None) -> None:
        view = self.table.controller.view()
        watching = self.watching.active(view)
        domino = at_domino(view, waiting)
        for name, button in self.buttons.items():
            closed = domino and name == "swap" and not domino_open(view)  # no domino swap this time
            if (waiting is not None or (watching and not self.table.paused)) and not closed:
                button.enable()
            else:
                button.disable()
        if watching:
            labels = self.watching.labels()
        elif domino:
            labels = (tr("Stay"), tr("Swap on"))
        else:
            labels = (tr("Stay"), tr("Draw") if self._human_deals(waiting) else tr("Swap"))
        for widget, label in zip((self.buttons.get("stay"), self.buttons.get("swap")), labels, strict=True):
            if widget is not None and widget.text != label:
                widget.set_text(label)
        if waiting != self._deciding and waiting is not None and self.buttons:
            # the focus opens on the game's normal bot's move from this seat's view: Enter is never a blunder
            self.table.focus.focus(self.buttons[self.table.match.bot_move(FOCUS_BOT)])
        self._deciding = waiting
        self._gild_focused(waiting is not None or watching)
        clock = self.table.controller.decision_clock
        self.countdown.follow(clock, clock is not None and self.table.seats[clock.seat].is_human)

    def _gild_focused(self, deciding: bool) -> None:
        """Exactly one button looks like the choice Enter makes: the focused one, in gold, while you decide."""
        focused = self.table.focus.focused
        for name, button in self.buttons.items():
            gold = deciding and button is focused
            if self._gold[name] != gold:
                button.change_object_id(self._looks[gold])
                self._gold[name] = gold

    # --- input --------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> bool:
        if action.action is Action.GAME and action.name in ("stay", "swap"):
            self._press(action.name)
            return True
        if action.action is Action.GAME and action.name == "log":
            self.log.toggle()
            return True
        if action.action is Action.POINT_CLICK and action.pos is not None and self.log.hit(action.pos):
            self.log.toggle()
            return True
        return False

    def on_ui_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for name, button in self.buttons.items():
                if event.ui_element is button:
                    self._press(name)
                    return True
        return False

    def update(self, dt_ms: int) -> None:
        fading = self.animator.fading  # the words the table does not wait for, at the table's pace
        if fading.speed != self.table.timeline.speed:
            fading.speed = self.table.timeline.speed
        fading.update(dt_ms)
        if not self._banked and self.table.match.over:
            self._banked = True
            settle_bankroll(self.table)

    def steps_per_frame(self) -> int:
        return self.watching.steps_per_frame()

    def _press(self, name: str) -> None:
        """Stay or Swap; once you are out the same buttons fast forward and skip to the result."""
        if not self.watching.active(self.table.controller.view()):
            self.table.decide(name)
        elif name == "stay":
            self.watching.toggle_fast()
        else:
            self.watching.skip()

    # --- the observation ----------------------------------------------------------------------------------

    def animate(self, events: list[Event]) -> Step:
        self.animator.viewer = self.viewer()
        if self.animator.viewer is None and len(self.table.controller.screen_seats) > 1:
            turn_private_cards_down(self.sprites, self.table.match.view(None))  # the next person may be looking
        return self.animator.play(events)

    def reconcile(self, view: View, hidden: bool, initial: bool) -> None:
        layout = self.geometry
        self.animator.viewer = self.viewer()
        if initial and view["phase"] == "jack_deal":  # no dealer yet: the button waits below the stock
            self.sprites.dealer_pos = (layout.stock_pos[0], layout.stock_pos[1] + layout.card_height * 1.0)
        elif initial:
            self.sprites.dealer_pos = layout.dealer_spot(view["dealer"])
        for seat, plate in enumerate(self.sprites.plates):
            plate.lives = view["lives"][seat]
            plate.active = view["to_move"] == seat
            plate.received = bool(view["received"][seat]) if view.get("received") else False
            if not view["alive"][seat] and seat not in view["sudden"] and not plate.out:
                plate.out, plate.dimmed = True, 1.0
        self.sprites.pot = int(view.get("pot", sum(self.max_lives - lives for lives in view["lives"])))
        shown = view["stock_top"]  # a King that blocked the dealer's draw, until the next deal
        self.sprites.stock_top = CardSprite(layout.shown_stock_pos, shown, 1.0) if shown else None
        laid = view.get("laid_aside") or ()
        self.sprites.laid_aside = [CardSprite(layout.laid_aside_pos(i), card, 1.0) for i, card in enumerate(laid)]
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
                sprite = CardSprite(layout.spots[seat].card_pos)
                self.sprites.cards[seat] = sprite
            card = self._open_card(seat) if self.open else view["cards"][seat]
            public = view["face_up"][seat] or (seat == view["seat"] and not hidden) or self.open
            sprite.card = card if public else None
            sprite.flip = 1.0 if public and card else 0.0
            sprite.hint = card_label(card) if card and not public and not hidden else ""
            sprite.pos = layout.spots[seat].card_pos
            sprite.angle = layout.card_tilt(seat)  # at rest every card leans as its seat does, after a resize too
            sprite.glow = TURN_GOLD if view["to_move"] == seat and seat == view["seat"] else None

    @property
    def open(self) -> bool:
        """A table of bots only (the menu's demo): every card is shown, so the play can be followed."""
        return self.table.controller.is_show

    def viewer(self) -> int | None:
        """Whose eyes the table's words and cards are for: the table's private viewer; nobody's at a demo, which
        shows every card and says "you" to nobody."""
        return None if self.open else self.table.private_viewer()

    def _open_card(self, seat: int) -> str | None:
        """The card `seat` holds now, from that seat's own view (a demo shows every seat's)."""
        card = self.table.match.view(seat)["cards"][seat]
        return str(card) if card else None

    def _place_last_showdown(self, view: View) -> None:
        for seat, card in enumerate(view["last_cards"]):
            if card:
                glow = LOSER_RED if seat in view["last_losers"] else None
                self.sprites.cards[seat] = CardSprite(self.geometry.spots[seat].card_pos, card, 1.0, glow=glow)

    # --- text ---------------------------------------------------------------------------------------------

    def title(self, view: View) -> str:
        left = sum(view["alive"]) or len(view["sudden"])
        deal = max(1, view["deal_no"])
        return trn(
            "Kuckuck · Deal {deal} · {n} player left", "Kuckuck · Deal {deal} · {n} players left", left, deal=deal
        )

    def prompt(self, view: View) -> str:
        table = self.table
        live = not table.replaying  # a replay asks and awaits nobody: only what a showdown did
        seat = table.controller.waiting_for_human if live else None
        if seat is not None:
            keys = table.app.input.prompt_game  # the keyboard's keys, or the pad's buttons after a pad: "[X] stay"
            stay, swap = bare_buttons(keys("stay")), bare_buttons(keys("swap"))
            if at_domino(view, seat):
                return domino_prompt(view, seat, table.names, stay, swap)
            if self._human_deals(seat):
                return tr("You deal: keep your card or draw from the stock?  [{stay}] stay · [{swap}] draw",
                          stay=stay, swap=swap)  # fmt: skip
            left = table.names[next_seat(seat, view["in_deal"])]
            return tr("Your turn: keep your card or swap with {name}?  [{stay}] stay · [{swap}] swap",
                      name=left, stay=stay, swap=swap)  # fmt: skip
        if table.timeline.busy:
            return ""  # nothing ahead of the animation: the cards are still flying
        if live and self.watching.active(view) and self.watching.pace == 1.0:
            return tr("You are out: watch the others play it out, fast forward, or skip to the end")
        mover = view["to_move"]
        if live and mover is not None and not table.seats[mover].is_human:
            return tr("{name} is thinking…", name=table.names[mover])
        if view["phase"] == "deal" and view["last_losers"]:
            return self._showdown_line(view)
        return ""

    def _showdown_line(self, view: View) -> str:
        """Who lost at the showdown just shown, with their cards: "Bram (A♣) and 2 others lose a life"."""
        narrator = self.narrator
        return showdown_line(view["last_cards"], view["last_losers"], self.table.names, narrator.you, view["options"],
                             view["last_dealer"], narrator.humans)  # fmt: skip

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.geometry
        surface.blit(table_backdrop(surface.get_size(), layout.table_rect), (0, 0))
        draw_centre(surface, layout, self.sprites, self.art)
        width = layout.card_width
        tether = max(2, layout.badge_size[1] // 14)
        for seat, plate in enumerate(self.sprites.plates):  # a seat's card spot is tied to its plate
            if not plate.out:
                start, end = layout.spots[seat].center, layout.spots[seat].card_pos
                pygame.draw.line(surface, TETHER, start, end, tether)
        for seat, plate in enumerate(self.sprites.plates):
            plate.draw(surface, pygame.Rect(layout.badge_rect(seat)), self.table.clock_ms)
        draw_dealer_button(surface, self.sprites.dealer_pos, layout.dealer_button_radius())
        for sprite in self.sprites.extra_cards:
            sprite.draw(surface, self.art, width)
        for _, sprite in sorted(self.sprites.cards.items(), key=lambda item: item[1].lift):
            sprite.draw(surface, self.art, width)
        token_size = max(5, layout.badge_size[1] // 6)
        for token in self.sprites.tokens:
            (draw_chip if self.sprites.money else draw_token)(surface, token.pos, token_size)
        self._draw_log(surface)
        self.sprites.stage.draw(surface, layout.center)
        self._draw_prompt(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The move log in the bottom corners, in the words the player now looking may read."""
        if self.table.controller.handover_to is not None:
            return
        viewer = self.viewer()
        lines = [entry.shown_to(viewer) for entry in self.narrator.entries]
        key = self.table.app.input.prompt_game("log")
        hint = tr("{key}: less", key=key) if self.log.expanded else tr("{key}: whole deal", key=key)
        self.log.draw(surface, self._zones, lines, hint, self.text_height)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Speed-Kuckuck's countdown (scenes/kuckuck/clock_view.py)."""
        draw_clock(surface, self.table, self.countdown, self.geometry, self.buttons)

    def countdown_bar(self) -> pygame.Rect | None:
        return countdown_bar(self.buttons, self.geometry.height)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        if self.table.controller.handover_to is not None:
            return
        view = self.table.controller.view()
        size = max(14, self.text_height // 40)
        lines = [Line(self.notice(), GOLD), Line(self.prompt(view), CREAM, led=True),
                 Line(self.skip_hint(view), HINT_INK, 0.8, bold=False)]  # fmt: skip
        # the lines sit between the plates and the buttons, never over a plate nor the move log in the corners
        layout = self.geometry
        plates = max(rect[1] + rect[3] for rect in (layout.badge_rect(s) for s in range(layout.seats)))
        top = round(plates) + size // 4
        wide = round(prompt_width(layout, self._zones))
        band = pygame.Rect(surface.get_width() // 2 - wide // 2, top, wide, self._buttons_top - size // 4 - top)
        clock = own_clock(self.table)
        figure = None if clock is None else partial(self.countdown.draw_seconds, surface, clock=clock)
        draw_lines(surface, band, lines, size, figure)

    def skip_hint(self, view: View) -> str:
        """While a person waits for the others (the cards fly, the bots think), how to skip the animation."""
        table = self.table
        if table.controller.waiting_for_human is not None or table.match.over or self.watching.active(view):
            return ""
        if not table.controller.screen_seats or table.replaying:
            return ""  # a show of bots, or a recording with controls of its own
        return tr("{key}: skip the animation", key=table.app.input.prompt(Action.FAST_FORWARD))

    def notice(self) -> str:
        """What another player did to you this deal ("Greta swapped with you: you gave Q♣, got 4♠"), shown to
        the player it happened to only (at a hot-seat table, not to the next one)."""
        notice = self.sprites.notice
        if notice is None or notice[0] != self.viewer():
            return ""
        return notice[1]
