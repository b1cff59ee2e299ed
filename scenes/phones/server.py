"""The phone server: HTTP for the page and a WebSocket per phone (the `websockets` library), on its own thread
with its own asyncio loop, so the table's frame never waits on the network.

Addresses (everything else is a 404): `/j/<room>` the page, `/a/<file>` its files, `/ws/<room>` the WebSocket,
`/c/<CODE>` the short code a person types, which sends them on to `/j/<room>`. The room is unguessable; wrong
rooms and codes are limited per address (`GuessLimit`). Each connection's messages are checked (`protocol.parse`);
a flood or an oversized message closes that connection only. See docs/phones.md."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
import threading
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from game.core.reasons import Reason
from game.i18n import N_, Translator
from scenes.phones.bridge import PhoneBridge
from scenes.phones.network import GuessLimit, MessageBudget, lan_address
from scenes.phones.page import FILES, PhoneFiles, language
from scenes.phones.protocol import MAX_MESSAGE_BYTES, Act, BadMessage, Join, Rejoin, parse

TABLE_FULL = Reason(N_("Every phone seat at this table is taken."))
NOT_A_SEAT = Reason(N_("That is not a seat at this table (or the match is over)."))
SEAT_IN_USE = Reason(N_("That seat's phone is still connected."))
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L
PONG_WAIT_S = 2.0  # how long a seat's old connection has to show it is alive before a rejoin takes the seat
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; object-src 'none'; frame-ancestors 'none'",
}


@dataclass(eq=False)
class _Phone:
    """One open connection: its language, its seat once it joined, what it was last sent."""

    connection: ServerConnection
    language: str
    seat: int | None = None
    sent: int = -1
    news: asyncio.Event = field(default_factory=asyncio.Event)


class PhoneServer:
    """Start with `start()` (returns once it listens), stop with `stop()`; `url` is the join address."""

    def __init__(self, bridge: PhoneBridge, port: int = 0, host: str = "0.0.0.0", shown_host: str | None = None):
        if type(port) is not int or not 0 <= port <= 65535:
            raise ValueError(f"port: expected 0..65535 (0: any free port), got {port!r:.20}")
        self.bridge = bridge
        self.room = secrets.token_urlsafe(12)
        self.code = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
        self._host, self._port = host, port
        self._shown_host = shown_host
        self._files = PhoneFiles.load()
        self._guesses = GuessLimit()
        self._translators: dict[str, Translator] = {}
        self._owners: dict[int, _Phone] = {}
        self._news_lock = threading.Lock()
        self._news: set[int] = set()  # seats with news the loop has not passed on yet
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Future[None] | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)

    # --- the owner's side (any thread) ----------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the phone server did not start within 10 s")
        if self._failure is not None:
            raise self._failure

    @property
    def port(self) -> int:
        return self._port

    @property
    def url(self) -> str:
        return f"http://{self._shown_host or lan_address()}:{self._port}/j/{self.room}"

    @property
    def short_url(self) -> str:
        return f"http://{self._shown_host or lan_address()}:{self._port}/c/{self.code}"

    def stop(self) -> None:
        """Close every connection and stop listening; the bridge's tokens die."""
        self.bridge.close()
        self.bridge.wake = None
        loop, stopping = self._loop, self._stopping
        if loop is not None and stopping is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop already ended
                loop.call_soon_threadsafe(_finish, stopping)
        if self._thread.is_alive():
            self._thread.join(10)

    # --- the server's thread --------------------------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as error:  # reported to start(); the thread must not die silently before ready
            self._failure = error
            self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = self._loop.create_future()
        async with serve(
            self._session,
            self._host,
            self._port,
            process_request=self._http,
            max_size=MAX_MESSAGE_BYTES,
            max_queue=8,
            ping_interval=10,
            ping_timeout=10,
            close_timeout=2,  # a flooder whose queued frames hide its reply to our close is cut off soon
            compression=None,
            server_header=None,
        ) as server:
            self._port = int(server.sockets[0].getsockname()[1])
            self.bridge.wake = self._wake_from_any_thread
            self._ready.set()
            await self._stopping
            server.close()

    def _wake_from_any_thread(self, seat: int) -> None:
        """`seat` has news. The table posts every seat's view in one frame: the loop is woken once for them all
        (each wake writes to the loop's pipe), not once a seat."""
        with self._news_lock:
            first = not self._news
            self._news.add(seat)
        if not first:
            return  # a wake is on its way already
        try:
            if self._loop is None:
                raise RuntimeError("no loop")
            self._loop.call_soon_threadsafe(self._wake)
        except RuntimeError:  # the server is stopping: nobody to tell
            with self._news_lock:
                self._news.clear()

    def _wake(self) -> None:
        with self._news_lock:
            seats, self._news = self._news, set()
        for seat in seats:
            owner = self._owners.get(seat)
            if owner is not None:
                owner.news.set()

    # --- HTTP -----------------------------------------------------------------------------------------------

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """The page, its files, the short code; None lets the WebSocket handshake of the room go on."""
        address = _address(connection)
        path, _, query = request.path.partition("?")
        if self._guesses.blocked(address):
            return _response(HTTPStatus.TOO_MANY_REQUESTS, b"Too many wrong codes: wait a minute.\n")
        if path == f"/ws/{self.room}":
            return None
        if path == f"/j/{self.room}":
            lang = language(query, request.headers.get("Accept-Language"))
            return _response(HTTPStatus.OK, self._files.page_for(lang), "text/html; charset=utf-8")
        if path.startswith("/a/") and path[3:] in FILES:
            return _response(HTTPStatus.OK, self._files.files[path[3:]], FILES[path[3:]])
        if path.startswith("/c/") and path[3:].upper() == self.code:
            response = _response(HTTPStatus.SEE_OTHER, b"")
            response.headers["Location"] = f"/j/{self.room}"
            return response
        if path.startswith(("/c/", "/j/", "/ws/")):
            self._guesses.miss(address)
        return _response(HTTPStatus.NOT_FOUND, b"Not found.\n")

    # --- one phone ------------------------------------------------------------------------------------------

    async def _session(self, connection: ServerConnection) -> None:
        request = connection.request
        assert request is not None  # the handshake has happened
        lang = language(request.path.partition("?")[2], request.headers.get("Accept-Language"))
        phone = _Phone(connection, lang)
        budget = MessageBudget()
        sender = asyncio.create_task(self._send_news(phone))
        flooded = False
        try:
            async for raw in connection:
                if not budget.take():
                    flooded = True
                    break
                try:
                    message = parse(raw)
                except BadMessage as error:
                    await self._send(phone, {"type": "error", "reason": str(error)})
                    continue
                await self._handle(phone, message)
        except ConnectionClosed:
            pass
        finally:
            sender.cancel()
            if flooded:
                await connection.close(1008, "too many messages")
            if phone.seat is not None and self._owners.get(phone.seat) is phone:
                del self._owners[phone.seat]
                self.bridge.attach(phone.seat, -1)

    async def _handle(self, phone: _Phone, message: Join | Rejoin | Act) -> None:
        if isinstance(message, Act):
            if phone.seat is None:
                await self._send(phone, {"type": "error", "reason": "act: join or rejoin first"})
            else:
                self.bridge.submit(phone.seat, message.actions)
            return
        if phone.seat is not None:
            await self._send(phone, {"type": "error", "reason": f"{message.__class__.__name__.lower()}: this "
                                     "connection already has a seat"})  # fmt: skip
            return
        if isinstance(message, Join):
            taken = self.bridge.join(message.name)
            if taken is None:
                await self._refuse(phone, TABLE_FULL)
                return
            seat, token = taken
        else:
            found = self.bridge.rejoin(message.token)
            if found is None:
                await self._refuse(phone, NOT_A_SEAT)
                return
            if not await self._free(found):
                await self._refuse(phone, SEAT_IN_USE)
                return
            seat, token = found, message.token
        phone.seat = seat
        self._owners[seat] = phone
        self.bridge.attach(seat, +1)
        name = self.bridge.joined().get(seat, "")
        await self._send(phone, {"type": "welcome", "seat": seat, "token": token, "name": name})
        phone.news.set()

    async def _free(self, seat: int) -> bool:
        """Whether `seat` may be taken by a rejoin: its old connection (if any) is gone or does not answer a
        ping in time (a phone that slept); a live one keeps it, so a copied token cannot steal a seat."""
        old = self._owners.get(seat)
        if old is None:
            return True
        try:
            pong = await old.connection.ping()
            await asyncio.wait_for(pong, PONG_WAIT_S)
        except (ConnectionClosed, TimeoutError, RuntimeError):
            if self._owners.get(seat) is old:
                del self._owners[seat]
                self.bridge.attach(seat, -1)
            await old.connection.close(1000, "the seat was taken back by its phone")
            return True
        return False

    async def _send_news(self, phone: _Phone) -> None:
        """Send this phone its seat's news whenever the table posts any (views coalesce to the latest)."""
        while True:
            await phone.news.wait()
            phone.news.clear()
            seat = phone.seat
            if seat is None or self._owners.get(seat) is not phone:
                continue
            news = self.bridge.outgoing(seat, phone.sent)
            for reason in news.refusals:
                await self._refuse(phone, reason)
            for error in news.errors:
                await self._send(phone, {"type": "error", "reason": error})
            if news.view is not None:
                phone.sent = news.version
                await self._send_text(phone, news.view)

    async def _refuse(self, phone: _Phone, reason: Reason) -> None:
        translator = self._translators.get(phone.language)
        if translator is None:
            translator = self._translators[phone.language] = Translator.load(phone.language)
        await self._send(phone, {"type": "refused", "reason": translator.tr(reason.message, **reason.params)})

    async def _send(self, phone: _Phone, message: dict[str, Any]) -> None:
        await self._send_text(phone, json.dumps(message, separators=(",", ":")))

    @staticmethod
    async def _send_text(phone: _Phone, text: str) -> None:
        with contextlib.suppress(ConnectionClosed):
            await phone.connection.send(text)


def _finish(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def _address(connection: ServerConnection) -> str:
    peer = connection.remote_address
    return str(peer[0]) if isinstance(peer, tuple) and peer else "?"


def _response(status: HTTPStatus, body: bytes, content_type: str = "text/plain; charset=utf-8") -> Response:
    headers = Headers({"Content-Type": content_type, "Content-Length": str(len(body)), **SECURITY_HEADERS})
    return Response(status.value, status.phrase, headers, body)
