"""A JSON file with a schema name and a version: read it, migrate it step by step, validate it; write it back.

Every file of the data folder is an object whose `schema` names what it holds and whose `version` says which
layout of it this is. Reading checks the schema, refuses a file from a newer version of the program (`NewerFile`:
it must be kept, never overwritten or set aside), migrates an older one one version at a time, and hands the body
(the object without `schema` and `version`) to the file's own validation. Files written before the schema field
existed are recognised by a `legacy_version` hook.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from game.core.safe_json import loads, shown
from game.store.files import read_text, write_atomically

T = TypeVar("T")
Body = dict[str, Any]
Migration = Callable[[Body], Body]
HEADER = ("schema", "version")


class NewerFile(Exception):
    """A file written by a newer version of the program. Not a ValueError on purpose: it is not damaged, and a
    handler that sets damaged files aside must not catch it. Each store words its own message for the player."""

    def __init__(self, what: str, version: int, known: int) -> None:
        self.what = what
        self.version = version
        self.known = known
        number = shown(version, 12)  # a hand-edited file may hold a number thousands of digits long
        super().__init__(f"{what} was made by a newer version (file version {number}; this one reads up to {known})")


def _not_legacy(raw: Body) -> int | None:
    return None


@dataclass(frozen=True)
class VersionedFormat(Generic[T]):
    """One kind of file. `migrations[n - 1]` turns a version-n body into a version n+1 body; `validate` turns the
    current body into a value, raising ValueError naming the first defect; `legacy_version` gives the version of a
    file without a `schema` field (None: not such a file)."""

    schema: str
    version: int
    what: str  # how messages name the file: "the saved match", "settings.json"
    migrations: tuple[Migration, ...]
    validate: Callable[[Body], T]
    max_bytes: int
    legacy_version: Callable[[Body], int | None] = _not_legacy

    def __post_init__(self) -> None:
        if len(self.migrations) != self.version - 1:
            raise ValueError(f"{self.schema}: version {self.version} needs {self.version - 1} migrations")

    # --- reading ------------------------------------------------------------------------------------------

    def version_of(self, raw: object) -> int:
        """The version of a decoded file; ValueError when it is not a file of this kind."""
        if not isinstance(raw, dict):
            raise ValueError(f"{self.what} does not hold a JSON object")
        if "schema" not in raw:
            legacy = self.legacy_version(raw)
            if legacy is None:
                raise ValueError(f"{self.what} has no schema name")
            return legacy
        if raw["schema"] != self.schema:
            raise ValueError(f"{self.what} holds {shown(raw['schema'])}, not {self.schema}")
        version = raw.get("version")
        if type(version) is not int or version < 1:
            raise ValueError(f"{self.what} has a bad version {shown(version)}")
        return version

    def body(self, raw: object) -> Body:
        """The current version's body of a decoded file: ValueError when damaged, NewerFile when too new."""
        version = self.version_of(raw)
        if version > self.version:
            raise NewerFile(self.what, version, self.version)
        assert isinstance(raw, dict)  # version_of checked it
        body: Body = {key: value for key, value in raw.items() if key not in HEADER}
        for migrate in self.migrations[version - 1 :]:
            body = migrate(body)
        return body

    def decode(self, text: str | bytes) -> T:
        """Text to a validated value: ValueError when damaged, NewerFile when too new."""
        return self.validate(self.body(loads(text, self.what, self.max_bytes)))

    def read(self, path: Path) -> T | None:
        """The file's validated value, or None when there is none. ValueError when damaged, NewerFile when too
        new, OSError when it cannot be read."""
        text = read_text(path, self.max_bytes)
        return None if text is None else self.decode(text)

    def is_newer(self, path: Path) -> bool:
        """Whether `path` holds a file of a newer version (which must be kept as it is). Never raises."""
        try:
            text = read_text(path, self.max_bytes)
            return text is not None and self.version_of(loads(text, self.what, self.max_bytes)) > self.version
        except (OSError, ValueError):
            return False

    # --- writing ------------------------------------------------------------------------------------------

    def encode(self, body: Mapping[str, Any], indent: int | None = None) -> str:
        if any(key in body for key in HEADER):
            raise ValueError(f"body: {', '.join(HEADER)} are added by the format")
        text = json.dumps({"schema": self.schema, "version": self.version, **body}, indent=indent)
        return text + "\n" if indent is not None else text

    def write(self, path: Path, body: Mapping[str, Any], indent: int | None = None) -> None:
        """Write atomically (OSError when the folder cannot be written)."""
        write_atomically(path, self.encode(body, indent))
