"""A slow, plain reference for renju's forbidden points, written for the tests.

It follows the RIF definitions word for word on a grid of characters ("X" Black,
"O" White, "." empty), walking the board from the point in each direction, and shares
no code with :mod:`tictactoe.renju` (the fast checker it is compared with):

* five: an unbroken row of exactly five; overline: six or more;
* four: a row of four stones to which one more stone makes a five;
* straight four: an unbroken four that two different stones make a five;
* three: a row of three stones to which one more stone, which makes no five at the
  same time and is not itself forbidden, makes a straight four;
* Black's stone is forbidden when it makes no five and makes an overline, two or more
  fours through it (on one line or more), or two or more threes through it.
"""

from __future__ import annotations

STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))
Grid = list[list[str]]


def grid_of(rows: list[str]) -> Grid:
    return [list(row) for row in rows]


def forbidden(grid: Grid, x: int, y: int) -> str | None:
    """ "overline", "double four", "double three" or None for Black at the empty (x, y)."""
    assert grid[y][x] == "."
    grid[y][x] = "X"
    try:
        if any(len(row_through(grid, x, y, step)) == 5 for step in STEPS):
            return None
        if any(len(row_through(grid, x, y, step)) >= 6 for step in STEPS):
            return "overline"
        fours = [len(fours_through(grid, x, y, step)) for step in STEPS]
        if sum(fours) >= 2:
            return "double four"
        threes = sum(1 for step, n in zip(STEPS, fours) if n == 0 and is_three(grid, x, y, step))
        if threes >= 2:
            return "double three"
        return None
    finally:
        grid[y][x] = "."


def inside(grid: Grid, x: int, y: int) -> bool:
    return 0 <= y < len(grid) and 0 <= x < len(grid[0])


def row_through(grid: Grid, x: int, y: int, step: tuple[int, int]) -> list[tuple[int, int]]:
    """The unbroken row of Black's stones through (x, y) (a stone) in one direction."""
    dx, dy = step
    cells = [(x, y)]
    for sign in (1, -1):
        cx, cy = x + sign * dx, y + sign * dy
        while inside(grid, cx, cy) and grid[cy][cx] == "X":
            cells.append((cx, cy))
            cx, cy = cx + sign * dx, cy + sign * dy
    return cells


def line_points(grid: Grid, x: int, y: int, step: tuple[int, int], reach: int):
    dx, dy = step
    for t in range(-reach, reach + 1):
        px, py = x + t * dx, y + t * dy
        if t and inside(grid, px, py):
            yield px, py


def fours_through(grid: Grid, x: int, y: int, step: tuple[int, int]) -> set[frozenset]:
    """The fours through the stone (x, y) in one direction, each as its four stones."""
    found = set()
    for px, py in line_points(grid, x, y, step, 4):
        if grid[py][px] != ".":
            continue
        grid[py][px] = "X"
        row = row_through(grid, px, py, step)
        if len(row) == 5 and (x, y) in row:
            found.add(frozenset(row) - {(px, py)})
        grid[py][px] = "."
    return found


def makes_five(grid: Grid, x: int, y: int) -> bool:
    """Does Black's stone on (x, y) stand in a five?"""
    return any(len(row_through(grid, x, y, step)) == 5 for step in STEPS)


def is_straight_four(grid: Grid, x: int, y: int, step: tuple[int, int]) -> bool:
    row = row_through(grid, x, y, step)
    if len(row) != 4:
        return False
    dx, dy = step
    ends = []
    for cx, cy in row:
        for sign in (1, -1):
            ex, ey = cx + sign * dx, cy + sign * dy
            if (ex, ey) not in row:
                ends.append((ex, ey))
    if len(ends) != 2:
        return False
    for ex, ey in ends:
        if not inside(grid, ex, ey) or grid[ey][ex] != ".":
            return False
        grid[ey][ex] = "X"
        five = len(row_through(grid, ex, ey, step)) == 5
        grid[ey][ex] = "."
        if not five:
            return False
    return True


def is_three(grid: Grid, x: int, y: int, step: tuple[int, int]) -> bool:
    """Is there a three through the stone (x, y) in this direction (RIF, with 9.3)?"""
    for px, py in line_points(grid, x, y, step, 4):
        if grid[py][px] != ".":
            continue
        grid[py][px] = "X"
        straight = (
            not makes_five(grid, px, py)
            and (px, py) in row_through(grid, x, y, step)
            and is_straight_four(grid, x, y, step)
        )
        grid[py][px] = "."
        if straight and forbidden(grid, px, py) is None:
            return True
    return False
