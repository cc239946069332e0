"""The review's work on the window's one background worker: the jobs the
:class:`~tictactoe.ui.workers.analysis_runner.AnalysisRunner` runs for the Review
screen.  No widgets (they run on the worker's thread, on data of their own; their words go
through QCoreApplication.translate, which is thread-safe).

* :func:`review_job`: the game reviewed (or a review cut short carried on), each
  judged move reported as the review so far; once the review is complete and the
  game was the person's, its positions that qualify become the person's own puzzles
  (:func:`tictactoe.coach.own_found`, which says why when none does), kept in
  ``my_puzzles.tsv``
  (:class:`tictactoe.storage.own_puzzles.OwnPuzzles`) by this thread, so the window
  never waits on the file.
* :func:`attempt_job`: a move tried in a "learn from your mistakes" exercise,
  judged as the review judges a move (:func:`tictactoe.coach.review_move`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from tictactoe.ai import Cancel
from tictactoe.coach import (
    Budget,
    Finder,
    MoveReview,
    Puzzle,
    Review,
    Unfit,
    continue_review,
    own_found,
    review_game,
    review_move,
)
from tictactoe.coach.facts import FACTS_NODES
from tictactoe.game import Game, Mark, Move
from tictactoe.storage.own_puzzles import OwnPuzzles
from tictactoe.ui.words.problem_words import said
from tictactoe.ui.words.translation import Words, fill

Review_ = Words("Review_")

CUTTING = "cutting puzzles"  # reported once the review is done and puzzles are sought


@dataclass(frozen=True)
class OwnCut:
    """Where and for whom a reviewed game's puzzles are cut: the person's ``marks``,
    the game's date, the data folder."""

    directory: Path
    marks: frozenset[Mark]
    played_on: date


@dataclass(frozen=True)
class ReviewTask:
    game: Game  # a copy: the job's own
    budget: Budget
    start: Review | None = None  # a review cut short, to carry on
    own: OwnCut | None = None


@dataclass(frozen=True)
class ReviewDone:
    review: Review
    puzzles: tuple[Puzzle, ...] = ()  # the person's new own puzzles
    problem: str | None = None  # why they could not be kept
    unfit: Unfit | None = None  # why the person's game gave none (None: some, or not asked)


def review_job(task: ReviewTask) -> Callable[[Cancel, Callable[[object], None]], ReviewDone]:
    def job(cancel: Cancel, report: Callable[[object], None]) -> ReviewDone:
        if task.start is None:
            review = review_game(task.game, task.budget, cancel=cancel, on_progress=report)
        else:
            review = continue_review(
                task.start, task.game, task.budget, cancel=cancel, on_progress=report
            )
        if not review.complete or task.own is None or cancel.is_set():
            return ReviewDone(review)
        report(CUTTING)
        return _keep_puzzles(review, task.own, cancel)

    return job


def _keep_puzzles(review: Review, own: OwnCut, cancel: Cancel) -> ReviewDone:
    mark = next(iter(own.marks)) if len(own.marks) == 1 else None
    cut = own_found(review, own.played_on, mark, Finder(nodes=FACTS_NODES, cancel=cancel))
    if cancel.is_set():
        return ReviewDone(review)
    if not cut.puzzles:
        return ReviewDone(review, unfit=cut.unfit)
    store = OwnPuzzles(own.directory)
    try:
        added = store.add(puzzle for _, puzzle in cut.puzzles)
    except OSError as error:
        return ReviewDone(
            review,
            problem=fill(Review_.tr("Your puzzles could not be kept: %1"), error.strerror or error),
        )
    return ReviewDone(review, tuple(added), None if store.problem is None else said(store.problem))


def attempt_job(
    game: Game, move: Move, budget: Budget
) -> Callable[[Cancel, Callable[[object], None]], MoveReview | None]:
    """``move`` tried in ``game``'s position (a copy), judged."""

    def job(cancel: Cancel, report: Callable[[object], None]) -> MoveReview | None:
        return review_move(game, move, budget, cancel)

    return job
