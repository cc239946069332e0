"""Rows of X, O and '.' into a position: the one place where records check rows.

A set-up start in our JSON, a board diagram and SGF set-up stones all become rows
and pass through :func:`position_from_rows_checked`, so the same mistake gets the
same message whichever file it is in.  The game's own ``position_from_rows`` then
judges whether the position could arise in play (mark counts, lines).
"""
from __future__ import annotations

from typing import Sequence

from tictactoe.game import MAX_SIDE, Position, Variant, position_from_rows
from tictactoe.records.errors import GameFileError

CELLS = frozenset("XO.")


def position_from_rows_checked(rows: Sequence[tuple[str, str]], k: int, *,
                               width: int | None = None, height: int | None = None,
                               board_where: str, rows_where: str | None = None,
                               variant: Variant = Variant.FREESTYLE) -> Position:
    """``rows`` are ``(where, cells)`` pairs, ``cells`` upper-case X, O and '.'.

    ``width``/``height``, when given, are the size the file declared; otherwise the
    first row sets the width.  ``board_where`` names the whole board in errors about
    the position (``"lines 2-4"``, ``"start"``); ``rows_where`` names the list of rows
    (``"start.rows"``) in an error about their number.
    """
    cells = check_rows(rows, width=width, height=height, board_where=board_where,
                       rows_where=rows_where)
    return position_from(cells, k, board_where, variant)


def check_rows(rows: Sequence[tuple[str, str]], *, width: int | None = None,
               height: int | None = None, board_where: str,
               rows_where: str | None = None) -> list[str]:
    """The cells of each row, once every row is known to be good (see above)."""
    if not rows:
        raise GameFileError(rows_where, "no board found: write rows of X, O and '.'")
    if height is not None and len(rows) != height:
        raise GameFileError(rows_where, f"has {len(rows)} rows but the board is {height} high")
    first_where, first = rows[0]
    for where, row in rows:
        bad = sorted(set(row) - CELLS)
        if bad:
            hint = " (zero is not the letter O)" if "0" in bad else ""
            raise GameFileError(where, f"{''.join(bad)!r} is not a cell: use X, O or '.'{hint}")
        if width is not None and len(row) != width:
            raise GameFileError(where, f"has {len(row)} cells but the board is {width} wide")
        if len(row) != len(first):
            raise GameFileError(where, f"the row has {len(row)} cells but the first row "
                                       f"({first_where}) has {len(first)}")
    for side, size in (("wide", len(first)), ("high", len(rows))):
        if size > MAX_SIDE:
            raise GameFileError(board_where, f"the board is {size} cells {side}; "
                                             f"at most {MAX_SIDE} are allowed")
    return [row for _, row in rows]


def position_from(cells: list[str], k: int, board_where: str,
                  variant: Variant = Variant.FREESTYLE) -> Position:
    """The position of checked rows; an impossible one raises GameFileError."""
    try:
        return position_from_rows(cells, k, variant=variant)
    except ValueError as error:
        raise GameFileError(board_where, str(error)) from None
