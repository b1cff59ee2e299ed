"""Test catalogues: a real compiled gettext catalogue in a temporary folder, built with Babel's API, and the
pseudo-locale: every message of the template accented and lengthened, to find the layouts too tight for a longer
language before its translation exists."""

from __future__ import annotations

import string
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

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


# --- the pseudo-locale --------------------------------------------------------------------------------------------

PSEUDO: Final = "qps"  # a code no real language has (the "qps-ploc" of pseudo-localisation), never shipped
_ACCENTED: Final = str.maketrans(
    "aAcCeEiIlLnNoOsSuUyYzZ", "àÀçÇéÉîÎłŁñÑöÖšŠûÛýÝžŽ"
)  # fmt: skip
_PADDING: Final = "ŵĥÿķ"
LENGTHENED: Final = 0.3  # the usual allowance: German and Dutch run about a third longer than English


def pseudo(text: str) -> str:
    """`text` with accented letters and about 30 % longer, its `{fields}` (and their formats) left intact."""
    try:
        parts = list(string.Formatter().parse(text))
    except ValueError:
        parts = [(text, None, None, None)]
    if not any(name is not None for _, name, _, _ in parts):
        return _lengthened(text.translate(_ACCENTED), text)
    out = []
    for literal, name, spec, conversion in parts:
        out.append(literal.translate(_ACCENTED).replace("{", "{{").replace("}", "}}"))
        if name is not None:
            out.append("{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
    return _lengthened("".join(out), text)


def _lengthened(translated: str, english: str) -> str:
    letters = sum(ch.isalpha() for ch in english)
    if not letters:
        return translated
    extra = max(1, round(letters * LENGTHENED))
    padding = (_PADDING * extra)[:extra]
    body = translated.rstrip()
    return body + padding + translated[len(body) :]  # after the last word, before trailing spaces


def write_pseudo_catalogue(locale_dir: Path, template: Path) -> Path:
    """The pseudo-locale of every message of `template` (the .pot), compiled into `locale_dir`."""
    with template.open("rb") as file:
        messages = read_po(file)
    pseudo_messages = []
    for message in messages:
        if not message.id:
            continue
        if isinstance(message.id, str):
            pseudo_messages.append(Message(message.id, pseudo(message.id), context=message.context))
        else:
            forms = tuple(pseudo(text) for text in message.id)
            pseudo_messages.append(Message(tuple(message.id), forms, context=message.context))
    return write_catalogue(locale_dir, PSEUDO, *pseudo_messages, plural_rules_of="en")
