"""The review after each hand, like a person with "Review each hand" on: they play a Kuckuck deal (press Stay once)
and, when the deal is over, a line says how their play in it went: the deal's accuracy and the costliest decision
or none, from the review of that deal alone (game.review, from their seat's view)."""

from __future__ import annotations

from dataclasses import replace

from game.review.walk import review_match
from tests.person_kuckuck import at_kuckuck, deal_no, wait_for_my_turn


def test_a_line_reviews_the_deal_just_played() -> None:
    with at_kuckuck(4, seed=3) as person:
        app = person.app
        app.remember_settings(replace(app.settings, review_hands=True))
        person.table.settings_changed()  # as the Settings screen tells the table it paused
        wait_for_my_turn(person, 1)
        person.keys("s")  # stay
        person.wait_for(lambda: deal_no(person) == 2, "the second deal", 30)
        reviews = person.table.hand_reviews
        person.wait_for(lambda: reviews.line != "", "the line about my deal", 10)
        assert reviews.done == [1]
        assert reviews.line.startswith("Deal 1: accuracy ")
        review = review_match(person.table.match.to_dict(), 0, hand=1)
        assert len(review.decisions) <= 1 and all(d.hand == 1 for d in review.decisions)
        assert ("no costly decision" in reviews.line) == (not review.costliest)


def test_no_line_when_the_setting_is_off() -> None:
    with at_kuckuck(4, seed=3) as person:
        wait_for_my_turn(person, 1)
        person.keys("s")
        person.wait_for(lambda: deal_no(person) == 2, "the second deal", 30)
        person.watch(1.0)
        assert person.table.hand_reviews.line == "" and person.table.hand_reviews.done == []
