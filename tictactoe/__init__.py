"""Tic-Tac-Toe and the m,n,k family.

    >>> from tictactoe import Game
    >>> game = Game(width=3, height=3, k=3)
    >>> game.play((1, 1))

``make_player`` (the AI players) is imported on first use, so that
``import tictactoe`` stays light.
"""

from __future__ import annotations

from typing import Any

from tictactoe.game import Game, IllegalMoveError, Mark, Rules, Variant
from tictactoe.version import __version__

__all__ = ["Game", "IllegalMoveError", "Mark", "Rules", "Variant", "make_player", "__version__"]


def __getattr__(name: str) -> Any:
    if name == "make_player":
        from tictactoe.players import make_player

        return make_player
    raise AttributeError(f"module 'tictactoe' has no attribute {name!r}")
