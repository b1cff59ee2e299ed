"""The phone page's files (assets/phones/) and the language each phone gets: `?lang=` if it is one of ours, else
the first of the browser's Accept-Language that is, else English. Only the listed files are ever served."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from scenes.core.assets import assets_dir

LANGUAGES = ("en", "nl", "de")
FILES = {  # served name: content type
    "phone.css": "text/css; charset=utf-8",
    "phone.js": "text/javascript; charset=utf-8",
    "strings-en.json": "application/json",
    "strings-nl.json": "application/json",
    "strings-de.json": "application/json",
}
PAGE = "index.html"


def language(query: str | None, accept: str | None) -> str:
    """The page's language from the address's `lang=` and the Accept-Language header (q-values respected)."""
    for pair in (query or "").split("&"):
        key, _, value = pair.partition("=")
        if key == "lang" and value.lower() in LANGUAGES:
            return value.lower()
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept or "")[:400].split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        primary = tag.split("-")[0].lower()
        if primary in LANGUAGES and weight > 0:
            ranked.append((-weight, index, primary))
    return min(ranked)[2] if ranked else "en"


@dataclass(frozen=True)
class PhoneFiles:
    """The page and its files, read once when the server starts."""

    page: str
    files: dict[str, bytes]

    @classmethod
    def load(cls, folder: Path | None = None) -> PhoneFiles:
        root = folder or assets_dir() / "phones"
        return cls(
            (root / PAGE).read_text(encoding="utf-8"),
            {name: (root / name).read_bytes() for name in FILES},
        )

    def page_for(self, language: str) -> bytes:
        return self.page.replace("{{LANG}}", language).encode("utf-8")
