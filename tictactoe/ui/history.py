"""Viewing a game's history: the position after any number of its moves.  No Qt.

The controller shows either the live position or, while the player browses the
move list (or replays a finished game), the position after ``index`` moves.
"""
from __future__ import annotations

import enum

from tictactoe.game import Game


class Flow(enum.Enum):
    """Whether the computer moves on its own (AI vs AI can be paused and stepped)."""

    RUN = "run"
    PAUSE = "pause"
    STEP = "step"       # one move, then pause


def game_after(game: Game, index: int) -> Game:
    """A new game from ``game``'s start with its first ``index`` moves played.

    At the full length it is a copy, so an outcome decided off the board (a
    called draw, a forfeit) stays; earlier positions are games in play.
    """
    moves = game.moves
    index = clamp(index, len(moves))
    if index == len(moves):
        return game.copy()
    out = Game(rules=game.rules, start=game.start)
    for move in moves[:index]:
        out.play(move)
    return out


def clamp(index: int, length: int) -> int:
    return max(0, min(length, index))
