"""Contact sheets of the cuckoo-family pack art: every SVG of a pack rendered through pygame's SVG loader (SDL_image's
nanosvg, as the game reads art) on card paper, at 40 x 60 (a card at a 20-seat table at 1280 x 720) and at
400 x 600, so the art can be looked at.

    python -m tools.pack_sheet [kille42 gnav42 cucu40] [--out DIR]

writes DIR/<pack>-small.png (each card at 40 x 60, and again scaled up 4x without smoothing, to judge the pixels)
and DIR/<pack>-large.png (each card at 400 x 600). DIR defaults to build/pack-sheets.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

import pygame

from scenes.core.assets import assets_dir

# The files each pack's art folder holds, in the pack's order (high to low), then its ornaments and back.
PACK_FILES: dict[str, tuple[str, ...]] = {
    "kille42": ("HAR", "KUK", "HSR", "SVN", "KAV", "VAR", "KRA", "BLO", "BLA", "fleur", "back"),
    "gnav42": ("GJO", "DRA", "KAT", "HES", "HUS", "N0", "POT", "UGL", "NAR", "back"),
    "cucu40": ("CUC", "BRA", "SAL", "GNA", "OST", "numeral", "N0", "SEC", "MAS", "LEO", "MAT", "back"),
}
PACKS = tuple(PACK_FILES)
PAPER = (253, 251, 244)
TABLE = (40, 96, 64)
SMALL = (40, 60)
LARGE = (400, 600)


def pack_dir(pack: str) -> Path:
    return assets_dir() / "cards" / "packs" / pack


def pack_files(pack: str) -> list[Path]:
    if pack not in PACK_FILES:
        raise ValueError(f"unknown pack {pack!r}: one of {', '.join(PACKS)}")
    folder = pack_dir(pack)
    return [folder / f"{name}.svg" for name in PACK_FILES[pack]]


def render(svg: Path, size: tuple[int, int]) -> pygame.Surface:
    """`svg` drawn at `size` on card paper, as the game reads art."""
    image = pygame.image.load_sized_svg(str(svg), size)
    card = pygame.Surface(size, pygame.SRCALPHA)
    card.fill((*PAPER, 255))
    card.blit(image, ((size[0] - image.get_width()) // 2, (size[1] - image.get_height()) // 2))
    return card


def sheet(files: list[Path], size: tuple[int, int], columns: int, zoom: int = 1) -> pygame.Surface:
    gap = max(6, size[0] // 8)
    cell = (size[0] * zoom + gap, size[1] * zoom + gap)
    rows = -(-len(files) // columns)
    out = pygame.Surface((columns * cell[0] + gap, rows * cell[1] + gap))
    out.fill(TABLE)
    for i, svg in enumerate(files):
        card = render(svg, size)
        if zoom > 1:
            card = pygame.transform.scale_by(card, zoom)
        out.blit(card, (gap + (i % columns) * cell[0], gap + (i // columns) * cell[1]))
    return out


def write_sheets(pack: str, out_dir: Path) -> list[Path]:
    files = pack_files(pack)
    out_dir.mkdir(parents=True, exist_ok=True)
    small = sheet(files, SMALL, len(files))
    zoomed = sheet(files, SMALL, 8, zoom=4)
    both = pygame.Surface((max(small.get_width(), zoomed.get_width()), small.get_height() + zoomed.get_height()))
    both.fill(TABLE)
    both.blit(small, (0, 0))
    both.blit(zoomed, (0, small.get_height()))
    large = sheet(files, LARGE, 6)
    paths = [out_dir / f"{pack}-small.png", out_dir / f"{pack}-large.png"]
    pygame.image.save(both, str(paths[0]))
    pygame.image.save(large, str(paths[1]))
    return paths


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Contact sheets of the cuckoo-family pack art.")
    parser.add_argument("packs", nargs="*", default=list(PACKS), help=f"any of {', '.join(PACKS)}")
    parser.add_argument("--out", type=Path, default=Path("build/pack-sheets"))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    for pack in args.packs:
        for written in write_sheets(pack, args.out):
            print(written)


if __name__ == "__main__":
    main()
