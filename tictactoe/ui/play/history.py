"""Viewing a game's history (the position after any number of its moves) and taking
moves back.  No widgets (words through Qt's translation).

The controller shows either the live position or, while the player browses the
move list (or replays a finished game), the position after ``index`` moves.
"""

from __future__ import annotations

import enum
from collections.abc import Collection

from tictactoe.game import Game, Mark, Move
from tictactoe.ui.words.translation import Words

Control = Words("Control")


class Flow(enum.Enum):
    """Whether the computer moves on its own (AI vs AI can be paused and stepped)."""

    RUN = "run"
    PAUSE = "pause"
    STEP = "step"  # one move, then pause


def game_after(game: Game, index: int) -> Game:
    """A new game from ``game``'s start with its first ``index`` moves played.

    At the full length it is a copy, so an outcome decided off the board (a
    called draw, a forfeit) stays; earlier positions are games in play.
    """
    moves = game.moves
    index = clamp(index, len(moves))
    if index == len(moves):
        return game.copy()
    out = Game.for_rules(game.rules, start=game.start)
    for move in moves[:index]:
        out.play(move)
    return out


def clamp(index: int, length: int) -> int:
    return max(0, min(length, index))


def undo_blocked(game: Game, humans: Collection[Mark], floor: int = 0) -> str | None:
    """Why Undo cannot take back moves of ``game`` in which ``humans`` are people, or
    None when it can; the first ``floor`` moves (a swap opening's stones) stay."""
    if not game.moves:
        return Control.tr("Nothing to undo")
    if len(game.moves) <= floor:
        return Control.tr("Nothing to undo: the opening's stones stay")
    if not humans:
        return Control.tr("Nothing to undo: no person plays in this game")
    if len(game.moves) - floor == 1 and game.to_move().other not in humans:
        return Control.tr("Nothing to undo: the computer made the only move")
    return None


def take_back(game: Game, humans: Collection[Mark], floor: int = 0) -> list[Move]:
    """Undo moves of ``game`` until one of ``humans`` is to move (at least one move,
    and every move back when no person plays), never below its first ``floor`` moves;
    returns them, the last move first."""
    undone = [game.undo()]
    while len(game.moves) > floor and game.to_move() not in humans and humans:
        undone.append(game.undo())
    return undone
