"""A question asked during a game stands clear of the board's stones (the hint's question
covered rows 8-10 of a 15x15 board, the stones of the opening under it): inside the
window, over as few stones as it can, nearest the window's centre among those places."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tictactoe.game import Game, Rules
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.widgets.placement import STEP, Rect, clear_spot
from tictactoe.ui.widgets.questions import yes_or_no

AREA = (40, 30, 300, 200)
CELL = 20


def covers(corner: tuple[int, int], size: tuple[int, int], rect: Rect) -> bool:
    """An independent overlap test (QRect's: its edges are the rectangle's own)."""
    return QRect(QPoint(*corner), QPoint(*corner) + QPoint(size[0] - 1, size[1] - 1)).intersects(
        QRect(*rect)
    )


def grid(size: tuple[int, int]) -> list[tuple[int, int]]:
    """Every place the box can stand on a STEP grid within AREA, the far edges too."""
    left, top, width, height = AREA
    xs = sorted({*range(left, left + width - size[0] + 1, STEP), left + width - size[0]})
    ys = sorted({*range(top, top + height - size[1] + 1, STEP), top + height - size[1]})
    return [(x, y) for x in xs for y in ys]


@settings(max_examples=120, deadline=None)
@given(
    st.sets(st.tuples(st.integers(0, 9), st.integers(0, 7)), max_size=80),
    st.sampled_from([(120, 40), (200, 60), (60, 30), (300, 200)]),
)
def test_the_box_covers_the_fewest_stones_nearest_the_centre(cells, size) -> None:
    stones = [(60 + x * CELL, 40 + y * CELL, CELL, CELL) for x, y in sorted(cells)]
    corner = clear_spot(AREA, size, stones)
    left, top, width, height = AREA
    assert left <= corner[0] <= left + width - size[0]
    assert top <= corner[1] <= top + height - size[1]
    counts = {p: sum(covers(p, size, r) for r in stones) for p in grid(size)}
    fewest = min(counts.values())
    assert sum(covers(corner, size, r) for r in stones) == fewest
    centre = (left + (width - size[0]) // 2, top + (height - size[1]) // 2)
    if not stones:
        assert corner == centre  # where Qt puts a dialog
        return

    def distance(p: tuple[int, int]) -> int:
        return (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2

    assert distance(corner) == min(distance(p) for p, n in counts.items() if n == fewest)


def test_a_box_larger_than_the_window_stands_at_its_centre() -> None:
    assert clear_spot((0, 0, 100, 100), (150, 40), [(40, 40, 20, 20)]) == (-25, 30)


def answer(seen: list[QRect]) -> None:
    """Note the question's place and answer No."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        seen.append(box.frameGeometry())
        box.reject()
    else:
        QTimer.singleShot(10, lambda: answer(seen))


def test_the_question_stands_clear_of_the_stones_of_a_15x15_game(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(980, 760)
    board = BoardView(window)
    board.setGeometry(40, 90, 620, 600)
    game = Game.for_rules(Rules(15, 15, 5))
    rng = random.Random(8)
    while len(game.moves) < 30 and not game.is_over():  # stones about the centre
        game.play(
            rng.choice([m for m in game.legal_moves() if max(abs(m[0] - 7), abs(m[1] - 7)) <= 3])
        )
    board.set_state(BoardState(game.position()))
    window.show()
    qtbot.waitExposed(window)
    stones = board.stone_rects()
    assert len(stones) == len(game.moves) >= 20
    at = [board.cell_at(board.mapFromGlobal(rect.center()).toPointF()) for rect in stones]
    assert sorted(at) == sorted(game.moves)
    seen: list[QRect] = []
    QTimer.singleShot(0, lambda: answer(seen))
    assert yes_or_no(window, "Hint", "A hint is the engine's help. Take the hint?", stones) is False
    (box,) = seen
    assert window.frameGeometry().contains(box) or window.geometry().contains(box)
    assert [r for r in stones if r.intersects(box)] == []
    seen.clear()
    QTimer.singleShot(0, lambda: answer(seen))
    yes_or_no(window, "Hint", "A hint is the engine's help. Take the hint?")
    (centred,) = seen
    assert [r for r in stones if r.intersects(centred)] != []  # where Qt put it: over them
