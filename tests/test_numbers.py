"""Numbers with a fraction follow the player's language: the catalogue's decimal mark."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Message

from scenes.menu.level_strength import level_explained
from scenes.ui.numbers import decimal
from tests.i18n_helpers import speaking


def test_english_writes_a_point_and_as_few_digits_as_needed() -> None:
    assert decimal(0.9) == "0.9" and decimal(2.0) == "2" and decimal(23.94, 1) == "23.9" and decimal(1.5, 2) == "1.50"


def test_a_language_with_a_decimal_comma_gets_its_comma_everywhere(tmp_path: Path) -> None:
    with speaking(tmp_path, "nl", Message(".", ",", context="decimal mark")):
        assert decimal(0.9) == "0,9" and decimal(23.94, 1) == "23,9"
        assert "23,1%" in level_explained("kuckuck", "hard", 6)  # "Hard bots lose a life in 23,1% of deals …"
    assert decimal(0.9) == "0.9"  # and back in English
