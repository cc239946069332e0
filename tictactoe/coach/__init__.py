"""The coach (no Qt): a review that judges every move of a game, and puzzles cut from
proven positions.

It stands on the engine's public face (:mod:`tictactoe.ai`: ``analyze``, ``solve``,
``win_by_threats``, ``winning_threats``, asked in one place: :mod:`~tictactoe.coach.facts`)
and the rules; it returns data (kinds, grades,
numbers, moves), never words: the command line and the window word them.

* The review: :func:`review_game` -> :class:`Review` (:mod:`~tictactoe.coach.review`),
  :func:`continue_review` for one cut short, :func:`review_move` for a move tried
  instead, all with one :class:`Budget` of nodes a position; each position's
  :class:`Assessment` (:mod:`~tictactoe.coach.assess`) and its proven facts
  (:mod:`~tictactoe.coach.facts`); a move's :class:`MoveVerdict`, what it changed
  (:mod:`~tictactoe.coach.verdicts`);
  expected scores, grades and accuracy (:mod:`~tictactoe.coach.scores`); a review
  kept with its game as data and back (:mod:`~tictactoe.coach.kept`).
* Puzzles: :class:`Puzzle` and its text form (:mod:`~tictactoe.coach.puzzle`);
  finding them in games (:mod:`~tictactoe.coach.puzzle_find`); proving a stored one
  again (:mod:`~tictactoe.coach.puzzle_check`); judging a move tried
  (:mod:`~tictactoe.coach.puzzle_judge`); puzzle files and the shipped puzzles
  (:mod:`~tictactoe.coach.puzzle_store`); the person's own games
  (:mod:`~tictactoe.coach.own_games`).
"""

from __future__ import annotations

from tictactoe.coach.assess import Assessment, Budget
from tictactoe.coach.facts import Proof
from tictactoe.coach.kept import budget_of, review_data, review_of
from tictactoe.coach.own_games import OwnFound, Unfit, own_found, own_puzzles
from tictactoe.coach.puzzle import (
    MAX_PLIES,
    MIN_PLIES,
    MUCH_SLOWER,
    Node,
    Puzzle,
    PuzzleError,
    PuzzleKind,
    from_line,
    to_line,
)
from tictactoe.coach.puzzle_check import reprove
from tictactoe.coach.puzzle_find import Finder, main_line, puzzle_at, puzzles_in
from tictactoe.coach.puzzle_judge import NOT_A_FOUR, Judgement, Refutation, Result, judge
from tictactoe.coach.puzzle_store import PuzzleFileError, parse_puzzles, read_puzzles, shipped
from tictactoe.coach.review import (
    DEFAULT_BUDGET,
    MoveReview,
    Review,
    SideSummary,
    continue_review,
    review_game,
    review_move,
)
from tictactoe.coach.scores import Grade, expected_score
from tictactoe.coach.verdicts import MoveVerdict, VerdictKind

__all__ = [
    # the review
    "DEFAULT_BUDGET",
    "Assessment",
    "Budget",
    "Grade",
    "MoveReview",
    "MoveVerdict",
    "Proof",
    "Review",
    "SideSummary",
    "VerdictKind",
    "budget_of",
    "continue_review",
    "expected_score",
    "review_data",
    "review_game",
    "review_move",
    "review_of",
    # puzzles
    "MAX_PLIES",
    "MIN_PLIES",
    "MUCH_SLOWER",
    "Finder",
    "Judgement",
    "Node",
    "OwnFound",
    "Puzzle",
    "PuzzleError",
    "PuzzleFileError",
    "PuzzleKind",
    "NOT_A_FOUR",
    "Refutation",
    "Result",
    "Unfit",
    "from_line",
    "judge",
    "main_line",
    "own_found",
    "own_puzzles",
    "parse_puzzles",
    "puzzle_at",
    "puzzles_in",
    "read_puzzles",
    "reprove",
    "shipped",
    "to_line",
]
