"""Choosing the cards to pass: a pick toggles a card; picking one more than allowed lets the earliest pick go, so
the player never has to unpick first. The Pass button names the direction with an arrow pointing the way the
cards will travel on screen (left, right, or up across the table)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from game.i18n import N_, tr, trc

ARROWS: Final = {"left": "←", "right": "→", "across": "↑", "none": "·"}
BUTTON_LABELS: Final = {
    "left": N_("Pass left {arrow}"),
    "right": N_("Pass right {arrow}"),
    "across": N_("Pass across {arrow}"),
}
DIRECTION_NAMES: Final = {"left": N_("left"), "right": N_("right"), "across": N_("across"), "none": N_("no passing")}


def direction_label(direction: str) -> str:
    """ "← left", "↑ across", "no passing", in the player's language."""
    if direction == "none":
        return tr(DIRECTION_NAMES["none"])
    return f"{ARROWS.get(direction, '')} {tr(DIRECTION_NAMES.get(direction, direction))}"


def pass_button_label(direction: str) -> str:
    if direction not in BUTTON_LABELS:
        return trc("hearts pass", "Pass")
    return tr(BUTTON_LABELS[direction], arrow=ARROWS[direction])


@dataclass
class PassPicker:
    count: int = 3  # how many cards are passed
    order: list[str] = field(default_factory=list)  # picks, earliest first

    @property
    def picked(self) -> set[str]:
        return set(self.order)

    @property
    def ready(self) -> bool:
        return len(self.order) == self.count

    def toggle(self, card: str) -> None:
        if card in self.order:
            self.order.remove(card)
            return
        self.order.append(card)
        if len(self.order) > self.count:
            self.order.pop(0)

    def keep_only(self, hand: list[str]) -> None:
        """Forget picks no longer in the hand (a new deal, a resumed table)."""
        self.order = [card for card in self.order if card in hand]

    def clear(self) -> None:
        self.order.clear()
