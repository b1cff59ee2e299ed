"""The cuckoo packs' names and calls: every picture card has both names, the calls belong to picture cards with a
power, and the names follow the language."""

from __future__ import annotations

import pytest

from game.core.packs import KINDS
from game.i18n import set_language
from game.kuckuck.pack_calls import CALLS, call
from game.kuckuck.packs import POWERS
from game.pack_names import KIND_NAMES, NATIVE_NAMES, kind_name, native_name, pack_name


def _pictures() -> set[str]:
    return {kind for kinds in KINDS.values() for kind in kinds if not kind[1:].isdigit()}


def test_every_picture_card_has_both_names() -> None:
    assert set(NATIVE_NAMES) == set(KIND_NAMES) == _pictures()


def test_calls_belong_to_cards_with_a_power() -> None:
    assert set(CALLS) == set(POWERS)
    assert all(words.endswith("!") for words, _ in CALLS.values())


def test_numerals_are_their_number_and_a_stranger_is_refused() -> None:
    assert kind_name("N12") == native_name("N12") == "12"
    assert kind_name("N0") == "0"
    with pytest.raises(ValueError, match="XYZ"):
        kind_name("XYZ")
    assert call("N5") is None


@pytest.mark.parametrize(("language", "cuckoo", "meaning"), [
    ("en", "Cuckoo", "Chop!"), ("de", "Kuckuck", "Abhacken!"), ("nl", "Koekoek", "Hak af!"),
])  # fmt: skip
def test_names_and_calls_follow_the_language(language: str, cuckoo: str, meaning: str) -> None:
    set_language(language)
    try:
        assert kind_name("GJO") == kind_name("CUC") == kind_name("KUK") == cuckoo
        assert call("DRA") == ("Hugg av!", meaning)
        assert native_name("GJO") == "Gjøk"
        assert pack_name("kille42") == "Kille"
    finally:
        set_language("en")
