"""Numbers with a fraction, written the way the player's language writes them ("23.9" in English, "23,9" in
Dutch and German): the decimal mark is a message of its own, so each catalogue says which it uses."""

from __future__ import annotations

from game.i18n import trc


def decimal(value: float, places: int | None = None) -> str:
    """`value` with `places` digits after the mark, or as few as it needs when `places` is None (0.9, 1.25, 2)."""
    text = f"{value:g}" if places is None else f"{value:.{places}f}"
    # TRANSLATORS: the mark between the whole number and its fraction: "." in English, "," in Dutch and German.
    return text.replace(".", trc("decimal mark", "."))
