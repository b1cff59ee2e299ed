"""The bindings file never stops the game: deep nesting, control characters and absurd lengths give the default
controls plus a short, printable warning (InputMapper.from_file)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.ui.actions import DEFAULT_BINDINGS, Action
from scenes.ui.bindings_file import MAX_BINDINGS_BYTES
from scenes.ui.input import InputMapper

NUL = "\u0000"


def load(tmp_path: Path, text: str) -> InputMapper:
    path = tmp_path / "bindings.json"
    path.write_text(text, encoding="utf-8")
    mapper = InputMapper.from_file(path)
    for warning in mapper.warnings:
        assert NUL not in warning and len(warning) < 300 + len(str(path)), warning[:300]
    return mapper


@pytest.mark.parametrize("text", ["[" * 1000 + "]" * 1000, '{"CONFIRM":' * 1000 + "{}" + "}" * 1000])
def test_a_file_nested_1000_levels_deep_gives_the_defaults_and_a_warning(tmp_path: Path, text: str) -> None:
    mapper = load(tmp_path, text)
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
    assert len(mapper.warnings) == 1 and "nested too deeply" in mapper.warnings[0]


def test_a_huge_file_is_not_read_whole(tmp_path: Path) -> None:
    mapper = load(tmp_path, json.dumps({"CONFIRM": {"keys": ["a"] * MAX_BINDINGS_BYTES}}))
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
    assert len(mapper.warnings) == 1 and "too large" in mapper.warnings[0]


@pytest.mark.parametrize(
    "names",
    [["return" + NUL], ["x" * 20_000], ["\u0007"], ["\ud800"]],
    ids=["nul", "twenty-thousand-characters", "bell", "lone-surrogate"],
)
def test_key_and_button_names_with_control_characters_or_absurd_lengths_are_refused(
    tmp_path: Path, names: list[str]
) -> None:
    mapper = load(tmp_path, json.dumps({"CONFIRM": {"keys": names, "buttons": names}, "FAST_FORWARD": {"keys": ["k"]}}))
    assert mapper.bindings[Action.CONFIRM] == DEFAULT_BINDINGS[Action.CONFIRM]
    assert mapper.bindings[Action.FAST_FORWARD].keys == ("k",)  # the good part is kept
    assert len(mapper.warnings) == 2 and all("malformed" in warning for warning in mapper.warnings)


def test_an_action_name_with_a_nul_or_a_megabyte_is_quoted_short_and_printable(tmp_path: Path) -> None:
    mapper = load(tmp_path, json.dumps({"CONFIRM" + NUL: {}, "y" * 60_000: {}}))
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
    assert len(mapper.warnings) == 2
    assert "CONFIRM\\u0000" in mapper.warnings[0] and "Unknown action" in mapper.warnings[1]


@pytest.mark.parametrize("text", ['{"a": NaN}', '{"a": 1e400}', "\u0000", '{"a": "\\ud800"}'])
def test_other_defects_give_the_defaults_or_are_ignored_never_a_crash(tmp_path: Path, text: str) -> None:
    mapper = load(tmp_path, text)
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS) and mapper.warnings


def test_bytes_that_are_not_utf8_give_the_defaults_and_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "bindings.json"
    path.write_bytes(b'{"CONFIRM": {"keys": ["\xff"]}}')
    mapper = InputMapper.from_file(path)
    assert dict(mapper.bindings) == dict(DEFAULT_BINDINGS)
    assert len(mapper.warnings) == 1 and "UTF-8" in mapper.warnings[0]


names = st.one_of(
    st.sampled_from(["CONFIRM", "STAY", "keys", "buttons", "return", "a", "\u0000", "x" * 100]), st.text(max_size=8)
)
bindings_like = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), names),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(names, inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(st.one_of(st.binary(max_size=200), bindings_like.map(lambda value: json.dumps(value).encode())))
def test_any_file_gives_bindings_and_printable_warnings(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "bindings.json"
        path.write_bytes(data)
        mapper = InputMapper.from_file(path)
        assert set(mapper.bindings) == set(DEFAULT_BINDINGS)
        for warning in mapper.warnings:
            assert NUL not in warning and len(warning) < 300 + len(str(path)), warning[:300]


def test_a_game_sections_unprintable_action_name_is_named_printably() -> None:
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "bindings.json"
        path.write_text(json.dumps({"a": {"\u0000": None}}), encoding="utf-8")
        mapper = InputMapper.from_file(path)
    assert mapper.warnings and all(NUL not in warning for warning in mapper.warnings)
