"""The player's settings file: the last menu choices, the house rules and the animation speed.

`settings.json` lives beside the autosave (scenes.saves.data_dir()). Reading never fails: a missing file gives the
defaults; a damaged one (bad JSON, wrong types, unknown names, values out of range) gives the defaults for the bad
parts, keeps the good ones, sets the file aside as `settings.damaged.json` and explains in one short message.
Writing is atomic (a temporary file, then os.replace). The house rules are checked by the engine's own parser, so
the file can never hold an option the engine would refuse.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, NamedTuple

from game.core.seats import BOT_LEVELS
from game.i18n import tr
from game.kuckuck.options import INT_RANGES, MAX_PLAYERS, MIN_PLAYERS, PRESETS, KuckuckOptions, parse_options
from scenes.files import set_aside, write_atomically
from scenes.saves import data_dir

SETTINGS_NAME: Final = "settings.json"
DAMAGED_NAME: Final = "settings.damaged.json"
SPEED_RANGE: Final = (0.25, 4.0)
MENU_OPTIONS: Final = ("lives",)  # engine options with their own row on the menu; the rest are house rules

HouseRuleValue = bool | str


@cache
def house_rule_keys() -> tuple[str, ...]:
    """Every engine option that the house rules panel offers, in the engine's order."""
    return tuple(f.name for f in fields(KuckuckOptions) if f.name not in MENU_OPTIONS)


@cache
def preset_values(preset: str) -> Mapping[str, HouseRuleValue]:
    """The value of every house rule under `preset`, as the engine sets them (read-only: it is shared)."""
    options = parse_options(MIN_PLAYERS, {"preset": preset})
    return MappingProxyType({key: getattr(options, key) for key in house_rule_keys()})


def normalise_house_rule(preset: str, key: str, value: object) -> HouseRuleValue:
    """The engine's value for one house rule ("on" → True, 1 → "1"); ValueError with the engine's reason if bad."""
    if key not in house_rule_keys():
        raise ValueError(f"option {key}: not a house rule")
    result: HouseRuleValue = getattr(parse_options(MIN_PLAYERS, {"preset": preset, key: value}), key)
    return result


# --- the settings -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Settings:
    """What the menu remembers. `house_rules` holds only the rules that differ from the preset."""

    players: int = 6
    bots: int = 5
    bot_level: str = "normal"
    preset: str = "kuckuck"
    lives: int = 3
    house_rules: Mapping[str, HouseRuleValue] = field(default_factory=dict)
    animation_speed: float = 1.0

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "bots": self.bots,
            "bot_level": self.bot_level,
            "preset": self.preset,
            "lives": self.lives,
            "house_rules": dict(self.house_rules),
            "animation_speed": self.animation_speed,
        }

    @classmethod
    def from_json(cls, raw: object) -> tuple[Settings, list[str]]:
        """Settings from decoded JSON: each bad part is replaced by its default and described in the list."""
        defaults = cls()
        if not isinstance(raw, dict):
            return defaults, [tr("The settings file does not hold a JSON object.")]
        problems: list[str] = []
        for name in raw:
            if name not in defaults.to_json():
                problems.append(tr("Unknown setting '{name}'.", name=name))

        def pick(name: str, default: Any, valid: Callable[[Any], bool]) -> Any:
            if name not in raw:
                return default
            if valid(raw[name]):
                return raw[name]
            problems.append(tr("Setting '{name}' has a bad value {value}.", name=name, value=_shown(raw[name])))
            return default

        players = pick("players", defaults.players, lambda v: _whole(v, MIN_PLAYERS, MAX_PLAYERS))
        bots = pick("bots", players - 1, lambda v: _whole(v, 0, players))  # by default: you against bots
        level = pick("bot_level", defaults.bot_level, lambda v: v in BOT_LEVELS)
        preset = pick("preset", defaults.preset, lambda v: isinstance(v, str) and v in PRESETS)
        lives = pick("lives", defaults.lives, lambda v: _whole(v, *INT_RANGES["lives"]))
        speed = pick("animation_speed", defaults.animation_speed, _speed)
        house = _house_rules(raw.get("house_rules", {}), preset, problems)
        settings = cls(players, bots, level, preset, lives, house, float(speed))
        return settings, problems


def _whole(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _speed(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and SPEED_RANGE[0] <= value <= SPEED_RANGE[1]
    )


def _shown(value: object) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _house_rules(raw: object, preset: str, problems: list[str]) -> dict[str, HouseRuleValue]:
    """The valid house rules that differ from the preset; every other entry is reported."""
    if not isinstance(raw, dict):
        problems.append(tr("Setting '{name}' has a bad value {value}.", name="house_rules", value=_shown(raw)))
        return {}
    base = preset_values(preset)
    house: dict[str, HouseRuleValue] = {}
    for key, value in raw.items():
        if key not in base:
            problems.append(tr("Unknown house rule '{name}'.", name=key))
            continue
        try:
            normal = normalise_house_rule(preset, key, value)
        except ValueError:
            problems.append(tr("House rule '{name}' has a bad value {value}.", name=key, value=_shown(value)))
            continue
        if normal != base[key]:
            house[key] = normal
    return house


# --- the file ---------------------------------------------------------------------------------------------------


class LoadedSettings(NamedTuple):
    settings: Settings
    problems: tuple[str, ...] = ()  # one line per bad part, for a log or a test
    message: str | None = None  # one short sentence for the player (a toast), when something was wrong


class SettingsStore:
    """settings.json in `folder`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @classmethod
    def default(cls) -> SettingsStore:
        return cls(data_dir())

    @property
    def path(self) -> Path:
        return self.folder / SETTINGS_NAME

    @property
    def damaged_path(self) -> Path:
        return self.folder / DAMAGED_NAME

    def save(self, settings: Settings) -> None:
        """Write atomically; OSError when the folder cannot be written (the caller reports it)."""
        write_atomically(self.path, json.dumps(settings.to_json(), indent=2) + "\n")

    def load(self) -> LoadedSettings:
        """The saved settings; never raises. A damaged file is set aside and the good parts are written back."""
        if not self.path.exists():
            return LoadedSettings(Settings())
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as error:
            self._set_aside()
            return LoadedSettings(Settings(), (str(error),), tr("Your settings could not be read and were reset."))
        settings, problems = Settings.from_json(raw)
        if not problems:
            return LoadedSettings(settings)
        self._set_aside()
        with contextlib.suppress(OSError):  # the menu writes them again when the player starts a match
            self.save(settings)
        if isinstance(raw, dict):
            message = tr("Some of your settings were damaged and were reset.")
        else:
            message = tr("Your settings could not be read and were reset.")
        return LoadedSettings(settings, tuple(problems), message)

    def _set_aside(self) -> None:
        """Keep the damaged file as settings.damaged.json (replacing an older one) for the curious."""
        set_aside(self.path, self.damaged_path)
