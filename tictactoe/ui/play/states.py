"""The GameController's states (Spencer's TicTacToe 2017's screens, plus set-up and replay)."""

from __future__ import annotations

import enum


class State(enum.Enum):
    MENU = "menu"
    PLAYING = "playing"
    SETUP = "setup"
    GAME_OVER = "game over"
    REPLAY = "replay"  # a finished game, viewed move by move
