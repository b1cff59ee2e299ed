"""Test catalogues: a real compiled gettext catalogue in a temporary folder, built with Babel's API."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo

from game.i18n import DOMAIN, set_language


def write_catalogue(locale_dir: Path, code: str, *messages: Message, plural_rules_of: str | None = None) -> Path:
    """assets/locale-style `<code>/LC_MESSAGES/kuckuck.mo` holding `messages`; the plural rule is CLDR's for
    `plural_rules_of` (default: `code`)."""
    catalogue = Catalog(locale=plural_rules_of or code, domain=DOMAIN, fuzzy=False)
    for message in messages:
        catalogue.add(message.id, message.string, context=message.context)
    path = locale_dir / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as file:
        write_mo(file, catalogue)
    return path


@contextmanager
def speaking(locale_dir: Path, code: str, *messages: Message, plural_rules_of: str | None = None) -> Iterator[None]:
    """The game shown in a test language for the duration of the block, English again afterwards."""
    write_catalogue(locale_dir, code, *messages, plural_rules_of=plural_rules_of)
    set_language(code, locale_dir)
    try:
        yield
    finally:
        set_language("en")
