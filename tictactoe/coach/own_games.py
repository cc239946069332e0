"""The person's own games feed the puzzles: the positions of a reviewed game that qualify.

:func:`own_puzzles` (and :func:`own_found`, which also says why none qualified: an
:class:`Unfit`) looks only where the review already found a proven win for the side to
move (an exact win, a win by fours, the engine's proven value) of
``MIN_PLIES`` to ``MAX_PLIES``: those positions are the candidates, and
:func:`~tictactoe.coach.puzzle_find.puzzle_at` decides (the same rule as every
puzzle).  A position that continues the win of a puzzle already taken (before that
win's end) is skipped: it is the same combination a move later.  Each puzzle is
marked with the date of the game (``played_on``), so the window can say "from your
game of 3 March".  Where they are kept: :mod:`tictactoe.storage.own_puzzles`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date

from tictactoe.coach.puzzle import MAX_PLIES, MIN_PLIES, Puzzle
from tictactoe.coach.puzzle_find import Finder, board_fits, puzzle_at
from tictactoe.coach.review import Review
from tictactoe.game import Game, Mark
from tictactoe.sentences import QT_TRANSLATE_NOOP


class Unfit(enum.Enum):
    """Why a reviewed game of the person's gave no puzzle, as the window says it to them
    (marked for translation here, where the reason is known; ``{}``: the most moves a
    puzzle's win takes)."""

    BOARD = QT_TRANSLATE_NOOP(
        "Review_", "No puzzle from this game: puzzles come from boards of 5x5 to 15x15."
    )
    NOT_COMPLETE = QT_TRANSLATE_NOOP(
        "Review_", "No puzzle from this game yet: the review is not complete."
    )
    NO_WIN = QT_TRANSLATE_NOOP(
        "Review_", "No puzzle from this game: you never had a proven forced win."
    )
    AT_ONCE = QT_TRANSLATE_NOOP(
        "Review_", "No puzzle from this game: your proven wins were wins at once."
    )
    TOO_LONG = QT_TRANSLATE_NOOP(
        "Review_", "No puzzle from this game: your proven wins were longer than {} moves."
    )
    NOT_UNIQUE = QT_TRANSLATE_NOOP(
        "Review_",
        "No puzzle from this game: each of your wins had another first move as quick, "
        "or could not be proven on its own.",
    )


@dataclass(frozen=True)
class OwnFound:
    """What a reviewed game gave: ``puzzles`` (moves played before each, the puzzle);
    ``wins``: the positions with a proven win of a puzzle's length that were tried;
    ``unfit``: why none qualified (None when some did)."""

    puzzles: list[tuple[int, Puzzle]] = field(default_factory=list)
    wins: int = 0
    unfit: Unfit | None = None


def own_puzzles(
    review: Review, played_on: date, mark: Mark | None = None, finder: Finder | None = None
) -> list[tuple[int, Puzzle]]:
    """(moves played before it, puzzle) for each position of the reviewed game that
    qualifies; ``mark``: only positions where that side is to move (the person's)."""
    return own_found(review, played_on, mark, finder).puzzles


def own_found(
    review: Review, played_on: date, mark: Mark | None = None, finder: Finder | None = None
) -> OwnFound:
    """:func:`own_puzzles` with what was tried and, when none qualified, why."""
    finder = finder if finder is not None else Finder()
    board = Game.for_rules(review.rules, start=review.start)
    if not board_fits(board):
        return OwnFound(unfit=Unfit.BOARD)
    for move in review.played[: review.first]:
        board.play(move)
    out: list[tuple[int, Puzzle]] = []
    busy_until = {Mark.X: -1, Mark.O: -1}
    wins = at_once = too_long = 0
    for j, assessment in enumerate(review.positions):
        ply = review.first + j
        mover = assessment.mover
        if not assessment.over and (mark is None or mover is mark) and assessment.winner is mover:
            plies = assessment.plies or 0
            at_once += plies < MIN_PLIES
            too_long += plies > MAX_PLIES
            if ply > busy_until[mover] and MIN_PLIES <= plies <= MAX_PLIES:
                wins += 1
                found = puzzle_at(board, finder, played_on=played_on.isoformat())
                if found is not None:
                    out.append((ply, found))
                    busy_until[mover] = ply + found.plies
        if ply < len(review.played) and not board.is_over():
            board.play(review.played[ply])
    return OwnFound(out, wins, None if out else _why(review, wins, at_once, too_long))


def _why(review: Review, wins: int, at_once: int, too_long: int) -> Unfit:
    if wins:
        return Unfit.NOT_UNIQUE
    if at_once:
        return Unfit.AT_ONCE
    if too_long:
        return Unfit.TOO_LONG
    return Unfit.NO_WIN if review.complete else Unfit.NOT_COMPLETE
