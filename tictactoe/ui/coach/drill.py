""" "Learn from your mistakes": the exercises a review sets and where one stands.  No Qt.

Each mistake or blunder (:class:`tictactoe.coach.Grade`) of the person's sides, in
the order played, is an exercise from the position before it (Lichess sets its
mistakes and blunders, not its inaccuracies).  An answer is right when the review
would not call it an error (the engine's choice, or a good move: it loses less than
an inaccuracy's 5% of expected score).
"""

from __future__ import annotations

import enum
from collections.abc import Collection

from tictactoe.coach import Grade, MoveReview, Review
from tictactoe.game import Mark

SET = (Grade.MISTAKE, Grade.BLUNDER)


class Step(enum.Enum):
    ASKING = "asking"  # the board waits for the person's answer
    JUDGING = "judging"  # the engine judges it
    RIGHT = "right"
    WRONG = "wrong"
    SHOWN = "shown"  # the answer is on the board


def mistakes_of(review: Review, sides: Collection[Mark]) -> tuple[MoveReview, ...]:
    """The exercises of ``review``: the mistakes and blunders of ``sides``."""
    return tuple(m for m in review.moves if m.grade in SET and m.mover in sides)


def is_right(tried: MoveReview) -> bool:
    return not tried.grade.is_error


class Drill:
    """The exercises and the one in front of the person."""

    def __init__(self, mistakes: tuple[MoveReview, ...]) -> None:
        if not mistakes:
            raise ValueError("no mistakes to learn from")
        self.mistakes = mistakes
        self.index = 0
        self.step = Step.ASKING
        self.solved: set[int] = set()

    @property
    def current(self) -> MoveReview:
        return self.mistakes[self.index]

    @property
    def count(self) -> int:
        return len(self.mistakes)

    def go(self, index: int) -> None:
        self.index = max(0, min(self.count - 1, index))
        self.step = Step.ASKING

    def has_next(self) -> bool:
        return self.index < self.count - 1

    def judged(self, tried: MoveReview | None) -> Step:
        """The engine's judgement of the answer came (None: it could not judge)."""
        if tried is None:
            self.step = Step.ASKING
        elif is_right(tried):
            self.step = Step.RIGHT
            self.solved.add(self.index)
        else:
            self.step = Step.WRONG
        return self.step
