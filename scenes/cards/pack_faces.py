"""Faces of the cuckoo-family pack cards (rules.md §1 "Special decks"): the SVG picture of
assets/cards/packs/<pack>/<ID>.svg rasterised at its panel's pixel size on the ivory card, or a numeral (Gnav: the
plain number; Cucù: the Roman numeral over numeral.svg; Kille: the number in the corner over one fleur-de-lis, a
first step towards the README's grid of N fleurs-de-lis). Backs: the pack's back.svg."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from game.kuckuck.packs import KINDS
from scenes.cards.card_glyphs import Glyphs, fit_width
from scenes.cards.card_shapes import draw_body, supersampled
from scenes.cards.court_faces import court_dir
from scenes.cards.geometry import card_height
from scenes.cards.palette import EDGE, IVORY

INK = (26, 27, 36)
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def packs_dir() -> Path:
    return court_dir().parent / "packs"


@cache
def pack_of(kind: str) -> str | None:
    """The one pack a named kind belongs to; None for a numeral (`N5` is in every pack)."""
    owners = [deck for deck, kinds in KINDS.items() if kind in kinds]
    return owners[0] if len(owners) == 1 else None


def _svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(path), size)


def _panel(width: int) -> pygame.Rect:
    """The picture's box: 2:3, inside the card's margin."""
    height = card_height(width)
    w = round(width * 0.84)
    h = round(w * 1.5)
    if h > height - round(width * 0.16):
        h = height - round(width * 0.16)
        w = round(h / 1.5)
    return pygame.Rect((width - w) // 2, (height - h) // 2, w, h)


def draw_pack_face(kind: str, width: int, glyphs: Glyphs, pack: str | None = None) -> pygame.Surface:
    """The face of pack card `kind`, `width` pixels wide; `pack` picks the numeral style (default Gnav's)."""
    height = card_height(width)
    surface = supersampled(width, height, EDGE, lambda s, k: draw_body(s, k, width, IVORY))
    deck = pack_of(kind) or pack or "gnav42"
    panel = _panel(width)
    folder = packs_dir() / deck
    number = int(kind[1:]) if kind[1:].isdigit() else None
    picture = folder / f"{kind}.svg"
    if number is None or picture.exists():
        surface.blit(_svg(picture, panel.size), panel)
        return surface
    if deck == "cucu40":
        surface.blit(_svg(folder / "numeral.svg", panel.size), panel)
        text = ROMAN[number]
        share = 0.3
    elif deck == "kille42":
        fleur = _svg(folder / "fleur.svg", (panel.width // 2, panel.height // 2))
        surface.blit(fleur, fleur.get_rect(center=panel.center))
        corner = fit_width(glyphs.glyph(str(number), width * 0.2, INK, bold=True), round(width * 0.3))
        surface.blit(corner, (round(width * 0.08), round(width * 0.08)))
        return surface
    else:
        text = str(number)
        share = 0.45
    glyph = fit_width(glyphs.glyph(text, width * share, INK, bold=True), round(panel.width * 0.8))
    surface.blit(glyph, glyph.get_rect(center=panel.center))
    return surface


def draw_pack_back(deck: str, width: int) -> pygame.Surface:
    height = card_height(width)
    surface = supersampled(width, height, EDGE, lambda s, k: draw_body(s, k, width, IVORY))
    inner = pygame.Rect(0, 0, width, height).inflate(-max(2, width // 12), -max(2, width // 12))
    surface.blit(_svg(packs_dir() / deck / "back.svg", inner.size), inner)
    return surface
