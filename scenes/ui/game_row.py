"""The menu's choice of game: a row of tiles, one per game of the registry, the chosen one lit up and the games
still to come greyed out. The focus ring treats the row as one widget: left and right choose the game, as on every
other row of the menu, and Enter goes on to the chosen game's settings (it never changes the game: a player who
confirms a choice does not expect another one); the mouse clicks a tile."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from scenes.ui.actions import Action, InputAction
from scenes.ui.text import fitted_size, render


class Tile(NamedTuple):
    game: str
    text: str
    rect: pygame.Rect
    playable: bool


class GameRow:
    def __init__(
        self,
        rect: pygame.Rect,
        games: Sequence[tuple[str, str, bool]],  # (id, name, playable)
        chosen: str,
        on_choose: Callable[[str], None],
        on_enter: Callable[[], None] = lambda: None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.chosen = chosen
        self.on_choose = on_choose
        self.on_enter = on_enter
        gap = max(6, rect.height // 5)
        width = (rect.width - (len(games) - 1) * gap) // len(games)
        self.tiles = [
            Tile(game, text, pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height), playable)
            for i, (game, text, playable) in enumerate(games)
        ]
        room = width - rect.height // 2
        self.pixels: dict[bool, int] = {}  # playable tiles in larger letters than the games still to come
        for playable, share in ((True, 0.4), (False, 0.3)):
            texts = [tile.text for tile in self.tiles if tile.playable == playable] or [""]
            self.pixels[playable] = fitted_size(texts, room, round(rect.height * share))
        self.hovered: str | None = None
        self._alive = True

    def alive(self) -> bool:
        return self._alive

    def kill(self) -> None:
        self._alive = False

    @property
    def playable(self) -> list[str]:
        return [tile.game for tile in self.tiles if tile.playable]

    def focus_action(self, action: Action) -> bool:
        """Left and right choose the previous or next playable game."""
        if action not in (Action.LEFT, Action.RIGHT):
            return False
        games = self.playable
        index = games.index(self.chosen) + (1 if action is Action.RIGHT else -1)
        if 0 <= index < len(games):
            self.on_choose(games[index])
        return True

    def focus_activate(self) -> None:
        """Confirm keeps the chosen game and goes on to its settings."""
        self.on_enter()

    def pointer(self, action: InputAction) -> bool:
        """A click on a playable tile chooses its game; True when the click was the row's."""
        if action.pos is None:
            return False
        tile = next((tile for tile in self.tiles if tile.rect.collidepoint(action.pos)), None)
        if action.action is Action.POINT_MOVE:
            self.hovered = tile.game if tile is not None and tile.playable else None
            return False
        if action.action is Action.POINT_CLICK and tile is not None and tile.playable:
            if tile.game != self.chosen:
                self.on_choose(tile.game)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for tile in self.tiles:
            chosen = tile.game == self.chosen
            if chosen:
                fill, rim, ink = (60, 122, 87), (255, 217, 122), (255, 255, 255)
            elif tile.playable:
                hover = tile.game == self.hovered
                fill, rim, ink = ((40, 72, 56) if hover else (30, 52, 42)), (150, 140, 96), (220, 228, 214)
            else:
                fill, rim, ink = (26, 38, 32), (60, 74, 66), (111, 125, 116)
            radius = max(6, tile.rect.height // 4)
            pygame.draw.rect(surface, fill, tile.rect, 0, radius)
            pygame.draw.rect(surface, rim, tile.rect, 2, radius)
            label = render(tile.text, self.pixels[tile.playable], ink, bold=True, shadow=chosen)
            surface.blit(label, label.get_rect(center=tile.rect.center))
