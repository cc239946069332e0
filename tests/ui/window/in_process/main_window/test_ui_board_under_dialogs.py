"""The board shows the game under every modal dialog (issue 50, target 1): each dialog a
game can open is opened for real, and while it is open the window's own pixels (the
backing store Qt flushes to the screen, read with ``QScreen.grabWindow``, not a fresh
rendering of the board) are read square by square and compared with the position: a
square with a piece shows that piece's colour, an empty one shows none.  A report had an
empty board behind the hint's question and Ctrl+S's dialog, the moves in the list."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.ui_helpers import wait_state
from tests.ui.window.dialogs import game_dialogs, look_inside, rated_game, two_people
from tictactoe.game import Mark, Position, Rules
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.controller import State
from tictactoe.ui.widgets.appearance import BoardStyle, appearance, colours

TOLERANCE = 12  # per channel, around a piece's colour (its edges are blended)
MARKED = 0.04  # a square with a piece shows its colour on at least this share of it
EMPTY = 0.005  # and an empty one on at most this
SETTLE_MS = 200  # the dialog's event loop repaints the window meanwhile


def on_screen(window) -> QImage:
    """The window as Qt last put it on the screen (its backing store)."""
    return window.screen().grabWindow(window.winId()).toImage()


def share(image: QImage, colour: QColor) -> float:
    """The share of ``image``'s pixels within TOLERANCE of ``colour`` on each of red, green
    and blue (counted by numpy: a pixel at a time in Python took most of the test's time)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)  # B, G, R, A bytes a pixel
    width, height = image.width(), image.height()
    rows = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine())
    rgb = rows[:, : 4 * width].reshape(height, width, 4)[:, :, 2::-1].astype(np.int16)
    target = np.array(colour.getRgb()[:3], np.int16)
    hits = int(np.all(np.abs(rgb - target) <= TOLERANCE, axis=2).sum())
    return hits / max(1, width * height)


def board_against(window, board: BoardView, position: Position) -> list[str]:
    """Where the board on the screen differs from ``position`` ([] when it shows it), once
    the event loop (the dialog's) has had a moment to repaint, as a person looks."""
    QTest.qWait(SETTLE_MS)
    image = on_screen(window)
    ratio = image.width() / max(1, window.width())
    go = board.board_style() is BoardStyle.INTERSECTIONS
    p = colours()
    pieces = {
        Mark.X: QColor(p.stone_x if go else p.mark_x),
        Mark.O: QColor(p.stone_o if go else p.mark_o),
    }
    wrong = []
    rules = position.rules
    for y in range(rules.height):
        for x in range(rules.width):
            cell = board.cell_rect((x, y)).adjusted(3, 3, -3, -3)
            corner = board.mapTo(window, cell.topLeft().toPoint())
            square = image.copy(
                int(corner.x() * ratio),
                int(corner.y() * ratio),
                int(cell.width() * ratio),
                int(cell.height() * ratio),
            )
            mark = position.at((x, y))
            for each, colour in pieces.items():
                found = share(square, colour)
                if each is mark and found < MARKED:
                    wrong.append(f"{(x, y)}: {each.value} not shown ({found:.3f})")
                if each is not mark and found > EMPTY and not (go and mark is not None):
                    wrong.append(f"{(x, y)}: {each.value} shown on {mark} ({found:.3f})")
    return wrong


def check_under_each(window, board: BoardView, dialogs, shown: Position) -> None:
    problems = {}
    for name, open_it in dialogs.items():
        wrong = look_inside(open_it, lambda dialog: board_against(window, board, shown), name)
        if wrong:
            problems[name] = wrong
        QApplication.processEvents()
    assert problems == {}, problems


@pytest.fixture(autouse=True)
def cells(qapp):
    yield
    appearance().set_board_style(BoardStyle.CELLS)


@pytest.mark.parametrize("style", [BoardStyle.CELLS, BoardStyle.INTERSECTIONS])
def test_the_board_shows_the_game_under_every_dialog_of_a_rated_game(qtbot, tmp_path, style):
    appearance().set_board_style(style)
    window = rated_game(qtbot, tmp_path)
    c = window.controller
    position = c.game.position()
    assert bin(position.x_bits).count("1") >= 3 and bin(position.o_bits).count("1") >= 3
    check_under_each(window, window.game_screen.board, game_dialogs(window, tmp_path), position)
    assert c.game.position() == position and c.help.is_rated()  # every one was declined


def test_the_board_shows_the_game_under_the_draw_offer_and_on_the_game_over_screen(qtbot, tmp_path):
    window = two_people(qtbot, tmp_path)
    c = window.controller
    check_under_each(
        window, window.game_screen.board, {"draw offer": c.offer_draw}, c.game.position()
    )
    for move in [(1, 0), (2, 2), (0, 1), (2, 1)]:  # X completes the right column
        c.click_cell(*move)
    wait_state(qtbot, window, State.GAME_OVER)
    check_under_each(
        window,
        window.over_screen.board,
        {"save dialog": window.files.save_game},
        c.game.position(),
    )


def test_the_board_shows_the_position_on_view_under_a_dialog(qtbot, tmp_path):
    """Browsing an earlier position, the board shows that position under the Save dialog."""
    window = rated_game(qtbot, tmp_path, Rules(9, 9, 5))
    c = window.controller
    c.view(2)
    shown = c.play_view().shown.position()
    assert shown != c.game.position()
    check_under_each(window, window.game_screen.board, {"save": window.files.save_game}, shown)


def test_the_check_sees_an_empty_board(qtbot, tmp_path, monkeypatch):
    """The comparison fails on a board that lost its pieces.  The board is emptied and kept
    so: the window would redraw the game on its next change (a reply, a reading), and the
    check would then see the game again."""
    window = rated_game(qtbot, tmp_path)
    board = window.game_screen.board
    position = window.controller.game.position()
    board.set_state(type(board.state)(Position(position.rules)))
    monkeypatch.setattr(board, "set_state", lambda *args, **kwargs: None)
    stones = bin(position.x_bits | position.o_bits).count("1")
    wrong: list[str] = []

    def every_stone_missed() -> bool:
        # the screen may still hold the last frame (a layout settling after the game's last
        # message) for a moment: the check is asked again until the emptied board is shown
        QApplication.processEvents()
        window.repaint()
        wrong[:] = board_against(window, board, position)
        return len(wrong) == stones

    try:
        qtbot.waitUntil(every_stone_missed, timeout=15_000)
    except Exception:
        raise AssertionError(wrong) from None
    assert all(line.endswith("not shown (0.000)") for line in wrong), wrong
