"""Every card of every special pack draws at a small and a large size, and differs from its pack's back."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.kuckuck.packs import KINDS
from scenes.cards.card_art import CardArt


@pytest.mark.parametrize("deck", sorted(KINDS))
@pytest.mark.parametrize("width", [40, 400])
def test_every_pack_card_draws(deck: str, width: int) -> None:
    pygame.init()
    art = CardArt()
    back = art.pack_back(deck, width)
    for kind in KINDS[deck]:
        face = art.face(kind, width, deck)
        assert face.get_width() == width
        assert face.get_size() == back.get_size()
        assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(back, "RGBA"), kind
        assert art.rotated(kind, width, 30).get_width() > width
