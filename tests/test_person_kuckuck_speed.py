"""Speed-Kuckuck played like a person (2 seconds a decision, six seats, by keyboard): the seconds left count down
in large figures before the prompt and beside my plate; the last second begins with a double beep (a tick before
it); S pressed in the last second keeps my card at no cost. Then, with the sound turned off (M), I let the clock
run out as the dealer: "too slow" on my plate, not a sound, a life lost for it, my card kept."""

from __future__ import annotations

from game.kuckuck import events as K
from tests.audio_helpers import recording_sounds
from tests.person import Person
from tests.person_kuckuck import (
    YOU,
    at_kuckuck,
    check_my_turn,
    held,
    kuckuck,
    lives,
    lowest_lose,
    my_card,
    rank,
    screen_words,
    seed_for,
    status,
    stayed,
    wait_for_my_turn,
)

OPTIONS: dict[str, object] = {"speed": "2"}
PROMPT_PX = 18  # the prompt's size at 1280×720


def big_figures(person: Person) -> list[str]:
    """The figures drawn large in one frame (half as high again as the prompt, or more): the seconds left."""
    return sorted(text for text, size in screen_words(person) if text.isdigit() and size >= PROMPT_PX * 1.5)


def test_the_seconds_count_down_large_the_last_one_beeps_and_running_out_costs_a_life() -> None:
    seed = seed_for(6, ["stay", "timeout"], lambda t: [x.dealer for x in t] == [5, 0] and rank(t[0].mine) >= 7
                    and K.Timeout in t[1].kinds, OPTIONS, start=5)  # fmt: skip
    with at_kuckuck(6, seed, OPTIONS) as person:
        sounds, sink = recording_sounds()
        person.app.sounds = sounds
        wait_for_my_turn(person, 1)
        check_my_turn(person, dealing=False)
        mine, before = my_card(person), lives(person)
        assert mine is not None
        assert big_figures(person) == ["2", "2"], "the seconds left, large, before the prompt and at my seat"
        person.wait_for(lambda: big_figures(person) == ["1", "1"], "the last second", 2)
        assert "tick" in sink.names and sink.names[-1] == "hurry", sink.names  # the last second beeps
        person.keys("s")  # in the last second: in time
        stayed(person, mine)
        assert status(person) == "stayed" and lives(person) == before
        lowest_lose(person, 1, before)

        person.keys("m")  # the sound off, while the others play
        assert person.app.sounds.muted
        heard = len(sink.played)
        wait_for_my_turn(person, 2)
        check_my_turn(person, dealing=True)
        mine, before = my_card(person), lives(person)
        assert big_figures(person) == ["2", "2"]
        person.wait_for(lambda: status(person) == "too slow", "'too slow' on my plate", 4)
        calls = {call.text for call in kuckuck(person).sprites.stage.callouts}
        assert "Too slow!" in calls and "−1 life" in calls
        assert sink.played[heard:] == [], "the sound is off: no tick, no beep"
        assert held(person, YOU) == mine  # too slow: I keep my card
        lowest_lose(person, 2, before, extra={YOU: 1})
