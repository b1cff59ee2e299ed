"""Procedural card art: sizes, colours, caching and rotation, rendered headless."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest
from babel.messages.catalog import Message

from scenes.cards.card_art import BACK_BLUE, CardArt, quantise_angle
from scenes.cards.geometry import card_height
from tests.i18n_helpers import speaking

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def rgba(surface: pygame.Surface) -> np.ndarray:
    """Height x width x 4 copy of the pixels."""
    rgb = pygame.surfarray.array3d(surface)
    alpha = pygame.surfarray.array_alpha(surface)
    return np.dstack([rgb, alpha]).transpose(1, 0, 2)


def red_pixels(surface: pygame.Surface) -> int:
    px = rgba(surface).astype(int)
    return int(np.count_nonzero((px[..., 0] > 150) & (px[..., 1] < 90) & (px[..., 2] < 90) & (px[..., 3] > 0)))


@pytest.mark.parametrize("width", [40, 90, 200])
def test_every_card_renders_at_the_requested_size(art: CardArt, width: int) -> None:
    for card in CARDS:
        face = art.face(card, width)
        assert face.get_size() == (width, round(width * 1.4)), card
        assert face.get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("card", CARDS)
def test_red_suits_are_red_and_black_suits_are_not(art: CardArt, card: str) -> None:
    for width in (48, 120):
        if card[1] in "HD":
            assert red_pixels(art.face(card, width)) > width, card
        else:
            assert red_pixels(art.face(card, width)) == 0, card


def test_different_cards_look_different(art: CardArt) -> None:
    spade_ace = pygame.image.tobytes(art.face("AS", 90), "RGBA")
    heart_seven = pygame.image.tobytes(art.face("7H", 90), "RGBA")
    assert spade_ace != heart_seven
    assert pygame.image.tobytes(art.face("QS", 90), "RGBA") != pygame.image.tobytes(art.face("KS", 90), "RGBA")


def test_cache_returns_the_same_object(art: CardArt) -> None:
    assert art.face("QS", 90) is art.face("QS", 90)
    assert art.back(90) is art.back(90)
    assert art.face("QS", 91) is not art.face("QS", 90)


def test_cache_is_bounded() -> None:
    small = CardArt(cache_size=3)
    first = small.face("AS", 50)
    for card in ("2S", "3S", "4S"):
        small.face(card, 50)
    assert small.face("AS", 50) is not first


@pytest.mark.parametrize("card", ["JH", "QS", "KD", "TC", "AS"])
def test_corner_index_is_not_blank(art: CardArt, card: str) -> None:
    width = 120
    corner = rgba(art.face(card, width))[int(width * 0.05) : int(width * 0.35), int(width * 0.03) : int(width * 0.2)]
    ink = (corner[..., :3].astype(int).sum(axis=2) < 450) & (corner[..., 3] > 200)
    assert np.count_nonzero(ink) > 30


def test_corners_are_rounded_and_transparent(art: CardArt) -> None:
    face = art.face("5D", 120)
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((119, 167)).a == 0
    assert face.get_at((60, 84)).a == 255


def test_back_and_slot_and_effects(art: CardArt) -> None:
    for width in (40, 120):
        assert art.back(width).get_size() == (width, card_height(width))
        assert art.back(width, BACK_BLUE).get_size() == (width, card_height(width))
        slot = art.placeholder(width)
        assert slot.get_size() == (width, card_height(width))
        assert 0 < slot.get_at((width // 2, card_height(width) // 2)).a < 128
        glow = art.highlight(width, (255, 210, 80))
        shadow = art.shadow(width)
        for halo in (glow, shadow):
            assert halo.get_width() > width and halo.get_height() > card_height(width)
            assert halo.get_at((0, 0)).a < 20
            assert halo.get_at((halo.get_width() // 2, halo.get_height() // 2)).a > 80
    assert art.back(90) is not art.back(90, BACK_BLUE)


def test_rotated_images_are_cached_at_quantised_angles(art: CardArt) -> None:
    turned = art.rotated("QS", 90, 30.0)
    assert art.rotated("QS", 90, 31.2) is turned
    assert turned.get_width() > 90
    assert art.rotated("QS", 90, 0.4) is art.face("QS", 90)
    assert art.rotated(None, 90, 90.0).get_size() == (card_height(90), 90)
    assert quantise_angle(-1.6) == 357
    assert quantise_angle(359) == 0


@pytest.mark.parametrize("bad", ["", "Q", "QX", "1S", "10S", "qs"])
def test_rejects_unknown_cards(art: CardArt, bad: str) -> None:
    with pytest.raises(ValueError):
        art.face(bad, 90)


def test_works_before_and_after_a_display_exists(display: pygame.Surface) -> None:
    art = CardArt()
    face = art.face("KH", 100)
    display.blit(face, (0, 0))
    assert display.get_at((50, 70)) != pygame.Color(0, 0, 0)
    assert art.rotated("KH", 100, 45).get_width() > 100


def test_rank_labels_are_translated_and_redrawn_on_a_language_switch(tmp_path: Path) -> None:
    art = CardArt()
    english = art.face("JS", 120)
    with speaking(tmp_path, "de", Message("J", "B", context="card rank")):
        german = art.face("JS", 120)
        assert art.face("JS", 120) is german
    assert german is not english
    assert pygame.image.tobytes(german, "RGBA") != pygame.image.tobytes(english, "RGBA")
    assert art.face("JS", 120) is english  # back in English: the English face, from the cache
