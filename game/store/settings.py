"""The player's settings file: the table chosen last for each game, and how the table plays and sounds.

`settings.json` lives in the data folder, a versioned file (game/store/versioned.py). Reading never fails: a
missing file gives the defaults; a damaged one (bad JSON, wrong types, unknown names, values out of range) gives
the defaults for the bad parts, keeps the good ones, sets the file aside and says so in one sentence. A file from a
newer version of the program is kept unchanged (never overwritten, not even by `save`) and the defaults are used.
Each game's options are checked against that game's spec, so the file can never hold an option the engine would
refuse. Version 1 files (Kuckuck only, no version field) and version 2 files (no schema name) are migrated, and
version 3 files, whose "en" was the default rather than the player's choice, to a language not yet chosen (which
follows the system's language, game/locale_choice.py). Version 5 gave each person a gamepad ("pad": 0 for any
pad); a version 4 file's people play with any pad.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Final, NamedTuple

from game.core.options import OptionValue
from game.core.reasons import N_, Reason
from game.core.safe_json import loads, shown
from game.core.spec import GameSpec
from game.player_profiles import PlayerProfile, profiles_from_json
from game.store.files import read_text, set_aside
from game.store.versioned import Body, NewerFile, VersionedFormat

SETTINGS_NAME: Final = "settings.json"
SCHEMA: Final = "kuckuck-and-co/settings"
VERSION: Final = 5
MAX_NAME: Final = 40  # characters of a setting's or house rule's name quoted in a message
SPEED_RANGE: Final = (0.25, 4.0)
TRICK_HOLD_RANGE: Final = (200, 4000)  # milliseconds a finished trick stays on the table
REVEAL_HOLD_RANGE: Final = (500, 10000)  # milliseconds a showdown stays on the table, to read who lost
VOLUME_RANGE: Final = (0, 100)  # the sound effects' volume, in percent
UI_SCALE_RANGE: Final = (80, 120)  # the player's text size, in percent of the size each screen chose
PHONE_WAIT_RANGE: Final = (5, 600)  # seconds a phone may be away before a bot plays for its owner
CARD_COLOURS: Final = ("classic", "four")  # two-colour deck; four colours (clubs green, diamonds blue)
FELTS: Final = ("green", "blue", "red", "grey")  # the table's cloth
LANGUAGE_CODE: Final = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")
MAX_BYTES: Final = 256 * 1024
MAX_MESSAGE: Final = 200  # characters of a defect quoted in a problem
UNREADABLE: Final = Reason(N_("Your settings could not be read and were reset."))
DAMAGED: Final = Reason(N_("Some of your settings were damaged and were reset."))
NEWER: Final = Reason(
    N_("Your settings were made by a newer version of Kuckuck & Co.; they are kept unchanged and not used.")
)


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _bad(name: str, value: object) -> Reason:
    return Reason("Setting '{name}' has a bad value {value}.", {"name": shown(name, MAX_NAME), "value": shown(value)})


Pick = Callable[[str, Any, Callable[[Any], bool]], Any]


def _picker(raw: Mapping[str, Any], known: Mapping[str, Any], problems: list[Reason], prefix: str = "") -> Pick:
    """Report the names of `raw` that are not in `known`; `pick(name, default, valid)` then gives `raw[name]` when
    it is valid, else the default (reporting the bad value)."""
    for name in raw:
        if name not in known:
            problems.append(_unknown("Unknown setting '{name}'.", name))

    def pick(name: str, default: Any, valid: Callable[[Any], bool]) -> Any:
        if name not in raw:
            return default
        if valid(raw[name]):
            return raw[name]
        problems.append(_bad(prefix + name, raw[name]))
        return default

    return pick


def _unknown(message: str, name: object) -> Reason:
    return Reason(message, {"name": shown(name, MAX_NAME)})


@dataclass(frozen=True)
class GameChoices:
    """What the menu remembers for one game. `options` holds only what differs from the preset."""

    players: int
    bots: int
    bot_level: str
    preset: str
    options: Mapping[str, OptionValue] = field(default_factory=dict)

    @classmethod
    def defaults(cls, spec: GameSpec) -> GameChoices:
        return cls(spec.default_players, spec.default_players - 1, "normal", spec.presets[0].id)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "bots": self.bots,
            "bot_level": self.bot_level,
            "preset": self.preset,
            "options": dict(self.options),
        }

    @classmethod
    def from_json(cls, spec: GameSpec, raw: object, problems: list[Reason]) -> GameChoices:
        """The choices in `raw`; each bad part is replaced by its default and described in `problems`."""
        defaults = cls.defaults(spec)
        if not isinstance(raw, dict):
            problems.append(_bad(spec.id, raw))
            return defaults
        pick = _picker(raw, defaults.to_json(), problems, prefix=f"{spec.id}.")

        players = pick("players", defaults.players, lambda v: _whole(v, spec.min_players, spec.max_players))
        bots = pick("bots", players - 1, lambda v: _whole(v, 0, players))
        level = pick("bot_level", defaults.bot_level, lambda v: v in spec.bot_levels)
        presets = {preset.id for preset in spec.presets}
        preset = pick("preset", defaults.preset, lambda v: isinstance(v, str) and v in presets)
        options = _options(spec, preset, raw.get("options", {}), problems)
        return cls(players, bots, level, preset, MappingProxyType(options))


def _options(spec: GameSpec, preset: str, raw: object, problems: list[Reason]) -> dict[str, OptionValue]:
    """The valid options that differ from the preset; every other entry is reported."""
    if not isinstance(raw, dict):
        problems.append(_bad(f"{spec.id}.options", raw))
        return {}
    base = spec.preset_values(preset)
    kept: dict[str, OptionValue] = {}
    for name, value in raw.items():
        if name not in base:
            problems.append(_unknown("Unknown house rule '{name}'.", name))
            continue
        try:
            parsed = spec.option(name).parse(value)
        except ValueError:
            problems.append(
                Reason("House rule '{name}' has a bad value {value}.", {"name": shown(name), "value": shown(value)})
            )
            continue
        if parsed != base[name]:
            kept[name] = parsed
    return kept


@dataclass(frozen=True)
class Settings:
    game: str = ""  # the game chosen last ("": the first one)
    games: Mapping[str, GameChoices] = field(default_factory=dict)
    animation_speed: float = 1.0
    trick_hold_ms: int = 900
    reveal_hold_ms: int = 2400
    auto_play: bool = True  # play a human's only legal card for them
    review_hands: bool = False  # after each hand, a line reviewing the person's play in it (game.review)
    phone_wait_s: int = 60  # a phone seat's phone away this long: a bot plays for them until it is back
    # sound: the effects' volume (0..100) and the mute switch (the M key), kept apart from the volume
    volume: int = 70
    muted: bool = False
    people: tuple[PlayerProfile, ...] = ()  # the people sharing the screen (name, colour, pad), in seat order
    # the Settings scene (scenes/settings/): display, animation, look and language
    fullscreen: bool = True  # how the program starts (unless --windowed or --fullscreen says otherwise)
    ui_scale: int = 100  # the text size, in percent
    instant: bool = False  # animations finish at once (the holds after a trick or a showdown still apply)
    card_colours: str = "classic"
    large_indices: bool = False
    felt: str = "green"
    reduced_motion: bool = False  # no confetti, cards slide briefly instead of flying
    language: str = ""  # "": not chosen yet, the system's language is shown; else the player's choice ("nl")

    def choices(self, spec: GameSpec) -> GameChoices:
        return self.games.get(spec.id) or GameChoices.defaults(spec)

    def with_choices(self, spec: GameSpec, choices: GameChoices) -> Settings:
        return replace(self, game=spec.id, games=MappingProxyType({**self.games, spec.id: choices}))

    def to_json(self) -> dict[str, Any]:
        """The body of the settings file (the file adds its schema name and version)."""
        return {
            "game": self.game,
            "games": {game: choices.to_json() for game, choices in self.games.items()},
            "animation_speed": self.animation_speed,
            "trick_hold_ms": self.trick_hold_ms,
            "reveal_hold_ms": self.reveal_hold_ms,
            "auto_play": self.auto_play,
            "review_hands": self.review_hands,
            "phone_wait_s": self.phone_wait_s,
            "volume": self.volume,
            "muted": self.muted,
            "people": [profile.to_json() for profile in self.people],
            **self._display_json(),
        }

    def _display_json(self) -> dict[str, Any]:
        return {
            "fullscreen": self.fullscreen,
            "ui_scale": self.ui_scale,
            "instant": self.instant,
            "card_colours": self.card_colours,
            "large_indices": self.large_indices,
            "felt": self.felt,
            "reduced_motion": self.reduced_motion,
            "language": self.language,
        }

    @classmethod
    def from_json(cls, raw: object, specs: tuple[GameSpec, ...]) -> tuple[Settings, list[Reason]]:
        """Settings from a decoded settings file of any version, or from `to_json`: each bad part is replaced by
        its default and described in the list."""
        try:
            body = SETTINGS_FORMAT.body(raw)
        except NewerFile:
            return cls(), [NEWER]
        except ValueError as error:
            return cls(), [Reason(str(error))]
        return cls.from_body(body, specs)

    @classmethod
    def from_body(cls, raw: Body, specs: tuple[GameSpec, ...]) -> tuple[Settings, list[Reason]]:
        """Settings from the body of a current settings file; each bad part is replaced by its default and
        described in the list."""
        problems: list[Reason] = []
        defaults = cls()
        pick = _picker(raw, defaults.to_json(), problems)

        by_id = {spec.id: spec for spec in specs}
        game = pick("game", defaults.game, lambda v: isinstance(v, str) and (v == "" or v in by_id))
        speed = pick("animation_speed", defaults.animation_speed, _speed)
        hold = pick("trick_hold_ms", defaults.trick_hold_ms, lambda v: _whole(v, *TRICK_HOLD_RANGE))
        reveal = pick("reveal_hold_ms", defaults.reveal_hold_ms, lambda v: _whole(v, *REVEAL_HOLD_RANGE))
        auto = pick("auto_play", defaults.auto_play, lambda v: isinstance(v, bool))
        raw_games = pick("games", {}, lambda v: isinstance(v, dict))
        games: dict[str, GameChoices] = {}
        for game_id, entry in raw_games.items():
            if game_id not in by_id:
                problems.append(_unknown("Unknown setting '{name}'.", game_id))
                continue
            games[game_id] = GameChoices.from_json(by_id[game_id], entry, problems)
        settings = cls(game, MappingProxyType(games), float(speed), hold, reveal_hold_ms=reveal, auto_play=auto)
        # sound (missing from files before it existed: the defaults)
        volume = pick("volume", defaults.volume, lambda v: _whole(v, *VOLUME_RANGE))
        muted = pick("muted", defaults.muted, lambda v: isinstance(v, bool))
        people = profiles_from_json(raw.get("people", []), problems)
        reviews = pick("review_hands", defaults.review_hands, lambda v: isinstance(v, bool))
        wait = pick("phone_wait_s", defaults.phone_wait_s, lambda v: _whole(v, *PHONE_WAIT_RANGE))
        settings = replace(settings, volume=volume, muted=muted, people=people, review_hands=reviews, phone_wait_s=wait)
        return _display_from(settings, pick), problems


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _display_from(settings: Settings, pick: Pick) -> Settings:
    """The Settings scene's fields (missing from files before they existed: the defaults)."""
    defaults = Settings()
    return replace(
        settings,
        fullscreen=pick("fullscreen", defaults.fullscreen, _is_bool),
        ui_scale=pick("ui_scale", defaults.ui_scale, lambda v: _whole(v, *UI_SCALE_RANGE)),
        instant=pick("instant", defaults.instant, _is_bool),
        card_colours=pick("card_colours", defaults.card_colours, lambda v: v in CARD_COLOURS),
        large_indices=pick("large_indices", defaults.large_indices, _is_bool),
        felt=pick("felt", defaults.felt, lambda v: v in FELTS),
        reduced_motion=pick("reduced_motion", defaults.reduced_motion, _is_bool),
        language=pick(
            "language",
            defaults.language,
            lambda v: isinstance(v, str) and (v == "" or LANGUAGE_CODE.fullmatch(v) is not None),
        ),
    )


def _speed(value: object) -> bool:
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and SPEED_RANGE[0] <= value <= SPEED_RANGE[1]  # before isfinite: a huge whole number overflows a float
        and math.isfinite(value)
    )


def _version_1_to_2(raw: Body) -> Body:
    """Version 1 (no version field) kept the Kuckuck menu's choices at the top level."""
    kuckuck: dict[str, Any] = {key: raw[key] for key in ("players", "bots", "bot_level", "preset") if key in raw}
    options = dict(raw["house_rules"]) if isinstance(raw.get("house_rules"), dict) else {}
    if "lives" in raw:
        options["lives"] = raw["lives"]
    kuckuck["options"] = options
    moved = {"players", "bots", "bot_level", "preset", "lives", "house_rules"}
    rest = {key: value for key, value in raw.items() if key not in moved}
    return {**rest, "game": "kuckuck", "games": {"kuckuck": kuckuck}} if moved & set(raw) else rest


def _version_2_to_3(raw: Body) -> Body:
    """Version 3 only added the schema name."""
    return raw


def _version_3_to_4(raw: Body) -> Body:
    """Version 3 always wrote "language": "en", the default, before a player could choose any other: it is read
    as not chosen yet, so the first start with catalogues follows the system's language."""
    if raw.get("language") == "en":
        return {key: value for key, value in raw.items() if key != "language"}
    return raw


def _version_4_to_5(raw: Body) -> Body:
    """Version 5 added each person's pad; without one a person plays with any pad, as before."""
    return raw


def _legacy_version(raw: Body) -> int | None:
    """Files before the schema name: version 1 had no version field, version 2 wrote "version": 2."""
    if "version" not in raw:
        return 1
    return 2 if type(raw["version"]) is int and raw["version"] == 2 else None


def _body(body: Body) -> Body:
    return body  # the settings are validated leniently against the game specs: Settings.from_body


SETTINGS_FORMAT: Final = VersionedFormat(
    schema=SCHEMA,
    version=VERSION,
    what="settings.json",
    migrations=(_version_1_to_2, _version_2_to_3, _version_3_to_4, _version_4_to_5),
    validate=_body,
    max_bytes=MAX_BYTES,
    legacy_version=_legacy_version,
)


# --- the file ---------------------------------------------------------------------------------------------------


class LoadedSettings(NamedTuple):
    settings: Settings
    problems: tuple[Reason, ...] = ()  # one per bad part, for a log or a test
    message: Reason | None = None  # one short sentence for the player, when something was wrong


class SettingsStore:
    """settings.json in `folder`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return self.folder / SETTINGS_NAME

    def save(self, settings: Settings) -> bool:
        """Write atomically; False (nothing written) when the file is a newer version's, which must be kept.
        OSError when the folder cannot be written (the caller reports it)."""
        if SETTINGS_FORMAT.is_newer(self.path):
            return False
        SETTINGS_FORMAT.write(self.path, settings.to_json(), indent=2)
        return True

    def load(self, specs: tuple[GameSpec, ...]) -> LoadedSettings:
        """The saved settings; never raises. A damaged file is set aside and the good parts are written back; a
        newer version's file is kept unchanged and the defaults are used."""
        try:
            text = read_text(self.path, MAX_BYTES)
            if text is None:
                return LoadedSettings(Settings())
            raw = loads(text, "settings.json")
            body = SETTINGS_FORMAT.body(raw)
        except NewerFile as newer:
            return LoadedSettings(Settings(), (Reason(str(newer)),), NEWER)
        except (OSError, ValueError) as error:
            set_aside(self.path)
            return LoadedSettings(Settings(), (Reason(shown(str(error), MAX_MESSAGE)),), UNREADABLE)
        settings, problems = Settings.from_body(body, specs)
        if not problems:
            return LoadedSettings(settings)
        set_aside(self.path)
        with contextlib.suppress(OSError):
            self.save(settings)
        return LoadedSettings(settings, tuple(problems), DAMAGED)
