"""The seed no longer gives the game away. The pause showed the match's 19-digit seed mid-match, and from it every
hand and every deal to come could be rebuilt: in hot-seat play, a way to peek (found by fuzzing, issue 18). Now the
pause shows only its seal; the results show the seed once the match is over, in groups of digits, with the seal to
check it against, and the menu's Seed… dialog takes it as shown (spaces and all) and deals the very same cards."""

from __future__ import annotations

import hashlib
import re

from game import Match, open_match
from game.core.seats import BOT, HUMAN, SeatConfig
from game.lobby import seats_to_json
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from scenes.menu.scene import MenuScene
from scenes.menu.seed_dialog import SeedDialog
from scenes.results.scene import ResultsScene
from scenes.table.pause import PauseOverlay
from scenes.table.shell import TableScene
from tests.person import Person
from tests.person_faults import home

OPTIONS = {"lives": 1}


def last_decision() -> Match:
    """A Kuckuck match of three, one life each, where two are left and it is your turn: your Stay ends it."""
    for seed in range(1, 200):
        match = open_match("kuckuck", 3, OPTIONS, seed=seed)
        while not match.over:
            if match.to_move == 0 and sum(match.view(None)["alive"]) == 2:
                return match
            match.act(match.bot_move("easy", seed=seed))
    raise AssertionError("no seed leaves you the last decision")


def saved(match: Match) -> None:
    """The match saved as the table saves it, and the menu's last game Kuckuck: Continue has the focus."""
    seats = [SeatConfig(HUMAN, "You"), SeatConfig(BOT, "Bot 1"), SeatConfig(BOT, "Bot 2")]
    saves = SaveStore(home())
    saves.save_soon(match, seats_to_json(seats))
    saves.flush()
    SettingsStore(home()).save(Settings(fullscreen=False, game="kuckuck"))


def pause_text(person: Person) -> str:
    pause = person.app.scenes.top
    assert isinstance(pause, PauseOverlay)
    return pause.seed.replace("\u00a0", " ")


def test_the_pause_shows_a_seal_and_the_results_the_seed_the_seed_dialog_takes_as_shown() -> None:
    match = last_decision()
    entropy, first_deal = match.entropy, match.to_dict()["log"][0]["deal"]
    saved(match)
    with Person.start() as person:
        person.keys("return")  # Continue
        person.wait_for(lambda: isinstance(person.app.scenes.top, TableScene), "the table", 10)
        person.wait_for(lambda: person.table.controller.waiting_for_human == 0, "my turn", 20)
        person.keys("escape")
        person.wait_for(lambda: isinstance(person.app.scenes.top, PauseOverlay), "the pause", 5)
        paused = pause_text(person)
        sealed = re.search(r"seed sealed: ([0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4})\.", paused)
        assert sealed is not None, paused
        assert not re.search(r"\d{5}", paused.replace(" ", "")[8:]), f"the seed shows mid-match: {paused}"
        person.keys("escape")  # back to the table
        person.keys("s")  # I stay: the last showdown
        person.wait_for(lambda: isinstance(person.app.scenes.top, ResultsScene), "the results", 30)
        results = person.app.scenes.top
        assert isinstance(results, ResultsScene)
        shown = next(note for note in results.notes if note.startswith("Seed ")).replace("\u00a0", " ")
        found = re.fullmatch(r"Seed ([\d ]+) \(sealed as ([0-9a-f ]+)\)", shown)
        assert found is not None, shown
        digits, seal = found.groups()
        assert seal == sealed.group(1)  # the seal the pause showed is the seed's
        assert hashlib.sha256(digits.replace(" ", "").encode()).hexdigest()[:12] == seal.replace(" ", "")
        assert re.fullmatch(r"\d{1,3}( \d{3})*", digits) and int(digits.replace(" ", "")) == entropy

        person.click(results.buttons["menu"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, MenuScene), "the menu", 10)
        menu = person.app.scenes.top
        assert isinstance(menu, MenuScene)
        person.click(menu.buttons["seed"].rect.center)
        person.wait_for(lambda: isinstance(person.app.scenes.top, SeedDialog), "the Seed… dialog", 5)
        person.type_text(digits)  # as the results show it, spaces and all
        dialog = person.app.scenes.top
        assert isinstance(dialog, SeedDialog) and dialog.digits == digits.replace(" ", "")
        person.keys("down", "left", "return")  # Start
        person.wait_for(lambda: isinstance(person.app.scenes.top, TableScene), "the new table", 10)
        again = person.table.match
        assert again.entropy == entropy and again.to_dict()["log"][0]["deal"] == first_deal  # the same cards
