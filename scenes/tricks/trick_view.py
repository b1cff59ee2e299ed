"""What every four-seat trick table's view shares (Hearts, Euchre): who sits where, the layout, the hand's input
and the buttons beside it, the note over the hand, the last-trick peek, the seat to move pulsing, and the
refusal of a card shown over that card. A game's view extends it with its own decisions and drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.tricks.display import display_sort
from scenes.cards.geometry import Point
from scenes.table.view import TableView, View
from scenes.tricks.hand_note import HandNote
from scenes.tricks.layout import TrickTableLayout
from scenes.tricks.seating import Seating
from scenes.ui.drawn_button import DrawnButton

if TYPE_CHECKING:
    from game.core.events import Hold
    from game.tricks.layout import CardLayout
    from game.tricks.suits import SuitRule
    from scenes.table.view import Stage
    from scenes.tricks.hand_controls import HandControls
    from scenes.tricks.sprites import TrickSprites
    from scenes.ui.input import InputMapper


def display_order(cards: list[str], layout: CardLayout, rule: SuitRule) -> list[str]:
    """`cards` as a hand shows them: grouped by effective suit in alternating colours, high first."""
    order = display_sort((layout.index(card) for card in cards), layout, rule)
    return [layout.texts[index] for index in order]


class TrickView(TableView):
    """The game's view sets `sprites` and `hand_input` in its constructor."""

    sprites: TrickSprites
    hand_input: HandControls

    def __init__(self, table: Stage) -> None:
        super().__init__(table)
        humans = table.controller.screen_seats
        self.names = list(table.names)
        self.seating = Seating(humans[0] if humans else 0)
        self.note = HandNote()  # why a card was refused, over the hand
        self.waiting: int | None = None  # the human seat deciding now, as the live table last said
        self._choosing: str | None = None  # the card being played or picked, while the table decides on it
        self._layout: TrickTableLayout | None = None

    @property
    def geometry(self) -> TrickTableLayout:
        assert self._layout is not None, "layout() first"
        return self._layout

    @property
    def in_hand(self) -> bool:
        """The keyboard cursor is in the hand (else the focus ring is on the buttons)."""
        return self.hand_input.in_hand

    @property
    def shown_buttons(self) -> list[DrawnButton]:
        return self.hand_input.buttons

    @property
    def view_now(self) -> View:
        return self.table.controller.view()

    # --- the table's state that the view's helpers read (they are handed the view, never the table) ---------

    @property
    def clock_ms(self) -> int:
        return self.table.clock_ms

    @property
    def input(self) -> InputMapper:
        return self.table.app.input

    @property
    def handing_over(self) -> bool:
        """A hot-seat hand-over is under way: the table waits for the next player to take the seat."""
        return self.table.controller.handover_to is not None

    @property
    def one_human(self) -> bool:
        """One person plays at this table (the prompts say "you", not a name)."""
        return len(self.table.controller.screen_seats) == 1

    def private_viewer(self) -> int | None:
        return self.table.private_viewer()

    def layout(self, size: tuple[int, int]) -> None:
        """The layout for `size`; nothing left in flight (a resize finishes every animation first)."""
        self._layout = TrickTableLayout(*size, window=self.table.app.size)
        self.hand_input.layout(self._layout.card_width, self._layout.trick_zone())
        self.hand_input.watch_only = self.table.replaying
        self.sprites.stage.callouts.clear()
        self.sprites.dealing.clear()
        self.sprites.trick.flying.clear()

    # --- seats ----------------------------------------------------------------------------------------------

    @property
    def bottom(self) -> int:
        return self.seating.bottom

    @bottom.setter
    def bottom(self, seat: int) -> None:
        self.seating.bottom = seat

    def place_of(self, seat: int) -> int:
        """Where `seat` sits on screen: 0 bottom, 1 left, 2 top, 3 right."""
        return self.seating.place_of(seat)

    def seat_at(self, place: int) -> int:
        return self.seating.seat_at(place)

    def hold_ms(self, hold: Hold) -> int:
        """How long the table holds `hold` at its current pace (the pace changes with the speed setting)."""
        return self.table.controller.pacing.hold_ms(hold)

    def dealer_spot(self, seat: int) -> Point:
        x, y, w, h = self.geometry.spots[self.place_of(seat)].plate
        return (x + w - h * 0.05, y + h * 0.02)

    # --- the peek, refusals, the device -----------------------------------------------------------------------

    def toggle_peek(self) -> None:
        peek = self.sprites.peek
        peek.shown = not peek.shown and bool(peek.cards)

    def _close_peek(self) -> bool:
        if not self.sprites.peek.shown:
            return False
        self.sprites.peek.shown = False
        return True

    def refused(self, reason: str) -> bool:
        """Why a card (or another decision) was refused, in a bubble over the card."""
        self.note.show(reason, self._choosing, self._moment())
        return True

    def _moment(self) -> int:
        """How far the match has got: a refusal over the hand lasts only while nothing more happens."""
        return len(self.table.match.history)

    def addressed(self, text: str) -> str:
        """A prompt for the player at the bottom; at a hot-seat table it names them ("Bea: Your lead")."""
        if text and len(self.table.controller.screen_seats) > 1:
            return tr("{name}: {prompt}", name=self.names[self.bottom], prompt=text)
        return text

    def bot_to_move(self, view: View) -> int | None:
        """The bot the table waits for now, once nothing moves (for "… is thinking"; never in a replay)."""
        mover = view["to_move"]
        if mover is None or self.table.replaying or self.table.seats[mover].is_human or self.table.timeline.busy:
            return None
        return int(mover)

    def _keyed(self) -> bool:
        return self.table.app.input.last_source in ("keyboard", "gamepad")

    # --- per frame ----------------------------------------------------------------------------------------

    def update(self, dt_ms: int) -> None:
        self.sprites.hand.update(dt_ms, self.geometry.lift)
        self.note.update(dt_ms)
        self.note.outdated(self._moment())
        active = self._active_seat()
        for index, plate in enumerate(self.sprites.plates):
            plate.active = active == index

    def _active_seat(self) -> int | None:
        if self.table.timeline.busy or self.sprites.pending is not None:
            return None
        mover = self.view_now["to_move"]
        return int(mover) if mover is not None else None
