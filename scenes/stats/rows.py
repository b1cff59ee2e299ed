"""The statistics table's lines: a label and one value per person, in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from game.core.reasons import N_
from game.i18n import tr
from game.stats.figures import GameFigures, PersonFigures
from scenes.ui.numbers import decimal

Value = Callable[[PersonFigures], str]


def _percent(share: float | None) -> str:
    return "–" if share is None else tr("{n}%", n=round(share * 100))


def _decimal(value: float | None) -> str:
    return "–" if value is None else decimal(value, 2)


def _count(key: str) -> Value:
    return lambda p: str(p.counts.get(key, 0))


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def _average_place(person: PersonFigures) -> str:
    total = sum((place + 1) * times for place, times in enumerate(person.places))
    return _decimal(total / person.played if person.played else None)


COMMON: Final[tuple[tuple[str, Value], ...]] = (
    (N_("Matches played"), lambda p: str(p.played)),
    (N_("Matches won"), lambda p: str(p.won)),
    (N_("Win rate"), lambda p: _percent(p.win_rate)),
    (N_("Average place"), _average_place),
    (N_("Longest win streak"), lambda p: str(p.longest_streak)),
)
BY_GAME: Final[Mapping[str, tuple[tuple[str, Value], ...]]] = {
    "kuckuck": (
        (N_("Deals played"), _count("deals")),
        (N_("Lives lost per deal"), lambda p: _decimal(p.ratio("lives_lost", "deals"))),
    ),
    "hearts": (
        (N_("Hands played"), _count("hands")),
        (N_("Average points per hand"), lambda p: _decimal(p.ratio("points", "hands"))),
        (N_("Moon shots"), _count("moons")),
    ),
    "euchre": (
        (N_("Hands played"), _count("hands")),
        (N_("Euchred the opponents"), _count("euchred_them")),
        (N_("Were euchred"), _count("were_euchred")),
        (N_("Marches (all five tricks)"), _count("marches")),
        (N_("Loners made / played"), lambda p: f"{p.counts.get('loners_made', 0)} / {p.counts.get('loners', 0)}"),
    ),
}


def table_rows(figures: GameFigures, bankroll: Mapping[str, int] | None = None) -> list[tuple[str, list[str]]]:
    """(label, values per person) for every line of `figures`; `bankroll` adds the money game's lines."""
    rows = [*COMMON, *BY_GAME[figures.game]]
    lines = [(tr(label), [value(person) for person in figures.people]) for label, value in rows]
    if any(person.chips for person in figures.people):
        lines.append((tr("Chips won or lost"), [_signed(p.chips[-1]) if p.chips else "–" for p in figures.people]))
    if bankroll is not None and figures.game == "kuckuck":
        lines.append((tr("Bankroll now"), [_signed(bankroll.get(p.name, 0)) for p in figures.people]))
    return lines
