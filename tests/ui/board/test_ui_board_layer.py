"""The board's cells are drawn once per size and theme, not at every repaint; a move adds
its mark to them; a hint's new report redraws only the cells of its map that it changed.

A 20x20 board's 400 faces cost 3 ms of Python on a quiet machine and 8-20 ms on a loaded
one, on the GUI thread, at every move and every refinement of a hint: most of the event
loop's longest gaps (`tictactoe bench`).  The view keeps them in a layer and draws on it
only what differs from a plain face: the last move, the winning line, the hover, the
flash, the marks.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor, QImage

from tictactoe.ai import Reading
from tictactoe.ai.readings import Option
from tictactoe.game import Game, Mark, Rules
from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.widgets.appearance import colours


def _colour(image: QImage, board: BoardView, move, dx: float, dy: float) -> str:
    """The colour at a point of ``move``'s square, ``dx``, ``dy`` from its centre in cells
    (0, 0.4: on the face, off the mark and off a winning line through the centres)."""
    rect = board.cell_rect(move)
    centre = rect.center()
    x = round(centre.x() + dx * rect.width())
    y = round(centre.y() + dy * rect.height())
    return image.pixelColor(x, y).name()


def _face(name: str) -> str:
    return QColor(name).name()


def test_the_faces_are_drawn_once_per_size_and_the_marks_on_them(qtbot) -> None:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(640, 640)
    game = Game.for_rules(Rules(20, 20, 5))
    board.set_state(BoardState(game.position()))
    image = board.grab().toImage()
    drawn = board.layers_drawn
    assert drawn == 1
    for move in ((10, 10), (11, 10), (10, 11), (12, 12), (9, 9)):
        game.play(move)
        board.set_state(BoardState(game.position(), last_move=move))
        image = board.grab().toImage()
    assert board.layers_drawn == drawn  # five moves, five repaints: the faces as they were
    palette = colours()
    # an empty cell's face, the last move's face (near its corner, off the mark) and an
    # earlier move's plain face, with its mark (an X's stroke crosses the centre)
    assert _colour(image, board, (0, 0), 0, 0) == _face(palette.cell)
    assert _colour(image, board, (9, 9), 0.0, 0.4) == _face(palette.cell_last)
    assert _colour(image, board, (10, 10), 0.0, 0.4) == _face(palette.cell)
    assert _colour(image, board, (10, 10), 0, 0) != _face(palette.cell)
    board.resize(500, 500)
    board.grab()
    assert board.layers_drawn == drawn + 1  # a new size, the faces again


def test_a_winning_line_and_the_hover_are_drawn_over_the_faces(qtbot) -> None:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(400, 400)
    board.set_interactive(True)
    game = Game.for_rules(Rules(15, 15, 5))
    for move in ((0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (4, 0)):
        game.play(move)
    line = tuple((x, 0) for x in range(5))
    board.set_state(BoardState(game.position(), last_move=(4, 0), winning_line=line))
    board._hover = (7, 7)  # the pointer over an empty cell
    image = board.grab().toImage()
    palette = colours()
    for move in line:
        assert _colour(image, board, move, 0.0, 0.4) == _face(palette.cell_win)
    assert _colour(image, board, (0, 1), 0.0, 0.4) == _face(palette.cell)
    assert _colour(image, board, (7, 7), 0, 0) == _face(palette.cell_hover)
    assert _colour(image, board, (8, 8), 0, 0) == _face(palette.cell)


def test_a_move_adds_its_mark_and_another_position_draws_them_again(qtbot) -> None:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(640, 640)
    game = Game.for_rules(Rules(20, 20, 5))
    board.set_state(BoardState(game.position()))
    board.grab()
    moves = ((10, 10), (11, 10), (10, 11), (12, 12))
    for move in moves:
        game.play(move)
        board.set_state(BoardState(game.position(), last_move=move))
        board.grab()
    assert board.marks_drawn == len(moves)  # one mark a move, not every mark every repaint
    board.grab()
    assert board.marks_drawn == len(moves)  # a repaint alone draws none
    # a step back: the undone mark goes (its cell plain again), the others are drawn anew
    game.undo()
    board.set_state(BoardState(game.position(), last_move=moves[-2]))
    image = board.grab().toImage()
    palette = colours()
    assert _colour(image, board, (12, 12), 0, 0) == _face(palette.cell)
    assert _colour(image, board, (11, 10), 0.3, 0) != _face(palette.cell)  # an O's ring...
    assert _colour(image, board, (10, 11), 0.0, 0.4) == _face(palette.cell_last)
    assert _colour(image, board, (10, 11), 0, 0) != _face(palette.cell_last)  # ...and its X
    assert board.marks_drawn == len(moves) + 3


def _reading(values: dict) -> Reading:
    options = sorted(
        (Option(move, value) for move, value in values.items()), key=lambda o: -o.value
    )
    return Reading(Mark.X, tuple(options))


def test_a_hints_new_report_redraws_the_cells_it_changed_and_only_them(qtbot) -> None:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(640, 640)
    overlay = BoardOverlay(board)
    board.set_state(BoardState(Game.for_rules(Rules(20, 20, 5)).position()))
    values = {(x, y): float((x * 7 + y * 3) % 11 - 5) for x in range(6, 14) for y in range(6, 14)}
    overlay.show_heat(_reading(values))
    board.grab()
    assert overlay.cells_drawn == len(values)
    overlay.show_heat(_reading(dict(values)))  # the same values: nothing to draw
    board.grab()
    assert overlay.cells_drawn == len(values)
    # two cells change within the scale, one best move more (its ring): those three and
    # the neighbours that share their edge pixels, not the 64
    changed = {**values, (6, 6): 0.0, (13, 13): 1.0, (9, 9): 5.0}
    overlay.show_heat(_reading(changed))
    kept = board.grab().toImage()
    assert len(values) < overlay.cells_drawn <= len(values) + 3 * 9
    overlay._layer = None  # drawn afresh: the same picture
    assert board.grab().toImage() == kept
