"""The rows of the Settings scene: what each one shows, the values it steps through, and how a value is read from
and written to the settings. The scene (scenes/settings/scene.py) draws them and applies a change at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from game.i18n import N_, current_language, tr
from game.locale_choice import available_languages
from game.store.settings import FELTS, Settings
from scenes.ui.numbers import decimal

if TYPE_CHECKING:
    from scenes.core.scene import Host

INSTANT: Final = "instant"
SPEEDS: Final = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, INSTANT)
SCALES: Final = (80, 90, 100, 110, 120)
TRICK_HOLDS: Final = (200, 400, 600, 900, 1200, 1600, 2000, 3000, 4000)
REVEAL_HOLDS: Final = (500, 1000, 1500, 2400, 3500, 5000, 7500, 10000)
VOLUMES: Final = (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
PHONE_WAITS: Final = (15, 30, 60, 120, 300)  # seconds a phone may be away before a bot plays for its owner
ON_OFF: Final = (False, True)
FELT_NAMES: Final = {"green": N_("Green"), "blue": N_("Blue"), "red": N_("Red"), "grey": N_("Grey")}
# Each language the game ships, in its own words: English, and one name per catalogue in assets/locale/ (a test
# holds the two together; a new language adds its name here).
LANGUAGE_NAMES: Final = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
BUTTON_ROWS: Final = ("players", "controls")  # rows that open a screen instead of stepping a value


def _shown_language(app: Host) -> str:
    """The language the row shows: the player's choice, or until they choose, the one shown (the system's)."""
    return app.settings.language or current_language()


def _on_off(value: Any) -> str:
    return tr("On") if value else tr("Off")


def _seconds(value: Any) -> str:
    return tr("{seconds} s", seconds=decimal(value / 1000))


def _speed(value: Any) -> str:
    return tr("Instant") if value == INSTANT else f"{decimal(value)}×"


@dataclass(frozen=True)
class Row:
    """A stepper row: `values` in order; `read` gives the current one, `write` the settings with another."""

    key: str
    label: str  # an English message id
    values: tuple[Any, ...]
    read: Callable[[Host], Any]
    write: Callable[[Settings, Any], Settings]
    text: Callable[[Any], str]

    def index(self, app: Host) -> int:
        """The position of the current value, or of the nearest listed one (a value set some other way)."""
        current = self.read(app)
        if current in self.values:
            return self.values.index(current)
        numbers = [i for i, value in enumerate(self.values) if isinstance(value, int | float) and value is not True]
        return min(numbers, key=lambda i: abs(self.values[i] - current)) if numbers else 0

    def stepped(self, app: Host, direction: int, wrap: bool) -> Any | None:
        """The value one step from the current one (None at the end of the range, unless `wrap`)."""
        index = self.index(app) + direction
        if wrap:
            index %= len(self.values)
        return self.values[index] if 0 <= index < len(self.values) else None


def _speed_of(app: Host) -> Any:
    return INSTANT if app.settings.instant else app.settings.animation_speed


def _with_speed(settings: Settings, value: Any) -> Settings:
    if value == INSTANT:
        return replace(settings, instant=True)
    return replace(settings, instant=False, animation_speed=float(value))


def _field(name: str) -> tuple[Callable[[Host], Any], Callable[[Settings, Any], Settings]]:
    return (lambda app: getattr(app.settings, name)), (lambda settings, value: replace(settings, **{name: value}))


def rows() -> tuple[tuple[str, tuple[Row | str, ...]], ...]:
    """The scene's two columns, each a heading and its rows (a string: a row that opens a screen)."""
    return (
        (N_("Display and sound"), (
            Row("display", N_("Display"), ON_OFF, lambda app: not app.fullscreen, lambda s, v: s,
                lambda v: tr("Windowed") if v else tr("Fullscreen")),
            Row("ui_scale", N_("Text size"), SCALES, *_field("ui_scale"), lambda v: f"{v} %"),
            Row("speed", N_("Animation speed"), SPEEDS, _speed_of, _with_speed, _speed),
            Row("trick_hold", N_("Trick stays"), TRICK_HOLDS, *_field("trick_hold_ms"), _seconds),
            Row("reveal_hold", N_("Showdown stays"), REVEAL_HOLDS, *_field("reveal_hold_ms"), _seconds),
            Row("volume", N_("Volume"), VOLUMES, lambda app: app.sounds.volume, lambda s, v: replace(s, volume=v),
                lambda v: f"{v} %"),
            Row("sound", N_("Sound"), ON_OFF, lambda app: not app.sounds.muted, lambda s, v: replace(s, muted=not v),
                _on_off),
            Row("auto_play", N_("Play forced cards"), ON_OFF, *_field("auto_play"), _on_off),
        )),
        (N_("Cards and table"), (
            Row("card_colours", N_("Deck"), ("classic", "four"), *_field("card_colours"),
                lambda v: tr("Four colours") if v == "four" else tr("Two colours")),
            Row("large_indices", N_("Large indices"), ON_OFF, *_field("large_indices"), _on_off),
            Row("felt", N_("Table colour"), FELTS, *_field("felt"), lambda v: tr(FELT_NAMES[v])),
            Row("reduced_motion", N_("Reduced motion"), ON_OFF, *_field("reduced_motion"), _on_off),
            Row("review_hands", N_("Review each hand"), ON_OFF, *_field("review_hands"), _on_off),
            Row("phone_wait", N_("Bot for a phone away"), PHONE_WAITS, *_field("phone_wait_s"),
                lambda v: tr("after {seconds} s", seconds=v)),
            Row("language", N_("Language"), available_languages(), _shown_language, _field("language")[1],
                lambda v: LANGUAGE_NAMES.get(v, v)),
            "players",
            "controls",
        )),
    )  # fmt: skip
