"""A table's letter keys stand for their words in the language shown: Kuckuck's stay is B(lijven) in Dutch and
S(tehen) in German, swap R(uilen) and T(auschen). A key of the player's own holds in every language."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pytest

from game.i18n import set_language, tr
from game.kuckuck import events as K
from game.lobby import MatchSetup
from game.registry import GAMES
from scenes.routes.views import view_class
from scenes.settings.bindings_model import BindingsModel
from scenes.ui.actions import DEFAULT_BINDINGS
from scenes.ui.input import InputMapper
from tests.layout_helpers import SHIPPED, compiled_locales
from tests.ui_helpers import key, make_app, open_table, step

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.table.shell import TableScene


@pytest.fixture(scope="module")
def locales(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compiled_locales(tmp_path_factory.mktemp("locale"))


@pytest.mark.parametrize("language", ["en", *SHIPPED])
def test_every_letter_key_is_in_its_label_and_no_two_actions_of_a_table_share_a_key(
    language: str, locales: Path
) -> None:
    set_language(language, locales)
    try:
        for game in GAMES:
            for action in view_class(game).actions:
                for name in action.binding.keys:
                    if len(name) == 1 and name.isalpha():
                        assert name in tr(action.label).lower(), (language, game, action.name, name)
        model = BindingsModel(DEFAULT_BINDINGS, {})
        assert {game: model.conflicts(game) for game in GAMES} == {game: [] for game in GAMES}
    finally:
        set_language("en")


def first_decision(app_language: str, locales: Path) -> tuple[App, TableScene]:
    app = make_app()
    assert app.settings is not None  # read now: the settings' language must not replace the test's later
    set_language(app_language, locales)
    table = open_table(app, MatchSetup(players=4, bots=3))
    for _ in range(4000):
        if table.controller.waiting_for_human is not None and not table.stage.timeline.busy:
            return app, table
        step(app, dt=50)
    raise AssertionError("the human never got to decide")


def human_moves(table: TableScene) -> list[str]:
    moves = {K.Stay: "stay", K.Swap: "swap"}
    return [moves[type(e)] for e in table.match.history if isinstance(e, K.Stay | K.Swap) and e.seat == 0]


def test_at_a_dutch_table_b_stays_and_the_prompt_says_so(locales: Path) -> None:
    app, table = first_decision("nl", locales)
    try:
        assert "B" in app.input.prompt_game("stay") and "R" in app.input.prompt_game("swap")
        step(app, [key(pygame.K_s)])
        assert human_moves(table) == []  # S means nothing in Dutch
        step(app, [key(pygame.K_b)])
        assert human_moves(table) == ["stay"]
    finally:
        app.shutdown()
        set_language("en")


def test_switching_to_german_rebinds_the_open_table_at_once(locales: Path) -> None:
    app, table = first_decision("en", locales)
    try:
        assert "W" in app.input.prompt_game("swap")
        settings = app.settings
        app.apply_settings(replace(settings, language="de"))
        assert "T" in app.input.prompt_game("swap")
        step(app, [key(pygame.K_t)])
        assert human_moves(table) == ["swap"]
    finally:
        app.shutdown()
        set_language("en")


def test_a_key_of_the_players_own_holds_in_every_language(locales: Path, tmp_path: Path) -> None:
    own = tmp_path / "bindings.json"
    own.write_text('{"version": 1, "kuckuck": {"stay": {"keys": ["k"], "buttons": ["x"]}}}', encoding="utf-8")
    mapper = InputMapper.from_file(own)
    for language in ("en", *SHIPPED):
        set_language(language, locales)
        mapper.use_game_actions("kuckuck", view_class("kuckuck").actions)
        assert mapper.describe_game("stay", gamepad=False) == "K"
    set_language("en")
