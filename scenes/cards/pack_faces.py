"""Faces of the cuckoo-family pack cards (rules.md §1 "Special decks"): the SVG picture of
assets/cards/packs/<pack>/<ID>.svg rasterised at its panel's pixel size on the ivory card, with the card's name in
the player's language in a band below it once the card is wide enough to read it (NAME_MIN_WIDTH); a numeral's
name is its number. Numerals: Gnav the plain number over the whole card; Cucù the Roman numeral over numeral.svg;
Kille N fleurs-de-lis (scenes/cards/pack_fleurs.py), the digit on a card under 40 px. Backs: the pack's back.svg.
Everything is drawn at its final pixel size, so a card is as crisp at 4K as at 720 lines."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.packs import numeral, pack_of
from game.pack_names import kind_name
from scenes.cards.card_glyphs import Glyphs, fit_width
from scenes.cards.card_shapes import draw_body, supersampled
from scenes.cards.court_faces import court_dir
from scenes.cards.geometry import card_height
from scenes.cards.pack_fleurs import DIGIT_BELOW, fleur_centres, fleur_tile, fleur_width
from scenes.cards.palette import EDGE, IVORY
from scenes.ui.text import exact_font

INK = (26, 27, 36)
NAME_INK = (52, 38, 22)  # the name under the picture: a warm dark brown, a little quieter than a numeral
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
# A card this wide or wider prints its name under the picture. Below, the name would be under 11 px; the table's
# smallest cards (60 px at 20 seats, 720 lines) and their lifted size (67 px) stay without, so a card in flight
# never gains or loses its name; 80 px cards (most tables at 720 lines) have it.
NAME_MIN_WIDTH = 72
# A numeral's number is two digits at most: it reads smaller than a word, so Kille's and Cucù's numerals print it
# from here on (the 60 px cards of a 20-seat table at 720 lines, and their lifted 67 px, both have it).
NUMBER_MIN_WIDTH = 56
NAME_SHARE = 0.19  # of a small card's width, the name band's height; a wide card's grows more slowly (name_height)


def packs_dir() -> Path:
    return court_dir().parent / "packs"


def shows_name(kind: str, width: int) -> bool:
    """Whether `kind` prints its name at `width` (a numeral: its number)."""
    return width >= (NAME_MIN_WIDTH if numeral(kind) in (None, 0) else NUMBER_MIN_WIDTH)


def face_name(kind: str, deck: str, width: int) -> str:
    """The words printed on the face at `width` ("" for none): part of the cache key, so a language switch
    redraws the card."""
    if not shows_name(kind, width) or (deck == "gnav42" and numeral(kind) not in (None, 0)):
        return ""  # a Gnav numeral is its big number already
    return kind_name(kind)


def _svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    return pygame.image.load_sized_svg(str(path), size)


def name_height(width: int) -> int:
    """The name band's height: a fifth of a small card, less of a wide one (29 px on a 240 px card, not 46)."""
    return round(min(width * NAME_SHARE, 10 + width * 0.08))


def _margin(width: int) -> int:
    return max(2, round(width * 0.07))


def picture_panel(width: int, named: bool) -> pygame.Rect:
    """The picture's box: 2:3, inside the card's margin, above the name band when there is one."""
    height = card_height(width)
    margin = _margin(width)
    band = name_height(width) if named else 0
    h = height - 2 * margin - band
    w = min(width - 2 * margin, round(h / 1.5))
    h = min(h, round(w * 1.5))
    top = margin + (height - 2 * margin - band - h) // 2
    return pygame.Rect((width - w) // 2, top, w, h)


def name_band(width: int) -> pygame.Rect:
    """Where the name is printed: the bottom of the card, inside its margin."""
    height = card_height(width)
    band = name_height(width)
    margin = _margin(width)
    return pygame.Rect(margin, height - margin - band, width - 2 * margin, band)


def draw_pack_face(kind: str, width: int, glyphs: Glyphs, pack: str | None = None) -> pygame.Surface:
    """The face of pack card `kind`, `width` pixels wide; `pack` picks the numeral style (default Gnav's)."""
    height = card_height(width)
    surface = supersampled(width, height, EDGE, lambda s, k: draw_body(s, k, width, IVORY))
    deck = pack_of(kind) or pack or "gnav42"
    name = face_name(kind, deck, width)
    panel = picture_panel(width, bool(name))
    folder = packs_dir() / deck
    number = numeral(kind)
    picture = folder / f"{kind}.svg"
    if number is None or picture.exists():
        surface.blit(_svg(picture, panel.size), panel)
    elif deck == "cucu40":
        surface.blit(_svg(folder / "numeral.svg", panel.size), panel)
        glyph = fit_width(glyphs.glyph(ROMAN[number], panel.width * 0.36, INK, bold=True), round(panel.width * 0.8))
        surface.blit(glyph, glyph.get_rect(center=panel.center))
    elif deck == "kille42":
        _draw_fleurs(surface, folder / "fleur.svg", number, panel, glyphs)
    else:  # Gnav: the number, large
        glyph = fit_width(glyphs.glyph(str(number), width * 0.5, INK, bold=True), round(width * 0.8))
        surface.blit(glyph, glyph.get_rect(center=(width // 2, height // 2)))
    if name:
        _draw_name(surface, name, name_band(width))
    return surface


def _draw_fleurs(surface: pygame.Surface, path: Path, number: int, panel: pygame.Rect, glyphs: Glyphs) -> None:
    """N fleurs-de-lis; on a card under DIGIT_BELOW px the digit instead (the fleurs would not read)."""
    if surface.get_width() < DIGIT_BELOW:
        glyph = fit_width(glyphs.glyph(str(number), panel.width * 0.6, INK, bold=True), round(panel.width * 0.9))
        surface.blit(glyph, glyph.get_rect(center=panel.center))
        return
    tile = fleur_tile(str(path), fleur_width(number, panel))
    for centre in fleur_centres(number, panel):
        surface.blit(tile, tile.get_rect(center=centre))


def _draw_name(surface: pygame.Surface, name: str, band: pygame.Rect) -> None:
    """The name centred in its band, as large as the band allows, narrowed if a long name would overflow."""
    text = exact_font(round(band.height * 0.82), bold=True).render(name, True, NAME_INK)
    text = fit_width(text, band.width)
    surface.blit(text, text.get_rect(center=band.center))


def draw_pack_back(deck: str, width: int) -> pygame.Surface:
    height = card_height(width)
    surface = supersampled(width, height, EDGE, lambda s, k: draw_body(s, k, width, IVORY))
    inner = pygame.Rect(0, 0, width, height).inflate(-max(2, width // 12), -max(2, width // 12))
    surface.blit(_svg(packs_dir() / deck / "back.svg", inner.size), inner)
    return surface
