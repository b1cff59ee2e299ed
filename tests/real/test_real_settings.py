"""The settings in Dutch, in the real window, by mouse: a click on the Language row's label steps it round
(English, Deutsch, Nederlands); the screen shows Dutch at once, settings.json keeps it, and the next start of the
program is in Dutch too."""

from __future__ import annotations

from tests.real.places import MENU_BUTTONS, SETTINGS_RIGHT, SETTINGS_ROWS, TITLE
from tests.real.saved import settings_file
from tests.real.xsession import XSession


def test_switching_the_settings_to_dutch_by_clicks(x: XSession) -> None:
    x.start(seed=1)
    x.wait_for_text("Kuckuck & Co.", TITLE)
    x.click_text("Settings", MENU_BUTTONS)
    x.wait_for_text("Settings", TITLE)
    x.click_text("Language", SETTINGS_RIGHT)  # English → Deutsch
    x.wait_for_text("Optionen", TITLE)
    x.click_text("Sprache", SETTINGS_RIGHT)  # Deutsch → Nederlands
    screen = x.wait_for_text("Instellingen", TITLE)
    for dutch in ("Nederlands", "Beeld en geluid", "Kaarten en tafel", "Animatiesnelheid"):
        assert screen.shows(dutch, SETTINGS_ROWS), f"{dutch!r} is not on the screen ({screen.path})"
    x.wait_until(lambda: settings_file(x.home).get("language") == "nl", "language nl in settings.json")

    assert x.end_program() == 0
    x.start(seed=1)
    menu = x.wait_for_text("Instellingen", MENU_BUTTONS)
    assert menu.shows("Archief", MENU_BUTTONS), f"the menu after a restart ({menu.path})"
    assert settings_file(x.home)["language"] == "nl"
