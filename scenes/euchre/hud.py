"""The Euchre table's two boards: the scoreboard at the top left (each team's points as a six and a four and as a
number, the tricks it has taken this hand, which team made trump) and the contract card at the top right (the
up-card or the suit turned down while bidding; then trump, the maker, who plays alone; the score that wins).
Each is drawn once per state."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.cards import SUIT_SYMBOLS
from game.i18n import tr
from scenes.cards.names import card_label, suit_name
from scenes.euchre.score_cards import six_and_four
from scenes.ui.caches import cached
from scenes.ui.legibility import readable_at_height
from scenes.ui.text import CREAM, GOLD, render

SOFT = (190, 206, 192)
RED_SUIT = (236, 84, 92)
ALONE_GOLD = (255, 208, 96)
FILL = (12, 24, 18, 200)
RIM = (150, 128, 70)
TEAM_SUITS = ("H", "S")  # the six and four of each team: yours red, theirs black


@dataclass(frozen=True)
class TeamLine:
    name: str
    score: int
    tricks: int
    makers: bool
    yours: bool


def _panel(size: tuple[int, int], px: int) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, px // 2)
    pygame.draw.rect(panel, FILL, panel.get_rect(), border_radius=radius)
    pygame.draw.rect(panel, RIM, panel.get_rect(), 1, border_radius=radius)
    return panel


def _tricks(count: int, px: int) -> pygame.Surface:
    """Five dots, one filled a trick taken."""
    r = max(3, px // 3)
    image = pygame.Surface((5 * (2 * r + 3), 2 * r + 2), pygame.SRCALPHA)
    for i in range(5):
        centre = (r + 1 + i * (2 * r + 3), r + 1)
        if i < count:
            pygame.draw.circle(image, GOLD, centre, r)
        else:
            pygame.draw.circle(image, (110, 120, 112), centre, r, 1)
    return image


@cached(maxsize=16)
def scoreboard(height: int, teams: tuple[TeamLine, TeamLine], target: int, language: str) -> pygame.Surface:
    """`language` only keys the cache."""
    px = max(11, height // 46)
    card_h = round(px * 3.1)
    pad = px
    row = card_h + px // 2
    names = [render(team.name, px, GOLD if team.yours else CREAM, bold=True) for team in teams]
    name_w = max(image.get_width() for image in names)
    small = max(readable_at_height(height), px * 4 // 5)
    tag = render(tr("makers"), small, ALONE_GOLD, bold=True)
    label = render(tr("tricks"), small, SOFT)
    dots = _tricks(0, px)
    cards_w = six_and_four(0, "H", card_h).get_width()
    score_w = render("10", round(px * 1.9), GOLD, bold=True).get_width()
    left_w = max(name_w, tag.get_width() + dots.get_width() + label.get_width() + px)
    width = pad * 4 + cards_w + score_w + left_w
    board = _panel((width, pad * 2 + row * 2), px)
    for i, (team, name) in enumerate(zip(teams, names, strict=True)):
        top = pad + row * i
        middle = top + card_h // 2
        board.blit(six_and_four(team.score, TEAM_SUITS[i], card_h), (pad, top))
        number = render(str(team.score), round(px * 1.9), GOLD if team.yours else CREAM, bold=True)
        board.blit(number, number.get_rect(midleft=(pad * 2 + cards_w, middle)))
        x = pad * 3 + cards_w + score_w
        board.blit(name, name.get_rect(bottomleft=(x, middle)))
        low = middle + px * 2 // 3
        board.blit(_tricks(team.tricks, px), _tricks(team.tricks, px).get_rect(midleft=(x, low)))
        after = x + dots.get_width() + px // 3
        board.blit(label, label.get_rect(midleft=(after, low)))
        if team.makers:
            board.blit(tag, tag.get_rect(midleft=(after + label.get_width() + px // 2, low)))
    goal = render(tr("Game to {target}", target=target), small, SOFT)
    out = pygame.Surface((board.get_width(), board.get_height() + goal.get_height() + 4), pygame.SRCALPHA)
    out.blit(board, (0, 0))
    out.blit(goal, (pad // 2, board.get_height() + 2))
    return out


@dataclass(frozen=True)
class Contract:
    phase: str
    up_card: str | None  # face up on the kitty (round 1)
    turned_down: str | None  # the suit turned down (round 2)
    trump: str | None
    maker: str | None
    alone: str | None  # the lone maker's name
    sits_out: str | None  # who sits out, in words ("Bram sits out")
    defender: str | None  # the lone defender's name
    dealer: str


def _suit_ink(suit: str) -> tuple[int, int, int]:
    return RED_SUIT if suit in "DH" else CREAM


@cached(maxsize=16)
def contract_card(height: int, contract: Contract, language: str) -> pygame.Surface:
    """`language` only keys the cache."""
    px = max(11, height // 46)
    lines: list[tuple[str, str, tuple[int, int, int]]] = []
    big: str | None = None
    if contract.trump is not None:
        big = contract.trump
        lines.append((tr("Trump"), suit_name(contract.trump), _suit_ink(contract.trump)))
        maker = contract.alone or contract.maker or ""
        lines.append((tr("Maker"), maker, CREAM))
        if contract.alone is not None:
            lines.append((tr("Alone"), contract.sits_out or "", ALONE_GOLD))
        if contract.defender is not None:
            lines.append((tr("Defends alone"), contract.defender, ALONE_GOLD))
    elif contract.up_card is not None:
        lines.append((tr("Up-card"), card_label(contract.up_card), _suit_ink(contract.up_card[1])))
        lines.append((tr("Round 1"), tr("order up or pass"), SOFT))
    elif contract.turned_down is not None:
        lines.append((tr("Turned down"), suit_name(contract.turned_down), _suit_ink(contract.turned_down)))
        lines.append((tr("Round 2"), tr("name another suit"), SOFT))
    lines.append((tr("Dealer"), contract.dealer, CREAM))
    labels = [render(label, px, SOFT) for label, _, _ in lines]
    values = [render(value, px, colour, bold=True) for _, value, colour in lines]
    pad = px
    row = round(px * 1.55)
    label_w = max(image.get_width() for image in labels)
    value_w = max(image.get_width() for image in values)
    symbol = render(SUIT_SYMBOLS[big], px * 3, _suit_ink(big), bold=True) if big else None
    symbol_w = symbol.get_width() + pad if symbol else 0
    width = pad * 3 + label_w + value_w + symbol_w
    card = _panel((width, pad * 2 + row * len(lines)), px)
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        y = pad + row * i + row // 2
        card.blit(label, label.get_rect(midleft=(pad, y)))
        card.blit(value, value.get_rect(midleft=(pad * 2 + label_w, y)))
    if symbol is not None:
        card.blit(symbol, symbol.get_rect(midright=(width - pad, card.get_height() // 2)))
    return card
