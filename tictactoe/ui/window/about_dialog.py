"""The About box: the game's name and version (``tictactoe/version.py``, the one place), the
Python and Qt it runs on, and where the player's data is kept, for a bug report to name
(issue 49: two builds both said 0.1.0).  Opened by "About…" in Settings."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from tictactoe.storage import data_dir
from tictactoe.ui.screens.menu_screen import title_text
from tictactoe.ui.widgets.words import Words, fill
from tictactoe.version import __version__

About = Words("About")


def about_text() -> str:
    """What the About box says."""
    return fill(
        About.tr(
            "Tic-Tac-Toe %1: the whole m,n,k family, from 3x3 to Gomoku and Renju.\n\n"
            "Python %2, Qt %3, PySide6 %4.\n"
            "Your statistics, unfinished games and puzzles are kept in %5."
        ),
        __version__,
        platform.python_version(),
        qVersion(),
        pyside_version,
        data_dir(create=False),
    )


def show_about(parent: QWidget) -> QMessageBox:
    """Open the About box beside the window (it does not block the game)."""
    box = QMessageBox(QMessageBox.Icon.Information, title_text(), about_text(), parent=parent)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.button(QMessageBox.StandardButton.Close).setText(About.tr("Close"))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box
