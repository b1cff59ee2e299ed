"""A phone table for tests: the real server on loopback, the real headless driver on a thread of its own (or a
referee's loop that also checks every view), and phones as real WebSocket clients in the test process."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from scenes.phones.driver import PhoneSeats
from scenes.phones.headless import drive, phone_table
from scenes.phones.server import PhoneServer


@dataclass
class Table:
    seats: PhoneSeats
    server: PhoneServer

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}/ws/{self.server.room}"

    @property
    def page_url(self) -> str:
        return f"http://127.0.0.1:{self.server.port}/j/{self.server.room}"


@contextmanager
def phone_table_running(
    game: str,
    players: int,
    bots: int = 0,
    options: Mapping[str, object] | None = None,
    seed: int = 7,
    speed: float = 40.0,
    loop: Callable[[PhoneSeats, Callable[[], bool]], None] = drive,
) -> Iterator[Table]:
    """A table of `players - bots` phone seats, served on loopback, driven by `loop` until the block ends."""
    seats = phone_table(game, players, bots, options or {}, seed, speed=speed)
    server = PhoneServer(seats.bridge, shown_host="127.0.0.1", host="127.0.0.1")
    server.start()
    stop = threading.Event()
    driver = threading.Thread(target=loop, args=(seats, stop.is_set), daemon=True)
    driver.start()
    try:
        yield Table(seats, server)
    finally:
        stop.set()
        driver.join(10)
        server.stop()


@dataclass
class Phone:
    """One phone: a WebSocket client that keeps every message it was sent."""

    connection: ClientConnection
    received: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    async def open(cls, url: str) -> Phone:
        return cls(await connect(url, max_size=2**22))

    async def send(self, message: object) -> None:
        await self.connection.send(message if isinstance(message, str | bytes) else json.dumps(message))

    async def next(self, kind: str | None = None, timeout: float = 10.0) -> dict[str, Any]:
        """The next message (of `kind`, skipping others); TimeoutError if none comes."""
        deadline = time.monotonic() + timeout
        while True:
            raw = await asyncio.wait_for(self.connection.recv(), max(0.01, deadline - time.monotonic()))
            message = json.loads(raw)
            self.received.append(message)
            if kind is None or message["type"] == kind:
                return message

    async def join(self, name: str) -> dict[str, Any]:
        await self.send({"type": "join", "name": name})
        return await self.next()

    async def close(self) -> None:
        await self.connection.close()
