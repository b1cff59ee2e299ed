"""Every scene at 1280x720 in every language fits, checked from the layout: no text wider or taller than the box it
was given (scenes/ui/overflow.py, pygame_gui's buttons and labels), and nothing drawn outside the screen.

The languages are English, each shipped catalogue, and the pseudo-locale: every message accented and a third
longer, built at test time in a temporary folder (never one of the player's languages), which finds the layouts
too tight for a longer language before its translation exists."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.i18n import DOMAIN, current_language, set_language
from game.registry import GAMES
from scenes.core.app import App
from scenes.core.launch import advance_to_human_turn, demo_setup, finished_match
from scenes.menu.scene import MenuScene
from scenes.table.shell import TableScene
from scenes.ui import overflow
from tests.i18n_helpers import PSEUDO, write_pseudo_catalogue
from tests.replay_helpers import archive_all
from tests.ui_helpers import make_app, settle
from tools.compile_catalogues import compile_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
SIZE = (1280, 720)
SHIPPED = tuple(path.parent.parent.name for path in sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")))
LANGUAGES = ("en", *SHIPPED, PSEUDO)


@pytest.fixture(scope="module")
def locale_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The shipped catalogues compiled afresh from their .po files, and the pseudo-locale, in one folder."""
    folder = tmp_path_factory.mktemp("locale")
    for code in SHIPPED:
        po = folder / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        po.parent.mkdir(parents=True)
        po.write_bytes((LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po").read_bytes())
        compile_po(po)
    write_pseudo_catalogue(folder, LOCALE / f"{DOMAIN}.pot")
    return folder


class Watched(pygame.Surface):
    """A stand-in for the screen that notes every image blitted to it reaching outside it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.outside: list[str] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        drawn = super().blit(source, dest, area, special_flags)
        left, top = (dest.topleft if isinstance(dest, pygame.Rect) else dest)[:2]
        width, height = pygame.Rect(area).size if area is not None else source.get_size()
        screen_w, screen_h = self.get_size()
        whole = width >= screen_w and height >= screen_h  # a backdrop or a shade: as big as the screen or more
        if not whole and (left < 0 or top < 0 or left + width > screen_w or top + height > screen_h):
            self.outside.append(f"a {width}x{height} image at ({left}, {top})")
        return drawn


def in_scroller(element: object) -> bool:
    """pygame_gui elements in a scrolling list may lie beyond the screen: the list shows them when scrolled to."""
    container = getattr(element, "ui_container", None)
    for _ in range(20):  # containers nest a few deep; the root is its own container
        if container is None:
            return False
        if "#scrollable_container" in (getattr(container, "object_ids", None) or ()):
            return True
        parent = getattr(container, "ui_container", None)
        if parent is container:
            return False
        container = parent
    return False


def gui_problems(app: App) -> list[str]:
    """pygame_gui's buttons and labels whose text overflows them, and its elements outside the screen."""
    if app._ui is None:
        return []
    import pygame_gui

    found = []
    screen = pygame.Rect((0, 0), app.size)
    for element in app._ui.get_sprite_group().sprites():
        if not element.visible or isinstance(element, pygame_gui.core.UIContainer):
            continue
        rect = element.rect
        if not in_scroller(element) and not screen.contains(rect):
            found.append(f"{type(element).__name__} {getattr(element, 'text', '')!r} at {tuple(rect)}: off screen")
        text = getattr(element, "text", "")
        font = getattr(element, "font", None)
        if (
            not text
            or font is None
            or not isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel)
        ):
            continue
        border = getattr(element, "border_width", 0)  # pygame_gui: one width, or one per side
        border = max(border.values(), default=0) if isinstance(border, dict) else border
        rim = (
            2 * (border + getattr(element, "shadow_width", 0))
            if isinstance(element, pygame_gui.elements.UIButton)
            else 0
        )
        width, height = font.get_rect(text).size  # the glyphs' box, as pygame_gui measures its labels
        if width > rect.width - rim or height > rect.height - rim:
            found.append(f"{type(element).__name__} {text!r}: needs {width}x{height} px, has {rect.width - rim}x"
                         f"{rect.height - rim}")  # fmt: skip
    return found


def layout_problems(app: App) -> list[str]:
    """Lay the scenes out anew and draw a frame, collecting every overflow on the way."""
    watched = Watched(app.size)
    with overflow.watch() as reports:
        app._resized()  # every scene on the stack laid out afresh, with the reports listening
        app.scenes.draw(watched)
        if app._ui is not None:
            app._ui.update(0.016)
            app._ui.draw_ui(watched)
        app.scenes.draw_overlay(watched)
    texts = [str(report) for report in dict.fromkeys(reports)]
    return (
        texts + [f"drawn outside the screen: {where}" for where in dict.fromkeys(watched.outside)] + gui_problems(app)
    )


@pytest.fixture
def speaking_app(request: pytest.FixtureRequest, locale_dir: Path) -> Iterator[App]:
    """An app at 1280x720 showing the language of the test's `language` parameter."""
    language = request.node.callspec.params["language"]
    app = make_app(SIZE)
    assert app.settings is not None  # read now: the settings' language must not replace the test's later
    set_language(language, locale_dir)
    assert current_language() == language
    yield app
    app.shutdown()
    set_language("en")


def settled(app: App, frames: int = 40) -> None:
    for _ in range(frames):
        app.step(16, [])


def menu(app: App, game: str) -> MenuScene:
    app.router.menu(game=game)
    settled(app)
    scene = app.scenes.base
    assert isinstance(scene, MenuScene)
    return scene


class Checks:
    """The problems of each scene looked at, reported together at the end of a test."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.found: list[str] = []

    def __call__(self, what: str) -> None:
        self.found += [f"{what}: {problem}" for problem in layout_problems(self.app)]

    def assert_none(self) -> None:
        assert self.found == [], f"in {current_language()}:\n" + "\n".join(self.found)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_games_menu_house_rules_rules_table_pause_and_results_fit(
    speaking_app: App, language: str, game: str
) -> None:
    app = speaking_app
    assert_fits = Checks(app)
    scene = menu(app, game)
    assert_fits(f"{game} menu")
    for opener, what in ((scene.open_house_rules, "house rules"), (scene.open_rules, "rules panel")):
        if what == "house rules" and not scene.spec.house_rules:
            continue
        opener()
        settle(app)
        assert_fits(f"{game} {what}")
        app.scenes.pop()
        settle(app)
    app.router.table(demo_setup(game, humans=1))
    advance_to_human_turn(app)
    table = app.scenes.base
    assert isinstance(table, TableScene) and table.controller.waiting_for_human is not None
    settled(app)
    assert_fits(f"{game} table at a human decision")
    table.open_pause()
    settle(app)
    assert_fits(f"{game} pause")
    app.router.results(*finished_match(game, seed=3))
    settled(app, 60)
    assert_fits(f"{game} results")
    assert_fits.assert_none()


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_statistics_and_history_fit(speaking_app: App, language: str) -> None:
    app = speaking_app
    assert_fits = Checks(app)
    archive_all(app.saves.folder)
    scene = menu(app, GAMES[0])
    scene.open_settings()
    settle(app)
    assert_fits("settings")
    app.scenes.pop()
    scene.open_stats()
    settled(app)
    assert_fits("statistics")
    app.scenes.pop()
    scene.open_history()
    settled(app)
    assert_fits("history")
    assert_fits.assert_none()


def test_the_pseudo_locale_is_longer_and_never_one_of_the_players_languages(locale_dir: Path) -> None:
    from game.i18n import tr
    from game.locale_choice import available_languages
    from scenes.settings.rows import LANGUAGE_NAMES

    set_language(PSEUDO, locale_dir)
    try:
        assert len(tr("Settings")) >= len("Settings") * 1.25 and tr("Settings") != "Settings"
    finally:
        set_language("en")
    assert PSEUDO not in available_languages() and PSEUDO not in LANGUAGE_NAMES


def test_the_overflow_report_sees_a_button_too_small_for_its_label(display: pygame.Surface) -> None:
    from scenes.ui.drawn_button import DrawnButton
    from scenes.ui.text import fitted_size

    roomy = DrawnButton(pygame.Rect(10, 10, 200, 40), "Stay", 16, lambda: None, radius=6)
    cramped = DrawnButton(pygame.Rect(10, 60, 40, 40), "Stay, stay, stay", 16, lambda: None, radius=6)
    outside = DrawnButton(pygame.Rect(300, 10, 40, 40), "", 16, lambda: None, radius=6)
    roomy.draw(display)  # nobody watching: nothing measured, nothing kept
    with overflow.watch() as reports:
        for button in (roomy, cramped, outside):
            button.draw(display)
        assert fitted_size(["A long heading"], 40, 30, minimum=12) == 12
    reports = list(dict.fromkeys(reports))  # the face and the check both measure a label: the same report twice
    wheres = [report.where for report in reports]
    assert wheres == ["fitted_size", "button", "button outside the surface at (300, 10)", "fitted_size"]
    assert reports[1].text == "Stay, stay, stay" and reports[1].room == (24, 30)  # inside the rim, a little air
