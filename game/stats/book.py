"""The statistics of every game, kept up to date with the archive: which matches are counted, which still need
counting, and the figures of a game and rule set.

`refresh` lists the archive (cheap: the archive caches its listing) and finds the matches whose facts are not
known yet; `count_some` replays a few of them at a time, so a screen can show its progress instead of freezing
while 200 matches replay; the facts are kept on disk (game/store/stats_cache.py), so each match is replayed once.
`figures` is memoised on the listing (the ids counted and the reset time): opening the screen again costs nothing.
A damaged archive file is set aside by the archive, reported in `messages` and left out; the rest is counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from game.core.safe_json import quoted
from game.stats.facts import COUNTERS, MatchFacts, facts_of
from game.stats.figures import ALL_PRESETS, GameFigures, game_figures, presets_seen
from game.store.archive import DamagedArchive
from game.store.stats_cache import StatsCacheStore
from game.store.stats_since import SinceStore

if TYPE_CHECKING:
    from game.core.reasons import Reason
    from game.store.archive import ArchiveEntry, ArchiveStore


class StatsBook:
    def __init__(self, archive: ArchiveStore, cache: StatsCacheStore | None = None, since: SinceStore | None = None):
        self.archive = archive
        self.cache = cache if cache is not None else StatsCacheStore(archive.folder)
        self.since_store = since if since is not None else SinceStore(archive.folder, archive.clock)
        self.messages: list[Reason] = []  # for the player: files set aside or skipped since the last `take_messages`
        self._facts: dict[str, MatchFacts] | None = None  # by archive id; None until the cache file is read
        self._listed: tuple[ArchiveEntry, ...] = ()
        self._pending: list[ArchiveEntry] = []
        self._since: dict[str, datetime] = {}
        self._dirty = False  # facts counted that the cache file does not hold yet
        self._memo: dict[tuple[object, ...], GameFigures] = {}

    # --- keeping up with the archive ----------------------------------------------------------------------------

    def refresh(self) -> int:
        """Read the archive's listing and the reset times; the number of matches still to count."""
        if self._facts is None:
            loaded = self.cache.load()
            self._facts = loaded.facts
            if loaded.message is not None:
                self.messages.append(loaded.message)
        since = self.since_store.load()
        if since.message is not None:
            self.messages.append(since.message)
        self._since = dict(since.since)
        listing = self.archive.listing()
        self.messages += [skipped.reason for skipped in listing.skipped]
        self._listed = tuple(entry for entry in listing.entries if entry.game in COUNTERS)
        self._pending = [entry for entry in self._listed if not self._known(entry)]
        return len(self._pending)

    def _known(self, entry: ArchiveEntry) -> bool:
        """The cached facts describe `entry` as the archive holds it now (else the match is counted again)."""
        assert self._facts is not None
        facts = self._facts.get(entry.id)
        return facts is not None and facts.describes(entry)

    @property
    def pending(self) -> int:
        return len(self._pending)

    @property
    def listed(self) -> int:
        return len(self._listed)

    def count_some(self, limit: int) -> int:
        """Replay up to `limit` matches still to count (a damaged one is set aside and reported); how many are
        left. When none is left the new facts are written to the cache (a failure to write only costs time)."""
        if type(limit) is not int or limit < 1:
            raise ValueError(f"limit: expected a whole number >= 1, got {quoted(limit)}")
        assert self._facts is not None, "refresh first"
        for entry in self._pending[:limit]:
            try:
                self._facts[entry.id] = facts_of(self.archive.load(entry.id))
            except DamagedArchive as problem:
                self.messages.append(problem.reason)
            except ValueError:
                continue  # the file went away since the listing
            self._dirty = True
        del self._pending[:limit]
        if not self._pending:
            self._save()
        return len(self._pending)

    def count_all(self) -> None:
        """Refresh and count everything now (tools and tests; a screen counts a few per frame)."""
        self.refresh()
        while self._pending:
            self.count_some(len(self._pending))
        self._save()

    def _save(self) -> None:
        if not self._dirty or self._facts is None:
            return
        listed = {entry.id for entry in self._listed}
        self._facts = {entry_id: f for entry_id, f in self._facts.items() if entry_id in listed}  # pruned ones go
        try:
            self.cache.save(self._facts)
        except OSError:
            return
        self._dirty = False

    def take_messages(self) -> list[Reason]:
        messages, self.messages = self.messages, []
        return messages

    # --- the figures --------------------------------------------------------------------------------------------

    def counted_facts(self) -> list[MatchFacts]:
        """The facts of every listed match counted so far."""
        facts = self._facts or {}
        return [facts[entry.id] for entry in self._listed if entry.id in facts]

    def since(self, game: str) -> datetime | None:
        return self._since.get(game)

    def figures(self, game: str, preset: str = ALL_PRESETS) -> GameFigures:
        """The figures of `game` under `preset` (ALL_PRESETS: every rule set), counting matches after its reset."""
        key = (game, preset, self._since.get(game), tuple(f.id for f in self.counted_facts()))
        if key not in self._memo:
            if len(self._memo) > 64:
                self._memo.clear()
            self._memo[key] = game_figures(self.counted_facts(), game, preset, self._since.get(game))
        return self._memo[key]

    def presets(self, game: str) -> Sequence[str]:
        return presets_seen(self.counted_facts(), game)

    def reset(self, game: str) -> bool:
        """Count `game`'s statistics from now on (the archive keeps every match); False when the reset file is a
        newer version's and must not be overwritten. OSError when it cannot be written."""
        moment = self.since_store.reset(game)
        if moment is None:
            return False
        self._since[game] = moment
        return True
