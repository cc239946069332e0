"""Autosave, Resume and statistics in the window (pytest-qt; the kill tests are in
tests/ui/window/autosave/resume/).  Each test has its own XDG data directory (conftest)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.ui_helpers import click, click_cell, make_window, wait_human_turn, wait_state
from tictactoe.game import Mark, Rules
from tictactoe.storage import AutosaveStore, data_dir
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter

X_WINS = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]


def kept_window(qtbot, tmp_path, **kwargs):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(), **kwargs)
    window.confirm = lambda title, text: pytest.fail(f"unexpected question: {text}")
    return window


def on_disk(window):
    assert window.controller.keeper.flush(5.0)
    return AutosaveStore(data_dir()).read()


def test_every_move_undo_and_redo_is_kept_on_disk(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 4)))
    assert on_disk(window).game.moves == []
    for n, move in enumerate([(2, 2), (1, 1), (3, 3)], 1):
        click_cell(qtbot, window, move)
        assert on_disk(window).game.moves[:n] == [(2, 2), (1, 1), (3, 3)][:n]
    window.controller.undo()
    assert on_disk(window).game.moves == [(2, 2), (1, 1)]
    window.controller.redo()
    kept = on_disk(window)
    assert kept.game.moves == [(2, 2), (1, 1), (3, 3)]
    assert kept.players == {"X": "human", "O": "human"} and kept.series.games == 1


def test_esc_keeps_the_game_and_resume_returns_to_it_exactly(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "random", Rules(15, 15, 5)))
    c = window.controller
    click_cell(qtbot, window, (7, 7))
    wait_human_turn(qtbot, window)
    moves = list(c.game.moves)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_Escape)
    assert c.state is State.MENU
    menu = window.menu_screen
    assert "kept" in menu.note.text() and "Resume" in menu.note.text()
    assert menu.resume_button.isVisible()
    assert menu.resume_button.text() == "Resume: 15x15, move 3, you vs Random"
    click(qtbot, menu.resume_button)
    assert c.state is State.PLAYING and c.game.moves == moves and c.play_view().human_turn


def test_a_new_window_resumes_and_the_ai_picks_up(qtbot, tmp_path):
    first = kept_window(qtbot, tmp_path, delay_ms=60_000)
    assert first.start(MatchSettings("random", "human", Rules(3, 3, 3), Starter.PLAYER1, 3))
    c = first.controller
    qtbot.waitUntil(lambda: c.move_now() is None and len(c.game.moves) == 1, timeout=5000)
    click_cell(qtbot, first, next(m for m in [(1, 1), (0, 0)] if m not in c.game.moves))
    assert c.play_view().thinking and len(c.game.moves) == 2  # the AI is to move when the app goes
    moves = list(c.game.moves)
    first.close()
    second = kept_window(qtbot, tmp_path)
    menu = second.menu_screen
    assert menu.resume_button.isVisible()
    assert menu.resume_button.text() == "Resume: 3x3, game 1 of 3, move 3, Random vs you"
    assert second.kept.resume()
    c2 = second.controller
    assert c2.game.moves[:2] == moves and c2.series.games == 3
    qtbot.waitUntil(lambda: len(c2.game.moves) == 3, timeout=5000)  # the AI picked up
    assert c2.play_view().human_turn


def test_a_series_goes_on_after_resume_and_its_end_retires_the_autosave(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(), Starter.ALTERNATE, 2))
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert window.controller.state is State.GAME_OVER
    kept = on_disk(window)
    assert kept.game.is_over() and kept.series.results == (1,)  # game 1 over, series on
    window.close()
    again = kept_window(qtbot, tmp_path)
    assert again.menu_screen.resume_button.text() == "Resume: 3x3, game 1 of 2 over, Human vs Human"
    assert again.kept.resume()
    c = again.controller
    assert c.state is State.GAME_OVER and again.over_screen.scores() == {1: (1, 0, 0), 2: (0, 0, 1)}
    assert again.over_screen.play_button.text() == "Next game"
    click(qtbot, again.over_screen.play_button)
    assert c.series.x_player() == 2  # alternate: player 2 starts game 2
    for move in X_WINS:
        click_cell(qtbot, again, move)
    assert c.state is State.GAME_OVER and c.series.is_finished()
    assert on_disk(again) is None  # the series is over: nothing kept
    c.go_to_menu()
    assert not again.menu_screen.resume_button.isVisible()


def test_finishing_a_single_game_retires_it_and_undo_brings_it_back(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert on_disk(window) is None
    window.controller.undo()
    assert on_disk(window).game.moves == X_WINS[:-1]


def test_a_new_game_over_a_kept_one_asks_first(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    click_cell(qtbot, window, (1, 1))
    window.controller.go_to_menu()
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    click(qtbot, window.menu_screen.play_button)
    assert asked and "3x3, move 2, Human vs Human" in asked[0] and "will be lost" in asked[0]
    assert window.controller.state is State.MENU and on_disk(window).game.moves == [(1, 1)]
    window.confirm = lambda title, text: True
    click(qtbot, window.menu_screen.play_button)
    assert window.controller.state is State.PLAYING and on_disk(window).game.moves == []


def test_a_game_asked_for_while_one_is_kept_is_offered_on_the_menu(qtbot, tmp_path):
    """`tictactoe play --board 4x4` with a game kept: the menu offers both games on its
    kept-game bar; nothing is replaced until the player picks the new one."""
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    click_cell(qtbot, window, (1, 1))
    window.controller.go_to_menu()
    menu, offered = window.menu_screen, MatchSettings("human", "human", Rules(4, 4, 4))
    assert window.kept.start_or_offer(offered)
    assert window.controller.state is State.MENU and on_disk(window).game.moves == [(1, 1)]
    assert menu.kept_bar.isVisible() and not menu.resume_button.isVisible()
    assert menu.kept_text.text() == (
        "Unfinished game: 3x3, move 2, Human vs Human\nNew game: 4x4, Human vs Human (in its place)"
    )
    assert menu.settings() == offered  # Play would start it too (after asking)
    asked = []
    window.confirm = lambda title, text: asked.append(text) or False
    click(qtbot, menu.play_button)
    assert asked and "will be lost" in asked[0] and menu.kept_bar.isVisible()
    click(qtbot, menu.offered_button)  # the player's pick: no question
    assert len(asked) == 1 and window.controller.state is State.PLAYING
    kept = on_disk(window)
    assert kept.game.rules == Rules(4, 4, 4) and kept.game.moves == []
    window.controller.go_to_menu()
    assert not menu.kept_bar.isVisible() and menu.resume_button.text().startswith("Resume: 4x4")


def test_resume_on_the_kept_game_bar_returns_to_the_kept_game(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    click_cell(qtbot, window, (1, 1))
    window.controller.go_to_menu()
    menu = window.menu_screen
    assert window.kept.start_or_offer(MatchSettings("human", "human", Rules(4, 4, 4)))
    click(qtbot, menu.resume_kept_button)
    assert window.controller.state is State.PLAYING
    assert window.controller.game.moves == [(1, 1)] and on_disk(window).game.moves == [(1, 1)]
    window.controller.go_to_menu()  # the choice is made: the bar is gone
    assert not menu.kept_bar.isVisible() and menu.resume_button.isVisible()


def test_a_game_asked_for_with_nothing_kept_starts_at_once(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.kept.start_or_offer(MatchSettings("human", "human", Rules(4, 4, 4)))
    assert window.controller.state is State.PLAYING and not window.menu_screen.kept_bar.isVisible()


def test_a_corrupt_autosave_is_set_aside_with_a_message_and_the_app_starts(qtbot, tmp_path):
    store = AutosaveStore(data_dir())
    store.state_path.write_text('{"format": "tictactoe-autosave", "version": 1, "series": {')
    window = kept_window(qtbot, tmp_path)
    note = window.menu_screen.note.text()
    assert "could not be resumed" in note and "set aside as autosave.json.unreadable-" in note
    assert not window.menu_screen.resume_button.isVisible() and not store.state_path.exists()
    aside = [p for p in data_dir().iterdir() if p.name.startswith("autosave.json.unreadable-")]
    assert len(aside) == 1 and aside[0].read_text().endswith('"series": {')  # kept, never deleted
    assert window.start(MatchSettings("human", "human"))  # and the app works


def test_an_autosave_that_does_not_hang_together_is_set_aside_on_resume(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "hard"))
    click_cell(qtbot, window, (1, 1))
    window.close()
    store = AutosaveStore(data_dir())
    data = json.loads(store.state_path.read_text())
    data["series"]["player2"] = "easy"  # the game says O is hard
    store.state_path.write_text(json.dumps(data))
    again = kept_window(qtbot, tmp_path)
    assert again.menu_screen.resume_button.isVisible()
    assert not again.kept.resume()
    assert "could not be resumed" in again.menu_screen.note.text()
    assert not again.menu_screen.resume_button.isVisible() and again.controller.state is State.MENU


def test_a_player_not_possible_on_the_board_is_refused_up_front(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert not window.start(MatchSettings("classic", "human", Rules(5, 5, 4)))
    assert "classic" in window.menu_screen.feedback.text().lower()
    assert window.controller.state is State.MENU and on_disk(window) is None


# -- statistics --------------------------------------------------------------------------


def test_finished_games_are_counted_and_undo_takes_one_back(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    stats = window.controller.keeper.statistics
    assert window.start(MatchSettings("human", "human", Rules(), Starter.PLAYER1, 3))
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert stats.count() == 1
    window.controller.undo()
    assert stats.count() == 0  # the game is not over any more
    click_cell(qtbot, window, X_WINS[-1])
    click(qtbot, window.over_screen.play_button)
    for move in [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]:
        click_cell(qtbot, window, move)  # a draw
    (row,) = stats.summary()
    assert (
        row.player_a,
        row.player_b,
        row.games,
        row.wins,
        row.draws,
        row.losses,
        row.longest_streak,
        row.human,
    ) == ("human", "human", 2, 1, 1, 0, 1, True)


def test_statistics_screen_shows_people_apart_from_ai_games_and_resets(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    for _ in range(2):
        assert window.start(MatchSettings("human", "random"))
        c = window.controller
        while c.state is State.PLAYING:
            wait_human_turn(qtbot, window)
            if c.state is State.PLAYING:
                click_cell(qtbot, window, c.game.legal_moves()[0])
    assert window.start(MatchSettings("random", "beginner"))
    wait_state(qtbot, window, State.GAME_OVER)
    window.controller.go_to_menu()
    click(qtbot, window.menu_screen.statistics_button)
    screen = window.statistics_screen
    assert window.stack.currentWidget() is screen
    (mine,) = screen.rows(human=True)
    assert mine[:3] == ["You vs Random", "3x3", "2"]
    assert sum(int(v) for v in mine[3:6]) == 2
    (theirs,) = screen.rows(human=False)
    assert theirs[:3] == ["Level 1 · Beginner vs Random", "3x3", "1"]
    asked = []
    window.confirm = lambda title, text: asked.append(text) or True
    click(qtbot, screen.reset_button)
    assert asked and screen.rows(human=True) == [] and screen.rows(human=False) == []
    assert "No games yet" in screen.summary.text()
    click(qtbot, screen.back_button)
    assert window.stack.currentWidget() is window.menu_screen


def test_a_corrupt_statistics_file_is_set_aside_with_a_message(qtbot, tmp_path):
    (data_dir() / "statistics.sqlite3").write_bytes(b"definitely not sqlite" * 50)
    window = kept_window(qtbot, tmp_path)
    assert "statistics could not be read" in window.menu_screen.note.text()
    assert window.controller.keeper.statistics.count() == 0


def test_play_again_keeps_the_session_scorecard(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    over = window.over_screen
    for _ in range(3):
        for move in X_WINS:
            click_cell(qtbot, window, move)
        click(qtbot, over.play_button)
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert over.session_label.text() == (
        "This session, 4 games. Player 1: 4 wins, 0 draws, 0 losses"
    )
    assert window.controller.session().played == 4
    assert over.scores() == {1: (1, 0, 0), 2: (0, 0, 1)}  # the one-game series itself
    window.start(MatchSettings("human", "random"))  # other players: a new session
    assert window.controller.session().results == ()


def test_play_on_from_a_set_up_position_is_kept(qtbot, tmp_path):
    window = kept_window(qtbot, tmp_path)
    window.controller.start_setup(MatchSettings("human", "human"))
    click_cell(qtbot, window, (0, 0))
    click_cell(qtbot, window, (1, 1))
    click_cell(qtbot, window, (1, 1))
    assert window.controller.finish_setup() is None
    kept = on_disk(window)
    assert kept.game.start.rows() == ["X..", ".O.", "..."] and kept.game.to_move() is Mark.X


def test_the_menu_lists_every_unfinished_game_and_resumes_any(qtbot, tmp_path):
    """Two games left by earlier runs (or other windows): Resume offers the newer, the
    list beside it the other; starting a new game replaces neither."""
    import os

    from tictactoe.game import Game
    from tictactoe.storage import SeriesState, Snapshot

    older, newer = Game.for_rules(Rules(15, 15, 5)), Game.for_rules(Rules(4, 4, 4))
    older.play((7, 7))
    for slot, game in (("", older), ("2", newer)):
        AutosaveStore(data_dir(), slot).write(
            Snapshot(game, {"X": "human", "O": "human"}, SeriesState("human", "human"))
        )
    os.utime(AutosaveStore(data_dir()).state_path, (1e9, 1e9))
    window = kept_window(qtbot, tmp_path)
    menu = window.menu_screen
    assert menu.resume_button.text() == "Resume: 4x4, move 1, Human vs Human"
    assert menu.more_button.isVisible() and menu.more_button.text() == "1 more unfinished game"
    assert [a.text() for a in menu.more_menu.actions()] == ["Resume: 15x15, move 2, Human vs Human"]
    assert window.start(MatchSettings("human", "human"))  # no question: nothing is lost
    click_cell(qtbot, window, (0, 0))
    assert window.controller.keeper.store.slot == "3"
    window.controller.go_to_menu()
    assert menu.more_button.text() == "2 more unfinished games"
    menu.more_menu.actions()[1].trigger()  # the 15x15 game; the 3x3 one stays kept
    c = window.controller
    assert c.state is State.PLAYING and c.game.moves == [(7, 7)]
    assert c.keeper.store.slot == ""
    c.go_to_menu()
    assert [a.text() for a in menu.more_menu.actions()] == [
        "Resume: 3x3, move 2, Human vs Human",
        "Resume: 4x4, move 1, Human vs Human",
    ]
