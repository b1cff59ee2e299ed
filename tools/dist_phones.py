"""The phone table of the packaged game, checked for tools/test_dist.py: `--phones kuckuck` runs headless, its
page and files are fetched from the address it prints, and one phone joins over a real WebSocket and stays."""

from __future__ import annotations

import json
import queue
import re
import signal
import subprocess
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

from tools.dist_sandbox import DistError, Sandbox

PHONES_ARGS = ("--phones", "kuckuck", "--players", "3", "--bots", "2", "--seed", "3")
PHONES_LINE = re.compile(r"PHONES (http://([0-9.]+):([0-9]+)/j/([A-Za-z0-9_-]{16}))")
PHONES_TIMEOUT_S = 60  # for the PHONES line, and for the phone's turn to come


def fetched(url: str) -> bytes:
    """The body of a 200 answer to GET `url`; DistError otherwise."""
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:  # our own http:// address
            return bytes(answer.read())
    except OSError as error:
        raise DistError(f"--phones: GET {url} failed: {error}") from None


def phone_plays(url: str) -> str:
    """Fetch the page at the join address `url` and its files, then join one phone over the WebSocket and stay
    once it is its turn; what it saw, in a few words. DistError when anything is missing or refused."""
    from websockets.sync.client import connect

    found = PHONES_LINE.fullmatch(url if url.startswith("PHONES ") else f"PHONES {url}")
    if not found:
        raise DistError(f"--phones: the join address {url!r} is not http://HOST:PORT/j/ROOM")
    page = fetched(found.group(1)).decode("utf-8", "replace")
    if "/a/phone.js" not in page:
        raise DistError("--phones: the page does not load /a/phone.js")
    origin = f"http://{found.group(2)}:{found.group(3)}"
    for name in ("phone.js", "phone.css", "strings-de.json"):
        fetched(f"{origin}/a/{name}")
    deadline = time.monotonic() + PHONES_TIMEOUT_S
    with connect(f"ws://{found.group(2)}:{found.group(3)}/ws/{found.group(4)}", open_timeout=10) as socket:
        views: list[dict[str, Any]] = []

        def receive() -> dict[str, Any]:
            message: dict[str, Any] = json.loads(socket.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message.get("type") in ("refused", "error"):
                raise DistError(f"--phones: the phone was sent {message}")
            if message.get("type") == "view":
                views.append(message)
            return message

        socket.send(json.dumps({"type": "join", "name": "Anna"}))
        welcome = receive()
        if welcome.get("type") != "welcome" or not isinstance(welcome.get("seat"), int):
            raise DistError(f"--phones: a join was answered with {welcome}, not a welcome")
        seat = welcome["seat"]
        try:
            message = receive()
            while not message.get("legal"):
                message = receive()
            socket.send(json.dumps({"type": "act", "action": "stay"}))
            message = receive()
            while message["view"]["acted"][seat] != "stay":
                message = receive()
        except TimeoutError:
            raise DistError(f"--phones: no turn and stay within {PHONES_TIMEOUT_S} s") from None
    return f"seat {seat} welcomed, sent {len(views)} views, its stay made"


def check_phones(exe: Path, sandbox: Sandbox) -> str:
    """Run `--phones kuckuck` headless, read its PHONES line, play one phone (`phone_plays`), stop it with SIGTERM;
    one line of what passed. DistError when it failed or did not exit 0 without a traceback."""
    errors = sandbox.out / "phones-stderr.txt"
    start = time.perf_counter()
    with errors.open("w") as stderr:
        process = subprocess.Popen([str(exe), *PHONES_ARGS], cwd=sandbox.cwd, env=sandbox.env(),
                                   stdout=subprocess.PIPE, stderr=stderr, text=True)  # fmt: skip
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: lines.put(process.stdout.readline() if process.stdout else ""), daemon=True).start()
    failure: DistError | None = None
    try:
        line = lines.get(timeout=PHONES_TIMEOUT_S).strip()
        if not PHONES_LINE.fullmatch(line):
            raise DistError(f"--phones: the first line is {line!r}, not PHONES http://HOST:PORT/j/ROOM")
        played = phone_plays(line.removeprefix("PHONES "))
    except queue.Empty:
        failure = DistError(f"--phones: no PHONES line within {PHONES_TIMEOUT_S} s")
    except DistError as error:
        failure = error
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            status = process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            raise DistError("--phones: still running 30 s after SIGTERM") from None
        if process.stdout:
            process.stdout.close()
    said = errors.read_text(errors="replace")
    tail = "\n    ".join(said.strip().splitlines()[-12:]) or "no output"
    if failure is not None:
        raise DistError(f"{failure} (exit status {status})\n    {tail}")
    if status != 0 or "Traceback" in said:
        raise DistError(f"--phones: exit status {status}\n    {tail}")
    if "or type http://" not in said:
        raise DistError("--phones: no QR code and short address on standard error")
    return f"{' '.join(PHONES_ARGS)}: {played}; stopped by SIGTERM, exit 0, in {time.perf_counter() - start:.1f} s"
