"""The rules pages as pygame_gui HTML: how to play (the spec's rules text), every house rule with an example
(scenes/ui/rules_options.py) and the table's controls (scenes/ui/rules_controls.py); and where in the laid-out
text one option's entry starts, so the panel can open scrolled to it."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame_gui

from game.core.spec import GameSpec
from game.i18n import tr
from scenes.ui.legibility import readable_px
from scenes.ui.pack_gallery import gallery_html
from scenes.ui.rules_controls import control_lines
from scenes.ui.rules_options import option_entries
from scenes.ui.theme import HEADING_COLOUR

if TYPE_CHECKING:
    from scenes.core.scene import Host


def options_heading() -> str:
    return tr("Every house rule, with an example")


def _text(text: str) -> str:
    return html.escape(text, quote=False)


def rules_html(app: Host, spec: GameSpec, body_px: int, width: int | None = None) -> str:
    """The whole page; every sentence goes through tr() before it is escaped. `width`: the text's width in pixels,
    for the pictures of the packs' gallery (None: the words alone)."""
    head = round(body_px * 1.25)

    def heading(title: str) -> str:
        return f"<font color='{HEADING_COLOUR}' pixel_size={head}><b>{_text(title)}</b></font><br>"

    def section(title: str, paragraphs: Sequence[str]) -> str:
        return heading(title) + "<br>".join(_text(p) for p in paragraphs) + "<br><br>"

    parts = [section(tr(s.title), [tr(p) for p in s.paragraphs]) for s in spec.rules_text]
    parts.append(gallery_html(spec, width, body_px, readable_px(app.size), heading))
    parts.append(heading(options_heading()))
    for entry in option_entries(spec):
        title = f"<font color='{HEADING_COLOUR}'><b>{_text(entry.title)}</b></font>"
        parts.append(title + "<br>" + "<br>".join(_text(line) for line in entry.lines) + "<br><br>")
    parts.append(section(tr("Controls"), control_lines(app, spec.id)))
    return "".join(parts)


def _squeezed(text: str) -> str:
    return "".join(text.split())


def entry_start(box: pygame_gui.elements.UITextBox, spec: GameSpec, option: str) -> float | None:
    """Where `option`'s entry begins in the laid-out text, as a fraction of its height (None: not found). The
    entry is found by its title followed by its first line, after the house rules' heading, whitespace aside
    (wrapping moves the spaces)."""
    layout = box.text_box_layout
    if layout is None or layout.layout_rect.height <= 0:
        return None
    entry = next((e for e in option_entries(spec) if e.name == option), None)
    if entry is None:
        return None
    starts: list[tuple[int, int]] = []  # (offset in the squeezed text, the row's top)
    text = ""
    for row in layout.layout_rows:
        starts.append((len(text), row.y))
        text += _squeezed("".join(getattr(item, "text", "") for item in row.items))
    after = text.find(_squeezed(options_heading()))
    found = text.find(_squeezed(entry.title + entry.lines[0]), max(after, 0))
    if after < 0 or found < 0:
        return None
    top = max(y for offset, y in starts if offset <= found)
    return top / layout.layout_rect.height
