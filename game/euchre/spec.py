"""Euchre as the house sees it: players, partnerships, options, preset, rules text. Loads no rules."""

from __future__ import annotations

from game.core.reasons import N_, NN_
from game.core.spec import GameSpec, lazy_agents, lazy_hint, lazy_rules, lazy_summary, partners_across
from game.euchre.option_examples import EXAMPLES
from game.euchre.options import OPTIONS, PLAYERS, PRESETS
from game.euchre.rules_text import RULES_TEXT

SPEC = GameSpec(
    id="euchre",
    name=N_("Euchre"),
    tagline=N_("Two against two: make trump, mind the bowers, and take three tricks of five."),
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    options=OPTIONS,
    presets=PRESETS,
    load_rules=lazy_rules("game.euchre.rules:EuchreRules"),
    load_agent=lazy_agents("game.euchre.agents:make_agent"),
    hint=lazy_hint("game.euchre.hints:hint"),
    summarise=lazy_summary("game.euchre.results:summarise"),
    rules_text=RULES_TEXT,
    option_examples=EXAMPLES,
    score_label=N_("Points"),
    round_label=N_("Hand"),
    round_word=N_("hand"),
    rounds_noun=NN_("{n} hand", "{n} hands"),
    score_direction="higher",
    teams=partners_across,
)
