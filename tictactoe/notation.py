"""One notation for cells, used everywhere: the board's labels, the move list, the CLI.

A cell is named by its column letter and its row number, as on the board's
margins: columns ``A`` .. ``V`` without ``I`` (as on Go and Gomoku boards, where
``I`` is too easily read as ``J`` or ``1``), rows ``1`` .. ``20`` counted from the
top.  ``(0, 0)`` is ``A1``; the centre of 15x15, ``(7, 7)``, is ``H8``.

The command line and game files also accept the plain coordinates ``x,y``
(0-based, x the column), which is what the API uses.

>>> cell_name((7, 7))
'H8'
>>> parse_moves("H8 J9 7,6")
[(7, 7), (8, 8), (7, 6)]
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from tictactoe.game import MAX_SIDE, Move, Rules
from tictactoe.problems import Kind, ProblemError

COLUMNS = "ABCDEFGHJKLMNOPQRSTUV"  # no I; 21 letters for at most 20 columns
assert len(COLUMNS) > MAX_SIDE

_CELL = re.compile(r"([A-HJ-Va-hj-v])(\d{1,2})")
_PAIR = re.compile(r"\(?(-?\d{1,3})\s*,\s*(-?\d{1,3})\)?")


@enum.unique
class Misread(Kind):
    """Why a cell or a move list cannot be read (:class:`NotationError`), with its English."""

    ROW_ZERO = "{!r}: rows are numbered from 1"
    NOT_A_CELL = "{!r} is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)"
    OFF_BOARD = "{} is not on the {}x{} board"
    MOVE = "move {}: {}"


class NotationError(ProblemError, ValueError):
    """A cell or move list that cannot be read; ``problem`` says what was wrong (an
    :class:`Misread` kind), the message is its English."""


def column_label(x: int) -> str:
    """``0`` -> ``"A"``, ``8`` -> ``"J"`` (no I)."""
    return COLUMNS[x]


def cell_name(move: Move) -> str:
    """``(0, 0)`` -> ``"A1"``: column letter, row number from the top."""
    return f"{COLUMNS[move[0]]}{move[1] + 1}"


def format_moves(moves: Iterable[Move]) -> str:
    """``[(7, 7), (8, 8)]`` -> ``"H8 J9"``."""
    return " ".join(cell_name(m) for m in moves)


def parse_move(text: str, rules: Rules | None = None) -> Move:
    """``"H8"``, ``"h8"``, ``"7,7"`` or ``"(7,7)"`` -> ``(7, 7)``.

    With ``rules``, a cell off that board is refused here, naming the board.
    Raises :class:`NotationError` (a ValueError) saying what is wrong.
    """
    token = text.strip()
    found = _CELL.fullmatch(token)
    if found:
        x = COLUMNS.index(found.group(1).upper())
        y = int(found.group(2)) - 1
        if y < 0:
            raise NotationError(Misread.ROW_ZERO, token)
    else:
        found = _PAIR.fullmatch(token)
        if not found:
            shown = token if len(token) <= 20 else token[:20] + "..."
            raise NotationError(Misread.NOT_A_CELL, shown)
        x, y = int(found.group(1)), int(found.group(2))
    if rules is not None and not rules.on_board((x, y)):
        raise NotationError(Misread.OFF_BOARD, token, rules.width, rules.height)
    return (x, y)


def parse_moves(text: str, rules: Rules | None = None) -> list[Move]:
    """Moves separated by spaces (or ``;``): ``"H8 J9"``, ``"7,7 8,8"``, mixed too.

    Tokens are numbered in the error: ``"move 3: 'Z9' is not a cell ..."``.
    """
    moves = []
    for number, token in enumerate(text.replace(";", " ").split(), 1):
        try:
            moves.append(parse_move(token, rules))
        except NotationError as exc:
            raise NotationError(Misread.MOVE, number, exc.problem) from None
    return moves
