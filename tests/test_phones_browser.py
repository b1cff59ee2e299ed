"""The phone page in a real browser: headless Chromium (the system's `chromium` and `chromium-driver` packages),
driven by Selenium, opens the join address of a real phone table (the server and the table's loop in this
process, at the default pace), types a name, joins, and plays by tapping the page's own buttons: a whole Kuckuck
deal, a Speed-Kuckuck decision against its countdown, and a Hearts pass and trick. It asserts what the person
sees (their card(s), the buttons, whose turn it is, the outcome, lives and points, why a card may not be played)
and checks the layout at a phone's size (360×740) and a tablet's (800×1280) from the elements' rectangles: no
sideways scrolling, the decision buttons wholly on screen, in the lower half (the thumb's reach) and at least
44 CSS px tall, the cards on screen and readable. Screenshots go to pytest's tmp_path.

Without Chromium here the tests skip, unless CI_REQUIRE_BROWSER=1 (set by .ci/run), where they fail instead."""

from __future__ import annotations

import os
import struct
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from tests.phones_helpers import Table, phone_table_running

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--lang=en-US")  # fmt: skip
PHONE = (360, 740)
TABLET = (800, 1280)
SCALE = 2  # device pixels per CSS pixel, as on most phones
MIN_TAP_PX = 44  # the smallest comfortable touch target (CSS px)
MIN_FONT_PX = 11
MIN_CONTRAST = 120  # a card's face is light and its ink dark: their luminance apart, of 255
PACE = 1.0  # the table's default pace: bots think and the table holds as for a person
T = TypeVar("T")

# Records the page's calls of navigator.vibrate (and still makes them), before the page's own script runs.
VIBRATION_SPY = """
window.vibrations = [];
if (navigator.vibrate) {
  const vibrate = navigator.vibrate.bind(navigator);
  navigator.vibrate = (pattern) => { window.vibrations.push(pattern); return vibrate(pattern); };
}
"""

# What the person sees, as the page lays it out: the texts, the cards and the decision buttons with their boxes.
SEEN = """
const box = (node) => { const r = node.getBoundingClientRect();
  return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, height: r.height}; };
const shown = (node) => node.offsetParent !== null;
const font = (node) => parseFloat(getComputedStyle(node).fontSize);
const light = (colour) => {
  const [r, g, b] = colour.match(/[0-9.]+/g).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (node) => light(getComputedStyle(node).backgroundColor) - light(getComputedStyle(node).color);
const text = (id) => { const node = document.getElementById(id); return shown(node) ? node.textContent : ""; };
return {
  width: innerWidth, height: innerHeight,
  scroll_width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
  who: text("who"), turn: text("turn"), status: text("status"), news: text("news"), message: text("message"),
  clock: text("clock-text"),
  cards: [...document.querySelectorAll("#cards .card")].filter(shown).map((node) => ({
    card: node.dataset.card, text: node.textContent, font: font(node), contrast: contrast(node),
    chosen: node.classList.contains("chosen"),
    playable: node.classList.contains("playable"), dim: node.classList.contains("dim"), ...box(node)})),
  buttons: [...document.querySelectorAll("#actions button, #join-button")].filter(shown).map((node) => ({
    text: node.textContent, action: node.dataset.action || "", enabled: !node.disabled, font: font(node),
    ...box(node)})),
  fonts: ["turn", "status", "news", "message", "who"].map((id) => document.getElementById(id))
    .filter(shown).map(font),
  vibrations: (window.vibrations || []).length,
};
"""


def card_text(card: str) -> str:
    """A card as the page writes it: 'TH' -> '10♥'."""
    rank = "10" if card[0] == "T" else card[:-1]
    return rank + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[card[-1]]


def require_browser() -> None:
    missing = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not path.is_file()]
    if missing:
        why = f"no headless Chromium: {', '.join(missing)} missing (apt-get install chromium chromium-driver)"
        if os.environ.get("CI_REQUIRE_BROWSER") == "1":
            pytest.fail(why)
        pytest.skip(why)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[webdriver.Chrome]:
    """Headless Chromium with a new empty profile, its viewport a phone's, touch on; nothing is downloaded."""
    require_browser()
    options = Options()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={tmp_path / 'chromium-profile'}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # the page's console, for its errors
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": VIBRATION_SPY})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        resize(driver, PHONE)
        yield driver
    finally:
        driver.quit()


def resize(driver: webdriver.Chrome, size: tuple[int, int]) -> None:
    width, height = size
    metrics = {"width": width, "height": height, "deviceScaleFactor": SCALE, "mobile": True}
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)


def seen(driver: webdriver.Chrome) -> dict[str, Any]:
    found: dict[str, Any] = driver.execute_script(SEEN)
    return found


def wait_for(what: str, check: Callable[[], T | None], timeout: float = 30.0) -> T:
    """The first truthy answer of `check`, asked every 50 ms; fails naming `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        answer = check()
        if answer:
            return answer
        if time.monotonic() > deadline:
            pytest.fail(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.05)


def page_errors(driver: webdriver.Chrome) -> list[str]:
    """The page's errors in the browser's console so far (a script's exception, a file that did not load), but for
    the favicon the browser asks for on its own."""
    entries: list[dict[str, Any]] = driver.get_log("browser")
    return [
        entry["message"] for entry in entries if entry["level"] == "SEVERE" and "favicon.ico" not in entry["message"]
    ]


def tap(driver: webdriver.Chrome, selector: str) -> None:
    driver.find_element(By.CSS_SELECTOR, selector).click()


def tap_button(driver: webdriver.Chrome, text: str) -> None:
    for button in driver.find_elements(By.CSS_SELECTOR, "#actions button"):
        if button.text == text:
            button.click()
            return
    pytest.fail(f"no button {text!r} on the page")


def join(driver: webdriver.Chrome, table: Table, name: str) -> None:
    """Open the join address, type a name and tap Join, as a person does."""
    driver.get(table.page_url)
    page = wait_for("the join form", lambda: (page := seen(driver))["buttons"] and page)
    page = wait_for("the connection", lambda: (page := seen(driver))["message"] == "" and page)
    assert [button["text"] for button in page["buttons"]] == ["Join"]
    check_layout(page, "the join screen")
    driver.find_element(By.ID, "name").send_keys(name)
    tap(driver, "#join-button")
    wait_for("the welcome", lambda: seen(driver)["who"] == f"Seat 1: {name}")


def check_layout(page: dict[str, Any], where: str) -> None:
    """The page fits a person's screen: nothing sideways, the decisions wholly on screen in the lower half and big
    enough to tap, the cards on screen, above the decisions, readable, and big enough to tap."""
    width, height = page["width"], page["height"]
    assert page["scroll_width"] <= width, f"{where}: the page scrolls sideways ({page['scroll_width']} > {width})"
    for button in page["buttons"]:
        label = f"{where}: the button {button['text']!r} {button}"
        assert button["left"] >= 0 and button["right"] <= width, f"{label} sticks out sideways"
        assert button["top"] >= 0 and button["bottom"] <= height, f"{label} is not wholly on screen"
        assert button["top"] >= height / 2, f"{label} is out of the thumb's reach (the upper half)"
        assert button["height"] >= MIN_TAP_PX, f"{label} is too small to tap"
        assert button["font"] >= MIN_FONT_PX, f"{label} is too small to read"
    decisions_top = min((button["top"] for button in page["buttons"]), default=height)
    for card in page["cards"]:
        label = f"{where}: the card {card['text']!r} {card}"
        assert card["left"] >= 0 and card["right"] <= width, f"{label} sticks out sideways"
        assert card["top"] >= 0 and card["bottom"] <= decisions_top + 1, f"{label} is off screen or under a button"
        assert card["font"] >= MIN_FONT_PX, f"{label} is too small to read"
        assert card["contrast"] >= MIN_CONTRAST, f"{label} is not a light card with dark ink"
        assert card["height"] >= MIN_TAP_PX, f"{label} is too small to tap"
    assert all(size >= MIN_FONT_PX for size in page["fonts"]), f"{where}: text too small to read {page['fonts']}"


def screenshot(driver: webdriver.Chrome, size: tuple[int, int], path: Path) -> None:
    """Save the page as a PNG, which must be the viewport at the device's scale."""
    png = driver.get_screenshot_as_png()
    path.write_bytes(png)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    assert (width, height) == (size[0] * SCALE, size[1] * SCALE), f"{path.name} is {width}×{height}"


def seconds_left(clock: str) -> int:
    """The countdown's '4 s' as 4."""
    number, unit = clock.split()
    assert unit == "s", clock
    return int(number)


def my_turn(driver: webdriver.Chrome, buttons: int = 1) -> dict[str, Any]:
    """Wait until the page says it is this person's turn (and shows `buttons` decision buttons at least)."""
    return wait_for(
        "the person's turn",
        lambda: (page := seen(driver))["turn"] == "Your turn!" and len(page["buttons"]) >= buttons and page,
    )


def test_a_phone_plays_a_kuckuck_deal_by_tapping(browser: webdriver.Chrome, tmp_path: Path) -> None:
    with phone_table_running("kuckuck", 3, bots=2, seed=11, speed=PACE) as table:
        match = table.seats.controller.match
        join(browser, table, "Anna")
        waiting = wait_for("the cards", lambda: (page := seen(browser))["cards"] and page)
        assert waiting["status"] == "Lives: 3"

        page = my_turn(browser, buttons=2)
        view = match.view(0)
        swap = "Draw" if view["dealer"] == 0 else "Swap"  # the dealer swaps with the stock
        assert [button["text"] for button in page["buttons"]] == ["Stay", swap]
        assert [card["text"] for card in page["cards"]] == [card_text(view["cards"][0])]  # my card, and only mine
        assert page["cards"][0]["font"] >= 48, "the one Kuckuck card is shown large"
        assert page["vibrations"] == 1, "the phone vibrates once when the turn comes"
        check_layout(page, "Kuckuck, the phone's turn")
        screenshot(browser, PHONE, tmp_path / "kuckuck-phone.png")

        tap_button(browser, swap)
        after = wait_for("the decision to be taken", lambda: (page := seen(browser))["turn"] != "Your turn!" and page)
        assert after["message"] == "", f"the swap was refused: {after['message']}"
        assert match.view(0)["acted"][0] in ("swap", "blocked", "draw") or match.view(0)["deal_no"] > 1

        def showdown() -> dict[str, Any] | None:
            page = seen(browser)
            return page if page["news"].startswith("Last deal:") else None

        outcome = wait_for("the deal's outcome", showdown)
        view = match.view(0)
        losers = view["last_losers"]
        assert losers, view
        for seat, card in enumerate(view["last_cards"]):
            assert card is None or f"{'you' if seat == 0 else f'seat {seat + 1}'} {card_text(card)}" in outcome["news"]
        if 0 in losers:
            lost = "you lose a life"
        elif len(losers) == 1:
            lost = f"seat {losers[0] + 1} loses a life"
        else:
            lost = f"seats {', '.join(str(seat + 1) for seat in losers)} each lose a life"
        assert lost in outcome["news"], outcome["news"]
        assert outcome["status"] == f"Lives: {view['lives'][0]}"

        resize(browser, TABLET)
        page = my_turn(browser, buttons=2)
        assert [card["text"] for card in page["cards"]] == [card_text(match.view(0)["cards"][0])]
        check_layout(page, "Kuckuck on a tablet")
        screenshot(browser, TABLET, tmp_path / "kuckuck-tablet.png")
        tap_button(browser, "Stay")
        wait_for("the stay", lambda: seen(browser)["turn"] != "Your turn!")
        assert match.view(0)["acted"][0] == "stay" or match.view(0)["deal_no"] > 2
        assert page_errors(browser) == []


def test_speed_kuckuck_shows_the_countdown_on_the_phone(browser: webdriver.Chrome) -> None:
    with phone_table_running("kuckuck", 3, bots=2, options={"speed": "5"}, seed=3, speed=PACE) as table:
        join(browser, table, "Cleo")
        page = my_turn(browser, buttons=2)
        first = seconds_left(page["clock"])
        assert 3 <= first <= 5, page["clock"]  # five seconds from the moment the turn came
        time.sleep(1.5)
        assert 1 <= seconds_left(seen(browser)["clock"]) < first, "the countdown runs"
        tap_button(browser, "Stay")
        wait_for("the countdown to go", lambda: seen(browser)["clock"] == "")
        assert table.seats.controller.match.view(0)["timed_out"][0] is False
        assert page_errors(browser) == []


def test_a_phone_passes_three_cards_and_plays_a_hearts_trick_by_tapping(
    browser: webdriver.Chrome, tmp_path: Path
) -> None:
    with phone_table_running("hearts", 4, bots=3, seed=7, speed=PACE) as table:
        match = table.seats.controller.match
        join(browser, table, "Ben")
        page = my_turn(browser)
        hand = match.view(0)["hand"]
        assert sorted(card["card"] for card in page["cards"]) == sorted(hand) and len(hand) == 13
        assert [button["text"] for button in page["buttons"]] == ["Choose 3 more to pass"]
        assert not page["buttons"][0]["enabled"]
        assert page["news"] == f"You pass three cards to seat {match.view(0)['pass_to'] + 1}."
        assert page["status"] == "Points: 0"
        check_layout(page, "Hearts, thirteen cards to pass from")
        screenshot(browser, PHONE, tmp_path / "hearts-pass-phone.png")

        passed = hand[:3]
        for count, card in enumerate(passed, 1):
            tap(browser, f'#cards .card[data-card="{card}"]')
            page = seen(browser)
            assert sorted(card["card"] for card in page["cards"] if card["chosen"]) == sorted(passed[:count])
        assert page["buttons"][0]["text"] == "Pass these cards" and page["buttons"][0]["enabled"]
        tap_button(browser, "Pass these cards")

        def played_hand() -> dict[str, Any] | None:
            page, view = seen(browser), match.view(0)
            mine = sorted(card["card"] for card in page["cards"])
            return page if view["phase"] == "play" and len(mine) == 13 and mine == sorted(view["hand"]) else None

        page = wait_for("the hand after the pass", played_hand)
        assert not set(passed) & {card["card"] for card in page["cards"]}, "the passed cards left the hand"
        assert set(match.view(0)["received"]) <= {card["card"] for card in page["cards"]}

        def to_play() -> dict[str, Any] | None:
            page = seen(browser)
            return page if page["turn"] == "Your turn!" and any(card["playable"] for card in page["cards"]) else None

        page = wait_for("the person's turn to play", to_play)
        playable = [card["card"] for card in page["cards"] if card["playable"]]
        assert sorted(playable) == sorted(a.split()[1] for a in match.legal() if match.to_move == 0)
        check_layout(page, "Hearts, the phone's turn to play")
        if dim := [card["card"] for card in page["cards"] if card["dim"]]:  # a card that may not be played now
            tap(browser, f'#cards .card[data-card="{dim[0]}"]')
            why = wait_for("the reason", lambda: seen(browser)["message"])
            assert why == "You can't play that card now." or why.startswith(("You must", "The first", "No ")), why
            assert len(seen(browser)["cards"]) == 13 and match.to_move == 0, "a refused card changes nothing"
        card = playable[0]
        tap(browser, f'#cards .card[data-card="{card}"]')
        gone = wait_for("the card to leave the hand", lambda: (page := seen(browser))["turn"] != "Your turn!" and page)
        assert card not in [shown["card"] for shown in gone["cards"]] and len(gone["cards"]) == 12

        news: list[str] = []

        def trick_taken() -> bool:
            news.append(seen(browser)["news"])
            return bool(match.view(0)["tricks"]) and "took the trick" in news[-1]

        wait_for("the trick's winner", trick_taken)
        first = match.view(0)["tricks"][0]
        assert card in first["cards"] and first["seats"][first["cards"].index(card)] == 0
        taker = "you took the trick" if first["winner"] == 0 else f"seat {first['winner'] + 1} took the trick"
        assert news[-1].endswith(taker), news[-1]
        assert f"you {card_text(card)}" in news[-1]

        resize(browser, TABLET)
        page = wait_for("the tablet's layout", lambda: (page := seen(browser))["width"] == TABLET[0] and page)
        check_layout(page, "Hearts on a tablet")
        screenshot(browser, TABLET, tmp_path / "hearts-tablet.png")
        assert page_errors(browser) == []


def test_a_phone_bids_and_plays_euchre_in_german_and_gets_its_seat_back_after_a_reload(
    browser: webdriver.Chrome, tmp_path: Path
) -> None:
    with phone_table_running("euchre", 4, bots=3, seed=5, speed=PACE) as table:
        match = table.seats.controller.match
        browser.get(table.page_url + "?lang=de")
        wait_for("the join form", lambda: seen(browser)["buttons"])
        browser.find_element(By.ID, "name").send_keys("Dora")
        tap(browser, "#join-button")
        wait_for("the welcome", lambda: seen(browser)["who"] == "Platz 1: Dora")

        page = wait_for("the first bid", lambda: (page := seen(browser))["turn"] == "Du bist dran!" and page)
        view = match.view(0)
        assert sorted(card["card"] for card in page["cards"]) == sorted(view["hand"]) and len(view["hand"]) == 5
        labels = [button["text"] for button in page["buttons"]]
        assert labels[0] == "Passen" and ("Bestellen" in labels or "Trumpf ♠" in labels or "Trumpf ♥" in labels)
        if view["up_card"]:
            assert page["news"] == f"Aufgedeckt: {card_text(view['up_card'])}"
        check_layout(page, "Euchre, a bid")
        screenshot(browser, PHONE, tmp_path / "euchre-bid-phone.png")

        def played_a_card() -> bool:
            page = seen(browser)
            if page["turn"] == "Du bist dran!":
                check_layout(page, "Euchre, a decision")
                if page["buttons"]:
                    browser.find_element(By.CSS_SELECTOR, "#actions button").click()  # pass, or the first call
                elif any(card["playable"] for card in page["cards"]):
                    tap(browser, "#cards .card.playable")
                time.sleep(0.3)
            return any(
                0 in trick["seats"] for trick in [*match.view(0)["tricks"], match.view(0)["trick"] or {"seats": []}]
            )

        wait_for("a card played by the phone", played_a_card, timeout=60)
        wait_for(
            "the card to leave the hand",
            lambda: sorted(card["card"] for card in seen(browser)["cards"]) == sorted(match.view(0)["hand"]),
        )

        browser.refresh()  # the page's token brings the seat back: no join form, the same hand
        page = wait_for(
            "the seat back", lambda: (page := seen(browser))["who"] == "Platz 1: Dora" and page["cards"] and page
        )
        assert page["buttons"] == [] or page["turn"] == "Du bist dran!"
        assert sorted(card["card"] for card in page["cards"]) == sorted(match.view(0)["hand"])
        assert not browser.find_element(By.ID, "join").is_displayed()
        assert page_errors(browser) == []
