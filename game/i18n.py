"""The one translation function every user-visible string goes through.

Source strings are English; a catalogue `assets/lang/<code>.json` maps an English string to its translation.
English needs no catalogue. Missing entries fall back to English, so an incomplete catalogue never breaks a screen.
"""

from __future__ import annotations

import json
from contextvars import ContextVar
from pathlib import Path

from game.core.reasons import N_

__all__ = ["N_", "Translator", "set_language", "tr"]

LANG_DIR = Path(__file__).resolve().parent.parent / "assets" / "lang"


class Translator:
    """Looks up translations for one language; `tr` formats `{name}` fields after lookup."""

    def __init__(self, language: str = "en", catalogue: dict[str, str] | None = None) -> None:
        self.language = language
        self._catalogue = dict(catalogue or {})

    @classmethod
    def load(cls, language: str, lang_dir: Path | None = None) -> Translator:
        """Load a catalogue; an unknown or unreadable one falls back to English with no error."""
        if language == "en":
            return cls("en")
        try:
            raw = json.loads(((lang_dir or LANG_DIR) / f"{language}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls("en")
        if not isinstance(raw, dict):
            return cls("en")
        return cls(language, {str(k): str(v) for k, v in raw.items()})

    def tr(self, text: str, **fields: object) -> str:
        translated = self._catalogue.get(text, text)
        return translated.format(**fields) if fields else translated


_ACTIVE: ContextVar[Translator | None] = ContextVar("translator", default=None)  # None: English


def set_language(language: str) -> None:
    _ACTIVE.set(Translator.load(language))


def tr(text: str, **fields: object) -> str:
    """Translate an English source string and fill its `{fields}`."""
    translator = _ACTIVE.get()
    if translator is None:
        return text.format(**fields) if fields else text
    return translator.tr(text, **fields)
