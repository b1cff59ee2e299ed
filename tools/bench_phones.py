"""Phones on loopback (issue 23): 20 phones at a 20-seat Kuckuck table, the program's own table scene (its window
headless, as make bench runs it) serving them. `phones_act_ms_*`: from a phone sending its decision to the moment
every one of the 20 phones has received the view that shows it. `phones_frame_ms_max` (and the median): the TV's
frames, each a whole step of the program (the phones' decisions read, the table animating and drawing, every
changed view posted), while the 20 are connected."""

from __future__ import annotations

import asyncio
import json
import os
import statistics
import subprocess
import sys
import time

import pygame
from websockets.asyncio.client import ClientConnection, connect

from game.core.match import Match
from game.lobby import MatchSetup
from game.registry import spec_for
from scenes.core.app import App
from scenes.core.config import AppConfig
from scenes.routes.router import Router
from scenes.table.shell import TableScene
from tools.bench_common import Figures, percentile

PHONES = 20
FRAME_S = 1 / 60
WARM_UP_FRAMES = 30


async def _measure(url: str, decisions: int) -> list[float]:
    phones: list[ClientConnection] = [await connect(url) for _ in range(PHONES)]
    latest: list[dict[str, object]] = [{} for _ in range(PHONES)]
    for number, phone in enumerate(phones):
        await phone.send(json.dumps({"type": "join", "name": f"Phone {number}"}))
        await phone.recv()

    async def next_view(index: int, timeout: float) -> dict[str, object] | None:
        try:
            while True:
                message = json.loads(await asyncio.wait_for(phones[index].recv(), timeout))
                if message["type"] == "view":
                    latest[index] = message
                    return message
        except TimeoutError:
            return None

    times: list[float] = []
    while len(times) < decisions:
        movers = [index for index in range(PHONES) if latest[index].get("legal")]
        if not movers:  # drain until a phone is asked to decide (a hold, a deal, the end)
            views = await asyncio.gather(*(next_view(index, 0.5) for index in range(PHONES)))
            if all(view is None for view in views) and all(_over(latest[i]) for i in range(PHONES)):
                break
            continue
        mover = movers[0]
        legal = latest[mover]["legal"]
        assert isinstance(legal, list)
        start = time.perf_counter()
        await phones[mover].send(json.dumps({"type": "act", "action": legal[0]}))
        await asyncio.gather(*(next_view(index, 10) for index in range(PHONES)))
        times.append((time.perf_counter() - start) * 1000)
    for phone in phones:
        await phone.close()
    return times


def _over(message: dict[str, object]) -> bool:
    view = message.get("view")
    return isinstance(view, dict) and bool(view.get("winners"))


def phones_bench(decisions: int = 200, size: tuple[int, int] = (1280, 720)) -> Figures:
    """The figures above, over up to `decisions` phone decisions (fewer if the match ends first)."""
    from scenes.core.app import settle_heap
    from tools.bench_frames import FRAME_DT_MS, temporary_home

    setup = MatchSetup(game="kuckuck", players=PHONES, bots=0, options={"lives": 3})
    with temporary_home():
        app = App(AppConfig(fullscreen=False, size=size, seed=21), Router)
        try:
            match = Match(spec_for("kuckuck"), PHONES, setup.options, entropy=21, auto_deal=False)
            seats = setup.seats([f"Phone {index + 1}" for index in range(PHONES)], [True] * PHONES)
            app.router.table(setup, resume=(match, seats))
            table = app.scenes.base
            assert isinstance(table, TableScene) and table.phones is not None
            for _ in range(WARM_UP_FRAMES):  # as the other frame benches: the table's images made, the heap settled
                app.step(FRAME_DT_MS, [])
            settle_heap()
            server = table.phones.server
            url = f"ws://127.0.0.1:{server.port}/ws/{server.room}"
            clients = subprocess.Popen(  # the 20 phones in a process of their own: the TV's frames share no GIL
                [sys.executable, "-m", "tools.bench_phones", "clients", url, str(decisions)],
                stdout=subprocess.PIPE,
                text=True,
                env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
            )
            frames = _frames_while(app, table, clients)
            output, _ = clients.communicate(timeout=60)
        finally:
            app.shutdown()
    lines = output.strip().splitlines()
    times = [float(ms) for ms in json.loads(lines[-1] if lines else "[]")]
    if clients.returncode != 0 or not times:
        raise RuntimeError("no phone decision was measured")
    return {
        "phones_act_ms_p50": percentile(times, 0.5),
        "phones_act_ms_p99": percentile(times, 0.99),
        "phones_decisions": float(len(times)),
        "phones_frame_ms_median": statistics.median(frames),
        "phones_frame_ms_max": max(frames),
    }


def _frames_while(app: App, table: TableScene, phones: subprocess.Popen[str]) -> list[float]:
    """The program's frames at 60 a second while the phones play; the time in ms of each from the moment all 20
    have joined (the join screen before it is one still picture)."""
    frames: list[float] = []
    last = time.perf_counter()
    while phones.poll() is None:
        now = time.perf_counter()
        start = time.perf_counter()
        app.step(min(100, round((now - last) * 1000)), pygame.event.get())
        end = time.perf_counter()
        if table.phones is not None and not table.phones.gathering:
            frames.append((end - start) * 1000)
        last = now
        time.sleep(max(0.0, FRAME_S - (end - start)))
    return frames


if __name__ == "__main__":
    if sys.argv[1:2] == ["clients"]:  # the phones' side, started by phones_bench: the times as JSON
        print(json.dumps(asyncio.run(_measure(sys.argv[2], int(sys.argv[3])))))
    else:
        for name, value in phones_bench().items():
            print(f"{name:<24}{value:>10.2f}")
