"""The wall clock, for the store only: when a match started and finished. The rules never see it.

Times are kept in UTC and written as ISO 8601 text with the offset ("2026-12-01T09:02:29.123456+00:00").
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from game.core.safe_json import quoted, shown

Clock = Callable[[], datetime]
MAX_TEXT = 40  # characters of a written time; ISO 8601 with microseconds and offset is 32


def utc_now() -> datetime:
    return datetime.now(UTC)


def time_text(moment: datetime) -> str:
    if moment.tzinfo is None:
        raise ValueError(f"moment: expected a time with its UTC offset, got {quoted(moment)}")
    return moment.astimezone(UTC).isoformat()


def parse_time(value: object, name: str) -> datetime:
    """A time written by `time_text`; ValueError naming `name` for anything else."""
    if type(value) is not str or len(value) > MAX_TEXT:
        raise ValueError(f"{name}: expected a time such as 2026-12-01T09:02:29+00:00, got {shown(value)}")
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name}: expected a time such as 2026-12-01T09:02:29+00:00, got {shown(value)}") from None
    if moment.tzinfo is None:
        raise ValueError(f"{name}: the time {shown(value)} has no UTC offset")
    return moment.astimezone(UTC)


def parse_optional_time(value: object, name: str) -> datetime | None:
    return None if value is None else parse_time(value, name)
