"""The Hearts table: four seats (you at the bottom, then left, across, right), your hand fanned along the bottom,
the trick in the middle, the piles of won tricks, passing, the last-trick peek, claiming the rest, and a score
sheet after every hand.

This module wires the pieces together, each in its own file: the hand's input (scenes/tricks/hand_controls.py),
the buttons (buttons.py), bringing the sprites in line with the observation (reconcile.py), the drawing
(drawing.py), the words (prompt.py), claiming (claiming.py), the moon question (moon.py) and the score sheet
(sheet.py). The game's own actions (pass, claim, last trick, scores) have keys and gamepad buttons of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.core.decks import STANDARD_52
from game.hearts.deck import LAYOUT, RULE
from game.i18n import tr
from scenes.cards.card_art import CardArt
from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import TURN_GOLD
from scenes.hearts import prompt as words
from scenes.hearts import reconcile as reconciling
from scenes.hearts.actions import ACTIONS
from scenes.hearts.animator import HeartsAnimator
from scenes.hearts.buttons import Moment, make_buttons, shown_buttons
from scenes.hearts.claiming import ClaimFlow
from scenes.hearts.drawing import arrow_for, draw_table
from scenes.hearts.moon import MoonQuestion, moon_line
from scenes.hearts.sheet import ScoreSheets
from scenes.hearts.sprites import HeartsSprites, TakenTrick
from scenes.table.view import View
from scenes.tricks.hand_controls import HandControls
from scenes.tricks.hand_fan import RECEIVED_BLUE
from scenes.tricks.layout import PLACES
from scenes.tricks.pass_picker import PassPicker
from scenes.tricks.score_sheet import shade as sheet_shade
from scenes.tricks.seat_plate import TrickPlate
from scenes.tricks.trick_view import TrickView, display_order
from scenes.ui.actions import Action, GameAction, InputAction
from scenes.ui.drawn_button import DrawnButton

if TYPE_CHECKING:
    from scenes.table.view import Stage


class HeartsView(TrickView):
    sprites: HeartsSprites
    actions: ClassVar[tuple[GameAction, ...]] = ACTIONS
    animator_class = HeartsAnimator

    def __init__(self, table: Stage) -> None:
        super().__init__(table)
        self.art = CardArt(cache_size=640)
        self.sprites = HeartsSprites(
            plates=[TrickPlate(name, human=seat.is_human) for name, seat in zip(table.names, table.seats, strict=True)]
        )
        self.picker = PassPicker()
        self.buttons: dict[str, DrawnButton] = {}
        self.hand_input = HandControls(
            self.sprites.hand,
            table.focus,
            self._choose,
            may_drop=lambda: not self.passing(self.view_now),
            up_button=self._up_button,
            click_away=self._close_peek,
            keyed=self._keyed,
            explain=self._explain,
        )
        self.claims = ClaimFlow(table, self.seating)
        self.moon = MoonQuestion(table)
        self.sheets = ScoreSheets(table)
        self.played_yourself: set[int] = set()  # seats that played a card of this hand themselves (not for them)
        self._animator: HeartsAnimator | None = None

    @property
    def animator(self) -> HeartsAnimator:
        assert self._animator is not None, "layout() first"
        return self._animator

    @property
    def claiming(self) -> bool:
        return self.claims.claiming

    # --- seats ----------------------------------------------------------------------------------------------

    @staticmethod
    def sort_hand(cards: list[str]) -> list[str]:
        """Suits in alternating colours (♠ ♥ ♣ ♦), each from the Ace down."""
        return display_order(cards, LAYOUT, RULE)

    # --- layout and widgets ---------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        if self._animator is None:
            self._animator = HeartsAnimator(self, self.sprites, self.names, self.hold_ms)
        self._draw_fixed_images()

    def _draw_fixed_images(self) -> None:
        """Glows, shadows, backs and the pass arrows, the dearest images (blurs, supersampling), drawn while the table
        is laid out (the first frame, or a resize) so no later frame has to."""
        width, small, art = self.geometry.card_width, self.geometry.small_width, self.art
        art.highlight(width, TURN_GOLD)
        art.highlight(width, RECEIVED_BLUE)
        art.shadow(width)
        art.shadow(small)
        art.back(width, BACK_BLUE)
        art.rotated(None, small, 90, BACK_BLUE)
        art.rotated(None, small, 0, BACK_BLUE)
        sheet_shade((self.geometry.width, self.geometry.height))  # the score sheet's dimming layer
        for direction, offset in (("left", 1), ("across", 2), ("right", 3)):
            arrow_for(self, direction, (self.bottom + offset) % PLACES)

    def warm_up(self) -> list[Callable[[], object]]:
        """Every face, two a frame, so no later frame draws a card for the first time. Court cards (the dearest)
        are paired with pip cards, never with each other."""
        width, art = self.geometry.card_width, self.art
        cards = self.sort_hand([card.text for card in STANDARD_52.cards()])
        courts = [card for card in cards if card[0] in "JQK"]
        pips = [card for card in cards if card[0] not in "JQK"]
        order = [card for pair in zip(courts, pips, strict=False) for card in pair] + pips[len(courts) :]
        return [partial(art.face, card, width) for card in order]

    def enter(self) -> None:
        presses = {"pass": self.submit_pass, "last_trick": self.toggle_peek, "scores": self.show_scores,
                   "claim": self.start_claim}  # fmt: skip
        self.buttons = make_buttons(self.geometry, presses)
        self.hand_input.to_hand()

    def exit(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        self.hand_input.buttons = []

    # --- what the player may do now ---------------------------------------------------------------------------

    def passing(self, view: View) -> bool:
        """The pass phase, and your three cards are not all passed yet (never in a replay: nobody picks there)."""
        seat = view["seat"]
        live = not self.table.replaying
        return live and view["phase"] == "pass" and seat == self.bottom and view["passes_made"][seat] < 3

    def sync(self, waiting: int | None) -> None:
        if waiting is not None and self.sprites.pending is not None:
            self.table.timeline.add(self.animator.sweep())  # your lead: the last trick goes to its pile first
            waiting = None
        self.waiting = waiting
        view = self.view_now
        fan = self.sprites.hand
        mine = waiting is not None and waiting == self.bottom
        fan.face_up = self.table.private_viewer() is not None
        fan.picking = self.passing(view) and fan.face_up
        fan.picked = self.picker.picked if fan.picking else set()
        if mine and view["phase"] == "play" and not self.claiming:
            fan.legal = frozenset(action.split(" ", 1)[1] for action in view["legal"])
        else:
            fan.legal = None
        deciding = mine and fan.face_up and (fan.picking or fan.legal is not None)
        self.hand_input.decision((self.bottom, view["phase"], len(self.table.match.history)) if deciding else None)
        if not self.buttons:
            return
        moment = Moment(
            passing=fan.picking,
            direction=view["pass_direction"],
            mine=mine,
            picked=len(self.picker.order),
            count=self.picker.count,
            claimable=self.claims.offered(waiting),
            peekable=bool(view["tricks"] or self.sprites.peek.cards),
        )
        self.hand_input.show(shown_buttons(self.buttons, moment))
        if mine and view["phase"] == "moon":
            self.moon.ask()

    # --- actions ------------------------------------------------------------------------------------------

    @property
    def pass_kept(self) -> bool:
        """Your three picks are passed, kept by the table until your turn to pass comes."""
        intent = self.table.controller.intent
        return intent is not None and intent.seat == self.bottom and self.passing(self.view_now)

    def submit_pass(self) -> None:
        """The three picked cards go together, now or (others passing first) the moment your turn comes."""
        view = self.view_now
        if not self.passing(view) or self.pass_kept:
            return
        if not self.picker.ready:
            self.note.show(tr("Pick {n} cards to pass first.", n=self.picker.count))
            return
        if not self.table.decide(*(f"pass {card}" for card in self.picker.order), ahead=True):
            return
        if not self.pass_kept:
            self.picker.clear()
        self.hand_input.to_hand()

    def show_scores(self) -> None:
        self.show_score_sheet(auto_close=False)

    def start_claim(self) -> None:
        """Claim the rest, or (when that is not possible) say why not, over the hand."""
        if self.claims.start(self.waiting):
            self.hand_input.to_hand()
            return
        reason = self.claims.why_not(self.waiting) if self.sprites.hand.face_up else ""
        if reason:
            self.note.show(reason)

    def end_claim(self) -> None:
        self.claims.end()

    def _explain(self, button: DrawnButton) -> None:
        """A click on a disabled button: why it does nothing yet."""
        if button is self.buttons.get("pass"):
            self.submit_pass()
        elif button is self.buttons.get("last_trick"):
            self.note.show(tr("No trick has been taken yet this hand."))

    def _take_back_hint(self) -> str:
        """How a pass kept for your turn is taken back: Backspace, Ⓑ, or a right click."""
        source = self.table.app.input.last_source
        key = tr("a right click") if source == "mouse" else self.table.app.input.prompt(Action.CANCEL)
        return tr("Your cards are passed. To change them, take the pass back with {key}.", key=key)

    def _up_button(self) -> DrawnButton | None:
        """Up from the hand goes to the Pass button once three cards are picked."""
        return self.buttons.get("pass") if self.sprites.hand.picking and self.picker.ready else None

    def _choose(self, card: str) -> None:
        """A card chosen with a click, a drop or confirm: pick it for passing, or play it."""
        view = self.view_now
        if self.passing(view):
            if self.pass_kept:  # passed already: the picks stay as they are (a back takes the pass back)
                self.note.show(self._take_back_hint())
            elif self.sprites.hand.face_up:
                self.picker.toggle(card)
                if self.picker.ready and self.waiting == self.bottom and self.sprites.hand.cursor is not None:
                    self.sync(self.waiting)  # the Pass button is ready now: take the focus to it
                    self.hand_input.to_buttons(self.buttons.get("pass"))
            return
        if view["phase"] == "play" and self.waiting == self.bottom and not self.claiming:
            self._choosing = card
            if self.table.decide(f"play {card}"):
                self.note.hide()
                self.played_yourself.add(self.bottom)
            self._choosing = None

    # --- input --------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> bool:
        kind = action.action
        if kind is Action.GAME:
            handlers = {"pass": self.submit_pass, "last_trick": self.toggle_peek, "claim": self.start_claim,
                        "scores": self.show_scores}  # fmt: skip
            if action.name in handlers:
                handlers[action.name]()
                return True
            return False
        if kind is Action.CANCEL and self.hand_input.in_hand:
            if self.sprites.peek.shown:
                self.sprites.peek.shown = False
            elif self.pass_kept:  # a change of mind before your turn to pass: the picks are yours again
                self.table.controller.withdraw(self.bottom)
                self.note.hide()
            elif self.picker.order:
                self.picker.order.pop()
            return True
        return self.hand_input.handle(action)

    # --- per frame ----------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        super().update(dt_ms)
        self.claims.update()

    # --- the observation and the animator's bookkeeping ---------------------------------------------------

    def reconcile(self, view: View, hidden: bool, initial: bool) -> None:
        reconciling.reconcile(self, view, hidden, initial)

    def clear_picks(self) -> None:
        self.picker.clear()

    def remember_trick(self, leader: int, cards: list[str], winner: int, points: int) -> None:
        reconciling.remember_trick(self, leader, cards, winner, points)

    def count_taken(self, taken: TakenTrick) -> None:
        reconciling.count_taken(self, taken)

    def moon_line(self) -> str:
        return moon_line(self.view_now)

    def show_score_sheet(self, auto_close: bool = True) -> None:
        self.sheets.show(auto_close)

    # --- text and drawing ---------------------------------------------------------------------------------

    def title(self, view: View) -> str:
        return words.title(view)

    def prompt(self, view: View) -> str:
        return words.prompt(self, view)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
