"""A view stripped to what decides a Kuckuck move, in one canonical form, and the key that names it.

Two views that differ only in things no decision can depend on get the same canonical view:
- where the table sits: the seats out of the deal are left out (unless that would change the number of packs),
  and the rest turned so the first seat after the dealer is seat 0 and the dealer the last;
- suits, which never rank: each rank's cards are renamed in the order they appear in the view (C, D, H, S),
  the A♠ keeping its name when it costs two lives (a special pack's cards have no suits: they keep their ids);
- the match around the deal: the house rules that only shape the match (lives, final tie, dealer button, …),
  earlier showdowns and eliminations, the deal number, the other seats' lives (only who is in the deal counts),
  and this seat's own lives unless the two-life A♠ or a pack's powers are played (the search's costs then differ
  only by a common factor, which changes no choice) or beyond three.

The hard bot searches the canonical view with a generator seeded from its key, so its answer is a function of
the key alone: memoising it changes nothing, and views with the same key always get the same move.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

from game.core.seats import order_after
from game.kuckuck.bots.seen import DEFAULTS
from game.kuckuck.options import KuckuckOptions, options_to_json

SUITS = "CDHS"
# named in the key only when not at their default, so older keys stay as they were
LATER_OPTIONS = frozenset({"domino", "speed", "deck", "deck_powers", "kuku_lowest"})
MATCH_DEFAULTS = options_to_json(KuckuckOptions())
PLAY_OPTIONS = frozenset(DEFAULTS)  # the house rules that change how a deal is played; the rest shape the match
SINGLE_PACK_MOST = 13  # `decks=auto` shuffles two packs for more players than this
CORE_FIELDS = frozenset(  # the view's fields before any later option added one
    """game seat players phase deal_no dealer to_move legal lives alive in_deal cards face_up stock_count stock_top
    draws acted held last_cards last_losers last_dealer sudden eliminated eliminated_in winners packs options""".split()  # noqa: SIM905
)
LIVES_THAT_MATTER = 3  # losing a life, losing two (the A♠), losing the last: more than three lives look alike


class _Renamer:
    def __init__(self, two_life_ace: bool, pack: bool = False) -> None:
        self.pack = pack
        self.names: dict[str, str] = {}
        self.used: dict[str, list[str]] = {}
        self.two_life_ace = two_life_ace

    def __call__(self, text: str | None) -> str | None:
        if text is None or self.pack:
            return text
        if text not in self.names:
            rank = text[:-1]
            if self.two_life_ace and text == "AS":
                self.names[text] = "AS"
            else:
                taken = self.used.setdefault(rank, [])
                free = [s for s in SUITS if s not in taken and not (self.two_life_ace and rank == "A" and s == "S")]
                suit = free[0]
                taken.append(suit)
                self.names[text] = rank + suit
        return self.names[text]


def canonical_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical form of the view of the seat to move (see the module's docstring)."""
    total = int(view["players"])
    order = order_after(int(view["dealer"]), view["in_deal"])  # the seats kept, in their new order
    options = dict(MATCH_DEFAULTS)  # what only shapes the match back at its default, so it cannot tell views apart
    options.update((name, value) for name, value in view["options"].items() if name in PLAY_OPTIONS)
    if view["options"].get("speed", "off") != "off":
        options["speed"] = "1"  # a replayed timeout needs speed on; how many seconds changes no choice
    if int(view["packs"]) == 1 or len(order) > SINGLE_PACK_MOST:
        options["decks"] = "1" if int(view["packs"]) == 1 else "auto"
    else:  # two packs for fewer seats than call for them: keep every seat
        order = [(int(view["dealer"]) + 1 + step) % total for step in range(total)]
    players = len(order)

    def pick(values: list[Any]) -> list[Any]:
        return [values[old] for old in order]

    two_life_ace = bool(options.get("ace_of_spades_double"))
    rename = _Renamer(two_life_ace, options.get("deck", "standard52") != "standard52")
    held = [rename(text) for text in view["held"]]
    cards = [rename(text) for text in pick(list(view["cards"]))]
    stock_top = rename(view["stock_top"])
    in_deal = pick(list(view["in_deal"]))
    me = order.index(int(view["seat"]))
    lives = [LIVES_THAT_MATTER if playing else 0 for playing in in_deal]
    own = int(view["lives"][int(view["seat"])])
    # own lives count when a deal can cost more than one: the two-life A♠, or a penalty card before the showdown
    powers = bool(options.get("deck_powers")) and options.get("deck", "standard52") != "standard52"
    lives[me] = min(LIVES_THAT_MATTER, own) if two_life_ace or powers or own <= 0 else LIVES_THAT_MATTER
    canonical: dict[str, Any] = {
        "game": "kuckuck",
        "seat": me,
        "players": players,
        "phase": view["phase"],
        "deal_no": 1,
        "dealer": players - 1,
        "to_move": me,
        "legal": list(view["legal"]),
        "lives": lives,
        "alive": [life > 0 for life in lives],
        "in_deal": in_deal,
        "cards": cards,
        "face_up": pick(list(view["face_up"])),
        "stock_count": view["stock_count"],
        "stock_top": stock_top,
        "draws": view["draws"],
        "acted": pick(list(view["acted"])),
        "held": held,
        "last_cards": [None] * players,
        "last_losers": [],
        "last_dealer": None,
        "sudden": [],
        "eliminated": [],
        "eliminated_in": [],
        "winners": [],
        "packs": view["packs"],
        "options": options,
    }
    if "pot" in view:  # the lives lost so far this match: only this deal's timeouts and penalties count
        canonical["pot"] = sum(pick(list(view.get("lost_now", view.get("timed_out", [False] * total)))))
    if "laid_aside" in view:  # cards, not seats
        canonical["laid_aside"] = list(view["laid_aside"])
    target = view.get("domino_target")
    canonical["domino_target"] = order.index(target) if target is not None else None
    for name, value in view.items():  # fields a newer engine adds (per seat, or plain), kept in canonical form
        if name not in canonical:
            per_seat = isinstance(value, list) and len(value) == total
            canonical[name] = pick(list(value)) if per_seat else value
    return canonical


def view_key(canonical: Mapping[str, Any]) -> str:
    """A stable text naming the canonical view. A field a newer engine adds is named only when it holds something
    (a `timed_out` of all False is left out), so the key of a deal that does not use it stays as it was."""
    parts = []
    for name in sorted(canonical):
        value = canonical[name]
        if name not in CORE_FIELDS and not _holds_something(value):
            continue
        if name == "options":
            value = sorted(
                (option, setting)
                for option, setting in value.items()
                if (option in PLAY_OPTIONS or option in LATER_OPTIONS or option == "decks")
                and not (option in LATER_OPTIONS and setting == MATCH_DEFAULTS.get(option))
            )
        parts.append(f"{name}={value!r}")
    return ";".join(parts)


def _holds_something(value: Any) -> bool:
    if isinstance(value, list | tuple):
        return any(_holds_something(item) for item in value)
    return bool(value)


def key_seed(key: str) -> int:
    """A generator seed that depends only on the key."""
    return int.from_bytes(hashlib.blake2b(key.encode("utf-8"), digest_size=8).digest(), "big")
