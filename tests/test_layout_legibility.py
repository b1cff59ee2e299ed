"""No text is drawn below a readable size: 14 px in a 1280x720 window, scaled with the window (21 px at 1920x1080),
checked from the drawing on every screen (the menu and its dialogs, the settings, controls, players, history,
statistics, results, replays, the pause, the rules and the three tables) in English, Dutch and German. The
1280x720 walk is tests/test_layout_languages.py's; this one reads the screens at 1920x1080, where a text sized by
a floor ("never below 12 px") rather than by the window shows up. And the check itself sees a small text from the
project's renderer and from pygame_gui's themed fonts, and leaves a card's or a badge's glyph alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.registry import GAMES
from scenes.core.app import App
from scenes.ui import legibility
from scenes.ui.decor import gold_title
from scenes.ui.legibility import DrawnText, readable_px
from scenes.ui.text import render
from scenes.ui.theme import font_id, preload_text_fonts
from tests.i18n_helpers import PSEUDO
from tests.layout_helpers import LANGUAGES, Checks, check_game, check_screens, compiled_locales, small_texts, speaking
from tests.ui_helpers import make_app

SIZE = (1920, 1080)
PLAYERS_LANGUAGES = tuple(language for language in LANGUAGES if language != PSEUDO)
WALKS = ("screens", *GAMES)


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compiled_locales(tmp_path_factory.mktemp("locale"))


@pytest.fixture
def full_hd_app(request: pytest.FixtureRequest, locale_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """An app at 1920x1080 in the test's `language`, drawing only when a check draws."""
    with speaking(SIZE, request.node.callspec.params["language"], locale_dir) as app:
        monkeypatch.setattr(app, "draw", lambda: None)
        yield app


@pytest.mark.parametrize("walk", WALKS)
@pytest.mark.parametrize("language", PLAYERS_LANGUAGES)
def test_every_screen_draws_its_text_at_a_readable_size(full_hd_app: App, language: str, walk: str) -> None:
    checks = Checks(full_hd_app, legible=True)
    if walk == "screens":
        check_screens(full_hd_app, checks)
    else:
        check_game(full_hd_app, walk, checks)
    checks.assert_none()


def test_the_readable_size_is_14_px_at_720p_and_grows_with_the_window() -> None:
    sizes = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160), (1024, 768), (3440, 1440)]
    assert [readable_px(size) for size in sizes] == [14, 21, 28, 42, 15, 28]


def test_the_check_sees_a_small_text_of_either_renderer_and_no_glyph() -> None:
    app = make_app((1280, 720))
    try:
        with legibility.watch() as drawn:
            render("Readable", 14)
            render("Too small", 13)
            gold_title("Small title", 12)
            render("D", 9, glyph=True)  # the dealer's chip: a picture
        assert legibility.too_small(drawn, app.size) == [DrawnText("Too small", 13), DrawnText("Small title", 12)]
        render("Too small", 13)  # nobody watching: nothing is kept
        ui = app.ui
        preload_text_fonts(ui, 10, 18)
        pygame_gui.elements.UILabel(pygame.Rect(10, 10, 300, 40), "A tiny label", ui, object_id=font_id(ui, 11))
        pygame_gui.elements.UILabel(pygame.Rect(10, 60, 300, 40), "A fine label", ui, object_id=font_id(ui, 16))
        box = pygame_gui.elements.UITextBox(
            "<font pixel_size=10>tiny lines</font><br><font pixel_size=18>fine lines</font>",
            pygame.Rect(10, 110, 300, 120),
            ui,
        )
        box.rebuild()
        found = small_texts(app, [])
        assert any("'A tiny label' drawn at 11 px" in line for line in found), found
        assert any("tiny lines" in line for line in found), found
        assert not any("fine" in line for line in found), found
    finally:
        app.shutdown()
