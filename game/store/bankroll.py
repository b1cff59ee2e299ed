"""The money game's bankroll: the chips each human player name has won or lost over all money-game matches.

`bankroll.json` in the data folder is a versioned file (game/store/versioned.py): `{"players": {name: chips}}`,
chips a whole number that may go below zero (a player can owe the house). Reading never fails: a missing file is
an empty bankroll; a damaged one is set aside (never deleted) and the bankroll starts empty with one sentence for
the player; a newer version's file is kept unchanged, not used and never overwritten. When a money-game match
ends, every human at the table pays the buy-in and the winner takes the pot (`settle`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Final, NamedTuple

from game.core.reasons import N_, Reason
from game.core.safe_json import clean_text, shown
from game.store.files import set_aside
from game.store.versioned import Body, NewerFile, VersionedFormat

BANKROLL_NAME: Final = "bankroll.json"
SCHEMA: Final = "kuckuck-and-co/bankroll"
VERSION: Final = 1
MAX_BYTES: Final = 256 * 1024
MAX_NAME: Final = 24  # characters of a player's name, as at the table (game.lobby.MAX_NAME)
MAX_PLAYERS: Final = 1000  # names kept
MAX_CHIPS: Final = 10**9  # a balance beyond this is damage, not play
MAX_MESSAGE: Final = 200
DAMAGED: Final = N_("Your bankroll could not be read; it was kept as {name} and starts again at zero.")
NEWER: Final = Reason(
    N_("Your bankroll was made by a newer version of Kuckuck & Co.; it is kept unchanged and not used.")
)


def _validate(body: Body) -> dict[str, int]:
    """The balances of a current body; ValueError naming the first defect."""
    if set(body) != {"players"}:
        raise ValueError(f"bankroll.json: expected the field players, got {shown(sorted(body))}")
    players = body["players"]
    if not isinstance(players, dict) or len(players) > MAX_PLAYERS:
        raise ValueError(f"bankroll.json players: expected an object of at most {MAX_PLAYERS} names")
    for name, chips in players.items():
        if not clean_text(name, MAX_NAME):
            raise ValueError(f"bankroll.json players: a bad name {shown(name)}")
        if type(chips) is not int or abs(chips) > MAX_CHIPS:
            raise ValueError(f"bankroll.json players.{name}: expected a whole number of chips, got {shown(chips)}")
    return dict(players)


BANKROLL_FORMAT: Final = VersionedFormat(
    schema=SCHEMA, version=VERSION, what=BANKROLL_NAME, migrations=(), validate=_validate, max_bytes=MAX_BYTES
)


@dataclass(frozen=True)
class Bankroll:
    """Chips per player name (names never seen are at zero)."""

    chips: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    def of(self, name: str) -> int:
        return self.chips.get(name, 0)

    def settled(self, humans: Sequence[str], winner: str | None, pot: int, buy_in: int) -> Bankroll:
        """After a money-game match: every human pays `buy_in`, the winner (if a human) takes `pot` too."""
        if pot < 0 or buy_in < 0:
            raise ValueError(f"pot and buy_in: expected whole numbers ≥ 0, got {pot} and {buy_in}")
        chips = dict(self.chips)
        for name in humans:
            chips[name] = chips.get(name, 0) - buy_in + (pot if name == winner else 0)
        return Bankroll(MappingProxyType(chips))


class LoadedBankroll(NamedTuple):
    bankroll: Bankroll
    message: Reason | None = None  # one sentence for the player when the file could not be used
    newer: bool = False  # the file is a newer version's: it must not be overwritten


class BankrollStore:
    """bankroll.json in `folder`."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def path(self) -> Path:
        return self.folder / BANKROLL_NAME

    def load(self) -> LoadedBankroll:
        """The bankroll; never raises (a file that cannot be read is set aside and reported)."""
        try:
            chips = BANKROLL_FORMAT.read(self.path)
        except NewerFile:
            return LoadedBankroll(Bankroll(), NEWER, newer=True)
        except (OSError, ValueError):
            kept = set_aside(self.path)
            name = kept.name if kept is not None else BANKROLL_NAME
            return LoadedBankroll(Bankroll(), Reason(DAMAGED, {"name": shown(name, MAX_MESSAGE)}))
        return LoadedBankroll(Bankroll(MappingProxyType(chips or {})))

    def save(self, bankroll: Bankroll) -> bool:
        """Write atomically; False when the file is a newer version's (kept). OSError when it cannot be written."""
        if BANKROLL_FORMAT.is_newer(self.path):
            return False
        BANKROLL_FORMAT.write(self.path, {"players": dict(bankroll.chips)}, indent=2)
        return True

    def settle(self, humans: Sequence[str], winner: str | None, pot: int, buy_in: int) -> LoadedBankroll:
        """Load, settle one finished money-game match and write back (OSError when it cannot be written)."""
        loaded = self.load()
        if loaded.newer:
            return loaded
        bankroll = loaded.bankroll.settled(humans, winner, pot, buy_in)
        self.save(bankroll)
        return LoadedBankroll(bankroll, loaded.message)
