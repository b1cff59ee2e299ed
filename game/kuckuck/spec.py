"""Kuckuck / Chase the Ace as the house sees it: players, options, presets, rules text. Loads no rules."""

from __future__ import annotations

from game.core.reasons import N_, NN_
from game.core.spec import GameSpec, lazy_agents, lazy_hint, lazy_rules, lazy_summary
from game.kuckuck.option_examples import EXAMPLES, SEED_NAMES
from game.kuckuck.options import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, PENDING, PRESETS
from game.kuckuck.pack_pages import GALLERY
from game.kuckuck.rules_text import RULES_TEXT

SPEC = GameSpec(
    id="kuckuck",
    name=N_("Kuckuck"),
    tagline=N_("One card each. Keep it, or swap it. Don't be caught with the lowest!"),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    default_players=6,
    options=OPTIONS,
    presets=PRESETS,
    load_rules=lazy_rules("game.kuckuck.rules:KuckuckRules"),
    load_agent=lazy_agents("game.kuckuck.agents:make_agent"),
    hint=lazy_hint("game.kuckuck.hints:hint"),
    summarise=lazy_summary("game.kuckuck.results:summarise"),
    rules_text=RULES_TEXT,
    card_gallery=GALLERY,
    option_examples=EXAMPLES,
    option_seed_names=SEED_NAMES,
    score_label=N_("Lives"),
    round_label=N_("Deal"),
    round_word=N_("deal"),
    rounds_noun=NN_("{n} deal", "{n} deals"),
    score_direction="higher",
    pending_options=PENDING,
)
