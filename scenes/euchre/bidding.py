"""The Euchre table's bidding controls: a button for every decision the rules offer the player now (pass, order
up, order up alone, name a suit, name it alone, redeal, go alone or support, defend alone or together), centred
above the hand in two rows, the "alone" bids over the plain ones. Built again whenever the choices change."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.euchre.words import button_label
from scenes.tricks.layout import TrickTableLayout
from scenes.ui.drawn_button import DrawnButton, Look
from scenes.ui.text import render

BOLD_CHOICES = frozenset({"order", "support", "defend", "redeal"})  # drawn in the primary look, with the calls
SUIT_ORDER = "SHCD"


def is_alone_bid(action: str) -> bool:
    return action in ("order alone", "alone", "defend alone") or (
        action.startswith("call ") and action.endswith(" alone")
    )


def _order(action: str) -> tuple[int, int]:
    """Plain bids first, by suit for the calls, pass and redeal last."""
    if action.startswith("call "):
        return (1, SUIT_ORDER.index(action.split()[1]))
    rank = {"order": 0, "order alone": 0, "support": 0, "alone": 2, "defend": 0, "defend alone": 2, "pass": 5,
            "redeal": 6}  # fmt: skip
    return (rank.get(action, 4), 0)


def rows_of(legal: list[str]) -> list[list[str]]:
    """The choices in rows, top first: the bids that go alone, then the rest (pass last)."""
    alone = sorted((a for a in legal if is_alone_bid(a)), key=_order)
    plain = sorted((a for a in legal if not is_alone_bid(a)), key=_order)
    return [row for row in (alone, plain) if row]


class BiddingControls:
    """The buttons for the current choices; `choose(action)` is called with the action text of the one pressed."""

    def __init__(self, choose: Callable[[str], None]) -> None:
        self.choose = choose
        self.buttons: list[DrawnButton] = []
        self.rows: list[list[str]] = []
        self.by_action: dict[str, DrawnButton] = {}
        self._key: object = None

    def show(self, legal: list[str], up_card: str | None, geometry: TrickTableLayout) -> list[DrawnButton]:
        """The buttons for `legal` (the same ones while the choices stay the same), in the focus ring's order."""
        key = (tuple(legal), up_card, geometry.width, geometry.height)
        if key == self._key:
            return self.buttons
        self.clear()
        self._key = key
        self.rows = rows_of(legal)
        w, h = geometry.button_size
        h = round(h * 1.05)
        px = max(12, round(h * 0.4))
        gap = round(geometry.margin * 0.7)
        labels = {action: button_label(action, up_card) for row in self.rows for action in row}
        width = max(w, *(render(label, px, bold=True).get_width() + 2 * px for label in labels.values()))
        width = min(width, round((geometry.width * 0.9 - gap * 3) / 4))
        bottom = geometry.hand_y - geometry.card_height / 2 - geometry.lift - geometry.margin
        count = len(self.rows)
        for index, row in enumerate(self.rows):
            top = bottom - (count - index) * h - (count - index - 1) * gap
            span = len(row) * width + (len(row) - 1) * gap
            left = geometry.width / 2 - span / 2
            for column, action in enumerate(row):
                rect = pygame.Rect(round(left + column * (width + gap)), round(top), width, h)
                bold = action in BOLD_CHOICES or (action.startswith("call ") and not is_alone_bid(action))
                look: Look = "primary" if bold else "plain"
                button = DrawnButton(rect, labels[action], px, self._press(action), radius=max(6, h // 4), look=look)
                self.buttons.append(button)
                self.by_action[action] = button
        return self.buttons

    def _press(self, action: str) -> Callable[[], None]:
        return lambda: self.choose(action)

    def first_choice(self) -> DrawnButton | None:
        """Where a keyboard or pad player's focus starts: Pass when it is allowed (an Enter pressed without
        looking commits to nothing), else the first plain choice (the lowest row), never a lone one."""
        if "pass" in self.by_action:
            return self.by_action["pass"]
        return self.by_action.get(self.rows[-1][0]) if self.rows else None

    def top(self) -> int | None:
        """The top edge of the controls, when shown."""
        return min((button.rect.top for button in self.buttons), default=None)

    def clear(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons = []
        self.rows = []
        self.by_action = {}
        self._key = None
