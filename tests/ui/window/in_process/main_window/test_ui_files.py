"""Open and Save in the window, through tictactoe.records."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import click_cell, make_window
from tictactoe.game import Mark, Rules, Variant
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings


def _quiet(window):
    said = []
    window.notify = lambda title, text, warning=False: said.append((title, text, warning))
    return said


def test_save_then_open_plays_on_from_the_saved_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 4)))
    for move in [(0, 0), (1, 1), (2, 2)]:
        click_cell(qtbot, window, move)
    path = tmp_path / "game.json"
    assert window.files.save_path(str(path)) is None and said == []
    window.controller.go_to_menu()
    assert window.files.open_path(str(path)) is None
    c = window.controller
    assert c.state is State.PLAYING and c.game.rules == Rules(5, 5, 4)
    assert c.game.moves == [(0, 0), (1, 1), (2, 2)] and c.game.to_move() is Mark.O
    click_cell(qtbot, window, (3, 3))
    assert c.game.moves[-1] == (3, 3)


def test_a_bad_file_is_reported_and_nothing_changes(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\x01 not a game")
    error = window.files.open_path(str(bad))
    assert error and said and said[0][2] is True and "Could not open" in said[0][1]
    assert window.controller.state is State.MENU


def test_a_bad_file_mid_game_loses_nothing(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 4)))
    click_cell(qtbot, window, (2, 2))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3}')
    assert window.files.open_path(str(bad))
    assert said and said[0][2] is True
    c = window.controller
    game = c.game
    assert c.state is State.PLAYING and game.rules == Rules(5, 5, 4) and game.moves == [(2, 2)]


def test_a_board_diagram_opens_as_a_set_up_position(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    _quiet(window)
    path = tmp_path / "situation.txt"
    path.write_text("# TRYST'98: a game situation\nk=3\nX..\n.O.\n..X\n")
    assert window.files.open_path(str(path)) is None
    c = window.controller
    assert c.state is State.PLAYING and c.game.to_move() is Mark.O
    assert c.game.rows() == ["X..", ".O.", "..X"]


@pytest.mark.parametrize("rule, said", [("", True), ("RU[Freestyle]", False)])
def test_an_sgf_without_a_rule_opens_as_freestyle_and_says_so(qtbot, tmp_path, rule, said):
    """Issue 49: renju or freestyle, a file without RU[] does not say; the window now does."""
    path = tmp_path / "game.sgf"
    path.write_text(f"(;GM[4]FF[4]SZ[15]{rule};B[hh];W[ii])")
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(path)) is None
    assert window.controller.game.rules.variant is Variant.FREESTYLE
    assert ("does not give its rule" in window.game_screen.message.text()) is said
