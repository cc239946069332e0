"""Proven results on screen: the menu's board value and the game screen's verdict,
checked against the exact solver (its own instance)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import click_cell, make_window
from tictactoe.ai import Verdict
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import to_public
from tictactoe.game import Game, Mark, Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.words.reading_words import verdict_words


def solved(game: Game) -> Verdict:
    x, o = game.bitboards()
    value = to_public(ExactSolver(game.rules).solve(x, o))
    return Verdict.of(value, game.to_move())


@pytest.mark.parametrize(
    "rules, words",
    [
        (Rules(3, 3, 3), "3x3: a draw with perfect play"),
        (Rules(4, 3, 3), "4x3, 3 in a row: the first player wins in {}"),
        (Rules(4, 4, 4), "4x4: a draw with perfect play"),
    ],
)
def test_the_menu_shows_the_boards_value_from_the_background(qtbot, tmp_path, rules, words):
    window = make_window(qtbot, tmp_path)
    label = window.menu_screen.board_value
    window.menu_screen.set_rules(Rules(7, 7, 5))  # not provable here: nothing runs
    assert "too big" in label.text()
    window.menu_screen.set_rules(rules)
    assert label.text().endswith("proving…")  # the menu did not wait for it
    verdict = solved(Game.for_rules(rules))
    expected = words.format(verdict.plies)
    qtbot.waitUntil(lambda: label.toolTip() == expected, timeout=20000)
    assert label.text() == expected.split(": ", 1)[1]  # beside "✓ 3x3 board, ..."
    assert label.known(rules) == (True, verdict)
    window.menu_screen.set_rules(Rules(9, 9, 5))
    window.menu_screen.set_rules(rules)
    assert label.toolTip() == expected  # remembered: at once


def test_the_menu_stops_proving_when_it_is_left(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    label = window.menu_screen.board_value
    window.menu_screen.set_rules(Rules(5, 5, 5))  # seconds of solving
    qtbot.waitUntil(label.runner.is_busy, timeout=5000)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 5)))
    assert not label.runner.is_busy()
    assert label.known(Rules(5, 5, 5)) == (False, None)


def test_an_impossible_board_shows_no_value(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.menu_screen.k_box.setValue(9)  # k longer than the 3x3 board
    assert window.menu_screen.board_value.text() == ""


def test_the_game_screen_says_when_the_position_is_proven(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.set_show_knowledge(True)  # a person's game: only when asked for
    assert window.start(MatchSettings("human", "human", Rules(4, 4, 4)))
    side = window.game_screen.side
    for move in [(1, 1), (0, 0), (2, 1), (3, 3), (1, 2)]:
        click_cell(qtbot, window, move)
    game = window.controller.game
    verdict = solved(game)
    qtbot.waitUntil(
        lambda: side.verdict.text() == f"Proven: {verdict_words(verdict)}", timeout=20000
    )


def test_an_exact_ai_move_proves_the_position_it_leads_to(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.set_show_knowledge(True)
    assert window.start(MatchSettings("human", "hard", Rules(4, 3, 3)))
    side = window.game_screen.side
    click_cell(qtbot, window, (0, 0))  # a corner: O (hard) answers, exactly
    qtbot.waitUntil(lambda: window.controller.play_view().human_turn, timeout=20000)
    verdict = solved(window.controller.game)
    qtbot.waitUntil(
        lambda: side.verdict.text() == f"Proven: {verdict_words(verdict)}", timeout=20000
    )


def test_no_verdict_is_shown_once_the_game_is_over(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.set_show_knowledge(True)
    assert window.start(MatchSettings("human", "human", Rules()))
    for move in [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]:
        click_cell(qtbot, window, move)
    window.controller.start_replay()
    assert window.controller.state is State.REPLAY
    assert window.game_screen.side.verdict.text() == ""
    window.controller.view(4)  # X to move and win at once
    qtbot.waitUntil(
        lambda: (
            window.game_screen.side.verdict.text() == f"Proven: {verdict_words(Verdict(Mark.X, 1))}"
        ),
        timeout=20000,
    )
