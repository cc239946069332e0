"""The rules on boards other than 3x3: wins in every direction at edges and corners,
overlines, early dead draws, illegal moves, invalid settings, undo, copy, set-ups."""

from __future__ import annotations

import copy
import itertools
import pickle
import subprocess
import sys

import pytest

from tictactoe import Game, IllegalMoveError, Mark, Rules
from tictactoe.game import (
    Position,
    find_winner,
    is_dead_draw,
    is_full,
    is_legal,
    position_from_rows,
    side_to_move,
    wins_at,
)

Cell = tuple[int, int]
RIGHT, DOWN, DOWN_RIGHT, UP_RIGHT = (1, 0), (0, 1), (1, 1), (1, -1)


def line(start: Cell, direction: Cell, length: int) -> list[Cell]:
    (x, y), (dx, dy) = start, direction
    return [(x + i * dx, y + i * dy) for i in range(length)]


def play_out(game: Game, winner_cells: list[Cell], filler: list[Cell], winner: str = "X") -> None:
    """Alternate the winner's cells with the other side's filler; check the win comes last."""
    sequence: list[Cell] = []
    if winner == "X":
        for i, cell in enumerate(winner_cells):
            sequence.append(cell)
            if i < len(winner_cells) - 1:
                sequence.append(filler[i])
    else:
        for i, cell in enumerate(winner_cells):
            sequence += [filler[i], cell]
    for move in sequence[:-1]:
        game.play(move)
        assert game.winner() is None, f"{move} should not have won yet"
        assert not game.is_over()
    game.play(sequence[-1])


# Each case: board, the winning line (start cell, direction) and a far-away filler
# for the other side that cannot make a line.  All checked by hand.
WIN_CASES = [
    # 20x20, k=5: the four corners in every direction, and edge middles
    (20, 20, 5, (0, 0), RIGHT, [*line((0, 10), RIGHT, 4), (6, 10)]),
    (20, 20, 5, (15, 0), RIGHT, [*line((0, 10), RIGHT, 4), (6, 10)]),
    (20, 20, 5, (15, 19), RIGHT, [*line((0, 10), RIGHT, 4), (6, 10)]),
    (20, 20, 5, (8, 19), RIGHT, [*line((0, 10), RIGHT, 4), (6, 10)]),
    (20, 20, 5, (0, 0), DOWN, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (0, 15), DOWN, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (19, 15), DOWN, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (19, 7), DOWN, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (0, 0), DOWN_RIGHT, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (15, 15), DOWN_RIGHT, [*line((10, 0), RIGHT, 4), (16, 0)]),
    (20, 20, 5, (15, 4), UP_RIGHT, [*line((10, 10), RIGHT, 4), (16, 10)]),  # ends at (19, 0)
    (20, 20, 5, (0, 19), UP_RIGHT, [*line((10, 10), RIGHT, 4), (16, 10)]),  # ends at (4, 15)
    # 7x3, k=4: only rows can hold 4; corners and the middle of the bottom edge
    (7, 3, 4, (0, 0), RIGHT, [(0, 1), (1, 2), (3, 1), (6, 1)]),
    (7, 3, 4, (3, 0), RIGHT, [(0, 1), (1, 2), (3, 1), (6, 1)]),
    (7, 3, 4, (0, 2), RIGHT, [(0, 1), (1, 0), (5, 1), (6, 0)]),
    (7, 3, 4, (3, 2), RIGHT, [(0, 1), (1, 0), (5, 1), (6, 0)]),
    (7, 3, 4, (1, 2), RIGHT, [(0, 1), (1, 0), (5, 1), (6, 0)]),
    # 1x5 (one column), k=3: the top and the bottom end
    (1, 5, 3, (0, 0), DOWN, [(0, 4), (0, 3)]),
    (1, 5, 3, (0, 2), DOWN, [(0, 0), (0, 1)]),
    # 5x1 (one row), k=3
    (5, 1, 3, (2, 0), RIGHT, [(0, 0), (1, 0)]),
    # 1x1, k=1: the first move wins
    (1, 1, 1, (0, 0), RIGHT, []),
    # 5x5, k=3: every corner in every direction that fits, and edge middles
    (5, 5, 3, (0, 0), RIGHT, [(0, 2), (2, 3), (4, 2)]),
    (5, 5, 3, (2, 0), RIGHT, [(0, 2), (2, 3), (4, 2)]),
    (5, 5, 3, (0, 4), RIGHT, [(0, 2), (2, 1), (4, 2)]),
    (5, 5, 3, (2, 4), RIGHT, [(0, 2), (2, 1), (4, 2)]),
    (5, 5, 3, (0, 0), DOWN, [(2, 0), (3, 2), (2, 4)]),
    (5, 5, 3, (0, 2), DOWN, [(2, 0), (3, 2), (2, 4)]),
    (5, 5, 3, (4, 0), DOWN, [(2, 0), (1, 2), (2, 4)]),
    (5, 5, 3, (4, 2), DOWN, [(2, 0), (1, 2), (2, 4)]),
    (5, 5, 3, (4, 1), DOWN, [(2, 0), (1, 2), (2, 4)]),
    (5, 5, 3, (0, 0), DOWN_RIGHT, [(4, 0), (0, 4), (3, 1)]),
    (5, 5, 3, (2, 2), DOWN_RIGHT, [(4, 0), (0, 4), (3, 1)]),
    (5, 5, 3, (0, 4), UP_RIGHT, [(0, 0), (4, 4), (1, 1)]),
    (5, 5, 3, (2, 2), UP_RIGHT, [(0, 0), (4, 4), (1, 1)]),  # ends at (4, 0)
]


# O wins too, where the board leaves X room for k filler moves
WIN_PARAMS = [
    (*case, order, winner)
    for case in WIN_CASES
    for order in ("in order", "middle last")
    for winner in ("X", "O")
    if winner == "X" or len(case[5]) >= case[2]
]


@pytest.mark.parametrize("width, height, k, start, direction, filler, order, winner", WIN_PARAMS)
def test_a_line_of_k_wins(
    width: int,
    height: int,
    k: int,
    start: Cell,
    direction: Cell,
    filler: list[Cell],
    order: str,
    winner: str,
) -> None:
    cells = line(start, direction, k)
    assert all(0 <= x < width and 0 <= y < height for x, y in cells)
    if order == "middle last":
        cells.append(cells.pop(k // 2))
    game = Game(width, height, k)
    play_out(game, cells, filler, winner)
    assert game.winner() == winner
    assert game.result() == winner
    assert game.is_over() and not game.is_draw()
    assert game.legal_moves() == []
    assert game.winning_line() == sorted(cells)
    assert wins_at(game.position(), cells[-1])
    assert find_winner(game.position()) == winner
    free = (
        next(c for c in [(x, y) for y in range(height) for x in range(width)] if game.at(c) is None)
        if not game.is_full()
        else None
    )
    if free is not None:
        with pytest.raises(IllegalMoveError, match=f"the game is over: {winner} has won"):
            game.play(free)


@pytest.mark.parametrize(
    "width, height, k, marks",
    [
        (7, 3, 4, [(0, 0), (0, 1), (0, 2)]),  # a full column of 3 < k
        (7, 3, 4, [(0, 0), (1, 1), (2, 2)]),  # a full diagonal of 3 < k
        (5, 5, 3, [(3, 0), (4, 0), (0, 1)]),  # no wrap from one row into the next
        (5, 5, 3, [(4, 3), (4, 4), (0, 0)]),  # nor from the last row to the first
        (5, 5, 3, [(3, 1), (4, 2), (0, 3)]),  # nor along a diagonal
        (5, 5, 3, [(1, 0), (0, 1), (4, 1)]),  # nor along an anti-diagonal
        (20, 20, 5, [(16, 0), (17, 0), (18, 0), (19, 0), (0, 1)]),
        (20, 20, 5, [(19, 16), (19, 17), (19, 18), (19, 19), (0, 0)]),
        (20, 20, 5, [(0, 3), (1, 2), (2, 1), (3, 0), (4, 19)]),
    ],
)
def test_no_false_wins(width: int, height: int, k: int, marks: list[Cell]) -> None:
    game = Game(width, height, k)
    filler = [(x, y) for y in range(height) for x in range(width) if (x, y) not in marks][
        :: max(1, k + 1)
    ]
    for i, cell in enumerate(marks):
        game.play(cell)
        if i < len(marks) - 1:
            game.play(filler[i])
    assert game.winner() is None, game


@pytest.mark.parametrize(
    "width, height, k, x_cells, o_filler, expected_line",
    [
        # 5x5 k=3: XX.XX, then the middle: a line of five
        (
            5,
            5,
            3,
            [(0, 0), (1, 0), (3, 0), (4, 0), (2, 0)],
            [(0, 2), (2, 2), (4, 2), (0, 4)],
            line((0, 0), RIGHT, 5),
        ),
        # 7x3 k=4: XXX.XXX in the middle row, then the gap: a line of seven
        (
            7,
            3,
            4,
            [(0, 1), (1, 1), (2, 1), (4, 1), (5, 1), (6, 1), (3, 1)],
            [(0, 0), (1, 0), (2, 0), (4, 0), (5, 0), (6, 0)],
            line((0, 1), RIGHT, 7),
        ),
        # 20x20 k=5: a diagonal of seven from the corner, closed in the middle
        (
            20,
            20,
            5,
            [(0, 0), (1, 1), (2, 2), (4, 4), (5, 5), (6, 6), (3, 3)],
            [(10, 0), (11, 0), (12, 0), (13, 0), (15, 0), (16, 0)],
            line((0, 0), DOWN_RIGHT, 7),
        ),
        # 20x20 k=5: an anti-diagonal of six ending in the bottom-left corner
        (
            20,
            20,
            5,
            [(0, 19), (1, 18), (2, 17), (4, 15), (5, 14), (3, 16)],
            [(10, 0), (11, 0), (12, 0), (13, 0), (15, 0)],
            line((0, 19), UP_RIGHT, 6),
        ),
    ],
)
def test_an_overline_wins_and_is_reported_whole(
    width: int,
    height: int,
    k: int,
    x_cells: list[Cell],
    o_filler: list[Cell],
    expected_line: list[Cell],
) -> None:
    game = Game(width, height, k)
    play_out(game, x_cells, o_filler)
    assert game.winner() == "X"
    assert game.winning_line() == sorted(expected_line)
    assert len(expected_line) > k


# --- early dead draws ----------------------------------------------------------------


@pytest.mark.parametrize(
    "width,height,k",
    [(3, 3, 3), (15, 15, 5), (7, 4, 4), (1, 6, 5), (5, 2, 2), (4, 4, 1), (20, 20, 20)],
)
def test_the_windows_and_their_views_agree(width: int, height: int, k: int) -> None:
    """One enumeration of the windows: every run of k cells in a line, once; the cells
    of each and the windows through each cell say the same."""
    rules = Rules(width, height, k)
    windows = rules.windows()
    expected = set()
    for y in range(height):
        for x in range(width):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [(x + i * dx, y + i * dy) for i in range(k)]
                if all(0 <= cx < width and 0 <= cy < height for cx, cy in cells):
                    expected.add(sum(1 << (cy * width + cx) for cx, cy in cells))
    assert len(windows) == len(set(windows)) and set(windows) == expected
    assert [sum(1 << c for c in cells) for cells in rules.window_cells()] == list(windows)
    for cells in rules.window_cells():  # in line order: equal steps
        assert len({b - a for a, b in itertools.pairwise(cells)}) <= 1
    through = rules.cell_windows()
    for c in range(rules.cells):
        assert list(through[c]) == [w for w in windows if w >> c & 1]


@pytest.mark.parametrize(
    "rows, k, dead",
    [
        (["XXO", "OOX", "X.."], 3, True),  # O to move; every line holds both marks
        (["XXO", "OOX", "..."], 3, False),  # O can still win at (0, 2)
        (["XOXO", "OXOX", "OXOX", "...."], 4, True),  # the empty row needs 4, each side has 2 left
        (["XOXO", "OXOX", "....", "...."], 4, False),  # X to move: X has 4 moves left for a row
        (["XOX", "XOO", "OXX"], 3, True),  # full, no winner
        (["...", "...", "..."], 3, False),
        (["....."], 5, True),  # 5x1, k=5: X only ever gets 3 of the 5 cells
        (["...."], 3, True),  # 4x1, k=3: X gets 2 cells, O 2
        (["....."], 3, False),  # 5x1, k=3: X gets 3 cells
        (["X...."], 3, False),
        (["X.O.."], 3, True),  # X has 2 moves left, O 1: nothing fits
        (["X..O."], 2, False),  # X can still play (1, 0)
    ],
)
def test_dead_draw(rows: list[str], k: int, dead: bool) -> None:
    game = Game.from_rows(rows, k)
    assert game.is_dead_draw() is dead
    assert is_dead_draw(game.position()) is dead
    assert Game.is_dead_draw_position(game.position()) is dead


def test_one_column_k5_is_a_draw_from_the_start() -> None:
    game = Game(1, 5, 5)
    assert game.is_dead_draw() and not game.is_over()
    for y in range(5):
        game.play((0, y))
    assert game.result() == "draw" and game.is_draw()


def test_a_dead_draw_is_not_over_until_the_board_is_full() -> None:
    game = Game.from_rows(["XXO", "OOX", "X.."], 3)
    assert game.is_dead_draw()
    assert not game.is_over() and game.result() is None
    assert game.legal_moves() == [(1, 2), (2, 2)]


def test_a_won_game_is_not_a_dead_draw() -> None:
    game = Game(3, 3, 3)
    for move in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]:
        game.play(move)
    assert game.winner() == "X" and not game.is_dead_draw()


# --- illegal moves -----------------------------------------------------------------


def snapshot(game: Game) -> tuple:
    return (
        game.moves,
        game.bitboards(),
        game.to_move(),
        game.winner(),
        game.result(),
        game.legal_moves(),
    )


@pytest.mark.parametrize(
    "move, message",
    [
        ((3, 0), r"\(3, 0\) is not a cell of the 3x3 board \(x must be 0..2, y 0..2\)"),
        ((0, 3), r"not a cell of the 3x3 board"),
        ((-1, 0), r"\(-1, 0\) is not a cell"),
        ((0, -1), r"not a cell"),
        ((1, 1), r"cell \(1, 1\) is already taken by X"),
        ((0, 0), r"cell \(0, 0\) is already taken by O"),
        ((1.0, 2), r"x and y must be whole numbers"),
        ((True, 0), r"x and y must be whole numbers"),
        (("a", "b"), r"x and y must be whole numbers"),
        ((1, 2, 3), r"is not a move: give \(x, y\)"),
        (None, r"None is not a move: give \(x, y\)"),
        (5, r"5 is not a move"),
    ],
)
def test_illegal_moves_raise_and_change_nothing(move: object, message: str) -> None:
    game = Game()
    game.play((1, 1))
    game.play((0, 0))
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match=message):
        game.play(move)  # type: ignore[arg-type]  # bad moves, on purpose
    assert snapshot(game) == before
    assert not game.is_legal(move)
    assert game.why_illegal(move) is not None
    assert snapshot(game) == before


def test_illegal_move_error_is_a_value_error() -> None:
    assert issubclass(IllegalMoveError, ValueError)


def test_moves_after_the_end_are_refused() -> None:
    game = Game.from_rows(["XOX", "XOO", "OX."], 3)
    game.play((2, 2))
    assert game.result() == "draw"
    with pytest.raises(IllegalMoveError, match="already taken"):
        game.play((0, 0))
    game = Game.from_rows(["XXX", "OO.", "..."], 3)
    with pytest.raises(IllegalMoveError, match="the game is over: X has won"):
        game.play((2, 1))


def test_other_move_forms_are_normalised() -> None:
    game = Game()
    game.play([1, 1])  # type: ignore[arg-type]  # a list, on purpose
    assert game.moves == [(1, 1)] and type(game.moves[0]) is tuple
    assert game.is_legal((0, 0)) and game.why_illegal((0, 0)) is None
    assert game.moves == [(1, 1)]  # asking changed nothing
    numpy = pytest.importorskip("numpy")
    game.play((numpy.int64(2), numpy.int8(0)))  # whole numbers from numpy arrays are fine
    assert game.moves[-1] == (2, 0) and type(game.moves[-1][0]) is int


# --- settings ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "width, height, k, message",
    [
        (3, 3, 0, r"k \(marks in a row to win\) must be between 1 and 3 on a 3x3 board, not 0"),
        (21, 5, 3, r"the board width must be between 1 and 20, not 21"),
        (5, 21, 3, r"the board height must be between 1 and 20, not 21"),
        (0, 3, 1, r"width must be between 1 and 20, not 0"),
        (3, -2, 1, r"height must be between 1 and 20, not -2"),
        (3, 3, 4, r"must be between 1 and 3 on a 3x3 board, not 4"),
        (7, 3, 8, r"must be between 1 and 7 on a 7x3 board, not 8"),
        (3, 3, -1, r"not -1"),
        (3.0, 3, 3, r"width must be a whole number, not 3.0"),
        ("3", 3, 3, r"width must be a whole number, not '3'"),
        (3, None, 3, r"height must be a whole number, not None"),
        (3, 3, True, r"k must be a whole number, not True"),
    ],
)
def test_invalid_settings(width: object, height: object, k: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Game(width, height, k)  # type: ignore[arg-type]  # bad sizes, on purpose
    with pytest.raises(ValueError, match=message):
        Rules(width, height, k)  # type: ignore[arg-type]  # bad sizes, on purpose


@pytest.mark.parametrize(
    "width, height, k",
    [(1, 1, 1), (20, 20, 20), (20, 1, 20), (1, 20, 20), (7, 3, 7), (3, 7, 7), (20, 20, 1)],
)
def test_extreme_valid_settings(width: int, height: int, k: int) -> None:
    game = Game(width, height, k)
    assert (game.width, game.height, game.k) == (width, height, k)
    assert len(game.legal_moves()) == width * height


def test_k_equal_to_the_long_side_on_a_narrow_board() -> None:
    game = Game(7, 3, 7)
    play_out(game, line((0, 1), RIGHT, 7), line((0, 0), RIGHT, 6))
    assert game.winner() == "X"


# --- undo and copy --------------------------------------------------------------------


def test_undo_restores_everything() -> None:
    game = Game(5, 5, 3)
    states = [snapshot(game)]
    for move in [(2, 2), (0, 0), (2, 3), (0, 1), (2, 1)]:
        game.play(move)
        states.append(snapshot(game))
    assert game.winner() == "X"
    for expected in reversed(states[:-1]):
        game.undo()
        assert snapshot(game) == expected
    with pytest.raises(IndexError, match="no move to undo"):
        game.undo()


def test_undo_returns_the_move_and_allows_replay() -> None:
    game = Game()
    game.play((2, 1))
    assert game.undo() == (2, 1)
    game.play((2, 1))
    assert game.moves == [(2, 1)] and game.last_move == (2, 1)


def test_copy_is_independent() -> None:
    game = Game(4, 4, 3)
    game.play((0, 0))
    other = game.copy()
    other.play((1, 1))
    assert game.moves == [(0, 0)] and other.moves == [(0, 0), (1, 1)]
    game.play((3, 3))
    assert other.at((3, 3)) is None and game.at((1, 1)) is None
    assert game.to_move() == other.to_move() == "X"
    for move in [(0, 1), (3, 2), (0, 2)]:
        other.play(move)
    assert other.winner() == "X" and game.winner() is None
    other.undo()
    assert game.moves == [(0, 0), (3, 3)]


def test_copy_module_and_pickle_give_independent_games() -> None:
    game = Game(20, 20, 5)
    for move in [(3, 3), (4, 4), (3, 4)]:
        game.play(move)
    for other in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert other.moves == game.moves and other.bitboards() == game.bitboards()
        assert other.to_move() == game.to_move() and other.rules == game.rules
        other.play((9, 9))
        assert game.at((9, 9)) is None and len(game.moves) == 3
        for move in [(3, 5), (0, 0), (3, 6), (0, 1), (3, 7)]:  # X: (3,3)..(3,7) wins
            other.play(move)
        assert other.winner() == "X" and game.winner() is None
    assert len(pickle.dumps(game)) < 2_000  # the derived win tables are not pickled


def test_moves_is_a_copy() -> None:
    game = Game()
    game.play((0, 0))
    game.moves.append((1, 1))
    assert game.moves == [(0, 0)]


# --- set-up positions (from_rows) -------------------------------------------------------


def test_from_rows_reads_a_position() -> None:
    game = Game.from_rows(["X..O", "  .x..  ", "...."], 3)  # blanks around rows, lower case
    assert (game.width, game.height, game.k) == (4, 3, 3)
    assert game.at((0, 0)) == "X" and game.at((3, 0)) == "O" and game.at((1, 1)) == "X"
    assert game.to_move() == "O" and game.moves == []
    assert game.start.rows() == ["X..O", ".X..", "...."]
    with pytest.raises(IndexError):
        game.undo()  # the set-up is not a move
    assert Game.from_rows("X..\n.O.\n...", 3, to_move="X").rows() == ["X..", ".O.", "..."]
    assert Game.from_rows(["XXX", "OO.", "..."], 3, Mark.O).winner() == "X"


@pytest.mark.parametrize(
    "rows, k, to_move, message",
    [
        ([], 3, None, "the board diagram is empty"),
        (["X..", "..", "..."], 3, None, "row 2 has 2 cells but row 1 has 3"),
        (["X..", ".Z.", "..."], 3, None, r"row 2 holds 'Z': use only X, O and '.'"),
        (["X0.", "...", "..."], 3, None, r"row 1 holds '0'"),
        (["XX.", "...", "..."], 3, None, "X has 2 marks and O has 0"),
        (["O..", "...", "..."], 3, None, "X has 0 marks and O has 1"),
        (["XXX", "OOO", "X.."], 3, None, "both X and O have a line"),
        (["XXX", "OO.", "O.."], 3, None, "X has a line but O has moved since"),
        (["XXX", "XXO", "OO."], 3, None, "X has 5 marks and O has 3"),
        (["OOO", "XX.", "XX."], 3, None, "O has a line but X has moved since"),
        (["XXX", "OO.", "XXX", "OOO"], 3, None, "both X and O have a line"),
        (["XXX.XXX", "OOO.OOO", "......."], 3, None, "both X and O have a line"),
        (["XXX.XXX", "OO.OO.O", "......."], 3, None, "no single last move"),
        (
            ["X.X", ".O.", "..."],
            3,
            "X",
            "X cannot be to move: X has 2 marks and O has 1, so it is O's turn",
        ),
        (["...", "...", "..."], 3, "Q", "the side to move must be X or O, not 'Q'"),
        (["..."], 4, None, r"k \(marks in a row to win\) must be between 1 and 3"),
        (["." * 21], 3, None, "width must be between 1 and 20, not 21"),
    ],
)
def test_from_rows_rejects_impossible_positions(
    rows: list[str], k: int, to_move: str | None, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        Game.from_rows(rows, k, to_move)


def test_a_start_position_for_other_rules_is_refused() -> None:
    with pytest.raises(ValueError, match="made for 3x3 k=3, not for 4x4 k=3"):
        Game(4, 4, 3, start=Position(Rules()))
    with pytest.raises(ValueError, match="impossible start position"):
        Game(start=Position(Rules(), x_bits=0b11), rules=Rules())


@pytest.mark.parametrize(
    "x_bits, o_bits, message",
    [
        (1, 1, "both X and O"),
        (1 << 9, 0, "outside the 3x3 board"),
        (-1, 0, "outside"),
    ],
)
def test_position_validates_its_bitboards(x_bits: int, o_bits: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Position(Rules(), x_bits, o_bits)


# --- static helpers (Spencer's TicTacToe 2017) ---------------------------------------------


def test_static_helpers_work_on_any_position_without_side_effects() -> None:
    position = position_from_rows(["XX.", "OO.", "..."], 3)
    assert side_to_move(position) == "X" == Game.side_to_move(position)
    assert is_legal(position, (2, 0)) and Game.is_legal_move(position, (2, 0))
    assert not is_legal(position, (0, 0)) and not is_legal(position, (3, 0))
    assert find_winner(position) is None and not is_full(position)
    won = Position(position.rules, position.x_bits | 0b100, position.o_bits)
    assert wins_at(won, (2, 0)) and Game.wins_at(won, (2, 0), "X")
    assert not wins_at(won, (2, 0), "O") and not wins_at(won, (2, 2))
    assert find_winner(won) == "X" == Game.find_winner(won)
    assert not is_legal(won, (2, 2))
    assert position.rows() == ["XX.", "OO.", "..."]  # untouched
    full = position_from_rows(["XOX", "XOO", "OXX"], 3)
    assert is_full(full) and Game.is_full_position(full) and not is_legal(full, (0, 0))


def test_mark_is_a_str_enum() -> None:
    assert Mark.X == "X" and Mark.O == "O" and str(Mark.O) == "O" and f"{Mark.X}" == "X"
    assert Mark.X.other is Mark.O and Mark.O.other is Mark.X


# --- no Qt, no numpy -------------------------------------------------------------------------


def test_importing_the_rules_does_not_import_qt_or_numpy() -> None:
    code = (
        "import sys, tictactoe, tictactoe.game\n"
        "bad = sorted(m for m in sys.modules\n"
        "             if m.split('.')[0] in ('PySide6', 'shiboken6', 'numpy'))\n"
        "print(bad)\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_wins_at_answers_would_this_move_win() -> None:
    position = position_from_rows(["XX.", "OO.", "..."], 3)
    assert wins_at(position, (2, 0), "X") and wins_at(position, (2, 1), "O")
    assert not wins_at(position, (2, 0), "O") and not wins_at(position, (2, 2), "X")
    assert not wins_at(position, (2, 0))  # empty, and no mark given
