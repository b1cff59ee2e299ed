"""The events of one Hearts step, told by comparing the state before with the state after (engine.step builds
none, so a search pays nothing for them)."""

from __future__ import annotations

from game.core.events import Event
from game.hearts import events as H
from game.hearts.deck import LAYOUT, MOON_WORDS, PASS_SIZE
from game.hearts.engine import card_points
from game.hearts.state import DEAL, MOON, OVER, PASS, PLAY, HeartsState, direction_name

TEXTS = LAYOUT.texts


def deal_events(after: HeartsState) -> list[Event]:
    events: list[Event] = [H.DealStart(seat=after.dealer, hand=after.hand_no, direction=direction_name(after.pass_dir))]
    events += [H.Dealt(seat=seat, cards=tuple(LAYOUT.texts_of(after.hands[seat]))) for seat in range(4)]
    return events


def step_events(before: HeartsState, after: HeartsState, action: int) -> list[Event]:
    seat = before.turn
    if before.phase == PASS:
        count = after.passed[seat].bit_count()
        events: list[Event] = [H.Pass(seat=seat, count=count, card=TEXTS[action])]
        if after.phase != PASS:
            events.append(_exchange(after))
        return events
    if before.phase == PLAY:
        events = [H.Play(seat=seat, card=TEXTS[action])]
        if after.broken and not before.broken:
            events.append(H.HeartsBroken(seat=seat, card=TEXTS[action]))
        if after.trick_no > before.trick_no:
            leader, cards, winner = after.tricks[-1]
            points = card_points(sum(1 << card for card in cards), after.cfg.jd_minus_10)
            texts = tuple(TEXTS[card] for card in cards)
            events.append(H.TrickWon(seat=winner, trick=after.trick_no, leader=leader, cards=texts, points=points))
        if after.phase == MOON:
            events.append(H.MoonShot(seat=after.shooter, choosing=True))
    else:  # the moon choice
        events = [H.MoonChoice(seat=seat, choice=MOON_WORDS[action])]
    if len(after.history) > len(before.history):
        events += _scored(before, after)
    return events


def _exchange(after: HeartsState) -> Event:
    return H.Exchange(
        direction=direction_name(after.pass_dir),
        count=PASS_SIZE,
        gave=tuple(tuple(LAYOUT.texts_of(after.passed[seat])) for seat in range(4)),
        received=tuple(tuple(LAYOUT.texts_of(after.received[seat])) for seat in range(4)),
    )


def _scored(before: HeartsState, after: HeartsState) -> list[Event]:
    events: list[Event] = []
    moon = after.moons[-1][1] if len(after.moons) > len(before.moons) else None
    if moon is not None and before.phase != MOON:
        events.append(H.MoonShot(seat=moon, choosing=False))
    jd = after.cfg.jd_minus_10
    scores = tuple(after.scores)
    taken = tuple(card_points(taken, jd) for taken in after.taken)
    events.append(
        H.HandScored(hand=after.hand_no, points=tuple(after.history[-1]), taken=taken, scores=scores, moon=moon)
    )
    if after.phase == OVER:
        events.append(H.MatchOver(winners=tuple(after.winners), scores=scores))
    elif after.phase == DEAL and max(after.scores) >= after.cfg.target:
        low = min(after.scores)
        tied = [seat for seat, score in enumerate(after.scores) if score == low]
        events.append(H.PlayOn(tied=tuple(tied), scores=scores))
    return events
