"""The desktop app driven like a player: clicks on the board, menu and game-over buttons."""

from __future__ import annotations

import threading

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.ui_helpers import (
    GatedPlayer,
    click,
    click_cell,
    draw_15x15_order,
    make_window,
    wait_human_turn,
    wait_state,
)
from tictactoe.game import Mark, Rules, Termination
from tictactoe.players import make_player
from tictactoe.ui.play.change import What
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.screens.menu_screen import PRESETS, preset_label


def start(window, p1="human", p2="human", rules=Rules(), starter=Starter.PLAYER1, games=1):
    assert window.start(MatchSettings(p1, p2, rules, starter, games))


# -- whole games by clicks ---------------------------------------------------------------


def test_human_vs_human_3x3_win_by_clicks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for move in [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]:
        click_cell(qtbot, window, move)
    c = window.controller
    assert c.state is State.GAME_OVER
    game = c.game
    assert game.winner() is Mark.X and game.winning_line() == [(0, 0), (1, 1), (2, 2)]
    assert window.stack.currentWidget() is window.over_screen
    assert window.over_screen.result.text() == "Player 1 (X) wins"
    assert window.over_screen.scores() == {1: (1, 0, 0), 2: (0, 0, 1)}


def test_human_vs_human_3x3_draw_by_clicks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for move in [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]:
        assert window.controller.state is State.PLAYING
        click_cell(qtbot, window, move)
    assert window.controller.game.result() == "draw"
    assert window.controller.state is State.GAME_OVER
    assert window.over_screen.scores() == {1: (0, 1, 0), 2: (0, 1, 0)}


def test_human_vs_human_15x15_k5_win_by_clicks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, rules=Rules(15, 15, 5))
    assert window.game_screen.board.shows_coordinates()
    moves = []
    for i in range(5):
        moves += [(3 + i, 7), (3 + i, 8)]
    for move in moves[:-1]:
        click_cell(qtbot, window, move)
    assert window.controller.game.winner() is Mark.X
    assert window.controller.game.winning_line() == [(x, 7) for x in range(3, 8)]
    assert window.controller.state is State.GAME_OVER


def test_human_vs_human_15x15_k5_draw_by_clicks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, rules=Rules(15, 15, 5))
    for move in draw_15x15_order():
        click_cell(qtbot, window, move)
    game = window.controller.game
    assert len(game.moves) == 225 and game.result() == "draw"
    assert window.controller.state is State.GAME_OVER


def test_human_vs_random_ai_to_the_end(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, "human", "random")
    c = window.controller
    while c.state is State.PLAYING:
        wait_human_turn(qtbot, window)
        if c.state is not State.PLAYING:
            break
        assert c.game.to_move() is Mark.X
        click_cell(qtbot, window, c.game.legal_moves()[0])
    assert c.state is State.GAME_OVER and c.game.is_over()
    # the AI only ever played O, the human X
    game = c.game
    assert all((i % 2 == 1) == (game.position().at(m) is Mark.O) for i, m in enumerate(game.moves))


@pytest.mark.parametrize(
    "p1,p2,rules",
    [
        ("random", "random", Rules(3, 3, 3)),
        ("classic:ultra=1", "beginner", Rules(3, 3, 3)),
        ("random", "random", Rules(5, 5, 4)),
    ],
)
def test_ai_vs_ai_plays_to_the_end(qtbot, tmp_path, p1, p2, rules):
    window = make_window(qtbot, tmp_path)
    start(window, p1, p2, rules)
    wait_state(qtbot, window, State.GAME_OVER)
    game = window.controller.game
    # the end: a win, a full board, or a dead draw that AI vs AI calls by itself
    assert game.is_over() or game.is_dead_draw()
    assert window.stack.currentWidget() is window.over_screen


# -- illegal moves and the AI's turn -----------------------------------------------------


def _refusals(controller) -> list:
    """The cells of the refused requests the controller publishes from now on."""
    refused: list = []
    controller.changed.connect(
        lambda change: What.REFUSED in change.what and refused.append(change.refused)
    )
    return refused


def test_illegal_click_flashes_the_square_and_asks_for_the_warning_sound(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_cell(qtbot, window, (1, 1))
    board = window.game_screen.board
    refused = _refusals(window.controller)
    click_cell(qtbot, window, (1, 1))
    assert refused == [(1, 1)]
    assert board.flashing_cell() == (1, 1)
    assert window.sound.plays == 1
    assert window.controller.game.moves == [(1, 1)]  # nothing else changed
    image = board.grab().toImage()
    rect = board.cell_rect((1, 1))
    colour = image.pixelColor(int(rect.left() + rect.width() * 0.15), int(rect.center().y()))
    assert colour.red() > 180 and colour.green() < 140, colour.name()  # red, not the paper colour
    qtbot.waitUntil(lambda: board.flashing_cell() is None, timeout=2000)


def test_muted_sound_plays_nothing_but_still_flashes(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.set_muted(True)
    start(window)
    click_cell(qtbot, window, (0, 0))
    refused = _refusals(window.controller)
    click_cell(qtbot, window, (0, 0))
    assert refused == [(0, 0)]
    assert window.sound.plays == 0 and window.game_screen.board.flashing_cell() == (0, 0)


def test_clicks_during_the_ai_turn_are_ignored(qtbot, tmp_path):
    gate, started = threading.Event(), threading.Event()

    def factory(spec):
        return GatedPlayer(gate, started) if spec == "gated" else make_player(spec)

    window = make_window(qtbot, tmp_path, factory=factory)
    start(window, "human", "gated")
    c = window.controller
    click_cell(qtbot, window, (0, 0))
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert c.play_view().thinking and window.game_screen.indicator.is_active()
    assert "thinking" in window.game_screen.message.text()
    refused = _refusals(c)
    click_cell(qtbot, window, (2, 2))
    click_cell(qtbot, window, (0, 0))  # even an occupied cell: no flash, no beep
    assert refused == []
    assert c.game.moves == [(0, 0)]
    assert window.game_screen.board.flashing_cell() is None
    gate.set()
    qtbot.waitUntil(lambda: len(c.game.moves) == 2, timeout=5000)
    assert c.game.moves[1] == (1, 0) and c.play_view().human_turn and not c.play_view().thinking


def test_stale_ai_result_is_dropped_after_menu(qtbot, tmp_path):
    gate, started = threading.Event(), threading.Event()

    def factory(spec):
        return GatedPlayer(gate, started) if spec == "gated" else make_player(spec)

    window = make_window(qtbot, tmp_path, factory=factory)
    start(window, "gated", "human")
    qtbot.waitUntil(started.is_set, timeout=5000)
    window.controller.go_to_menu()
    start(window, "human", "human")
    gate.set()
    qtbot.wait(100)
    assert window.controller.game.moves == []
    assert window.controller.state is State.PLAYING


def test_move_now_moves_at_once(qtbot, tmp_path):
    gate, started = threading.Event(), threading.Event()

    def factory(spec):
        return GatedPlayer(gate, started) if spec == "gated" else make_player(spec)

    window = make_window(qtbot, tmp_path, factory=factory, delay_ms=60_000)
    start(window, "gated", "human")
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert window.game_screen.move_now_button.isEnabled()
    click(qtbot, window.game_screen.move_now_button)
    qtbot.waitUntil(lambda: len(window.controller.game.moves) == 1, timeout=5000)
    assert window.controller.play_view().human_turn


def test_ai_delay_is_waited_for_then_move_now_skips_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=60_000)
    start(window, "random", "human")
    qtbot.wait(150)  # the random move is long found; the delay holds it back
    assert window.controller.game.moves == [] and window.controller.play_view().thinking
    window.controller.move_now()
    assert len(window.controller.game.moves) == 1


# -- menu --------------------------------------------------------------------------------


@pytest.mark.parametrize("w,h,k", PRESETS)
def test_each_board_preset_reaches_its_game(qtbot, tmp_path, w, h, k):
    label = preset_label(w, h, k)
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("human")
    menu.player2.choose("human")
    click(qtbot, menu.preset_buttons[label])
    assert menu.preset_buttons[label].is_selected()
    assert sum(b.is_selected() for b in menu.preset_buttons.values()) == 1
    click(qtbot, menu.play_button)
    assert window.controller.state is State.PLAYING
    assert window.controller.game.rules == Rules(w, h, k)
    assert window.game_screen.board.rules == Rules(w, h, k)


def test_custom_board_and_immediate_feedback(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("human")
    menu.player2.choose("human")
    menu.width_box.setValue(7)
    menu.height_box.setValue(4)
    menu.k_box.setValue(9)
    assert not menu.play_button.isEnabled()
    assert "k (marks in a row to win) must be between 1 and 7" in menu.feedback.text()
    assert menu.feedback.objectName() == "feedbackError"
    click(qtbot, menu.play_button)
    assert window.controller.state is State.MENU  # a disabled Play does nothing
    menu.k_box.setValue(4)
    assert menu.play_button.isEnabled() and menu.feedback.text().startswith("✓ 7x4")
    assert not any(b.is_selected() for b in menu.preset_buttons.values())
    click(qtbot, menu.play_button)
    assert window.controller.game.rules == Rules(7, 4, 4)


def test_a_player_that_cannot_play_the_board_is_reported(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.set_rules(Rules(5, 5, 4))
    menu.player1.choose("classic")
    assert not menu.play_button.isEnabled()
    assert "Player 1" in menu.feedback.text() and "3x3" in menu.feedback.text()
    menu.set_rules(Rules(3, 3, 3))
    assert menu.play_button.isEnabled()


def test_every_player_kind_reaches_its_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=60_000)
    menu = window.menu_screen
    for name in [*menu.player1.offered(), "level"]:
        click(qtbot, menu.preset_buttons["3x3"])
        if name in menu.player1.buttons:
            click(qtbot, menu.player1.buttons[name])
        else:  # a player of the More players list
            menu.player1.others.setCurrentIndex(menu.player1.others.findData(name))
            menu.player1.others.activated.emit(menu.player1.others.currentIndex())
        click(qtbot, menu.player2.buttons["human"])
        shown = name if name in menu.player1.buttons else "more"
        assert menu.player1.buttons[shown].is_selected()
        assert sum(b.is_selected() for b in menu.player1.buttons.values()) == 1
        click(qtbot, menu.play_button)
        c = window.controller
        assert c.state is State.PLAYING
        # Adaptive plays a rung of the ladder, the lowest while you are not rated
        players = c.players
        assert players[Mark.X].spec.split(":")[0] == ("level" if name == "adaptive" else name)
        assert players[Mark.O].is_human
        c.go_to_menu()


def test_player_settings_reach_the_player(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=60_000)
    menu = window.menu_screen
    click(qtbot, menu.preset_buttons["3x3"])
    menu.player1.choose("forecaster")
    menu.player1.param_widget("depth").setValue(3)
    menu.player1.param_widget("draw").setValue(20)  # the draw-value slider, 0..100
    menu.player2.choose("classic")
    menu.player2.param_widget("ultra").setChecked(True)
    assert menu.player1.spec() == "forecaster:depth=3,draw=0.2"
    assert menu.player2.spec() == "classic:ultra=1"
    click(qtbot, menu.play_button)
    c = window.controller
    assert c.players[Mark.X].spec == "forecaster:depth=3,draw=0.2"
    assert c.players[Mark.O].spec == "classic:ultra=1"
    c.go_to_menu()
    menu.player1.param_widget("depth=expert").setChecked(True)  # TRYST'98's expert mode
    assert not menu.player1.param_widget("depth").isEnabled()
    assert menu.player1.spec() == "forecaster:depth=expert,draw=0.2"
    menu.player1.param_widget("depth=expert").setChecked(False)
    assert menu.player1.spec() == "forecaster:depth=3,draw=0.2"
    menu.player1.set_spec("forecaster:depth=expert")
    assert menu.player1.param_widget("depth=expert").isChecked()


@pytest.mark.parametrize(
    "starter,x_player",
    [
        (Starter.PLAYER1, [1, 1, 1]),
        (Starter.PLAYER2, [2, 2, 2]),
        (Starter.ALTERNATE, [1, 2, 1]),
    ],
)
def test_who_starts_and_series_length_from_the_menu(qtbot, tmp_path, starter, x_player):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("human")
    menu.player2.choose("random")
    click(qtbot, menu.preset_buttons["3x3"])
    click(qtbot, menu.starter_buttons[starter])
    assert menu.starter_buttons[starter].is_selected()
    menu.games_box.setValue(3)
    click(qtbot, menu.play_button)
    c = window.controller
    for expected in x_player:
        assert c.series.x_player() == expected
        assert c.players[Mark.X].is_human == (expected == 1)
        while c.state is State.PLAYING:
            wait_human_turn(qtbot, window)
            if c.state is State.PLAYING:
                click_cell(qtbot, window, c.game.legal_moves()[0])
        assert c.state is State.GAME_OVER
        if not c.series.is_finished():
            click(qtbot, window.over_screen.play_button)
    assert c.series.is_finished() and c.series.played == 3
    assert "Final scorecard" in window.over_screen.series_label.text()


def test_escape_goes_to_menu_then_quits(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_Escape)
    assert window.controller.state is State.MENU
    assert window.stack.currentWidget() is window.menu_screen
    qtbot.keyClick(window.menu_screen.play_button, Qt.Key.Key_Escape)
    assert not window.isVisible()


# -- game over and the series ------------------------------------------------------------


def _win_for_x(qtbot, window):
    for move in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]:
        click_cell(qtbot, window, move)


def test_game_over_buttons_do_what_they_say(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, games=2)
    _win_for_x(qtbot, window)
    over = window.over_screen
    assert over.play_button.text() == "Next game"
    click(qtbot, over.play_button)
    assert window.controller.state is State.PLAYING and window.controller.game.moves == []
    assert window.controller.series.played == 1
    _win_for_x(qtbot, window)
    assert over.play_button.text() == "New series"
    click(qtbot, over.play_button)
    assert window.controller.series.played == 0 and window.controller.state is State.PLAYING
    _win_for_x(qtbot, window)
    click(qtbot, over.menu_button)
    assert (
        window.controller.state is State.MENU and window.stack.currentWidget() is window.menu_screen
    )
    start(window)
    _win_for_x(qtbot, window)
    click(qtbot, over.quit_button)
    assert not window.isVisible()


def test_series_scorecard_with_alternating_starts(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, starter=Starter.ALTERNATE, games=4)
    c, over = window.controller, window.over_screen
    # game 1: player 1 is X and wins; game 2: player 2 is X, O (player 1) wins;
    # game 3: player 1 is X, a draw; game 4: player 2 is X and wins.
    o_wins = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)]
    draw = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
    x_wins = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]
    expected_after = [
        ((1, 0, 0), (0, 0, 1)),
        ((2, 0, 0), (0, 0, 2)),
        ((2, 1, 0), (0, 1, 2)),
        ((2, 1, 1), (1, 1, 2)),
    ]
    for number, (moves, scores) in enumerate(
        zip([x_wins, o_wins, draw, x_wins], expected_after), 1
    ):
        assert c.series.x_player() == (1 if number % 2 else 2)
        for move in moves:
            click_cell(qtbot, window, move)
        assert c.state is State.GAME_OVER
        assert over.scores() == {1: scores[0], 2: scores[1]}
        if number < 4:
            assert "Scorecard so far" in over.series_label.text()
            click(qtbot, over.play_button)
    assert "Final scorecard: 4 of 4 games" in over.series_label.text()
    assert over.history.text().splitlines() == [
        "Game 1: Player 1 won (Player 1 started)",
        "Game 2: Player 1 won (Player 2 started)",
        "Game 3: a draw (Player 1 started)",
        "Game 4: Player 2 won (Player 2 started)",
    ]
    assert "Player 1 wins the series" in over.result.text()


# -- set-up, undo, settings --------------------------------------------------------------


def test_set_up_a_position_then_play_on(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("human")
    menu.player2.choose("human")
    click(qtbot, menu.preset_buttons["3x3"])
    click(qtbot, menu.setup_button)
    c = window.controller
    assert c.state is State.SETUP and window.game_screen.play_on_button.isVisible()
    click_cell(qtbot, window, (0, 0))  # X
    click_cell(qtbot, window, (1, 1))  # X ...
    click_cell(qtbot, window, (1, 1))  # ... then O
    click_cell(qtbot, window, (2, 2))
    click_cell(qtbot, window, (2, 2))
    click_cell(qtbot, window, (2, 2))  # X, O, empty again
    assert c.board_state().position.rows() == ["X..", ".O.", "..."]
    click(qtbot, window.game_screen.play_on_button)
    assert c.state is State.PLAYING and c.game.to_move() is Mark.X
    click_cell(qtbot, window, (0, 0))  # occupied by the set-up X: illegal
    assert window.game_screen.board.flashing_cell() == (0, 0)
    click_cell(qtbot, window, (1, 0))
    assert c.game.moves == [(1, 0)] and c.game.position().at((0, 0)) is Mark.X


def test_impossible_set_up_is_refused_with_a_message(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    c = window.controller
    c.start_setup(MatchSettings("human", "human"))
    click_cell(qtbot, window, (0, 0))
    click_cell(qtbot, window, (1, 0))  # two X, no O
    assert c.finish_setup() is not None
    assert c.state is State.SETUP and "Cannot play on" in window.game_screen.message.text()


def test_undo_and_redo_follow_the_history(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, "human", "random")
    c = window.controller
    click_cell(qtbot, window, (1, 1))
    wait_human_turn(qtbot, window)
    assert len(c.game.moves) == 2
    assert c.undo()  # back to the human's turn: both moves go
    assert c.game.moves == [] and c.play_view().human_turn
    assert c.redo()
    assert c.game.moves == [(1, 1)]


def test_settings_persist_between_windows(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    settings = MatchSettings("human", "forecaster:depth=3", Rules(15, 15, 5), Starter.ALTERNATE, 5)
    assert window.start(settings)
    window.set_muted(True)
    window.game_screen.delay_slider.setValue(900)
    window.close()
    again = make_window(qtbot, tmp_path)
    menu = again.menu_screen
    assert menu.settings() == settings
    assert again.sound.muted and menu.mute_box.isChecked()
    assert again.controller.computer.delay_ms == 900
    menu.mute_box.setChecked(False)  # the menu's mute toggle
    assert not again.sound.muted and again.game_screen.sound_button.text() == "Sound on"
    click(qtbot, again.game_screen.sound_button)  # the game screen's toggle
    assert again.sound.muted and menu.mute_box.isChecked() and again.store.muted()


def test_a_dead_draw_can_be_called_and_counts_as_a_draw(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, games=2)
    c, screen = window.controller, window.game_screen
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False  # Player 2 declines
    moves = [(0, 2), (0, 1), (1, 1), (2, 2), (0, 0), (2, 0), (2, 1)]
    for move in moves[:-1]:
        click_cell(qtbot, window, move)
    click(qtbot, screen.draw_button)  # a line can still be made: the other person is asked
    assert asked and c.state is State.PLAYING and "declines the draw" in screen.message.text()
    click_cell(qtbot, window, moves[-1])  # now nobody can complete a line
    assert screen.draw_button.isEnabled() and "Offer draw ends the game" in screen.message.text()
    click(qtbot, screen.draw_button)  # called at once: nobody is asked
    assert len(asked) == 1
    game = c.game
    assert c.state is State.GAME_OVER and game.legal_moves() == []  # 2 cells stay empty
    assert game.outcome().termination is Termination.DEAD_DRAW and game.result() == "draw"
    assert window.over_screen.scores() == {1: (0, 1, 0), 2: (0, 1, 0)}
    assert "nobody could win" in window.over_screen.result.text()
    assert c.undo() and c.state is State.PLAYING and c.series.played == 0


def test_ai_vs_ai_ends_at_a_dead_draw_by_itself(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, "random", "random", Rules(20, 20, 20))  # 20 in a row on 20x20: soon dead
    wait_state(qtbot, window, State.GAME_OVER)
    game = window.controller.game
    assert (
        game.result() == "draw"
        and game.is_dead_draw()
        and window.controller.series.score(1).draws == 1
    )
