"""Where the data folder is: KUCKUCK_HOME when set, else the platform's user data folder from platformdirs."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from game.store.paths import APP_NAME, data_dir


def test_kuckuck_home_overrides_the_platform_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KUCKUCK_HOME", str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable"


def test_without_it_the_folder_is_platformdirs_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("KUCKUCK_HOME", raising=False)
    assert APP_NAME == "kuckuck-and-co"
    expected = Path(platformdirs.user_data_dir("kuckuck-and-co", appauthor=False, roaming=False))
    assert data_dir() == expected
    assert expected.name == "kuckuck-and-co"
    monkeypatch.setenv("KUCKUCK_HOME", "")  # an empty override is no override
    assert data_dir() == expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG is the Linux convention")
def test_on_linux_the_folder_follows_xdg_data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("KUCKUCK_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    assert data_dir() == tmp_path / "share" / "kuckuck-and-co"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "me"))
    assert data_dir() == tmp_path / "me" / ".local" / "share" / "kuckuck-and-co"
