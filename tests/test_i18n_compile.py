"""Compiling catalogues without Babel: what the game shows from a .mo built by tools/compile_catalogues.py (the
same as from GNU msgfmt's, but English for a half-translated plural), and the Makefile building each missing or
outdated .mo of a fresh clone."""

from __future__ import annotations

import gettext
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.i18n import Translator
from tools.compile_catalogues import compile_po, main, parse_po

ROOT = Path(__file__).resolve().parent.parent

SAMPLE = r"""# A German catalogue as `make i18n` writes it, with every kind of entry.
msgid ""
msgstr ""
"Project-Id-Version: Kuckuck & Co. 0.1.0\n"
"Language: de\n"
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

#: scenes/table/shell.py
msgid "Stay"
msgstr "Stehen"

#, python-brace-format
msgid "{name} wins!"
msgstr ""
"{name} "
"gewinnt!"

msgid "Untranslated"
msgstr ""

#, fuzzy
msgid "Swap"
msgstr "Tauschen?"

msgctxt "euchre bid"
msgid "Pass"
msgstr "Weiter"

msgid "Pass"
msgstr "Passen"

#, python-brace-format
msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} Karte"
msgstr[1] "{n} Karten"

msgid "{n} life"
msgid_plural "{n} lives"
msgstr[0] "{n} Leben"
msgstr[1] ""

msgid "Line\tone\nline \"two\" \\ end"
msgstr "Zeile\teins\nZeile \"zwei\" \\ Ende"

#~ msgid "Gone"
#~ msgstr "Weg"
"""


def shown(mo: Path) -> dict[str, str]:
    """What a German player sees for each message of SAMPLE, read from `mo` by the game's own loader."""
    target = mo.parent.parent.parent / "de" / "LC_MESSAGES" / "kuckuck.mo"
    if target != mo:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(mo, target)
    german = Translator.load("de", target.parent.parent.parent)
    return {
        "stay": german.tr("Stay"),
        "wins": german.tr("{name} wins!", name="Anke"),
        "untranslated": german.tr("Untranslated"),
        "fuzzy": german.tr("Swap"),
        "bid": german.trc("euchre bid", "Pass"),
        "pass": german.tr("Pass"),
        "cards": " / ".join(german.trn("{n} card", "{n} cards", n) for n in (1, 3)),
        "lives": german.trn("{n} life", "{n} lives", 3),
        "escapes": german.tr('Line\tone\nline "two" \\ end'),
        "gone": german.tr("Gone"),
    }


EXPECTED = {
    "stay": "Stehen",
    "wins": "Anke gewinnt!",
    "untranslated": "Untranslated",
    "fuzzy": "Swap",  # a fuzzy translation waits for a translator's look: English meanwhile
    "bid": "Weiter",
    "pass": "Passen",
    "cards": "1 Karte / 3 Karten",
    "lives": "3 lives",  # a plural with a missing form is English, never an empty text
    "escapes": 'Zeile\teins\nZeile "zwei" \\ Ende',
    "gone": "Gone",
}


@pytest.fixture
def po(tmp_path: Path) -> Path:
    path = tmp_path / "locale" / "de" / "LC_MESSAGES" / "kuckuck.po"
    path.parent.mkdir(parents=True)
    path.write_text(SAMPLE, encoding="utf-8")
    return path


def test_a_compiled_catalogue_shows_what_the_po_says(po: Path) -> None:
    assert compile_po(po) is True
    assert shown(po.with_suffix(".mo")) == EXPECTED
    plural_rule = Translator.load("de", po.parent.parent.parent).catalogue
    assert isinstance(plural_rule, gettext.GNUTranslations) and plural_rule.info()["language"] == "de"
    assert compile_po(po) is False  # unchanged: not written again


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt is not installed")
def test_the_game_shows_the_same_from_gnu_msgfmts_catalogue(po: Path, tmp_path: Path) -> None:
    gnu = tmp_path / "gnu" / "de" / "LC_MESSAGES" / "kuckuck.mo"
    gnu.parent.mkdir(parents=True)
    subprocess.run(["msgfmt", "-o", str(gnu), str(po)], check=True)
    compile_po(po)
    ours, theirs = shown(po.with_suffix(".mo")), shown(gnu)
    assert (ours.pop("lives"), theirs.pop("lives")) == ("3 lives", "")  # msgfmt keeps a half-done plural: empty text
    assert ours == theirs


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('msgid "a"\nmsgstr "b"\nnonsense\n', "catalogue:3: not a line"),
        ('msgid "a"\nmsgstr "b\\q"\n', "catalogue:2: unknown escape"),
        ('"stray"\n', "catalogue:1: not a line"),
    ],
)
def test_a_damaged_catalogue_is_refused_naming_the_line(text: str, problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        parse_po(text)


def test_a_catalogue_in_another_charset_is_refused(po: Path, capsys: pytest.CaptureFixture[str]) -> None:
    po.write_text(SAMPLE.replace("charset=utf-8", "charset=ISO-8859-1"), encoding="utf-8")
    assert main([str(po)]) == 1
    assert "expected utf-8" in capsys.readouterr().err and not po.with_suffix(".mo").exists()


def run_make(clone: Path, target: str) -> str:
    """`make target` in `clone` with this test run's Python standing in for the clone's virtual environment."""
    venv = Path(sys.executable).parent.parent
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = ["make", "-s", "-f", str(ROOT / "Makefile"), f"VENV={venv}", f"PY={sys.executable}", target]
    return subprocess.run(command, cwd=clone, env=env, capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_compiles_each_catalogue_a_fresh_clone_lacks_and_only_those_out_of_date(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    paths = {}
    for code in ("de", "nl"):
        paths[code] = clone / "assets" / "locale" / code / "LC_MESSAGES" / "kuckuck.po"
        paths[code].parent.mkdir(parents=True)
        paths[code].write_text(SAMPLE.replace("Language: de", f"Language: {code}"), encoding="utf-8")
    assert sorted(run_make(clone, "catalogues").split()) == sorted(
        ["compiled", "compiled", *(f"assets/locale/{code}/LC_MESSAGES/kuckuck.mo" for code in ("de", "nl"))]
    )
    assert shown(paths["de"].with_suffix(".mo")) == EXPECTED
    assert run_make(clone, "catalogues") == ""  # up to date: nothing to do
    newer = paths["nl"].stat().st_mtime + 5
    os.utime(paths["nl"], (newer, newer))
    assert run_make(clone, "catalogues").split() == ["compiled", "assets/locale/nl/LC_MESSAGES/kuckuck.mo"]
