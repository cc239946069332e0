"""Renju's forbidden points for Black, as the RIF rules define them (the fast checker).

The International Rules of Renju (RIF, 1996, corrected 1998), article 3 and 9:

* a *five* is an unbroken row of exactly five stones; an *overline* one of six or more;
* a *four* is a row of four stones to which one more stone makes a five; a *straight
  four* an unbroken four that two different stones make a five;
* a *three* is a row of three stones to which one more stone, without making a five
  at the same time, makes a straight four;
* Black may not make an overline, a double four (two or more fours meeting at the
  stone played, two on one line included) or a double three (two or more threes
  meeting at it); a five wins even where the same stone makes one of those;
* a three counts only if the stone that would make it a straight four may itself be
  played (9.3): that stone is judged by the same rules, so the question recurses.

:func:`foul` answers for one empty point.  Most points are answered by counting:
a foul needs, in the lines through the point, two directions with at least two black
stones within five cells, or one with at least four; anything less (most of a board)
is answered from four bit counts.  Otherwise each line that matters is read as a
code of the eleven cells around the point (two bits each: empty, black, white, off
the board) and the code's facts (five, overline, fours, the points that would make
a three a straight four) come from a cached table; only a possible double three
asks about other points, recursively.

Nothing here is shared with the reference checker of the tests
(``tests/renju_reference.py``), which follows the definitions on a plain grid.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

REACH = 5  # cells read on each side of the point in a line
SPAN = 2 * REACH + 1  # the cells of a line code, the point in the middle
CENTRE = REACH
EMPTY, BLACK, WHITE, WALL = 0, 1, 2, 3
_STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))  # the four directions, as DIRECTIONS


class Foul(str, enum.Enum):
    """Why Black may not play a point."""

    OVERLINE = "overline"
    DOUBLE_FOUR = "double four"
    DOUBLE_THREE = "double three"

    @property
    def phrase(self) -> str:
        """ "an overline", "a double four", "a double three"."""
        return ("an " if self is Foul.OVERLINE else "a ") + self.value


@dataclass(frozen=True)
class LineFacts:
    """What one line through a black stone on the point holds (cells as offsets
    -5..5 from the point)."""

    five: bool  # an unbroken row of exactly five through the point
    overline: bool  # six or more
    fours: int  # the fours through the point (two on one line count two)
    three_points: tuple[int, ...]  # where one stone makes a straight four through the point


@dataclass(frozen=True)
class _Geometry:
    lines: tuple[tuple[tuple[int, ...], ...], ...]  # cell -> direction -> SPAN cells (-1 off)
    near: tuple[tuple[int, ...], ...]  # cell -> direction -> mask of its 10 cells


@lru_cache(maxsize=32)
def _geometry(width: int, height: int) -> _Geometry:
    lines = []
    near = []
    for c in range(width * height):
        x0, y0 = c % width, c // width
        per_direction = []
        masks = []
        for dx, dy in _STEPS:
            cells = []
            mask = 0
            for i in range(-REACH, REACH + 1):
                x, y = x0 + i * dx, y0 + i * dy
                inside = 0 <= x < width and 0 <= y < height
                cell = y * width + x if inside else -1
                cells.append(cell)
                if inside and i:
                    mask |= 1 << cell
            per_direction.append(tuple(cells))
            masks.append(mask)
        lines.append(tuple(per_direction))
        near.append(tuple(masks))
    return _Geometry(tuple(lines), tuple(near))


def foul(width: int, height: int, black: int, white: int, index: int) -> Foul | None:
    """Why Black may not play the empty point ``index`` (bit ``y * width + x``) of a
    ``width`` x ``height`` board holding ``black`` and ``white``, or None."""
    geo = _geometry(width, height)
    counts = [(black & mask).bit_count() for mask in geo.near[index]]
    if max(counts) < 4 and sum(1 for n in counts if n >= 2) < 2:
        return None  # no overline, no two fours, no two threes can meet here
    black |= 1 << index
    cells = geo.lines[index]
    facts = [_line(_code(cells[d], black, white)) if counts[d] >= 2 else None for d in range(4)]
    seen = [f for f in facts if f is not None]
    if any(f.five for f in seen):
        return None
    if any(f.overline for f in seen):
        return Foul.OVERLINE
    if sum(f.fours for f in seen) >= 2:
        return Foul.DOUBLE_FOUR
    maybe = [
        (d, f) for d, f in enumerate(facts) if f is not None and not f.fours and f.three_points
    ]
    if len(maybe) < 2:
        return None
    threes = 0
    for left, (d, f) in enumerate(maybe):
        if any(
            _playable(geo, width, height, black, white, cells[d][CENTRE + q])
            for q in f.three_points
        ):
            threes += 1
            if threes == 2:
                return Foul.DOUBLE_THREE
        if threes + len(maybe) - left - 1 < 2:
            break
    return None


def _playable(geo: _Geometry, width: int, height: int, black: int, white: int, point: int) -> bool:
    """May Black play ``point`` to make a three a straight four?  Not when that stone
    also makes a five (RIF: "without at the same time a five"), nor when it is a foul."""
    with_point = black | 1 << point
    for cells in geo.lines[point]:
        if _line(_code(cells, with_point, white)).five:
            return False
    return foul(width, height, black, white, point) is None


def _code(cells: tuple[int, ...], black: int, white: int) -> int:
    code = 0
    shift = 0
    for c in cells:
        if c < 0:
            code |= WALL << shift
        elif black >> c & 1:
            code |= BLACK << shift
        elif white >> c & 1:
            code |= WHITE << shift
        shift += 2
    return code


@lru_cache(maxsize=1 << 16)
def _line(code: int) -> LineFacts:
    """The facts of a line code whose middle cell holds a black stone."""
    s = [code >> (2 * i) & 3 for i in range(SPAN)]
    length, _ = _row(s, CENTRE)
    if length >= 5:
        return LineFacts(length == 5, length > 5, 0, ())
    fours = set()
    for q in range(1, SPAN - 1):
        if s[q] == EMPTY:
            s[q] = BLACK
            length, start = _row(s, q)
            if length == 5 and start <= CENTRE < start + 5:
                fours.add(frozenset(range(start, start + 5)) - {q})
            s[q] = EMPTY
    if fours:
        return LineFacts(False, False, len(fours), ())
    points = []
    for q in range(CENTRE - 3, CENTRE + 4):
        if s[q] == EMPTY:
            s[q] = BLACK
            if _row(s, q)[0] != 5 and _straight_four(s, q):
                points.append(q - CENTRE)
            s[q] = EMPTY
    return LineFacts(False, False, 0, tuple(points))


def _row(s: list[int], at: int) -> tuple[int, int]:
    """(length, first cell) of the unbroken black row through ``at`` in ``s``."""
    start = at
    while start > 0 and s[start - 1] == BLACK:
        start -= 1
    end = at
    while end < SPAN - 1 and s[end + 1] == BLACK:
        end += 1
    return end - start + 1, start


def _straight_four(s: list[int], q: int) -> bool:
    """Is the row through the centre (holding ``q``) an unbroken four that a stone at
    either end makes exactly five?"""
    length, start = _row(s, CENTRE)
    if length != 4 or not start <= q < start + 4:
        return False
    end = start + 3
    return (
        s[start - 1] == EMPTY
        and s[end + 1] == EMPTY
        and s[start - 2] != BLACK
        and s[end + 2] != BLACK
    )
