"""A phone for the tests that play like a person at the real table scene: a real WebSocket client (the
`websockets` library's threaded client) whose messages a reader thread keeps, so the test's own thread goes on
running the program's frames while the phone waits."""

from __future__ import annotations

import json
import threading
from contextlib import ExitStack
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from scenes.phones.server import PhoneServer


def ws_url(server: PhoneServer) -> str:
    """The table's WebSocket on loopback (the join address names the machine's address on the local network)."""
    return f"ws://127.0.0.1:{server.port}/ws/{server.room}"


class PhoneClient:
    def __init__(self, url: str) -> None:
        self._stack = ExitStack()  # the client is a context manager: closed with the phone
        self.connection: ClientConnection = self._stack.enter_context(connect(url, max_size=2**22))
        self.received: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                raw = self.connection.recv()
            except ConnectionClosed:
                return
            with self._lock:
                self.received.append(json.loads(raw))

    def send(self, message: dict[str, Any]) -> None:
        self.connection.send(json.dumps(message))

    def messages(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [message for message in self.received if message["type"] == kind]

    def last_view(self) -> dict[str, Any] | None:
        views = self.messages("view")
        return views[-1] if views else None

    def my_turn(self) -> bool:
        """The phone's latest view offers actions: its owner decides now."""
        view = self.last_view()
        return view is not None and bool(view["legal"])

    def close(self) -> None:
        self._stack.close()
        self._reader.join(5)
