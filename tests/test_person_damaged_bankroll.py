"""A damaged bankroll.json is set aside and the player is told, on the menu and on the statistics screen, as every
other damaged file is: in one sentence that names the copy kept. It was set aside without a word, and the balance
silently showed 0 (found by fuzzing, issue 18)."""

from __future__ import annotations

from game.lobby import seats_to_json
from game.store.archive import ArchiveStore
from game.store.bankroll import BANKROLL_NAME
from scenes.menu.scene import MenuScene
from scenes.stats.scene import StatsScene
from tests.person import Person
from tests.person_faults import home, remember_money_game, toast
from tests.replay_helpers import played, table_seats

DAMAGED = '{"schema": "kuckuck-and-co/bankroll", "version": 1, "players": {"You": "twelve"}}'
SAID = "Your bankroll could not be read; it was kept as bankroll.damaged"


def kept_copy() -> str:
    kept = list(home().glob("bankroll.damaged*.json"))
    assert len(kept) == 1 and not (home() / BANKROLL_NAME).exists()
    return kept[0].read_text(encoding="utf-8")


def test_the_menu_says_the_bankroll_was_damaged_and_kept_aside() -> None:
    remember_money_game()  # last time the player played a money game: the menu shows the bankroll line
    (home() / BANKROLL_NAME).write_text(DAMAGED, encoding="utf-8")
    with Person.start() as person:
        person.wait_for(lambda: SAID in toast(person), "a word about the damaged bankroll", 5)
        menu = person.app.scenes.base
        assert isinstance(menu, MenuScene) and menu.bankroll.text(menu.choices) == "Bankroll: You 0 chips"
    assert kept_copy() == DAMAGED  # nothing lost: the file as it was, under a new name


def test_the_statistics_say_the_bankroll_was_damaged_and_kept_aside() -> None:
    ArchiveStore(home()).add(played("kuckuck", 4, {"lives": 2}), seats_to_json(table_seats(4)))
    (home() / BANKROLL_NAME).write_text(DAMAGED, encoding="utf-8")
    with Person.start() as person:
        menu = person.app.scenes.base
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons["stats"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, StatsScene), "the statistics", 5)
        person.wait_for(lambda: SAID in toast(person), "a word about the damaged bankroll", 10)
    assert kept_copy() == DAMAGED
