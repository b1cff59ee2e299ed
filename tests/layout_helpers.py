"""The layout check shared by the language and screen-size tests: every scene laid out afresh and drawn once,
with every text that overflows its box, every image or widget outside the screen, every text drawn below a
readable size (in the player's languages) and (when asked) every pair of overlapping buttons collected, "checked
from the layout, not by eye" (scenes/ui/overflow.py, scenes/ui/legibility.py, scenes/ui/button_layout.py,
pygame_gui's own widgets)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from game.i18n import DOMAIN, current_language, set_language
from game.registry import GAMES
from scenes.core.app import App
from scenes.menu.scene import MenuScene
from scenes.replay.history import HistoryScene
from scenes.replay.viewer import ReplayScene
from scenes.routes.demo_stage import demo_setup
from scenes.routes.snapshots import advance_to_human_turn, finished_match
from scenes.settings.bindings_scene import BindingsScene
from scenes.settings.scene import SettingsScene
from scenes.table.shell import TableScene
from scenes.ui import button_layout, legibility, overflow
from scenes.ui.button_layout import PlacedButton
from scenes.ui.caches import clear_caches
from tests.i18n_helpers import PSEUDO, write_pseudo_catalogue
from tests.replay_helpers import archive_all
from tests.ui_helpers import make_app, settle
from tools.compile_catalogues import compile_po

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"
SHIPPED = tuple(path.parent.parent.name for path in sorted(LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po")))
LANGUAGES = ("en", *SHIPPED, PSEUDO)


def compiled_locales(folder: Path) -> Path:
    """The shipped catalogues compiled afresh from their .po files, and the pseudo-locale, in `folder`."""
    for code in SHIPPED:
        po = folder / code / "LC_MESSAGES" / f"{DOMAIN}.po"
        po.parent.mkdir(parents=True)
        po.write_bytes((LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po").read_bytes())
        compile_po(po)
    write_pseudo_catalogue(folder, LOCALE / f"{DOMAIN}.pot")
    return folder


@contextmanager
def speaking(size: tuple[int, int], language: str, locale_dir: Path) -> Iterator[App]:
    """An app of `size` showing `language` (from `locale_dir`), shut down and back in English afterwards."""
    app = make_app(size)
    assert app.settings is not None  # read now: the settings' language must not replace the test's later
    set_language(language, locale_dir)
    assert current_language() == language
    try:
        yield app
    finally:
        app.shutdown()
        set_language("en")


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


def forget_drawn_images() -> None:
    """Empty every cache of the scenes (fonts, rendered text, buttons' faces, boards), so the next frame draws each
    text afresh where a watching test sees it."""
    clear_caches()


def gui_texts(app: App) -> list[legibility.DrawnText]:
    """The texts pygame_gui's visible widgets show, at their fonts' sizes: buttons, labels, text fields and every
    line of a text box (also the lines scrolled out of view). A scroll bar's arrows are pictures, not text."""
    if app._ui is None:
        return []
    import pygame_gui

    found = []
    for element in app._ui.get_sprite_group().sprites():
        if not element.visible or "@arrow_button" in (getattr(element, "class_ids", None) or ()):
            continue
        if isinstance(element, pygame_gui.elements.UITextBox):
            layout = element.text_box_layout
            for row in layout.layout_rows if layout is not None else ():
                for item in row.items:
                    font, text = getattr(item, "font", None), getattr(item, "text", "")
                    if font is not None and text.strip():
                        found.append(legibility.DrawnText(text, font.get_point_size()))
        elif isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel):
            text, font = getattr(element, "text", ""), getattr(element, "font", None)
            if font is not None and text.strip():
                found.append(legibility.DrawnText(text, font.get_point_size()))
        elif isinstance(element, pygame_gui.elements.UITextEntryLine):
            entry_font = element.font
            if entry_font is not None and element.get_text().strip():
                found.append(legibility.DrawnText(element.get_text(), entry_font.get_point_size()))
    return found


def small_texts(app: App, drawn: list[legibility.DrawnText]) -> list[str]:
    """Each text drawn (by the scenes or pygame_gui) smaller than readable in the app's window."""
    least = legibility.readable_px(app.size)
    return [
        f"{text.text[:60]!r} drawn at {text.pixels} px, below the readable {least} px"
        for text in legibility.too_small([*drawn, *gui_texts(app)], app.size)
    ]


def layout_problems(app: App, *, legible: bool = False) -> list[str]:
    """Lay the scenes out anew and draw a frame, collecting every overflow on the way (with `legible`: every text
    drawn below a readable size too)."""
    watched = Watched(app.size)
    if legible:
        forget_drawn_images()
    with overflow.watch() as reports, legibility.watch() as drawn:
        app._resized()  # every scene on the stack laid out afresh, with the reports listening
        app.scenes.draw(watched)
        if app._ui is not None:
            app._ui.update(0.016)
            app._ui.draw_ui(watched)
        app.scenes.draw_overlay(watched)
    texts = [str(report) for report in dict.fromkeys(reports)]
    outside = [f"drawn outside the screen: {where}" for where in dict.fromkeys(watched.outside)]
    return texts + outside + gui_problems(app) + (small_texts(app, drawn) if legible else [])


def visible_part(element: Any) -> pygame.Rect:
    """The part of a pygame_gui element the player can see: a row of a scrolling list is cut by the list's view."""
    rect = pygame.Rect(element.rect)
    container = getattr(element, "ui_container", None)
    for _ in range(20):
        if container is None or getattr(container, "ui_container", None) is container:
            return rect
        if "#scrollable_container" in (getattr(container, "object_ids", None) or ()):
            view = getattr(container, "ui_container", None)  # the list's window onto its rows
            return rect.clip(view.rect) if view is not None else rect
        container = getattr(container, "ui_container", None)
    return rect


def gui_buttons(app: App, surface: int) -> list[PlacedButton]:
    """pygame_gui's visible buttons (the parts of them on view), as if drawn on `surface`."""
    if app._ui is None:
        return []
    import pygame_gui

    placed = []
    for element in app._ui.get_sprite_group().sprites():
        if isinstance(element, pygame_gui.elements.UIButton) and element.visible:
            rect = visible_part(element)
            if rect.width and rect.height:
                placed.append(PlacedButton(element.text, (rect.x, rect.y, rect.w, rect.h), surface))
    return placed


def overlapping_buttons(app: App) -> list[str]:
    """Pairs of buttons of the top screen (its drawn ones and pygame_gui's) that share pixels. The screens under
    a dialog are not compared with it: the dialog covers them."""
    top = app.scenes.top
    assert top is not None
    screen = pygame.Surface(app.size)
    with button_layout.watch() as drawn:
        top.draw(screen)
        top.draw_overlay(screen)
    return button_layout.overlaps([*drawn, *gui_buttons(app, id(screen))])


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
    """The problems of each scene looked at, reported together at the end of a test (with `buttons`: overlapping
    buttons too; with `legible`: text drawn below the readable size, in the player's languages: the pseudo-locale,
    a third longer than any of them, looks for overflow only)."""

    def __init__(self, app: App, *, buttons: bool = False, legible: bool = False) -> None:
        self.app = app
        self.buttons = buttons
        self.legible = legible and current_language() != PSEUDO
        self.found: list[str] = []

    def __call__(self, what: str) -> None:
        problems = layout_problems(self.app, legible=self.legible)
        if self.buttons:
            problems += overlapping_buttons(self.app)
        self.found += [f"{what} at {self.app.size[0]}x{self.app.size[1]}: {problem}" for problem in problems]

    def assert_none(self) -> None:
        assert self.found == [], f"in {current_language()}:\n" + "\n".join(self.found)


def check_game(app: App, game: str, assert_fits: Checks) -> None:
    """`game`'s menu, house rules and rules panel, its table at a human decision, the pause, its results, and the
    question a new match over the saved one asks."""
    scene = menu(app, game)
    assert_fits(f"{game} menu")
    for opener, what in ((scene.doors.open_house_rules, "house rules"), (scene.doors.open_rules, "rules panel")):
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
    scene = menu(app, game)  # the match is saved: Start asks first
    scene.doors.start()
    settle(app)
    assert_fits(f"{game} new match over the saved one")
    app.router.results(*finished_match(game, seed=3))
    settled(app, 60)
    assert_fits(f"{game} results")


def check_screens(app: App, assert_fits: Checks) -> None:
    """The menu's Seed… and Players… dialogs, the settings with their Players… and Controls… (each tab), the
    statistics (of a few archived matches), the history and a replay of each game."""
    archive_all(app.saves.folder)
    scene = menu(app, GAMES[0])
    scene.choices.bots = scene.choices.players - 2  # two people to name
    for opener, what in ((scene.doors.open_seed, "seed dialog"), (scene.doors.open_players, "players dialog")):
        opener()
        settle(app)
        assert_fits(what)
        app.scenes.pop()
        settle(app)
    scene.doors.open_settings()
    settle(app)
    assert_fits("settings")
    settings = app.scenes.top
    assert isinstance(settings, SettingsScene)
    settings.open_players()
    settle(app)
    assert_fits("settings' players")
    app.scenes.pop()
    settings.open_controls()
    settle(app)
    controls = app.scenes.top
    assert isinstance(controls, BindingsScene)
    for context in list(controls.tabs):
        controls.show_context(context)
        settle(app)
        assert_fits(f"controls, {context}")
    app.scenes.pop()
    app.scenes.pop()
    scene.doors.open_stats()
    settled(app)
    assert_fits("statistics")
    app.scenes.pop()
    scene.doors.open_history()
    settled(app)
    assert_fits("history")
    history = app.scenes.top
    assert isinstance(history, HistoryScene)
    for entry in list(history.entries):
        history.open(entry.id)
        settled(app)
        assert_fits(f"replay of {entry.game}")
        replay = app.scenes.base
        assert isinstance(replay, ReplayScene)
        replay.back()
        settle(app)
        history = app.scenes.top
        assert isinstance(history, HistoryScene)
