"""A power that fires is called out in its pack's traditional words, with their meaning under them in the player's
language (issue 21: "Hugg av!" over "Chop!"); a card without a call says the table's word. The seat that asked,
or was asked, reads what happened in its notice."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from game.core.events import Event
from game.i18n import set_language
from game.kuckuck import events as K
from game.kuckuck.pack_calls import CALLS
from scenes.cards.sprites import CALLOUT_RISE, CardSprite, callout_extent
from scenes.cards.tween import Timeline
from scenes.kuckuck.animator import KuckuckAnimator
from scenes.kuckuck.layout import TableLayout
from scenes.kuckuck.sprites import KuckuckSprites, SeatPlate

Seen = dict[str, tuple[tuple[float, float], int]]  # each callout's text: where it stood and its size


def table(
    seats: int = 4, viewer: int | None = 0, options: dict[str, Any] | None = None, size: tuple[int, int] = (1280, 720)
) -> tuple[KuckuckAnimator, KuckuckSprites, TableLayout]:
    layout = TableLayout(size[0], size[1], seats, human_seat=0)
    sprites = KuckuckSprites(
        cards={seat: CardSprite(layout.spots[seat].card_pos) for seat in range(seats)},
        plates=[SeatPlate(f"P{seat}", 3, 3) for seat in range(seats)],
    )
    names = [f"P{s}" for s in range(seats)]
    return KuckuckAnimator(sprites, layout, names, viewer, options), sprites, layout


def called(animator: KuckuckAnimator, sprites: KuckuckSprites, events: list[Event]) -> Seen:
    """Every callout the events show, as it is first seen."""
    timeline = Timeline()
    timeline.add(animator.play(events))
    seen: Seen = {}
    for _ in range(1000):
        for callout in sprites.stage.callouts:
            seen.setdefault(callout.text, (callout.pos, callout.size))
        if not timeline.busy:
            break
        timeline.update(16)
    return seen


@pytest.fixture(params=["en", "de", "nl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_a_penalty_is_called_in_the_packs_words_with_the_meaning_under_them(language: str) -> None:
    animator, sprites, _ = table()
    seen = called(animator, sprites, [K.Penalty(seat=0, target=1, card="DRA", domino=False, lost=1, lives=2, pot=1)])
    meaning = {"en": "Chop!", "de": "Abhacken!", "nl": "Hak af!"}[language]
    assert "Hugg av!" in seen and meaning in seen
    (call_pos, call_size), (meaning_pos, meaning_size) = seen["Hugg av!"], seen[meaning]
    assert call_size > meaning_size and call_pos[0] == meaning_pos[0]
    call_h = callout_extent("Hugg av!", call_size)[1] - CALLOUT_RISE
    meaning_h = callout_extent(meaning, meaning_size)[1] - CALLOUT_RISE
    assert meaning_pos[1] - call_pos[1] >= (call_h + meaning_h) / 2 - 1  # under it, never over it
    assert "Penalty!" not in seen


def test_a_card_without_a_call_says_the_tables_word() -> None:
    animator, sprites, _ = table()
    seen = called(animator, sprites, [K.Penalty(seat=0, target=1, card="QS", domino=False, lost=1, lives=2, pot=1)])
    assert "Penalty!" in seen
    seen = called(animator, sprites, [K.Skip(seat=0, target=1, card="JH", domino=False, to=2)])
    assert "Pass it on!" in seen


@pytest.mark.parametrize(("event", "words"), [
    (K.Stop(seat=0, target=1, card="KUK", domino=False), "Kuku står, ingen byta får!"),
    (K.Skip(seat=0, target=1, card="SAL", domino=False, to=2), "Salta!"),
    (K.HarlekinSwap(seat=0, target=1, got="HAR", gave="N5", received=(0,)), "Harlekin, öppet byte!"),
    (K.FoolShown(seat=2, card="NAR"), "Bank, bank!"),
])  # fmt: skip
def test_every_power_says_its_call(event: Event, words: str) -> None:
    animator, sprites, _ = table()
    seen = called(animator, sprites, [event])
    assert words in seen and len(seen) >= 2


def test_a_block_with_the_powers_on_says_the_cards_call_and_without_them_kuckuck() -> None:
    block = K.Block(seat=0, target=1, card="CUC", domino=False)
    animator, sprites, _ = table(options={"deck": "cucu40", "deck_powers": True})
    assert {"Cucù!", "Cuckoo!"} <= set(called(animator, sprites, [block]))
    animator, sprites, _ = table(options={"deck": "cucu40", "deck_powers": False})
    assert set(called(animator, sprites, [block])) == {"Kuckuck!"}


def test_the_fool_at_the_showdown_calls_its_own_words() -> None:
    animator, sprites, _ = table()
    showdown = K.Showdown(cards=("N3", "MAT", "N7", "N5"), losers=(0, 1), sudden_death=False)
    seen = called(animator, sprites, [showdown, K.FoolPaid(seats=(1,))])
    assert {"Matto!", "The fool!"} <= set(seen)


def test_every_call_fits_the_play_area_at_any_seat_of_a_full_table(language: str) -> None:
    """The longest calls ("Kuku står, ingen byta får!") with their meaning, at 20 seats at 720p and 1080p: beside
    the seat where there is room, else over the middle of the table, always in the play area."""
    for size in ((1280, 720), (1920, 1080)):
        animator, sprites, layout = table(20, options={"deck_powers": True}, size=size)
        ax, ay, aw, ah = layout.area  # the play area: never over the title, the notice or the buttons
        every_seat = [(seat, "KUK") for seat in range(20)]  # the longest call, beside every seat
        for seat, kind in [*every_seat, *((index % 20, kind) for index, kind in enumerate(CALLS))]:
            seen = called(animator, sprites, [K.FoolShown(seat=seat, card=kind)])
            boxes = []
            for text, (pos, px) in seen.items():
                w, h = callout_extent(text, px)
                box = (pos[0] - w / 2, pos[1] - h / 2, w, h)
                assert ax <= box[0] and ay <= box[1] and box[0] + w <= ax + aw and box[1] + h <= ay + ah, (kind, text)
                boxes.append(box)
            assert len(boxes) == 2, (kind, list(seen))


def notice_of(viewer: int | None, event: Event, options: dict[str, Any] | None = None) -> str | None:
    animator, sprites, _ = table(viewer=viewer, options=options)
    called(animator, sprites, [event.seen_by(viewer)])
    if sprites.notice is None:
        return None
    assert sprites.notice[0] == viewer
    return sprites.notice[1]


def test_the_seat_asked_and_the_seat_asking_read_what_the_power_did() -> None:
    penalty = K.Penalty(seat=0, target=1, card="KAT", domino=False, lost=1, lives=2, pot=1)
    assert notice_of(1, penalty) == "P0 asked you: your Cat cost them a life"
    assert notice_of(0, penalty) == "You asked P1: their Cat cost you a life"
    assert notice_of(0, penalty, {"money_game": True}) == "You asked P1: their Cat cost you a chip"
    assert notice_of(2, penalty) is None  # nobody else's business
    stop = K.Stop(seat=3, target=0, card="GJO", domino=False)
    assert notice_of(0, stop) == "P3 asked you: your Cuckoo stopped all exchanges"
    assert notice_of(3, stop) == "You asked P0: their Cuckoo stopped all exchanges"
    skip = K.Skip(seat=0, target=1, card="HES", domino=False, to=2)
    assert notice_of(1, skip) == "P0 asked you: your Horse passed it on to P2"
    assert notice_of(0, skip) == "You asked P1: their Horse passed it on to P2"
    to_stock = K.Skip(seat=0, target=1, card="HES", domino=False, to=None)
    assert notice_of(0, to_stock) == "You asked P1: their Horse passed it on to the stock"
    back = K.Skip(seat=2, target=1, card="HUS", domino=False, to=2)
    assert notice_of(2, back) == "You asked P1: their House passed it back to you: no swap"


def test_the_notices_read_in_german_and_dutch() -> None:
    penalty = K.Penalty(seat=0, target=1, card="KAT", domino=False, lost=1, lives=2, pot=1)
    for language, mine, theirs in (
        ("de", "P0 wollte mit dir tauschen: Katze kostet ein Leben",
         "Du wolltest mit P1 tauschen: Katze kostet dich ein Leben"),
        ("nl", "P0 wilde met jou ruilen: jouw Kat kostte een leven",
         "Jij wilde met P1 ruilen: Kat kostte je een leven"),
    ):  # fmt: skip
        set_language(language)
        try:
            assert notice_of(1, penalty) == mine
            assert notice_of(0, penalty) == theirs
        finally:
            set_language("en")


def test_two_fools_paying_at_a_crowded_table_call_one_under_the_other() -> None:
    animator, sprites, _ = table(20, size=(1280, 720))
    cards: list[str | None] = [f"N{n % 12 + 1}" for n in range(20)]
    cards[1], cards[19] = "NAR", "NAR"  # two seats with no room beside them: both called over the middle
    showdown = K.Showdown(cards=tuple(cards), losers=(1, 19), sudden_death=False)
    timeline = Timeline()
    timeline.add(animator.play([showdown, K.FoolPaid(seats=(1, 19))]))
    boxes: list[tuple[float, float, float, float]] = []
    for _ in range(400):
        calls = [c for c in sprites.stage.callouts if c.text in ("Bank, bank!", "Knock, knock!")]
        if len(calls) == 4:
            for c in calls:
                w, h = callout_extent(c.text, c.size)
                boxes.append((c.pos[0] - w / 2, c.pos[1] - (h - CALLOUT_RISE) / 2, w, h - CALLOUT_RISE))
            break
        timeline.update(16)
    assert len(boxes) == 4
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            apart = a[0] + a[2] <= b[0] or b[0] + b[2] <= a[0] or a[1] + a[3] <= b[1] + 1 or b[1] + b[3] <= a[1] + 1
            assert apart, (a, b)
