"""Saves survive and fail loudly but safely; the translation function falls back to English."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from scenes.saves import SaveStore

from game import open_match
from game.i18n import Translator
from game.lobby import MatchSetup, seats_to_json
from scenes import files
from tests.ui_helpers import make_app

GOOD_MATCH = open_match("kuckuck", players=3, seed=1).to_dict()  # a sound match, for saves damaged elsewhere


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    match = open_match("kuckuck", players=5, seed=3)
    match.act("swap")
    seats = seats_to_json(MatchSetup(players=5, bots=4).seats())
    store.save_soon(match, seats)
    loaded = store.load()
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
    store.path.write_text(content, encoding="utf-8")
    with pytest.raises(ValueError, match="could not be read"):
        store.load()
    assert not store.path.exists()
    assert (tmp_path / "current_match.damaged.json").read_text(encoding="utf-8") == content
    assert store.load() is None


def test_no_save_means_nothing_to_continue(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "new").load() is None


def test_translator_uses_a_catalogue_and_falls_back(tmp_path: Path) -> None:
    (tmp_path / "nl.json").write_text(json.dumps({"Stay": "Blijven", "{name} wins!": "{name} wint!"}), "utf-8")
    dutch = Translator.load("nl", tmp_path)
    assert dutch.tr("Stay") == "Blijven"
    assert dutch.tr("{name} wins!", name="Anke") == "Anke wint!"
    assert dutch.tr("Swap") == "Swap"
    (tmp_path / "xx.json").write_text("[1, 2", "utf-8")
    assert Translator.load("xx", tmp_path).language == "en"
    assert Translator.load("zz", tmp_path).tr("Stay") == "Stay"


def test_set_language_switches_every_tr_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import i18n

    (tmp_path / "de.json").write_text(json.dumps({"Stay": "Stehen"}), "utf-8")
    monkeypatch.setattr(i18n, "LANG_DIR", tmp_path)
    try:
        i18n.set_language("de")
        assert i18n.tr("Stay") == "Stehen"
    finally:
        i18n.set_language("en")
    assert i18n.tr("Stay") == "Stay"


def test_background_writer_lands_the_newest_text_and_reports_failures(tmp_path: Path) -> None:
    from scenes.files import BackgroundWriter

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
    slow_write = files.write_atomically

    def slow(path: Path, text: str) -> None:
        time.sleep(0.3)  # a slow disk: the write is still running when the player quits
        slow_write(path, text)

    monkeypatch.setattr(files, "write_atomically", slow)
    match = open_match("kuckuck", players=4, seed=9)
    match.act("stay")
    app.saves.save_soon(match, seats_to_json(MatchSetup(players=4, bots=3).seats()))
    app.shutdown()
    assert app.saves.path.exists()  # read directly: has_save() and load() would wait for the writer themselves
    assert json.loads(app.saves.path.read_text(encoding="utf-8"))["match"] == match.to_dict()


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
