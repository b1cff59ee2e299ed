"""Illustrated court figures (J, Q, K) after Adrian Kennard's public-domain deck, rasterised at the size asked for.

Each file in assets/cards/courts/ ("QH.svg", ...) holds the top half of one double-headed figure in a 1300 x 2000
box, one layer per line: the gold, red, blue and black fills, then the outlines. A figure is rasterised by
SDL_image's SVG loader (`pygame.image.load_sized_svg`) at the panel's own pixel size, so it is crisp at any size;
nothing is scaled afterwards. Kennard's four inks are swapped for the deck's palette as the files are read.
`render_double` draws the double-headed figure of a full-size card; `render_portrait` the head and shoulders of
the top figure alone, for cards too small to show two heads.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Mapping
from pathlib import Path

import pygame

from game.core.cards import Card
from scenes.core.assets import assets_dir

RGB = tuple[int, int, int]
COURT_RANKS = frozenset("JQK")
ART_WIDTH, ART_HEIGHT = 1300, 2000  # the box every layer is drawn in; the lower half is the top half turned
ART_CROP = 0.1  # share of the art's width trimmed (half each side): our panel is narrower than Kennard's box
# The portrait for small cards: head and shoulders of the top figure, PORTRAIT_SIZE art units centred on the
# face, whose x differs from figure to figure (read off the art).
PORTRAIT_SIZE = (640, 1020)
FACE_X = {"JC": 520, "QC": 510, "KC": 600, "JD": 690, "QD": 570, "KD": 580,
          "JH": 730, "QH": 640, "KH": 570, "JS": 790, "QS": 490, "KS": 790}  # fmt: skip

_ROOT = re.compile(r'<svg\b[^>]*\bviewBox="0 0 1300 2000"[^>]*>(.*)</svg>\s*$', re.DOTALL)
_LAYER = re.compile(r"(<path\b[^>]*/>|<g>(?:<path\b[^>]*/>)+</g>)")
_INK = re.compile(r'\b(fill|stroke)="([^"]*)"')
_log = logging.getLogger(__name__)


def court_dir() -> Path:
    return assets_dir() / "cards" / "courts"


def _hex(color: RGB) -> str:
    return "#{:02x}{:02x}{:02x}".format(*color)


class CourtFigures:
    """The layers of the twelve court figures, read and checked once per card; None for a missing or bad file."""

    def __init__(self, folder: Path, inks: Mapping[str, RGB]) -> None:
        self.folder = folder
        self._inks = {name: _hex(color) for name, color in inks.items()}
        self._layers: dict[str, tuple[str, ...] | None] = {}

    def layers(self, card: Card) -> tuple[str, ...] | None:
        if card.rank not in COURT_RANKS:
            raise ValueError(f"card must be a jack, queen or king, got {card.text}")
        if card.text not in self._layers:
            self._layers[card.text] = self._read(card.text)
        return self._layers[card.text]

    def _read(self, name: str) -> tuple[str, ...] | None:
        path = self.folder / f"{name}.svg"
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            _log.warning("court art %s unreadable (%s): drawing the plain court instead", path, error)
            return None
        root = _ROOT.search(text)
        lines = [line.strip() for line in root.group(1).splitlines()] if root else []
        layers = [self._recolour(line) for line in lines if line and not line.startswith("<!--")]
        if not layers or not all(_LAYER.fullmatch(layer) for layer in layers):
            _log.warning("court art %s is not in the expected form: drawing the plain court instead", path)
            return None
        return tuple(layers)

    def _recolour(self, layer: str) -> str:
        return _INK.sub(lambda m: f'{m.group(1)}="{self._inks.get(m.group(2), m.group(2))}"', layer)


def _rasterise(content: str, size: tuple[int, int], transform: str) -> pygame.Surface:
    """`content` (SVG elements in art units) drawn through `transform` onto a `size` pixel canvas."""
    width, height = size
    document = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        f'<g transform="{transform}">{content}</g></svg>'
    )
    image = pygame.image.load_sized_svg(io.BytesIO(document.encode()), size)
    if image.get_size() == size:
        return image
    exact = pygame.Surface(size, pygame.SRCALPHA)  # the loader may round one side a pixel short
    exact.blit(image, (0, 0))
    return exact


def render_double(layers: tuple[str, ...], size: tuple[int, int], paper: RGB) -> pygame.Surface:
    """The double-headed figure stretched to `size` on `paper`: each layer and then its half-turn copy, in layer
    order, as Kennard's cards stack them (the halves overlap along the diagonal sash). Raises pygame.error when
    SDL_image cannot read the art."""
    width, height = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.fill((*paper, 255))
    shown = ART_WIDTH * (1 - ART_CROP)
    stretch = f"scale({width / shown:.6f},{height / ART_HEIGHT:.6f})translate({-ART_WIDTH * ART_CROP / 2:g},0)"
    for layer in layers:
        image = _rasterise(layer, size, stretch).convert(panel)  # the loader's byte order blits ~20x slower
        panel.blit(image, (0, 0))
        panel.blit(pygame.transform.rotate(image, 180), (0, 0))
    _check_drawn(panel, paper)
    return panel


def render_portrait(card: Card, layers: tuple[str, ...], size: tuple[int, int], paper: RGB) -> pygame.Surface:
    """Head and shoulders of `card`'s top figure filling `size`, for cards too small for both heads."""
    box_w, box_h = PORTRAIT_SIZE
    x = min(max(FACE_X.get(card.text, ART_WIDTH // 2) - box_w // 2, 0), ART_WIDTH - box_w)
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.fill((*paper, 255))
    transform = f"scale({size[0] / box_w:.6f},{size[1] / box_h:.6f})translate({-x},0)"
    panel.blit(_rasterise("".join(layers), size, transform).convert(panel), (0, 0))
    _check_drawn(panel, paper)
    return panel


def _check_drawn(panel: pygame.Surface, paper: RGB) -> None:
    """A figure that drew nothing (a file of empty paths) counts as unreadable."""
    if pygame.transform.average_color(panel)[:3] == paper:
        raise pygame.error("the court art drew nothing")
