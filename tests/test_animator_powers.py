"""The powers of a special pack are shown at the table (standard card ids stand in for pack cards here)."""

from __future__ import annotations

from game.kuckuck import events as K
from scenes.cards.tween import Timeline
from tests.test_animator import table


def test_every_power_animates_to_the_end() -> None:
    animator, sprites, _ = table(viewer=0)
    batch = [
        K.FoolShown(seat=2, card="2C"),
        K.Penalty(seat=0, target=1, card="QS", domino=False, lost=1, lives=2, pot=1),
        K.Skip(seat=1, target=2, card="JH", domino=False, to=3),
        K.StockSwap(seat=3, card="5D", gave="9C", domino=False),
        K.HarlekinSwap(seat=0, target=1, got="AH", gave="9D", received=(0,)),
        K.LaidAside(seat=3, card="8S"),
        K.DrawFailed(seat=3),
        K.Stop(seat=1, target=2, card="KD", domino=False),
        K.FoolPaid(seats=(2,)),
    ]
    timeline = Timeline()
    timeline.add(animator.play(batch))
    timeline.fast_forward()
    assert sprites.plates[0].lives == 2 and sprites.pot >= 1
    assert sprites.cards[0].card == "AH" and sprites.plates[0].received  # the received Harlekin is tagged
    assert not sprites.plates[1].received and sprites.cards[0].glow is None
    assert sprites.cards[2].card == "KD"
