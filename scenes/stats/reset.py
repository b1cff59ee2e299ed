"""Resetting a game's statistics: asked first, since the figures start again from zero; no match is deleted (see
game/store/stats_since.py). What happened is told in a toast."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import tr
from game.registry import spec_for
from scenes.ui.confirm import Answer, ConfirmDialog

if TYPE_CHECKING:
    from game.stats.book import StatsBook
    from scenes.core.scene import Host


def reset_question(app: Host, book: StatsBook, game: str, on_reset: Callable[[], None]) -> ConfirmDialog:
    """The dialog that asks; `on_reset()` once the statistics of `game` in `book` were reset."""
    name = tr(spec_for(game).name)

    def answered(answer: str) -> None:
        if answer == "reset" and _reset(app, book, game):
            on_reset()

    return ConfirmDialog(
        app,
        tr("Reset the {game} statistics?", game=name),
        [tr("The figures start again from zero; only matches finished from now on count."),
         tr("No match is deleted: the history keeps every one for replays.")],
        [Answer("keep", tr("Keep them"), primary=True), Answer("reset", tr("Reset"))],
        answered,
        cancel="keep",
    )  # fmt: skip


def _reset(app: Host, book: StatsBook, game: str) -> bool:
    try:
        done = book.reset(game)
    except OSError as error:
        app.toast(tr("The statistics could not be reset ({error}).", error=error.strerror or error))
        return False
    if not done:
        app.toast(tr("The statistics reset file is from a newer version; nothing was changed."))
        return False
    app.toast(tr("{game}: statistics count from now on.", game=tr(spec_for(game).name)))
    return True
