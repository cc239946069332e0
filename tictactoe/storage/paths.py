"""Where the player's data lives: the same directory Qt's
``QStandardPaths.AppDataLocation`` gives, found without Qt.

On Linux that is ``$XDG_DATA_HOME/<organisation>/<application>``, with
``~/.local/share`` when ``XDG_DATA_HOME`` is unset or not absolute (the XDG
spec says to ignore a relative one, and Qt does).  Never the current directory.
``tests/storage/test_storage.py`` checks the answer against QStandardPaths.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ORGANISATION = "tictactoe-mnk"
APPLICATION = "TicTacToe"
#: The beginnings of the names of the files this package writes in the data directory
#: (the autosaves, the proof table, the statistics' kept-aside games, the puzzles').
OWN_FILES = (
    "autosave",
    "proofs.json",
    "proofs-rules.json",
    "statistics",
    "puzzle_attempts.json",
    "my_puzzles.tsv",
)


def data_dir(create: bool = True) -> Path:
    """The application's data directory (created, private to the user, when ``create``)."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg and os.path.isabs(xdg) else Path.home() / ".local" / "share"
    path = base / ORGANISATION / APPLICATION
    if create:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return path
