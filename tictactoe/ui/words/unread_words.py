"""Why a file is not read at all (:class:`tictactoe.safe_files.Unread`: a folder, a named
pipe, too large), in the language chosen (issue 41).  Apart from
:mod:`tictactoe.ui.words.problem_words`, which says every other problem, because a theme
file is read in ``widgets`` too.
"""

from __future__ import annotations

from tictactoe.problems import Problem
from tictactoe.ui.words.translation import fill, translated


def unread_words(problem: Problem) -> str:
    """Why a file is not read (an :class:`Unread` problem, marked where it is written:
    its arguments are numbers)."""
    return fill(translated(problem.kind.value), *problem.args)
