"""Drawing each kind of the Euchre table's words once while the table is laid out, so the fonts (and their sizes)
they need are loaded then: loading a font size takes milliseconds, too many for a frame mid-game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import current_language
from scenes.cards.sprites import Banner
from scenes.euchre import hud
from scenes.tricks.bid_bubble import bubble
from scenes.tricks.layout import BOTTOM
from scenes.tricks.score_sheet import SheetData, render_sheet

if TYPE_CHECKING:
    from scenes.tricks.layout import TrickTableLayout


def warm_fonts(
    geometry: TrickTableLayout, window: tuple[int, int], height: int, names: list[str], pass_word: str
) -> None:
    """`window`: its size, which the words are sized by (as when they are shown); `height`: the table's text
    height."""
    size = (geometry.width, geometry.height)
    language = current_language()
    teams = (hud.TeamLine(names[0], 10, 5, True, True), hud.TeamLine(names[1], 9, 0, False, False))
    hud.scoreboard(height, teams, 10, language)
    for contract in (
        hud.Contract("order_up", "9H", None, None, None, None, None, None, names[0]),
        hud.Contract("play", None, None, "H", names[0], names[0], names[1], names[2], names[3]),
    ):
        hud.contract_card(height, contract, language)
    bubble(pass_word, max(13, height // 40), BOTTOM, True)
    scratch = pygame.Surface(size, pygame.SRCALPHA)
    Banner("Euchred!", "sub", alpha=1.0).draw(scratch, geometry.center, height)
    notes = [("note", (255, 255, 255))]
    data = SheetData("Hand 1", "Game to 10", names[:2], [[0, 1]], [0, 1], {1: 0}, frozenset({0}), False, notes)
    render_sheet(data, window, "hint")
