"""The bot level row names the level; what its measured strength means is said in words on the line under the
rows while the row has the focus (keyboard, pad or pointer), at a readable size, on two lines where one is too
long between Seed… and Players…."""

from __future__ import annotations

import pytest

from game.kuckuck.strength import LOST_PCT
from scenes.ui.legibility import readable_px
from scenes.ui.text import font
from tests.ui_helpers import menu_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_level_row_shows_the_levels_name_without_a_bare_figure(size: tuple[int, int]) -> None:
    _app, menu = menu_app(size)
    choices = menu.choices
    for level, name in (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")):
        while choices.level != level:
            choices.step("level", 1, wrap=True)
        for players in (3, 6, 9, 16):
            choices.set_players(players)
            assert choices.value_text("level") == name
    ranks = {size: sorted(LOST_PCT[size], key=LOST_PCT[size].__getitem__) for size in LOST_PCT}
    assert all(order[0] == "hard" and order[-1] == "easy" for order in ranks.values()), ranks


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_line_under_the_rows_says_what_the_figure_means_while_the_level_row_has_the_focus(
    size: tuple[int, int],
) -> None:
    _app, menu = menu_app(size)
    assert menu.summary_line() == "You against 5 bots"
    menu.focus.focus(menu.rows["level"])
    level, players = menu.choices.level, menu.choices.players
    rate = LOST_PCT[players][level]
    expected = f"{level.title()} bots lose a life in {rate:.1f}% of deals ({players} players)"
    assert menu.summary_line() == expected
    room = menu.buttons["players"].rect.left - menu.buttons["seed"].rect.right  # the line lies between the two
    fitted = menu.summary_fit(expected)
    assert " ".join(fitted.lines) == expected and len(fitted.lines) <= 2
    assert fitted.pixels >= readable_px(size)
    assert all(font(fitted.pixels).size(line)[0] <= room for line in fitted.lines)
    menu.focus.focus(menu.rows["players"])
    assert menu.summary_line() == "You against 5 bots"
