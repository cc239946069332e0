"""The game's end as one value (Outcome); the cells' names are tests/game/test_notation.py's."""

from __future__ import annotations

import pickle

import pytest

from tictactoe.game import Game, IllegalMoveError, Mark, Outcome, Termination


def dead_3x3() -> Game:
    """X O X / X O O / O X . : nobody can complete a line, one cell left."""
    game = Game()
    for move in [(0, 0), (1, 0), (2, 0), (1, 1), (0, 1), (2, 1), (1, 2), (0, 2)]:
        game.play(move)
    assert game.is_dead_draw() and not game.is_over()
    return game


def test_board_outcomes():
    game = Game()
    assert game.outcome() is None
    for move in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]:
        game.play(move)
    assert game.outcome() == Outcome(Termination.LINE, Mark.X)
    assert game.result() == "X"
    full = dead_3x3()
    full.play((2, 2))
    assert full.outcome() == Outcome(Termination.FULL_BOARD)
    assert full.result() == "draw"


def test_called_draw_travels_with_the_game():
    game = dead_3x3()
    game.end(Outcome(Termination.DEAD_DRAW))
    assert game.is_over() and game.result() == "draw" and game.legal_moves() == []
    assert game.outcome().termination is Termination.DEAD_DRAW
    with pytest.raises(IllegalMoveError, match="nobody could win"):
        game.play((2, 2))
    for twin in (game.copy(), pickle.loads(pickle.dumps(game))):
        assert twin.outcome() == game.outcome()
    assert game.reopen() == Outcome(Termination.DEAD_DRAW)
    assert not game.is_over()
    game.end(Outcome(Termination.DEAD_DRAW))
    assert game.undo() == (0, 2) and game.outcome() is None  # undo takes the end back too


def test_end_is_refused_when_it_does_not_fit():
    live = Game()
    live.play((1, 1))
    with pytest.raises(ValueError, match="only when nobody"):
        live.end(Outcome(Termination.DEAD_DRAW))
    with pytest.raises(ValueError, match="on the board"):
        live.end(Outcome(Termination.LINE, Mark.X))
    forfeit = Outcome(Termination.FORFEIT, Mark.X, "O's engine crashed")
    live.end(forfeit)
    assert live.result() == "X" and "O forfeits (O's engine crashed)" in forfeit.describe()
    with pytest.raises(ValueError, match="over already"):
        live.end(Outcome(Termination.FORFEIT, Mark.O))
    assert live.outcome() is forfeit
    with pytest.raises(ValueError, match="needs a winner"):
        Outcome(Termination.FORFEIT)
    with pytest.raises(ValueError, match="no winner"):
        Outcome(Termination.DEAD_DRAW, Mark.O)
