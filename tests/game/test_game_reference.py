"""An independent, deliberately simple statement of the m,n,k rules, for cross-checks.

It shares no code with tictactoe.game: a board is a dict {(x, y): "X" | "O"}, and a
side has won when k of its marks stand in a row in one of the four directions.
"""

from __future__ import annotations

Grid = dict[tuple[int, int], str]


def lines_of(grid: Grid, width: int, height: int, k: int, mark: str) -> list[list[tuple[int, int]]]:
    """Every run of k cells in a row held by ``mark``."""
    found = []
    for y in range(height):
        for x in range(width):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(x + i * dx, y + i * dy) for i in range(k)]
                if all(
                    0 <= cx < width and 0 <= cy < height and grid.get((cx, cy)) == mark
                    for cx, cy in cells
                ):
                    found.append(cells)
    return found


def winner(grid: Grid, width: int, height: int, k: int) -> str | None:
    for mark in ("X", "O"):
        if lines_of(grid, width, height, k, mark):
            return mark
    return None


def to_move(grid: Grid) -> str:
    xs = sum(1 for v in grid.values() if v == "X")
    os = sum(1 for v in grid.values() if v == "O")
    return "X" if xs == os else "O"


def empty_cells(grid: Grid, width: int, height: int) -> list[tuple[int, int]]:
    return [(x, y) for y in range(height) for x in range(width) if (x, y) not in grid]


# --- the reference itself, checked by hand --------------------------------------------


def test_reference_finds_lines_in_all_four_directions() -> None:
    assert winner({(0, 0): "X", (1, 0): "X", (2, 0): "X"}, 3, 3, 3) == "X"
    assert winner({(2, 0): "O", (2, 1): "O", (2, 2): "O"}, 3, 3, 3) == "O"
    assert winner({(0, 0): "X", (1, 1): "X", (2, 2): "X"}, 3, 3, 3) == "X"
    assert winner({(0, 2): "X", (1, 1): "X", (2, 0): "X"}, 3, 3, 3) == "X"
    assert winner({(0, 0): "X", (1, 0): "X", (2, 1): "X"}, 3, 3, 3) is None
    # no wrap-around from the end of one row to the start of the next
    assert winner({(2, 0): "X", (0, 1): "X", (1, 1): "X"}, 3, 3, 3) is None


def test_reference_turns_and_empty_cells() -> None:
    assert to_move({}) == "X"
    assert to_move({(0, 0): "X"}) == "O"
    assert empty_cells({(0, 0): "X"}, 2, 1) == [(1, 0)]
