"""The pure game engine: rules, matches, bots and controllers. No pygame, no clock, no global RNG.

`Match` and `IllegalAction` load on first use (PEP 562), so importing a light module such as `game.lobby` or a
game's spec does not load the whole engine: the title screen needs none of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

    from game.core.errors import IllegalAction
    from game.core.match import Match

__all__ = ["IllegalAction", "Match", "load_match", "open_match"]


def open_match(
    game: str,
    players: int,
    options: Mapping[str, object] | None = None,
    seed: int | None = None,
    dealer: int | None = None,
    rng: np.random.Generator | None = None,
    *,
    auto_deal: bool = True,
) -> Match:
    """Start a match. `options` use the ids of rules.md. Every bad argument raises ValueError naming it. With
    `auto_deal` off the first deal waits for `settle()` (a table that shows the deal being made)."""
    from game.core.match import Match
    from game.core.rng import entropy_from, generator
    from game.core.safe_json import quoted
    from game.registry import spec_for

    spec = spec_for(game)
    spec.check_players(players)
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(f"options: expected a mapping of option names to values, got {quoted(options)}")
    if seed is not None and (type(seed) is not int or seed < 0):
        raise ValueError(f"seed: expected a whole number >= 0, got {quoted(seed)}")
    if dealer is not None and (type(dealer) is not int or not 0 <= dealer < players):
        raise ValueError(f"dealer: expected a seat number 0..{players - 1}, got {quoted(dealer)}")
    if rng is not None:
        import numpy

        if not isinstance(rng, numpy.random.Generator):
            raise ValueError(f"rng: expected a numpy.random.Generator, got {type(rng).__name__}")
    entropy = entropy_from(rng if rng is not None else generator(seed))
    if type(auto_deal) is not bool:
        raise ValueError(f"auto_deal: expected True or False, got {quoted(auto_deal)}")
    match = Match(spec, players, options, entropy=entropy, dealer=dealer, auto_deal=auto_deal)
    if dealer is not None and match.rules.options_json(match.options).get("first_dealer") == "first_jack":
        raise ValueError("dealer: with first_dealer=first_jack a Jack dealt face up picks the first dealer; give none")
    return match


def load_match(saved: str | bytes | Mapping[str, Any]) -> Match:
    """Rebuild a match by replaying its log: `saved` is `Match.to_json`'s text or `Match.to_dict`'s dict. Any
    defect raises ValueError saying what is wrong."""
    from game.core.log_format import check_log
    from game.core.match import Match
    from game.core.safe_json import loads
    from game.registry import spec_for

    log = check_log(loads(saved, "saved match") if isinstance(saved, str | bytes | bytearray) else saved)
    try:
        spec = spec_for(log.game)
    except ValueError as error:
        raise ValueError(f"saved match: {error}") from None
    return Match.from_log(spec, log)


def __getattr__(name: str) -> Any:
    if name == "Match":
        from game.core.match import Match

        return Match
    if name == "IllegalAction":
        from game.core.errors import IllegalAction

        return IllegalAction
    from game.core.safe_json import quoted

    raise AttributeError(f"module 'game' has no attribute {quoted(name)}")
