"""The game's name and version, and what the About box says (issue 49: two builds both said
0.1.0).  The version is ``tictactoe/version.py``'s, the one place."""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion

from tictactoe.storage import data_dir
from tictactoe.ui.words.translation import Words, fill
from tictactoe.version import __version__

About = Words("About")


def title_text() -> str:
    """The game's name and version: the menu title's tooltip and the About box's title."""
    return fill(About.tr("Tic-Tac-Toe %1"), __version__)


def about_text() -> str:
    """What the About box says: the version, what it runs on, where the data is kept."""
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
