"""Saves survive and fail loudly but safely; text is fitted to its room. (Translations: tests/test_i18n.py.)"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game import open_match
from game.lobby import MatchSetup, seats_to_json
from game.store import writer as writer_module
from game.store.saves import SaveStore
from tests.ui_helpers import make_app

GOOD_MATCH = open_match("kuckuck", players=3, seed=1).to_dict()  # a sound match, for saves damaged elsewhere


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = open_match("kuckuck", players=5, seed=3)
    match.act("swap")
    seats = seats_to_json(MatchSetup(players=5, bots=4).seats())
    store.save_soon(match, seats)
    loaded = store.load("kuckuck")
    assert loaded is not None
    restored, restored_seats = loaded
    assert restored.to_json() == match.to_json()
    assert restored_seats == MatchSetup(players=5, bots=4).seats()


@pytest.mark.parametrize(
    "content",
    [
        "{broken",
        json.dumps({"match": {"format": 1}, "seats": []}),
        json.dumps({"seats": []}),
        "",
        json.dumps({"match": GOOD_MATCH, "seats": [{"kind": "robot", "name": "R"}] * 3}),
        json.dumps({"match": GOOD_MATCH, "seats": [{"kind": "bot", "name": "B", "level": "ultra"}] * 3}),
        json.dumps({"match": GOOD_MATCH, "seats": ["bot"] * 3}),
    ],
)
def test_a_damaged_save_is_set_aside_with_a_message(tmp_path: Path, content: str) -> None:
    store = SaveStore(tmp_path)
    store.path("kuckuck").parent.mkdir(parents=True)
    store.path("kuckuck").write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match="could not be read"):
        store.load("kuckuck")
    assert not store.path("kuckuck").exists()
    assert (tmp_path / "saves" / "kuckuck.damaged.json").read_text(encoding="utf-8") == content
    assert store.load("kuckuck") is None


def test_no_save_means_nothing_to_continue(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "new").load("kuckuck") is None


def test_background_writer_lands_the_newest_text_and_reports_failures(tmp_path: Path) -> None:
    from game.store.writer import BackgroundWriter

    writer = BackgroundWriter()
    target = tmp_path / "deep" / "save.json"
    for n in range(50):
        writer.submit(target, f"version {n}")
    writer.flush()
    assert target.read_text(encoding="utf-8") == "version 49"
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    writer.submit(blocker / "cannot.json", "text")  # a file where a folder should be
    writer.flush()
    assert writer.take_errors() and writer.take_errors() == []


def test_an_autosave_submitted_just_before_quitting_is_on_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    slow_write = writer_module.write_atomically  # type: ignore[attr-defined]

    def slow(path: Path, text: str) -> None:
        time.sleep(0.3)  # a slow disk: the write is still running when the player quits
        slow_write(path, text)

    monkeypatch.setattr(writer_module, "write_atomically", slow)
    match = open_match("kuckuck", players=4, seed=9)
    match.act("stay")
    app.saves.save_soon(match, seats_to_json(MatchSetup(players=4, bots=3).seats()))
    app.shutdown()
    assert app.saves.path("kuckuck").exists()  # read directly: has_save() and load() would wait for the writer
    assert json.loads(app.saves.path("kuckuck").read_text(encoding="utf-8"))["match"] == match.to_dict()


@pytest.mark.parametrize("bold", [True, False])
def test_fitted_size_is_the_largest_size_that_fits(bold: bool) -> None:
    from scenes.ui.text import fitted_size, font  # font() starts pygame's font module itself

    texts = ["House rules", "Hearts — coming soon", "Quit"]
    for width in range(30, 700, 37):
        for pixels in (12, 26, 48, 90):
            size = fitted_size(texts, width, pixels, bold)
            widest = max(font(size, bold).size(text)[0] for text in texts)
            assert size <= pixels and (widest <= width or size == 10)
            if size < pixels:  # one size more would not fit
                assert max(font(size + 1, bold).size(text)[0] for text in texts) > width


def test_text_from_a_file_is_always_drawable() -> None:
    """A NUL in a name (it stops SDL's text drawing) or a megabyte-long value never reaches the font."""
    from scenes.ui.text import MAX_DRAWN, drawable, render

    assert drawable("An\x00ke") == "An\ufffdke"
    assert len(drawable("x" * 1_000_000)) == MAX_DRAWN
    assert render("An\x00ke", 20).get_width() > 0
    assert render("x" * 1_000_000, 12).get_width() < 12 * MAX_DRAWN


def test_a_gamepad_letter_in_plain_text_reads_in_brackets_not_as_an_empty_box() -> None:
    """DejaVu Sans has no circled letters: "Enter / Ⓐ" in a sentence (the hot-seat hand-over's) is drawn as
    "Enter / (A)"; hint lines draw the letter as a button badge instead."""
    from scenes.ui.decor import hint_line
    from scenes.ui.text import drawable, render

    assert drawable("Enter / Ⓐ or a click") == "Enter / (A) or a click"
    assert render("Enter / Ⓐ", 20).get_size() == render("Enter / (A)", 20).get_size()
    assert hint_line("Enter / Ⓐ", 20).get_width() < render("Enter / (A)", 20).get_width() + 20
