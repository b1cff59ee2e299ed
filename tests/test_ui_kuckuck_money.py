"""The money game at the table: chips on the plates, the pot in the middle, the pot flying to the winner, the
bankroll settled when the match ends and shown in the menu and the results."""

from __future__ import annotations

import pygame

from game.lobby import MatchSetup
from game.store.bankroll import Bankroll, BankrollStore
from scenes.menu.scene import MenuScene
from scenes.results.scene import ResultsScene
from tests.test_ui_table import by_keyboard, play_to_results
from tests.ui_helpers import kuckuck_view, make_app, menu_app, open_table, step

MONEY = {"money_game": True, "lives": 2}


def test_chips_lie_on_the_plates_and_the_lost_ones_in_the_pot() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=4, bots=3, options=MONEY))
    view = kuckuck_view(table)
    assert view.sprites.money and all(plate.money for plate in view.sprites.plates)
    for _ in range(20_000):
        events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=0, unicode="", scancode=0)]
        step(app, events if table.controller.waiting_for_human is not None else [], dt=50)
        shown = table.controller.view()
        if shown["pot"] and not table.stage.timeline.busy:
            break
    assert view.sprites.pot == shown["pot"] > 0
    assert sum(plate.lives for plate in view.sprites.plates) + view.sprites.pot == 4 * 2  # no chip is lost
    said = [entry.text for entry in view.narrator.entries]
    assert any(" pays " in line or line.startswith("You pay") for line in said), said


def test_a_money_match_ends_with_the_pot_at_the_winner_and_the_bankroll_settled() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=3, bots=2, options=MONEY))
    view = kuckuck_view(table)
    BankrollStore(app.saves.folder).save(Bankroll({"You": 5}))
    play_to_results(app, by_keyboard)
    winner = table.match.winners[0]
    assert view.sprites.plates[winner].lives == 3 * 2 and view.sprites.pot == 0  # the animation took the pot
    pot = sum(map(sum, table.match.hands))  # every chip paid in; the winner kept the rest of the 6
    assert view.narrator.entries[-2].text.endswith(f"takes the pot: {pot} chip" + ("s" if pot != 1 else ""))
    won = winner == 0
    assert BankrollStore(app.saves.folder).load().bankroll.of("You") == 5 - 2 + (6 if won else 0)
    results = app.scenes.top
    assert isinstance(results, ResultsScene)
    name = table.stage.names[winner]
    assert results.notes[0] == "Custom (from Kuckuck): Money game"
    assert results.notes[1] == f"{name} ends with all 6 chips"
    assert results.notes[2] == f"Bankroll: You {5 - 2 + (6 if won else 0)} chips"


def test_a_table_of_bots_only_keeps_no_bankroll() -> None:
    app = make_app()
    table = open_table(app, MatchSetup(players=3, bots=3, options=MONEY))
    for _ in range(40_000):
        step(app, dt=50)
        if table.match.over:
            break
    step(app)
    assert table.match.over and not BankrollStore(app.saves.folder).path.exists()


def test_the_menu_shows_the_bankroll_when_the_money_game_is_on() -> None:
    app, menu = menu_app()
    BankrollStore(app.saves.folder).save(Bankroll({"You": 12}))
    app, menu = menu_app()
    assert isinstance(menu, MenuScene)
    assert menu.bankroll.text(menu.choices) == ""
    menu.choices.rules.set("money_game", True)
    assert menu.bankroll.text(menu.choices) == "Bankroll: You 12 chips"
    step(app)  # and it is drawn without trouble
