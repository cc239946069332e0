"""The person's own games feed the puzzles: the positions of a reviewed game that qualify.

:func:`own_puzzles` looks only where the review already found a proven win for the
side to move (an exact win, a win by fours, the engine's proven value) of
``MIN_PLIES`` to ``MAX_PLIES``: those positions are the candidates, and
:func:`~tictactoe.coach.puzzle_find.puzzle_at` decides (the same rule as every
puzzle).  A position that continues the win of a puzzle already taken (before that
win's end) is skipped: it is the same combination a move later.  Each puzzle is
marked with the date of the game (``played_on``), so the window can say "from your
game of 3 March".  Where they are kept: :mod:`tictactoe.storage.own_puzzles`.
"""

from __future__ import annotations

from datetime import date

from tictactoe.coach.puzzle import MAX_PLIES, MIN_PLIES, Puzzle
from tictactoe.coach.puzzle_find import Finder, puzzle_at
from tictactoe.coach.review import Review
from tictactoe.game import Game, Mark


def own_puzzles(
    review: Review, played_on: date, mark: Mark | None = None, finder: Finder = Finder()
) -> list[tuple[int, Puzzle]]:
    """(moves played before it, puzzle) for each position of the reviewed game that
    qualifies; ``mark``: only positions where that side is to move (the person's)."""
    board = Game.for_rules(review.rules, start=review.start)
    for move in review.played[: review.first]:
        board.play(move)
    out: list[tuple[int, Puzzle]] = []
    busy_until = {Mark.X: -1, Mark.O: -1}
    for j, assessment in enumerate(review.positions):
        ply = review.first + j
        mover = assessment.mover
        if (
            not assessment.over
            and (mark is None or mover is mark)
            and ply > busy_until[mover]
            and assessment.winner is mover
            and MIN_PLIES <= (assessment.plies or 0) <= MAX_PLIES
        ):
            found = puzzle_at(board, finder, played_on=played_on.isoformat())
            if found is not None:
                out.append((ply, found))
                busy_until[mover] = ply + found.plies
        if ply < len(review.played) and not board.is_over():
            board.play(review.played[ply])
    return out
