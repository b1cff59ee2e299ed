"""What a game's rules page shows of its special packs (rules.md §1 "Special decks"), as the game describes it in
its spec: per pack a paragraph and every card high to low with its power, then what each power does. Message ids
are English (marked with N_); the page translates them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import NamedTuple


class GalleryCard(NamedTuple):
    """One kind of a pack as the gallery shows it: its id, its value (1 = the lowest) and its power, if any."""

    kind: str
    value: int
    power: str | None


@dataclass(frozen=True)
class CardGallery:
    title: str  # the section's title
    intro: tuple[str, ...]  # paragraphs before the packs
    packs: tuple[str, ...]  # the packs shown, in order
    about: Mapping[str, str]  # a paragraph per pack
    cards: Callable[[str], tuple[GalleryCard, ...]]  # a pack's cards, high to low
    powers_title: str
    powers_intro: str
    power_order: tuple[str, ...]  # the powers in the order the page explains them
    power_names: Mapping[str, str]
    power_lines: Mapping[str, str]  # what a power does, one line
    power_short: Mapping[str, str]  # the same in a few words, under a card

    def powers_in(self, deck: str) -> tuple[str, ...]:
        """The powers `deck` has, in the order the page explains them."""
        present = {card.power for card in self.cards(deck)}
        return tuple(power for power in self.power_order if power in present)
