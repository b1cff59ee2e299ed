"""The people who share one screen: each human seat's name, colour and gamepad, as the menu edits them and the
settings file remembers them (game/store/settings.py keeps them under `people`). A seat's pad is the number of a
connected pad ("Pad 2") or 0 for any pad. The colours are ids of a fixed palette;
how each looks is the table's (scenes/ui/player_colours.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.core.reasons import Reason
from game.core.safe_json import clean_text, shown
from game.core.seats import SeatConfig
from game.i18n import tr
from game.lobby import MAX_NAME

MAX_PAD: Final = 8  # the highest pad number a seat can be given (scenes/ui/pad_slots.py numbers the pads)
PLAYER_COLOURS: Final = ("gold", "coral", "sky", "mint", "violet", "amber", "rose", "teal", "lime", "silver")
MAX_PROFILES: Final = 20  # a table's seats at most
# Names to pick from without a keyboard (a gamepad, the mouse); none of them is a bot's name (game/lobby.py).
DEFAULT_NAMES: Final = (
    "Anna", "Ben", "Cleo", "David", "Emma", "Felix", "Hanna", "Ida", "Jonas", "Karl",
    "Lea", "Max", "Nora", "Oskar", "Paula", "Quinn", "Ruth", "Simon", "Theo", "Vera",
)  # fmt: skip


def tidy_name(text: str) -> str:
    """`text` as a player's name: spaces trimmed and run together, control characters dropped, at most MAX_NAME
    characters ("" when nothing is left)."""
    kept = "".join(ch for ch in text if clean_text(ch, 1))
    return " ".join(kept.split())[:MAX_NAME]


@dataclass(frozen=True)
class PlayerProfile:
    name: str
    colour: str
    pad: int = 0  # the pad this person confirms with; 0: any pad
    phone: bool = False  # this person holds their cards on their own phone (then no pad)

    def __post_init__(self) -> None:
        if not clean_text(self.name, MAX_NAME) or tidy_name(self.name) != self.name:
            raise ValueError(f"name: expected 1-{MAX_NAME} printable characters, got {shown(self.name)}")
        if self.colour not in PLAYER_COLOURS:
            raise ValueError(f"colour: expected one of {', '.join(PLAYER_COLOURS)}, got {shown(self.colour)}")
        if type(self.pad) is not int or not 0 <= self.pad <= MAX_PAD:
            raise ValueError(f"pad: expected 0 (any) to {MAX_PAD}, got {shown(self.pad)}")
        if type(self.phone) is not bool or (self.phone and self.pad):
            raise ValueError(f"phone: expected true or false (and no pad with a phone), got {shown(self.phone)}")

    def to_json(self) -> dict[str, str | int | bool]:
        """The profile for the settings file; `phone` only when true (older files and programs know no phones)."""
        entry: dict[str, str | int | bool] = {"name": self.name, "colour": self.colour, "pad": self.pad}
        if self.phone:
            entry["phone"] = True
        return entry


def default_player_name(index: int) -> str:
    """A person's name until they give one, in the player's language: "Player 1", "Player 2", …"""
    return tr("Player {number}", number=index + 1)


def default_colour(index: int) -> str:
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


def profiles_for(
    saved: Sequence[PlayerProfile], humans: int, default_name: Callable[[int], str]
) -> list[PlayerProfile]:
    """The first `humans` profiles: the saved ones, then defaults (`default_name(index)`, e.g. "Player 3")."""
    if not 0 <= humans <= MAX_PROFILES:
        raise ValueError(f"humans: expected 0..{MAX_PROFILES}, got {humans}")
    return [
        saved[index] if index < len(saved) else PlayerProfile(tidy_name(default_name(index)), default_colour(index))
        for index in range(humans)
    ]


def distinct_names(names: Sequence[str]) -> list[str]:
    """The names with repeats told apart ("Anna", "Anna 2"), so the hand-over never says an ambiguous name."""
    seen: set[str] = set()
    result = []
    for name in names:
        candidate, number = name, 2
        while candidate.casefold() in seen:
            suffix = f" {number}"
            candidate, number = name[: MAX_NAME - len(suffix)] + suffix, number + 1
        seen.add(candidate.casefold())
        result.append(candidate)
    return result


def seat_profiles(seats: Sequence[SeatConfig], profiles: Sequence[PlayerProfile]) -> list[PlayerProfile | None]:
    """Each seat's profile (None for a bot). The k-th human takes the k-th profile when the names agree; else a
    profile of its name (a resumed match seated in another order keeps it); else the k-th profile, else a default
    one (its colour by its place, any pad)."""
    by_name: dict[str, PlayerProfile] = {}
    for profile in profiles:
        by_name.setdefault(profile.name, profile)
    found: list[PlayerProfile | None] = []
    human = 0
    for seat in seats:
        if not seat.is_human:
            found.append(None)
            continue
        own = profiles[human] if human < len(profiles) else None
        if own is not None and own.name == seat.name:
            found.append(own)
        else:
            fallback = own or PlayerProfile(tidy_name(seat.name) or "?", default_colour(human))
            found.append(by_name.get(seat.name, fallback))
        human += 1
    return found


def seat_colours(seats: Sequence[SeatConfig], profiles: Sequence[PlayerProfile]) -> list[str | None]:
    """Each seat's colour id (None for a bot), from its profile (`seat_profiles`)."""
    return [profile.colour if profile is not None else None for profile in seat_profiles(seats, profiles)]


def seat_phones(humans: int, profiles: Sequence[PlayerProfile]) -> list[bool]:
    """Whether each of the first `humans` people plays on a phone (a person without a profile does not)."""
    return [index < len(profiles) and profiles[index].phone for index in range(humans)]


def seat_pads(seats: Sequence[SeatConfig], profiles: Sequence[PlayerProfile]) -> list[int]:
    """Each seat's pad number from its profile (`seat_profiles`); 0 for any pad and for a bot."""
    return [profile.pad if profile is not None else 0 for profile in seat_profiles(seats, profiles)]


def profiles_from_json(raw: object, problems: list[Reason]) -> tuple[PlayerProfile, ...]:
    """The profiles in a settings file's `people` list; a bad entry is dropped (with the ones after it, so the
    order of seats stays right) and reported in `problems`."""
    if type(raw) is not list:
        problems.append(_bad("people", raw))
        return ()
    profiles: list[PlayerProfile] = []
    for index, entry in enumerate(raw[: MAX_PROFILES + 1]):
        profile = _profile(entry)
        if profile is None or index >= MAX_PROFILES:
            problems.append(_bad(f"people.{index}", entry))
            break
        profiles.append(profile)
    return tuple(profiles)


def _profile(entry: Any) -> PlayerProfile | None:
    if not isinstance(entry, dict) or set(entry) - {"pad", "phone"} != {"name", "colour"}:
        return None
    try:
        return PlayerProfile(entry["name"], entry["colour"], entry.get("pad", 0), entry.get("phone", False))
    except ValueError:
        return None


def _bad(name: str, value: object) -> Reason:
    return Reason("Setting '{name}' has a bad value {value}.", {"name": name, "value": shown(value)})
