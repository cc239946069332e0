"""`tictactoe screenshots DIR`: the app's own pictures of itself, as PNGs in DIR.

The window starts on Qt's offscreen platform (unless ``QT_QPA_PLATFORM`` names
another, e.g. ``xcb`` on a display), with throwaway settings and data, so a
player's kept game and statistics are never touched.  It writes ``menu.png``
(the menu) and ``game-15x15.png`` (a game in progress with the hint map).  DIR is
created if missing; a DIR that is a file or cannot be written is one line on
stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

HELP = "write PNG screenshots of the menu and a 15x15 game with the hint map into DIR"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "directory",
        metavar="DIR",
        help="where to write menu.png and game-15x15.png (created if missing)",
    )


def _error(message: str, status: int = 2) -> int:
    print(f"tictactoe screenshots: {message}", file=sys.stderr)
    return status


def usable_directory(text: str) -> Path:
    """``text`` as a directory we can write in, created if missing; else ValueError."""
    directory = Path(text)
    if directory.exists() and not directory.is_dir():
        raise ValueError(f"{text}: not a directory")
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"{text}: cannot create the directory: {exc.strerror or exc}") from None
    if not os.access(directory, os.W_OK | os.X_OK):
        raise ValueError(f"{text}: cannot write in this directory")
    return directory


def run(args: argparse.Namespace) -> int:
    try:
        directory = usable_directory(args.directory)
    except ValueError as exc:
        return _error(str(exc))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported
    from tictactoe.ui.window.interrupts import quiet_multimedia
    from tictactoe.ui.window.screenshots import ScreenshotError, take_screenshots

    quiet_multimedia()
    try:
        paths = take_screenshots(directory)
    except ScreenshotError as exc:
        return _error(str(exc), 1)
    for path in paths:
        print(path)
    return 0
