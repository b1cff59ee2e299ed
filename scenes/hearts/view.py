"""The Hearts table: four seats (you at the bottom, then left, across, right), your hand fanned along the bottom,
the trick in the middle, the piles of won tricks, passing, the last-trick peek, claiming the rest, and a score
sheet after every hand.

Input: the hand has its own cursor (left / right, confirm to play or to pick a card for passing; up moves to the
buttons, down comes back); the mouse clicks a card or drags it to the middle; the game's own actions (pass,
claim, last trick, scores) have keys and gamepad buttons of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.core.decks import STANDARD_52
from game.hearts.deck import LAYOUT, RULE
from game.i18n import N_, current_language, tr, trn
from game.tricks.display import display_sort
from scenes.cards.card_art import BACK_BLUE, CardArt
from scenes.cards.names import suit_name
from scenes.cards.sprites import TURN_GOLD, CardSprite, draw_dealer_button
from scenes.hearts.animator import HeartsAnimator
from scenes.hearts.claim import claim
from scenes.hearts.hud import status_card
from scenes.hearts.sprites import HeartsSprites, TakenTrick
from scenes.table.view import TableView, View
from scenes.tricks.hand_fan import RECEIVED_BLUE, Drag
from scenes.tricks.layout import BOTTOM, PLACES, TrickTableLayout
from scenes.tricks.pass_picker import PassPicker, pass_button_label
from scenes.tricks.score_sheet import ScoreSheetOverlay, SheetData
from scenes.tricks.seat_plate import TrickPlate
from scenes.tricks.trick_area import SmallCards, TrickCard
from scenes.ui.backdrop import table as table_backdrop
from scenes.ui.confirm import Answer, ConfirmDialog
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.input import Action, GameAction, InputAction
from scenes.ui.text import CREAM, render

if TYPE_CHECKING:
    from scenes.table.shell import TableScene

SHEET_MS_WITH_PEOPLE = 12_000  # the score sheet closes by itself after this (a bots-only table: much sooner)
SHEET_MS_BOTS_ONLY = 1_800
CLAIM_SPEED = 5.0  # how much faster the table runs while a claim plays out
HEART_CARDS = frozenset(rank + "H" for rank in "23456789TJQKA")


class HeartsView(TableView):
    actions: ClassVar[tuple[GameAction, ...]] = (
        GameAction("pass", N_("Pass the three cards you picked"), ("p",), ("y",)),
        GameAction("last_trick", N_("Show the last trick"), ("l",), ("x",)),
        GameAction("claim", N_("Claim the rest (when it is certain)"), ("c",), ("leftshoulder",)),
        GameAction("scores", N_("Show the score sheet"), ("tab",), ("leftstick",)),
    )
    animator_class = HeartsAnimator

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.art = CardArt(cache_size=640)
        humans = table.controller.human_seats
        self.names = table.names
        self.sprites = HeartsSprites(
            plates=[TrickPlate(name, human=seat.is_human) for name, seat in zip(table.names, table.seats, strict=True)]
        )
        self.bottom = humans[0] if humans else 0
        self.picker = PassPicker()
        self.buttons: dict[str, DrawnButton] = {}
        self.shown_buttons: list[DrawnButton] = []
        self.in_hand = True  # the keyboard cursor is in the hand (else on the buttons)
        self.claiming = False
        self._normal_speeds: tuple[float, object] | None = None
        self._layout: TrickTableLayout | None = None
        self._animator: HeartsAnimator | None = None
        self._waiting: int | None = None
        self._moon_asked = False
        self._sheet: ScoreSheetOverlay | None = None

    @property
    def geometry(self) -> TrickTableLayout:
        assert self._layout is not None, "layout() first"
        return self._layout

    @property
    def animator(self) -> HeartsAnimator:
        assert self._animator is not None, "layout() first"
        return self._animator

    # --- seats ----------------------------------------------------------------------------------------------

    def place_of(self, seat: int) -> int:
        """Where `seat` sits on screen: 0 bottom, 1 left, 2 top, 3 right."""
        return (seat - self.bottom) % PLACES

    def seat_at(self, place: int) -> int:
        return (self.bottom + place) % PLACES

    def dealer_spot(self, seat: int) -> tuple[float, float]:
        x, y, w, h = self.geometry.spots[self.place_of(seat)].plate
        return (x + w - h * 0.05, y + h * 0.02)

    @staticmethod
    def sort_hand(cards: list[str]) -> list[str]:
        """Suits in alternating colours (♠ ♥ ♣ ♦), each from the Ace down."""
        order = display_sort((LAYOUT.index(card) for card in cards), LAYOUT, RULE)
        return [LAYOUT.texts[index] for index in order]

    # --- layout and widgets ---------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        self._layout = TrickTableLayout(*size)
        self.sprites.stage.callouts.clear()
        self.sprites.dealing.clear()
        self.sprites.trick.flying.clear()
        if self._animator is None:
            self._animator = HeartsAnimator(self)
        self._draw_fixed_images()

    def _draw_fixed_images(self) -> None:
        """Glows, shadows and backs, the dearest images (blurs), drawn while the table is laid out (the first frame,
        or a resize) so no later frame has to."""
        width, small, art = self.geometry.card_width, self.geometry.small_width, self.art
        art.highlight(width, TURN_GOLD)
        art.highlight(width, RECEIVED_BLUE)
        art.shadow(width)
        art.shadow(small)
        art.back(width, BACK_BLUE)
        art.rotated(None, small, 90, BACK_BLUE)
        art.rotated(None, small, 0, BACK_BLUE)

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
        geometry = self.geometry
        px = max(12, round(geometry.button_size[1] * 0.4))
        radius = max(6, geometry.button_size[1] // 4)

        def rect(r: tuple[float, float, float, float]) -> pygame.Rect:
            return pygame.Rect(round(r[0]), round(r[1]), round(r[2]), round(r[3]))

        self.buttons = {
            "pass": DrawnButton(rect(geometry.pass_button_rect()), "", px + 2, self.submit_pass, radius=radius,
                                look="primary"),
            "last_trick": DrawnButton(rect(geometry.button_rect(0)), tr("Last trick"), px, self.toggle_peek,
                                      radius=radius),
            "scores": DrawnButton(rect(geometry.button_rect(1)), tr("Scores"), px, self.show_scores, radius=radius),
            "claim": DrawnButton(rect(geometry.button_rect(2)), tr("Claim the rest"), px, self.start_claim,
                                 radius=radius, look="primary"),
        }  # fmt: skip
        self.in_hand = True
        self.table.focus.set_widgets([])

    def exit(self) -> None:
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}
        self.shown_buttons = []

    # --- what the player may do now ---------------------------------------------------------------------------

    @property
    def view_now(self) -> View:
        return self.table.controller.view()

    def _passing(self, view: View) -> bool:
        """The pass phase, and your three cards are not all passed yet."""
        seat = view["seat"]
        return view["phase"] == "pass" and seat == self.bottom and view["passes_made"][seat] < 3

    def sync(self, waiting: int | None) -> None:
        if waiting is not None and self.sprites.pending is not None:
            self.table.timeline.add(self.animator.sweep())  # your lead: the last trick goes to its pile first
            waiting = None
        self._waiting = waiting
        view = self.view_now
        fan = self.sprites.hand
        mine = waiting is not None and waiting == self.bottom
        fan.face_up = self.table.private_viewer() is not None
        fan.picking = self._passing(view) and fan.face_up
        fan.picked = self.picker.picked if fan.picking else set()
        if mine and view["phase"] == "play" and not self.claiming:
            fan.legal = frozenset(action.split(" ", 1)[1] for action in view["legal"])
        else:
            fan.legal = None
        shown: list[DrawnButton] = []
        if not self.buttons:
            return
        passing = fan.picking
        pass_button = self.buttons["pass"]
        if passing:
            pass_button.text = pass_button_label(view["pass_direction"])
            (pass_button.enable if mine and self.picker.ready else pass_button.disable)()
            shown.append(pass_button)
        claimable = mine and not self.claiming and claim(view) is not None
        if claimable:
            self.buttons["claim"].enable()
            shown.append(self.buttons["claim"])
        peek = self.buttons["last_trick"]
        (peek.enable if view["tricks"] or self.sprites.peek.cards else peek.disable)()
        shown.extend([self.buttons["scores"], peek])
        self.shown_buttons = shown
        if not self.in_hand:
            self.table.focus.set_widgets(shown)
        if mine and view["phase"] == "moon" and not self._moon_asked:
            self._ask_moon()

    def _ask_moon(self) -> None:
        self._moon_asked = True
        app = self.table.app
        answers = [Answer("add", tr("26 to everyone else"), primary=True), Answer("subtract", tr("26 off my score"))]
        lines = [tr("You took every heart and the Q♠. How do you want to score it?")]

        def chosen(key: str) -> None:
            self._moon_asked = False
            self.table.decide(f"moon {key}")

        app.scenes.push(ConfirmDialog(app, tr("You shot the moon!"), lines, answers, chosen))

    # --- actions ------------------------------------------------------------------------------------------

    def submit_pass(self) -> None:
        view = self.view_now
        if not self._passing(view) or self._waiting != self.bottom:
            return
        if not self.picker.ready:
            self.table.app.toast(tr("Pick {n} cards to pass first.", n=self.picker.count))
            return
        for card in list(self.picker.order):
            if not self.table.decide(f"pass {card}"):
                break
        self.picker.clear()
        self._to_hand()

    def toggle_peek(self) -> None:
        peek = self.sprites.peek
        peek.shown = not peek.shown and bool(peek.cards)

    def show_scores(self) -> None:
        self.show_score_sheet(auto_close=False)

    def start_claim(self) -> None:
        if self._waiting != self.bottom or self.claiming or claim(self.view_now) is None:
            return
        self.claiming = True
        controller, timeline = self.table.controller, self.table.timeline
        self._normal_speeds = (timeline.speed, controller.pacing)
        timeline.speed = timeline.speed * CLAIM_SPEED
        controller.pacing = replace(controller.pacing, speed=controller.pacing.speed * CLAIM_SPEED)
        self._to_hand()

    def end_claim(self) -> None:
        if not self.claiming:
            return
        self.claiming = False
        if self._normal_speeds is not None:
            speed, pacing = self._normal_speeds
            self.table.timeline.speed = speed
            self.table.controller.pacing = pacing  # type: ignore[assignment]
            self._normal_speeds = None

    def _activate(self, card: str) -> None:
        """A card chosen with a click, a drop or confirm: pick it for passing, or play it."""
        view = self.view_now
        if self._passing(view):
            if self.sprites.hand.face_up:
                self.picker.toggle(card)
                if self.picker.ready and self._waiting == self.bottom and self.sprites.hand.cursor is not None:
                    self.sync(self._waiting)  # the Pass button is ready now: take the focus to it
                    self._to_buttons(self.buttons.get("pass"))
            return
        if view["phase"] == "play" and self._waiting == self.bottom and not self.claiming:
            self.table.decide(f"play {card}")

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
        if kind in (Action.POINT_MOVE, Action.POINT_CLICK, Action.POINT_RELEASE):
            return self._pointer(action)
        fan = self.sprites.hand
        if not self.in_hand:
            if kind is Action.DOWN or (kind is Action.UP and not self.shown_buttons):
                self._to_hand()
                return True
            return False  # the focus ring moves among the buttons and presses them
        if kind in (Action.LEFT, Action.RIGHT):
            if fan.cards:
                step = -1 if kind is Action.LEFT else 1
                if fan.cursor is None:
                    fan.cursor = self._first_playable()
                else:
                    fan.cursor = (fan.cursor + step) % len(fan.cards)
                fan.hover = None
            return True
        if kind is Action.CONFIRM:
            if fan.cursor is None:
                fan.cursor = self._first_playable()
                return True
            if fan.cards:
                self._activate(fan.cards[fan.cursor])
            return True
        if kind is Action.UP:
            self._to_buttons(self.buttons.get("pass") if fan.picking and self.picker.ready else None)
            return True
        if kind is Action.CANCEL:
            if self.sprites.peek.shown:
                self.sprites.peek.shown = False
            elif self.picker.order:
                self.picker.order.pop()
            return True
        return False

    def _first_playable(self) -> int | None:
        fan = self.sprites.hand
        if not fan.cards:
            return None
        if fan.legal:
            return next((i for i, card in enumerate(fan.cards) if card in fan.legal), 0)
        return len(fan.cards) // 2

    def _to_buttons(self, first: DrawnButton | None) -> None:
        if not self.shown_buttons:
            return
        self.in_hand = False
        self.sprites.hand.cursor = None
        self.table.focus.set_widgets(self.shown_buttons)
        target = first if first is not None and first in self.shown_buttons else self.shown_buttons[0]
        self.table.focus.focus(target)

    def _to_hand(self) -> None:
        self.in_hand = True
        self.table.focus.set_widgets([])

    def _pointer(self, action: InputAction) -> bool:
        for button in self.shown_buttons:
            if button.pointer(action):
                return True
        pos = action.pos
        if pos is None:
            return False
        fan = self.sprites.hand
        width = self.geometry.card_width
        if action.action is Action.POINT_MOVE:
            fan.cursor = None
            if fan.drag is not None:
                fan.drag.pos = pos
                if abs(pos[0] - fan.drag.start[0]) + abs(pos[1] - fan.drag.start[1]) > 8:
                    fan.drag.moved = True
            else:
                fan.hover = fan.card_at(pos, width) if fan.face_up else None
            return False
        if action.action is Action.POINT_CLICK:
            if self.sprites.peek.shown:
                self.sprites.peek.shown = False
                return True
            card = fan.card_at(pos, width) if fan.face_up else None
            if card is None:
                return False
            self._to_hand()
            x, y = fan.drawn_pos(card)
            fan.drag = Drag(card, pos, (pos[0] - x, pos[1] - y), pos)
            return True
        drag, fan.drag = fan.drag, None  # released
        if drag is None:
            return False
        if not drag.moved:
            if fan.card_at(pos, width) == drag.card:
                self._activate(drag.card)
            return True
        x, y, w, h = self.geometry.trick_zone()
        if x <= pos[0] <= x + w and y <= pos[1] <= y + h and not self._passing(self.view_now):
            self._activate(drag.card)
        return True

    # --- per frame ----------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.sprites.hand.update(dt_ms, self.geometry.lift)
        for index, plate in enumerate(self.sprites.plates):
            plate.active = self._active_seat() == index
        if self.claiming:
            self._play_claim()

    def _active_seat(self) -> int | None:
        if self.table.timeline.busy or self.sprites.pending is not None:
            return None
        mover = self.view_now["to_move"]
        return int(mover) if mover is not None else None

    def _play_claim(self) -> None:
        view = self.view_now
        if view["phase"] != "play":
            if view["phase"] != "moon":
                self.end_claim()
            return
        if self.table.controller.waiting_for_human == self.bottom and not self.table.timeline.busy:
            legal = self.table.match.legal()
            if legal:
                self.table.decide(legal[-1])

    # --- the observation ----------------------------------------------------------------------------------

    def reconcile(self, view: View, hidden: bool, initial: bool) -> None:
        viewer = self.table.private_viewer()
        if viewer is not None and viewer != self.bottom:
            self.bottom = viewer
        sprites = self.sprites
        if initial:
            sprites.dealer_pos = self.dealer_spot(view["dealer"])
        if view["phase"] == "deal":
            return
        finished = sprites.pending is not None
        tricks = view["tricks"][:-1] if finished and view["tricks"] else view["tricks"]
        for seat, plate in enumerate(sprites.plates):
            plate.total = view["scores"][seat]
            taken = [trick for trick in tricks if trick["winner"] == seat]
            cards = [card for trick in taken for card in trick["cards"]]
            plate.tricks = len(taken)
            plate.hand_points = sum(trick["points"] for trick in taken)
            plate.hearts = sum(card in HEART_CARDS for card in cards)
            plate.queen = "QS" in cards
            plate.jack = "JD" in cards and bool(view["options"].get("jd_minus_10"))
            plate.status = self._status_text(view, seat)
        sprites.piles = [sum(trick["winner"] == seat for trick in tricks) for seat in range(PLACES)]
        sprites.hand_sizes = list(view["hand_sizes"])
        sprites.hearts_broken = bool(view["hearts_broken"])
        self._reconcile_hand(view, hidden)
        self._reconcile_trick(view, finished)
        self._reconcile_passes(view, hidden)
        if view["tricks"]:
            last = view["tricks"][-1]
            self.remember_trick(last["leader"], last["cards"], last["winner"], last["points"])
        self.picker.keep_only(self.sprites.hand.cards)

    def _reconcile_hand(self, view: View, hidden: bool) -> None:
        fan = self.sprites.hand
        if view["seat"] != self.bottom:
            fan.set_cards([], [])
            return
        cards = self.sort_hand(list(view["hand"]))
        fan.set_cards(cards, self.geometry.hand_slots(len(cards)))
        fan.face_up = not hidden
        fan.received = set(view["received"]) & set(cards) if not view["tricks"] and view["phase"] == "play" else set()

    def _reconcile_trick(self, view: View, finished: bool) -> None:
        area = self.sprites.trick
        trick = view["trick"]
        if trick is None and finished and view["tricks"]:
            trick = view["tricks"][-1]
        if trick is None:
            area.clear()
            return
        known = {entry.seat: entry for entry in area.cards}
        entries = []
        for seat, card in zip(trick["seats"], trick["cards"], strict=True):
            entry = known.get(seat)
            if entry is None or entry.card != card:
                entry = TrickCard(seat, card, CardSprite((0.0, 0.0), card, 1.0))
            entry.sprite.pos = self.geometry.spots[self.place_of(seat)].trick_pos
            entry.sprite.card, entry.sprite.flip, entry.sprite.visible = card, 1.0, True
            entries.append(entry)
        area.cards = entries
        area.finished = finished
        area.winner = trick["winner"] if finished else None

    def _reconcile_passes(self, view: View, hidden: bool) -> None:
        self.sprites.passing.clear()
        if view["phase"] != "pass":
            return
        geometry = self.geometry
        spread = geometry.card_width * 0.22
        for seat, count in enumerate(view["passes_made"]):
            place = self.place_of(seat)
            x, y = geometry.spots[place].pass_pos
            mine = seat == view["seat"] and not hidden
            faces = list(view["passed"]) if mine else []
            pile = []
            for i in range(count):
                pos = (x + (i - 1) * spread, y) if place in (BOTTOM, 2) else (x, y + (i - 1) * spread * 0.6)
                card = faces[i] if i < len(faces) else None
                pile.append(CardSprite(pos, card, 1.0 if card else 0.0))
            if pile:
                self.sprites.passing[seat] = pile

    def _status_text(self, view: View, seat: int) -> str:
        if view["phase"] != "pass":
            return ""
        made = view["passes_made"][seat]
        if made >= 3:
            return tr("passed")
        return tr("passing…") if view["to_move"] == seat else tr("to pass")

    def pass_status(self, seat: int, count: int) -> Callable[[], None]:
        def write() -> None:
            self.sprites.plates[seat].status = tr("passed") if count >= 3 else tr("passing…")

        return write

    def remember_trick(self, leader: int, cards: list[str], winner: int, points: int) -> None:
        """Set the last-trick peek to this trick."""
        seats = [(leader + i) % PLACES for i in range(len(cards))]
        spots = self.geometry.spots
        laid = [(spots[self.place_of(seat)].trick_pos, card) for seat, card in zip(seats, cards, strict=True)]
        index = seats.index(winner) if winner in seats else None
        name = self.names[winner]
        caption = trn("Last trick: {name}, {n} point", "Last trick: {name}, {n} points", points, name=name)
        self.sprites.peek.set(laid, index, caption)

    def count_taken(self, taken: TakenTrick) -> None:
        """A swept trick reached its pile: its penalty cards go on the winner's plate."""
        plate = self.sprites.plates[taken.winner]
        plate.tricks += 1
        plate.hand_points += taken.points
        plate.hearts += sum(card in HEART_CARDS for card in taken.cards)
        plate.queen = plate.queen or "QS" in taken.cards
        plate.jack = plate.jack or ("JD" in taken.cards and bool(self.view_now["options"].get("jd_minus_10")))

    def moon_line(self) -> str:
        moon = self.view_now["options"].get("moon")
        if moon == "subtract_26_from_self":
            return tr("26 points off the shooter's score")
        if moon == "shooters_choice":
            return tr("The shooter chooses how to score it")
        return tr("Everyone else takes 26 points")

    def show_score_sheet(self, auto_close: bool = True) -> None:
        app = self.table.app
        if self._sheet is not None and app.scenes.top is self._sheet:
            return
        public = self.table.match.view(None)
        humans = frozenset(self.table.controller.human_seats)
        hands = [list(points) for points in public["hand_scores"]]
        title = tr("After hand {number}", number=len(hands)) if hands else tr("Score sheet")
        subtitle = tr("Game to {target} · the lowest score wins", target=public["target"])
        data = SheetData(title, subtitle, self.names, hands, list(public["scores"]),
                         {int(hand): int(seat) for hand, seat in public["moon_shots"]}, humans)  # fmt: skip
        wait = (SHEET_MS_WITH_PEOPLE if humans else SHEET_MS_BOTS_ONLY) if auto_close else None
        self._sheet = ScoreSheetOverlay(app, data, self._sheet_closed, wait)
        app.scenes.push(self._sheet)

    def _sheet_closed(self) -> None:
        self._sheet = None

    # --- text ---------------------------------------------------------------------------------------------

    def title(self, view: View) -> str:
        hand = max(1, view["hand_no"])
        direction = view["pass_direction"]
        if direction == "none":
            return tr("Hearts · Hand {hand} · no passing", hand=hand)
        return tr("Hearts · Hand {hand} · pass {direction}", hand=hand, direction=tr(direction))

    def prompt(self, view: View) -> str:
        table = self.table
        seat = self._waiting
        if table.controller.handover_to is not None:
            return ""
        if self.claiming:
            return tr("Playing out the rest of the hand…")
        if self._passing(view) and self.sprites.hand.face_up:
            receiver = self.names[view["pass_to"]] if view["pass_to"] is not None else ""
            left = self.picker.count - len(self.picker.order)
            if left > 0:
                return trn("Pick {n} more card to pass to {name}", "Pick {n} more cards to pass to {name}", left,
                           name=receiver)  # fmt: skip
            if seat == self.bottom:
                key = table.app.input.describe_game("pass", gamepad=False)
                return tr("Ready: press Pass [{key}] to give them to {name}", key=key, name=receiver)
            return tr("Ready to pass to {name} when your turn comes", name=receiver)
        if seat is not None and seat == self.bottom and view["phase"] == "play":
            trick = view["trick"]
            if trick is None:
                return tr("Your lead")
            led = trick["cards"][0][1]
            return tr("Your turn: follow {suit} if you can", suit=suit_name(led))
        mover = view["to_move"]
        if mover is not None and not table.seats[mover].is_human and not table.timeline.busy:
            if view["phase"] == "pass":
                return tr("{name} is choosing cards to pass…", name=self.names[mover])
            return tr("{name} is thinking…", name=self.names[mover])
        return ""

    # --- drawing ------------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        geometry = self.geometry
        sprites = self.sprites
        surface.blit(table_backdrop(surface.get_size(), geometry.table_rect), (0, 0))
        small = SmallCards(geometry.small_width)
        width = geometry.card_width
        clock = self.table.clock_ms
        for place in range(PLACES):
            seat = self.seat_at(place)
            spot = geometry.spots[place]
            small.pile(surface, self.art, spot.pile_pos, sprites.piles[seat])
            if place != BOTTOM:
                small.fan(surface, self.art, spot.hand_pos, sprites.hand_sizes[seat])
        for place in range(PLACES):
            seat = self.seat_at(place)
            sprites.plates[seat].draw(surface, pygame.Rect(*(round(v) for v in geometry.spots[place].plate)), clock)
        draw_dealer_button(surface, sprites.dealer_pos, max(8, geometry.plate_size[1] // 5))
        for pile in sprites.passing.values():
            for sprite in pile:
                sprite.draw(surface, self.art, width)
        sprites.trick.draw(surface, self.art, width)
        sprites.peek.draw(surface, self.art, width, geometry.trick_zone())
        self._draw_bottom_hand(surface)
        for sprite in sprites.dealing:
            if sprite.visible:
                back = self.art.back(width, BACK_BLUE)
                surface.blit(back, back.get_rect(center=(round(sprite.pos[0]), round(sprite.pos[1]))))
        view = self.view_now
        card = status_card(surface.get_height(), view["pass_direction"], sprites.hearts_broken, int(view["target"]),
                           current_language())  # fmt: skip
        surface.blit(card, card.get_rect(topright=(round(surface.get_width() - geometry.margin),
                                                   round(surface.get_height() * 0.065))))  # fmt: skip
        for button in self.shown_buttons:
            button.draw(surface)
        sprites.stage.draw(surface, geometry.center)
        self._draw_prompt(surface, view)

    def _draw_bottom_hand(self, surface: pygame.Surface) -> None:
        fan = self.sprites.hand
        width = self.geometry.card_width
        if fan.cards:
            fan.draw(surface, self.art, width)
            return
        count = self.sprites.hand_sizes[self.bottom]  # nobody's hand to show: its backs
        back = self.art.back(width, BACK_BLUE)
        shadow = self.art.shadow(width)
        for x, y in self.geometry.hand_slots(count):
            surface.blit(shadow, shadow.get_rect(center=(round(x + width * 0.05), round(y + width * 0.05))))
            surface.blit(back, back.get_rect(center=(round(x), round(y))))

    def _draw_prompt(self, surface: pygame.Surface, view: View) -> None:
        text = self.prompt(view)
        if not text:
            return
        geometry = self.geometry
        size = max(14, surface.get_height() // 42)
        image = render(text, size, CREAM, bold=True)
        y = geometry.hand_y - geometry.card_height / 2 - geometry.lift * 2.3
        if self.buttons.get("pass") in self.shown_buttons:
            y = self.buttons["pass"].rect.top - size * 0.6
        surface.blit(image, image.get_rect(midbottom=(surface.get_width() // 2, round(y))))
