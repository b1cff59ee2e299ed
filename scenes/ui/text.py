"""Text drawing with the shipped font: a bounded cache of fonts per size, and text with a soft shadow.

Every size asked for is drawn at the player's text size (the Settings scene's "Text size", `set_text_scale`);
text fitted to a box (`fitted_size`) measures with the same fonts, so it still fits. The card faces draw their
indices at exact sizes (`exact_font`).

The text size is ambient drawing state, kept as the look and the language are (scenes/ui/look.py): a
`contextvars.ContextVar` the App sets for its run (`set_text_scale`), read by `render` and `font`."""

from __future__ import annotations

from contextvars import ContextVar

import pygame

from scenes.core.assets import font_path
from scenes.ui import legibility, overflow
from scenes.ui.caches import cached, clear_caches

Color = tuple[int, int, int]
CREAM: Color = (244, 236, 216)
GOLD: Color = (255, 217, 122)
SHADOW: Color = (0, 0, 0)
# Circled gamepad letters (Ⓐ … for Xbox pads, 🅐 … for Nintendo's: scenes/ui/pad_layouts.py) are missing from
# DejaVu Sans: hint lines draw badges, plain text uses brackets.
CIRCLED_FIRST = 0x24B6  # Ⓐ
CIRCLED_LAST = 0x24CF  # Ⓩ
NEGATIVE_FIRST = 0x1F150  # 🅐
NEGATIVE_LAST = 0x1F169  # 🅩
MAX_DRAWN = 300  # characters of one line of text
_TEXT_SCALE: ContextVar[float] = ContextVar("text_scale", default=1.0)  # the player's text size: 1.0 is 100 %


def set_text_scale(percent: int) -> None:
    """Draw every following text at `percent` of the size asked for (the caches are the caller's to drop)."""
    _TEXT_SCALE.set(percent / 100)


def text_pixels(size: int) -> int:
    """The pixel size a text of `size` is drawn at, at the player's text size."""
    return round(size * _TEXT_SCALE.get())


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped font at `size` times the player's text size; a pygame.quit() since the last call drops the cache
    (its fonts are dead)."""
    return exact_font(text_pixels(size), bold)


def exact_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The shipped font at exactly `size` pixels, whatever the player's text size (a card's index)."""
    if not pygame.font.get_init():
        clear_caches()  # pygame was quit: every font and image of the last session is dead
        pygame.font.init()
    return _font(size, bold)


@cached(maxsize=48)
def _font(size: int, bold: bool) -> pygame.font.Font:
    return pygame.font.Font(font_path(bold), max(6, size))


def drawable(text: str) -> str:
    """`text` as it can be drawn: control characters (a NUL stops SDL's text drawing) shown as U+FFFD, and at
    most MAX_DRAWN characters (whatever a file held, a line on screen stays a line). A circled gamepad letter,
    which the font lacks, reads "(A)" instead of an empty box (hint lines draw it as a badge instead)."""
    if len(text) > MAX_DRAWN:
        text = text[: MAX_DRAWN - 1] + "…"
    if any(circled_letter(ch) for ch in text):
        text = plain_buttons(text)
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() or ch == " " else "\ufffd" for ch in text)


def render(
    text: str, size: int, color: Color = CREAM, bold: bool = False, shadow: bool = True, *, glyph: bool = False
) -> pygame.Surface:
    """Rendered text (cached), with a soft drop shadow that keeps it readable on any background. A `glyph` is a
    letter or number that is part of a picture (a pad button's badge, a card's pip or index, the dealer's chip),
    sized by the picture: it is not held to the readable text size (scenes/ui/legibility.py)."""
    if not glyph:
        legibility.note(text, text_pixels(size))
    return _render(drawable(text), size, color, bold, shadow)


def shadow_offset(size: int) -> int:
    """How far `render`'s shadow of a text of `size` reaches right of and below the text."""
    return max(1, size // 16)


@cached(maxsize=256)
def _render(text: str, size: int, color: Color, bold: bool, shadow: bool) -> pygame.Surface:
    face = font(size, bold).render(text, True, color)
    if not shadow:
        return face
    offset = shadow_offset(size)
    under = font(size, bold).render(text, True, SHADOW)
    under.set_alpha(150)
    out = pygame.Surface((face.get_width() + offset, face.get_height() + offset), pygame.SRCALPHA)
    out.blit(under, (offset, offset))
    out.blit(face, (0, 0))
    return out


def fitted_size(texts: list[str], width: int, pixels: int, bold: bool = True, minimum: int = 10) -> int:
    """The largest size ≤ `pixels` (and ≥ `minimum`) at which every text fits in `width`. A text that does not
    fit even at `minimum` is reported to a watching test (scenes/ui/overflow.py).

    Text width grows almost in proportion to the size, so one measurement gives a close guess and a step or two
    settles it: a few fonts loaded instead of one per size tried."""

    def fits(size: int) -> bool:
        return max(font(size, bold).size(text)[0] for text in texts) <= width

    widest = max(font(pixels, bold).size(text)[0] for text in texts)
    if widest <= width:
        return pixels
    if pixels <= minimum:
        _report_wider(texts, width, pixels, bold)
        return pixels
    size = max(minimum, min(pixels - 1, pixels * width // widest))
    while size > minimum and not fits(size):
        size -= 1
    while size + 1 < pixels and fits(size + 1):
        size += 1
    if size == minimum:
        _report_wider(texts, width, size, bold)
    return size


def _report_wider(texts: list[str], width: int, size: int, bold: bool) -> None:
    """The texts still wider than `width` at the smallest size allowed, for a watching test."""
    if overflow.watching():
        for text in texts:
            overflow.check("fitted_size", text, font(size, bold).size(text), (width, 0))


def circled_letter(ch: str) -> str:
    """The letter of a circled (Ⓐ) or negative circled (🅐) gamepad letter, else ""."""
    code = ord(ch)
    for first, last in ((CIRCLED_FIRST, CIRCLED_LAST), (NEGATIVE_FIRST, NEGATIVE_LAST)):
        if first <= code <= last:
            return chr(code - first + ord("A"))
    return ""


def bare_buttons(label: str) -> str:
    """Ⓧ → X, 🅨 → Y: for a button named inside brackets already ("[X] stay")."""
    return "".join(circled_letter(ch) or ch for ch in label)


def plain_buttons(label: str) -> str:
    """Ⓐ → (A), 🅑 → (B): for text drawn by a font without the circled letters."""
    return "".join(f"({circled_letter(ch)})" if circled_letter(ch) else ch for ch in label)
