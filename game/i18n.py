"""The translation functions every user-visible string goes through, on the standard library's gettext.

Source strings are English and need no catalogue. Another language is a compiled gettext catalogue,
`assets/locale/<code>/LC_MESSAGES/kuckuck.mo`, built from the template `assets/locale/kuckuck.pot` by `make i18n`
(tools/catalogues.py, babel.cfg). The functions, each marked for extraction in babel.cfg:

    tr("Stay")                                      a message
    tr("{name} wins!", name=name)                   `{fields}` are filled in after the lookup
    trn("{n} house rule", "{n} house rules", count) a plural: the catalogue's rule picks the form; `{n}` is the count
    trc("hearts pass", "Pass")                      a message with a context, for one English word that means two
    N_("Lives"), NC_("gamepad button", "Start")     mark strings kept in tables; translate them where they are shown

A missing catalogue falls back to English. A translation whose `{fields}` cannot be filled (a misspelt or unknown
field) is shown in English instead and a `BrokenTranslationWarning` is issued, which the tests turn into an error.

The language shown is ambient state, kept as the screens' look and text size are (scenes/ui/look.py): a
`contextvars.ContextVar` holding the active `Translator`, which the App sets for its run (`set_language`), so the
`tr` calls everywhere need no translator handed to them. No module global is reassigned.
"""

from __future__ import annotations

import gettext
import re
import string
import struct
import warnings
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from game.core.reasons import N_, NC_, NN_
from game.core.safe_json import quoted

__all__ = [
    "NC_",
    "NN_",
    "N_",
    "BrokenTranslationWarning",
    "Translator",
    "current_language",
    "default_locale_dir",
    "set_language",
    "tr",
    "trc",
    "trn",
]

DOMAIN: Final = "kuckuck"
ENGLISH: Final = "en"
_LANGUAGE_CODE: Final = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


class BrokenTranslationWarning(UserWarning):
    """A translation that could not be used (its `{fields}` do not fit, or its catalogue is damaged)."""


def default_locale_dir() -> Path:
    """`assets/locale` beside the `game` package: the same place from source and in the packaged build."""
    return Path(__file__).resolve().parent.parent / "assets" / "locale"


class _FieldsOnly(string.Formatter):
    """`str.format` restricted to named fields: `{name}` and `{name:>3}` work; `{0}`, `{}`, `{name.attr}` and
    `{name[0]}` are refused, so a catalogue cannot reach into the objects it is given."""

    def get_field(self, field_name: str, args: object, kwargs: Mapping[str, object]) -> tuple[object, str]:
        if not field_name.isidentifier():
            raise KeyError(field_name)
        return kwargs[field_name], field_name


_FORMATTER: Final = _FieldsOnly()  # stateless


@dataclass(frozen=True)
class Translator:
    """One language's catalogue. English is the empty catalogue: every message is its own translation."""

    language: str = ENGLISH
    catalogue: gettext.NullTranslations = field(default_factory=gettext.NullTranslations)

    @classmethod
    def load(cls, language: str, locale_dir: Path | None = None) -> Translator:
        """The catalogue for `language` ("de", "nl", "de_AT" falls back to "de"); English when there is none.

        A malformed code raises ValueError; a damaged catalogue falls back to English with a warning."""
        if not isinstance(language, str) or not _LANGUAGE_CODE.fullmatch(language):
            raise ValueError(f"language: expected a code such as 'de' or 'pt_BR', got {quoted(language)}")
        found = gettext.find(DOMAIN, str(locale_dir or default_locale_dir()), [language])
        if found is None:
            return cls()
        path = Path(found)
        try:
            with path.open("rb") as file:
                catalogue = gettext.GNUTranslations(file)
        except (OSError, ValueError, struct.error) as error:
            warnings.warn(
                BrokenTranslationWarning(f"{path}: unreadable catalogue ({error}); using English"), stacklevel=2
            )
            return cls()
        return cls(path.parent.parent.name, catalogue)  # <code>/LC_MESSAGES/kuckuck.mo

    def tr(self, message: str, /, **fields: object) -> str:
        return self._fill(self.catalogue.gettext(message), message, fields)

    def trn(self, singular: str, plural: str, n: int, /, **fields: object) -> str:
        if type(n) is not int:
            raise ValueError(f"n: expected a whole number, got {quoted(n)}")
        fields.setdefault("n", n)
        return self._fill(self.catalogue.ngettext(singular, plural, n), singular if n == 1 else plural, fields)

    def trc(self, context: str, message: str, /, **fields: object) -> str:
        return self._fill(self.catalogue.pgettext(context, message), message, fields)

    def _fill(self, translated: str, english: str, fields: Mapping[str, object]) -> str:
        """`translated` with its fields filled in; English when the translation's fields do not fit."""
        if not fields:
            return translated
        try:
            return _FORMATTER.vformat(translated, (), fields)
        except (KeyError, IndexError, ValueError, TypeError) as error:
            if translated == english:
                raise ValueError(
                    f"fields: {quoted(english)} cannot be filled from {quoted(sorted(fields))} ({quoted(error)})"
                ) from None
            warnings.warn(
                BrokenTranslationWarning(
                    f"{self.language}: the translation {quoted(translated)} of {quoted(english)} cannot be filled "
                    f"({quoted(error)}); showing English"
                ),
                stacklevel=3,
            )
            return self._fill(english, english, fields)


_ACTIVE: ContextVar[Translator | None] = ContextVar("translator", default=None)  # the App's; None: English


def _active() -> Translator:
    return _ACTIVE.get() or Translator()


def set_language(language: str, locale_dir: Path | None = None) -> None:
    """Show every following `tr` call in `language`; a language without a catalogue is shown in English."""
    _ACTIVE.set(None if language == ENGLISH else Translator.load(language, locale_dir))


def current_language() -> str:
    """The language being shown: "en" when the one asked for has no catalogue."""
    return _active().language


def tr(message: str, /, **fields: object) -> str:
    """Translate an English message and fill its `{fields}`."""
    return _active().tr(message, **fields)


def trn(singular: str, plural: str, n: int, /, **fields: object) -> str:
    """The form of a message for the count `n` (also `{n}` in the text, unless `fields` give another `n`)."""
    return _active().trn(singular, plural, n, **fields)


def trc(context: str, message: str, /, **fields: object) -> str:
    """Translate a message that means something else elsewhere: `trc("euchre bid", "Pass")`."""
    return _active().trc(context, message, **fields)
