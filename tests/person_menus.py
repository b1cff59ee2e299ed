"""A person at the menus and the screens outside the tables (tests/person.py is the person): walking the gold focus
ring to what they want, one press at a time, watching where it goes."""

from __future__ import annotations

from collections.abc import Callable

from scenes.menu.scene import MenuScene
from scenes.ui.focus import FocusRing
from tests.person import Person

MOST_STEPS = 14  # a person gives up walking the ring after this many presses


def menu_of(person: Person) -> MenuScene:
    menu = person.app.scenes.base
    assert isinstance(menu, MenuScene), f"not at the menu but at {type(menu).__name__}"
    return menu


def walk(
    person: Person, ring: Callable[[], FocusRing], target: Callable[[], object], step: str, *, pad: bool = False
) -> None:
    """Press `step` (a key; with `pad`, a pad button) until the ring is on `target()`, as a person moves the ring
    towards what they want and looks where it went after each press."""
    for _ in range(MOST_STEPS):
        if ring().focused is target():
            return
        if pad:
            person.buttons(step)
        else:
            person.keys(step)
    assert ring().focused is target(), f"the ring never reached {target()!r}"
