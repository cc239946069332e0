"""The board's margins name the cells as the rest of the app does (tictactoe/notation.py):
five in a row is lettered a.. (with i) under the board with row 1 at the bottom, as a renju
board is; other boards A.. (no I) above it with row 1 at the top.  Read off what the view
asks its painter to write, in both board styles."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QRectF

from tictactoe.game import Rules, position_from_rows
from tictactoe.notation import cell_name
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.widgets.appearance import SYSTEM, BoardStyle, appearance
from tictactoe.ui.widgets.theme import builtin_themes


class Recorder:
    """Stands in for the QPainter: keeps each text and the rectangle it is written in."""

    def __init__(self) -> None:
        self.texts: list[tuple[QRectF, str]] = []

    def setFont(self, font) -> None:
        pass

    def setPen(self, pen) -> None:
        pass

    def drawText(self, rect: QRectF, flags, text: str) -> None:
        self.texts.append((QRectF(rect), text))


@pytest.fixture
def looks(qapp):
    looks = appearance()
    looks.set_themes(builtin_themes())
    looks.choose(SYSTEM)
    yield looks
    looks.set_board_style(BoardStyle.CELLS)


def labels(qtbot, rules: Rules, size=(640, 600)) -> tuple[BoardView, list[tuple[QRectF, str]]]:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(*size)
    board.set_state(BoardState(position_from_rows(["." * rules.width] * rules.height, rules.k)))
    assert board.shows_coordinates()
    recorder = Recorder()
    board._paint_coordinates(recorder, board.scene())
    return board, recorder.texts


@pytest.mark.parametrize("style", [BoardStyle.CELLS, BoardStyle.INTERSECTIONS])
@pytest.mark.parametrize("side", [15, 20, 9])
def test_five_in_a_row_reads_like_a_renju_board(qtbot, looks, style, side):
    looks.set_board_style(style)
    board, texts = labels(qtbot, Rules(side, side, 5))
    scene = board.scene()
    back = scene.back()
    letters = [(r, t) for r, t in texts if t.isalpha()]
    rows = [(r, t) for r, t in texts if t.isdigit()]
    assert [t for _, t in letters] == list("abcdefghijklmnopqrst"[:side])
    for x, (rect, _) in enumerate(letters):  # under the board, each under its column
        assert rect.top() >= back.bottom() - 0.5 and rect.bottom() <= board.height()
        assert rect.center().x() == pytest.approx(scene.centre((x, 0)).x())
    for y, (rect, text) in enumerate(rows):  # down the left, row 1 at the bottom
        assert text == str(side - y) and rect.right() <= back.left() + 0.5
        assert rect.center().y() == pytest.approx(scene.centre((0, y)).y())
    bottom_left = (0, side - 1)
    assert letters[0][1] + rows[-1][1] == cell_name(bottom_left, board.rules) == "a1"
    if side == 15:
        assert letters[7][1] + rows[7][1] == "h8"  # the centre


@pytest.mark.parametrize("rules", [Rules(9, 9, 4), Rules(20, 20, 6), Rules(7, 6, 4)])
def test_other_boards_keep_the_grid_letters_above_and_row_1_at_the_top(qtbot, looks, rules):
    board, texts = labels(qtbot, rules)
    back = board.scene().back()
    letters = [(r, t) for r, t in texts if t.isalpha()]
    rows = [t for _, t in texts if t.isdigit()]
    assert [t for _, t in letters] == list("ABCDEFGHJKLMNOPQRSTU"[: rules.width])
    assert all(r.bottom() <= back.top() + 0.5 and r.top() >= 0 for r, _ in letters)
    assert rows == [str(n) for n in range(1, rules.height + 1)]


def test_the_labels_move_with_the_notation_and_the_board_keeps_its_size(qtbot, looks):
    """The margin is the same size above or below: a board of five in a row is no smaller."""
    gomoku, _ = labels(qtbot, Rules(15, 15, 5))
    grid, _ = labels(qtbot, Rules(15, 15, 4))
    assert gomoku.scene().cell == pytest.approx(grid.scene().cell)
    assert gomoku.scene().left == pytest.approx(grid.scene().left)
    assert gomoku.scene().top < grid.scene().top  # the letters went below
    for board in (gomoku, grid):
        for point in ((0, 0), (14, 14), (7, 7)):  # a click still lands on its cell
            assert board.cell_at(board.cell_centre(point)) == point
