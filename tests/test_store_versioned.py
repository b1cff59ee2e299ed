"""The versioned-file helper: schema check, step-by-step migration, validation, and newer files left alone."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.store.versioned import Body, NewerFile, VersionedFormat

steps: list[str] = []


def _one_to_two(body: Body) -> Body:
    steps.append("1->2")
    return {"names": [body.pop("name")], **body}


def _two_to_three(body: Body) -> Body:
    steps.append("2->3")
    return {**body, "colour": "green"}


def _validate(body: Body) -> tuple[list[str], str]:
    if set(body) != {"names", "colour"} or type(body["names"]) is not list:
        raise ValueError("a roster has names and a colour")
    return body["names"], body["colour"]


def _legacy(raw: Body) -> int | None:
    return 1 if set(raw) == {"name"} else None


ROSTER = VersionedFormat(
    schema="test/roster",
    version=3,
    what="the roster",
    migrations=(_one_to_two, _two_to_three),
    validate=_validate,
    max_bytes=10_000,
    legacy_version=_legacy,
)


def write(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


def test_write_adds_the_schema_and_the_current_version_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "roster.json"
    ROSTER.write(path, {"names": ["Ada"], "colour": "red"})
    assert json.loads(path.read_text(encoding="utf-8")) == {
        "schema": "test/roster",
        "version": 3,
        "names": ["Ada"],
        "colour": "red",
    }
    assert ROSTER.read(path) == (["Ada"], "red")
    assert ROSTER.read(tmp_path / "missing.json") is None


def test_an_old_file_is_migrated_one_version_at_a_time_in_order(tmp_path: Path) -> None:
    path = tmp_path / "roster.json"
    steps.clear()
    write(path, {"schema": "test/roster", "version": 1, "name": "Ada"})
    assert ROSTER.read(path) == (["Ada"], "green")
    assert steps == ["1->2", "2->3"]
    steps.clear()
    write(path, {"schema": "test/roster", "version": 2, "names": ["Bo"]})
    assert ROSTER.read(path) == (["Bo"], "green")
    assert steps == ["2->3"]


def test_a_file_from_before_the_schema_field_is_recognised_by_the_legacy_hook(tmp_path: Path) -> None:
    path = tmp_path / "roster.json"
    write(path, {"name": "Ada"})
    assert ROSTER.read(path) == (["Ada"], "green")
    write(path, {"something": "else"})
    with pytest.raises(ValueError, match="no schema name"):
        ROSTER.read(path)


@pytest.mark.parametrize(
    ("data", "complaint"),
    [
        ({"schema": "test/other", "version": 1}, "holds test/other"),
        ({"schema": "test/roster"}, "bad version"),
        ({"schema": "test/roster", "version": "3"}, "bad version"),
        ({"schema": "test/roster", "version": 0}, "bad version"),
        ({"schema": "test/roster", "version": True}, "bad version"),
        ({"schema": "test/roster", "version": 3, "names": "Ada", "colour": "red"}, "a roster has"),
        ([1, 2], "not hold a JSON object"),
    ],
)
def test_files_that_are_not_a_valid_roster_are_refused_with_a_reason(
    tmp_path: Path, data: object, complaint: str
) -> None:
    path = tmp_path / "roster.json"
    write(path, data)
    with pytest.raises(ValueError, match=complaint):
        ROSTER.read(path)


def test_a_newer_file_raises_newer_file_which_is_not_a_value_error(tmp_path: Path) -> None:
    path = tmp_path / "roster.json"
    write(path, {"schema": "test/roster", "version": 9, "whatever": "the future holds"})
    with pytest.raises(NewerFile) as caught:
        ROSTER.read(path)
    assert not isinstance(caught.value, ValueError)  # handlers that set damaged files aside do not catch it
    assert (caught.value.version, caught.value.known) == (9, 3)
    assert ROSTER.is_newer(path)
    ROSTER.write(tmp_path / "mine.json", {"names": [], "colour": "red"})
    assert not ROSTER.is_newer(tmp_path / "mine.json")
    assert not ROSTER.is_newer(tmp_path / "missing.json")
    (tmp_path / "junk.json").write_text("{", encoding="utf-8")
    assert not ROSTER.is_newer(tmp_path / "junk.json")


def test_the_body_may_not_carry_its_own_header_and_migrations_must_cover_every_version() -> None:
    with pytest.raises(ValueError, match="added by the format"):
        ROSTER.encode({"version": 1, "names": []})
    with pytest.raises(ValueError, match="needs 2 migrations"):
        VersionedFormat("test/x", 3, "x", (_one_to_two,), _validate, 100)


def test_too_large_or_too_deep_files_are_refused_before_anything_else(tmp_path: Path) -> None:
    path = tmp_path / "roster.json"
    path.write_text(json.dumps({"name": "x" * 20_000}), encoding="utf-8")
    with pytest.raises(ValueError, match="too large"):
        ROSTER.read(path)
    path.write_text("[" * 1000 + "]" * 1000, encoding="utf-8")
    with pytest.raises(ValueError, match="nested too deeply"):
        ROSTER.read(path)
