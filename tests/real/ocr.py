"""Reading the words of a screenshot back with tesseract (Debian's tesseract-ocr, English).

A screen is no page: its words stand alone (sparse text, --psm 11), and many sit inside a frame (a button's rim,
the focus ring, the table's rim beside a prompt), which tesseract takes for a picture and skips. So a screen is
read two ways, the second only when the first did not find what was looked for: as it is shown, and its light ink
alone (the cream and white text of the prompts and labels, black on white), every frame taken away first: a
connected patch of ink taller or wider than any letter. (Dark text on a gold button, such as Start, reads badly
both ways: find such a button by its colour.)
"""

from __future__ import annotations

import csv
import io
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

import numpy as np
import pygame

Ink = Literal["shown", "light"]
INKS: Final[tuple[Ink, ...]] = ("shown", "light")
LIGHT: Final = 190  # light text is at least this bright (0–255)
LETTER_MAX: Final = (120, 60)  # the widest and tallest patch of ink that may be a letter, in pixels
SECONDS: Final = 60


@dataclass(frozen=True)
class Word:
    text: str
    box: pygame.Rect  # in window pixels
    line: tuple[int, int, int, int]  # tesseract's block, paragraph, line and page: words of one line share it

    @property
    def plain(self) -> str:
        return plain(self.text)


def plain(text: str) -> str:
    """Lower case letters and digits only (OCR often adds or drops the punctuation around a word)."""
    return re.sub(r"[^\w]+", "", text.lower())


def read_words(image: pygame.Surface, area: pygame.Rect, ink: Ink, single_line: bool = False) -> list[Word]:
    """The words in `area` of `image` read the `ink` way, with their boxes in `image`'s pixels. `single_line`:
    the area holds one line of text (a row of a table)."""
    part = image.subsurface(area)
    if ink == "light":
        part = light_ink(part)
    layout = "7" if single_line else "11"
    with tempfile.TemporaryDirectory(prefix="ocr-") as folder:
        picture = Path(folder) / "part.png"
        pygame.image.save(part, str(picture))
        tsv = subprocess.run(
            ["tesseract", str(picture), "-", "--psm", layout, "tsv"],
            capture_output=True, text=True, check=True, timeout=SECONDS,
            env={**os.environ, "OMP_THREAD_LIMIT": "1"},  # its own threads only slow it down on a busy machine
        ).stdout  # fmt: skip
    words = []
    for row in csv.DictReader(io.StringIO(tsv), delimiter="\t", quoting=csv.QUOTE_NONE):
        text = (row.get("text") or "").strip()
        if not text or float(row["conf"]) < 0:
            continue
        x, y, w, h = (int(row[key]) for key in ("left", "top", "width", "height"))
        line = (int(row["block_num"]), int(row["par_num"]), int(row["line_num"]), int(row["page_num"]))
        words.append(Word(text, pygame.Rect(area.x + x, area.y + y, w, h), line))
    return words


def light_ink(part: pygame.Surface) -> pygame.Surface:
    """The light pixels of `part` black on white, with every frame around them taken away: only ink in the box of
    a letter-sized patch is kept."""
    rgb = pygame.surfarray.array3d(part).astype(np.uint16)
    brightness = (rgb[:, :, 0] * 77 + rgb[:, :, 1] * 150 + rgb[:, :, 2] * 29) >> 8
    ink = brightness >= LIGHT
    marked = pygame.surfarray.make_surface(ink.astype(np.uint8) * 255)  # 8 bits: the ink 255, the rest 0
    marked.set_colorkey(0)
    mask = pygame.mask.from_surface(marked)
    kept = np.zeros_like(ink)
    for box in mask.get_bounding_rects():
        if box.width <= LETTER_MAX[0] and box.height <= LETTER_MAX[1]:
            kept[box.left : box.right, box.top : box.bottom] |= ink[box.left : box.right, box.top : box.bottom]
    paper = np.where(kept, 0, 255).astype(np.uint8)
    return pygame.surfarray.make_surface(np.repeat(paper[:, :, None], 3, axis=2))
