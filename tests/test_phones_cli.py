"""`main.py --phones` from outside: the PHONES line, a phone joining the address it names, and a clean stop."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.phones_helpers import Phone

ROOT = Path(__file__).resolve().parent.parent


def test_phones_prints_the_join_address_and_a_phone_plays_through_it(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "KUCKUCK_HOME": str(tmp_path)}
    command = [sys.executable, "main.py", "--phones", "hearts", "--players", "4", "--bots", "3", "--seed", "5"]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        found = re.fullmatch(r"PHONES http://([0-9.]+):([0-9]+)/j/([A-Za-z0-9_-]{16})\n", line)
        assert found, line
        port, room = found.group(2), found.group(3)

        async def phone() -> dict[str, object]:
            anna = await Phone.open(f"ws://127.0.0.1:{port}/ws/{room}")
            assert (await anna.join("Anna"))["seat"] == 0
            view = await anna.next("view")
            while not view["view"]["hand"]:  # the table deals once it is ready
                view = await anna.next("view")
            await anna.close()
            return view

        view = asyncio.run(phone())
        assert view["view"]["game"] == "hearts" and len(view["view"]["hand"]) == 13  # type: ignore[index]
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(20) == 0


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        (["--phones", "hearts", "--players", "4", "--bots", "4"], "--bots: expected 0..3"),
        (["--phones", "kuckuck", "--port", "70000"], "--port: expected 0..65535"),
        (["--phones", "hearts", "--players", "9"], "--players/--option"),
    ],
)
def test_phones_refuses_a_bad_table_with_a_message(arguments: list[str], says: str) -> None:
    from main import main

    with pytest.raises(SystemExit, match=re.escape(says)):
        main(arguments)
