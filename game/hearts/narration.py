"""The events of one Hearts step, told by comparing the state before with the state after (engine.step builds
none, so a search pays nothing for them)."""

from __future__ import annotations

from game.core.events import Event
from game.hearts.deck import LAYOUT, MOON_WORDS, PASS_SIZE
from game.hearts.engine import card_points
from game.hearts.events import HeartsEvent
from game.hearts.state import DEAL, MOON, OVER, PASS, PLAY, HeartsState, direction_name

TEXTS = LAYOUT.texts


def deal_events(after: HeartsState) -> list[Event]:
    events = [
        Event(
            HeartsEvent.DEAL_START,
            after.dealer,
            {"hand": after.hand_no, "pass": direction_name(after.pass_dir)},
        )
    ]
    events += [
        Event(HeartsEvent.DEALT, seat, {}, {seat: {"cards": LAYOUT.texts_of(after.hands[seat])}}) for seat in range(4)
    ]
    return events


def step_events(before: HeartsState, after: HeartsState, action: int) -> list[Event]:
    seat = before.turn
    if before.phase == PASS:
        count = after.passed[seat].bit_count()
        events = [Event(HeartsEvent.PASS, seat, {"count": count}, {seat: {"card": TEXTS[action]}})]
        if after.phase != PASS:
            events.append(_exchange(after))
        return events
    if before.phase == PLAY:
        events = [Event(HeartsEvent.PLAY, seat, {"card": TEXTS[action]})]
        if after.broken and not before.broken:
            events.append(Event(HeartsEvent.HEARTS_BROKEN, seat, {"card": TEXTS[action]}))
        if after.trick_no > before.trick_no:
            leader, cards, winner = after.tricks[-1]
            points = card_points(sum(1 << card for card in cards), after.cfg.jd_minus_10)
            public = {"trick": after.trick_no, "leader": leader, "cards": [TEXTS[c] for c in cards], "points": points}
            events.append(Event(HeartsEvent.TRICK_WON, winner, public))
        if after.phase == MOON:
            events.append(Event(HeartsEvent.MOON_SHOT, after.shooter, {"choosing": True}))
    else:  # the moon choice
        events = [Event(HeartsEvent.MOON_CHOICE, seat, {"choice": MOON_WORDS[action]})]
    if len(after.history) > len(before.history):
        events += _scored(before, after)
    return events


def _exchange(after: HeartsState) -> Event:
    offset = after.pass_dir
    private = {
        seat: {
            "gave": LAYOUT.texts_of(after.passed[seat]),
            "to": (seat + offset) % 4,
            "received": LAYOUT.texts_of(after.received[seat]),
            "from": (seat - offset) % 4,
        }
        for seat in range(4)
    }
    return Event(HeartsEvent.EXCHANGE, None, {"pass": direction_name(offset), "cards": PASS_SIZE}, private)


def _scored(before: HeartsState, after: HeartsState) -> list[Event]:
    events = []
    moon = after.moons[-1][1] if len(after.moons) > len(before.moons) else None
    if moon is not None and before.phase != MOON:
        events.append(Event(HeartsEvent.MOON_SHOT, moon, {"choosing": False}))
    jd = after.cfg.jd_minus_10
    events.append(
        Event(
            HeartsEvent.HAND_SCORED,
            None,
            {
                "hand": after.hand_no,
                "points": list(after.history[-1]),
                "taken": [card_points(taken, jd) for taken in after.taken],
                "scores": list(after.scores),
                "moon": moon,
            },
        )
    )
    if after.phase == OVER:
        over = {"winners": list(after.winners), "scores": list(after.scores)}
        events.append(Event(HeartsEvent.MATCH_OVER, None, over))
    elif after.phase == DEAL and max(after.scores) >= after.cfg.target:
        low = min(after.scores)
        tied = [seat for seat, score in enumerate(after.scores) if score == low]
        events.append(Event(HeartsEvent.PLAY_ON, None, {"tied": tied, "scores": list(after.scores)}))
    return events
