"""The bot level row shows each level's measured strength at the nearest measured table size, and it fits
without shrinking the value column's text."""

from __future__ import annotations

import pytest

from game.kuckuck.strength import LOST_PCT
from scenes.ui.text import font
from tests.ui_helpers import menu_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_level_row_reads_the_measured_figure_and_fits_between_its_steppers(size: tuple[int, int]) -> None:
    _app, menu = menu_app(size)
    choices = menu.choices
    for level in ("easy", "normal", "hard"):
        while choices.level != level:
            choices.step("level", 1, wrap=True)
        for players, measured_at in ((6, 6), (9, 10), (3, 3), (16, 20)):
            choices.set_players(players)
            text = choices.value_text("level")
            assert text.endswith(f" · {LOST_PCT[measured_at][level]:.1f}%"), text
            row = menu.rows["level"]
            room = row.plus.rect.left - row.minus.rect.right
            assert font(menu._value_px, True).size(text)[0] <= room, (text, room)
    assert menu._value_px >= 18  # as large as the other values (20 px at 1280x720 without the figures)
    ranks = {size: sorted(LOST_PCT[size], key=LOST_PCT[size].__getitem__) for size in LOST_PCT}
    assert all(order[0] == "hard" and order[-1] == "easy" for order in ranks.values()), ranks


def test_the_line_under_the_rows_says_what_the_figure_means_while_the_level_row_has_the_focus() -> None:
    _app, menu = menu_app((1280, 720))
    assert menu.summary_line() == "You against 5 bots"
    menu.focus.focus(menu.rows["level"])
    level, players = menu.choices.level, menu.choices.players
    rate = LOST_PCT[players][level]
    expected = f"{level.title()} bots lose a life in {rate:.1f}% of deals ({players} players)"
    assert menu.summary_line() == expected
    room = menu.buttons["players"].rect.left - menu.buttons["seed"].rect.right  # the line lies between the two
    assert font(menu.summary_px(expected)).size(expected)[0] <= room and menu.summary_px(expected) >= 12
    menu.focus.focus(menu.rows["players"])
    assert menu.summary_line() == "You against 5 bots"
