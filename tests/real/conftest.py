"""The X-window suite's fixture: an X session of its own per test (tests/real/xsession.py), its data folder the
test's own, its screenshots in the test's folder or, with REAL_SHOTS=DIR, in DIR/<test name> to look at later."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.real.xsession import XSession, missing_tools

FAILED = pytest.StashKey[bool]()  # the test's call failed: a last screenshot, and where to find them all


@pytest.fixture
def x(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[XSession]:
    missing = missing_tools()
    if missing:
        pytest.fail(f"the X-window suite needs: apt-get install {' '.join(missing)}")
    chosen = os.environ.get("REAL_SHOTS")
    shots = Path(chosen) / request.node.name if chosen else tmp_path / "shots"
    session = XSession(tmp_path / "home", shots)
    try:
        yield session
    finally:
        failed = request.node.stash.get(FAILED, False)
        if failed:
            with contextlib.suppress(subprocess.SubprocessError):  # the window may be gone with the program
                session.screenshot("failed")
        session.close()
        if failed:
            print(f"screenshots and logs: {shots}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    report = yield
    if call.when == "call" and call.excinfo is not None:
        item.stash[FAILED] = True
    return report
