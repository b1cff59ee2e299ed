"""The menu's widgets for one window size, game and save, built at once: the game tiles, the setting rows, the
buttons, and the still background they are drawn over (the felt, the titles, the panel)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.core.spec import GameSpec
from game.i18n import tr
from game.registry import COMING_SOON, specs
from scenes.menu.choices import MenuChoices
from scenes.menu.panel_buttons import line_buttons, small_buttons, start_buttons
from scenes.menu.panel_layout import MenuLayout, plan_menu
from scenes.menu.setting_rows import build_rows, text_sizes
from scenes.menu.small_buttons import SMALL_ROWS
from scenes.ui.button_row import ButtonRow
from scenes.ui.decor import control_hints, draw_panel, felt_background, gold_title, hint_line
from scenes.ui.drawn_button import DrawnButton
from scenes.ui.focus import Focusable, FocusRing
from scenes.ui.game_row import GameRow
from scenes.ui.legibility import readable
from scenes.ui.scale import scaled
from scenes.ui.text import render

if TYPE_CHECKING:
    from scenes.core.scene import Host


class PanelActions(NamedTuple):
    """What the widgets do."""

    choose_game: Callable[[str], None]
    enter_game: Callable[[], None]  # Enter on the game tiles: on to the chosen game's settings
    step: Callable[[str, int, bool], None]  # left or right on a focused row, or a click on its − or +
    start: Callable[[], None]
    resume: Callable[[], None] | None  # None: no saved match to continue
    open_seed: Callable[[], None]
    open_players: Callable[[], None]
    small: dict[str, Callable[[], None]]  # the small buttons', by key


@dataclass(frozen=True)
class MenuPanel:
    games: GameRow
    rows: dict[str, ButtonRow]
    buttons: dict[str, DrawnButton]
    background: pygame.Surface  # everything that stands still
    hints: tuple[pygame.Surface, pygame.Rect]  # the line of control hints, drawn while no dialog has its own
    panel: pygame.Rect
    text_px: tuple[int, int]  # the rows' labels' and values' text size
    line_centre: tuple[int, int]  # of the line under the rows, between Seed… and Players…
    line_room: int  # how wide that line may be

    def focus_rows(self) -> list[Sequence[Focusable]]:
        """The focus ring's rows: the games, each setting row, Start's line, the small buttons' lines."""
        start_row = [b for key, b in self.buttons.items() if key in ("start", "continue", "seed", "players")]
        rows: list[Sequence[Focusable]] = [[self.games]]
        rows += [[row] for row in self.rows.values()]
        rows.append(sorted(start_row, key=lambda b: b.rect.left))
        return rows + [[self.buttons[key] for key in row] for row in SMALL_ROWS]


def build_panel(
    app: Host, spec: GameSpec, chosen: Callable[[], MenuChoices], actions: PanelActions, ring: FocusRing
) -> MenuPanel:
    """The widgets for `spec`'s game; `chosen()`, its choices, is asked for once the texts are made. A click on a
    row's − or + moves the focus in `ring` to that row."""
    size = app.size
    texts = {
        "title": gold_title(tr("Kuckuck & Co."), scaled(size, 124, 40)),
        "tagline": render(tr(spec.tagline), scaled(size, 28, 13), (226, 236, 214)),
        "hints": hint_line(control_hints(app, change=True), readable(size), (206, 222, 204)),
    }
    choices = chosen()
    keys = choices.row_keys()
    layout = plan_menu(size, texts, len(keys))
    games = [(game.id, tr(game.name), True) for game in specs()]
    games += [(game, tr("{game} — coming soon", game=tr(name)), False) for game, name in COMING_SOON.items()]
    game_row = GameRow(layout.games, games, spec.id, actions.choose_game, actions.enter_game)
    rows = build_rows(
        size,
        keys,
        layout.inner,
        layout.rows_band,
        layout.row_h,
        layout.row_gap,
        ring,
        actions.step,
    )
    buttons = _buttons(size, layout, actions)
    if not spec.house_rules:
        buttons["house"].disable()
    seed, players = buttons["seed"].rect, buttons["players"].rect
    return MenuPanel(
        games=game_row,
        rows=rows,
        buttons=buttons,
        background=_background(felt_background(size), {k: v for k, v in texts.items() if k != "hints"}, layout),
        hints=(texts["hints"], texts["hints"].get_rect(center=layout.centres["hints"])),
        panel=layout.panel,
        text_px=text_sizes(size, choices, layout.row_h),
        line_centre=((seed.right + players.left) // 2, players.centery),
        line_room=players.left - seed.right - layout.line.height // 2,
    )


def _buttons(size: tuple[int, int], layout: MenuLayout, actions: PanelActions) -> dict[str, DrawnButton]:
    inner, gap = layout.inner, layout.gap
    small_top = layout.start_top + layout.start_h + gap
    return {
        **start_buttons(size, inner, (layout.start_top, layout.start_h, gap), actions.resume, actions.start),
        **small_buttons(size, inner, small_top, (layout.small_h, layout.small_gap, gap), actions.small),
        **line_buttons(size, layout.line, actions.open_seed, actions.open_players),
    }


def _background(felt: pygame.Surface, texts: dict[str, pygame.Surface], layout: MenuLayout) -> pygame.Surface:
    """Everything that stands still (titles, panel) drawn once, onto `felt`."""
    for key, image in texts.items():
        felt.blit(image, image.get_rect(center=layout.centres[key]))
    draw_panel(felt, layout.panel, max(8, layout.panel.height // 36))
    return felt
