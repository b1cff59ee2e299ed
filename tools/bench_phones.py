"""Phones on loopback (issue 23): 20 phones at a 20-seat Kuckuck table, served by the real server and driven by
the real phone seats. `phones_act_ms_*`: from a phone sending its decision to the moment every one of the 20
phones has received the view that shows it. `phones_frame_ms_max`: the slowest headless table frame (the phones'
decisions read, the controller's update, every changed view posted) while the 20 are connected."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable

from websockets.asyncio.client import ClientConnection, connect

from scenes.phones.driver import PhoneSeats
from scenes.phones.headless import phone_table
from scenes.phones.server import PhoneServer
from tools.bench_common import Figures, percentile

PHONES = 20


def _timed_loop(seats: PhoneSeats, stop: Callable[[], bool], frames: list[float]) -> None:
    """scenes/phones/driver.drive, with each frame's work timed."""
    controller = seats.controller
    last = time.monotonic()
    while not stop() and not controller.over:
        start = time.perf_counter()
        seats.frame()
        controller.take_events()
        now = time.monotonic()
        controller.update(round((now - last) * 1000))
        last = now
        frames.append((time.perf_counter() - start) * 1000)
        time.sleep(0.016)


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


def phones_bench(decisions: int = 200) -> Figures:
    """The figures above, over up to `decisions` phone decisions (fewer if the match ends first)."""
    seats = phone_table("kuckuck", PHONES, 0, {"lives": 3}, 21, speed=10.0)
    server = PhoneServer(seats.bridge, host="127.0.0.1", shown_host="127.0.0.1")
    server.start()
    stop, frames = threading.Event(), []  # type: ignore[var-annotated]
    table = threading.Thread(target=_timed_loop, args=(seats, stop.is_set, frames), daemon=True)
    table.start()
    try:
        url = f"ws://127.0.0.1:{server.port}/ws/{server.room}"
        times = asyncio.run(_measure(url, decisions))
    finally:
        stop.set()
        table.join(10)
        server.stop()
    return {
        "phones_act_ms_p50": percentile(times, 0.5),
        "phones_act_ms_p99": percentile(times, 0.99),
        "phones_decisions": float(len(times)),
        "phones_frame_ms_max": max(frames),
    }


if __name__ == "__main__":
    for name, value in phones_bench().items():
        print(f"{name:<24}{value:>10.2f}")
