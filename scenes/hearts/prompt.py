"""The Hearts table's words: the title line (the hand and where the cards are passed), the prompt above your
hand (what you may do now and why some cards are dimmed, who takes the trick just finished, or whom the table
waits for), and the line naming the cards you were passed until you play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import tr, trn
from scenes.cards.names import card_label, suit_name
from scenes.tricks.view_parts import PromptedTrickTable
from scenes.ui.text import plain_buttons

if TYPE_CHECKING:
    from scenes.hearts.sprites import HeartsSprites
    from scenes.table.view import View
    from scenes.tricks.hand_fan import HandFan
    from scenes.tricks.pass_picker import PassPicker
    from scenes.ui.input import InputMapper


class PromptedTable(PromptedTrickTable, Protocol):
    """What the prompt reads of the Hearts table, beside every trick table's parts: the picks, the claim, the
    device in use."""

    @property
    def sprites(self) -> HeartsSprites: ...

    @property
    def picker(self) -> PassPicker: ...

    @property
    def input(self) -> InputMapper: ...

    @property
    def claiming(self) -> bool: ...

    @property
    def pass_kept(self) -> bool: ...

    def passing(self, view: View) -> bool: ...


def title(view: View) -> str:
    hand = max(1, view["hand_no"])
    direction = view["pass_direction"]
    if direction == "none":
        return tr("Hearts · Hand {hand} · no passing", hand=hand)
    return tr("Hearts · Hand {hand} · pass {direction}", hand=hand, direction=tr(direction))


def prompt(hearts: PromptedTable, view: View) -> str:
    """What the player at the bottom is asked to do now ("" when nothing). At a hot-seat table it names them."""
    if hearts.handing_over:
        return ""
    if hearts.claiming:
        return tr("Playing out the rest of the hand…")
    mine = hearts.waiting is not None and hearts.waiting == hearts.bottom
    text = ""
    if hearts.passing(view) and hearts.sprites.hand.face_up:
        text = _passing(hearts, view, mine)
    elif mine and view["phase"] == "play":
        text = _turn(view)
    if text:
        return hearts.addressed(text)
    taken = hearts.sprites.pending
    if taken is not None:
        return _taken(hearts, taken.winner, taken.points)
    mover = hearts.bot_to_move(view)
    if mover is not None:
        if view["phase"] == "pass":
            return tr("{name} is choosing cards to pass…", name=hearts.names[mover])
        return tr("{name} is thinking…", name=hearts.names[mover])
    return ""


def _passing(hearts: PromptedTable, view: View, mine: bool) -> str:
    receiver = hearts.names[view["pass_to"]] if view["pass_to"] is not None else ""
    picker = hearts.picker
    left = picker.count - len(picker.order)
    if left > 0:
        return trn("Pick {n} more card to pass to {name}", "Pick {n} more cards to pass to {name}", left,
                   name=receiver)  # fmt: skip
    if hearts.pass_kept:
        return tr("Passed: your cards go to {name} when your turn comes", name=receiver)
    if not mine:
        return tr("Ready to pass to {name} when your turn comes", name=receiver)
    source = hearts.input.last_source
    if source == "mouse":
        return tr("Ready: click Pass to give them to {name}", name=receiver)
    describe = hearts.input.describe_game
    if source == "gamepad":
        key = plain_buttons(describe("pass", keyboard=False))  # "(Y)"
    else:
        key = f"[{describe('pass', gamepad=False)}]"  # "[P]"
    return tr("Ready: press Pass {key} to give them to {name}", key=key, name=receiver)


def _turn(view: View) -> str:
    """Your turn to play: what the rules allow, so the dimmed cards make sense."""
    legal = [action.split(" ", 1)[1] for action in view["legal"]]
    hand = list(view["hand"])
    trick = view["trick"]
    if trick is None:
        if len(legal) == 1 and not view["tricks"]:
            return tr("Your lead: {card} opens the hand", card=card_label(legal[0]))
        if not view["hearts_broken"] and any(card[1] == "H" for card in hand if card not in legal):
            return tr("Your lead: hearts are not broken yet")
        return tr("Your lead")
    led = trick["cards"][0][1]
    if all(card[1] == led for card in legal):
        return tr("Your turn: follow {suit}", suit=suit_name(led))
    return tr("Your turn: you have no {suit}, play another suit", suit=suit_name(led))


def _taken(hearts: PromptedTable, winner: int, points: int) -> str:
    """Who takes the finished trick still lying in the middle, and what it costs them."""
    if winner == hearts.bottom and hearts.one_human:
        if points:
            return trn("You take the trick: {n} point", "You take the trick: {n} points", points)
        return tr("You take the trick")
    name = hearts.names[winner]
    if points:
        return trn("{name} takes the trick: {n} point", "{name} takes the trick: {n} points", points, name=name)
    return tr("{name} takes the trick", name=name)


def received_line(fan: HandFan, names: list[str], view: View) -> str:
    """ "From Clara: 7♥ 6♥ 4♥" while the passed cards are still marked in your hand."""
    giver = view["pass_from"]
    if not fan.received or giver is None or not fan.face_up:
        return ""
    cards = " ".join(card_label(card) for card in fan.cards if card in fan.received)
    return tr("From {name}: {cards}", name=names[giver], cards=cards)
