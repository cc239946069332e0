"""Play from here says, before the game starts, that a game from a chosen position is not
rated (the help record counts a chosen start: records/help.py)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel

from tests.ui.ui_helpers import click_cell, make_window, wait_human_turn
from tictactoe.game import Rules
from tictactoe.records.help import Aid
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter

NOT_RATED = "The new game will not be rated: it starts from a chosen position, not the empty board."


def said_when_asked(qtbot, window, index: int) -> list[str]:
    """The words of the Play-from-here dialog for the position after ``index`` moves
    (then cancelled)."""
    seen: list[str] = []

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        seen.extend(label.text() for label in dialog.findChildren(QLabel) if label.isVisible())
        dialog.reject()

    QTimer.singleShot(0, read)
    assert window.analyst.ask_players(index) is None
    return seen


def test_play_from_here_says_the_game_will_not_be_rated(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert window.start(MatchSettings("human", "human", Rules(9, 9, 5), Starter.PLAYER1, 1))
    for move in [(4, 4), (5, 5)]:
        wait_human_turn(qtbot, window)
        click_cell(qtbot, window, move)
    assert NOT_RATED in said_when_asked(qtbot, window, 1)
    assert NOT_RATED not in said_when_asked(qtbot, window, 0)  # the empty board may count
    settings = MatchSettings("human", "level:3", Rules(9, 9, 5), Starter.PLAYER1, 1)
    window.analyst.ask_players = lambda index: settings
    window.analyst.play_from(1)
    assert window.controller.help.taken.count(aid=Aid.START) == 1  # as the dialog said
    assert not window.controller.help.is_rated()
