"""The line a viewer reads on its own plate when a special pack's power met its request, or a request to it:
"You asked Anna: their Dragoon cost you a life". Only the requester and the asked seat get one."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.i18n import tr
from game.kuckuck import events as K
from scenes.cards.names import card_label
from scenes.kuckuck.words import is_money_game


def penalty_notice(viewer: int | None, names: Sequence[str], options: Mapping[str, Any], event: K.Penalty) -> str:
    """What the viewer reads when its request met a penalty card, or a request to it did (else "")."""
    seat, target, card = event.seat, event.target, card_label(event.card)
    if viewer == target:
        name = names[seat]
        if event.lost == 0:
            return tr("{name} asked you: your {card} refused the swap", name=name, card=card)
        if is_money_game(options):
            return tr("{name} asked you: your {card} cost them a chip", name=name, card=card)
        return tr("{name} asked you: your {card} cost them a life", name=name, card=card)
    if viewer == seat:
        name = names[target]
        if event.lost == 0:
            return tr("You asked {name}: their {card} refused the swap", name=name, card=card)
        if is_money_game(options):
            return tr("You asked {name}: their {card} cost you a chip", name=name, card=card)
        return tr("You asked {name}: their {card} cost you a life", name=name, card=card)
    return ""


def stop_notice(viewer: int | None, names: Sequence[str], event: K.Stop) -> str:
    """What the viewer reads when its request met a stop card, or a request to it did (else "")."""
    card = card_label(event.card)
    if viewer == event.target:
        return tr("{name} asked you: your {card} stopped all exchanges", name=names[event.seat], card=card)
    if viewer == event.seat:
        return tr("You asked {name}: their {card} stopped all exchanges", name=names[event.target], card=card)
    return ""


def skip_notice(viewer: int | None, names: Sequence[str], event: K.Skip) -> str:
    """What the viewer reads when a skip card passed its request on, or a request to it (else "")."""
    seat, target, onward, card = event.seat, event.target, event.to, card_label(event.card)
    if viewer == target:
        name = names[seat]
        if onward is None:
            return tr("{name} asked you: your {card} passed it on to the stock", name=name, card=card)
        if onward == seat:
            return tr("{name} asked you: your {card} passed it back to them: no swap", name=name, card=card)
        return tr("{name} asked you: your {card} passed it on to {other}", name=name, card=card,
                  other=names[onward])  # fmt: skip
    if viewer == seat:
        name = names[target]
        if onward is None:
            return tr("You asked {name}: their {card} passed it on to the stock", name=name, card=card)
        if onward == seat:
            return tr("You asked {name}: their {card} passed it back to you: no swap", name=name, card=card)
        return tr("You asked {name}: their {card} passed it on to {other}", name=name, card=card,
                  other=names[onward])  # fmt: skip
    return ""
