"""`GameSpec`: everything the house needs to know about one game, in one place.

The registry (game/registry.py) holds one per game. The menu's game tiles, the house-rules dialog, the rules
panel, the settings file and the results screen are driven by it; none of them names a game. A spec module is
light: its rules and numpy load only when a match starts (`load_rules`), its bots when one is first asked for
(`load_agent`). The bots live beside the rules, never inside them: the rules know no bot.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from game.core.gallery import CardGallery
from game.core.options import OptionSpec, OptionValue, Preset, parse_options
from game.core.safe_json import quoted
from game.core.seats import BOT_LEVELS

if TYPE_CHECKING:
    from game.core.hints import Hint
    from game.core.protocol import Agent, GameRules
    from game.core.results import FinishedMatch, ResultsSummary

Teams = tuple[tuple[int, ...], ...]
ScoreDirection = Literal["higher", "lower"]


def lazy_rules(where: str) -> Callable[[], GameRules]:
    """A loader for a game's rules class named "package.module:Class": the module loads at the first match."""

    def load() -> GameRules:
        module, name = where.split(":")
        rules: GameRules = getattr(importlib.import_module(module), name)()
        return rules

    return load


def lazy_agents(where: str) -> Callable[[str], Agent]:
    """A loader for a game's bots, a function named "package.module:function" that builds the bot of a level
    (ValueError naming an unknown level): the module loads when the first bot is asked for."""

    def load(level: str) -> Agent:
        module, name = where.split(":")
        agent: Agent = getattr(importlib.import_module(module), name)(level)
        return agent

    return load


def lazy_hint(where: str) -> Callable[[Mapping[str, Any]], Hint]:
    """A game's hint function named "package.module:function" (game.ai.hints), loaded at the first hint."""

    def hint(view: Mapping[str, Any]) -> Hint:
        module, name = where.split(":")
        found: Hint = getattr(importlib.import_module(module), name)(view)
        return found

    return hint


def lazy_summary(where: str) -> Callable[[FinishedMatch, tuple[str, ...]], ResultsSummary]:
    """A summariser named "package.module:function", loaded when a match ends."""

    def summarise(match: FinishedMatch, names: tuple[str, ...]) -> ResultsSummary:
        module, name = where.split(":")
        summary: ResultsSummary = getattr(importlib.import_module(module), name)(match, names)
        return summary

    return summarise


def solo_teams(players: int) -> Teams:
    """Every player for themselves."""
    return tuple((seat,) for seat in range(players))


def partners_across(players: int) -> Teams:
    """Partnerships of the seats facing each other: with four players (0, 2) and (1, 3)."""
    if players <= 0 or players % 2:
        raise ValueError(f"players: partners across the table need an even number of players, got {quoted(players)}")
    half = players // 2
    return tuple((seat, seat + half) for seat in range(half))


@dataclass(frozen=True)
class RulesSection:
    """One section of a game's rules text: a title and its paragraphs (English message ids)."""

    title: str
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class GameSpec:
    id: str
    name: str
    tagline: str  # one line under the title when the game is chosen
    min_players: int
    max_players: int
    default_players: int
    options: tuple[OptionSpec, ...]
    presets: tuple[Preset, ...]
    load_rules: Callable[[], GameRules]
    load_agent: Callable[[str], Agent]  # a new bot of a level, deciding from one seat's view only
    # the results screen's content, from public facts
    summarise: Callable[[FinishedMatch, tuple[str, ...]], ResultsSummary]
    rules_text: tuple[RulesSection, ...]
    score_label: str  # what a seat's score counts: "Lives", "Points"
    round_label: str  # what one round is called: "Deal", "Hand"
    round_word: str  # the same inside a sentence: "deal", "hand" (its own message: German keeps its capital)
    rounds_noun: tuple[str, str]  # how many rounds, singular and plural: NN_("{n} deal", "{n} deals")
    score_direction: ScoreDirection  # which way a seat's score is better
    teams: Callable[[int], Teams] = solo_teams
    bot_levels: tuple[str, ...] = BOT_LEVELS
    pending_options: tuple[str, ...] = ()  # options of rules.md that a later version builds
    option_examples: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # option -> example
    option_seed_names: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # the seeds' names
    card_gallery: CardGallery | None = None  # the rules page's gallery of the game's special packs
    # what the hard bot would do at a seat's decision, and why (game.ai.hints), from that seat's view alone
    hint: Callable[[Mapping[str, Any]], Hint] | None = None

    def option(self, name: str) -> OptionSpec:
        for option in self.options:
            if option.name == name:
                return option
        raise KeyError(name)

    def preset(self, preset_id: str) -> Preset:
        for preset in self.presets:
            if preset.id == preset_id:
                return preset
        raise KeyError(preset_id)

    @property
    def menu_options(self) -> tuple[OptionSpec, ...]:
        return tuple(option for option in self.options if option.menu_row)

    @property
    def house_rules(self) -> tuple[OptionSpec, ...]:
        return tuple(option for option in self.options if not option.menu_row)

    def check_players(self, players: object) -> int:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            low, high = self.min_players, self.max_players
            count = f"{low}" if low == high else f"{low}-{high}"
            raise ValueError(f"players: {self.id} is for {count} players, got {quoted(players)}")
        return players

    def parse_options(self, players: int, raw: object) -> dict[str, OptionValue]:
        """Every option's value (plus "preset"), strictly checked: see game.core.options.parse_options."""
        return parse_options(self.id, self.options, self.presets, self.pending_options, players, raw)

    def preset_values(self, preset_id: str) -> Mapping[str, OptionValue]:
        """Every option's value under a preset, before any house rule."""
        values = {option.name: option.default for option in self.options}
        values.update(self.preset(preset_id).values)
        return values

    def team_of(self, players: int, seat: int) -> int:
        return next(index for index, team in enumerate(self.teams(players)) if seat in team)
