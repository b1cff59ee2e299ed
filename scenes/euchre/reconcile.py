"""Bringing the Euchre table's sprites in line with the observation once nothing moves: the plates (team totals,
tricks, roles), the piles, the hands (a sitting-out partner's face down), the up-card and the kitty, the bids'
bubbles while the bidding lasts, the trick in the middle and the last-trick peek."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import tr
from scenes.cards.sprites import CardSprite
from scenes.euchre.animator import EuchreTable
from scenes.euchre.prompt import BIDDING
from scenes.euchre.words import answer_label, bid_label
from scenes.table.view import View
from scenes.tricks.layout import PLACES

if TYPE_CHECKING:
    from scenes.euchre.sprites import EuchreSprites


class ReconciledTable(EuchreTable, Protocol):
    """What bringing the Euchre table in line with the observation reads, and sets, beside what the animator
    does: the seat at the bottom (the private viewer's), the sprites."""

    bottom: int

    @property
    def sprites(self) -> EuchreSprites: ...

    def private_viewer(self) -> int | None: ...


def reconcile(euchre: ReconciledTable, view: View, hidden: bool, initial: bool) -> None:
    viewer = euchre.private_viewer()
    if viewer is not None and viewer != euchre.bottom:
        euchre.bottom = viewer
    sprites = euchre.sprites
    if initial or view["phase"] != "deal":  # (between hands the match names the next dealer already)
        sprites.dealer = int(view["dealer"])
    if initial:
        sprites.dealer_pos = euchre.dealer_spot(sprites.dealer)
    finished = sprites.pending is not None
    tricks = view["tricks"][:-1] if finished and view["tricks"] else view["tricks"]
    sprites.piles = [sum(trick["winner"] == seat for trick in tricks) for seat in range(PLACES)]
    sprites.team_tricks = [sum(trick["winner"] & 1 == team for trick in tricks) for team in range(2)]
    out = view["sitting_out"]
    sprites.sitting_out = int(out[0]) if out else None
    for seat, plate in enumerate(sprites.plates):
        plate.total = view["scores"][seat]
        plate.tricks = sprites.piles[seat]
    euchre.scores_shown = list(view["team_scores"])
    euchre.roles_changed()
    sprites.hand_sizes = list(view["hand_sizes"])
    _hand(euchre, view, hidden)
    _middle(euchre, view)
    _bubbles(euchre, view)
    trick = view["trick"]
    if trick is None and finished and view["tricks"]:
        trick = view["tricks"][-1]
    spots = euchre.geometry.spots
    sprites.trick.lay(trick, finished, lambda seat: spots[euchre.place_of(seat)].trick_pos)
    if view["tricks"]:
        last = view["tricks"][-1]
        euchre.remember_trick(last["seats"], last["cards"], last["winner"])
    else:
        sprites.peek.set([], None, tr("No trick has been taken yet this hand."))


def _hand(euchre: ReconciledTable, view: View, hidden: bool) -> None:
    fan = euchre.sprites.hand
    if view["seat"] != euchre.bottom:
        fan.set_cards([], [])
        return
    cards = euchre.sort_hand(list(view["hand"]))
    fan.set_cards(cards, euchre.geometry.hand_slots(len(cards)))
    fan.face_up = not hidden and euchre.sprites.sitting_out != euchre.bottom


def _middle(euchre: ReconciledTable, view: View) -> None:
    """The up-card (face up in round 1, face down once turned down) and the kitty, in the middle while the bidding
    lasts, by the dealer once play starts."""
    sprites = euchre.sprites
    sprites.discard = None
    phase = view["phase"]
    if phase == "deal" or view["turned_up"] is None:
        sprites.up_card, sprites.kitty = None, 0
        return
    discarded = phase not in ("order_up", "name_trump", "discard") and view["up_card_place"] == "picked_up"
    sprites.kitty = 4 if discarded else 3
    sprites.kitty_pos = euchre.kitty_spot() if phase in BIDDING else euchre.kitty_aside()
    place = view["up_card_place"]
    if place == "picked_up":
        sprites.up_card = None
        return
    up = view["turned_up"]
    face_up = place == "on_table" and phase == "order_up"
    if phase not in BIDDING:
        sprites.up_card = None  # under the kitty now
        sprites.kitty += 1
        return
    sprites.up_card = CardSprite(euchre.up_card_spot(), up, 1.0 if face_up else 0.0)


def _bubbles(euchre: ReconciledTable, view: View) -> None:
    """Each seat's latest bid or answer, while the bidding lasts."""
    bubbles = euchre.sprites.bubbles
    bubbles.clear()
    if view["phase"] not in BIDDING:
        return
    up = view["turned_up"]
    for bid in view["bids"]:
        bubbles[int(bid["seat"])] = bid_label(str(bid["bid"]), up)
    for answer in view["answers"]:
        bubbles[int(answer["seat"])] = answer_label(str(answer["answer"]))


def role(view: View, seat: int) -> str:
    """What a seat's plate says: maker, alone, sits out, defends alone."""
    if seat == view["alone"]:
        return tr("plays alone")
    if seat in view["sitting_out"]:
        return tr("sits out")
    if seat == view["defender_alone"]:
        return tr("defends alone")
    if seat == view["maker"]:
        return tr("maker")
    return ""
