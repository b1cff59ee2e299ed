"""The Euchre table: four seats (you at the bottom, your partner across, the opponents left and right), your hand
fanned along the bottom, the up-card on the kitty in the middle while the bidding lasts, each bid as a speech
bubble at its bidder, the trick in the middle, the scoreboard (each team's points as a six and a four, and the
tricks of this hand) and the contract card (trump, maker, alone), the bidding buttons, the last-trick peek and a
hand summary after every hand.

This module wires the pieces together, each in its own file: the hand's input (scenes/tricks/hand_controls.py),
the bidding buttons (bidding.py), bringing the sprites in line with the observation (reconcile.py), the drawing
(drawing.py), the boards (hud.py), the words (prompt.py, words.py) and the hand summary (summary.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.core.decks import SHORT_24
from game.euchre.deck import LAYOUT, RULES, SUITS
from game.i18n import tr
from game.tricks.suits import SuitRule
from scenes.cards.card_art import CardArt
from scenes.cards.geometry import Point
from scenes.cards.palette import BACK_BLUE
from scenes.cards.sprites import TURN_GOLD
from scenes.euchre import prompt as words
from scenes.euchre import reconcile as reconciling
from scenes.euchre.actions import ACTIONS
from scenes.euchre.animator import EuchreAnimator
from scenes.euchre.bidding import BiddingControls
from scenes.euchre.buttons import make_buttons
from scenes.euchre.drawing import draw_table
from scenes.euchre.hud import Contract
from scenes.euchre.sprites import EuchreSprites
from scenes.euchre.summary import HandSummaries
from scenes.euchre.warm import warm_fonts
from scenes.table.view import View
from scenes.tricks.hand_controls import HandControls
from scenes.tricks.score_sheet import shade as sheet_shade
from scenes.tricks.seat_plate import TrickPlate
from scenes.tricks.sprites import TakenTrick
from scenes.tricks.trick_view import TrickView, display_order
from scenes.ui.actions import Action, GameAction, InputAction
from scenes.ui.drawn_button import DrawnButton

if TYPE_CHECKING:
    from scenes.table.view import Stage

PLAIN = SuitRule.build(LAYOUT)  # before trump is made: suits as printed, Ace high
BID_PHASES = frozenset({"order_up", "name_trump", "partner_alone", "defend_alone"})
HOTKEYS = {"pass": "pass", "order": "order", "call_C": "call C", "call_D": "call D", "call_H": "call H",
           "call_S": "call S"}  # fmt: skip


class EuchreView(TrickView):
    sprites: EuchreSprites
    actions: ClassVar[tuple[GameAction, ...]] = ACTIONS
    animator_class = EuchreAnimator

    def __init__(self, table: Stage) -> None:
        super().__init__(table)
        self.art = CardArt(cache_size=320)
        self.sprites = EuchreSprites(
            plates=[
                TrickPlate(name, human=seat.is_human, show_points=False)
                for name, seat in zip(table.names, table.seats, strict=True)
            ]
        )
        self.bidding = BiddingControls(self._bid)
        self.hand_input = HandControls(
            self.sprites.hand,
            table.focus,
            self._choose,
            up_button=self._up_button,
            click_away=self._close_peek,
            keyed=self._keyed,
            explain=self._explain,
        )
        self.summaries = HandSummaries(table)
        self.buttons: dict[str, DrawnButton] = {}
        self.scores_shown = [0, 0]  # the team totals as the table shows them (they change when a hand is scored)
        self.pass_word = tr("Pass")
        self._animator: EuchreAnimator | None = None
        self._focused_for: object = None  # the decision (a bid, a card) the focus was last brought to

    @property
    def animator(self) -> EuchreAnimator:
        assert self._animator is not None, "layout() first"
        return self._animator

    # --- places of the middle -----------------------------------------------------------------------------

    def kitty_spot(self) -> Point:
        """The kitty during the bidding: just left of the middle, the up-card on it."""
        cx, cy = self.geometry.center
        return (cx - self.geometry.card_width * 0.3, cy)

    def up_card_spot(self) -> Point:
        cx, cy = self.geometry.center
        return (cx + self.geometry.card_width * 0.3, cy)

    def kitty_aside(self) -> Point:
        """The kitty once play starts: small, left of the dealer's plate, or right of it when the screen's edge
        leaves no margin on the left (a narrow 4:3 screen, the dealer on the left)."""
        geometry = self.geometry
        x, y, w, h = geometry.spots[self.place_of(self.sprites.dealer)].plate
        beside = geometry.small_width * 0.9
        left = x - beside
        if left - geometry.small_width / 2 < geometry.margin:
            left = x + w + beside
        return (left, y + h / 2)

    def sort_hand(self, cards: list[str]) -> list[str]:
        """Trumps first (the left bower among them), then the other suits in alternating colours, high first."""
        trump = self.view_now["trump"]
        rule = RULES[SUITS.index(trump)] if trump is not None else PLAIN
        return display_order(cards, LAYOUT, rule)

    # --- layout and widgets ---------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.sprites.discard = None
        if self._animator is None:
            self._animator = EuchreAnimator(self, self.sprites, self.names, self.hold_ms)
        self.bidding.clear()
        self._draw_fixed_images()

    def _draw_fixed_images(self) -> None:
        """Glows, shadows and backs, the dearest images, drawn while the table is laid out."""
        width, small, art = self.geometry.card_width, self.geometry.small_width, self.art
        art.highlight(width, TURN_GOLD)
        art.shadow(width)
        art.shadow(small)
        art.back(width, BACK_BLUE)
        art.back(small, BACK_BLUE)
        art.rotated(None, small, 90, BACK_BLUE)
        art.rotated(None, small, 0, BACK_BLUE)
        sheet_shade((self.geometry.width, self.geometry.height))  # the score sheet's dimming layer
        warm_fonts(self.geometry, self.table.app.size, self.text_height, self.names, self.pass_word)

    def warm_up(self) -> list[Callable[[], object]]:
        """Every face, court cards paired with pip cards, so no later frame draws a card for the first time."""
        width, art = self.geometry.card_width, self.art
        cards = [card.text for card in SHORT_24.cards()]
        courts = [card for card in cards if card[0] in "JQK"]
        pips = [card for card in cards if card[0] not in "JQK"]
        order = [card for pair in zip(courts, pips, strict=False) for card in pair] + courts[len(pips) :]
        return [partial(art.face, card, width) for card in order]

    def enter(self) -> None:
        self.buttons = make_buttons(self.geometry, {"last_trick": self.toggle_peek, "scores": self.show_scores})
        self.hand_input.to_hand()

    def exit(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        self.bidding.clear()
        self.hand_input.buttons = []

    # --- what the player may do now ---------------------------------------------------------------------------

    def sync(self, waiting: int | None) -> None:
        if waiting is not None and self.sprites.pending is not None:
            self.table.timeline.add(self.animator.sweep())  # your lead: the last trick goes to its pile first
            waiting = None
        self.waiting = waiting
        view = self.view_now
        fan = self.sprites.hand
        mine = waiting is not None and waiting == self.bottom
        fan.face_up = self.table.private_viewer() is not None and self.sprites.sitting_out != self.bottom
        phase = view["phase"]
        if mine and phase in ("play", "discard"):
            fan.legal = frozenset(action.split(" ", 1)[1] for action in view["legal"])
        else:
            fan.legal = None
        bidding = mine and fan.face_up and phase in BID_PHASES
        deciding = mine and fan.face_up and (fan.legal is not None or bidding)
        decision = (self.bottom, phase, len(self.table.match.history)) if deciding else None
        if fan.legal is not None and decision != self._focused_for and not self.hand_input.in_hand:
            self.hand_input.to_hand()  # a card to play or discard: the focus comes from the corner to the hand
        self.hand_input.decision(decision)
        if fan.legal is not None:
            self._focused_for = decision
        if not self.buttons:
            return
        corner = [self.buttons["scores"], self.buttons["last_trick"]]
        peek = self.buttons["last_trick"]
        (peek.enable if view["tricks"] or self.sprites.peek.cards else peek.disable)()
        if bidding:
            shown = self.bidding.show(list(view["legal"]), view["up_card"], self.geometry)
            fresh = self.hand_input.buttons[: len(shown)] != shown or self._focused_for != decision
            self.hand_input.show([*shown, *corner])
            if fresh:  # the bid comes with the focus on it, whichever device was used last (never left on the corner)
                self.hand_input.to_buttons(self.bidding.first_choice())
                self._focused_for = decision
        else:
            if self.bidding.buttons:
                self.bidding.clear()
                if not self.hand_input.in_hand:
                    self.hand_input.to_hand()
            self.hand_input.show(corner)

    # --- actions ------------------------------------------------------------------------------------------

    def _bid(self, action: str) -> None:
        """A bidding button was pressed (or its key): the bid goes to the table, at once, or (the table still
        showing the move before your turn) kept and made the moment your turn is shown."""
        if not self._bidding_next():
            return
        if self.table.decide(action):
            self.note.hide()
        self.hand_input.to_hand()

    def _bidding_next(self) -> bool:
        """The player at the bottom bids now, or next once the table has shown the last move."""
        match = self.table.match
        return match.to_move == self.bottom and self.sprites.hand.face_up and self.view_now["phase"] in BID_PHASES

    def _hotkey(self, name: str) -> None:
        action = HOTKEYS[name]
        view = self.view_now
        if not self._bidding_next():
            return
        if action in view["legal"]:
            self._bid(action)
        elif action != "order" or view["phase"] == "order_up":
            self.table.decide(action)  # refused (now, or when the turn is shown): the table says why

    def show_scores(self) -> None:
        self.show_hand_summary(auto_close=False)

    def show_hand_summary(self, auto_close: bool = True) -> None:
        self.summaries.show(self.bottom, auto_close)

    def prepare_hand_summary(self) -> None:
        self.summaries.prepare(self.bottom)

    def _explain(self, button: DrawnButton) -> None:
        if button is self.buttons.get("last_trick"):
            self.note.show(tr("No trick has been taken yet this hand."))

    def _up_button(self) -> DrawnButton | None:
        """Up from the hand goes to the bid the focus starts on (Pass, or the first plain call), never a lone one."""
        return self.bidding.first_choice() if self.bidding.buttons else None

    def _choose(self, card: str) -> None:
        """A card chosen with a click, a drop or confirm: play it, or discard it."""
        view = self.view_now
        if self.waiting != self.bottom or not self.sprites.hand.face_up:
            return
        phase = view["phase"]
        if phase in BID_PHASES:
            self.note.show(tr("Bid first: choose one of the buttons above your hand."))
            return
        if phase not in ("play", "discard"):
            return
        self._choosing = card
        if self.table.decide(f"{'play' if phase == 'play' else 'discard'} {card}"):
            self.note.hide()
        self._choosing = None

    # --- input --------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> bool:
        kind = action.action
        if kind is Action.GAME:
            name = action.name or ""
            if name in HOTKEYS:
                self._hotkey(name)
                return True
            if name == "last_trick":
                self.toggle_peek()
                return True
            if name == "scores":
                self.show_scores()
                return True
            return False
        if kind is Action.CANCEL and self.sprites.peek.shown:
            self.sprites.peek.shown = False
            return True
        return self.hand_input.handle(action)

    # --- the observation and the animator's bookkeeping ---------------------------------------------------

    def reconcile(self, view: View, hidden: bool, initial: bool) -> None:
        reconciling.reconcile(self, view, hidden, initial)

    def roles_changed(self) -> None:
        """The plates say who made trump, who plays or defends alone and who sits out."""
        view = self.view_now
        for seat, plate in enumerate(self.sprites.plates):
            plate.status = reconciling.role(view, seat)

    def remember_trick(self, seats: list[int], cards: list[str], winner: int) -> None:
        spots = self.geometry.spots
        caption = tr("Last trick: {name}", name=self.names[winner])
        self.sprites.peek.remember(seats, cards, winner, caption, lambda seat: spots[self.place_of(seat)].trick_pos)

    def count_taken(self, taken: TakenTrick) -> None:
        """A swept trick reached its pile: one more trick on the winner's plate and for its team."""
        self.sprites.plates[taken.winner].tricks += 1
        self.sprites.team_tricks[taken.winner & 1] += 1

    def contract(self, view: View) -> Contract:
        """What the contract card shows now."""
        names = self.names
        turned = view["turned_up"]
        down = turned[1] if turned is not None and view["turned_down"] and view["trump"] is None else None
        return Contract(
            phase=str(view["phase"]),
            up_card=self.sprites.up_card.card if self.sprites.up_card is not None and view["up_card"] else None,
            turned_down=down,
            trump=view["trump"],
            maker=names[view["maker"]] if view["maker"] is not None else None,
            alone=names[view["alone"]] if view["alone"] is not None else None,
            sits_out=self._sits_out(view),
            defender=names[view["defender_alone"]] if view["defender_alone"] is not None else None,
            dealer=names[self.sprites.dealer],
        )

    def _sits_out(self, view: View) -> str | None:
        """Who sits out this hand, as the contract card says it."""
        if view["alone"] is None:
            return None
        seat = (int(view["alone"]) + 2) % 4
        if seat == self.bottom and len(self.table.controller.screen_seats) == 1:
            return tr("you sit out")
        return tr("{name} sits out", name=self.names[seat])

    # --- text and drawing ---------------------------------------------------------------------------------

    def title(self, view: View) -> str:
        return words.title(view)

    def prompt(self, view: View) -> str:
        return words.prompt(self, view)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)
