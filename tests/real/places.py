"""Where a person looks on each screen, as fractions of the window (left, top, right, bottom), measured on the
screens at 1280×720, the suite's size. Reading a part of the screen rather than all of it is what keeps a look
quick on a busy machine, and keeps words found elsewhere (a plate's name, the log) from answering for it."""

from __future__ import annotations

from typing import Final

from tests.real.screen import Region

TITLE: Final[Region] = (0.0, 0.0, 1.0, 0.15)  # a screen's big gold title: "Kuckuck & Co.", "Instellingen"

# the menu
MENU_TABS: Final[Region] = (0.2, 0.22, 0.8, 0.38)  # Kuckuck · Hearts · Euchre
MENU_SUMMARY: Final[Region] = (0.2, 0.5, 0.8, 0.76)  # "You against 5 bots", between Seed… and Players…
MENU_BUTTONS: Final[Region] = (0.2, 0.66, 0.8, 0.95)  # House rules, Rules, History, Statistics, Settings, Quit

# a trick table (Hearts, Euchre)
PROMPT: Final[Region] = (0.1, 0.58, 0.9, 0.76)  # the line over your hand that says what to do
HAND: Final[Region] = (0.24, 0.79, 0.76, 1.0)  # your hand, between your plate and the table's buttons
SHEET: Final[Region] = (0.24, 0.33, 0.76, 0.67)  # the score sheet over the table after a hand

# the Kuckuck table
KUCKUCK_PROMPT: Final[Region] = (0.15, 0.8, 0.85, 0.92)  # over the Stay and Swap buttons
SEATS: Final[Region] = (0.1, 0.0, 0.9, 0.82)  # the plates round the table (not the log, not the prompt)

# other screens
SETTINGS_ROWS: Final[Region] = (0.15, 0.15, 0.85, 0.8)  # both columns
SETTINGS_RIGHT: Final[Region] = (0.5, 0.15, 0.85, 0.8)  # the right column: the table's look, the language
RESULTS_TITLE: Final[Region] = (0.15, 0.2, 0.85, 0.36)  # "wins the match after 2 deals"
RESULTS_BUTTONS: Final[Region] = (0.15, 0.84, 0.85, 0.98)  # Play again, Replay, Menu
HISTORY_ROWS: Final[Region] = (0.1, 0.14, 0.9, 0.86)
REPLAY_BAR: Final[Region] = (0.0, 0.0, 1.0, 0.08)  # ◀◀ Deal … Export, Deal again, Close
