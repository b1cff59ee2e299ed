"""Each registered game's answer key and the options that keep its contract matches short. A game that is
registered without a key fails the contract, on purpose."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Protocol

from game import Match


class AnswerKey(Protocol):
    def check_all(self) -> None:
        """Follow the log to now and check every seat's view (and a spectator's) for cards it cannot know."""
        ...

    def hidden(self, seat: int) -> set[int]:
        """Positions in the latest deal's order of the cards `seat` cannot know now."""
        ...

    def interchangeable(self, card: str) -> Hashable:
        """A class of cards that may trade hidden places without changing anything a seat observes."""
        ...


def _kuckuck(match: Match) -> AnswerKey:
    from tests.contract.kuckuck_key import KuckuckSight

    return KuckuckSight(match)


def _hearts(match: Match) -> AnswerKey:
    from tests.contract.hearts_key import HeartsSight

    return HeartsSight(match)


def _euchre(match: Match) -> AnswerKey:
    from tests.contract.euchre_key import EuchreSight

    return EuchreSight(match)


KEYS: dict[str, Callable[[Match], AnswerKey]] = {"kuckuck": _kuckuck, "hearts": _hearts, "euchre": _euchre}

# Options (and a player count) that make a whole random match short.
SHORT: dict[str, tuple[int | None, dict[str, object]]] = {
    "kuckuck": (5, {"lives": 1}),
    "hearts": (None, {"target": 50}),
    "euchre": (None, {"target": 5}),
}
# Options that exercise the rules a view or a bot could leak through.
RICH: dict[str, list[dict[str, object]]] = {
    "kuckuck": [
        {"lives": 2, "low_card_reveal": True, "queens_block": True, "dealer_double_draw": True, "domino": "A23"},
        {
            "lives": 2,
            "speed": 2,
            "money_game": True,
            "first_dealer": "first_jack",
            "domino": "A",
            "dealer_double_draw": True,
            "ace_of_spades_double": True,
        },
        {"lives": 2, "deck": "gnav42", "deck_powers": True, "low_card_reveal": True, "domino": "A23"},
        {"lives": 2, "deck": "cucu40", "deck_powers": True, "dealer_double_draw": True, "tie_rule": "dealer_immune"},
        {"lives": 2, "deck": "kille42", "deck_powers": True, "kuku_lowest": True, "speed": 2, "domino": "A"},
        {"lives": 2, "deck": "kille42", "queens_block": True, "first_dealer": "first_jack", "low_card_reveal": True},
    ],
    "hearts": [{"target": 50, "moon": "shooters_choice", "no_pass_qs_2c": True, "qs_must_drop": True}],
    "euchre": [
        {
            "target": 5,
            "farmers_hand": True,
            "alone": "anyone",
            "lone_defender": True,
            "canadian_loner": True,
            "stick_the_dealer": False,
            "dealer_may_discard_upcard": False,
        }
    ],
}


def _kuckuck_unlisted(match: Match) -> list[str]:
    return ["timeout"] if match.options.speed_ms is not None else []


# Actions a match accepts although `legal()` never lists them (the controller's own, such as Speed-Kuckuck's
# timeout), by game; random play issues them now and then.
UNLISTED: dict[str, Callable[[Match], list[str]]] = {"kuckuck": _kuckuck_unlisted}
