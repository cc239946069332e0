"""The move list and replay: navigation, auto replay, play from here, browsing a live
game, and a finished game opened from a file."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.ui_helpers import click, click_cell, make_window, wait_state
from tictactoe import records
from tictactoe.game import Game, Mark, Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.history import game_after
from tictactoe.ui.play.series import MatchSettings, Starter

DRAW = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
X_WINS = [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]


def finished(qtbot, tmp_path, moves=DRAW):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules()))
    for move in moves:
        click_cell(qtbot, window, move)
    assert window.controller.state is State.GAME_OVER
    return window


def shown(window) -> Game:
    """The game as far as the board shows it, checked against the board's own state."""
    c = window.controller
    game = game_after(c.game, c.play_view().shown_index)
    assert window.game_screen.board.state.position == game.position()
    return game


def test_the_game_over_screen_s_replay_starts_at_move_1_with_auto_enabled(qtbot, tmp_path):
    """Issue 39: Replay opened on the final position, Auto disabled until |◀ was pressed."""
    window = finished(qtbot, tmp_path)
    click(qtbot, window.over_screen.replay_button)
    c = window.controller
    assert c.state is State.REPLAY and window.stack.currentWidget() is window.game_screen
    assert c.play_view().shown_index == 1 and shown(window).moves == DRAW[:1]
    assert not window.game_screen.board.is_interactive()
    moves = window.game_screen.side.moves
    assert moves.list.count() == 10 and moves.list.currentRow() == 1
    assert moves.auto_button.isEnabled()
    assert [moves.list.item(i).text() for i in range(3)] == ["Start", "1. X B2", "2. O A1"]


def test_replay_navigation_by_buttons_keys_and_the_list(qtbot, tmp_path):
    window = finished(qtbot, tmp_path)
    c = window.controller
    c.start_replay()
    moves = window.game_screen.side.moves
    click(qtbot, moves.buttons["back"])
    assert c.play_view().shown_index == 8 and shown(window).moves == DRAW[:8]
    assert window.game_screen.board.state.last_move == DRAW[7]
    click(qtbot, moves.buttons["first"])
    assert c.play_view().shown_index == 0 and shown(window).moves == []
    assert not moves.buttons["back"].isEnabled()
    click(qtbot, moves.buttons["forward"])
    assert c.play_view().shown_index == 1
    click(qtbot, moves.buttons["last"])
    assert c.play_view().shown_index == 9
    moves.list.setFocus()
    qtbot.keyClick(moves.list, Qt.Key.Key_Home)
    assert c.play_view().shown_index == 0
    qtbot.keyClick(moves.list, Qt.Key.Key_Right)
    qtbot.keyClick(moves.list, Qt.Key.Key_Right)
    assert c.play_view().shown_index == 2
    qtbot.keyClick(moves.list, Qt.Key.Key_Down)  # the list's own keys pick a row too
    assert c.play_view().shown_index == 3
    qtbot.keyClick(moves.list, Qt.Key.Key_End)
    assert c.play_view().shown_index == 9
    # on the board the arrows step through the replay (they move no cursor here)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_Left)
    assert c.play_view().shown_index == 8
    item = moves.list.item(4)
    rect = moves.list.visualItemRect(item)
    qtbot.mouseClick(moves.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert c.play_view().shown_index == 4 and shown(window).moves == DRAW[:4]
    click_cell(qtbot, window, (2, 0))  # a click on the board plays nothing in a replay
    assert c.game.moves == DRAW and c.state is State.REPLAY


def test_auto_replay_steps_to_the_end_and_can_be_paused(qtbot, tmp_path):
    window = finished(qtbot, tmp_path)
    c = window.controller
    c.start_replay(0)
    moves = window.game_screen.side.moves
    moves.speed.setValue(moves.speed.maximum())
    click(qtbot, moves.auto_button)
    assert moves.is_auto()
    qtbot.waitUntil(lambda: c.play_view().shown_index >= 3)
    click(qtbot, moves.auto_button)  # pause
    stopped = c.play_view().shown_index
    qtbot.wait(4 * moves.interval_ms())
    assert c.play_view().shown_index == stopped and not moves.is_auto()
    click(qtbot, moves.auto_button)
    qtbot.waitUntil(lambda: c.play_view().shown_index == 9)
    qtbot.waitUntil(lambda: not moves.is_auto())
    assert moves.auto_button.text().startswith("Auto")


def test_a_slower_speed_waits_longer(qtbot, tmp_path):
    window = finished(qtbot, tmp_path)
    moves = window.game_screen.side.moves
    moves.speed.setValue(0)
    slow = moves.interval_ms()
    moves.speed.setValue(moves.speed.maximum())
    assert slow > moves.interval_ms() > 0


def test_play_from_here_starts_a_new_game_with_the_players_chosen(qtbot, tmp_path):
    window = finished(qtbot, tmp_path)
    c = window.controller
    c.start_replay(4)
    asked = []

    def ask(index):
        asked.append(index)
        return MatchSettings("perfect", "human", Rules(), Starter.PLAYER1, 1)

    window.analyst.ask_players = ask
    click(qtbot, window.game_screen.side.moves.play_from_button)
    assert asked == [4]
    wait_state(qtbot, window, State.PLAYING)
    qtbot.waitUntil(lambda: len(c.game.moves) == 5)  # X (perfect) moved, now O (human)
    assert c.game.moves[:4] == DRAW[:4]
    assert c.players[Mark.X].spec == "perfect" and c.players[Mark.O].is_human
    assert c.series.games == 1 and c.play_view().human_turn


def test_play_from_the_end_of_a_won_game_is_refused(qtbot, tmp_path):
    window = finished(qtbot, tmp_path, X_WINS)
    c = window.controller
    c.start_replay()
    window.analyst.ask_players = lambda index: MatchSettings("human", "human", Rules())
    click(qtbot, window.game_screen.side.moves.play_from_button)
    assert c.state is State.REPLAY
    assert "Cannot play from here" in window.game_screen.message.text()


def test_a_cancelled_choice_of_players_changes_nothing(qtbot, tmp_path):
    window = finished(qtbot, tmp_path)
    window.controller.start_replay(2)
    window.analyst.ask_players = lambda index: None
    click(qtbot, window.game_screen.side.moves.play_from_button)
    assert (
        window.controller.state is State.REPLAY and window.controller.play_view().shown_index == 2
    )


def test_opening_a_finished_game_starts_its_replay_at_the_last_move(qtbot, tmp_path):
    game = Game()
    for move in X_WINS:
        game.play(move)
    path = tmp_path / "won.ttt"
    records.save(path, game, players={"X": "Alice", "O": "perfect"})
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(path)) is None
    c = window.controller
    assert c.state is State.REPLAY and window.stack.currentWidget() is window.game_screen
    assert (
        c.play_view().shown_index == len(X_WINS) and c.series.played == 0
    )  # no invented scorecard
    assert window.game_screen.board.state.winning_line == ((0, 0), (1, 1), (2, 2))
    assert window.game_screen.message.text() == "Replay: You win!"  # Alice is a person
    click(qtbot, window.game_screen.side.moves.buttons["first"])
    assert c.play_view().shown_index == 0


def test_browsing_a_live_game_while_the_computer_plays_on(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=30)
    assert window.start(MatchSettings("random", "random", Rules(15, 15, 5)))
    c = window.controller
    qtbot.waitUntil(lambda: len(c.game.moves) >= 3)
    c.view(1)
    assert c.play_view().browsing and shown(window).moves == c.game.moves[:1]
    count = len(c.game.moves)
    qtbot.waitUntil(lambda: len(c.game.moves) >= count + 2 or c.state is not State.PLAYING)
    assert c.play_view().shown_index == 1 and shown(window).moves == c.game.moves[:1]
    c.pause()
    click_cell(qtbot, window, (0, 0))  # a click on the board returns to the game
    assert not c.play_view().browsing and c.play_view().shown_index == len(c.game.moves)


def test_browsing_in_a_human_game_blocks_moves_until_back(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules()))
    for move in DRAW[:3]:
        click_cell(qtbot, window, move)
    c = window.controller
    c.view(1)
    assert not c.play_view().human_turn and not window.game_screen.board.is_interactive()
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_End)
    assert not c.play_view().browsing and c.play_view().human_turn
    click_cell(qtbot, window, DRAW[3])
    assert c.game.moves == DRAW[:4]


def test_the_play_from_here_dialog_is_readable_and_offers_the_games_players(qtbot, tmp_path):
    from tests.ui.readable import label_contrasts
    from tictactoe.ui.screens.play_from_dialog import PlayFromDialog

    window = finished(qtbot, tmp_path)
    specs = {Mark.X: "perfect", Mark.O: "forecaster:depth=3"}
    dialog = PlayFromDialog(window.kinds, Rules(), specs, Mark.O, 4, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.specs() == ("perfect", "forecaster:depth=3")  # the game's own players first
    labels = [dialog.boxes[Mark.X].itemText(i) for i in range(dialog.boxes[Mark.X].count())]
    offered = [dialog.boxes[Mark.X].itemData(i) for i in range(dialog.boxes[Mark.X].count())]
    assert "Human" in labels and "Level 10 · Hard" in labels
    # every rung of the ladder, once, in order; the old names are rungs and Adaptive picks
    # its rung when a game starts from the menu, so neither is offered here
    rungs = [spec for spec in offered if spec.startswith("level:")]
    assert rungs == [f"level:{n}" for n in range(1, 11)]
    assert not {"beginner", "easy", "medium", "hard", "adaptive"} & set(offered)
    contrasts = label_contrasts(dialog)
    assert contrasts and min(contrasts.values()) >= 4.5, contrasts
    dialog.boxes[Mark.O].setCurrentIndex(dialog.boxes[Mark.O].findData("human"))
    assert dialog.specs() == ("perfect", "human")
