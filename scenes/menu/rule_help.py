"""The "?" of each house-rules row: a button on the row, and a key and gamepad button (F1 / Ⓨ, rebindable in the
bindings file's "house_rules" section) while the row has the focus; either opens the rules panel scrolled to that
option's entry. Also the panel's hint line, which says so."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame
import pygame_gui

from game.i18n import N_, tr
from scenes.ui.actions import Action, GameAction
from scenes.ui.decor import control_hints, hint_line
from scenes.ui.legibility import readable_px
from scenes.ui.rules_panel import RulesPanel
from scenes.ui.scale import scaled

if TYPE_CHECKING:
    from game.core.spec import GameSpec
    from scenes.core.scene import Host

CONTEXT: Final = "house_rules"
RULE_HELP: Final = GameAction("rule_help", N_("This rule explained"), ("f1",), ("y",))
HINT_COLOUR: Final = (206, 222, 204)


def bind_help_keys(app: Host, on: bool) -> None:
    """F1 / Ⓨ mean "this rule explained" while the panel is open (nothing else in the menu uses them)."""
    app.input.use_game_actions(CONTEXT, (RULE_HELP,) if on else ())


def is_help(name: str) -> bool:
    return name == RULE_HELP.name


def help_room(size: tuple[int, int], side: int) -> int:
    """The width a row gives its "?": the button and a gap before −."""
    return side + scaled(size, 12, 6)


def help_button(
    ui: pygame_gui.UIManager, container: pygame_gui.core.IContainerLikeInterface, rect: pygame.Rect, object_id: str
) -> pygame_gui.elements.UIButton:
    button = pygame_gui.elements.UIButton(rect, "?", ui, container=container, object_id=object_id)
    button.set_tooltip(tr("This rule explained, with an example"))
    return button


def hint_text(app: Host) -> str:
    keys = app.input.describe_game(RULE_HELP.name)
    return control_hints(app, change=True) + "   ·   " + tr("{keys} or ?: this rule explained", keys=keys)


def hint_height(app: Host) -> int:
    """The hint line's height: its text at the readable size, with a little air."""
    return max(scaled(app.size, 34), round(readable_px(app.size) * 1.5))


def hint_image(app: Host, size: tuple[int, int]) -> pygame.Surface:
    """The hint line at the largest size up to its height that fits its width, never below the readable size (a
    line too long even then leaves out the moves and changes every dialog of the menu shares: the arrows)."""
    width, height = size
    least = readable_px(app.size)
    pixels = max(least, round(height * 0.62))
    text = hint_text(app)
    image = hint_line(text, pixels, HINT_COLOUR)
    while image.get_width() > width and pixels > least:
        pixels -= 1
        image = hint_line(text, pixels, HINT_COLOUR)
    if image.get_width() > width:
        keys = app.input.describe_game(RULE_HELP.name)
        shorter = tr("{keys}: choose", keys=app.input.prompt(Action.CONFIRM)) + "   ·   "
        shorter += tr("{keys}: back", keys=app.input.prompt(Action.MENU)) + "   ·   "
        image = hint_line(shorter + tr("{keys} or ?: this rule explained", keys=keys), pixels, HINT_COLOUR)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(image, image.get_rect(center=(width // 2, height // 2)))
    return out


def open_rule_help(app: Host, spec: GameSpec, option: str | None) -> RulesPanel:
    """The rules panel over the house rules, scrolled to `option` (None: the rules from the top)."""
    panel = RulesPanel(app, spec, at_option=option)
    app.scenes.push(panel)
    return panel
