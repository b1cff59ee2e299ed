"""Where the statistics screen's parts go at a window size, and its still background: the title at the top, the
hints at the bottom, the Reset and Back buttons above them, and the panel between, holding the game tabs, the
rule-set filter and the area for the figures."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import tr
from scenes.ui.decor import draw_panel, felt_background, gold_title, hint_line
from scenes.ui.legibility import readable
from scenes.ui.scale import scaled, ui_scale

SOFT = (206, 222, 204)


@dataclass(frozen=True)
class StatsLayout:
    background: pygame.Surface  # the felt, the title, the hints and the panel
    games: pygame.Rect  # the game tabs
    filter: pygame.Rect  # the rule-set row
    area: pygame.Rect  # the figures
    buttons: pygame.Rect  # the line of Reset and Back


def plan_stats(size: tuple[int, int], hints: str) -> StatsLayout:
    width, height = size
    s = ui_scale(size)
    background = felt_background(size)
    title = gold_title(tr("Statistics"), scaled(size, 84, 30))
    top = round(14 * s)
    background.blit(title, title.get_rect(midtop=(width // 2, top)))
    hint_image = hint_line(hints, readable(size), SOFT)
    hints_rect = background.blit(hint_image, hint_image.get_rect(midbottom=(width // 2, height - round(12 * s))))
    button_h = scaled(size, 62, 28)
    buttons_top = hints_rect.top - round(14 * s) - button_h
    panel = pygame.Rect(0, 0, round(min(width * 0.95, 1760 * s)), 0)
    panel.top = top + title.get_height() + round(6 * s)
    panel.height = buttons_top - round(16 * s) - panel.top
    panel.centerx = width // 2
    draw_panel(background, panel, max(8, panel.height // 40))
    pad = round(22 * s)
    inner = panel.inflate(-2 * pad, -2 * pad)
    tab_h, row_h = round(58 * s), round(54 * s)
    area_top = inner.top + tab_h + row_h + round(20 * s)
    return StatsLayout(
        background=background,
        games=pygame.Rect(inner.left, inner.top, inner.width, tab_h),
        filter=pygame.Rect(inner.left, inner.top + tab_h + round(10 * s), inner.width, row_h),
        area=pygame.Rect(inner.left, area_top, inner.width, inner.bottom - area_top),
        buttons=pygame.Rect(panel.left, buttons_top, panel.width, button_h),
    )
