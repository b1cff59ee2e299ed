"""The phone server from outside, as a browser and a phone see it: the page, the room, joining, rejoining with the
token, a token that is not the seat's refused, a full table, the short code and its limit on guesses."""

from __future__ import annotations

import asyncio
import urllib.error
import urllib.request

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.phones_helpers import Phone, phone_table_running


def get(url: str, **headers: str) -> tuple[int, str, dict[str, str]]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.read().decode(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


def test_the_page_and_its_files_are_served_in_the_phones_language() -> None:
    with phone_table_running("kuckuck", 4, bots=2) as table:
        status, page, headers = get(table.page_url, **{"Accept-Language": "fr-FR, de;q=0.8, en;q=0.5"})
        assert status == 200 and '<html lang="de">' in page and "/a/phone.js" in page
        assert "default-src 'self'" in headers["Content-Security-Policy"]
        assert '<html lang="nl">' in get(table.page_url + "?lang=nl")[1]
        assert '<html lang="en">' in get(table.page_url, **{"Accept-Language": "fr"})[1]
        base = table.page_url.split("/j/")[0]
        status, strings, headers = get(base + "/a/strings-de.json")
        assert status == 200 and '"Mitspielen"' in strings
        assert get(base + "/a/phone.js")[0] == 200
        assert get(base + "/a/../../main.py")[0] == 404
        assert "http://127.0.0.1:" in table.server.url and table.server.url.endswith(f"/j/{table.server.room}")


def test_a_wrong_room_is_a_404_for_the_page_and_the_socket() -> None:
    with phone_table_running("kuckuck", 4, bots=2) as table:
        assert get(table.page_url[:-1] + "x")[0] == 404
        assert get(table.page_url.split("/j/")[0] + "/")[0] == 404

        async def socket() -> int:
            try:
                async with connect(table.ws_url[:-1] + "x"):
                    return 101
            except InvalidStatus as error:
                return error.response.status_code

        assert asyncio.run(socket()) == 404


def test_the_short_code_leads_to_the_room_and_guessing_is_limited() -> None:
    with phone_table_running("kuckuck", 4, bots=2) as table:
        base = table.page_url.split("/j/")[0]
        status, page, _ = get(f"{base}/c/{table.server.code.lower()}")  # urllib follows the 303
        assert status == 200 and "/a/phone.js" in page
        wrong = "22222Z" if table.server.code != "22222Z" else "33333Z"
        statuses = [get(f"{base}/c/{wrong}")[0] for _ in range(12)]
        assert statuses[:10] == [404] * 10 and statuses[10:] == [429, 429]
        assert get(f"{base}/c/{table.server.code}")[0] == 429  # this address waits a minute, even for the right one


def test_join_rejoin_and_tokens_that_are_not_the_seats() -> None:
    async def play(url: str) -> None:
        anna = await Phone.open(url)
        welcome = await anna.join("Anna")
        assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["name"] == "Anna"
        view = await anna.next("view")
        assert view["view"]["seat"] == 0 and isinstance(view["legal"], list)
        token = welcome["token"]
        assert len(token) >= 32

        thief = await Phone.open(url)
        await thief.send({"type": "rejoin", "token": token})  # Anna's phone is alive: the seat stays hers
        refused = await thief.next()
        assert refused == {"type": "refused", "reason": "That seat's phone is still connected."}
        await thief.send({"type": "rejoin", "token": "A" * 32})
        assert (await thief.next())["type"] == "refused"
        await thief.send({"type": "act", "action": "stay"})
        assert (await thief.next())["type"] == "error"  # no seat, no say

        bert = await Phone.open(url)
        assert (await bert.join("Bert"))["seat"] == 1
        carla = await Phone.open(url)
        full = await carla.join("Carla")
        assert full == {"type": "refused", "reason": "Every phone seat at this table is taken."}
        dora = await Phone.open(url + "?lang=de")  # a refusal comes in the phone's language
        assert await dora.join("Dora") == {
            "type": "refused",
            "reason": "Alle Handyplätze an diesem Tisch sind besetzt.",
        }
        await bert.send({"type": "join", "name": "Bert again"})
        assert (await bert.next("error"))["reason"].startswith("join: this connection already has a seat")

        await anna.close()  # Anna's phone sleeps; it comes back with its token and gets seat 0 and the view
        back = await Phone.open(url)
        await back.send({"type": "rejoin", "token": token})
        again = await back.next()
        assert again == {"type": "welcome", "seat": 0, "token": token, "name": "Anna"}
        assert (await back.next("view"))["view"]["seat"] == 0
        for phone in (thief, bert, carla, dora, back):
            await phone.close()

    with phone_table_running("kuckuck", 4, bots=2, speed=1.0) as table:
        asyncio.run(play(table.ws_url))
        assert table.seats.bridge.joined() == {0: "Anna", 1: "Bert"}


def test_tokens_die_with_the_match() -> None:
    async def play(url: str) -> str:
        phone = await Phone.open(url)
        token = str((await phone.join("Anna"))["token"])
        await phone.close()
        return token

    with phone_table_running("kuckuck", 4, bots=3, speed=1.0) as table:
        token = asyncio.run(play(table.ws_url))
        table.seats.bridge.close()  # the match ended (the server stops with it; the bridge already forgets)
        assert table.seats.bridge.rejoin(token) is None
        assert table.seats.bridge.join("Late") is None


def test_refusals_come_in_the_phones_language() -> None:
    from scenes.phones.page import language

    assert language("lang=de", "nl") == "de" and language(None, "nl-BE,nl;q=0.9") == "nl"
    assert language("lang=xx", "fr, en-GB;q=0.1") == "en" and language(None, None) == "en"
    assert language(None, "de;q=abc, nl;q=0.5") == "nl"


@pytest.mark.parametrize("port", [-1, 70000])
def test_a_bad_port_is_a_value_error_naming_it(port: int) -> None:
    from scenes.phones.bridge import PhoneBridge
    from scenes.phones.server import PhoneServer

    with pytest.raises(ValueError, match="port"):
        PhoneServer(PhoneBridge([0]), port=port)


def test_the_join_address_as_a_qr_code() -> None:
    from scenes.phones.qr import qr_modules, qr_text

    url = "http://192.168.1.5:41234/j/abcdefghijklmnop"
    rows = qr_modules(url)
    assert len(rows) == len(rows[0]) >= 21 and (len(rows) - 17) % 4 == 0  # a QR version's size: 17 + 4 v
    assert all(rows[r][c] for r in (0, 6) for c in range(7))  # the finder pattern's dark frame, top left
    assert qr_modules(url) == rows and qr_modules(url + "x") != rows
    assert len(qr_text(url).splitlines()) == (len(rows) + 5) // 2
    with pytest.raises(ValueError, match="url"):
        qr_modules("javascript:alert(1)")
