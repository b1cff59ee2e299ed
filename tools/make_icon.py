"""The program's icon, drawn by the game's own card art: the King of Hearts fanned over the Ace of Spades with
their shadows, on a transparent square.

`python -m tools.make_icon FOLDER` writes kuckuck.png (256 px) and kuckuck-128.png (the Linux desktop's hicolor
sizes), kuckuck.ico (Windows: 16 to 256 px) and kuckuck.icns (macOS: 16 to 1024 px) into FOLDER;
build/kuckuck.spec runs it at every build. Both containers hold
PNG images, which Windows Vista and later and macOS 10.7 and later read.

The window's own icon (title bar, task bar, dock) is the one image kept in the repository, `assets/icon.png`
(128 px): the game sets it before its window opens, and drawing it there would cost every start about 40 ms.
`python -m tools.make_icon --window-icon` draws it again after the card art changed; a test fails while it differs
from a fresh drawing. Run it with SDL's dummy video driver (the spec does).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame

from scenes.core.assets import icon_path

MASTER = 1024  # drawn once at this size, then scaled down to each icon size
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}
FAN = (("AS", 14.0, -0.13), ("KH", -10.0, 0.11))  # card, turn (degrees, counter-clockwise), offset (share of MASTER)
CARD_WIDTH = 0.5  # share of MASTER
WINDOW_ICON = icon_path()  # in the source tree: assets/icon.png
WINDOW_ICON_SIZE = 128


def draw_master() -> pygame.Surface:
    """The icon at MASTER pixels: two fanned cards with their shadows, centred."""
    from scenes.cards.card_art import CardArt

    art = CardArt()
    width = round(MASTER * CARD_WIDTH)
    canvas = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    centre_x, centre_y = MASTER // 2, MASTER // 2
    for card, angle, offset in FAN:
        x = centre_x + round(offset * MASTER)
        shadow = pygame.transform.rotate(art.shadow(width), angle)
        canvas.blit(shadow, shadow.get_rect(center=(x + MASTER // 90, centre_y + MASTER // 60)))
        face = art.rotated(card, width, angle)
        canvas.blit(face, face.get_rect(center=(x, centre_y)))
    return trimmed_square(canvas)


def trimmed_square(surface: pygame.Surface) -> pygame.Surface:
    """`surface`'s ink, centred on the smallest transparent square holding it, scaled back to MASTER pixels."""
    ink = surface.get_bounding_rect()
    side = max(ink.width, ink.height)
    square = pygame.Surface((side, side), pygame.SRCALPHA)
    square.blit(surface, ((side - ink.width) // 2, (side - ink.height) // 2), ink)
    return pygame.transform.smoothscale(square, (MASTER, MASTER)) if side != MASTER else square


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """`master` at `size` pixels, halved step by step so small sizes stay smooth."""
    image = master
    while image.get_width() // 2 >= size:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2, image.get_height() // 2))
    return image if image.get_width() == size else pygame.transform.smoothscale(image, (size, size))


def png_bytes(image: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "kuckuck.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico: the ICONDIR header, one 16-byte entry per image, then the PNG data."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: the 'icns' magic and total length, then one typed, length-prefixed PNG per size."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data for size, data in sorted(images.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


@contextlib.contextmanager
def drawing() -> Iterator[None]:
    """A pygame session to draw in: the card art converts its images to the display's format once one exists."""
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    pygame.font.init()
    try:
        yield
    finally:
        pygame.quit()


def window_icon_png() -> bytes:
    """assets/icon.png as a fresh drawing would make it."""
    with drawing():
        return png_bytes(scaled(draw_master(), WINDOW_ICON_SIZE))


def write_icons(folder: Path) -> list[Path]:
    """Draw the icon and write kuckuck.png, kuckuck-128.png, kuckuck.ico and kuckuck.icns into `folder`; the paths
    written."""
    with drawing():
        master = draw_master()
        sizes = sorted(set(ICO_SIZES) | set(ICNS_TYPES))
        pngs = {size: png_bytes(scaled(master, size)) for size in sizes}
    folder.mkdir(parents=True, exist_ok=True)
    written = {
        folder / "kuckuck.png": pngs[256],
        folder / "kuckuck-128.png": pngs[128],
        folder / "kuckuck.ico": ico_bytes({size: pngs[size] for size in ICO_SIZES}),
        folder / "kuckuck.icns": icns_bytes({size: pngs[size] for size in ICNS_TYPES}),
    }
    for path, data in written.items():
        path.write_bytes(data)
    return list(written)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_icon", description=__doc__)
    parser.add_argument("folder", type=Path, nargs="?", help="where the PNG, .ico and .icns icons go")
    parser.add_argument("--window-icon", action="store_true", help=f"draw {WINDOW_ICON.name} in assets/ again")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.folder is None and not args.window_icon:
        parser.error("name a FOLDER, or --window-icon")
    written = write_icons(args.folder) if args.folder is not None else []
    if args.window_icon:
        WINDOW_ICON.write_bytes(window_icon_png())
        written.append(WINDOW_ICON)
    for path in written:
        print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
