"""Sounds in step with the animations: a cue sounds when its event is shown on the table, not when the engine
raised it, and a fast-forwarded animation is silent."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import open_match
from game.core.events import Event
from game.kuckuck import events as K
from game.lobby import MatchSetup
from game.registry import GAMES, spec_for
from scenes.audio.cues import Cue, Cued, Cues, CueTable
from scenes.audio.effects import EFFECTS
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import Call, Sequence, Timeline, Wait
from scenes.kuckuck.animator import KuckuckAnimator
from scenes.kuckuck.layout import TableLayout
from scenes.kuckuck.sounds import CUES as KUCKUCK_CUES
from scenes.kuckuck.sprites import KuckuckSprites, SeatPlate
from scenes.routes.views import cue_table, view_class
from scenes.table.shell import TableScene
from tests.audio_helpers import RecordingSink, recording_sounds
from tests.ui_helpers import key, kuckuck_view, make_app, open_table, step


def test_a_cue_sounds_when_time_reaches_its_step_at_the_start_after_a_delay_or_at_the_end() -> None:
    sounds, sink = recording_sounds()
    marks: list[str] = []
    timeline = Timeline()
    timeline.add(
        Sequence(
            Wait(100),
            Cued(Sequence(Call(lambda: marks.append("a")), Wait(200)), Cue("swap"), sounds),
            Cued(Wait(300), Cue("block", delay_ms=120), sounds),
            Cued(Sequence(Wait(250), Call(lambda: marks.append("landed"))), Cue("card", at_end=True), sounds),
        )
    )
    heard: list[tuple[int, list[str]]] = []
    for now in range(10, 1000, 10):
        sounds.update(10)
        timeline.update(10)
        if sink.played and (not heard or len(heard[-1][1]) < len(sink.played)):
            heard.append((now, sink.names))
    assert [(at, names[-1]) for at, names in heard] == [(100, "swap"), (420, "block"), (850, "card")]
    assert marks == ["a", "landed"]


def test_a_fast_forwarded_step_is_silent_and_a_delay_never_outlasts_its_step() -> None:
    sounds, sink = recording_sounds()
    timeline = Timeline()
    timeline.add(Cued(Wait(300), Cue("swap"), sounds))
    timeline.fast_forward()  # the F key, a resize: the step ends without being shown
    assert sink.played == []
    short = Cued(Wait(50), Cue("block", delay_ms=400), sounds)
    timeline.add(short)
    timeline.update(60)
    assert short.done and sink.names == ["block"]


def test_a_cue_refuses_a_bad_gain_or_delay() -> None:
    for bad in ({"gain": 0.0}, {"gain": 1.5}, {"delay_ms": -1}, {"at_end": True, "delay_ms": 10}):
        with pytest.raises(ValueError):
            Cue("tick", **bad)


def samples(game: str) -> dict[type[Event], Event]:
    """One event of each class `game` raises in a few bot-played deals, as the table sees it."""
    match = open_match(game, spec_for(game).default_players, seed=3)
    while not match.over and len(match.history) < 600:
        match.act(match.bot_move("easy"))
    return {type(event): event.seen_by(None) for event in match.history}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_games_cues_name_events_its_table_shows_and_sounds_that_exist(game: str) -> None:
    table: CueTable = cue_table(game)
    assert set(table) <= view_class(game).animator_class.event_types()
    assert {"deal"} <= {cue.sound for cue in table.values() if isinstance(cue, Cue)}
    for kind, event in samples(game).items():
        cue = Cues(table, recording_sounds()[0]).around(Wait(1), event)
        if isinstance(cue, Cued):
            assert cue.cue.sound in EFFECTS, kind


def test_every_power_of_a_special_pack_is_heard() -> None:
    """Issue 21: the nine power events raise no sample in a standard match (samples above), so each is named:
    every one has a cue, of a sound that exists; the fool knocks ("Bank, bank!")."""
    from game.replay.power_words import POWER_EVENTS

    assert len(POWER_EVENTS) == 9
    for kind in POWER_EVENTS:
        cue = KUCKUCK_CUES.get(kind)
        assert isinstance(cue, Cue) and cue.sound in EFFECTS, kind
    shown = KUCKUCK_CUES[K.FoolShown]
    assert KUCKUCK_CUES[K.FoolPaid] == Cue("knock") and isinstance(shown, Cue) and shown.sound == "knock"


def kuckuck_animator() -> tuple[KuckuckAnimator, KuckuckSprites, TableLayout]:
    layout = TableLayout(1280, 720, 4, human_seat=0)
    sprites = KuckuckSprites(
        cards={seat: CardSprite(layout.spots[seat].card_pos) for seat in range(4)},
        plates=[SeatPlate(f"P{seat}", 3, 3) for seat in range(4)],
    )
    return KuckuckAnimator(sprites, layout, [f"P{s}" for s in range(4)], 0), sprites, layout


def test_a_swap_sounds_once_as_the_cards_start_to_move_not_when_it_is_planned() -> None:
    animator, sprites, layout = kuckuck_animator()
    mine = sprites.cards[0]
    sounds, sink = recording_sounds(watch=lambda name: mine.pos)
    animator.cues = Cues(KUCKUCK_CUES, sounds)
    timeline = Timeline()
    timeline.add(animator.play([K.Swap(seat=0, target=1, domino=False, got="9D", gave="2S")]))
    assert sink.played == []  # planned, not shown yet
    timeline.update(1)
    assert sink.names == ["swap"]
    assert sink.seen == [layout.spots[0].card_pos]  # heard as your card leaves your seat
    while timeline.busy:
        sounds.update(16)
        timeline.update(16)
    assert sink.names == ["swap"] and mine.pos == layout.spots[1].card_pos


def test_a_kings_block_sounds_as_the_king_turns_over() -> None:
    animator, sprites, _ = kuckuck_animator()
    king = sprites.cards[1]
    sounds, sink = recording_sounds(watch=lambda name: king.card)
    animator.cues = Cues(KUCKUCK_CUES, sounds)
    timeline = Timeline()
    timeline.add(animator.play([K.Block(seat=0, target=1, card="KH", domino=False)]))
    for _ in range(9):
        timeline.update(20)
    assert sink.played == []  # the swapper's card is still nudging towards the King
    timeline.update(20)
    assert sink.names == ["block"] and sink.seen == ["KH"]  # the King is being turned over


def test_at_the_table_your_swap_is_heard_once_when_it_is_shown() -> None:
    app = make_app()
    sounds, sink = recording_sounds()
    app.sounds = sounds
    match = open_match("kuckuck", players=4, seed=1, dealer=3)
    match.deal(["2C", "9D", "8H", "5S"])  # you (seat 0) act first, holding 2C
    table = open_table(app, MatchSetup(players=4, bots=3), resume=(match, MatchSetup(players=4, bots=3).seats()))
    for _ in range(400):
        if table.controller.waiting_for_human == 0:
            break
        step(app, dt=50)
    assert "deal" in sink.names and "swap" not in sink.names
    step(app, [key(pygame.K_w)])
    assert "swap" not in sink.names  # the engine has swapped; the table has not shown it yet
    step(app)
    assert sink.names.count("swap") == 1
    while table.stage.timeline.busy:
        step(app, dt=50)
    assert sink.names.count("swap") == 1 and kuckuck_view(table).sprites.cards[0].card == "9D"


def trick_table_sounds(game: str) -> tuple[RecordingSink, list[tuple[str, Any]]]:
    """A bots-only table of `game` played until its first trick is taken on screen; each sound heard with, for a
    card, whether the last card on the trick has landed in its place."""
    app = make_app()
    table_ref: list[TableScene] = []

    def landed(name: str) -> Any:
        view: Any = table_ref[0].stage.view
        cards = view.sprites.trick.cards
        if name != "card" or not cards:
            return len(cards)
        last = cards[-1]
        return last.sprite.pos == view.geometry.spots[view.place_of(last.seat)].trick_pos

    sounds, sink = recording_sounds(watch=landed)
    app.sounds = sounds
    table_ref.append(open_table(app, MatchSetup(game=game, players=4, bots=4, bot_level="easy")))
    for _ in range(3000):
        if "trick" in sink.names:
            break
        step(app, dt=50)
    return sink, list(zip(sink.names, sink.seen, strict=True))


@pytest.mark.parametrize("game", ["hearts", "euchre"])
def test_trick_tables_sound_each_card_as_it_lands_and_the_trick_as_it_is_won(game: str) -> None:
    sink, heard = trick_table_sounds(game)
    assert sink.names[0] == "deal"
    assert "trick" in sink.names
    first_trick = sink.names.index("trick")
    lands = [seen for name, seen in heard[:first_trick] if name == "card"]
    assert len(lands) >= 4 and all(seen is True for seen in lands[-4:])  # four cards, each heard as it landed
    assert heard[first_trick] == ("trick", 4)  # the trick is heard while its four cards lie in the middle
    if game == "euchre":
        assert {"knock", "call"} & set(sink.names[:first_trick])  # the bidding: a knock to pass, a call rings
