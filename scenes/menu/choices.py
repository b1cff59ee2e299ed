"""What the title screen's rows hold for the chosen game: players, bots, bot level, the game's own menu options
(lives, target) and the rule set with its house rules. Kept apart from the widgets so they survive a rebuild."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from game.core.options import OptionValue
from game.core.spec import GameSpec
from game.i18n import N_, tr, trn
from game.lobby import MatchSetup
from game.store.settings import GameChoices, Settings
from scenes.menu.rule_set import RuleSet, preset_label
from scenes.ui.option_labels import value_label
from scenes.ui.saved_setup import usable_level

if TYPE_CHECKING:
    pass

LEVEL_LABELS: Final = MappingProxyType({"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")})
ROW_LABELS: Final = MappingProxyType(
    {"players": N_("Players"), "bots": N_("Bots"), "level": N_("Bot level"), "preset": N_("Rule set")}
)


@dataclass
class MenuChoices:
    """What the menu shows for one game; the widgets are rebuilt around it."""

    spec: GameSpec
    players: int
    bots: int
    level: str
    rules: RuleSet

    @classmethod
    def from_game_choices(cls, spec: GameSpec, choices: GameChoices) -> MenuChoices:
        rules = RuleSet(spec, choices.preset, dict(choices.options))
        level = usable_level(spec, choices.bot_level)
        return cls(spec, choices.players, min(choices.bots, choices.players), level, rules)

    @classmethod
    def from_settings(cls, spec: GameSpec, settings: Settings) -> MenuChoices:
        """The choices remembered in the settings file for `spec` (already checked when it was read)."""
        return cls.from_game_choices(spec, settings.choices(spec))

    @classmethod
    def from_setup(cls, spec: GameSpec, setup: MatchSetup) -> MenuChoices:
        players = min(max(setup.players, spec.min_players), spec.max_players)
        level = usable_level(spec, setup.bot_level)
        return cls(spec, players, min(setup.bots, players), level, RuleSet.from_options(spec, setup.options))

    def to_settings(self, base: Settings) -> Settings:
        """`base` (which keeps what the menu does not show) with these choices for this game."""
        choices = GameChoices(self.players, self.bots, self.level, self.rules.preset, dict(self.rules.changes))
        return base.with_choices(self.spec, choices)

    @property
    def humans(self) -> int:
        return self.players - self.bots

    def row_keys(self) -> tuple[str, ...]:
        """The rows of the menu for this game, top to bottom."""
        keys = ["players"] if self.spec.min_players < self.spec.max_players else []  # Hearts is always four
        keys += ["bots", "level", *(option.name for option in self.spec.menu_options)]
        if len(self.spec.presets) > 1:
            keys.append("preset")
        return tuple(keys)

    def row_label(self, key: str) -> str:
        if key in ROW_LABELS:
            return tr(ROW_LABELS[key])
        return tr(self.spec.option(key).label)

    def set_players(self, players: int) -> None:
        """A bigger or smaller table keeps its humans (an all-human table stays all-human); bots ≤ players."""
        humans = self.humans
        self.players = min(max(players, self.spec.min_players), self.spec.max_players)
        self.bots = 0 if self.bots == 0 else min(max(0, self.players - humans), self.players)

    def _range(self, key: str) -> tuple[int, int]:
        """The index range of a row (players and bots are their own index)."""
        if key == "players":
            return self.spec.min_players, self.spec.max_players
        if key == "bots":
            return 0, self.players
        if key == "level":
            return 0, len(self.spec.bot_levels) - 1
        if key == "preset":
            return 0, len(self.spec.presets) - 1
        return 0, len(self._values(key)) - 1

    def _index(self, key: str) -> int:
        if key == "players":
            return self.players
        if key == "bots":
            return self.bots
        if key == "level":
            return self.spec.bot_levels.index(self.level)
        if key == "preset":
            return [preset.id for preset in self.spec.presets].index(self.rules.preset)
        return self._values(key).index(self.rules.value(key))

    def _values(self, key: str) -> tuple[OptionValue, ...]:
        return self.spec.option(key).menu_values(self.rules.value(key))

    def can_step(self, key: str, direction: int) -> bool:
        low, high = self._range(key)
        return low <= self._index(key) + direction <= high

    def step(self, key: str, direction: int, wrap: bool = False) -> bool:
        """Move a row one step; `wrap` goes round from the end to the start. True if it changed."""
        low, high = self._range(key)
        index = self._index(key) + direction
        if wrap and index > high:
            index = low
        index = min(max(index, low), high)
        if index == self._index(key):
            return False
        if key == "players":
            self.set_players(index)
        elif key == "bots":
            self.bots = index
        elif key == "level":
            self.level = self.spec.bot_levels[index]
        elif key == "preset":
            self.rules.set_preset(self.spec.presets[index].id)  # a new rule set starts from its own house rules
        else:
            self.rules.set(key, self._values(key)[index])
        return True

    def value_text(self, key: str) -> str:
        if key in ("players", "bots"):
            return str(self._index(key))
        if key == "level":
            return tr(LEVEL_LABELS[self.level])
        if key == "preset":
            return preset_label(self.spec, self.rules.preset)
        option = self.spec.option(key)
        return value_label(option, self.rules.value(key))

    def value_texts(self) -> list[str]:
        """Every text a value of a row can show (to fit the value column)."""
        texts = [tr(label) for label in LEVEL_LABELS.values()]
        texts += [preset_label(self.spec, preset.id) for preset in self.spec.presets]
        texts += [value_label(option, value) for option in self.spec.menu_options for value in option.values()]
        return texts

    def summary(self) -> str:
        """Who plays, in words: "You against 5 bots", "6 players sharing this screen", …"""
        if self.humans == 0:
            return trn("{n} bot plays: you watch", "{n} bots play: you watch", self.bots)
        if self.humans == 1:
            return trn("You against {n} bot", "You against {n} bots", self.bots)
        sharing = trn("{n} player sharing this screen", "{n} players sharing this screen", self.humans)
        if self.bots == 0:
            return sharing
        # TRANSLATORS: {sharing} is the "{n} players sharing this screen" message, e.g. "3 players sharing this screen".
        return trn("{sharing}, and {n} bot", "{sharing}, and {n} bots", self.bots, sharing=sharing)

    def setup(self) -> MatchSetup:
        return MatchSetup(
            game=self.spec.id, players=self.players, bots=self.bots, bot_level=self.level, options=self.rules.options()
        )
