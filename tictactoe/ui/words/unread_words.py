"""Why a file is not read at all (:class:`tictactoe.safe_files.Unread`: a folder, a named
pipe, too large), in the language chosen (issue 41).  A table apart, because a theme file
is read in ``widgets`` too; :mod:`tictactoe.ui.words.problem_words` says every other problem.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.problems import Problem
from tictactoe.safe_files import Unread
from tictactoe.ui.words.translation import Words, fill

Problems = Words("Problems")

UNREAD_WORDS: dict[Unread, Callable[[tuple], str]] = {
    Unread.FOLDER: lambda a: Problems.tr("it is a folder"),
    Unread.FIFO: lambda a: Problems.tr("it is a named pipe (FIFO), not a file"),
    Unread.SOCKET: lambda a: Problems.tr("it is a socket, not a file"),
    Unread.DEVICE: lambda a: Problems.tr("it is a device, not a file"),
    Unread.NOT_REGULAR: lambda a: Problems.tr("it is not a regular file"),
    Unread.TOO_LARGE: lambda a: Problems.tr("it is %1 bytes; the most read is %2"),
    Unread.GREW: lambda a: Problems.tr("it grew past %1 bytes while it was read"),
}


def unread_words(problem: Problem) -> str:
    """Why a file is not read (an :class:`Unread` problem: its arguments are numbers)."""
    return fill(UNREAD_WORDS[problem.kind](problem.args), *problem.args)  # type: ignore[index]  # an Unread kind
