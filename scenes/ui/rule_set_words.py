"""How a rule set of the statistics and the history reads (game/stats/rule_sets.py): "Kille", "Kuckuck · Gnav with
powers"; and the pack of an archived match, "Kille, Kuku lowest", "" for the French pack."""

from __future__ import annotations

from collections.abc import Mapping

from game.core.spec import GameSpec
from game.i18n import tr
from game.pack_names import PACK_NAMES, pack_name
from game.stats.rule_sets import RuleSetKey, parse_key, rule_set_key


def _pack_words(parts: RuleSetKey) -> str:
    words = pack_name(parts.pack) if parts.pack in PACK_NAMES else parts.pack
    if parts.powers:
        words = tr("{pack} with powers", pack=words)
    if parts.kuku_lowest:
        words = tr("{pack}, Kuku lowest", pack=words)
    return words


def pack_words(options: Mapping[str, object]) -> str:
    """The special pack a match was dealt from, with its switches; "" for the French pack (or a game without)."""
    try:
        parts = parse_key(rule_set_key(options))
    except ValueError:
        return ""  # not a pack this version knows: the game's name says enough
    return _pack_words(parts) if parts.pack else ""


def own_key(spec: GameSpec, preset: str) -> str:
    """The key of a preset played as it is (the Kille preset's own pack included)."""
    return rule_set_key({**spec.preset_values(preset), "preset": preset})


def rule_set_label(spec: GameSpec, key: str) -> str:
    """A preset's name when `key` is the preset as it is; else the preset and the pack: "Kuckuck · Kille"."""
    try:
        parts = parse_key(key)
    except ValueError:
        return key  # a key no version wrote: shown as it is
    presets = {preset.id: preset for preset in spec.presets}
    name = tr(presets[parts.preset].label) if parts.preset in presets else parts.preset
    if parts.preset in presets and key == own_key(spec, parts.preset):
        return name
    pack = _pack_words(parts) if parts.pack else tr("French pack")
    return tr("{preset} · {pack}", preset=name, pack=pack)
