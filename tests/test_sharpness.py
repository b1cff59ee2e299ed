"""Sharp at every size: a card at a 4K table has glyph edges as crisp as at 1080p (measured: the grey pixels each
edge of its corner index spreads over), a lifted card is drawn from art of its own size, and no image is scaled up
while the menu, a table, the pause, the results, the settings, the statistics and the house rules are shown at
3840x2160 (only blurs and smooth gradients, which have no edges to lose, may be)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pygame
import pytest

from scenes.cards.card_art import CardArt
from scenes.cards.palette import IVORY
from scenes.cards.sprites import CardSprite, lifted_width
from scenes.core.app import App
from scenes.kuckuck.layout import TableLayout
from scenes.menu.scene import MenuScene
from scenes.routes.demo_stage import demo_setup
from scenes.routes.snapshots import finished_match
from scenes.table.shell import TableScene
from tests.ui_helpers import make_app

UHD, FULL_HD = (3840, 2160), (1920, 1080)
SCENES = Path(__file__).resolve().parent.parent / "scenes"
# the functions that scale up on purpose: a blur (small, then back to size) or a gradient computed coarse
BLURS_AND_GRADIENTS = frozenset(
    {
        ("ui/decor.py", "gold_title"),  # the title's drop shadow
        ("ui/decor.py", "soft_shadow"),
        ("ui/decor.py", "felt_background"),  # the light and vignette (its grain is laid at full size)
        ("ui/backdrop.py", "_radial"),
        ("table/pause.py", "draw"),  # the frosted table behind the pause
    }
)


def edge_spread(image: pygame.Surface) -> float:
    """Along every row of the card's top-left index (rank over suit), the grey pixels per edge crossed: about one
    for text rendered at its size, two or more for text scaled up from a smaller image."""
    width, height = image.get_size()
    paper = pygame.Surface((width, height))
    paper.fill(IVORY)
    paper.blit(image, (0, 0))  # on its own paper: the transparent round corners are no grey
    inside = pygame.Rect(round(width * 0.03), round(width * 0.04), round(width * 0.155), round(height * 0.2))
    corner = pygame.surfarray.array3d(paper.subsurface(inside)).astype(float)
    ink = 1.0 - corner.mean(axis=-1) / 255.0  # 0: ivory paper, 1: full ink
    ink = np.clip((ink - ink.min()) / max(1e-6, ink.max() - ink.min()), 0.0, 1.0)
    grey = int(((ink > 0.15) & (ink < 0.85)).sum())
    solid = ink >= 0.5
    edges = int((solid[1:, :] != solid[:-1, :]).sum())  # the index's edges crossed along each row
    return grey / max(1, edges)


def table_card_width(size: tuple[int, int]) -> int:
    return TableLayout(size[0], size[1], 6).card_width


@pytest.mark.parametrize("card", ["7S", "TH", "QC"])
def test_a_cards_index_is_as_crisp_at_4k_as_at_1080p(display: pygame.Surface, card: str) -> None:
    art = CardArt()
    small, large = table_card_width(FULL_HD), table_card_width(UHD)
    assert large >= 1.9 * small  # the 4K table's cards are bigger, not just spread apart
    crisp = edge_spread(art.face(card, small))
    at_4k = edge_spread(art.face(card, large))
    upscaled = edge_spread(pygame.transform.smoothscale(art.face(card, small), art.face(card, large).get_size()))
    assert at_4k <= crisp * 1.2 + 0.1, (at_4k, crisp)
    assert upscaled > crisp * 1.5 and upscaled > at_4k * 1.5, (upscaled, crisp)  # the measure sees an upscale


class Blits(pygame.Surface):
    """A surface that keeps every image blitted to it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.sources: list[pygame.Surface] = []

    def blit(self, source: pygame.Surface, *args: Any, **kwargs: Any) -> pygame.Rect:
        self.sources.append(source)
        return super().blit(source, *args, **kwargs)


def test_a_lifted_card_is_drawn_from_art_of_its_size(display: pygame.Surface) -> None:
    art = CardArt()
    width = table_card_width(UHD)
    screen = Blits((width * 3, width * 3))
    CardSprite((width * 1.5, width * 1.5), "QH", flip=1.0, lift=1.0).draw(screen, art, width)
    assert screen.sources[-1] is art.face("QH", lifted_width(width))  # fully lifted: the art at the lifted width
    CardSprite((width * 1.5, width * 1.5), "QH", flip=1.0, lift=0.5).draw(screen, art, width)
    half = screen.sources[-1]  # half lifted: the lifted art, shrunk
    assert width < half.get_width() < lifted_width(width)


def test_nothing_is_scaled_up_on_any_screen_at_4k(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(UHD)
    upscaled: list[str] = []
    allowed: set[tuple[str, str]] = set()

    def watching(real: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def scale(source: pygame.Surface, size: Any, *args: Any) -> pygame.Surface:
            caller = sys._getframe(1).f_code
            path = Path(caller.co_filename)
            where = (f"{path.parent.name}/{path.name}", caller.co_name)
            ours = SCENES in path.parents  # pygame_gui's own shadows stretch a gradient strip: not our art
            grows = size[0] > source.get_width() or size[1] > source.get_height()
            if ours and grows and where in BLURS_AND_GRADIENTS:
                allowed.add(where)
            elif ours and grows:
                upscaled.append(f"{where} {source.get_size()} -> {tuple(size)}")
            return real(source, size, *args)

        return scale

    monkeypatch.setattr(pygame.transform, "smoothscale", watching(pygame.transform.smoothscale))
    monkeypatch.setattr(pygame.transform, "scale", watching(pygame.transform.scale))
    app.router.menu()
    frames(app)
    app.router.table(demo_setup("kuckuck", humans=1))
    for _ in range(240):  # the deal, the bots' first swaps: cards flying, lifted and turning
        app.step(16, [])
    table = app.scenes.base
    assert isinstance(table, TableScene)
    table.open_pause()
    frames(app)
    app.router.results(*finished_match("hearts", seed=3))
    frames(app)
    app.router.menu(game="euchre")
    frames(app)
    menu = app.scenes.base
    assert isinstance(menu, MenuScene)
    for opener in (menu.doors.open_settings, menu.doors.open_stats, menu.doors.open_house_rules):
        opener()
        frames(app)
        app.scenes.pop()
    app.shutdown()
    assert upscaled == []
    assert {("ui/decor.py", "felt_background"), ("table/pause.py", "draw")} <= allowed  # the watch saw them


def frames(app: App, count: int = 5) -> None:
    for _ in range(count):
        app.step(16, [])
