"""Where the player's files live: the platform's user data folder (platformdirs), unless KUCKUCK_HOME says
otherwise (tests, portable installs). Linux: ~/.local/share/kuckuck-and-co (or $XDG_DATA_HOME/…); Windows:
%LOCALAPPDATA%\\kuckuck-and-co; macOS: ~/Library/Application Support/kuckuck-and-co."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "kuckuck-and-co"
HOME_VARIABLE = "KUCKUCK_HOME"


def data_dir() -> Path:
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False, roaming=False))
