"""Every screen a player meets, shown headless for `main.py --snapshot FILE --scene NAME`: the screen reached as a
player reaches it (through the menu's buttons, a table played to the moment that shows it), deterministic for a
seed, so two versions of the program can be compared picture by picture."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Final

import numpy as np

from game.core.results import ResultsSummary
from game.lobby import MatchSetup, seats_to_json
from game.store.archive import ArchiveStore
from scenes.routes.demo_stage import demo_setup

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.menu.scene import MenuScene
    from scenes.replay.viewer import ReplayScene
    from scenes.table.shell import TableScene

ENTRANCE_FRAMES: Final = 30  # frames of 16 ms after a screen opens: its entrance plays out
ARCHIVED: Final[tuple[tuple[str, int, Mapping[str, object]], ...]] = (
    ("kuckuck", 6, {"lives": 2, "money_game": True}),
    ("hearts", 4, {"target": 50}),
    ("euchre", 4, {"target": 5}),
    ("kuckuck", 5, {"preset": "chase_the_ace", "lives": 1}),
    ("hearts", 4, {"target": 50}),
    ("euchre", 4, {"target": 5}),
)  # the matches the history, statistics and replays show: two of each game, an hour apart
ARCHIVE_START: Final = datetime(2026, 12, 1, 9, 2, 29, tzinfo=UTC)
OPEN_TABLE_MS: Final = 4000  # how long the bots' table plays before its snapshot
REPLAY_STEPS: Final = 8  # the replay shows its first deal this many log entries on

Table = tuple[int | None, Mapping[str, object]]  # the players and house rules a table is asked for with


def finished_match(
    game: str, seed: int, players: int | None = None, options: Mapping[str, object] | None = None
) -> tuple[ResultsSummary, MatchSetup]:
    """A real match of bots played to its end headless (one seat named as the human), for the results scene."""
    from game import open_match
    from scenes.table.shell import human_names

    setup = demo_setup(game, 1, players, options)
    match = open_match(game, setup.players, dict(setup.options), seed=seed)
    while not match.over:
        match.act(match.bot_move("easy"))
    names = tuple(seat.name for seat in setup.seats(human_names(setup)))
    return match.spec.summarise(match, names), setup


def advance_to_human_turn(app: App, limit_ms: int = 120_000) -> None:
    """Play bots forward until the human must decide, so the snapshot shows a live table."""
    table = _table_scene(app)
    elapsed = 0
    while table.controller.waiting_for_human is None and elapsed < limit_ms:
        app.step(50, [])
        elapsed += 50


def render_scene(app: App, scene: str, game: str, players: int | None, options: Mapping[str, object]) -> None:
    """Show `scene` as a player would meet it, and let its entrance play out."""
    if scene not in SCENES:
        raise ValueError(f"scene: expected one of {', '.join(SCENES)}, got {scene!r}")
    SCENES[scene](app, game, (players, options))
    for _ in range(ENTRANCE_FRAMES):
        app.step(16, [])


# --- the screens ------------------------------------------------------------------------------------------------


def _menu(app: App, game: str, _: Table) -> None:
    app.router.menu(game=game)


def _table_scene(app: App) -> TableScene:
    from scenes.table.shell import TableScene

    table = app.scenes.base
    assert isinstance(table, TableScene)
    return table


def _live_table(app: App, game: str, table: Table) -> None:
    players, options = table
    if players is None and game == "kuckuck":
        players = 8  # a fuller table than the menu's six shows more of it
    app.router.table(demo_setup(game, 1, players, options))
    advance_to_human_turn(app)


def _later_decision(number: int) -> Callable[[App, str, Table], None]:
    """The live table at the human's `number`-th decision, each earlier one made with their first legal action (a
    Hearts pass, a Euchre bid, the first cards played)."""

    def show(app: App, game: str, table: Table) -> None:
        _live_table(app, game, table)
        scene = _table_scene(app)
        for _ in range(number - 1):
            if scene.controller.waiting_for_human is None:
                break  # out of the match (Kuckuck: no lives left): the table as the human watches it
            scene.stage.decide(scene.match.legal()[0])
            app.step(16, [])
            advance_to_human_turn(app)

    return show


def _open_table(app: App, game: str, table: Table) -> None:
    """A table of bots only, as the menu's demo plays it, a few seconds in: at Kuckuck every card is face up (the
    faces of a special pack: `--option deck=kille42`)."""
    players, options = table
    if players is None and game == "kuckuck":
        players = 8
    app.router.table(demo_setup(game, 0, players, options))
    for _ in range(OPEN_TABLE_MS // 50):
        app.step(50, [])


def _showdown(app: App, game: str, table: Table) -> None:
    """The live table once its first deal has been shown down: every card of the deal face up, the losers' glowing
    (Kuckuck; another game shows its live table)."""
    _live_table(app, game, table)
    scene = _table_scene(app)
    for _ in range(2000):
        if game != "kuckuck" or _shown_down(scene):
            return
        if scene.controller.waiting_for_human is not None:
            scene.stage.decide(scene.match.legal()[0])
        app.step(50, [])


def _shown_down(scene: TableScene) -> bool:
    view = scene.controller.view()
    return view["phase"] == "deal" and bool(view["last_losers"]) and not scene.stage.timeline.busy


def _results(app: App, game: str, table: Table) -> None:
    app.router.results(*finished_match(game, app.config.seed or 0, *table))


def _pause(app: App, game: str, table: Table) -> None:
    _live_table(app, game, table)
    _table_scene(app).open_pause()


def _handover(app: App, game: str, table: Table) -> None:
    """A hot-seat table of two people: the first has made their first move (the first legal one), and the screen
    is handed to the next person to decide."""
    app.router.table(demo_setup(game, 2, *table))
    scene = _table_scene(app)
    controller = scene.controller
    elapsed = 0
    while controller.handover_to is None and elapsed < 120_000:
        if controller.waiting_for_human is not None:
            scene.stage.decide(controller.match.legal()[0])
        app.step(50, [])
        elapsed += 50


def _sheet(app: App, game: str, table: Table) -> None:
    """A bots' table played to the end of its first hand: the score sheet over it."""
    from scenes.tricks.score_sheet import ScoreSheetOverlay

    app.router.table(demo_setup(game, 0, *table))
    elapsed = 0
    while not isinstance(app.scenes.top, ScoreSheetOverlay):
        if elapsed > 600_000:
            raise ValueError(f"scene: {game} shows no score sheet")
        app.step(100, [])
        elapsed += 100


def _on_menu(door: Callable[[MenuScene], object]) -> Callable[[App, str, Table], None]:
    """A screen the menu opens with one of its buttons."""

    def show(app: App, game: str, _: Table) -> None:
        from scenes.menu.scene import MenuScene

        app.router.menu(game=game)
        menu = app.scenes.base
        assert isinstance(menu, MenuScene)
        app.step(16, [])
        door(menu)

    return show


def _controls(menu: MenuScene) -> None:
    from scenes.settings.scene import SettingsScene

    menu.doors.open_settings()
    settings = menu.app.scenes.top
    assert isinstance(settings, SettingsScene)
    settings.open_controls()


def _attract(app: App, game: str, _table: Table) -> None:
    """The menu left alone for a minute: the bots' demo of a game the seed picks, a few seconds in."""
    from scenes.menu.attract import IDLE_MS
    from scenes.menu.scene import MenuScene

    app.router.menu(game=game)
    menu = app.scenes.base
    assert isinstance(menu, MenuScene)
    app.step(16, [])
    menu.attract.idle_ms = IDLE_MS
    for _ in range(100):
        app.step(50, [])


def _start_over(app: App, game: str, table: Table) -> None:
    """A match left for the menu (saved), then Start: the question whether to start anew."""
    from scenes.menu.scene import MenuScene

    _live_table(app, game, table)
    app.router.menu(game=game)
    menu = app.scenes.base
    assert isinstance(menu, MenuScene)
    app.step(16, [])
    menu.doors.start()


def fill_archive(app: App, newest: tuple[tuple[str, int, Mapping[str, object]], ...] = ()) -> None:
    """The finished matches of ARCHIVED (and after them `newest`), played by the easy bots and kept in the app's
    (empty) data folder."""
    from game import open_match

    matches = (*ARCHIVED, *newest)
    moments = iter(ARCHIVE_START + timedelta(hours=hour) for hour in range(len(matches)))
    store = ArchiveStore(app.saves.folder, clock=lambda: next(moments))
    for number, (game, players, options) in enumerate(matches):
        match = open_match(game, players, options, rng=np.random.default_rng(number))
        while not match.over:
            match.act(match.bot_move(level="easy"))
        setup = MatchSetup(game=game, players=players, bots=players - 1)
        store.add(match, seats_to_json(setup.seats()))


def _stats(app: App, game: str, table: Table) -> None:
    """The statistics of the archived matches, counted before the screen opens (the screen counts for a share of
    each frame's time: the frames it takes, and the focus ring's phase with them, would vary)."""
    fill_archive(app)
    app.stats.refresh()
    while app.stats.pending:
        app.stats.count_some(len(ARCHIVED))
    _on_menu(lambda menu: menu.doors.open_stats())(app, game, table)


def _history(app: App, game: str, table: Table) -> None:
    fill_archive(app)
    _on_menu(lambda menu: menu.doors.open_history())(app, game, table)


def _replay(app: App, game: str, table: Table) -> ReplayScene:
    """The newest archived match of `game`, a few moves into its first deal; with players or house rules asked for
    (`--players 20 --option deck=kille42`), a match of those, archived last."""
    from scenes.replay.history import open_replay
    from scenes.replay.viewer import ReplayScene

    players, options = table
    asked = players is not None or bool(options)
    fill_archive(app, ((game, players or 6, dict(options)),) if asked else ())
    entry = next(entry for entry in app.archive.listing().entries if entry.game == game)
    assert open_replay(app, entry.id, lambda: app.router.menu(game=game))
    replay = app.scenes.base
    assert isinstance(replay, ReplayScene)
    replay.go_to(min(replay.position + REPLAY_STEPS, replay.log.length))
    return replay


def _replay_again(app: App, game: str, table: Table) -> None:
    _replay(app, game, table).play_again()


def _already_running(app: App, _game: str, _: Table) -> None:
    from scenes.routes.already_running import show_already_running

    show_already_running(app)


SCENES: Final[Mapping[str, Callable[[App, str, Table], object]]] = {
    "menu": _menu,
    "table": _live_table,
    "table-3": _later_decision(3),
    "table-6": _later_decision(6),
    "table-open": _open_table,
    "showdown": _showdown,
    "results": _results,
    "pause": _pause,
    "handover": _handover,
    "sheet": _sheet,
    "house-rules": _on_menu(lambda menu: menu.doors.open_house_rules()),
    "players": _on_menu(lambda menu: menu.doors.open_players()),
    "seed": _on_menu(lambda menu: menu.doors.open_seed()),
    "rules": _on_menu(lambda menu: menu.doors.open_rules()),
    "settings": _on_menu(lambda menu: menu.doors.open_settings()),
    "controls": _on_menu(_controls),
    "stats": _stats,
    "history": _history,
    "replay": _replay,
    "replay-again": _replay_again,
    "attract": _attract,
    "start-over": _start_over,
    "already-running": _already_running,
}
