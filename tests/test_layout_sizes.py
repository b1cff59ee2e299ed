"""Every scene fits the large screens in every language, and no two buttons overlap, checked from the layout
(tests/layout_helpers.py): at 2560x1440 and 3840x2160 in each language, and in English on the ultrawides 3440x1440
and 5120x1440 and a 4:3 1024x768 as well. Frames between the checks run without drawing, so a 4K walk costs only
the frames it checks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.i18n import tr
from game.registry import GAMES
from scenes.core.app import App
from scenes.ui import button_layout
from scenes.ui.button_layout import PlacedButton, overlaps
from tests.i18n_helpers import PSEUDO
from tests.layout_helpers import (
    LANGUAGES,
    Checks,
    check_game,
    check_screens,
    compiled_locales,
    menu,
    overlapping_buttons,
    speaking,
)
from tests.ui_helpers import make_app

LARGE = ((2560, 1440), (3840, 2160))
OTHER_SHAPES = ((3440, 1440), (5120, 1440), (1024, 768))  # ultrawide, 32:9 and 4:3, in English
SHIPPED_LANGUAGES = tuple(language for language in LANGUAGES if language != PSEUDO)  # the pseudo-locale: at 720p
CASES = [(size, language) for size in LARGE for language in SHIPPED_LANGUAGES] + [(size, "en") for size in OTHER_SHAPES]
WALKS = ("screens", *GAMES)


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compiled_locales(tmp_path_factory.mktemp("locale"))


@pytest.fixture
def sized_app(request: pytest.FixtureRequest, locale_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """An app of the test's `size` in its `language`, drawing only when a check draws."""
    params = request.node.callspec.params
    with speaking(params["size"], params["language"], locale_dir) as app:
        monkeypatch.setattr(app, "draw", lambda: None)  # the frames run; a check draws the screen itself
        yield app


@pytest.mark.parametrize("walk", WALKS)
@pytest.mark.parametrize(("size", "language"), CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def test_every_scene_fits_the_screen_and_no_two_buttons_overlap(
    sized_app: App, size: tuple[int, int], language: str, walk: str
) -> None:
    assert sized_app.size == size
    assert_fits = Checks(sized_app, buttons=True)
    if walk == "screens":
        check_screens(sized_app, assert_fits)
    else:
        check_game(sized_app, walk, assert_fits)
    assert_fits.assert_none()


def test_the_button_check_sees_the_menus_buttons_and_one_moved_onto_another(display: pygame.Surface) -> None:
    app = make_app((1024, 768))
    scene = menu(app, GAMES[0])
    screen = pygame.Surface(app.size)
    with button_layout.watch() as drawn:
        scene.draw(screen)
    texts = {button.text for button in drawn}
    assert {tr("Start"), tr("Settings"), tr("Quit")} <= texts and len(drawn) >= 12  # with the − and + of each row
    assert overlapping_buttons(app) == []
    quit_button, settings = scene.buttons["quit"], scene.buttons["settings"]
    quit_button.rect = settings.rect.move(settings.rect.width // 2, 0)
    assert overlapping_buttons(app) == [
        f"{tr('Settings')!r} at {tuple(settings.rect)} overlaps {tr('Quit')!r} at {tuple(quit_button.rect)}"
    ]
    app.shutdown()


def test_touching_buttons_or_buttons_on_different_surfaces_do_not_overlap() -> None:
    left = PlacedButton("A", (0, 0, 10, 10), surface=1)
    assert overlaps([left, PlacedButton("B", (10, 0, 10, 10), surface=1)]) == []  # edge to edge
    assert overlaps([left, PlacedButton("B", (5, 5, 10, 10), surface=2)]) == []  # another image
    assert overlaps([left, left]) == []  # one button drawn twice
    assert len(overlaps([left, PlacedButton("B", (9, 9, 10, 10), surface=1)])) == 1
