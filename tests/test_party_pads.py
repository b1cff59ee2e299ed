"""One gamepad per person in party play: chosen in the Players… dialog, kept with the player profiles, and at the
table only the deciding person's pad (and the keyboard and mouse) acts; an unplugged pad never blocks the game.
Real (virtual SDL) pads, several at once."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pytest

from game.kuckuck.spec import SPEC
from game.lobby import MatchSetup
from game.player_profiles import PlayerProfile, seat_pads
from game.store.settings import SCHEMA, Settings, SettingsStore
from scenes.core.app import App
from scenes.menu.players_dialog import PlayersDialog
from scenes.menu.scene import MenuScene
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from scenes.ui.actions import Action
from tests.layout_helpers import LANGUAGES, layout_problems
from tests.test_layout_languages import locale_dir, speaking_app  # noqa: F401 (fixtures)
from tests.ui_helpers import key, make_app, menu_app, open_table, settle, step
from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

REASON = unavailable_reason()
needs_virtual_pad = pytest.mark.skipif(REASON is not None, reason=f"no SDL virtual joystick: {REASON}")


def toast(app: App) -> str:
    return app._toast[0] if app._toast is not None else ""


# --- the profiles in the settings file ------------------------------------------------------------------------


def test_each_persons_pad_is_kept_in_the_settings_file(tmp_path: pytest.TempPathFactory) -> None:
    store = SettingsStore(tmp_path)  # type: ignore[arg-type]
    people = (PlayerProfile("Anna", "sky", pad=2), PlayerProfile("Ben", "rose"))
    store.save(Settings(people=people))
    written = json.loads(store.path.read_text(encoding="utf-8"))
    assert written["version"] == 5
    assert written["people"] == [
        {"name": "Anna", "colour": "sky", "pad": 2},
        {"name": "Ben", "colour": "rose", "pad": 0},
    ]
    assert store.load((SPEC,)).settings.people == people


def test_a_version_4_file_plays_with_any_pad_and_a_bad_pad_is_reported(tmp_path: pytest.TempPathFactory) -> None:
    store = SettingsStore(tmp_path)  # type: ignore[arg-type]
    old = {"schema": SCHEMA, "version": 4, "people": [{"name": "Anna", "colour": "sky"}]}
    store.path.write_text(json.dumps(old), encoding="utf-8")
    loaded = store.load((SPEC,))
    assert loaded.settings.people == (PlayerProfile("Anna", "sky", pad=0),) and loaded.message is None
    for bad in (-1, 9, "2", True, 1.0):
        settings, problems = Settings.from_body({"people": [{"name": "Anna", "colour": "sky", "pad": bad}]}, (SPEC,))
        assert settings.people == () and len(problems) == 1, bad
    with pytest.raises(ValueError, match="pad"):
        PlayerProfile("Anna", "sky", pad=9)


def test_a_seat_takes_the_pad_of_its_profile() -> None:
    setup = MatchSetup(players=4, bots=1)
    seats = setup.seats(["Anna", "Ben", "Cleo"])
    people = (PlayerProfile("Anna", "sky", 2), PlayerProfile("Ben", "rose", 1), PlayerProfile("Cleo", "teal"))
    assert seat_pads(seats, people) == [2, 1, 0, 0]  # Cleo: any pad; the bot: none


# --- the Players… dialog by gamepad alone -----------------------------------------------------------------------


@needs_virtual_pad
def test_the_players_dialog_gives_each_person_a_pad_by_gamepad_alone() -> None:
    app, menu = menu_app()
    menu.choices.bots = menu.choices.players - 2
    menu._rebuild()
    with VirtualGamepad() as pad, VirtualGamepad():
        settle(app, 2)

        def tap(*buttons: str) -> None:
            for button in buttons:
                pad.tap(button)
                settle(app, 1)

        for _ in range(4):  # along the Start row to Players…, and open it
            if menu.focus.focused is menu.buttons["players"]:
                break
            tap("dpright")
        assert menu.focus.focused is menu.buttons["players"]
        tap("a")
        settle(app)
        dialog = app.scenes.top
        assert isinstance(dialog, PlayersDialog)
        for _ in range(4):
            if dialog.focus.focused is dialog.rows[0].pad:
                break
            tap("dpright")
        assert dialog.focus.focused is dialog.rows[0].pad and dialog.rows[0].pad.text == "This screen"
        tap("a")
        settle(app)
        assert dialog.rows[0].pad.text == "Pad 1"
        tap("dpdown", "a")
        settle(app)
        assert dialog.focus.focused is dialog.rows[1].pad
        assert dialog.rows[1].pad.text == "Pad 2"  # pad 1 is Anna's already: skipped
        tap("a")
        settle(app)
        assert dialog.rows[1].pad.text == "Phone"  # two players, two pads, then a phone
        tap("a")
        settle(app)
        assert dialog.rows[1].pad.text == "This screen"  # round to any pad again
        tap("a")
        settle(app)
        for _ in range(4):
            if dialog.focus.focused is dialog.buttons["done"]:
                break
            tap("dpdown")
        tap("a")
        settle(app)
    assert app.scenes.top is menu
    assert [profile.pad for profile in app.settings.people[:2]] == [1, 2]


# --- at the table ---------------------------------------------------------------------------------------------


def party_table(app: App) -> TableScene:
    """Anna (pad 1) and Ben (pad 2) against a bot."""
    people = (PlayerProfile("Anna", "coral", pad=1), PlayerProfile("Ben", "sky", pad=2))
    app.remember_settings(replace(app.settings, people=people))
    return open_table(app, MatchSetup(players=3, bots=1))


def until_handover(app: App, table: TableScene) -> int:
    for _ in range(3000):
        if table.controller.handover_to is not None:
            return table.controller.handover_to
        if table.controller.waiting_for_human is not None:
            step(app, [key(pygame.K_s)])  # the keyboard acts for whoever decides
        else:
            step(app, dt=50)
    raise AssertionError("no hand-over came")


@needs_virtual_pad
def test_only_the_deciding_persons_pad_acts_and_the_hand_over_names_it() -> None:
    app = make_app()
    table = party_table(app)
    with (
        VirtualGamepad(name="Xbox Wireless Controller") as first,
        VirtualGamepad(name="DualSense Wireless Controller", vendor_id=0x054C, product_id=0x0CE6) as second,
    ):
        settle(app, 2)
        assert app.input.pads.numbers() == [1, 2]
        pads = {0: (first, 1), 1: (second, 2)}
        for _ in range(2):  # a hand-over to each of them (or one of them twice)
            seat = until_handover(app, table)
            own, number = pads[seat]
            other = pads[1 - seat][0]
            name = table.stage.names[seat]
            button = "Ⓐ" if number == 1 else "✕"  # the confirm button of that person's own pad
            assert table.handover_hint(seat) == f"Press {button} on pad {number} when only {name} is looking"
            other.tap("a")
            settle(app, 1)
            assert table.controller.handover_to == seat  # the other person's pad is ignored ...
            assert toast(app) == f"It is {name}'s turn: only pad {number} plays now."
            own.tap("a")
            settle(app, 1)
            assert table.controller.handover_to is None  # ... their own pad takes the screen
            for _ in range(400):
                if table.controller.waiting_for_human == seat:
                    break
                step(app, dt=50)
            assert table.controller.waiting_for_human == seat
            moves = len(table.match.history)
            other.tap("x")  # Kuckuck's "stay" on the wrong pad: nothing happens
            settle(app, 1)
            assert len(table.match.history) == moves and table.controller.waiting_for_human == seat
            own.tap("x")
            settle(app, 1)
            assert len(table.match.history) > moves  # the right pad decided
        second.tap("start")  # Start pauses from any pad, whoever's turn it is
        settle(app, 1)
        assert table.paused


@needs_virtual_pad
def test_an_unplugged_persons_pad_pauses_says_whose_it_was_and_any_pad_plays_for_them() -> None:
    app = make_app()
    table = party_table(app)
    with VirtualGamepad() as first, VirtualGamepad() as second:
        settle(app, 2)
        first.unplug()
        settle(app, 2)
        assert isinstance(app.scenes.top, PauseOverlay) and table.paused
        message = toast(app)
        assert message.startswith("Pad 1 disconnected: the game is paused.")
        assert message.endswith("Any pad plays for Anna until pad 1 is back.")
        second.tap("start")  # resume
        settle(app, 1)
        assert not table.paused
        for _ in range(8):
            seat = until_handover(app, table)
            second.tap("a")  # Ben's pad confirms for Anna too now: her own is gone
            settle(app, 1)
            assert table.controller.handover_to is None
            if seat == 0:
                break
        assert seat == 0
        assert table.handover_hint(0) == "Ⓐ or a click when only Anna is looking"


@needs_virtual_pad
def test_hot_plugging_mid_match_numbers_the_pad_and_it_plays_at_once() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3))
    for _ in range(20):
        step(app, dt=50)
    assert "Pad" not in toast(app)
    with VirtualGamepad(name="Pro Controller") as pad:
        settle(app, 2)
        assert toast(app) == "Pad 1 connected."
        pad.tap("start")
        settle(app, 1)
        assert isinstance(app.scenes.top, PauseOverlay) and table.paused
        assert app.input.prompt(Action.MENU) == "+"  # the table's "… : pause" names Nintendo's Start
        pad.tap("b")  # the right-hand button (Nintendo's A): back, which resumes
        settle(app, 1)
        assert not table.paused
    settle(app, 2)
    assert table.paused and toast(app).startswith("Pad 1 disconnected: the game is paused. Keyboard and mouse")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_dialog_with_pads_fits_in_every_language(speaking_app: App, language: str) -> None:  # noqa: F811
    """Checked from the layout, as every scene is (tests/test_layout_languages.py): the pad buttons' labels too."""
    app = speaking_app
    people = tuple(PlayerProfile(name, colour, pad) for name, colour, pad in
                   (("Anna", "sky", 0), ("Bartholomäus", "rose", 2), ("Cleo", "teal", 8)))  # fmt: skip
    app.remember_settings(replace(app.settings, people=people))
    app.router.menu(game="kuckuck")
    settle(app)
    menu = app.scenes.base
    assert isinstance(menu, MenuScene)
    menu.choices.bots = menu.choices.players - 3
    menu.doors.open_players()
    settle(app)
    assert isinstance(app.scenes.top, PlayersDialog)
    assert layout_problems(app) == []
