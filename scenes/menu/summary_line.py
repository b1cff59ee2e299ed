"""The line under the menu's setting rows: who plays (and the house rules when the game has no rule set row), or
what the bot level means while that row has the focus; a money game's chips go on a line below it. The line has
room for two lines of readable text: a long one wraps, the chips' line takes the second."""

from __future__ import annotations

import pygame

from game.i18n import tr
from scenes.menu.choices import MenuChoices
from scenes.menu.level_strength import level_explained
from scenes.menu.setting_rows import house_note_text
from scenes.ui.text import CREAM, GOLD, fitted_size, font, render
from scenes.ui.wrap import FittedText, fitted_text, render_lines


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


def fit_summary(text: str, label_px: int, room: int, least: int, bankroll: bool) -> FittedText:
    """The line's words in `room`: at the usual size, smaller down to `least`, else on two lines (one when the
    chips' line takes the second)."""
    usual = max(least, label_px * 4 // 5)
    return fitted_text(text, max(1, room), usual, least, most_lines=1 if bankroll else 2)


def summary_image(fitted: FittedText, bankroll: str, room: int, least: int) -> pygame.Surface:
    """The fitted line, and the chips' line under it (at the readable size, smaller never), centred."""
    summary = render_lines(fitted, GOLD, centred=True)
    if not bankroll:
        return summary
    line = render(bankroll, fitted_size([bankroll], max(1, room), least, bold=False, minimum=least), CREAM)
    step = font(fitted.pixels).get_linesize()
    out = pygame.Surface((max(summary.get_width(), line.get_width()), step + line.get_height()), pygame.SRCALPHA)
    out.blit(summary, summary.get_rect(midtop=(out.get_width() // 2, 0)))
    out.blit(line, line.get_rect(midtop=(out.get_width() // 2, step)))
    return out
