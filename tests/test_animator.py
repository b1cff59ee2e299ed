"""Event animations read the table as it is when each step starts, not as it was when the batch was planned."""

from __future__ import annotations

from game.kuckuck import events as K
from scenes.cards.sprites import CardSprite
from scenes.cards.tween import Timeline
from scenes.kuckuck.animator import KuckuckAnimator
from scenes.kuckuck.layout import TableLayout
from scenes.kuckuck.sprites import KuckuckSprites, SeatPlate


def table(viewer: int) -> tuple[KuckuckAnimator, KuckuckSprites, TableLayout]:
    layout = TableLayout(1280, 720, 4, human_seat=0)
    sprites = KuckuckSprites(
        cards={seat: CardSprite(layout.spots[seat].card_pos) for seat in range(4)},
        plates=[SeatPlate(f"P{seat}", 3, 3) for seat in range(4)],
    )
    sprites.cards[viewer].card, sprites.cards[viewer].flip = "2S", 1.0
    return KuckuckAnimator(sprites, layout, [f"P{s}" for s in range(4)], viewer), sprites, layout


def test_the_dealers_drawn_card_is_not_flipped_twice_at_the_showdown() -> None:
    animator, sprites, _ = table(viewer=3)
    batch = [
        K.Draw(seat=3, card="QD", gave="2S"),
        K.Showdown(cards=("9C", "9D", "9H", "QD"), losers=(0, 1, 2), sudden_death=False),
    ]
    timeline = Timeline()
    timeline.add(animator.play(batch))
    flips_once_shown: list[float] = []  # the drawn card's flip from the moment it is face up
    drawn = sprites.cards[3]
    while timeline.busy:
        timeline.update(10)
        if flips_once_shown or (drawn.flip == 1.0 and drawn.card == "QD"):
            flips_once_shown.append(drawn.flip)
    assert flips_once_shown and min(flips_once_shown) == 1.0  # once face up, it stays face up
    assert [sprites.cards[s].card for s in range(4)] == ["9C", "9D", "9H", "QD"]


def test_a_swap_lands_both_cards_on_their_new_seats_and_writes_the_status_when_shown() -> None:
    animator, sprites, layout = table(viewer=0)
    mine, theirs = sprites.cards[0], sprites.cards[1]
    timeline = Timeline()
    timeline.add(animator.play([K.Swap(seat=0, target=1, domino=False, got="9D", gave="2S")]))
    assert sprites.plates[0].status == ""  # planned, not yet shown
    timeline.update(1)
    assert sprites.plates[0].status != ""
    timeline.fast_forward()
    assert sprites.cards[0] is theirs and sprites.cards[1] is mine
    assert theirs.pos == layout.spots[0].card_pos and mine.pos == layout.spots[1].card_pos
    assert (theirs.card, theirs.flip, mine.card, mine.flip) == ("9D", 1.0, None, 0.0)


def test_a_new_deal_clears_the_last_deals_marks_as_soon_as_its_cards_are_gathered() -> None:
    animator, sprites, _ = table(viewer=0)
    loser, known = sprites.cards[2], sprites.cards[1]
    loser.glow, known.hint = (235, 70, 70), "2♣"
    sprites.plates[1].status = "swaps"
    timeline = Timeline()
    timeline.add(animator.play([K.DealStart(seat=3, seats=(0, 1, 2, 3), stock=48)]))
    timeline.update(1)
    assert loser.glow is None and known.hint == "", "no loser's glow or known-card tag flies back to the stock"
    timeline.fast_forward()
    assert all(plate.status == "" for plate in sprites.plates)


def test_every_event_a_game_raises_has_an_animation() -> None:
    """A new class of event can never pass a table by unanimated: each game's animator handles them all."""
    from game.registry import GAMES, rules_for
    from scenes.routes.views import view_class

    for game in GAMES:
        raised = set(rules_for(game).event_types)
        animated = view_class(game).animator_class.event_types()
        assert raised == animated, (game, raised ^ animated)
