"""What the Hearts table tells and shows the player, headless: the keyboard cursor waiting on a playable card when
your turn comes (and no cursor for the mouse), a refusal or a hint over the hand, the received cards marked until
you play, the Pass button counting the picks, the arrow to the receiver, prompts that match your hand, the
hot-seat player named, trick cards lying towards their seats with the winner standing out, and nothing on the
table overlapping at common window sizes."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.store.settings import Settings, SettingsStore
from scenes.cards.card_art import CardArt
from scenes.cards.geometry import Rect, card_height, rect_around, rects_overlap
from scenes.cards.names import suit_name
from scenes.cards.sprites import CardSprite
from scenes.core.app import App
from scenes.hearts.drawing import status
from scenes.hearts.prompt import received_line
from scenes.hearts.view import HeartsView
from scenes.table.shell import TableScene
from scenes.tricks.layout import BOTTOM, LEFT, PLACES, RIGHT, TOP, TrickTableLayout
from scenes.tricks.pass_arrow import pass_arrow
from scenes.tricks.score_sheet import ScoreSheetOverlay
from scenes.tricks.trick_area import TrickArea, TrickCard
from tests.hearts_helpers import dealt
from tests.test_ui_hearts import RANKS, by_keyboard, card_point, hearts_view, log_of, setup
from tests.trick_table_checks import fast_app
from tests.ui_helpers import click, key, make_app, open_table, release, step


def quiet_app(size: tuple[int, int] = (1280, 720)) -> App:
    """Fast pacing, and no card played for you: every play in these tests is the player's own."""
    app = make_app(size)
    SettingsStore(app.saves.folder).save(Settings(animation_speed=4.0, trick_hold_ms=200, auto_play=False))
    return app


def your_turn(table: TableScene, view: HeartsView) -> bool:
    """You are to play a card and the table has shown everything before it."""
    fan = view.sprites.hand
    return table.controller.waiting_for_human == view.bottom and bool(fan.legal) and not table.stage.timeline.busy


Decide = Callable[[HeartsView], list[pygame.event.Event]]


def play_until(app: App, table: TableScene, done: Callable[[], bool], decide: Decide | None = None) -> None:
    """Step the table (score sheets closed with Enter) until `done()`; `decide(view)` answers your turns."""
    view = hearts_view(table)
    for _ in range(8000):
        if done():
            return
        if isinstance(app.scenes.top, ScoreSheetOverlay):
            step(app, [key(pygame.K_RETURN)])
            continue
        events = decide(view) if decide is not None and table.controller.waiting_for_human is not None else []
        step(app, events, dt=50)
    raise AssertionError("the table never got there")


# --- the cursor -------------------------------------------------------------------------------------------------


def test_after_keyboard_input_your_turn_opens_with_the_cursor_on_a_playable_card_and_enter_plays_it() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    step(app, [key(pygame.K_RIGHT)])  # the player's first key, before any card is dealt
    turns = 0
    while turns < 8:
        play_until(app, table, lambda: your_turn(table, view))
        fan = view.sprites.hand
        assert fan.cursor is not None, "no cursor when the turn came"
        assert fan.cards[fan.cursor] in (fan.legal or ())
        if turns == 0:  # nothing moved it before: the first card you may play
            assert fan.cursor == next(i for i, card in enumerate(fan.cards) if card in (fan.legal or ()))
        if turns == 1:  # up to the buttons and down again: the cursor is back on a playable card
            step(app, [key(pygame.K_UP)])
            assert not view.in_hand and fan.cursor is None
            step(app, [key(pygame.K_DOWN)])
            assert view.in_hand and fan.cursor is not None and fan.cards[fan.cursor] in (fan.legal or ())
        played = len(log_of(table))
        step(app, [key(pygame.K_RETURN)])  # one press plays it
        assert len(log_of(table)) == played + 1
        turns += 1


def test_a_mouse_player_sees_no_cursor_when_the_turn_comes() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    for _ in range(4):
        play_until(app, table, lambda: your_turn(table, view))
        fan = view.sprites.hand
        assert fan.cursor is None
        card = next(card for card in fan.cards if card in (fan.legal or ()))
        pos = card_point(view, card)
        step(app, click(pos))
        step(app, release(pos))
        assert card not in view.sprites.hand.cards or log_of(table)[-1] == f"play {card}"


def test_a_gamepad_player_gets_the_cursor_at_once_too() -> None:
    from tests.virtual_gamepad import VirtualGamepad, unavailable_reason

    if unavailable_reason():
        pytest.skip(unavailable_reason() or "")
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    with VirtualGamepad() as pad:
        for _ in range(3):
            step(app)
        pad.tap("dpright")
        step(app)
        play_until(app, table, lambda: your_turn(table, view))
        fan = view.sprites.hand
        assert fan.cursor is not None and fan.cards[fan.cursor] in (fan.legal or ())
        played = len(log_of(table))
        pad.tap("a")
        step(app)
        step(app)
        assert len(log_of(table)) == played + 1


# --- what the table says ----------------------------------------------------------------------------------------


def test_a_pass_asked_for_too_early_is_explained_over_the_hand_and_the_pass_button_counts_the_picks() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="left"))
    view = hearts_view(table)
    fan = view.sprites.hand
    play_until(
        app, table, lambda: table.controller.waiting_for_human == 0 and fan.picking and not table.stage.timeline.busy
    )
    button = view.buttons["pass"]
    assert button in view.shown_buttons and not button.is_enabled and button.text.endswith("0/3")
    step(app, [key(pygame.K_RIGHT)])  # the first press shows the cursor
    step(app, [key(pygame.K_RETURN)])
    step(app)
    assert button.text.endswith("1/3") and not button.is_enabled
    step(app, [key(pygame.K_p)])  # Pass, with one card picked
    assert view.note.shown and view.note.text == "Pick 3 cards to pass first." and app._toast is None
    assert not log_of(table)
    for _ in range(2):
        step(app, [key(pygame.K_RIGHT)])
        step(app, [key(pygame.K_RETURN)])
    step(app)
    assert button.is_enabled and "/" not in button.text and "←" in button.text  # ready: the plain label
    assert table.stage.focus.focused is button  # the third pick took the keyboard's focus to it
    receiver = table.stage.names[table.controller.view()["pass_to"]]
    assert view.prompt(table.controller.view()) == f"Ready: press Pass [P] to give them to {receiver}"
    step(app, click((5, 5)))  # the player takes the mouse: the prompt speaks of clicking
    assert view.prompt(table.controller.view()) == f"Ready: click Pass to give them to {receiver}"


def test_the_arrow_in_the_middle_points_at_the_receiver_while_you_pick() -> None:
    for direction, head in (("left", "left"), ("right", "right"), ("across", "top")):
        image = pass_arrow(direction, 100, "to Anke", 20)
        arrow_h = image.get_height() - 40  # the label lies under the arrow
        solid = [
            (x, y) for x in range(image.get_width()) for y in range(arrow_h) if image.get_at((x, y)).a > 40
        ]  # fmt: skip
        xs, ys = [x for x, _ in solid], [y for _, y in solid]
        if head in ("left", "right"):  # the head is taller than the shaft
            columns = {x: sum(1 for sx in xs if sx == x) for x in set(xs)}
            tallest = max(columns, key=lambda x: columns[x])
            middle = (min(xs) + max(xs)) / 2
            assert (tallest < middle) == (head == "left")
        else:
            rows = {y: sum(1 for sy in ys if sy == y) for y in set(ys)}
            widest = max(rows, key=lambda y: rows[y])
            assert widest < (min(ys) + max(ys)) / 2
    with pytest.raises(ValueError, match="direction"):
        pass_arrow("none", 100, "", 20)


def test_the_table_draws_the_arrow_only_while_you_pick() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="right"))
    view = hearts_view(table)
    fan = view.sprites.hand
    play_until(
        app, table, lambda: table.controller.waiting_for_human == 0 and fan.picking and not table.stage.timeline.busy
    )

    def gold_near_centre() -> int:
        cx, cy = (round(v) for v in view.geometry.center)
        width = view.geometry.card_width
        area = pygame.Rect(cx - width, cy - width // 3, 2 * width, 2 * width // 3)
        pixels = (app.screen.get_at((x, y)) for x in range(area.left, area.right, 3) for y in range(area.top,
                  area.bottom, 3))  # fmt: skip
        return sum(1 for p in pixels if p.r > 120 and p.g > 110 and p.b < 110 and p.r - p.b > 60)

    step(app)
    assert gold_near_centre() > 20
    play_until(
        app, table, lambda: match_phase(table) == "play" and not table.stage.timeline.busy, decide=_keys(app, table)
    )
    step(app)
    assert gold_near_centre() == 0


def match_phase(table: TableScene) -> str:
    return str(table.controller.match.view(0)["phase"])


def _keys(app: App, table: TableScene) -> Decide:
    return lambda view: by_keyboard(app, table, view)


def test_the_cards_you_were_passed_stay_marked_until_you_play_your_first_card() -> None:
    app = quiet_app()
    hand = ["AS", "KS", "QS", "2C", *[rank + "D" for rank in "3456789TJ"]]  # you pass the top spades, lead the 2♣
    match = dealt({0: hand}, pass_cycle="left", target=50)
    setup_ = setup(pass_cycle="left")
    table = open_table(app, setup_, resume=(match, setup_.seats(["You"])))
    view = hearts_view(table)
    decide = _keys(app, table)
    play_until(app, table, lambda: match_phase(table) == "play" and not table.stage.timeline.busy, decide=decide)
    mine = match.view(0)
    received, giver = set(mine["received"]), table.stage.names[mine["pass_from"]]
    assert len(received) == 3 and "2C" in mine["hand"]  # you lead the first trick
    step(app)
    assert view.sprites.hand.received == received  # marked while you look at them and choose your lead
    assert received_line(view.sprites.hand, view.names, mine).startswith(f"From {giver}: ")
    play_until(app, table, lambda: bool(log_of(table)) and log_of(table)[-1] == "play 2C", decide=decide)
    play_until(app, table, lambda: not table.stage.timeline.busy)
    trick = match.view(0)["trick"]
    assert trick is not None and len(trick["cards"]) < 4  # the first trick is still open, and yet:
    assert view.sprites.hand.received == set() and received_line(view.sprites.hand, view.names, match.view(0)) == ""


def test_a_first_card_played_for_you_leaves_the_passed_cards_marked_until_you_choose_one() -> None:
    app = fast_app()  # auto-play on: your only legal card is played for you
    hand = ["AS", "KS", "QS", "2C", *[rank + "D" for rank in "3456789TJ"]]
    match = dealt({0: hand}, pass_cycle="left", target=50)
    setup_ = setup(pass_cycle="left")
    table = open_table(app, setup_, resume=(match, setup_.seats(["You"])))
    view = hearts_view(table)
    decide = _keys(app, table)
    play_until(app, table, lambda: match_phase(table) == "play", decide=decide)
    received = set(match.view(0)["received"])
    play_until(app, table, lambda: "play 2C" in log_of(table) and not table.stage.timeline.busy)  # nobody pressed
    step(app)
    assert view.sprites.hand.received == received & set(view.sprites.hand.cards) != set()
    play_until(app, table, lambda: len(log_of(table)) == 5 and not table.stage.timeline.busy, decide=decide)  # + 1 play
    step(app)
    assert view.sprites.hand.received == set()


def test_a_refusal_goes_once_the_game_moves_on() -> None:
    app = fast_app()  # auto-play on
    diamonds = [rank + "D" for rank in RANKS[:12]]
    match = dealt({0: ["3C", *diamonds], 1: ["2C"]}, target=50)  # your one club follows the 2♣: forced
    setup_ = setup(pass_cycle="none")
    table = open_table(app, setup_, resume=(match, setup_.seats(["You"])))
    view = hearts_view(table)
    play_until(app, table, lambda: your_turn(table, view))
    pos = card_point(view, "KD")
    step(app, click(pos), dt=10)
    step(app, release(pos), dt=10)
    assert view.note.shown and view.note.text == "You must follow clubs."
    play_until(app, table, lambda: "play 3C" in log_of(table))  # played for you
    step(app)
    assert not view.note.shown


def test_a_click_on_a_disabled_button_says_why() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="left"))
    view = hearts_view(table)
    fan = view.sprites.hand
    play_until(
        app, table, lambda: table.controller.waiting_for_human == 0 and fan.picking and not table.stage.timeline.busy
    )
    whys = {"pass": "Pick 3 cards to pass first.", "last_trick": "No trick has been taken yet this hand."}
    for name, why in whys.items():
        button = view.buttons[name]
        assert button in view.shown_buttons and not button.is_enabled
        step(app, click(button.rect.center))
        step(app, release(button.rect.center))
        assert view.note.shown and view.note.text == why


def test_while_a_finished_trick_lies_in_the_middle_the_prompt_says_who_takes_it() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    decide = _keys(app, table)
    play_until(app, table, lambda: view.sprites.pending is not None, decide=decide)
    taken = view.sprites.pending
    assert taken is not None
    text = view.prompt(table.controller.view())
    who = "You take" if taken.winner == 0 else f"{table.stage.names[taken.winner]} takes"
    assert text.startswith(f"{who} the trick")
    assert (f": {taken.points} point" in text) == (taken.points != 0)


def test_under_the_score_sheet_your_hand_is_empty_once_your_last_card_is_played() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    decide = _keys(app, table)
    for _ in range(8000):
        if isinstance(app.scenes.top, ScoreSheetOverlay):
            break
        step(app, decide(view) if table.controller.waiting_for_human is not None else [], dt=50)
    assert isinstance(app.scenes.top, ScoreSheetOverlay)
    assert view.sprites.hand.cards == [] and view.sprites.hand_sizes == [0, 0, 0, 0]  # no card back left lying


def test_the_prompt_matches_your_hand_at_every_turn_of_a_hand() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    match = table.controller.match
    checked = 0
    while checked < 13:
        play_until(app, table, lambda: your_turn(table, view))
        mine = match.view(0)
        text = view.prompt(mine)
        trick = mine["trick"]
        if trick is None:
            assert text.startswith("Your lead")
            if "opens the hand" in text:
                assert [action.split()[1] for action in mine["legal"]] == ["2C"]
        else:
            led = trick["cards"][0][1]
            holds = any(card[1] == led for card in mine["hand"])
            assert text == (
                f"Your turn: follow {suit_name(led)}" if holds else f"Your turn: you have no {suit_name(led)}, "
                "play another suit"
            )  # fmt: skip
        checked += 1
        step(app, by_keyboard(app, table, view))
        step(app, by_keyboard(app, table, view))


def test_at_a_hot_seat_table_the_prompt_names_the_player_whose_turn_it_is() -> None:
    app = fast_app()
    table = open_table(app, setup(humans=2, pass_cycle="none"))
    view = hearts_view(table)
    play_until(app, table, lambda: table.controller.handover_to is not None)
    name = table.stage.names[table.controller.handover_to or 0]
    assert view.prompt(table.controller.view()) == ""  # nothing shows behind the veil
    step(app, [key(pygame.K_RETURN)])
    step(app)
    assert view.prompt(table.controller.view()).startswith(f"{name}: Your")


def test_fullscreen_on_and_off_mid_trick_keeps_the_trick_and_does_not_pause() -> None:
    app = quiet_app()
    table = open_table(app, setup(pass_cycle="none"))
    view = hearts_view(table)
    match = table.controller.match
    play_until(app, table, lambda: (t := match.view(0)["trick"]) is not None and len(t["cards"]) >= 2,
               decide=_keys(app, table))  # fmt: skip
    play_until(app, table, lambda: not table.stage.timeline.busy)
    for _ in range(2):
        step(app, [key(pygame.K_F11)])
        step(app, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])  # what X11 reports as the window is made anew
        assert app.scenes.top is table  # no pause: the player did not leave
        trick = match.view(0)["trick"] or match.view(0)["tricks"][-1]
        assert {entry.card for entry in view.sprites.trick.cards} == set(trick["cards"])  # the trick lies as it was
    for _ in range(12):
        step(app)
    step(app, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])  # now the player really switched away
    assert table.paused


# --- the trick and the layout -----------------------------------------------------------------------------------

SIZES = [(1280, 720), (1920, 1080), (1024, 768), (1366, 768), (800, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_each_trick_card_lies_out_towards_the_seat_that_played_it(size: tuple[int, int]) -> None:
    layout = TrickTableLayout(*size)
    cx, cy = layout.center
    spots = layout.spots
    bottom, left, top, right = (spots[place].trick_pos for place in (BOTTOM, LEFT, TOP, RIGHT))
    assert bottom[1] > cy and top[1] < cy and left[0] < cx and right[0] > cx
    assert abs(bottom[0] - cx) < 1 and abs(top[0] - cx) < 1 and abs(left[1] - cy) < 1 and abs(right[1] - cy) < 1
    cards = [rect_around(spots[place].trick_pos, layout.card_size) for place in range(PLACES)]
    for i in range(PLACES):
        for j in range(i + 1, PLACES):
            assert not rects_overlap(cards[i], cards[j]), f"trick cards {i} and {j} overlap"
    for place in range(PLACES):
        assert not any(rects_overlap(card, spots[place].plate) for card in cards)
    zone = layout.trick_zone()
    for x, y, w, h in cards:
        assert zone[0] <= x and x + w <= zone[0] + zone[2] and zone[1] <= y and y + h <= zone[1] + zone[3]


def test_the_winning_card_of_a_finished_trick_stands_out() -> None:
    pygame.init()
    surface = pygame.Surface((800, 600))
    surface.fill((20, 90, 50))
    art, width = CardArt(), 100
    spots = [(200.0, 300.0), (340.0, 300.0), (480.0, 300.0), (620.0, 300.0)]
    area = TrickArea([TrickCard(seat, card, CardSprite(spot, card, 1.0)) for seat, (card, spot) in
                      enumerate(zip(["4C", "9C", "KC", "2C"], spots, strict=True))])  # fmt: skip
    area.finished, area.winner = True, 2
    area.draw(surface, art, width)

    def brightness(centre: tuple[float, float]) -> float:
        x, y = round(centre[0]), round(centre[1] - card_height(width) * 0.4)  # the plain paper near the top
        return sum(sum(surface.get_at((x + dx, y))[:3]) for dx in range(-20, 20, 4)) / 10

    winner = brightness(spots[2])
    assert all(winner > brightness(spot) + 60 for i, spot in enumerate(spots) if i != 2)


def _boxes(view: HeartsView, size: tuple[int, int]) -> dict[str, Rect]:
    geometry = view.geometry
    boxes: dict[str, Rect] = {f"plate {place}": geometry.spots[place].plate for place in range(PLACES)}
    _, where = status(view, size)
    boxes["status card"] = (where.x, where.y, where.w, where.h)
    for name, button in view.buttons.items():
        boxes[f"button {name}"] = (button.rect.x, button.rect.y, button.rect.w, button.rect.h)
    slots = geometry.hand_slots(13)
    top = geometry.hand_y - geometry.card_height / 2 - geometry.lift * 2.1  # a picked card's top
    left = slots[0][0] - geometry.card_width / 2
    boxes["hand"] = (left, top, slots[-1][0] + geometry.card_width / 2 - left, size[1] - top)
    return boxes


@pytest.mark.parametrize("size", SIZES)
def test_nothing_on_the_table_overlaps_or_leaves_the_window(size: tuple[int, int]) -> None:
    app = quiet_app(size)
    table = open_table(app, setup(pass_cycle="left"))
    view = hearts_view(table)
    step(app)
    boxes = _boxes(view, size)
    for name, (x, y, w, h) in boxes.items():
        assert x >= 0 and y >= 0 and x + w <= size[0] + 0.5 and y + h <= size[1] + 0.5, f"{name} leaves the window"
    names = sorted(boxes)
    clashes = [
        (a, b) for i, a in enumerate(names) for b in names[i + 1 :] if rects_overlap(boxes[a], boxes[b])
    ]  # fmt: skip
    assert clashes == []
