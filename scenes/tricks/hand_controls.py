"""Playing from your hand at a trick table with any one device: the keyboard or gamepad cursor along the hand,
the mouse's hover, click and drag (a drop in the middle of the table plays the card), and the hand-off of the
focus between the hand and the buttons of the table (up goes to the buttons, down comes back).

The cursor shows only for keyboard and gamepad players: when a decision of theirs begins, it is already on the
first card they may choose (a mouse player sees none, and the first move of the mouse hides it).

What choosing a card means (play it, pick it for passing or discarding) is the view's: `choose(card)`.
"""

from __future__ import annotations

from collections.abc import Callable

from scenes.cards.geometry import Rect
from scenes.tricks.hand_fan import DRAG_THRESHOLD, Drag, HandFan
from scenes.ui.actions import Action, InputAction
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import FocusRing


def _never() -> bool:
    return False


def _no_button() -> DrawnButton | None:
    return None


class HandControls:
    """The input of one hand and the buttons shown beside it. `may_drop()`: whether a card dropped in the middle
    is chosen (not while passing); `up_button()`: the button the focus goes to on up, when one is preferred;
    `click_away()`: a click that hits neither a button nor a card may close something first (True: used);
    `keyed()`: whether the player's latest input came from a keyboard or a gamepad; `explain(button)`: a click
    on a disabled button, to say why it is disabled."""

    def __init__(
        self,
        fan: HandFan,
        focus: FocusRing,
        choose: Callable[[str], None],
        *,
        may_drop: Callable[[], bool] = lambda: True,
        up_button: Callable[[], DrawnButton | None] = _no_button,
        click_away: Callable[[], bool] = _never,
        keyed: Callable[[], bool] = _never,
        explain: Callable[[DrawnButton], None] = lambda button: None,
    ) -> None:
        self.fan = fan
        self.focus = focus
        self.choose = choose
        self.may_drop = may_drop
        self.up_button = up_button
        self.click_away = click_away
        self.keyed = keyed
        self.explain = explain
        self._decision: object = None  # the decision the cursor was last shown for
        self.in_hand = True  # the keyboard cursor is in the hand (else the focus ring is on the buttons)
        self.buttons: list[DrawnButton] = []  # the buttons shown now, in the focus ring's order
        self.card_width = 0
        self.drop_zone: Rect = (0.0, 0.0, 0.0, 0.0)
        self.watch_only = False  # a replay: no button shows, whatever the view offers

    def layout(self, card_width: int, drop_zone: Rect) -> None:
        self.card_width = card_width
        self.drop_zone = drop_zone

    def show(self, buttons: list[DrawnButton]) -> None:
        """The buttons on screen now; the focus ring follows them while it is on the buttons."""
        self.buttons = [] if self.watch_only else buttons
        if not self.in_hand:
            self.focus.set_widgets(self.buttons)

    # --- the focus hand-off -----------------------------------------------------------------------------------

    def to_hand(self) -> None:
        self.in_hand = True
        self.focus.set_widgets([])

    def to_buttons(self, first: DrawnButton | None = None) -> None:
        """The focus ring takes over, on `first` if it is shown (else on the first button)."""
        if not self.buttons:
            return
        self.in_hand = False
        self.fan.cursor = None
        self.focus.set_widgets(self.buttons)
        target = first if first is not None and first in self.buttons else self.buttons[0]
        self.focus.focus(target)

    def first_playable(self) -> int | None:
        """Where the cursor appears: the first legal card, or the middle of the hand when every card will do."""
        fan = self.fan
        if not fan.cards:
            return None
        if fan.legal:
            return next((i for i, card in enumerate(fan.cards) if card in fan.legal), 0)
        return len(fan.cards) // 2

    def decision(self, key: object) -> None:
        """The player is deciding now (`key` names the decision: a new key is a new turn; None: not deciding).
        At a new decision a keyboard or gamepad player's cursor comes to the first card they may choose, unless
        it already lies on one; a mouse player's hand shows no cursor."""
        if key is None or key == self._decision:
            return
        self._decision = key
        fan = self.fan
        if not (self.in_hand and self.keyed() and fan.cards and fan.face_up):
            return
        current = fan.cards[fan.cursor] if fan.cursor is not None and fan.cursor < len(fan.cards) else None
        if current is None or (fan.legal is not None and current not in fan.legal):
            fan.cursor = self.first_playable()
        fan.hover = None

    # --- input ------------------------------------------------------------------------------------------------

    def handle(self, action: InputAction) -> bool:
        """A direction, confirm or pointer action for the hand or the buttons; True when used."""
        kind = action.action
        if kind in (Action.POINT_MOVE, Action.POINT_CLICK, Action.POINT_RELEASE):
            return self._pointer(action)
        fan = self.fan
        if not self.in_hand:
            if kind is Action.DOWN or (kind is Action.UP and not self.buttons):
                self.to_hand()
                if fan.face_up:
                    fan.cursor = self.first_playable()  # back in the hand by key: the cursor is there at once
                return True
            return False  # the focus ring moves among the buttons and presses them
        if kind in (Action.LEFT, Action.RIGHT):
            if fan.cards:
                step = -1 if kind is Action.LEFT else 1
                fan.cursor = self.first_playable() if fan.cursor is None else (fan.cursor + step) % len(fan.cards)
                fan.hover = None
            return True
        if kind is Action.CONFIRM:
            if fan.cursor is None:
                fan.cursor = self.first_playable()
            elif fan.cards:
                self.choose(fan.cards[fan.cursor])
            return True
        if kind is Action.UP:
            self.to_buttons(self.up_button())
            return True
        return False

    def _pointer(self, action: InputAction) -> bool:
        pos = action.pos
        for button in self.buttons:
            if button.pointer(action):
                return True
            pressed_disabled = action.action is Action.POINT_CLICK and pos is not None and not button.is_enabled
            if pressed_disabled and button.rect.collidepoint(pos or (0, 0)):
                self.explain(button)
                return True
        if pos is None:
            return False
        fan, width = self.fan, self.card_width
        if action.action is Action.POINT_MOVE:
            fan.cursor = None
            if fan.drag is not None:
                fan.drag.pos = pos
                if abs(pos[0] - fan.drag.start[0]) + abs(pos[1] - fan.drag.start[1]) > DRAG_THRESHOLD:
                    fan.drag.moved = True
            else:
                fan.hover = fan.card_at(pos, width) if fan.face_up else None
            return False
        if action.action is Action.POINT_CLICK:
            if self.click_away():
                return True
            card = fan.card_at(pos, width) if fan.face_up else None
            if card is None:
                return False
            self.to_hand()
            x, y = fan.drawn_pos(card)
            fan.drag = Drag(card, pos, (pos[0] - x, pos[1] - y), pos)
            return True
        drag, fan.drag = fan.drag, None  # released
        if drag is None:
            return False
        if not drag.moved:
            if fan.card_at(pos, width) == drag.card:
                self.choose(drag.card)
            return True
        x, y, w, h = self.drop_zone
        if x <= pos[0] <= x + w and y <= pos[1] <= y + h and self.may_drop():
            self.choose(drag.card)
        return True
