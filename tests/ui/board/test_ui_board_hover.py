"""The board lights the square under the pointer (a lighter face; on a Go board a disc)
exactly when a click there would place a mark: a person's move, a mark in set-up, a
person's opening stone.  It lights nothing while a swap choice is to be made, the
computer places its opening stones or thinks, an earlier position is on view, the game is
over or replayed, or a puzzle is solved, and a click then places nothing.

What a screenshot of a swap2 decision showed as a lit point was the red flash of the
previous game's refused click (a renju forbidden point, clicked just before), caught
mid-fade: the board stopped the hover and the cursor of the last game, not its flash.
"""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from tests.ui.ui_helpers import GatedPlayer, click, click_cell, make_window, wait_state
from tictactoe import coach
from tictactoe.game import Game, Move, Rules, Variant
from tictactoe.players import AIPlayer, make_player
from tictactoe.swap import Action, Opening, Step
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.play.states import State
from tictactoe.ui.widgets.appearance import BoardStyle, appearance

FIFTEEN = Rules(15, 15, 5)
THREE = ((7, 7), (8, 7), (8, 8))
EMPTY = (2, 2)  # a point no test puts a stone on
STYLES = (BoardStyle.CELLS, BoardStyle.INTERSECTIONS)


@pytest.fixture(autouse=True)
def cells_after(qapp):
    """A test may paint a Go board; the next one starts with cells."""
    yield
    appearance().set_board_style(BoardStyle.CELLS)


def _move_pointer(board: BoardView, at: QPointF) -> None:
    QApplication.sendEvent(
        board,
        QMouseEvent(
            QEvent.Type.MouseMove,
            at,
            board.mapToGlobal(at),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        ),
    )


def lit(board: BoardView, move: Move = EMPTY) -> bool:
    """Whether the board paints ``move``'s square otherwise with the pointer over it
    than with the pointer off the board."""
    QApplication.sendEvent(board, QEvent(QEvent.Type.Leave))
    away = board.grab().toImage()
    _move_pointer(board, board.cell_centre(move))
    over = board.grab().toImage()
    square = board.cell_rect(move).toRect()
    return any(
        away.pixel(x, y) != over.pixel(x, y)
        for y in range(square.top(), square.bottom() + 1)
        for x in range(square.left(), square.right() + 1)
    )


def empty_point(board: BoardView) -> Move:
    position = board.state.position
    rules = position.rules
    return next(
        (x, y)
        for y in range(rules.height)
        for x in range(rules.width)
        if position.at((x, y)) is None
    )


class Opener(AIPlayer):
    """Places swap2's three stones once its gate opens (or it is cancelled)."""

    def __init__(self, gate: threading.Event) -> None:
        super().__init__("opener", "Opener")
        self.gate = gate

    def swap_action(self, negotiation, cancel=None) -> Action:
        while not self.gate.is_set() and not (cancel is not None and cancel.is_set()):
            self.gate.wait(0.005)
        return Action(stones=THREE, value=0.0)

    def select(self, game: Game, cancel) -> Move:
        return game.legal_moves()[0]


def opener_window(qtbot, tmp_path, gate: threading.Event):
    window = make_window(
        qtbot,
        tmp_path,
        factory=lambda spec: Opener(gate) if spec == "opener" else make_player(spec),
    )
    assert window.start(
        MatchSettings("human", "opener", FIFTEEN, Starter.PLAYER2, 1, Opening.SWAP2), ask=False
    )  # the computer proposes
    return window


def test_a_persons_move_a_set_up_mark_and_an_opening_stone_light_the_square(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    board = window.game_screen.board
    assert window.start(MatchSettings("human", "human", FIFTEEN), ask=False)
    assert lit(board)  # a person's move
    window.controller.go_to_menu()
    window.start_setup(MatchSettings("human", "human", FIFTEEN))
    assert window.controller.state is State.SETUP and lit(board)
    window.controller.go_to_menu()
    assert window.start(
        MatchSettings("human", "human", FIFTEEN, Starter.PLAYER1, 1, Opening.SWAP2), ask=False
    )
    assert window.controller.opening.view().step is Step.PLACE_THREE and lit(board)


@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.value)
def test_a_swap2_choice_lights_nothing_and_a_click_places_nothing(qtbot, tmp_path, style):
    appearance().set_board_style(style)
    gate = threading.Event()
    gate.set()
    window = opener_window(qtbot, tmp_path, gate)
    c, board = window.controller, window.game_screen.board
    qtbot.waitUntil(
        lambda: c.opening.view() is not None and c.opening.view().step is Step.CHOOSE, timeout=10000
    )
    assert not lit(board)
    click_cell(qtbot, window, EMPTY)
    assert c.opening.negotiation.stones == THREE and board.flashing_cell() is None
    assert not lit(board)


def test_while_the_computer_places_its_stones_a_click_places_none_for_it(qtbot, tmp_path):
    gate = threading.Event()
    window = opener_window(qtbot, tmp_path, gate)
    c, board = window.controller, window.game_screen.board
    assert c.opening.thinking and c.opening.view().step is Step.PLACE_THREE
    assert not lit(board)
    click_cell(qtbot, window, EMPTY)  # was: a stone placed for the computer,
    assert c.opening.negotiation.stones == ()  # whose three then did not fit: a forfeit
    gate.set()
    qtbot.waitUntil(
        lambda: c.opening.view() is not None and c.opening.view().step is Step.CHOOSE, timeout=10000
    )
    assert c.opening.forfeit is None and c.opening.negotiation.stones == THREE


def test_the_computer_thinking_browsing_game_over_and_replay_light_nothing(qtbot, tmp_path):
    gate, started = threading.Event(), threading.Event()
    window = make_window(
        qtbot,
        tmp_path,
        factory=lambda spec: GatedPlayer(gate, started) if spec == "gated" else make_player(spec),
    )
    c, board = window.controller, window.game_screen.board
    assert window.start(MatchSettings("human", "gated", FIFTEEN), ask=False)
    click_cell(qtbot, window, (7, 7))
    qtbot.waitUntil(started.is_set, timeout=10000)
    assert c.play_view().thinking and not lit(board)  # the computer thinking
    click_cell(qtbot, window, EMPTY)
    assert len(c.game.moves) == 1
    gate.set()
    qtbot.waitUntil(lambda: c.play_view().human_turn, timeout=10000)
    assert lit(board)  # your move again
    c.view(1)
    assert c.play_view().browsing and not lit(board)  # an earlier position
    c.view(None)
    assert c.resign()
    wait_state(qtbot, window, State.GAME_OVER)
    assert not lit(window.over_screen.board)  # game over
    c.start_replay(1)
    assert c.state is State.REPLAY and not lit(board)  # the replay
    click_cell(qtbot, window, EMPTY)
    assert len(c.game.moves) == 2 and c.game.at(EMPTY) is None


def test_a_solved_puzzle_lights_nothing(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    click(qtbot, window.menu_screen.puzzles_button)
    desk, screen = window.coach.puzzles, window.coach.puzzle_screen
    qtbot.waitUntil(lambda: desk.puzzle is not None, timeout=30_000)
    puzzle = next(p for p in coach.shipped() if p.id == "f1e6443b25bf")  # 5x5, X to win
    desk.start(puzzle)
    assert lit(screen.board, empty_point(screen.board))  # waiting for your move
    node = puzzle.solution
    while True:
        qtbot.mouseClick(
            screen.board,
            Qt.MouseButton.LeftButton,
            pos=screen.board.cell_centre(node.move).toPoint(),
        )
        if not node.replies:
            break
        reply, node = node.replies[0]
        qtbot.waitUntil(lambda r=reply: desk.path[-1:] == [r] and not desk.busy, timeout=60_000)
    qtbot.waitUntil(lambda: desk.over, timeout=60_000)
    assert screen.message.text().startswith("Solved")
    assert not lit(screen.board, empty_point(screen.board))


def test_a_refused_click_flashes_no_more_once_the_next_game_is_on_the_board(qtbot, tmp_path):
    """The screenshot's sequence: a renju game, a click on a point forbidden to Black
    (refused, flashed), Menu, and a swap2 game at once (within the flash's 0.6 s)."""
    window = make_window(qtbot, tmp_path)
    c, board = window.controller, window.game_screen.board
    assert window.start(MatchSettings("human", "human", Rules(15, 15, 5, Variant.RENJU)), ask=False)
    for move in ((5, 7), (0, 0), (6, 7), (0, 14), (7, 5), (14, 0), (7, 6), (14, 14)):
        click_cell(qtbot, window, move)
    click_cell(qtbot, window, (7, 7))  # a double three for Black: refused
    assert board.flashing_cell() == (7, 7) and c.game.at((7, 7)) is None
    c.go_to_menu()
    assert window.start(
        MatchSettings("human", "human", FIFTEEN, Starter.PLAYER1, 1, Opening.SWAP2), ask=False
    )
    assert board.flashing_cell() is None and board.scene().flash_cell is None
