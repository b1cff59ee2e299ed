"""The line under the menu's setting rows: who plays (and the house rules when the game has no rule set row), or
what the bot level's figure means while that row has the focus; a money game's chips go on a line below it."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes.menu.choices import MenuChoices
from scenes.menu.level_strength import level_explained
from scenes.menu.setting_rows import house_note_text
from scenes.ui.text import CREAM, GOLD, fitted_size, render


def summary_text(choices: MenuChoices, level_focused: bool, rule_set_row: bool) -> str:
    """The line's words; `level_focused`: the bot level row has the focus, `rule_set_row`: the game shows one."""
    if level_focused:
        explained = level_explained(choices.spec.id, choices.level, choices.players)
        if explained:
            return explained
    text = choices.summary()
    if not rule_set_row and choices.rules.house_changes:
        text = tr("{summary} · {rules}", summary=text, rules=house_note_text(choices))
    return text


def summary_px(text: str, label_px: int, room: int) -> int:
    """The line's text size: the usual one, smaller where a long line would run wider than `room`."""
    usual = max(12, label_px * 4 // 5)
    return fitted_size([text], room, usual, bold=False) if room > 0 else usual


def draw_summary(
    surface: pygame.Surface, text: str, pixels: int, bankroll: str, centre: tuple[int, int], label_px: int
) -> None:
    """The line at `centre` in `pixels`, or, with a `bankroll` line below it, the pair centred there."""
    summary = render(text, pixels, GOLD)
    x, y = centre
    if bankroll:
        line = render(bankroll, max(11, label_px * 3 // 5), CREAM)
        y -= line.get_height() // 2
        surface.blit(line, line.get_rect(midtop=(x, y + summary.get_height() // 2)))
    surface.blit(summary, summary.get_rect(center=(x, y)))
