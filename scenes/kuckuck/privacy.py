"""Party play on one screen: when the screen may be passed on, nobody's private card may stay face up."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.kuckuck.sprites import KuckuckSprites
    from scenes.table.view import View


def turn_private_cards_down(sprites: KuckuckSprites, public: View) -> None:
    """Turn face down at once every card the table may not see in `public` (the view of no seat), and drop the
    known-card chips: the person who just decided may have looked at theirs, the next one must not."""
    shown = public["face_up"] if public["phase"] == "turn" else [False] * public["players"]
    for seat, sprite in sprites.cards.items():
        if not shown[seat]:
            sprite.card, sprite.flip, sprite.hint = None, 0.0, ""
