"""The Hearts table's words: the title line (the hand and where the cards are passed) and the prompt above your
hand (what you may do now, or whom the table waits for)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr, trn
from scenes.cards.names import suit_name

if TYPE_CHECKING:
    from scenes.hearts.view import HeartsView
    from scenes.table.view import View


def title(view: View) -> str:
    hand = max(1, view["hand_no"])
    direction = view["pass_direction"]
    if direction == "none":
        return tr("Hearts · Hand {hand} · no passing", hand=hand)
    return tr("Hearts · Hand {hand} · pass {direction}", hand=hand, direction=tr(direction))


def prompt(hearts: HeartsView, view: View) -> str:
    table = hearts.table
    seat = hearts.waiting
    names = hearts.names
    if table.controller.handover_to is not None:
        return ""
    if hearts.claims.claiming:
        return tr("Playing out the rest of the hand…")
    picker = hearts.picker
    if hearts.passing(view) and hearts.sprites.hand.face_up:
        receiver = names[view["pass_to"]] if view["pass_to"] is not None else ""
        left = picker.count - len(picker.order)
        if left > 0:
            return trn("Pick {n} more card to pass to {name}", "Pick {n} more cards to pass to {name}", left,
                       name=receiver)  # fmt: skip
        if seat == hearts.bottom:
            key = table.app.input.describe_game("pass", gamepad=False)
            return tr("Ready: press Pass [{key}] to give them to {name}", key=key, name=receiver)
        return tr("Ready to pass to {name} when your turn comes", name=receiver)
    if seat is not None and seat == hearts.bottom and view["phase"] == "play":
        trick = view["trick"]
        if trick is None:
            return tr("Your lead")
        led = trick["cards"][0][1]
        return tr("Your turn: follow {suit} if you can", suit=suit_name(led))
    mover = view["to_move"]
    if mover is not None and not table.seats[mover].is_human and not table.timeline.busy:
        if view["phase"] == "pass":
            return tr("{name} is choosing cards to pass…", name=names[mover])
        return tr("{name} is thinking…", name=names[mover])
    return ""
