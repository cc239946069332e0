"""The app for ``test_ui_atspi.py``: a 15x15 game for two people in a real window.

    python atspi_app.py GO_FILE

Started as ``tictactoe play`` starts it (``run``), on Qt's xcb platform with its AT-SPI
bridge on.  The window takes the keyboard; once GO_FILE exists (the screen reader's side
is listening), three keys go to the board as a keyboard's would (Left, Up, Space: the
cursor from h8 to g8 to g9, and X plays there), and the window closes a moment later.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from tictactoe.game import Rules
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.window.app import LaunchOptions, run
from tictactoe.ui.window.main_window import MainWindow

POLL_MS = 100
KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Space)
LINGER_MS = 2000  # for the last events to reach the bus before the window closes
GIVE_UP_MS = 60000  # never hang


def drive(window: MainWindow, go: Path) -> None:
    def poll() -> None:
        board = window.game_screen.board
        if not (go.exists() and window.isActiveWindow() and board.hasFocus()):
            window.activateWindow()
            QTimer.singleShot(POLL_MS, poll)
            return
        for key in KEYS:
            QTest.keyClick(board, key)
        QTimer.singleShot(LINGER_MS, window.close)

    QTimer.singleShot(POLL_MS, poll)
    QTimer.singleShot(GIVE_UP_MS, window.close)


def main(go: Path) -> int:
    match = MatchSettings("human", "human", Rules(15, 15, 5))
    return run(LaunchOptions(match=match, on_window=lambda window: drive(window, go)))


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
