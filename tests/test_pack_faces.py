"""Every card of every special pack draws at a small and a large size, and differs from its pack's back; Kille's
numerals are so many fleurs-de-lis; wide cards print their names; a pack's art draws its own backs."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.core.packs import KINDS
from game.i18n import set_language
from scenes.cards.card_art import CardArt
from scenes.cards.pack_faces import NAME_MIN_WIDTH, NUMBER_MIN_WIDTH, face_name, name_band, picture_panel, shows_name
from scenes.cards.pack_fleurs import DIGIT_BELOW, FLEUR_ASPECT, MIN_FLEUR, fleur_centres, fleur_width


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


def _blobs(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many separate figures (anything darker than the card's paper) lie in `area` of `surface`."""
    part = surface.subsurface(area)
    mask = pygame.mask.from_threshold(part, (253, 251, 244, 255), (40, 40, 40, 255))
    mask.invert()
    return sum(1 for blob in mask.connected_components(minimum=4))


@pytest.mark.parametrize("width", [40, 60, 120, 240])
def test_a_kille_numeral_shows_as_many_fleurs_as_its_number(width: int) -> None:
    pygame.init()
    art = CardArt(pack="kille42")
    for number in range(1, 13):
        panel = picture_panel(width, shows_name(f"N{number}", width))
        face = art.face(f"N{number}", width)
        assert len(fleur_centres(number, panel)) == number
        assert _blobs(face, panel) == number, (width, number)
        assert fleur_width(number, panel) >= MIN_FLEUR


def test_a_tiny_kille_numeral_is_its_digit() -> None:
    pygame.init()
    art = CardArt(pack="kille42")
    width = DIGIT_BELOW - 4
    panel = picture_panel(width, False)
    twelve = art.face("N12", width)
    assert _blobs(twelve, panel) == 2  # "1" and "2", not twelve fleurs


def test_fleurs_of_a_numeral_never_overlap() -> None:
    panel = pygame.Rect(0, 0, 200, 300)
    for number in range(1, 13):
        size = fleur_width(number, panel)
        boxes = [pygame.Rect(0, 0, size, round(size / FLEUR_ASPECT)) for _ in fleur_centres(number, panel)]
        for box, centre in zip(boxes, fleur_centres(number, panel), strict=True):
            box.center = centre
            assert panel.contains(box), number
        assert all(a.collidelist([b for b in boxes if b is not a]) == -1 for a in boxes), number
    with pytest.raises(ValueError, match="number"):
        fleur_centres(13, panel)


def test_a_wide_card_prints_its_name_in_the_players_language() -> None:
    pygame.init()
    art = CardArt(pack="gnav42")
    narrow, wide = NAME_MIN_WIDTH - 1, NAME_MIN_WIDTH
    band = name_band(wide)
    assert face_name("GJO", "gnav42", narrow) == ""
    assert face_name("GJO", "gnav42", wide) == "Cuckoo"
    assert face_name("N7", "kille42", wide) == "7" and face_name("N7", "gnav42", wide) == ""  # Gnav's is the number
    assert face_name("N7", "cucu40", NUMBER_MIN_WIDTH) == "7" and face_name("N7", "cucu40", NUMBER_MIN_WIDTH - 1) == ""
    named = art.face("GJO", wide)
    assert _blobs(named, band) >= 4  # the letters of "Cuckoo"
    set_language("de")
    try:
        assert face_name("GJO", "gnav42", wide) == "Kuckuck"
        german = art.face("GJO", wide)
        assert pygame.image.tobytes(german, "RGBA") != pygame.image.tobytes(named, "RGBA")  # redrawn, not cached
    finally:
        set_language("en")


def test_a_pack_arts_backs_and_numerals_are_its_packs() -> None:
    pygame.init()
    standard, kille = CardArt(), CardArt(pack="kille42")
    assert CardArt(pack="standard52").pack is None
    width = 60
    assert _same(kille.rotated(None, width, 0), kille.pack_back("kille42", width))
    assert not _same(kille.rotated(None, width, 0), standard.rotated(None, width, 0))
    assert _same(kille.face("N5", width), standard.face("N5", width, pack="kille42"))
    assert not _same(standard.face("N5", width), kille.face("N5", width))  # Gnav's plain number by default
    assert kille.rotated(None, width, 30).get_size() == standard.rotated(None, width, 30).get_size()
    with pytest.raises(ValueError, match="pack"):
        CardArt(pack="tarot78")
    with pytest.raises(ValueError, match="pack"):
        standard.pack_back("standard52", width)


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")
