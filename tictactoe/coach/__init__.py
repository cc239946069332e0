"""The coach (no Qt): a review that judges every move of a game, and puzzles cut from
proven positions.

It stands on the engine's public face (:mod:`tictactoe.ai`: ``analyze``, ``solve``,
``win_by_fours``, ``winning_fours``) and the rules; it returns data (kinds, grades,
numbers, moves), never words: the command line and the window word them.

* The review: :func:`review_game` -> :class:`Review` (:mod:`~tictactoe.coach.review`);
  each position's :class:`Assessment` (:mod:`~tictactoe.coach.assess`); expected
  scores, grades and accuracy (:mod:`~tictactoe.coach.scores`).
"""
from __future__ import annotations

from tictactoe.coach.assess import Assessment
from tictactoe.coach.review import (DEFAULT_TIME, ExactKind, ExactVerdict, MoveReview, Review,
                                    SideSummary, review_game)
from tictactoe.coach.scores import Grade, expected_score

__all__ = [
    "DEFAULT_TIME", "Assessment", "ExactKind", "ExactVerdict", "Grade", "MoveReview", "Review",
    "SideSummary", "expected_score", "review_game",
]
