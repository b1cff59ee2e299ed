"""Contract 5: every event a match raises is a frozen record of one of its game's event classes, and what a viewer
is shown of it (`seen_by`) hides each private card from all but the seats that own it: a spectator sees only public
facts, a seat no card of another's. The animators and bots see events only through `seen_by`."""

from __future__ import annotations

from dataclasses import fields, is_dataclass

import numpy as np
import pytest

from game.core.events import Event
from tests.contract.helpers import option_cases, play_randomly, short_match


def blank(value: object) -> bool:
    """Nothing shown: None, or per-seat parts that are all None."""
    return value is None or (isinstance(value, tuple) and all(blank(item) for item in value))


def check_censoring(event: Event, players: int) -> None:
    names = {field.name for field in fields(event)}
    assert set(event.PRIVATE) <= names, (event, "PRIVATE names a field it does not have")
    public = names - set(event.PRIVATE)
    spectator = event.seen_by(None)
    assert all(blank(getattr(spectator, name)) for name in event.PRIVATE), spectator
    for viewer in [None, *range(players)]:
        seen = event.seen_by(viewer)
        assert type(seen) is type(event)
        assert all(getattr(seen, name) == getattr(event, name) for name in public), (viewer, seen)
        if viewer not in event.owners():
            assert seen == spectator, (viewer, event)


@pytest.mark.parametrize("seed", [51, 52])
@pytest.mark.parametrize(("game", "options"), option_cases())
def test_a_viewer_is_shown_only_the_private_cards_it_owns(
    game: str, options: dict[str, object] | None, seed: int
) -> None:
    match = short_match(game, seed, options)
    play_randomly(match, np.random.default_rng(seed))
    raised = set(match.rules.event_types)
    for event in match.history:
        assert type(event) in raised, f"{type(event).__name__} is not among {game}'s event_types"
        assert is_dataclass(event) and type(event).__dataclass_params__.frozen  # type: ignore[attr-defined]
        check_censoring(event, match.players)
    assert any(event.PRIVATE for event in match.history), "no private event was checked"
