"""The results chart: one line per team, so partners who share a score are not drawn on top of each other."""

from __future__ import annotations

from scenes.ui.score_chart import team_lines


def test_partners_share_one_line_named_after_both_and_the_players_team_comes_first() -> None:
    history = [[1, 0, 1, 0], [1, 2, 1, 2], [4, 2, 4, 2]]
    lines = team_lines(history, ["Anke", "You", "Bram", "Clara"], humans=0, teams=[(0, 2), (1, 3)])
    assert lines.names == ["Anke & Bram", "You & Clara"] and lines.humans == 0
    assert lines.history == [[1, 0], [1, 2], [4, 2]]
    assert lines.line_of == {0: 0, 2: 0, 1: 1, 3: 1}
    mine = team_lines(history, ["You", "Anke", "Bram", "Clara"], humans=1, teams=[(1, 3), (0, 2)])
    assert mine.names[0] == "You & Bram" and mine.humans == 1 and mine.line_of[0] == 0


def test_a_game_without_partners_keeps_a_line_per_seat() -> None:
    history = [[3, 0, 10, 13], [16, 4, 10, 22]]
    lines = team_lines(history, ["You", "Anke", "Bram", "Clara"], humans=1, teams=[(0,), (1,), (2,), (3,)])
    assert lines.names == ["You", "Anke", "Bram", "Clara"] and lines.history == history and lines.humans == 1
