"""The menu, played like a person (tests/person.py) at the default speed in real time: choosing a game and starting
its table by keyboard, by mouse and by gamepad; Enter on a game's tile goes on to its settings and never changes
the game; a game with fewer rows has them straight under the tiles; the bot level says what its figure means; the
House rules show one line of hints."""

from __future__ import annotations

import pygame

from game.kuckuck.strength import LOST_PCT
from scenes.menu.house_rules import HouseRulesPanel
from tests.person import Person
from tests.person_menus import menu_of, walk


def table_of(person: Person, game: str) -> None:
    """The table of `game` opens."""
    person.wait_for(lambda: person.top_scene() == "TableScene", f"the {game} table", 10)
    assert person.table.setup.game == game


def test_by_keyboard_enter_on_a_tile_goes_on_to_its_settings_and_start_opens_that_game() -> None:
    with Person.start() as person:
        menu = menu_of(person)
        walk(person, lambda: menu.focus, lambda: menu.games, "up")  # up from Start to the game tiles
        person.keys("right")  # Hearts
        assert menu.game == "hearts"
        person.keys("return")  # on to Hearts' settings: the game stays Hearts
        assert menu.game == "hearts"
        assert menu.focus.focused is menu.rows["bots"]
        person.keys("down")  # Bot level
        person.keys("right")  # Hard
        assert menu.choices.level == "hard"
        walk(person, lambda: menu.focus, lambda: menu.buttons["start"], "down")
        person.keys("return")
        table_of(person, "hearts")
        assert person.table.setup.bot_level == "hard"


def test_by_mouse_a_tile_shows_its_rows_under_the_tiles_and_start_opens_that_game() -> None:
    with Person.start() as person:
        menu = menu_of(person)
        tiles = {tile.game: tile.rect.copy() for tile in menu.games.tiles} if menu.games else {}
        under_tiles = menu.rows["players"].rect.top - tiles["kuckuck"].bottom  # Kuckuck's first row
        person.click(tiles["euchre"].center)
        assert menu.game == "euchre" and menu.games is not None
        assert {tile.game: tile.rect for tile in menu.games.tiles} == tiles  # the tiles stay where they were
        first = next(iter(menu.rows.values()))
        assert first.rect.top - tiles["euchre"].bottom == under_tiles  # no empty band where Players was
        person.click(menu.rows["bots"].minus.rect.center)  # one bot fewer: two people at the table
        assert menu.choices.bots == 2
        person.click(menu.buttons["start"].rect.center)
        table_of(person, "euchre")
        assert person.table.setup.bots == 2


def test_by_gamepad_a_on_a_tile_goes_on_to_its_settings_and_start_opens_that_game() -> None:
    with Person.start() as person:
        person.plug_pad()
        menu = menu_of(person)
        walk(person, lambda: menu.focus, lambda: menu.games, "dpup", pad=True)
        person.buttons("dpright", "dpright")  # Euchre
        person.buttons("a")
        assert menu.game == "euchre" and menu.focus.focused is menu.rows["bots"]
        walk(person, lambda: menu.focus, lambda: menu.buttons["start"], "dpdown", pad=True)
        person.buttons("a")
        table_of(person, "euchre")


def test_the_bot_level_names_the_level_and_the_line_under_the_rows_says_the_figure_in_words() -> None:
    explained = f"Normal bots lose a life in {LOST_PCT[6]['normal']:.1f}% of deals (6 players)"
    with Person.start() as person:
        menu = menu_of(person)
        assert menu.choices.value_text("level") == "Normal"  # never a bare "Normal · 23.9%"
        assert menu.summary_line() == "You against 5 bots"
        level = menu.rows["level"].rect
        person.move((level.left + 40, level.top - 30))  # the pointer comes from above the rows …
        person.move((level.left + 40, level.centery))  # … onto the Bot level row
        assert menu.summary_line() == explained
        person.move((level.left + 40, menu.rows["lives"].rect.centery))
        assert menu.summary_line() == "You against 5 bots"
        walk(person, lambda: menu.focus, lambda: menu.rows["level"], "up")  # and by keyboard
        assert menu.summary_line() == explained


def text_below_the_dialog(person: Person) -> int:
    """How many pixels of light text the frame shows in the strip under a dialog (its box ends at 95 % of the
    window's height): the menu's own hint line, dimmed by the dialog's shade, is the only text that could be there."""
    app = person.app
    frame = pygame.Surface(app.size)
    app.scenes.draw(frame)
    app.ui.draw_ui(frame)
    app.scenes.draw_overlay(frame)
    width, height = app.size
    top = round(height * 0.955)
    return sum(
        1 for x in range(0, width, 2) for y in range(top, height) if max(frame.get_at((x, y))[:3]) > 50
    )  # the shaded felt stays darker than that


def test_the_house_rules_show_one_line_of_hints() -> None:
    with Person.start() as person:
        menu = menu_of(person)
        person.keys("down")  # from Start to the small buttons
        walk(person, lambda: menu.focus, lambda: menu.buttons["house"], "left")
        person.keys("return")
        person.wait_for(lambda: isinstance(person.app.scenes.top, HouseRulesPanel), "the House rules")
        person.watch(0.3)
        assert text_below_the_dialog(person) == 0  # the dialog's own line ("F1 … this rule explained") is the one
        person.keys("escape")
        person.wait_for(lambda: person.app.scenes.top is menu, "the menu again")
        assert menu.shows_hint_line
