"""Translations: plurals, contexts, markers, fallbacks to English, and that extraction finds every string."""

from __future__ import annotations

import ast
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import write_po

from game import registry
from game.core.spec import GameSpec
from game.i18n import (
    N_,
    NC_,
    BrokenTranslationWarning,
    Translator,
    current_language,
    set_language,
    tr,
    trc,
    trn,
)
from tests.i18n_helpers import speaking, write_catalogue
from tools import catalogues

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py"), ROOT / "main.py"])

CARDS = ("{n} card", "{n} cards")


@pytest.mark.parametrize(
    ("code", "forms", "expected"),
    [
        ("de", ("{n} Karte", "{n} Karten"), {0: "0 Karten", 1: "1 Karte", 2: "2 Karten", 5: "5 Karten"}),
        ("pl", ("{n} karta", "{n} karty", "{n} kart"), {0: "0 kart", 1: "1 karta", 2: "2 karty", 5: "5 kart"}),
        ("fr", ("{n} carte", "{n} M cartes", "{n} cartes"), {0: "0 carte", 1: "1 carte", 2: "2 cartes", 5: "5 cartes"}),
    ],
)
def test_plurals_pick_the_form_the_catalogues_rule_gives(
    tmp_path: Path, code: str, forms: tuple[str, ...], expected: dict[int, str]
) -> None:
    with speaking(tmp_path, code, Message(CARDS, forms)):
        assert {n: trn(*CARDS, n) for n in expected} == expected


def test_english_plurals_and_n_as_a_field() -> None:
    assert [trn(*CARDS, n) for n in (0, 1, 2, 5)] == ["0 cards", "1 card", "2 cards", "5 cards"]
    assert trn("{n} bot left", "{n} bots left", 3, n="three") == "three bots left"  # a given n wins
    with pytest.raises(ValueError, match="n:"):
        trn(*CARDS, "2")  # type: ignore[arg-type]


def test_context_separates_identical_english_words(tmp_path: Path) -> None:
    with speaking(
        tmp_path,
        "de",
        Message("Pass", "Passen"),
        Message("Pass", "Schieben", context="hearts passing"),
        Message("Pass", "Weiter", context="euchre bid"),
    ):
        shown = (tr("Pass"), trc("hearts passing", "Pass"), trc("euchre bid", "Pass"))
        assert shown == ("Passen", "Schieben", "Weiter")
        assert trc("not in the catalogue", "Pass") == "Pass"
    assert trc("euchre bid", "Pass") == "Pass"


def test_markers_keep_the_english_and_tr_translates_it_where_it_is_shown(tmp_path: Path) -> None:
    with speaking(tmp_path, "de", Message("Lives", "Leben"), Message("Start", "Start", context="gamepad button")):
        table = {"lives": N_("Lives"), "start": NC_("gamepad button", "Start")}
        assert table == {"lives": "Lives", "start": "Start"}
        assert tr(table["lives"]) == "Leben"


def test_a_missing_catalogue_falls_back_to_english(tmp_path: Path) -> None:
    set_language("nl", tmp_path)
    try:
        assert current_language() == "en"
        assert tr("Stay") == "Stay"
        assert tr("{name} wins!", name="Anke") == "Anke wins!"
    finally:
        set_language("en")


def test_a_regional_code_uses_its_language_and_a_damaged_catalogue_is_english(tmp_path: Path) -> None:
    with speaking(tmp_path, "de", Message("Stay", "Bleiben")):
        set_language("de_AT", tmp_path)
        assert (current_language(), tr("Stay")) == ("de", "Bleiben")
    (tmp_path / "nl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "nl" / "LC_MESSAGES" / "kuckuck.mo").write_bytes(b"not a catalogue at all")
    with pytest.warns(BrokenTranslationWarning, match="unreadable"):
        damaged = Translator.load("nl", tmp_path)
    assert (damaged.language, damaged.tr("Stay")) == ("en", "Stay")


@pytest.mark.parametrize("code", ["", "../../etc", "DE", "de-AT", "english"])
def test_a_malformed_language_code_is_refused(code: str) -> None:
    with pytest.raises(ValueError, match="language:"):
        set_language(code)


@pytest.mark.parametrize("broken", ["{nom} gagne !", "{name.__class__} gagne !", "{} gagne !", "{name gagne !"])
def test_a_translation_with_bad_fields_is_shown_in_english_and_flagged(tmp_path: Path, broken: str) -> None:
    with speaking(tmp_path, "fr", Message("{name} wins!", broken), Message(CARDS, ("{n} carte", "{x}", "{count}"))):
        with pytest.warns(BrokenTranslationWarning, match="showing English"):
            assert tr("{name} wins!", name="Anke") == "Anke wins!"
        with pytest.warns(BrokenTranslationWarning):
            assert trn(*CARDS, 5) == "5 cards"
        assert trn(*CARDS, 1) == "1 carte"


def test_a_translation_may_leave_a_field_out_but_the_english_may_not(tmp_path: Path) -> None:
    with speaking(tmp_path, "de", Message(CARDS, ("eine Karte", "{n} Karten"))):
        assert trn(*CARDS, 1) == "eine Karte"
    with pytest.raises(ValueError, match="fields:"):
        tr("{name} wins!", winner="Anke")


def test_switching_language_applies_to_the_next_call(tmp_path: Path) -> None:
    write_catalogue(tmp_path, "nl", Message("Stay", "Blijven"))
    write_catalogue(tmp_path, "de", Message("Stay", "Bleiben"))
    try:
        shown = []
        for code in ("nl", "de", "en", "nl"):
            set_language(code, tmp_path)
            shown.append((current_language(), tr("Stay")))
        assert shown == [("nl", "Blijven"), ("de", "Bleiben"), ("en", "Stay"), ("nl", "Blijven")]
    finally:
        set_language("en")
    assert tr("Stay") == "Stay"


def test_the_language_belongs_to_the_thread_that_set_it(tmp_path: Path) -> None:
    seen: list[str] = []
    with speaking(tmp_path, "nl", Message("Stay", "Blijven")):
        worker = threading.Thread(target=lambda: seen.append(tr("Stay")))
        worker.start()
        worker.join()
        assert tr("Stay") == "Blijven"
    assert seen == ["Stay"]


# --- extraction ---------------------------------------------------------------------------------------------------

# The functions whose arguments are messages, and which of their (0-based) arguments those are.
MESSAGE_ARGUMENTS = {
    "tr": (0,), "trn": (0, 1), "trc": (0, 1), "N_": (0,), "NC_": (0, 1), "IllegalAction": (0,), "Reason": (0,),
}  # fmt: skip


@pytest.fixture(scope="module")
def extracted() -> Catalog:
    return catalogues.extract(ROOT)


def _where(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name


def _calls(paths: list[Path]) -> Iterator[tuple[str, str, list[ast.expr]]]:
    """(where, function name, message arguments) of every call of a translation function or reason."""
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if name in MESSAGE_ARGUMENTS and len(node.args) > max(MESSAGE_ARGUMENTS[name]):
                yield f"{_where(path)}:{node.lineno}", name, [node.args[i] for i in MESSAGE_ARGUMENTS[name]]


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _literals(nodes: list[ast.expr]) -> list[str] | None:
    texts = [_literal(node) for node in nodes]
    return [text for text in texts if text is not None] if None not in texts else None


def _is_extracted(catalogue: Catalog, name: str, texts: list[str]) -> bool:
    if name in ("trc", "NC_"):
        context, message = texts
        return catalogue.get(message, context=context) is not None
    found = catalogue.get(texts[0])
    return found is not None and (found.id == tuple(texts) if len(texts) > 1 else isinstance(found.id, str))


def _spec_texts(spec: GameSpec) -> list[str]:
    texts = [spec.name, spec.tagline, spec.score_label, spec.round_label]
    for option in spec.options:
        texts += [option.label, option.help]
        texts += [text for choice in option.choices for text in (choice.label, choice.help) if text]
    texts += [text for preset in spec.presets for text in (preset.label, preset.help) if text]
    texts += [text for section in spec.rules_text for text in (section.title, *section.paragraphs)]
    return texts


def _spec(game: str) -> GameSpec:
    try:
        return registry.spec_for(game)
    except ModuleNotFoundError as error:
        if error.name != f"game.{game}":
            raise
        pytest.skip(f"{game} is registered but game/{game}/ is not built yet")


@pytest.mark.parametrize("game", registry.GAMES)
def test_extraction_finds_every_text_of_a_games_spec(extracted: Catalog, game: str) -> None:
    spec = _spec(game)
    missing = [text for text in _spec_texts(spec) if extracted.get(text) is None]
    assert missing == [], f"{game}: mark these with N_() in game/{game}/ (or add a keyword to babel.cfg)"


def test_extraction_finds_the_names_of_games_still_to_come(extracted: Catalog) -> None:
    assert [name for name in registry.COMING_SOON.values() if extracted.get(name) is None] == []


def test_extraction_finds_every_reason_the_engine_gives(extracted: Catalog) -> None:
    reasons = [
        (where, text)
        for where, name, arguments in _calls(sorted((ROOT / "game").rglob("*.py")))
        if name in ("IllegalAction", "Reason") and (text := _literal(arguments[0])) is not None
    ]
    assert len(reasons) >= 5  # the walk itself works: the rules and the settings give reasons
    assert [(where, text) for where, text in reasons if extracted.get(text) is None] == []


def test_extraction_finds_every_literal_message_of_the_source(extracted: Catalog) -> None:
    literal = [
        (where, name, texts)
        for where, name, arguments in _calls(SOURCES)
        if (texts := _literals(arguments)) is not None
    ]
    assert len({name for _, name, _ in literal}) >= 5  # the walk works: tr, trn, N_, NC_, Reason… are all in use
    assert [(where, name) for where, name, texts in literal if not _is_extracted(extracted, name, texts)] == []


def _built_at_run_time(node: ast.expr) -> bool:
    """An f-string, a `+` or `%`, or a `.format()`: a message no catalogue can hold."""
    if isinstance(node, ast.JoinedStr | ast.BinOp):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"


def test_no_message_is_built_at_run_time() -> None:
    offenders = [
        f"{where}: {name}({ast.unparse(argument)})"
        for where, name, arguments in _calls(SOURCES)
        for argument in arguments
        if _built_at_run_time(argument)
    ]
    assert offenders == []


def test_the_run_time_check_spots_what_it_should(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('tr(f"{n} bots")\ntr("a" + b)\nself.trc("ctx", "{x}".format(x=1))\ntr(LABELS[key])\n', "utf-8")
    flagged = [_built_at_run_time(argument) for _, _, arguments in _calls([sample]) for argument in arguments]
    assert flagged == [True, True, False, True, False]


# --- make i18n ----------------------------------------------------------------------------------------------------


def _tree(root: Path, source: str) -> None:
    """A project tree as tools.catalogues sees it: babel.cfg, pyproject.toml and one game module."""
    for name in ("babel.cfg", "pyproject.toml"):
        (root / name).write_bytes((ROOT / name).read_bytes())
    (root / "game").mkdir(exist_ok=True)
    (root / "game" / "words.py").write_text(source, encoding="utf-8")


def test_make_i18n_extracts_updates_and_compiles(tmp_path: Path) -> None:
    _tree(tmp_path, 'tr("Stay")\ntrn("{n} life", "{n} lives", lost)\ntrc("euchre bid", "Pass")\n')
    po = tmp_path / "assets" / "locale" / "nl" / "LC_MESSAGES" / "kuckuck.po"
    assert next(catalogues.run(tmp_path)) == "assets/locale/kuckuck.pot: 3 messages, written"
    pot = tmp_path / "assets" / "locale" / "kuckuck.pot"
    before = pot.read_bytes()
    assert list(catalogues.run(tmp_path)) == [
        "assets/locale/kuckuck.pot: 3 messages, unchanged",
        "no language catalogues in assets/locale (English needs none)",
    ]
    assert pot.read_bytes() == before

    # A translator starts Dutch from the template (as `pybabel init` does) and translates two messages, one badly.
    dutch = Catalog(locale="nl", domain="kuckuck")
    dutch.update(catalogues.extract(tmp_path))
    dutch["Stay"].string = "Blijven"
    dutch["{n} life"].string = ("{n} leven", "{aantal} levens")
    po.parent.mkdir(parents=True)
    with po.open("wb") as file:
        write_po(file, dutch)

    _tree(tmp_path, 'tr("Stay")\ntrn("{n} life", "{n} lives", lost)\ntrc("euchre bid", "Pass")\ntr("Swap")\n')
    lines = list(catalogues.run(tmp_path))
    assert lines[0] == "assets/locale/kuckuck.pot: 4 messages, written"
    assert lines[1] == "nl: 2/4 translated, 0 fuzzy; compiled assets/locale/nl/LC_MESSAGES/kuckuck.mo"
    assert len(lines) == 3 and lines[2].startswith("problem: nl: '{n} life'") and "aantal" in lines[2]
    assert 'msgid "Swap"' in po.read_text(encoding="utf-8")  # the new message reached the Dutch catalogue

    set_language("nl", tmp_path / "assets" / "locale")
    try:
        assert (tr("Stay"), trn("{n} life", "{n} lives", 1), tr("Swap")) == ("Blijven", "1 leven", "Swap")
        with pytest.warns(BrokenTranslationWarning):
            assert trn("{n} life", "{n} lives", 2) == "2 lives"
    finally:
        set_language("en")
