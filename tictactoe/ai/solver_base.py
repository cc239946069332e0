"""What the exact solver's search loop (:mod:`tictactoe.ai.solver`) stands on.

* the score scale: inside the search a win ``p`` plies after the root is
  ``INF - p``, a loss ``-(INF - p)``, a draw 0; :func:`to_public` turns a score
  into the public scale (:mod:`tictactoe.ai.types`, ``WIN`` for ``INF``);
* :class:`BoardTables`: the windows, the windows through each cell, the static
  move order and the symmetries of a board, computed once per rules;
* :class:`SearchStats` (the node counter) and :class:`SearchStopped`;
* :func:`exact_value`: the exact score of a root from null-window tests.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from tictactoe.ai.symmetry import Symmetries, symmetries
from tictactoe.ai.types import WIN
from tictactoe.game import Rules

INF = 1000  # internal score of a win on the spot; boards have at most 400 cells
PROVEN = INF - 500  # |score| > PROVEN: a proven win or loss
FULL = INF + 1  # a window wider than every score
CHECK_EVERY = 1023  # look at the clock and the cancel flag every 1024 nodes


class SearchStopped(Exception):
    """The search ran out of time or was cancelled."""

    def __init__(self, cancelled: bool) -> None:
        super().__init__("cancelled" if cancelled else "out of time")
        self.cancelled = cancelled


def to_public(score: int) -> int:
    """An internal score (``INF`` scale) as a public one (``WIN`` scale)."""
    if score > PROVEN:
        return WIN - (INF - score)
    if score < -PROVEN:
        return -(WIN - (INF + score))
    return score


@dataclass(frozen=True)
class BoardTables:
    """What the search needs to know about a board, computed once per rules."""

    rules: Rules
    cells: int
    windows: tuple[int, ...]
    through: tuple[tuple[int, ...], ...]  # the windows through each cell
    order: tuple[int, ...]  # cells, most windows through them first
    sym: Symmetries


@lru_cache(maxsize=32)
def board_tables(rules: Rules) -> BoardTables:
    n = rules.cells
    windows = rules.windows()
    through = tuple(tuple(m for m in windows if m >> c & 1) for c in range(n))
    w, h = rules.width, rules.height
    centre = ((w - 1) / 2, (h - 1) / 2)
    order = tuple(
        sorted(
            range(n),
            key=lambda c: (-len(through[c]), abs(c % w - centre[0]) + abs(c // w - centre[1]), c),
        )
    )
    return BoardTables(rules, n, windows, through, order, symmetries(w, h))


@dataclass
class SearchStats:
    nodes: int = 0


def wins_with(tables: BoardTables, bits: int, cell: int) -> bool:
    """Does a side holding ``bits`` complete a window by playing ``cell``?"""
    bits |= 1 << cell
    return any(bits & m == m for m in tables.through[cell])


def exact_value(search: Callable[[int, int], int]) -> int:
    """The exact score of a position from null-window tests.

    ``search(alpha, beta)`` is a fail-soft search of the position, scored from
    the side to move at the root (whose wins fall on odd plies, its losses on
    even ones).  First: win, draw or loss?  Then, for a win, "a win by ply p?"
    for p = 1, 3, 5, ... and for a loss "still alive after ply p?" for p = 2,
    4, ...: the first answer that settles it is the distance.  Each test is cut
    off at depth p by the mate-distance bounds, so this costs far less than one
    search with a wide window (and every bound lands in the table).
    """
    v = search(-1, 1)
    if v >= 1:
        p = 1
        while search(INF - p - 1, INF - p) < INF - p:
            p += 2
        return INF - p
    if v <= -1:
        p = 2
        while search(p - INF, p - INF + 1) > p - INF:
            p += 2
        return p - INF
    return v
