"""What a person sees in the real window: a screenshot, its pixels, and its words read back by OCR (tests/real/
ocr.py).

Text is found as a person finds it, by its words, wherever it is drawn: `Screen.find("Your turn")` gives where
those words stand (their box, to click), or None. Case, punctuation and the symbols around a word are ignored, and
a letter or two misread still matches, so "Ready: press Pass [P]" is found by "press pass".
"""

from __future__ import annotations

from difflib import SequenceMatcher
from functools import cached_property
from pathlib import Path
from typing import Final

import pygame

from tests.real.ocr import INKS, Ink, Word, plain, read_words

Region = tuple[float, float, float, float]  # left, top, right, bottom as fractions of the window
WHOLE: Final[Region] = (0.0, 0.0, 1.0, 1.0)
LIKENESS: Final = 0.85  # how alike a phrase and the words OCR read must be (1: the same)
SHORT: Final = 4  # a phrase of this many letters or fewer must read exactly


class Screen:
    """One screenshot of the window (a PNG file)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._read: dict[tuple[Region, Ink], list[Word]] = {}

    @cached_property
    def image(self) -> pygame.Surface:
        loaded = pygame.image.load(str(self.path))
        image = pygame.Surface(loaded.get_size(), depth=32)  # whatever depth the file has (a palette, grey)
        image.blit(loaded, (0, 0))
        return image

    @property
    def size(self) -> tuple[int, int]:
        return self.image.get_size()

    def rect(self, region: Region) -> pygame.Rect:
        width, height = self.size
        left, top, right, bottom = region
        return pygame.Rect(round(left * width), round(top * height), round((right - left) * width),
                           round((bottom - top) * height))  # fmt: skip

    def region_below(self, box: pygame.Rect) -> Region:
        """The part of the window under `box`."""
        return (0.0, min(1.0, box.bottom / self.size[1]), 1.0, 1.0)

    # --- words ------------------------------------------------------------------------------------------------

    def words(self, region: Region = WHOLE, ink: Ink = "shown") -> list[Word]:
        """Every word OCR reads in `region` (read the `ink` way), in reading order, with its box in pixels."""
        if (region, ink) not in self._read:
            self._read[region, ink] = read_words(self.image, self.rect(region), ink)
        return self._read[region, ink]

    def text(self, region: Region = WHOLE) -> str:
        """What OCR read in `region` so far (at least as shown), line by line, each reading apart (for messages)."""
        self.words(region)
        parts = []
        for ink in INKS:
            if (region, ink) in self._read:
                lines: dict[tuple[int, int, int, int], list[str]] = {}
                for word in self._read[region, ink]:
                    lines.setdefault(word.line, []).append(word.text)
                parts.append(f"[{ink}] " + " | ".join(" ".join(line) for line in lines.values()))
        return "\n".join(parts)

    def find(self, phrase: str, region: Region = WHOLE) -> pygame.Rect | None:
        """Where `phrase` (one or more words, in this order on one line) stands in `region`, or None. Words that
        read nearly alike (SequenceMatcher's ratio at least LIKENESS; a short phrase exactly) count; of equals,
        the first in reading order. The screen is read as shown first, then its light ink alone."""
        for ink in INKS:
            found = _find(phrase, self.words(region, ink))
            if found is not None:
                return found
        return None

    def shows(self, phrase: str, region: Region = WHOLE) -> bool:
        return self.find(phrase, region) is not None

    def read_line(self, box: pygame.Rect) -> str:
        """The one line of text in `box` (window pixels), as OCR reads it: a row of a table, say, whose short
        words and numbers a sparse reading of the whole screen misses."""
        area = box.clip(self.image.get_rect())
        return " ".join(word.text for word in read_words(self.image, area, "shown", single_line=True))

    # --- pixels -----------------------------------------------------------------------------------------------

    def area_of(self, colour: tuple[int, int, int], region: Region = WHOLE, tolerance: int = 6) -> pygame.Rect | None:
        """The box of the largest patch of `colour` in `region` (a button's fill, say), or None."""
        area = self.rect(region)
        mask = pygame.mask.from_threshold(self.image.subsurface(area), colour, (tolerance, tolerance, tolerance, 255))
        patch = mask.connected_component()
        if patch.count() == 0:
            return None
        return patch.get_bounding_rects()[0].move(area.topleft)

    def patches(self, colour: tuple[int, int, int], box: pygame.Rect, tolerance: int = 12, least: int = 12) -> int:
        """How many separate patches of `colour`, each of at least `least` pixels, lie in `box` (window pixels):
        tokens, dots."""
        part = self.image.subsurface(box.clip(self.image.get_rect()))
        mask = pygame.mask.from_threshold(part, colour, (tolerance, tolerance, tolerance, 255))
        return len(mask.connected_components(least))

    def count(self, colour: tuple[int, int, int], region: Region = WHOLE, tolerance: int = 6) -> int:
        """How many pixels of `region` have `colour`."""
        part = self.image.subsurface(self.rect(region))
        return pygame.mask.from_threshold(part, colour, (tolerance, tolerance, tolerance, 255)).count()

    def same(self, other: Screen, region: Region = WHOLE) -> bool:
        """Whether `region` shows exactly the same pixels on both screenshots."""
        rect = self.rect(region)
        mine, theirs = self.image.subsurface(rect), other.image.subsurface(rect)
        return pygame.image.tobytes(mine, "RGB") == pygame.image.tobytes(theirs, "RGB")


def _find(phrase: str, read: list[Word]) -> pygame.Rect | None:
    wanted = " ".join(plain(part) for part in phrase.split() if plain(part))
    count = len(wanted.split())
    words = [word for word in read if word.plain]
    least = 1.0 if len(wanted) <= SHORT else LIKENESS  # a short word must read exactly: "You" is not "Your"
    best: tuple[float, pygame.Rect | None] = (least, None)
    for start in range(len(words) - count + 1):
        run = words[start : start + count]
        if any(word.line != run[0].line for word in run):
            continue
        likeness = SequenceMatcher(None, " ".join(word.plain for word in run), wanted).ratio()
        if likeness > best[0] or (likeness == best[0] and best[1] is None):
            best = (likeness, run[0].box.unionall([word.box for word in run[1:]]))
    return best[1]
