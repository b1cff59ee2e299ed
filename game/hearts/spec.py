"""Hearts as the house sees it: players, options, preset, rules text. Loads no rules."""

from __future__ import annotations

from game.core.reasons import N_, NN_
from game.core.spec import GameSpec, lazy_agents, lazy_hint, lazy_rules, lazy_summary
from game.hearts.option_examples import EXAMPLES
from game.hearts.options import OPTIONS, PLAYERS, PRESETS
from game.hearts.rules_text import RULES_TEXT

SPEC = GameSpec(
    id="hearts",
    name=N_("Hearts"),
    tagline=N_("Pass three, follow suit, and dodge the hearts and the queen of spades."),
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    options=OPTIONS,
    presets=PRESETS,
    load_rules=lazy_rules("game.hearts.rules:HeartsRules"),
    load_agent=lazy_agents("game.hearts.agents:make_agent"),
    hint=lazy_hint("game.hearts.hints:hint"),
    summarise=lazy_summary("game.hearts.results:summarise"),
    rules_text=RULES_TEXT,
    option_examples=EXAMPLES,
    score_label=N_("Points"),
    round_label=N_("Hand"),
    round_word=N_("hand"),
    rounds_noun=NN_("{n} hand", "{n} hands"),
    score_direction="lower",
)
