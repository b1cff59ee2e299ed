"""1,000 malformed or hostile messages from phones: each gets an `error` (or a refusal), none crashes the server
or changes the match; a flood or an oversized message closes that connection and nothing else."""

from __future__ import annotations

import asyncio
import json

import numpy as np
from websockets.exceptions import ConnectionClosed

from game.core.match import Match
from tests.phones_helpers import Phone, phone_table_running

SHAPES: list[object] = [
    "",
    "null",
    "[]",
    "42",
    '"join"',
    "{",
    '{"type": "join"}',
    '{"type": "join", "name": ""}',
    '{"type": "join", "name": 7}',
    '{"type": "join", "name": "a\\u0000b"}',
    '{"type": "join", "name": "' + "x" * 200 + '"}',
    '{"type": "rejoin", "token": null}',
    '{"type": "rejoin", "token": ["a"]}',
    '{"type": "act"}',
    '{"type": "act", "action": 3}',
    '{"type": "act", "action": []}',
    '{"type": "act", "action": ["stay", "swap", "stay", "swap"]}',
    '{"type": "act", "action": [["stay"]]}',
    '{"type": "act", "action": {"stay": 1}}',
    '{"type": "act", "action": "stay", "seat": 1}',
    '{"type": "act", "action": "__import__(\'os\').system(\'true\')"}',
    '{"type": "act", "action": "play AS"}',
    '{"type": "act", "action": "swap 3"}',
    '{"type": "eval", "code": "1+1"}',
    '{"type": "view", "view": {}}',
    '{"type": "welcome", "seat": 1, "token": "x"}',
    '{"type": "act", "action": NaN}',
    '{"type": "act", "action": 1e999}',
    "[" * 300 + "]" * 300,
    '{"a":' * 40 + "1" + "}" * 40,
    b"\xed\xb3\xbf",
    b"\x80\x81binary",
    json.dumps({"type": "act", "action": "stay"}).encode(),
]


def hostile(rng: np.random.Generator, count: int) -> list[object]:
    """`count` messages: the shapes above, and random bytes and characters cut from real messages."""
    real = '{"type": "act", "action": ["pass QS", "pass 2C"]}{"type": "join", "name": "Anna"}'
    messages: list[object] = []
    for index in range(count):
        pick = index % 3
        if pick == 0:
            messages.append(SHAPES[int(rng.integers(len(SHAPES)))])
        elif pick == 1:
            start = int(rng.integers(len(real)))
            messages.append(real[start : start + int(rng.integers(1, 40))])
        else:
            messages.append("".join(chr(int(c)) for c in rng.integers(32, 0x2FF, int(rng.integers(1, 30)))))
    return messages


def state(match: Match) -> tuple[int, int, str]:
    return match.actions_taken, len(match.history), json.dumps(match.view(None), sort_keys=True)


def test_a_thousand_hostile_messages_change_nothing_and_crash_nothing() -> None:
    async def attack(url: str, match: Match) -> tuple[int, int]:
        anna = await Phone.open(url)
        await anna.join("Anna")
        while not (await anna.next("view", timeout=30))["legal"]:
            pass  # the bots before Anna move; then the table waits for her, and nothing changes unless she acts
        before.append(state(match))
        strangers = [await Phone.open(url) for _ in range(9)]  # no seat at all
        replies = errors = 0
        for number, message in enumerate(hostile(np.random.default_rng(23), 1000)):
            phone = strangers[number % 10 - 1] if number % 10 else anna
            await phone.send(message)
            reply = await phone.next()
            while reply["type"] == "view":  # only the seat's own view, unchanged, may come again
                reply = await phone.next()
            replies += 1
            errors += reply["type"] in ("error", "refused")
            await asyncio.sleep(0.005)  # each connection stays under the flood limit (30 at once, 20 a second)
        await anna.send({"type": "join", "name": "Still here"})
        assert (await anna.next())["type"] == "error"  # the connection lives and still has its seat
        for phone in (anna, *strangers):
            await phone.close()
        return replies, errors

    with phone_table_running("kuckuck", 4, bots=3, speed=1.0, seed=3) as table:  # one phone seat: Anna's
        match = table.seats.controller.match
        before: list[tuple[int, int, str]] = []
        replies, errors = asyncio.run(attack(table.ws_url, match))
        assert (replies, errors) == (1000, 1000)
        assert before == [state(match)]
        assert match.to_move == 0 and match.actions_taken > 0
        assert table.server._thread.is_alive()


def test_a_flood_or_an_oversized_message_closes_only_that_connection() -> None:
    async def attack(url: str) -> None:
        anna = await Phone.open(url)
        await anna.join("Anna")
        flooder = await Phone.open(url)
        giant = await Phone.open(url)
        await giant.send('{"type": "join", "name": "' + "x" * 5000 + '"}')
        for _ in range(200):
            try:
                await flooder.send('{"type": "join"}')
            except ConnectionClosed:
                break
        for phone, code in ((giant, 1009), (flooder, 1008)):
            try:
                while True:
                    await phone.next(timeout=5)
            except ConnectionClosed as closed:
                assert closed.rcvd is not None and closed.rcvd.code == code
        await anna.send({"type": "join", "name": "Anna"})
        assert (await anna.next("error"))["reason"].startswith("join: this connection already has a seat")
        bert = await Phone.open(url)
        assert (await bert.join("Bert"))["type"] == "welcome"
        await anna.close()
        await bert.close()

    with phone_table_running("kuckuck", 4, bots=2, speed=1.0) as table:
        asyncio.run(attack(table.ws_url))
