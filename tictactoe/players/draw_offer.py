"""A computer's answer to a draw offered by the person it plays.  No Qt.

The computer reads the position with the engine (:data:`DRAW_READING`: half a second,
exact on small boards) and accepts when that reading says it is not winning:

* a proven result (an exact search, or a proven win or loss within a heuristic one):
  it accepts a draw or a loss and declines a win;
* a heuristic score: it accepts when its own score is at most :data:`DRAW_MARGIN`
  (a little under a third of what one open three is worth to the side to move in
  the evaluation, 354: see ``tictactoe.ai``'s pattern weights), and declines above it.

Every computer player answers by the same reading, whatever its level: a weak level
plays weakly, but judges an offer honestly (it never accepts a draw in a position it
has won, nor refuses one it is losing).  The reading is an ordinary
:class:`~tictactoe.players.worker.Search` job (:func:`draw_job`), so the window runs it
off its thread and can drop it.
"""

from __future__ import annotations

import enum

from tictactoe.ai import Analysis, Cancel, Limit, analyze, is_proven
from tictactoe.game import GAME_OVER, Game
from tictactoe.players.worker import Job, Report

DRAW_READING = Limit(time=0.5)
DRAW_MARGIN = 100


class DrawReply(enum.Enum):
    """The computer's answer to a draw offer."""

    ACCEPT = "accept"  # its reading says it is not winning
    WINNING = "winning"  # declined: its reading says it is winning
    UNREAD = "unread"  # declined: the reading failed or gave nothing


def reply_of(analysis: Analysis) -> DrawReply:
    """The answer of the side *not* to move (the computer) to an offer made by the side
    to move, from an analysis of the position (scores for the side to move)."""
    own = -analysis.value  # the computer's score
    if analysis.exact or is_proven(own):
        return DrawReply.ACCEPT if own <= 0 else DrawReply.WINNING
    return DrawReply.ACCEPT if own <= DRAW_MARGIN else DrawReply.WINNING


def draw_reply(game: Game, cancel: Cancel | None = None, limit: Limit = DRAW_READING) -> DrawReply:
    """The answer of the side not to move in ``game`` to a draw offered by the side to
    move (``game`` in play, read but not changed)."""
    if game.is_over():
        raise ValueError(f"{GAME_OVER}: there is no draw to offer")
    return reply_of(analyze(game, limit, cancel=cancel))


def draw_job(game: Game, limit: Limit = DRAW_READING) -> Job:
    """The :class:`~tictactoe.players.worker.Search` job that answers an offer in
    ``game`` (a copy nobody else changes)."""

    def job(cancel: Cancel, report: Report) -> DrawReply:
        return draw_reply(game, cancel, limit)

    return job
