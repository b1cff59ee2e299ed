"""What the title screen's settings rows hold: players, bots, bot level, lives and the rule set with its house
rules, kept apart from the widgets so they survive a rebuild (a window resize, a damaged save set aside)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from game.core.seats import BOT_LEVELS
from game.i18n import tr
from game.kuckuck.options import INT_RANGES, MAX_PLAYERS, MIN_PLAYERS
from game.kuckuck.options import PRESETS as ENGINE_PRESETS
from game.lobby import MatchSetup
from scenes.menu.rule_catalogue import HouseRules, preset_label
from scenes.settings import Settings

if TYPE_CHECKING:
    from game import Match
    from game.core.seats import SeatConfig

PLAYERS_RANGE: Final = (MIN_PLAYERS, MAX_PLAYERS)  # the engine's limits, so the menu can never offer more
LIVES_RANGE: Final = INT_RANGES["lives"]
PRESETS: Final = tuple(ENGINE_PRESETS)
LEVEL_LABELS: Final = MappingProxyType({"easy": "Easy", "normal": "Normal", "hard": "Hard"})
SETTING_LABELS: Final = MappingProxyType(
    {"players": "Players", "bots": "Bots", "level": "Bot level", "lives": "Lives", "preset": "Rule set"}
)


@dataclass
class MenuChoices:
    """What the menu shows; the widgets are rebuilt around it. `rules` holds the preset and the house rules."""

    players: int = 6
    bots: int = 5
    level: str = "normal"
    lives: int = 3
    rules: HouseRules = field(default_factory=HouseRules)

    @classmethod
    def from_setup(cls, setup: MatchSetup) -> MenuChoices:
        lives = setup.options.get("lives", 3)
        players = min(max(setup.players, PLAYERS_RANGE[0]), PLAYERS_RANGE[1])
        return cls(
            players=players,
            bots=min(setup.bots, players),
            level=setup.bot_level,
            lives=lives if isinstance(lives, int) and LIVES_RANGE[0] <= lives <= LIVES_RANGE[1] else 3,
            rules=HouseRules.from_options(setup.options),
        )

    @classmethod
    def from_settings(cls, settings: Settings) -> MenuChoices:
        """The choices remembered in the settings file (already checked when it was read)."""
        return cls(
            players=settings.players,
            bots=settings.bots,
            level=settings.bot_level,
            lives=settings.lives,
            rules=HouseRules(settings.preset, dict(settings.house_rules)),
        )

    def to_settings(self, base: Settings) -> Settings:
        """`base` (which keeps what the menu does not show) with these choices."""
        return replace(
            base,
            players=self.players,
            bots=self.bots,
            bot_level=self.level,
            preset=self.preset,
            lives=self.lives,
            house_rules=self.rules.options(),
        )

    @property
    def preset(self) -> str:
        return self.rules.preset

    @property
    def humans(self) -> int:
        return self.players - self.bots

    def set_players(self, players: int) -> None:
        """A bigger or smaller table keeps its humans (an all-human table stays all-human); bots ≤ players."""
        humans = self.humans
        self.players = min(max(players, PLAYERS_RANGE[0]), PLAYERS_RANGE[1])
        self.bots = 0 if self.bots == 0 else min(max(0, self.players - humans), self.players)

    def _range(self, key: str) -> tuple[int, int]:
        """The index range of a setting (numbers are their own index)."""
        if key == "players":
            return PLAYERS_RANGE
        if key == "bots":
            return 0, self.players
        if key == "lives":
            return LIVES_RANGE
        return 0, len(BOT_LEVELS if key == "level" else PRESETS) - 1

    def _index(self, key: str) -> int:
        if key == "level":
            return BOT_LEVELS.index(self.level)
        if key == "preset":
            return PRESETS.index(self.preset)
        value: int = getattr(self, key)
        return value

    def can_step(self, key: str, direction: int) -> bool:
        low, high = self._range(key)
        return low <= self._index(key) + direction <= high

    def step(self, key: str, direction: int, wrap: bool = False) -> bool:
        """Move a setting one step; `wrap` goes round from the end to the start. True if it changed."""
        low, high = self._range(key)
        index = self._index(key) + direction
        if wrap and index > high:
            index = low
        index = min(max(index, low), high)
        if index == self._index(key):
            return False
        if key == "players":
            self.set_players(index)
        elif key == "level":
            self.level = BOT_LEVELS[index]
        elif key == "preset":
            self.rules.set_preset(PRESETS[index])  # a new rule set starts from its own house rules
        else:
            setattr(self, key, index)
        return True

    def value_text(self, key: str) -> str:
        if key == "level":
            return tr(LEVEL_LABELS[self.level])
        if key == "preset":
            return preset_label(self.preset)
        return str(self._index(key))

    def summary(self) -> str:
        """Who plays, in words: "You against 5 bots", "6 players sharing this screen", …"""
        if self.humans == 1:
            if self.bots == 1:
                return tr("You against 1 bot")
            return tr("You against {bots} bots", bots=self.bots)
        if self.bots == 0:
            return tr("{humans} players sharing this screen", humans=self.humans)
        if self.bots == 1:
            return tr("{humans} players sharing this screen, and 1 bot", humans=self.humans)
        return tr("{humans} players sharing this screen, and {bots} bots", humans=self.humans, bots=self.bots)

    def setup(self) -> MatchSetup:
        return MatchSetup(
            players=self.players,
            bots=self.bots,
            bot_level=self.level,
            options={"lives": self.lives, "preset": self.preset, **self.rules.options()},
        )


def setup_for_saved(match: Match, seats: list[SeatConfig]) -> MatchSetup:
    """The setup a saved match was started with, as far as the save tells (for "Play again" after it ends)."""
    bots = [seat for seat in seats if not seat.is_human]
    level = bots[0].level if bots and bots[0].level in BOT_LEVELS else "normal"
    options = dict(match.rules.options_json(match.options))
    return MatchSetup(game=match.rules.game_id, players=match.players, bots=len(bots), bot_level=level, options=options)
