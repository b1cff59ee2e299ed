"""The rules pages' gallery of the cuckoo packs (game/kuckuck/pack_pages.py): per pack its name, what it is, a
picture of every card high to low (the real face, scenes/cards) with its name in the pack's language and in the
player's, and its power in a few words; then what each power does.

The page is pygame_gui HTML, whose only pictures are image files: each pack's gallery is drawn here as one image
the width of the text and written as a PNG to a folder of this run's own (removed at exit), named by what it
shows, so a second look or a resize to a size seen before costs nothing."""

from __future__ import annotations

import atexit
import hashlib
import html
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Final, NamedTuple

import pygame

from game.core.gallery import CardGallery, GalleryCard
from game.core.packs import numeral
from game.core.spec import GameSpec
from game.i18n import tr
from game.pack_names import kind_name, native_name, pack_name
from scenes.cards.card_art import CardArt
from scenes.cards.geometry import card_height
from scenes.ui import overflow
from scenes.ui.caches import cached
from scenes.ui.text import GOLD, Color, font, render
from scenes.ui.wrap import wrap

NAME_COLOUR: Final = (178, 200, 184)  # the name in the player's language, under the pack's own
CELL_TINT: Final = (255, 255, 255, 18)
POWER_COLOURS: Final = (
    (255, 217, 122),
    (255, 150, 140),
    (255, 180, 100),
    (150, 200, 255),
    (230, 160, 240),
    (160, 225, 150),
)  # by the power's place in the gallery's order
MIN_CELL_EMS: Final = 15  # a cell is at least this many body-text heights wide


class CellPlan(NamedTuple):
    """The sizes every cell of one gallery shares."""

    columns: int
    cell_w: int
    card_w: int
    pad: int
    body_px: int
    small_px: int

    @property
    def text_left(self) -> int:
        return self.pad + self.card_w + self.pad

    @property
    def text_w(self) -> int:
        return self.cell_w - self.text_left - self.pad


def plan(width: int, body_px: int, least_px: int) -> CellPlan:
    """Cells for a gallery `width` px wide with body text of `body_px` (no text below `least_px`)."""
    columns = max(1, width // (body_px * MIN_CELL_EMS))
    return CellPlan(columns, width // columns, round(body_px * 3.6), max(4, body_px // 2), body_px,
                    max(least_px, round(body_px * 0.875)))  # fmt: skip


def cell_lines(deck: str, card: GalleryCard) -> list[tuple[str, bool]]:
    """(text, is the pack's own name) of a cell: the name the pack prints, the player's name when it differs, the
    power in a few words."""
    native = native_name(card.kind)
    lines = [(native, True)]
    if numeral(card.kind) is None and kind_name(card.kind).casefold() != native.casefold():
        lines.append((kind_name(card.kind), False))
    return lines


def power_colour(gallery: CardGallery, power: str) -> Color:
    return POWER_COLOURS[gallery.power_order.index(power) % len(POWER_COLOURS)]


def draw_gallery(
    gallery: CardGallery, deck: str, width: int, body_px: int, least_px: int, art: CardArt
) -> pygame.Surface:
    """Every card of `deck`, high to low, left to right, in cells of a card and its words."""
    cells = plan(width, body_px, least_px)
    cards = gallery.cards(deck)
    card_h = card_height(cells.card_w)
    drawn = [_cell_text(gallery, deck, card, cells) for card in cards]
    text_h = max(sum(line.get_height() for line, _ in lines) for lines in drawn)
    cell_h = max(card_h, text_h) + 2 * cells.pad
    rows = -(-len(cards) // cells.columns)
    gap = cells.pad
    image = pygame.Surface((width, rows * (cell_h + gap)), pygame.SRCALPHA)
    for index, (card, lines) in enumerate(zip(cards, drawn, strict=True)):
        left = index % cells.columns * cells.cell_w
        top = index // cells.columns * (cell_h + gap)
        box = pygame.Rect(left, top, cells.cell_w - gap, cell_h)
        pygame.draw.rect(image, CELL_TINT, box, 0, max(4, cells.pad))
        face = art.face(card.kind, cells.card_w, pack=deck)
        image.blit(face, (left + cells.pad, top + (cell_h - face.get_height()) // 2))
        y = top + (cell_h - sum(line.get_height() for line, _ in lines)) // 2
        for line, text in lines:
            image.blit(line, (left + cells.text_left, y))
            overflow.check("pack gallery", text, line.get_size(), (cells.text_w + line.get_height() // 16 + 1, 0))
            y += line.get_height()
    return image


def _cell_text(gallery: CardGallery, deck: str, card: GalleryCard, cells: CellPlan) -> list[tuple[pygame.Surface, str]]:
    """The rendered lines of a cell and their texts."""
    out: list[tuple[pygame.Surface, str]] = []
    for text, own in cell_lines(deck, card):
        out.append((render(text, cells.body_px, GOLD if own else NAME_COLOUR, bold=own), text))
    if card.power is not None:
        for line in wrap(tr(gallery.power_short[card.power]), cells.small_px, cells.text_w):
            out.append((render(line, cells.small_px, power_colour(gallery, card.power)), line))
    return out


# --- the page -----------------------------------------------------------------------------------------------------


@cached(maxsize=1)
def _folder() -> Path:
    """This run's folder for the gallery images, removed when the program ends."""
    path = Path(tempfile.mkdtemp(prefix="kuckuck-packs-"))
    atexit.register(shutil.rmtree, path, True)
    return path


@cached(maxsize=1)
def _card_art() -> CardArt:
    return CardArt(cache_size=128)


def gallery_file(gallery: CardGallery, deck: str, width: int, body_px: int, least_px: int) -> Path:
    """The PNG of `deck`'s gallery for this size and language (drawn the first time it is asked for)."""
    words = [text for card in gallery.cards(deck) for text, _ in cell_lines(deck, card)]
    words += [tr(gallery.power_short[power]) for power in gallery.powers_in(deck)]
    key = repr((deck, width, body_px, least_px, font(body_px).get_height(), words)).encode()
    path = _folder() / f"{deck}-{hashlib.sha1(key).hexdigest()[:16]}.png"
    if not path.exists():
        pygame.image.save(draw_gallery(gallery, deck, width, body_px, least_px, _card_art()), str(path))
    return path


def _text(text: str) -> str:
    return html.escape(text, quote=False)


def _picture(gallery: CardGallery, deck: str, width: int | None, body_px: int, least_px: int) -> Path | None:
    """The gallery's file, or None when there is no width yet or no file can be written (the words still show)."""
    if width is None or width <= 0:
        return None
    try:
        return gallery_file(gallery, deck, width, body_px, least_px)
    except (OSError, pygame.error):
        return None


def gallery_html(spec: GameSpec, width: int | None, body_px: int, least_px: int, heading: Callable[[str], str]) -> str:
    """The packs' part of a game's rules page ("" for a game without special packs): `heading` wraps a title in
    the page's heading markup; with no `width` (the page not laid out yet) the words come without the pictures."""
    gallery = spec.card_gallery
    if gallery is None:
        return ""
    parts = [heading(tr(gallery.title)) + "<br>".join(_text(tr(p)) for p in gallery.intro) + "<br><br>"]
    for deck in gallery.packs:
        parts.append(heading(pack_name(deck)) + _text(tr(gallery.about[deck])) + "<br>")
        picture = _picture(gallery, deck, width, body_px, least_px)
        if picture is not None:
            parts.append(f"<img src='{html.escape(str(picture))}'><br>")
        parts.append("<br>")
    lines = [tr(gallery.powers_intro)]
    for power in gallery.power_order:
        lines.append(
            tr("• {value}: {effect}", value=tr(gallery.power_names[power]), effect=tr(gallery.power_lines[power]))
        )
    parts.append(heading(tr(gallery.powers_title)) + "<br>".join(_text(line) for line in lines) + "<br><br>")
    return "".join(parts)
