"""The shipped catalogues are complete: the template holds every message of the source, and every language's
catalogue translates every message of the template (each plural form, nothing fuzzy, the fields intact). Each
shipped language has a name in the Language row, and each name a catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from game.i18n import DOMAIN
from scenes.settings.rows import LANGUAGE_NAMES
from tools import catalogues

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
CATALOGUES = catalogues.catalogue_paths(LOCALE)

Key = tuple[str | tuple[str, ...], str | None]  # a message's id (a plural: its forms) and its context


def read(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file)


def key(message: Message) -> Key:
    return (message.id if isinstance(message.id, str) else tuple(message.id)), message.context


def keys(catalogue: Catalog) -> set[Key]:
    return {key(message) for message in catalogue if message.id}


def shown(key: Key) -> str:
    message, context = key
    text = message if isinstance(message, str) else " | ".join(message)
    return f"{context}: {text}" if context else text


@pytest.fixture(scope="module")
def template() -> Catalog:
    return read(TEMPLATE)


def test_the_template_holds_exactly_the_messages_of_the_source(template: Catalog) -> None:
    extracted = keys(catalogues.extract(ROOT))
    assert len(extracted) > 500  # the extraction found the game's texts, not nothing
    missing = sorted(shown(key) for key in extracted - keys(template))
    stale = sorted(shown(key) for key in keys(template) - extracted)
    assert (missing, stale) == ([], []), "assets/locale/kuckuck.pot is out of date: run `make i18n`"


def problems(message: Message | None, wanted: Message, plurals: int) -> list[str]:
    if message is None:
        return ["missing (run `make i18n` to add it)"]
    found = []
    if message.fuzzy:
        found.append("fuzzy")
    forms = message.string if isinstance(message.string, tuple | list) else (message.string,)
    if wanted.pluralizable and len(forms) != plurals:
        found.append(f"{len(forms)} plural forms, the language has {plurals}")
    if not all(forms):
        found.append("untranslated" if not any(forms) else "a plural form untranslated")
    return found + catalogues.field_problems(message)


@pytest.mark.parametrize("path", CATALOGUES, ids=[path.parent.parent.name for path in CATALOGUES])
def test_every_message_of_the_template_is_translated(template: Catalog, path: Path) -> None:
    catalogue = read(path)
    assert catalogue.num_plurals >= 1 and catalogue.plural_expr
    found = {
        shown(key(wanted)): issues
        for wanted in template
        if wanted.id
        and (issues := problems(catalogue.get(wanted.id, context=wanted.context), wanted, catalogue.num_plurals))
    }
    language = path.parent.parent.name
    assert found == {}, f"{language}: {len(found)} of {len(keys(template))} messages are not ready"


def test_every_language_shipped_has_a_name_and_every_name_a_catalogue() -> None:
    shipped = {"en", *(path.parent.parent.name for path in CATALOGUES)}
    unnamed = sorted(shipped - set(LANGUAGE_NAMES))
    without_catalogue = sorted(set(LANGUAGE_NAMES) - shipped)
    assert (unnamed, without_catalogue) == ([], []), (
        f"catalogues without a name in scenes/settings/rows.py LANGUAGE_NAMES: {unnamed}; "
        f"names without a catalogue assets/locale/<code>/LC_MESSAGES/{DOMAIN}.po: {without_catalogue}"
    )


@pytest.mark.parametrize(
    ("message", "complaint"),
    [
        (Message("{round} again", "Nachspielen", flags=["python-brace-format"]), "drops ['round']"),
        (Message("Deal {n}", "Runde {n} von {count}", flags=["python-brace-format"]), "uses ['count']"),
        (Message("Deal {n}", "Runde {n", flags=["python-brace-format"]), "braces that do not parse"),
        (Message("%(count)d chips", "%(anzahl)d Chips", flags=["python-format"]), "anzahl"),
        (Message("%d chips", "Chips", flags=["python-format"]), "placeholders"),
    ],
)
def test_a_translation_that_drops_adds_or_breaks_a_placeholder_is_refused(message: Message, complaint: str) -> None:
    """As `msgfmt -c` refuses them: the translation would show a number or a name less, or fail to format."""
    problems = catalogues.field_problems(message)
    assert len(problems) == 1 and complaint in problems[0], problems


@pytest.mark.parametrize(
    "message",
    [
        Message("{round} again", "{round} nachspielen", flags=["python-brace-format"]),
        Message(("{n} chip", "{n} chips"), ("ein Chip", "{n} Chips"), flags=["python-brace-format"]),  # one: no {n}
        Message("Play {round}", "{round} {{spielen}}"),  # escaped braces are text
        Message("Stay", "Bleiben {sic}"),  # no fields in the English: braces are shown as they are
        Message("%(count)d chips", "%(count)d Chips", flags=["python-format"]),
    ],
)
def test_a_translation_with_the_same_placeholders_passes(message: Message) -> None:
    assert catalogues.field_problems(message) == []
