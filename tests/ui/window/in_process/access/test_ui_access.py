"""The app as a screen reader sees it: every control named and described, the board a
table of named cells that reports the keyboard cursor and every move, and the words of
the message bar read out.

Qt's own accessibility API is the witness: ``QAccessible.queryAccessibleInterface`` gives
what assistive technology would be given (the interfaces of ``ui/window/accessibility``'s
factory for the board and the Buttons, Qt's own for the rest).  The events are recorded by
standing in for ``QAccessible.updateAccessibility``, the one door every event goes through
(PySide6 6.11 binds no ``QAccessible.installUpdateHandler``, and the offscreen platform's
accessibility drops every event): each recorded event is read at once through its own
interface, as a screen reader would read it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QMessageBox,
    QWidget,
)

from tests.ui.readable import DESCRIPTION, NAME, unnamed
from tests.ui.ui_helpers import make_window, wait_state
from tictactoe.game import Mark, Position, Rules
from tictactoe.notation import cell_name
from tictactoe.ui.board.board_access import BoardAccessible, CellAccessible
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.screens.play_from_dialog import PlayFromDialog
from tictactoe.ui.settings.settings_dialog import SettingsDialog
from tictactoe.ui.widgets.accessible import ButtonAccessible
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.window.first_rating import ANSWERS, ask_experience

ANSWER_WORDS = tuple(words for _, words in ANSWERS)


@dataclass(frozen=True)
class Heard:
    """One accessibility event, as a screen reader would read it when it came."""

    kind: QAccessible.Event
    source: object
    child: int
    name: str  # the name of what the event is about (the cell, for a cell's event)
    message: str  # an announcement's words


@pytest.fixture
def heard(monkeypatch) -> list[Heard]:
    """Every accessibility event the app sends, in order."""
    events: list[Heard] = []

    def record(event) -> None:
        about = event.accessibleInterface()
        message = event.message() if event.type() == QAccessible.Event.Announcement else ""
        events.append(
            Heard(
                event.type(),
                event.object(),
                event.child(),
                about.text(NAME) if about is not None else "",
                message,
            )
        )

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return events


def spoken(events: list[Heard]) -> list[str]:
    return [e.message for e in events if e.kind == QAccessible.Event.Announcement]


# -- every control has a name and a description ---------------------------------------------


def test_the_check_finds_a_control_without_a_name(qtbot):
    """The walk below can fail: a bare field, a button without text or description."""
    top = QWidget()
    qtbot.addWidget(top)
    Button("Play", parent=top)
    from PySide6.QtWidgets import QSpinBox

    QSpinBox(top)
    described = Button("", parent=top)
    described.setAccessibleDescription("does something")
    problems = unnamed(top)
    assert problems == [
        "Button 'Play' in QWidget: no description",
        "QSpinBox '' in QWidget: no name",
        "Button '' in QWidget: no name",
    ], problems


def rated_keeper(tmp_path) -> GameKeeper:
    """A keeper whose statistics hold rated games: the Statistics screen shows a rating."""
    keeper = GameKeeper(tmp_path / "data")
    for at, (level, won) in enumerate((("level:5", True), ("level:6", False))):
        keeper.statistics.record(
            player1="human",
            player2=level,
            human1=True,
            human2=False,
            player1_mark=Mark.X,
            winner=Mark.X if won else Mark.O,
            rules=Rules(15, 15, 5),
            termination="line",
            moves=20,
            ended_at=1000.0 + at,
        )
    return keeper


def test_every_control_of_every_screen_and_dialog_has_a_name_and_a_description(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, keeper=rated_keeper(tmp_path))
    window.confirm = lambda title, text: True
    menu = window.menu_screen
    problems = unnamed(menu)
    menu.player1.choose("forecaster")  # players with settings: spin boxes, a slider, boxes
    menu.player2.choose("lookahead")
    menu.show_resume("Resume: 15x15, move 23")
    problems += unnamed(menu)
    menu.show_resume(None)
    menu.offer_choice("15x15, move 23", "3x3, Human vs Human")
    problems += unnamed(menu)

    assert window.start(
        MatchSettings("human", "human", Rules(3, 3, 3), Starter.PLAYER1, 2), ask=False
    )
    game = window.game_screen
    game.side.set_analysis_shown(True)
    game.side.analysis.set_flow(True, True)  # Pause (Resume) and Step, as when computers play
    problems += unnamed(game)
    for move in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):
        window.controller.click_cell(*move)
    wait_state(qtbot, window, State.GAME_OVER)
    problems += unnamed(window.over_screen)
    window.controller.start_replay(1)
    wait_state(qtbot, window, State.REPLAY)
    problems += unnamed(game)
    window.controller.go_to_menu()
    window.start_setup(MatchSettings("human", "human", Rules(5, 5, 4)))
    wait_state(qtbot, window, State.SETUP)
    problems += unnamed(game)
    window.controller.go_to_menu()

    window.show_statistics()
    assert window.statistics_screen.rating.buttons, "a rated game shows a rating button"
    problems += unnamed(window.statistics_screen)
    settings = SettingsDialog(window.appearance, window.store, ("broken.json: not JSON",), window)
    qtbot.addWidget(settings)
    settings.show()
    problems += unnamed(settings)
    play_from = PlayFromDialog(
        window.kinds, Rules(3, 3, 3), {Mark.X: "human", Mark.O: "level:3"}, Mark.O, 1, window
    )
    qtbot.addWidget(play_from)
    play_from.show()
    problems += unnamed(play_from)
    question = QMessageBox(
        QMessageBox.Icon.Question,
        "Start a new game",
        "Start a new game? The unfinished game will be lost.",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    qtbot.addWidget(question)  # as MainWindow.confirm asks: Qt's own buttons, named
    question.show()
    problems += unnamed(question, descriptions=False)
    walked: list[list[str]] = []

    def walk_the_question() -> None:  # the first rating's question, while it is asked
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(10, walk_the_question)
            return
        answers = [b for b in box.findChildren(QAbstractButton) if b.text() in ANSWER_WORDS]
        walked.append(
            unnamed(box, descriptions=False)
            + [
                f"{b.text()!r} in the first rating's question: no description"
                for b in answers
                if not b.accessibleDescription()
            ]
        )
        box.reject()

    QTimer.singleShot(10, walk_the_question)
    assert ask_experience(window) is None and len(walked) == 1
    problems += walked[0]
    assert problems == [], "\n".join(problems)


def test_a_button_is_a_push_button_that_a_screen_reader_can_press(qtbot, heard):
    button = Button("&Play")
    qtbot.addWidget(button)
    button.setToolTip("Start the game\n(Return)")
    from tictactoe.ui.window import accessibility

    accessibility.install()
    face = QAccessible.queryAccessibleInterface(button)
    assert isinstance(face, ButtonAccessible) and face.role() == QAccessible.Role.Button
    assert face.text(NAME) == "Play"  # no shortcut mark
    assert face.text(DESCRIPTION) == "Start the game (Return)"  # the tooltip, on one line
    pressed = []
    button.clicked.connect(lambda: pressed.append(True))
    actions = face.actionInterface()
    assert actions.pressAction() in actions.actionNames()
    actions.doAction(actions.pressAction())
    assert pressed == [True]
    assert not face.state().checked
    button.set_selected(True)  # the current choice of a group
    assert face.state().checked
    assert [e.kind for e in heard] == [QAccessible.Event.StateChanged]
    button.setEnabled(False)
    assert actions.pressAction() not in actions.actionNames()
    actions.doAction(actions.pressAction())
    assert pressed == [True]


# -- the board -------------------------------------------------------------------------------


def active_window(qtbot, tmp_path, **options):
    """A window that has the keyboard (the focus is its to give)."""
    window = make_window(qtbot, tmp_path, **options)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def board_face(window) -> BoardAccessible:
    face = QAccessible.queryAccessibleInterface(window.game_screen.board)
    assert isinstance(face, BoardAccessible)
    return face


@pytest.mark.parametrize("rules", [Rules(3, 3, 3), Rules(7, 4, 4), Rules(15, 15, 5)])
def test_the_board_is_a_table_with_a_named_cell_under_every_square(qtbot, tmp_path, rules):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", rules), ask=False)
    board = window.game_screen.board
    moves = [(0, 0), (rules.width - 1, rules.height - 1)]
    for move in moves:
        window.controller.click_cell(*move)
    face = board_face(window)
    assert face.role() == QAccessible.Role.Table
    assert face.text(NAME) == f"Board, {rules.width} by {rules.height}, {rules.k} in a row wins"
    assert "Arrow keys" in face.text(DESCRIPTION)
    assert face.childCount() == rules.cells
    for index in range(rules.cells):  # every cell: its name, its place, its index
        move = (index % rules.width, index // rules.width)
        cell = face.child(index)
        assert isinstance(cell, CellAccessible) and cell.role() == QAccessible.Role.Cell
        mark = {moves[0]: "X", moves[1]: "O"}.get(move)
        last = ", the last move" if move == moves[1] else ""
        words = f"{cell_name(move, rules)}, {mark or 'empty'}{last}"
        assert cell.text(NAME) == words
        assert face.indexOfChild(cell) == index and cell.parent() is face
        centre = board.mapToGlobal(board.cell_centre(move).toPoint())
        assert cell.rect().contains(centre)
        assert face.childAt(centre.x(), centre.y()) is cell  # the cell under the pointer
    corner = board.mapToGlobal(QPoint(1, 1))
    assert face.childAt(corner.x(), corner.y()) is None  # off the board


def test_the_board_reports_the_keyboard_cursor_and_every_move(qtbot, tmp_path, heard):
    window = active_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)), ask=False)
    board = window.game_screen.board
    assert board.hasFocus()
    face = board_face(window)
    assert face.focusChild().text(NAME) == "B2, empty"
    heard.clear()
    QTest.keyClick(board, Qt.Key.Key_Left)
    QTest.keyClick(board, Qt.Key.Key_Up)
    focus = [e for e in heard if e.kind == QAccessible.Event.Focus]
    assert [(e.source, e.child, e.name) for e in focus] == [
        (board, 3, "A2, empty"),
        (board, 0, "A1, empty"),
    ]
    assert face.child(0).state().focused and not face.child(4).state().focused
    assert face.focusChild() is face.child(0)
    heard.clear()
    QTest.keyClick(board, Qt.Key.Key_Space)  # X plays A1
    assert [(e.child, e.name) for e in heard if e.kind == QAccessible.Event.NameChanged] == [
        (0, "A1, X, the last move")
    ]
    assert spoken(heard)[:1] == ["X plays A1"]
    for move in ((1, 0), (0, 1), (1, 1)):
        window.controller.click_cell(*move)
    heard.clear()
    QTest.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo
    assert spoken(heard)[:1] == ["B2 taken back"]
    window.controller.click_cell(1, 1)
    heard.clear()
    window.controller.click_cell(0, 2)  # A1, A2, A3: X's line
    assert spoken(heard)[:1] == ["X plays A3: 3 in a row"]


def test_a_new_game_and_a_hidden_board_say_no_move(qtbot, tmp_path, heard):
    """Only a move (or a take-back) is put in words: not a new position, not the
    game-over screen's board before it shows."""
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)), ask=False)
    window.controller.click_cell(1, 1)
    heard.clear()
    window.game_screen.board.set_state(BoardState(Position(Rules(3, 3, 3), x_bits=0b11)))
    assert not [m for m in spoken(heard) if "plays" in m or "taken back" in m]
    hidden = window.over_screen.board
    assert not hidden.isVisible()
    heard.clear()
    hidden.set_state(BoardState(Position(Rules(3, 3, 3))))
    hidden.set_state(BoardState(Position(Rules(3, 3, 3), x_bits=0b1)))
    assert spoken(heard) == []


def test_the_message_bar_is_read_out_after_the_move(qtbot, tmp_path, heard):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)), ask=False)
    qtbot.wait(10)
    heard.clear()
    window.controller.click_cell(1, 1)
    qtbot.waitUntil(lambda: len(spoken(heard)) >= 2)
    message = window.game_screen.message.text()
    assert spoken(heard) == ["X plays B2", message] and message.startswith("O to move")
    heard.clear()
    window.controller.click_cell(1, 1)  # taken: the bar says so
    qtbot.waitUntil(lambda: bool(spoken(heard)))
    assert spoken(heard) == ["B2 is taken: click an empty square."]


def test_the_result_is_read_out_when_the_game_over_screen_shows(qtbot, tmp_path, heard):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)), ask=False)
    for move in ((0, 0), (1, 0), (0, 1), (1, 1)):
        window.controller.click_cell(*move)
    qtbot.wait(10)
    heard.clear()
    window.controller.click_cell(0, 2)
    qtbot.waitUntil(lambda: any("wins" in m for m in spoken(heard)))
    assert [m for m in spoken(heard) if "wins" in m] == ["Player 1 (X) wins"]


def test_a_label_changed_twice_at_once_is_read_once_with_its_last_text(qtbot, heard):
    from tictactoe.ui.widgets.accessible import SpokenLabel

    label = SpokenLabel()
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    label.setText("Level 3 is thinking…")
    label.setText("O plays <b>J9</b>")
    label.setText("O plays <b>J9</b>")
    qtbot.waitUntil(lambda: bool(spoken(heard)))
    qtbot.wait(20)
    assert spoken(heard) == ["O plays J9"]
    label.hide()
    label.setText("You win!")  # not showing: not read
    qtbot.wait(20)
    assert spoken(heard) == ["O plays J9"]


def test_a_message_too_long_for_its_lines_is_read_out_whole(qtbot, heard):
    """The message bar may show a shortened lead ("Adaptive plays … Your move"): a
    screen reader hears the whole, once."""
    from tictactoe.ui.widgets.accessible import SpokenLines

    label = SpokenLines(2)
    qtbot.addWidget(label)
    label.resize(200, label.sizeHint().height())
    label.show()
    qtbot.waitExposed(label)
    lead = "Adaptive plays level 2, Easy: one level a game while your rating is provisional. "
    label.set_parts(lead, "Your move (X): click a square.")
    qtbot.waitUntil(lambda: bool(spoken(heard)))
    qtbot.wait(20)
    assert label.text() != lead + "Your move (X): click a square."
    assert spoken(heard) == [lead + "Your move (X): click a square."]
