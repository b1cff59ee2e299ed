"""Playing cards, crisp at any size, cached per (card, size): faces, backs, empty slots, glows, shadows and cards
turned at an angle.

Shapes are drawn supersampled and scaled *down* to the requested width (scenes.cards.card_shapes); text is rendered
at its final pixel size (scenes.cards.card_glyphs); faces, backs and halos are drawn by scenes.cards.card_faces,
card_back and card_halos. Nothing is ever scaled up. Cards are named by their text: rank `A23456789TJQK` + suit
`CDHS` (e.g. "QS", "TC", "AH"). The cuckoo family's packs (rules.md §1) name cards by kind id ("GJO", "N7"); an art
made for one of them (`CardArt(pack="kille42")`, as the Kuckuck table does for its match's `deck`) draws its
numerals in that pack's style and every face-down card with that pack's back.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.cards import Card
from game.core.packs import KINDS, STANDARD, is_pack_kind, pack_of
from scenes.cards.card_back import draw_back
from scenes.cards.card_faces import FaceArt
from scenes.cards.card_halos import draw_glow, draw_shadow
from scenes.cards.card_shapes import draw_placeholder, finish
from scenes.cards.court_faces import court_dir
from scenes.cards.lru import LRU
from scenes.cards.names import rank_label
from scenes.cards.pack_faces import draw_pack_back, draw_pack_face, face_name
from scenes.cards.palette import BACK_RED, RGB
from scenes.ui.look import current_look

MIN_WIDTH = 12
ANGLE_STEP = 3  # rotated images are cached at multiples of this many degrees


def quantise_angle(angle_deg: float, step: int = ANGLE_STEP) -> int:
    return round(angle_deg / step) * step % 360


class CardArt:
    """Draws and caches card faces, backs, slots, glows, shadows and rotated cards."""

    def __init__(
        self,
        cache_size: int = 512,
        rotation_cache_size: int = 128,
        court_art: Path | None = None,
        pack: str | None = None,
    ) -> None:
        """`court_art`: the folder of court SVGs (assets/cards/courts by default); `pack`: the special pack
        (`gnav42`, `cucu40`, `kille42`) whose numerals and back this art draws, None (or `standard52`) for none."""
        self.pack = _special(pack)
        self._images: LRU[tuple[object, ...], pygame.Surface] = LRU(cache_size)
        self._rotated: LRU[tuple[object, ...], pygame.Surface] = LRU(rotation_cache_size)
        self._faces = FaceArt(court_art or court_dir())

    def face(self, card: str, width: int, pack: str | None = None) -> pygame.Surface:
        """The face of `card`, `width` px wide, round(width * 1.4) tall; `pack`: a special pack's numeral style
        (by default this art's pack)."""
        if is_pack_kind(card):
            _check_width(width)
            deck = pack_of(card) or _special(pack) or self.pack or "gnav42"
            glyphs = self._faces._glyphs
            name = face_name(card, deck, width)  # part of the key, so a language switch redraws
            return self._images.get(
                ("pack", card, deck, width, name), lambda: finish(draw_pack_face(card, width, glyphs, deck))
            )
        parsed = Card.parse(card)
        _check_width(width)
        label = rank_label(card[0])  # part of the key, so a language switch redraws
        style = current_look().cards  # and so is the style
        return self._images.get(
            ("face", card, width, label, style), lambda: finish(self._faces.draw(parsed, label, width))
        )

    def back(self, width: int, color: RGB = BACK_RED) -> pygame.Surface:
        _check_width(width)
        return self._images.get(("back", color, width), lambda: finish(draw_back(width, color)))

    def pack_back(self, pack: str, width: int) -> pygame.Surface:
        """The back of a special pack (`gnav42`, `cucu40`, `kille42`)."""
        _check_width(width)
        if _special(pack) is None:
            raise ValueError(f"pack: expected one of {', '.join(KINDS)}, got {pack!r}")
        return self._images.get(("pack back", pack, width), lambda: finish(draw_pack_back(pack, width)))

    def placeholder(self, width: int) -> pygame.Surface:
        """An empty card slot: a translucent rounded rectangle with a faint rim."""
        _check_width(width)
        return self._images.get(("slot", width), lambda: finish(draw_placeholder(width)))

    def highlight(self, width: int, color: RGB, angle_deg: float = 0.0) -> pygame.Surface:
        """A soft halo, larger than the card and turned as the card is; blit it centred on the card's centre."""
        _check_width(width)
        source = self._images.get(("glow", color, width), lambda: finish(draw_glow(width, color)))
        angle = quantise_angle(angle_deg)
        if angle == 0:
            return source
        return self._rotated.get(("glow", color, width, angle), lambda: finish(_rotate(source, angle)))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft drop shadow, larger than the card; blit it centred on the card's centre plus an offset."""
        _check_width(width)
        return self._images.get(("shadow", width), lambda: finish(draw_shadow(width)))

    def rotated(self, card: str | None, width: int, angle_deg: float, back_color: RGB = BACK_RED) -> pygame.Surface:
        """`card`'s face (or the back for None: this art's pack's back, if it has one) turned counter-clockwise by
        `angle_deg`, quantised."""
        angle = quantise_angle(angle_deg)
        if card is None:
            source = self.back(width, back_color) if self.pack is None else self.pack_back(self.pack, width)
        else:
            source = self.face(card, width)
        if angle == 0:
            return source
        if card is not None and is_pack_kind(card):
            named = face_name(card, pack_of(card) or self.pack or "gnav42", width)
            return self._rotated.get(
                ("pack", card, self.pack, named, width, angle), lambda: finish(_rotate(source, angle))
            )
        if card is None and self.pack is not None:
            return self._rotated.get(("pack back", self.pack, width, angle), lambda: finish(_rotate(source, angle)))
        key = ("back", back_color) if card is None else ("face", card, rank_label(card[0]), current_look().cards)
        return self._rotated.get((*key, width, angle), lambda: finish(_rotate(source, angle)))


def _rotate(surface: pygame.Surface, angle: int) -> pygame.Surface:
    if angle % 90 == 0:  # exact, no resampling and no padding
        return pygame.transform.rotate(surface, angle)
    return pygame.transform.rotozoom(surface, angle, 1.0)


def _special(pack: str | None) -> str | None:
    """`pack` if it is a special pack; None for none or the standard pack; a ValueError for anything else."""
    if pack is None or pack == STANDARD:
        return None
    if pack not in KINDS:
        raise ValueError(f"pack: expected {STANDARD} or one of {', '.join(KINDS)}, got {pack!r}")
    return pack


def _check_width(width: int) -> None:
    if width < MIN_WIDTH:
        raise ValueError(f"card width must be >= {MIN_WIDTH}, got {width}")
