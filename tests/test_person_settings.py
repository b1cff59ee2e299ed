"""Settings, played like a person at the default speed in real time: a value changed by keyboard, by mouse and by
gamepad is used at once and kept (the screen shows it when opened again, the settings file holds it); in Dutch
every row's label is drawn at a readable size, one long label no longer shrinking them all."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.i18n import set_language
from game.registry import specs
from game.store.settings import Settings, SettingsStore
from scenes.settings.scene import SettingsScene
from tests.layout_helpers import layout_problems
from tests.person import Person
from tests.person_menus import menu_of, walk


@pytest.fixture(autouse=True)
def back_in_english() -> Iterator[None]:
    """A test that shows another language leaves the process in English, as the next test expects."""
    yield
    set_language("en")


def settings_of(person: Person) -> SettingsScene:
    person.wait_for(lambda: isinstance(person.app.scenes.top, SettingsScene), "the Settings")
    scene = person.app.scenes.top
    assert isinstance(scene, SettingsScene)
    return scene


def on_disk(person: Person) -> Settings:
    return SettingsStore(person.app.saves.folder).load(specs()).settings


def open_by_keys(person: Person, pad: bool = False) -> SettingsScene:
    """From the menu's Start down to Settings, and Enter (or Ⓐ)."""
    menu = menu_of(person)
    walk(person, lambda: menu.focus, lambda: menu.buttons["settings"], "dpdown" if pad else "down", pad=pad)
    if pad:
        person.buttons("a")
    else:
        person.keys("return")
    return settings_of(person)


def test_by_keyboard_a_faster_animation_is_used_and_kept() -> None:
    with Person.start() as person:
        scene = open_by_keys(person)
        walk(person, lambda: scene.focus, lambda: scene.rows["speed"], "down")
        person.keys("right")
        assert scene.value_text("speed") == "1.5×"
        person.keys("escape")
        person.wait_for(lambda: person.top_scene() == "MenuScene", "the menu again")
        person.keys("return")  # the ring is back on Settings
        scene = settings_of(person)
        assert scene.value_text("speed") == "1.5×"
        assert person.app.settings.animation_speed == 1.5 and on_disk(person).animation_speed == 1.5


def test_by_mouse_a_louder_volume_is_used_and_kept() -> None:
    with Person.start() as person:
        menu = menu_of(person)
        person.click(menu.buttons["settings"].rect.center)
        scene = settings_of(person)
        assert scene.value_text("volume") == "70 %"
        person.click(scene.rows["volume"].plus.rect.center)
        assert scene.value_text("volume") == "80 %" and person.app.sounds.volume == 80
        person.click(scene.buttons["back"].rect.center)
        person.wait_for(lambda: person.top_scene() == "MenuScene", "the menu again")
        person.click(menu.buttons["settings"].rect.center)
        assert settings_of(person).value_text("volume") == "80 %"
        assert on_disk(person).volume == 80


def test_by_gamepad_a_longer_trick_hold_is_used_and_kept() -> None:
    with Person.start() as person:
        person.plug_pad()
        scene = open_by_keys(person, pad=True)
        walk(person, lambda: scene.focus, lambda: scene.rows["trick_hold"], "dpdown", pad=True)
        before = person.app.settings.trick_hold_ms
        person.buttons("dpright")
        after = person.app.settings.trick_hold_ms
        assert after > before
        person.buttons("b")
        person.wait_for(lambda: person.top_scene() == "MenuScene", "the menu again")
        person.buttons("a")
        scene = settings_of(person)
        assert scene.rows["trick_hold"].row.read(person.app) == after and on_disk(person).trick_hold_ms == after


def test_in_dutch_every_label_is_drawn_at_a_readable_size() -> None:
    with Person.start() as person:
        scene = open_by_keys(person)
        walk(person, lambda: scene.focus, lambda: scene.rows["language"], "down")
        for _ in range(3):  # English, Deutsch, Nederlands: round to Dutch
            if scene.value_text("language") == "Nederlands":
                break
            person.keys("right")
        assert scene.value_text("language") == "Nederlands"
        person.watch(0.3)
        assert scene.value_text("auto_play") == "Aan"  # "Gedwongen kaarten spelen": Aan
        assert layout_problems(person.app, legible=True) == []
