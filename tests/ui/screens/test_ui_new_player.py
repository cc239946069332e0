"""A new AI needs no change in the window: with one entry added to the catalogue
(tests/players/new_player.py), the menu offers it under its label with its setting,
checks a board with its check, and the game builds it, names it and lets it play."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.players.new_player import CornersPlayer, add_corners
from tests.ui.ui_helpers import click, make_window, wait_human_turn
from tictactoe.game import Mark, Rules, Variant
from tictactoe.ui.play.controller import State


def test_a_new_ai_is_offered_built_and_named_by_the_window(qtbot, tmp_path, monkeypatch):
    add_corners(monkeypatch)
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    chooser = menu.player1
    assert "corners" in chooser.offered() and chooser.label("corners") == "Corners"
    chooser.choose("corners")
    chooser.param_widget("first").setValue(1)  # its setting, a spin box from its entry
    assert chooser.spec() == "corners:first=1"
    # its check: freestyle only, said in the menu's feedback; Play waits for a rule it plays
    menu.set_rules(Rules(15, 15, 5, Variant.RENJU))
    assert not menu.play_button.isEnabled() and "Corners" in menu.feedback.text()
    menu.set_rules(Rules(3, 3, 3))
    assert menu.play_button.isEnabled()
    menu.player2.choose("human")
    click(qtbot, menu.play_button)
    c = window.controller
    assert c.state is State.PLAYING
    player = c.players[Mark.X]
    assert isinstance(player, CornersPlayer) and player.spec == "corners:first=1"
    assert "Corners" in window.game_screen.title.text()
    wait_human_turn(qtbot, window)
    assert c.game.moves == [(2, 0)]  # the top right corner, its first
    c.go_to_menu()
