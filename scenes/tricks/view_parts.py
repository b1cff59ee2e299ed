"""What the helpers of every four-seat trick table (Hearts, Euchre) read of its view, as protocols: the view
(scenes/tricks/trick_view.py and the game's) satisfies them, and a helper names the one it needs, extended with
the game's own parts, instead of importing the view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from scenes.tricks.seats_drawing import SeatedTable

if TYPE_CHECKING:
    from scenes.cards.card_art import CardArt
    from scenes.table.view import View
    from scenes.tricks.hand_note import HandNote
    from scenes.ui.drawn_button import DrawnButton


class NamedSeats(Protocol):
    """Who sits where, by name."""

    @property
    def names(self) -> list[str]: ...

    @property
    def bottom(self) -> int: ...


class PromptedTrickTable(NamedSeats, Protocol):
    """What a prompt reads: who decides now, and whether the table waits for a hand-over or a bot."""

    @property
    def waiting(self) -> int | None: ...

    @property
    def handing_over(self) -> bool: ...

    @property
    def one_human(self) -> bool: ...

    def bot_to_move(self, view: View) -> int | None: ...

    def addressed(self, text: str) -> str: ...


class DrawnTrickTable(SeatedTable, NamedSeats, Protocol):
    """What drawing reads (it changes nothing): the art, the words' size, the observation, the note over the hand,
    the buttons beside it and the prompt."""

    @property
    def art(self) -> CardArt: ...

    @property
    def text_height(self) -> int: ...

    @property
    def view_now(self) -> View: ...

    @property
    def note(self) -> HandNote: ...

    @property
    def shown_buttons(self) -> list[DrawnButton]: ...

    def prompt(self, view: View) -> str: ...
