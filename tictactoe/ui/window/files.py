"""Open and Save a game through the core's records module (``tictactoe.records``).

Opening runs on a thread of its own (:class:`FileOpener`), so a slow disk or a
large file never freezes the window; before anything is read, the path must be a
regular file no larger than the records module reads (it checks: a FIFO would
block the reader forever).  Messages name the file once, by the name the player chose.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tictactoe import records
from tictactoe.game import Game
from tictactoe.records.help import Help
from tictactoe.swap import SwapRecord
from tictactoe.ui.words.problem_words import error_words


@dataclass(frozen=True)
class LoadedGame:
    game: Game
    players: dict[str, str]  # "X"/"O" -> player spec, where the file names them
    help: Help = Help()  # the help each side took
    opening: SwapRecord | None = None  # how a game opened by swap settled its colours
    review: Mapping[str, Any] | None = None  # the review kept with it (our format)
    rule_assumed: bool = False  # the file does not say its rule (SGF without RU, .psq)


class OpenError(ValueError):
    """A file that cannot be opened as a game; the message names no path (the caller does)
    and is in the language chosen."""


def load_game(path: str | Path) -> LoadedGame:
    """Read a game record or a board diagram.  Raises OpenError saying what is wrong
    (the field or line of a bad file), without the path, in the language chosen (Qt's
    translation may be asked from any thread)."""
    try:
        record = records.load(Path(path))  # regular files of at most 1 MB only, never blocking
    except (ValueError, OSError) as error:
        raise OpenError(error_words(error)) from None
    return LoadedGame(
        record.game,
        {str(mark): str(name) for mark, name in record.players.items()},
        record.help,
        record.opening,
        record.review,
        record.rule_assumed,
    )


def save_game(
    path: str | Path,
    game: Game,
    players: dict[str, str],
    help: Help = Help(),
    opening: SwapRecord | None = None,
    review: Mapping[str, Any] | None = None,
) -> None:
    """Save atomically (how the game opened; ``review``, the game's review as data, in our
    format only); an OSError's message is the reason only (not the hidden temporary file)."""
    try:
        records.save(Path(path), game, players=players, help=help, opening=opening, review=review)
    except OSError as error:
        raise OSError(error.errno, error.strerror or str(error)) from None


class FileOpener(QObject):
    """Loads game files on a thread; ``finished(request, path, LoadedGame | OpenError)``.

    Only the newest request matters: ``latest`` tells the window whether a result
    is still wanted.  A read that never ends (a dead network share) just never
    reports; the thread is a daemon and the window goes on.
    """

    finished = Signal(int, str, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.latest = 0

    def open(self, path: str) -> int:
        self.latest += 1
        request = self.latest
        threading.Thread(
            target=self._run, args=(request, path), name="open-game", daemon=True
        ).start()
        return request

    def _run(self, request: int, path: str) -> None:
        result: LoadedGame | OpenError
        try:
            result = load_game(path)
        except OpenError as error:
            result = error
        except Exception as error:  # whatever happens on the thread is reported, not lost
            result = OpenError(f"{type(error).__name__}: {error}")
        try:
            self.finished.emit(request, path, result)
        except RuntimeError:
            pass  # the window closed meanwhile
