"""Card art: sizes, colours, caching and rotation, and the illustrated court figures, rendered headless."""

from __future__ import annotations

import itertools
import logging
from pathlib import Path

import numpy as np
import pygame
import pytest
from babel.messages.catalog import Message

import scenes.cards.card_faces as card_faces
import scenes.cards.court_faces as court_faces
from scenes.cards.card_art import CardArt, quantise_angle
from scenes.cards.court_faces import court_dir
from scenes.cards.face_layout import COMPACT_WIDTH, court_panel_rect
from scenes.cards.geometry import card_height
from scenes.cards.palette import BACK_BLUE
from scenes.core.assets import assets_dir
from tests.i18n_helpers import speaking

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]
COURTS = [rank + suit for suit in "CDHS" for rank in "JQK"]


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


def outside_court_panel(surface: pygame.Surface) -> pygame.Surface:
    """A copy with the court panel cleared: the corners and margins, where only the card's own ink is."""
    out = surface.copy()
    out.fill((0, 0, 0, 0), court_panel_rect(surface.get_width()).inflate(2, 2))
    return out


def panel_pixels(surface: pygame.Surface) -> np.ndarray:
    """The inside of the court panel (its frame left out), as height x width x 3 ints."""
    width = surface.get_width()
    frame = max(1, round(width * 0.02))
    inner = court_panel_rect(width).inflate(-2 * frame, -2 * frame)
    return rgba(surface.subsurface(inner))[..., :3].astype(int)


def blue_share(pixels: np.ndarray) -> float:
    """Share of clearly blue pixels: the figures' robes (the plain court and the card's inks have none)."""
    red, green, blue = pixels[..., 0], pixels[..., 1], pixels[..., 2]
    return float(((blue > red + 50) & (blue > green + 30)).mean())


def edge_energy(pixels: np.ndarray) -> float:
    """Mean absolute difference between neighbouring pixels: how much fine detail an image holds."""
    grey = pixels.sum(axis=-1).astype(float)
    return float(np.abs(np.diff(grey, axis=0)).mean() + np.abs(np.diff(grey, axis=1)).mean())


@pytest.fixture(scope="module")
def plain_art(tmp_path_factory: pytest.TempPathFactory) -> CardArt:
    """Card art with no court SVGs to read: every court is the procedural fallback."""
    return CardArt(court_art=tmp_path_factory.mktemp("no-court-art"))


@pytest.mark.parametrize("width", [40, 90, 200])
def test_every_card_renders_at_the_requested_size(art: CardArt, width: int) -> None:
    for card in CARDS:
        face = art.face(card, width)
        assert face.get_size() == (width, round(width * 1.4)), card
        assert face.get_flags() & pygame.SRCALPHA


@pytest.mark.parametrize("card", CARDS)
def test_red_suits_are_red_and_black_suits_are_not(art: CardArt, card: str) -> None:
    for width in (48, 120):
        face = art.face(card, width)
        if card[0] in "JQK":  # the figures wear red in every suit, as printed court cards do: judge the rest
            face = outside_court_panel(face)
        if card[1] in "HD":
            assert red_pixels(face) > width // 2, card
        else:
            assert red_pixels(face) == 0, card


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


# -- illustrated court figures -----------------------------------------------------------------------------------


@pytest.mark.parametrize("width", [12, 16, 40, COMPACT_WIDTH - 1, COMPACT_WIDTH, 90, 120, 240])
def test_every_court_figure_is_drawn_at_the_requested_size(art: CardArt, plain_art: CardArt, width: int) -> None:
    for card in COURTS:
        face = art.face(card, width)
        assert face.get_size() == (width, card_height(width)), card
        pixels = panel_pixels(face)
        assert pixels.std() > 25, card  # not blank: a picture
        assert np.abs(pixels - panel_pixels(plain_art.face(card, width))).mean() > 30, card  # not the plain court
        if width >= COMPACT_WIDTH:  # the whole figure: its blue robes fill a good part of the panel
            assert blue_share(pixels) > 0.03, card
            assert blue_share(panel_pixels(plain_art.face(card, width))) == 0, card


@pytest.mark.parametrize("width", [16, 40, 120])
def test_court_figures_differ_between_ranks_and_suits(art: CardArt, width: int) -> None:
    panels = {card: panel_pixels(art.face(card, width)) for card in COURTS}
    for a, b in itertools.combinations(COURTS, 2):
        assert np.abs(panels[a] - panels[b]).mean() > 15, (a, b)  # a different picture, not a different pixel


def test_court_figures_are_rasterised_at_their_size_not_scaled(art: CardArt) -> None:
    """A figure drawn at 240 px holds over twice the fine detail of the 120 px one blown up: it is crisp."""
    for card in ("KS", "QH", "JD"):
        big = art.face(card, 240)
        small = art.face(card, 120)
        blown_up = pygame.transform.smoothscale(small, big.get_size())
        assert edge_energy(panel_pixels(big)) > 1.5 * edge_energy(panel_pixels(blown_up)), card


def test_double_headed_figure_is_point_symmetric(art: CardArt) -> None:
    """The lower half is the upper half turned, as on a printed card (the figure's own frame included)."""
    panel = panel_pixels(art.face("QH", 120))
    turned = panel[::-1, ::-1]
    assert np.abs(panel - turned).mean() < 6


def test_small_cards_show_one_upright_portrait(art: CardArt) -> None:
    """Below COMPACT_WIDTH the panel holds the head and shoulders of the top figure, not two tiny heads."""
    panel = panel_pixels(art.face("KS", 48))
    assert np.abs(panel - panel[::-1, ::-1]).mean() > 15


def test_figures_are_rasterised_once_per_size(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    calls: list[tuple[int, int]] = []
    real = court_faces.render_double

    def counting(layers: tuple[str, ...], size: tuple[int, int], paper: tuple[int, int, int]) -> pygame.Surface:
        calls.append(size)
        return real(layers, size, paper)

    monkeypatch.setattr(card_faces, "render_double", counting)
    art = CardArt()
    english = art.face("KS", 120)
    with speaking(tmp_path, "fr", Message("K", "R", context="card rank")):
        french = art.face("KS", 120)  # a new label redraws the face, but not the figure
        art.rotated("KS", 120, 30.0)
    assert french is not english
    assert calls == [court_panel_rect(120).size]
    art.face("KS", 121)
    assert len(calls) == 2


def test_missing_or_broken_court_art_falls_back_to_the_plain_court(
    tmp_path: Path, plain_art: CardArt, caplog: pytest.LogCaptureFixture
) -> None:
    (tmp_path / "KS.svg").write_bytes(b"\x89PNG\r\n not an svg at all")
    (tmp_path / "QS.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1300 2000">\n</svg>\n')
    (tmp_path / "JS.svg").write_text(  # the expected form, but the path draws nothing
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1300 2000">\n<path fill="red" d="M0 0"/>\n</svg>\n'
    )
    (tmp_path / "KH.svg").write_text("<svg><path d='M0 0 L10 10'/>")  # cut short
    (tmp_path / "QH.svg").write_bytes((court_dir() / "QH.svg").read_bytes())  # a good one among them
    art = CardArt(court_art=tmp_path)
    with caplog.at_level(logging.WARNING):
        for width in (40, 120):
            for card in ("KS", "QS", "JS", "KH", "JD"):
                face = art.face(card, width)
                assert face.get_size() == (width, card_height(width))
                plain = plain_art.face(card, width)
                assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(plain, "RGBA"), card
            good = panel_pixels(art.face("QH", width))
            assert np.abs(good - panel_pixels(plain_art.face("QH", width))).mean() > 30
    for card in ("KS", "QS", "JS", "KH", "JD"):
        assert any(card in record.getMessage() for record in caplog.records), card


def test_court_art_ships_with_its_licence_and_source() -> None:
    folder = assets_dir() / "cards"
    licence = (folder / "LICENSE-CC0.txt").read_text(encoding="utf-8")
    assert "CC0 1.0 Universal" in licence
    readme = (folder / "README.md").read_text(encoding="utf-8")
    for fact in ("Adrian Kennard", "CC0 1.0 Universal", "@heruka_urgyen/react-playing-cards", "0.5.0"):
        assert fact in readme, fact
    shipped = sorted(path.name for path in court_dir().glob("*.svg"))
    assert shipped == sorted(f"{card}.svg" for card in COURTS)
    assert sum(path.stat().st_size for path in court_dir().iterdir()) < 300_000  # keeps the build small


@pytest.mark.parametrize(("hint", "red"), [("Q♦", True), ("10♥", True), ("4♠", False), ("A♣", False)])
def test_a_known_card_tag_draws_red_suits_red(art: CardArt, hint: str, red: bool) -> None:
    from scenes.cards.sprites import CardSprite

    surface = pygame.Surface((200, 260), pygame.SRCALPHA)
    CardSprite((100, 110), hint=hint).draw(surface, art, 90)
    tag = surface.subsurface((20, 170, 160, 60))  # below the card's middle: the tag on its lower edge
    assert (red_pixels(tag) > 0) == red, hint


def test_a_glow_turns_with_its_card(art: CardArt) -> None:
    flat = art.highlight(90, (255, 210, 90))
    turned = art.highlight(90, (255, 210, 90), 30.0)
    assert art.highlight(90, (255, 210, 90), 30.4) is turned  # cached at the card's quantised angles
    assert turned.get_width() > flat.get_width() and art.highlight(90, (255, 210, 90), 0.2) is flat
