"""Bringing the Hearts table's sprites in line with the observation once nothing moves: the plates' scores and
chips, the piles of won tricks, your hand, the trick in the middle, the cards waiting to be passed, and the
last-trick peek. Also the plates' tally as an animated trick reaches its pile."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import tr, trn
from scenes.cards.sprites import CardSprite
from scenes.hearts.sprites import TakenTrick
from scenes.table.view import View
from scenes.tricks.layout import BOTTOM, PLACES, TOP

if TYPE_CHECKING:
    from scenes.hearts.sprites import HeartsSprites
    from scenes.tricks.layout import TrickTableLayout
    from scenes.tricks.pass_picker import PassPicker


class ReconciledTable(Protocol):
    """What bringing the Hearts table in line with the observation reads, and sets: the seat at the bottom, the
    sprites, the picks, the seats that played a card themselves."""

    bottom: int

    @property
    def sprites(self) -> HeartsSprites: ...

    @property
    def geometry(self) -> TrickTableLayout: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def picker(self) -> PassPicker: ...

    @property
    def played_yourself(self) -> set[int]: ...

    @property
    def view_now(self) -> View: ...

    def private_viewer(self) -> int | None: ...

    def place_of(self, seat: int) -> int: ...

    def sort_hand(self, cards: list[str]) -> list[str]: ...


HEART_CARDS = frozenset(rank + "H" for rank in "23456789TJQKA")


def reconcile(hearts: ReconciledTable, view: View, hidden: bool, initial: bool) -> None:
    viewer = hearts.private_viewer()
    if viewer is not None and viewer != hearts.bottom:
        hearts.bottom = viewer
    sprites = hearts.sprites
    if view["phase"] in ("deal", "pass"):
        hearts.played_yourself.clear()  # a new hand
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
        plate.status = status_text(view, seat)
    sprites.piles = [sum(trick["winner"] == seat for trick in tricks) for seat in range(PLACES)]
    sprites.hand_sizes = list(view["hand_sizes"])
    sprites.hearts_broken = bool(view["hearts_broken"])
    _hand(hearts, view, hidden)
    _trick(hearts, view, finished)
    _passes(hearts, view, hidden)
    if view["tricks"]:
        last = view["tricks"][-1]
        remember_trick(hearts, last["leader"], last["cards"], last["winner"], last["points"])
    hearts.picker.keep_only(sprites.hand.cards)


def _hand(hearts: ReconciledTable, view: View, hidden: bool) -> None:
    fan = hearts.sprites.hand
    if view["seat"] != hearts.bottom:
        fan.set_cards([], [])
        return
    cards = hearts.sort_hand(list(view["hand"]))
    fan.set_cards(cards, hearts.geometry.hand_slots(len(cards)))
    fan.face_up = not hidden
    fan.received = set(view["received"]) & set(cards) if _received_still_new(hearts, view) else set()


def _received_still_new(hearts: ReconciledTable, view: View) -> bool:
    """The cards you were passed stay marked until you play a card yourself: a first card played for you (your
    only legal one) leaves them marked until your next."""
    if view["phase"] != "play":
        return False
    trick = view["trick"]
    plays = len(view["tricks"]) + (1 if trick is not None and view["seat"] in trick["seats"] else 0)
    return plays <= 1 and view["seat"] not in hearts.played_yourself


def _trick(hearts: ReconciledTable, view: View, finished: bool) -> None:
    trick = view["trick"]
    if trick is None and finished and view["tricks"]:
        trick = view["tricks"][-1]
    spots = hearts.geometry.spots
    hearts.sprites.trick.lay(trick, finished, lambda seat: spots[hearts.place_of(seat)].trick_pos)


def _passes(hearts: ReconciledTable, view: View, hidden: bool) -> None:
    hearts.sprites.passing.clear()
    if view["phase"] != "pass":
        return
    geometry = hearts.geometry
    spread = geometry.card_width * 0.22
    for seat, count in enumerate(view["passes_made"]):
        place = hearts.place_of(seat)
        x, y = geometry.spots[place].pass_pos
        mine = seat == view["seat"] and not hidden
        faces = list(view["passed"]) if mine else []
        pile = []
        for i in range(count):
            pos = (x + (i - 1) * spread, y) if place in (BOTTOM, TOP) else (x, y + (i - 1) * spread * 0.6)
            card = faces[i] if i < len(faces) else None
            pile.append(CardSprite(pos, card, 1.0 if card else 0.0))
        if pile:
            hearts.sprites.passing[seat] = pile


def status_text(view: View, seat: int) -> str:
    """What a seat's plate says during the passing ("to pass", "passing…", "passed")."""
    if view["phase"] != "pass":
        return ""
    made = view["passes_made"][seat]
    if made >= 3:
        return tr("passed")
    return tr("passing…") if view["to_move"] == seat else tr("to pass")


def remember_trick(hearts: ReconciledTable, leader: int, cards: list[str], winner: int, points: int) -> None:
    """Set the last-trick peek to this trick."""
    seats = [(leader + i) % PLACES for i in range(len(cards))]
    spots = hearts.geometry.spots
    name = hearts.names[winner]
    caption = trn("Last trick: {name}, {n} point", "Last trick: {name}, {n} points", points, name=name)
    hearts.sprites.peek.remember(seats, cards, winner, caption, lambda seat: spots[hearts.place_of(seat)].trick_pos)


def count_taken(hearts: ReconciledTable, taken: TakenTrick) -> None:
    """A swept trick reached its pile: its penalty cards go on the winner's plate."""
    plate = hearts.sprites.plates[taken.winner]
    plate.tricks += 1
    plate.hand_points += taken.points
    plate.hearts += sum(card in HEART_CARDS for card in taken.cards)
    plate.queen = plate.queen or "QS" in taken.cards
    plate.jack = plate.jack or ("JD" in taken.cards and bool(hearts.view_now["options"].get("jd_minus_10")))
