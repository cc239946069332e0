"""The menu and the window: board fields that never change silently, Return, the
players' order and names, the keyboard cursor, undo that never replays silently,
discoverable shortcuts, and a minimum window size at which no screen clips."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tests.ui.ui_helpers import GatedPlayer, click, click_cell, make_window
from tests.ui.window.in_process.clipping import clipped
from tictactoe.game import Position, Rules
from tictactoe.players import make_player
from tictactoe.players.ladder import RUNGS
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.change import What
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings, Series, Starter
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.window.main_window import MINIMUM_SIZE


def type_into(qtbot, box, text):
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text) if text else qtbot.keyClick(
        box.lineEdit(), Qt.Key.Key_Delete
    )


# -- the board fields --------------------------------------------------------------------


@pytest.mark.parametrize(
    "field,text,said",
    [
        ("width_box", "25", "width must be between 1 and 20, not 25"),
        ("width_box", "0", "width must be between 1 and 20, not 0"),
        ("height_box", "21", "height must be between 1 and 20, not 21"),
        ("k_box", "9", "k (marks in a row to win) must be between 1 and 3"),
        ("k_box", "", "type k"),
        ("width_box", "", "type the board width"),
    ],
)
def test_a_board_field_out_of_range_says_so_in_red_and_disables_play(
    qtbot, tmp_path, field, text, said
):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    type_into(qtbot, getattr(menu, field), text)
    assert getattr(menu, field).cleanText() == text  # what was typed stays there
    assert menu.feedback.text().startswith("✗") and said in menu.feedback.text()
    assert menu.feedback.objectName() == "feedbackError"
    assert not menu.play_button.isEnabled() and menu.settings() is None
    click(qtbot, menu.play_button)
    assert window.controller.state is State.MENU


def test_the_check_line_always_matches_the_fields(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    for w, h, k in [(7, 5, 4), (20, 1, 20), (1, 1, 1), (12, 20, 5)]:
        for box, value in ((menu.width_box, w), (menu.height_box, h), (menu.k_box, k)):
            type_into(qtbot, box, str(value))
        assert menu.feedback.text() == f"✓ {w}x{h} board, {k} in a row wins"
        assert menu.settings().rules == Rules(w, h, k) and menu.play_button.isEnabled()


def test_return_in_a_board_field_starts_the_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("human")
    menu.player2.choose("human")
    type_into(qtbot, menu.width_box, "7")
    qtbot.keyClick(menu.width_box.lineEdit(), Qt.Key.Key_Return)
    c = window.controller
    assert c.state is State.PLAYING and c.game.rules.width == 7


# -- the players -------------------------------------------------------------------------


def test_players_in_plain_words_the_ladder_in_a_list_then_the_historical_ones(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    chooser = window.menu_screen.player1
    assert [chooser.label(name) for name in chooser.offered()] == [
        "Human",
        "Adaptive",
        "Perfect",
        "Random",
        "Forecaster",
        "Lookahead",
        "13 Rules",
        "Classic 3x3",
    ]
    assert [chooser.levels.itemText(i).split(" · ")[:2] for i in range(chooser.levels.count())] == [
        [str(r.number), r.name] for r in RUNGS
    ]
    tips = {
        name: (
            chooser.buttons[name].toolTip()
            if name in chooser.buttons
            else chooser.others.itemData(chooser.others.findData(name), Qt.ItemDataRole.ToolTipRole)
        )
        for name in chooser.offered()
    }
    assert "TRYST'98" in tips["forecaster"] and "TICTACTO.PAS" in tips["rules"]
    assert "Theme05lab05" in tips["classic"] and "article" in tips["lookahead"]
    assert all(tips[name] for name in tips)  # every player says what it is


# -- the keyboard cursor -----------------------------------------------------------------


def _ring_pixels(window, move) -> int:
    board = window.game_screen.board
    image = board.grab().toImage()
    rect = board.cell_rect(move)
    ring = QColor(colours().cursor)
    count = 0
    for x in range(int(rect.left()), int(rect.right())):
        for y in (int(rect.top()) + 2, int(rect.center().y())):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - ring.red())
                + abs(c.green() - ring.green())
                + abs(c.blue() - ring.blue())
                < 40
            ):
                count += 1
    return count


def test_the_keyboard_cursor_shows_from_the_first_frame_of_a_human_turn(qtbot, tmp_path):
    gate, started = threading.Event(), threading.Event()

    def factory(spec):
        return GatedPlayer(gate, started) if spec == "gated" else make_player(spec)

    window = make_window(qtbot, tmp_path, factory=factory)
    assert window.start(MatchSettings("human", "gated", Rules(5, 5, 4)))
    board = window.game_screen.board
    assert board.cursor_cell == (2, 2) and _ring_pixels(window, (2, 2)) > 4  # before any key
    assert "arrow keys and Space" in window.game_screen.message.text()
    qtbot.keyClick(board, Qt.Key.Key_Right)
    assert board.cursor_cell == (3, 2) and _ring_pixels(window, (3, 2)) > 4
    assert _ring_pixels(window, (2, 2)) == 0
    assert board.hovered_cell() != (3, 2)  # the cursor is not the hover
    qtbot.keyClick(board, Qt.Key.Key_Space)
    assert window.controller.game.moves == [(3, 2)]
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert _ring_pixels(window, (3, 2)) == 0  # the computer's turn: no cursor
    # the ring's violet is none of the cell colours (hover, last move, win, flash)
    palette = colours()
    for name in ("cell", "cell_hover", "cell_last", "cell_win", "flash"):
        assert QColor(getattr(palette, name)) != QColor(palette.cursor)
    gate.set()


# -- undo --------------------------------------------------------------------------------


def test_undo_when_the_computer_made_the_only_move_is_disabled_and_explained(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("random", "human"))
    c, undo = window.controller, window.game_screen.undo_button
    qtbot.waitUntil(lambda: len(c.game.moves) == 1, timeout=5000)
    assert not undo.isEnabled() and "the computer made the only move" in undo.toolTip()
    changes = []
    c.changed.connect(lambda change: changes.append(change.what))
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game.moves) == 1 and changes == [What.MESSAGE]  # no silent replay
    assert "the computer made the only move" in window.game_screen.message.text()
    click_cell(qtbot, window, next(m for m in c.game.legal_moves()))
    qtbot.waitUntil(lambda: len(c.game.moves) >= 3 or c.state is not State.PLAYING, timeout=5000)
    assert undo.isEnabled() and "Ctrl+Z" in undo.toolTip()


def test_undo_is_off_when_no_person_plays(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=60_000)
    assert window.start(MatchSettings("random", "random"))
    c = window.controller
    qtbot.waitUntil(lambda: c.move_now() is None and len(c.game.moves) >= 1, timeout=5000)
    assert not c.undo() and "no person plays" in window.game_screen.undo_button.toolTip()


def test_shortcuts_are_named_in_the_tooltips(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    screen = window.game_screen
    assert "Ctrl+Z" in screen.undo_button.toolTip()
    assert "Ctrl+Y" in screen.redo_button.toolTip() and "Ctrl+S" in screen.save_button.toolTip()
    assert "Ctrl+M" in screen.sound_button.toolTip() and "Esc" in screen.menu_button.toolTip()
    assert "Ctrl+O" in window.menu_screen.open_button.toolTip()
    assert set(window.shortcuts) >= {"undo", "redo", "save", "open", "mute", "resume", "quit"}


# -- the smallest window -----------------------------------------------------------------


def test_the_kept_game_bar_does_not_clip_at_the_minimum_size(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(MINIMUM_SIZE)
    menu = window.menu_screen
    menu.player1.choose("forecaster")  # the tallest players' settings
    menu.player2.choose("lookahead")
    menu.offer_choice(
        "15x15, game 12 of 20, move 223, Forecaster vs Lookahead",
        "20x20 k=4, Forecaster vs Lookahead, 20 games",
    )
    menu.show_note(
        "Autosave failed: No space left on device (in /home/someone/.local/share/"
        "tictactoe-mnk/TicTacToe); Save your game by hand",
        error=True,
    )
    qtbot.wait(50)
    assert menu.kept_bar.isVisible()
    assert clipped(menu) == [], "\n".join(clipped(menu))


def test_no_screen_clips_at_the_minimum_size(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(MINIMUM_SIZE)
    assert window.minimumSize() == MINIMUM_SIZE
    menu = window.menu_screen
    menu.player1.choose("forecaster")  # the tallest players' settings
    menu.player2.choose("lookahead")
    menu.show_resume("Resume: 15x15, game 12 of 20, move 223, Forecaster vs Lookahead")
    menu.show_note(
        "The unfinished game could not be resumed: a long reason that wraps over "
        "two lines; it was set aside as autosave.json.unreadable-20261123-113512 in "
        "/home/someone/.local/share/tictactoe-mnk/TicTacToe.",
        error=True,
    )
    qtbot.wait(50)
    assert clipped(menu) == [], "\n".join(clipped(menu))
    assert window.start(MatchSettings("human", "human", Rules(20, 20, 5), Starter.ALTERNATE, 20))
    qtbot.wait(50)
    assert clipped(window.game_screen) == [], clipped(window.game_screen)
    series = Series(20, Starter.ALTERNATE, tuple([1, 2, 0] * 6 + [1, 2]))
    window.over_screen.show_result(
        "X, Player 1 (Forecaster) wins",
        BoardState(Position(Rules())),
        series,
        ("Player 1 (Forecaster)", "Player 2 (Lookahead)"),
        Series(40, Starter.ALTERNATE, tuple([1, 2, 0] * 13 + [1])),
    )
    window.stack.setCurrentWidget(window.over_screen)
    qtbot.wait(50)
    assert clipped(window.over_screen) == [], clipped(window.over_screen)
    window.show_statistics()
    qtbot.wait(50)
    assert clipped(window.statistics_screen) == [], clipped(window.statistics_screen)
