"""The house-rules panel's legend, above the list: "● Changed from the Kuckuck rules" on the left, and on the right
how many rules differ from the preset (any change makes the rule set a custom one, named after its preset)."""

from __future__ import annotations

import pygame

from game.i18n import tr, trn
from scenes.menu.rule_set import RuleSet, preset_label
from scenes.ui.decor import gold_dot
from scenes.ui.text import CREAM, GOLD, render


def legend_image(size: tuple[int, int], rules: RuleSet, least: int) -> pygame.Surface:
    """The legend in an image of `size`, its text never smaller than `least` pixels."""
    width, height = size
    image = pygame.Surface(size, pygame.SRCALPHA)
    pixels = max(least, round(height * 0.6))
    dot = gold_dot(max(8, round(pixels * 0.62)))
    text = render(tr("Changed from the {preset} rules", preset=preset_label(rules.spec, rules.preset)), pixels, CREAM)
    image.blit(dot, dot.get_rect(midleft=(0, height // 2)))
    image.blit(text, text.get_rect(midleft=(dot.get_width() + pixels // 2, height // 2)))
    shown = render(status_text(rules), pixels, GOLD, bold=True)
    image.blit(shown, shown.get_rect(midright=(width, height // 2)))
    return image


def status_text(rules: RuleSet) -> str:
    """The legend's right side."""
    changed = len(rules.house_changes)
    return trn("Custom: {n} rule changed", "Custom: {n} rules changed", changed) if changed else tr("No changes")
