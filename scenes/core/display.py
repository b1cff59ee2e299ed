"""What the player set for how everything is drawn, applied: the card style, the cloth, reduced motion, the text size
and the language."""

from __future__ import annotations

from game.i18n import set_language
from game.locale_choice import available_languages, system_language
from game.store.settings import Settings
from scenes.ui.look import CardStyle, Look, set_look
from scenes.ui.text import set_text_scale


def shown_language(settings: Settings) -> str:
    """The language the player sees: the one chosen in the settings, or until then the system's (when the game
    has a catalogue for it, else English)."""
    return settings.language or system_language(available_languages())


def apply_display_settings(settings: Settings, *, language: bool) -> None:
    """The player's card style, cloth, motion and text size (and `language`: their language) for everything drawn
    from now on."""
    cards = CardStyle(four_colour=settings.card_colours == "four", large_indices=settings.large_indices)
    set_look(Look(cards, settings.felt, settings.reduced_motion))
    set_text_scale(settings.ui_scale)
    if language:
        set_language(shown_language(settings))
