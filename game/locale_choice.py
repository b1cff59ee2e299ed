"""The language a first start shows: the one the system asks for, when the game has a catalogue for it.

The system's wish is read as gettext reads it: the LANGUAGE list ("nl:de"), then the first of LC_ALL, LC_MESSAGES
and LANG that is set, then `locale.getlocale()` (what Windows and macOS give when the environment says nothing).
"nl_NL.UTF-8" asks for Dutch, "de_AT" for German, "Dutch_Netherlands" (Windows) for Dutch; "C" and "POSIX" ask
for no translation. The first wish the game can show wins; English asked for before another language wins too.
"""

from __future__ import annotations

import locale
import os
import re
from collections.abc import Callable, Collection, Iterator, Mapping
from pathlib import Path
from typing import Final

from game.i18n import DOMAIN, ENGLISH, default_locale_dir

_CODE: Final = re.compile(r"([a-zA-Z]{2,3})(?:_([a-zA-Z]{2}))?")
_UNTRANSLATED: Final = ("C", "POSIX")


def available_languages(locale_dir: Path | None = None) -> tuple[str, ...]:
    """English, then every language with a compiled catalogue (<code>/LC_MESSAGES/kuckuck.mo), sorted."""
    folder = locale_dir or default_locale_dir()
    found = sorted(path.parent.parent.name for path in folder.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return (ENGLISH, *(code for code in found if code != ENGLISH))


def language_of(locale_name: str) -> str | None:
    """The language code ("de", "de_AT") a locale name asks for; "en" for C and POSIX; None when unreadable."""
    name = locale_name.strip().split(".")[0].split("@")[0].replace("-", "_")
    if name in _UNTRANSLATED or not name:
        return ENGLISH if name else None
    found = _CODE.fullmatch(name)
    if found is None:  # a Windows name such as "Dutch_Netherlands": Python's table of locale aliases knows it
        alias = locale.normalize(name.split("_")[0].lower())
        found = _CODE.fullmatch(alias.split(".")[0])
        if found is None:
            return None
    language, region = found.group(1).lower(), found.group(2)
    return f"{language}_{region.upper()}" if region else language


def _wishes(environ: Mapping[str, str], system_locale: Callable[[], tuple[str | None, str | None]]) -> Iterator[str]:
    yield from (part for part in environ.get("LANGUAGE", "").split(":") if part)
    chosen = next((environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(name)), None)
    if chosen is not None:
        yield chosen
        return
    name = system_locale()[0]
    if name:
        yield name


def system_language(
    available: Collection[str],
    environ: Mapping[str, str] | None = None,
    system_locale: Callable[[], tuple[str | None, str | None]] = locale.getlocale,
) -> str:
    """The first language of `available` ("en", "nl", …) the system asks for; English when it asks for none."""
    for wish in _wishes(os.environ if environ is None else environ, system_locale):
        code = language_of(wish)
        if code is None:
            continue
        language = code.split("_")[0]
        if language == ENGLISH:
            return ENGLISH
        for candidate in (code, language):
            if candidate in available:
                return candidate
    return ENGLISH
