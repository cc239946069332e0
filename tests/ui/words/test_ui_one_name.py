"""One name for a player (issue 39's polish): the game-over scorecard, its history, the
series' verdict and Statistics' pairings name the players as the result and the game
screen do: "You" and "Level 1 · Beginner" when a person plays the computer, "Player 1"
and "Player 2" when two people share the board.  Before, the title said "Level 1 ·
Beginner wins" beside a scorecard of "Player 1 (Human)" and "Player 2 (Beginner)", and
Statistics said "Level 1, Beginner"."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import click, click_cell, make_window, wait_human_turn, wait_state
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter

X_WINS = [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]


def scorecard_names(window) -> tuple[str, str]:
    over = window.over_screen
    return over.cells[(1, "name")].text(), over.cells[(2, "name")].text()


def test_against_the_computer_the_scorecard_says_you_and_the_level_as_the_title_does(
    qtbot, tmp_path
):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert window.start(MatchSettings("human", "level:1", Rules(3, 3, 3), Starter.PLAYER1, 1))
    wait_human_turn(qtbot, window)
    assert window.controller.seats().title() == "You vs Level 1 · Beginner"
    window.confirm = lambda title, text: True  # a rated game: Resign asks first (issue 50)
    click(qtbot, window.game_screen.resign_button)
    wait_state(qtbot, window, State.GAME_OVER)
    title = window.over_screen.result.text()
    assert title == "You resigned: Level 1 · Beginner wins"
    assert scorecard_names(window) == ("You", "Level 1 · Beginner")
    window.controller.go_to_menu()
    window.show_statistics()
    (mine,) = window.statistics_screen.rows(human=True)
    assert mine[0] == "You vs Level 1 · Beginner"


def test_a_series_against_the_computer_is_told_with_the_same_names(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    over = window.over_screen
    assert window.start(MatchSettings("human", "level:1", Rules(3, 3, 3), Starter.PLAYER1, 2))
    for _ in range(2):
        wait_human_turn(qtbot, window)
        click(qtbot, window.game_screen.resign_button)
        wait_state(qtbot, window, State.GAME_OVER)
        if "Series over" not in over.result.text():
            click(qtbot, over.play_button)
    assert over.history.text().splitlines() == [
        "Game 1: Level 1 · Beginner won (You started)",
        "Game 2: Level 1 · Beginner won (You started)",
    ]
    assert "Series over: Level 1 · Beginner wins the series" in over.result.text()
    assert scorecard_names(window) == ("You", "Level 1 · Beginner")


def test_two_people_are_player_1_and_player_2_everywhere(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    over = window.over_screen
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3), Starter.PLAYER1, 1))
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert over.result.text() == "Player 1 (X) wins"
    assert scorecard_names(window) == ("Player 1", "Player 2")
    click(qtbot, over.play_button)
    for move in X_WINS:
        click_cell(qtbot, window, move)
    assert over.session_label.text() == "This session, 2 games. Player 1: 2 wins, 0 draws, 0 losses"


def test_the_person_who_wins_a_series_is_told_you_win(qtbot, tmp_path):
    from tictactoe.game import Position
    from tictactoe.ui.board.board_state import BoardState
    from tictactoe.ui.play.series import Series

    window = make_window(qtbot, tmp_path)
    over = window.over_screen
    names = ("Level 1 · Beginner", "You")
    over.show_result(
        "You win!", BoardState(Position(Rules())), Series(2, Starter.PLAYER1, (2, 2)), names, you=2
    )
    assert "Series over: you win the series" in over.result.text()
    assert over.history.text().splitlines() == [
        "Game 1: You won (Level 1 · Beginner started)",
        "Game 2: You won (Level 1 · Beginner started)",
    ]


def test_the_computer_against_itself_is_told_apart_by_number(qtbot, tmp_path):
    """Two computers of one name (the computer watched playing itself): "Random #1" and
    "Random #2" above the board, in the scorecard's rows and in the series' history, where
    before both rows said "Random" and the history "Random won (Random started)"."""
    window = make_window(qtbot, tmp_path)
    over = window.over_screen
    assert window.start(MatchSettings("random", "random", Rules(3, 3, 3), Starter.ALTERNATE, 2))
    assert window.game_screen.title.text() == "Random #1 vs Random #2"
    for game in range(2):
        wait_state(qtbot, window, State.GAME_OVER)
        assert scorecard_names(window) == ("Random #1", "Random #2")
        if game == 0:
            click(qtbot, over.play_button)
    history = over.history.text().splitlines()
    assert len(history) == 2
    for number, line in enumerate(history, 1):
        said = rf"Game {number}: (a draw|Random #[12] won) \(Random #{number} started\)"
        assert re.fullmatch(said, line), line


def test_only_two_computers_of_one_name_are_numbered():
    from tictactoe.game import Mark
    from tictactoe.players import make_player
    from tictactoe.ui.words.game_words import Seats

    numbers = {Mark.X: 1, Mark.O: 2}
    apart = Seats({Mark.X: make_player("random"), Mark.O: make_player("level:1")}, numbers)
    assert (apart.name(Mark.X), apart.name(Mark.O)) == ("Random", "Level 1 · Beginner")
    people = Seats({Mark.X: make_player("human"), Mark.O: make_player("human")}, numbers)
    assert (people.name(Mark.X), people.name(Mark.O)) == ("Player 1", "Player 2")
    same = Seats({Mark.X: make_player("level:1"), Mark.O: make_player("level:1")}, numbers)
    assert (same.name(Mark.X), same.name(Mark.O)) == (
        "Level 1 · Beginner #1",
        "Level 1 · Beginner #2",
    )
