"""Compile gettext catalogues (.po) to the binary .mo files the game loads, with the standard library alone.

`make play` and `make test` run this for every assets/locale/<code>/LC_MESSAGES/kuckuck.po newer than its .mo,
so a fresh clone needs no `make i18n` (which extracts and updates the catalogues too, with Babel, a development
tool) and the .mo files never go into git. `make i18n` compiles with this same code.

What is compiled, as GNU msgfmt does: the header, and every translated message that is not marked fuzzy; a plural
message only when every form is translated (otherwise the English shows, never an empty text). Obsolete entries
(`#~`) are left out. Catalogues must be UTF-8, as `make i18n` writes them.
"""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

MAGIC = 0x950412DE
CONTEXT_SEPARATOR = "\x04"
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*\")\s*$")
_QUOTED = re.compile(r"\"(.*)\"\s*$")
_ESCAPE = re.compile(r"\\(.)")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}


@dataclass
class Entry:
    """One message of a .po file as written: its context, id, plural id and translations (one per form)."""

    context: str | None = None
    msgid: str | None = None
    plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False

    def compiled(self) -> tuple[str, str] | None:
        """The .mo key and value, or None when gettext should fall back to the English."""
        if self.msgid is None:
            return None
        forms = [self.strings.get(i, "") for i in range(max(self.strings, default=0) + 1)]
        header = self.msgid == "" and self.context is None
        if not header and (self.fuzzy or not forms or not all(forms)):
            return None
        key = self.msgid if self.plural is None else f"{self.msgid}\x00{self.plural}"
        if self.context is not None:
            key = f"{self.context}{CONTEXT_SEPARATOR}{key}"
        return key, "\x00".join(forms)


def _unescape(text: str, where: str) -> str:
    def one(match: re.Match[str]) -> str:
        if match.group(1) not in _ESCAPES:
            raise ValueError(f"{where}: unknown escape \\{match.group(1)}")
        return _ESCAPES[match.group(1)]

    return _ESCAPE.sub(one, text)


def parse_po(text: str, name: str = "catalogue") -> list[Entry]:
    """The entries of a .po file's text; a line that is no part of the format raises ValueError naming it."""
    entries: list[Entry] = []
    entry = Entry()
    target: tuple[str, int] | None = None  # the field the next quoted line continues

    def finish() -> None:
        nonlocal entry
        if entry.msgid is not None:
            entries.append(entry)
        entry = Entry()

    def append(kind: str, index: int, value: str) -> None:
        if kind == "msgctxt":
            entry.context = (entry.context or "") + value
        elif kind == "msgid":
            entry.msgid = (entry.msgid or "") + value
        elif kind == "msgid_plural":
            entry.plural = (entry.plural or "") + value
        else:
            entry.strings[index] = entry.strings.get(index, "") + value

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            continue
        if line.startswith("#"):
            if entry.strings:  # a comment after a translation starts the next entry
                finish()
            target = None
            if line.startswith("#,") and "fuzzy" in (flag.strip() for flag in line[2:].split(",")):
                entry.fuzzy = True
            continue
        keyword = _KEYWORD.match(line)
        if keyword:
            kind, index = keyword.group(1).split("[")[0], int(keyword.group(2) or 0)
            if kind in ("msgctxt", "msgid") and (entry.strings or (kind == "msgctxt" and entry.msgid is not None)):
                finish()
            target = (kind, index)
            append(kind, index, "")
            line = keyword.group(3)
        quoted = _QUOTED.fullmatch(line)
        if quoted is None or target is None:
            raise ValueError(f"{where}: not a line of a .po file: {raw[:80]!r}")
        append(*target, _unescape(quoted.group(1), where))
    finish()
    return entries


def _charset(entries: list[Entry]) -> str:
    header = next((entry for entry in entries if entry.msgid == "" and entry.context is None), None)
    found = re.search(r"charset=([\w-]+)", header.strings.get(0, "")) if header else None
    return found.group(1).lower() if found else "utf-8"


def mo_bytes(entries: list[Entry]) -> bytes:
    """The .mo file of `entries`: GNU's little-endian layout, keys sorted, no hash table (Python's gettext and
    GNU gettext both read it so)."""
    charset = _charset(entries)
    if charset.replace("-", "") != "utf8":
        raise ValueError(f"entries: the catalogue's charset is {charset}, expected utf-8")
    pairs = dict(pair for entry in entries if (pair := entry.compiled()) is not None)
    keys = sorted(pairs)
    originals = [key.encode() for key in keys]
    translations = [pairs[key].encode() for key in keys]
    count = len(keys)
    header_size = 7 * 4
    tables = header_size + 2 * 8 * count  # two tables of (length, offset)
    offsets: list[int] = []
    data = bytearray()
    for text in (*originals, *translations):
        offsets += [len(text), tables + len(data)]
        data += text + b"\x00"
    head = struct.pack("<7I", MAGIC, 0, count, header_size, header_size + 8 * count, 0, tables)
    return head + struct.pack(f"<{len(offsets)}I", *offsets) + bytes(data)


def compile_po(po_path: Path) -> bool:
    """Write the .mo next to `po_path` (only when its bytes change); True when written."""
    entries = parse_po(po_path.read_text(encoding="utf-8"), str(po_path))
    data = mo_bytes(entries)
    mo_path = po_path.with_suffix(".mo")
    if mo_path.exists() and mo_path.read_bytes() == data:
        return False
    temporary = mo_path.with_suffix(".mo.tmp")
    temporary.write_bytes(data)
    temporary.replace(mo_path)  # the game never reads half a file
    return True


def main(argv: Sequence[str]) -> int:
    if not argv:
        print("usage: python -m tools.compile_catalogues FILE.po…", file=sys.stderr)
        return 2
    for name in argv:
        try:
            compile_po(Path(name))
        except (OSError, ValueError, UnicodeDecodeError) as error:
            print(f"{name}: {error}", file=sys.stderr)
            return 1
        print(f"compiled {Path(name).with_suffix('.mo')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
