"""The Hearts table's buttons: Pass (centred above your hand while you pass) and the control corner (bottom
right): Last trick, Scores, and Claim the rest when the end is certain. Which of them show depends on the moment."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import tr
from scenes.cards.geometry import Rect
from scenes.tricks.layout import TrickTableLayout
from scenes.tricks.pass_picker import pass_button_label
from scenes.ui.drawn_button import DrawnButton


@dataclass(frozen=True)
class Moment:
    """What the buttons depend on."""

    passing: bool  # your cards are still to be passed
    direction: str  # this hand's pass direction
    mine: bool  # you are deciding now
    picked: int  # cards picked to pass
    count: int  # cards to pass
    claimable: bool
    peekable: bool  # there is a last trick to look at


def _rect(r: Rect) -> pygame.Rect:
    return pygame.Rect(round(r[0]), round(r[1]), round(r[2]), round(r[3]))


def make_buttons(geometry: TrickTableLayout, presses: dict[str, Callable[[], None]]) -> dict[str, DrawnButton]:
    """The four buttons for this layout; `presses` maps pass, last_trick, scores and claim to what they do."""
    px = max(12, round(geometry.button_size[1] * 0.4))
    radius = max(6, geometry.button_size[1] // 4)
    return {
        "pass": DrawnButton(_rect(geometry.pass_button_rect()), "", px + 2, presses["pass"], radius=radius,
                            look="primary"),
        "last_trick": DrawnButton(_rect(geometry.button_rect(0)), tr("Last trick"), px, presses["last_trick"],
                                  radius=radius),
        "scores": DrawnButton(_rect(geometry.button_rect(1)), tr("Scores"), px, presses["scores"], radius=radius),
        "claim": DrawnButton(_rect(geometry.button_rect(2)), tr("Claim the rest"), px, presses["claim"],
                             radius=radius, look="primary"),
    }  # fmt: skip


def shown_buttons(buttons: dict[str, DrawnButton], moment: Moment) -> list[DrawnButton]:
    """The buttons to show now, in the focus ring's order, each enabled or not."""
    shown: list[DrawnButton] = []
    if moment.passing:
        pass_button = buttons["pass"]
        label = pass_button_label(moment.direction)
        if moment.picked < moment.count:  # disabled, and the count says why
            label = tr("{label} · {picked}/{count}", label=label, picked=moment.picked, count=moment.count)
        pass_button.text = label
        (pass_button.enable if moment.mine and moment.picked == moment.count else pass_button.disable)()
        shown.append(pass_button)
    if moment.claimable:
        buttons["claim"].enable()
        shown.append(buttons["claim"])
    peek = buttons["last_trick"]
    (peek.enable if moment.peekable else peek.disable)()
    shown.extend([buttons["scores"], peek])
    return shown
