"""`make i18n`: extract every translatable string into assets/locale/kuckuck.pot, bring each language's catalogue
(assets/locale/<code>/LC_MESSAGES/kuckuck.po) up to date with it, and compile those to the .mo files the game
loads (game/i18n.py, compiled by tools/compile_catalogues.py, which `make play` and `make test` also run
without Babel). What is extracted, and with which keywords, is babel.cfg's to say.

The template is sorted and names files without line numbers, and it is rewritten only when a message changed, so
its creation date and the diffs move only with the strings. A new language starts with
`.venv/bin/pybabel init -i assets/locale/kuckuck.pot -d assets/locale -D kuckuck -l nl`, then `make i18n`.
Translations whose `{fields}` or `%` formats do not match the English, as `msgfmt -c` checks them, are listed and
make the run fail (`field_problems`; tests/test_i18n_catalogues.py runs the same check on the shipped catalogues).
"""

from __future__ import annotations

import io
import os
import string
import sys
import tomllib
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message, TranslationError
from babel.messages.checkers import python_format
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po, write_po

from game.i18n import DOMAIN
from tools.compile_catalogues import compile_po

ROOT = Path(__file__).resolve().parent.parent
HEADER = "# Translations template for PROJECT, written by `make i18n` from the source: do not edit by hand."


def extract(root: Path = ROOT) -> Catalog:
    """Every message babel.cfg's keywords find under `root`, with the files they come from."""
    with (root / "babel.cfg").open(encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config, "babel.cfg")
    tops = {pattern.split("/")[0] for pattern, _ in method_map}  # game, scenes, main.py: skip the rest of the tree

    def wanted(path: str) -> bool:
        name = os.path.basename(path)
        return Path(os.path.relpath(path, root)).parts[0] in tops and not name.startswith((".", "_"))

    version = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    catalogue = Catalog(project="Kuckuck & Co.", version=version, header_comment=HEADER, fuzzy=False)
    found = extract_from_dir(
        root, method_map, options_map, comment_tags=("TRANSLATORS:",), strip_comment_tags=True, directory_filter=wanted
    )
    for filename, lineno, message, comments, context in found:
        catalogue.add(message, None, [(Path(filename).as_posix(), lineno)], auto_comments=comments, context=context)
    return catalogue


def _po_bytes(catalogue: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalogue, sort_output=True, include_lineno=False)
    return buffer.getvalue()


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_template(template: Catalog, path: Path) -> bool:
    """Write the template unless only its creation date would change; True when the file was written."""
    if path.exists():
        with path.open("rb") as file:
            template.creation_date = read_po(file).creation_date
        if _po_bytes(template) == path.read_bytes():
            return False
    template.creation_date = datetime.now(UTC).replace(second=0, microsecond=0)
    return _write_if_changed(path, _po_bytes(template))


def catalogue_paths(locale_dir: Path) -> list[Path]:
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def _fields(text: str) -> set[str] | None:
    """The `{fields}` of a message, or None when it is no valid format string."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def _texts(value: object) -> tuple[str, ...]:
    """A message's id or string as a tuple: one text, or one per plural form."""
    if isinstance(value, str):
        return (value,)
    return tuple(text for text in value if isinstance(text, str)) if isinstance(value, tuple | list) else ()


def _strings(message: Message) -> tuple[str, ...]:
    return _texts(message.string)


def field_problems(message: Message) -> list[str]:
    """What `msgfmt -c` would refuse in the translations of `message`: braces that do not parse, a `{field}` the
    English does not give or one it gives and the translation drops (a plural form may leave out the count
    `{n}`), and a `%` format (Babel's `python-format` flag) that does not match the English's."""
    ids = _texts(message.id)
    given: set[str] = set()
    for text in ids:
        given |= _fields(text) or set()
    may_omit = {"n"} if message.pluralizable else set()
    problems = []
    for text in filter(None, _strings(message) if given else ()):  # no fields: braces are shown as they are
        used = _fields(text)
        if used is None:
            problems.append(f"{ids[0]!r}: {text!r} has braces that do not parse")
        elif used - given:
            problems.append(f"{ids[0]!r}: {text!r} uses {sorted(used - given)}, the English gives {sorted(given)}")
        elif given - used - may_omit:
            problems.append(f"{ids[0]!r}: {text!r} drops {sorted(given - used - may_omit)}, which the English gives")
    try:
        python_format(None, message)
    except TranslationError as error:
        problems.append(f"{ids[0]!r}: {error}")
    return problems


def refresh(po_path: Path, template: Catalog) -> tuple[Catalog, list[str]]:
    """Bring one language's catalogue up to date with the template and compile it next to itself."""
    with po_path.open("rb") as file:
        catalogue = read_po(file)
    catalogue.update(template)
    _write_if_changed(po_path, _po_bytes(catalogue))
    compile_po(po_path)  # fuzzy and unfinished translations stay out, as gettext's msgfmt leaves them
    problems = [
        problem for message in catalogue if message.id and message.string for problem in field_problems(message)
    ]
    return catalogue, problems


def _progress(catalogue: Catalog) -> str:
    messages = [message for message in catalogue if message.id]
    done = sum(1 for message in messages if (texts := _strings(message)) and all(texts) and not message.fuzzy)
    fuzzy = sum(1 for message in messages if message.fuzzy)
    return f"{done}/{len(messages)} translated, {fuzzy} fuzzy"


def run(root: Path = ROOT) -> Iterator[str]:
    """Extract, update and compile; yields a line per step, and 'problem: …' lines for broken translations."""
    locale_dir = root / "assets" / "locale"
    template_path = locale_dir / f"{DOMAIN}.pot"
    template = extract(root)
    written = write_template(template, template_path)
    count = sum(1 for message in template if message.id)
    yield f"{template_path.relative_to(root)}: {count} messages, {'written' if written else 'unchanged'}"
    paths = catalogue_paths(locale_dir)
    if not paths:
        yield f"no language catalogues in {locale_dir.relative_to(root)} (English needs none)"
    for po_path in paths:
        catalogue, problems = refresh(po_path, template)
        language = po_path.parent.parent.name
        yield f"{language}: {_progress(catalogue)}; compiled {po_path.with_suffix('.mo').relative_to(root)}"
        yield from (f"problem: {language}: {problem}" for problem in problems)


def main(argv: Sequence[str] | None = None) -> int:
    if argv:
        print("usage: python -m tools.catalogues  (no arguments; see the module docstring)", file=sys.stderr)
        return 2
    failed = False
    for line in run():
        failed |= line.startswith("problem:")
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
