"""Rows of X, O and '.' into a position: the one place where records check rows.

A set-up start in our JSON, a board diagram and SGF set-up stones all become rows
and pass through :func:`position_from_rows_checked`, so the same mistake gets the
same message whichever file it is in.  The game's own ``position_from_rows`` then
judges whether the position could arise in play (mark counts, lines).
"""

from __future__ import annotations

from collections.abc import Sequence

from tictactoe.game import (
    MAX_SIDE,
    ImpossiblePosition,
    Position,
    RulesError,
    Variant,
    position_from_rows,
)
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError

Where = str | Problem  # a field of the file, or a line (records.errors.line)

CELLS = frozenset("XO.")


def position_from_rows_checked(
    rows: Sequence[tuple[Where, str]],
    k: int,
    *,
    width: int | None = None,
    height: int | None = None,
    board_where: Where,
    rows_where: Where | None = None,
    variant: Variant = Variant.FREESTYLE,
) -> Position:
    """``rows`` are ``(where, cells)`` pairs, ``cells`` upper-case X, O and '.'.

    ``width``/``height``, when given, are the size the file declared; otherwise the
    first row sets the width.  ``board_where`` names the whole board in errors about
    the position (``"lines 2-4"``, ``"start"``); ``rows_where`` names the list of rows
    (``"start.rows"``) in an error about their number.
    """
    cells = check_rows(
        rows, width=width, height=height, board_where=board_where, rows_where=rows_where
    )
    return position_from(cells, k, board_where, variant)


def check_rows(
    rows: Sequence[tuple[Where, str]],
    *,
    width: int | None = None,
    height: int | None = None,
    board_where: Where,
    rows_where: Where | None = None,
) -> list[str]:
    """The cells of each row, once every row is known to be good (see above)."""
    if not rows:
        raise GameFileError(rows_where, Problem(Fault.NO_BOARD))
    if height is not None and len(rows) != height:
        raise GameFileError(rows_where, Problem(Fault.ROWS_HEIGHT, (len(rows), height)))
    first_where, first = rows[0]
    for where, row in rows:
        bad = sorted(set(row) - CELLS)
        if bad:
            wrong = Fault.ZERO_NOT_O if "0" in bad else Fault.NOT_A_CELL
            raise GameFileError(where, Problem(wrong, ("".join(bad),)))
        if width is not None and len(row) != width:
            raise GameFileError(where, Problem(Fault.CELLS_WIDTH, (len(row), width)))
        if len(row) != len(first):
            raise GameFileError(
                where, Problem(Fault.ROW_FIRST, (len(row), first_where, len(first)))
            )
    for fault, size in ((Fault.TOO_WIDE, len(first)), (Fault.TOO_HIGH, len(rows))):
        if size > MAX_SIDE:
            raise GameFileError(board_where, Problem(fault, (size, MAX_SIDE)))
    return [row for _, row in rows]


def position_from(
    cells: list[str], k: int, board_where: Where, variant: Variant = Variant.FREESTYLE
) -> Position:
    """The position of checked rows; an impossible one raises GameFileError."""
    try:
        return position_from_rows(cells, k, variant=variant)
    except RulesError as error:
        raise GameFileError(board_where, error.problem) from None
    except ImpossiblePosition as error:
        raise GameFileError(board_where, Problem(Fault.IMPOSSIBLE, (error.reason,))) from None
