"""The review of a game: every move judged, an accuracy per side, the graph's points.  No Qt.

:func:`review_game` assesses every position of the game once
(:func:`tictactoe.coach.assess.assess`, with one :class:`~tictactoe.coach.assess.Budget`
of nodes each: a review is a function of the game and the budget, the same on any
machine) and judges each move from the positions before and after it:

* by what it changed in the proven facts (:mod:`tictactoe.coach.verdicts`): kept the
  win, missed a win, allowed a win, kept the draw, lost anyway; the same rules on every
  board, whether the exact solver or wins by fours proved the facts;
* always, by the loss of expected score (:mod:`tictactoe.coach.scores`): a
  :class:`~tictactoe.coach.scores.Grade` and an accuracy.  A verdict overrides it: a
  win missed or allowed is a blunder (on a solved board that is always half a point or
  more), a win kept or a lost position defended is no error (a slower win, a quicker
  loss is "good": it is said, not punished).

The review runs on the window's one background worker: it polls ``cancel`` (a cancelled
review is returned as far as it got, ``complete`` false) and reports each judged move
to ``on_progress``.  Words are the caller's: this returns data.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from tictactoe.ai import Cancel
from tictactoe.coach.assess import Assessment, Budget, assess, exact_line
from tictactoe.coach.scores import Grade, grade, move_accuracy, side_accuracy
from tictactoe.coach.verdicts import MoveVerdict, VerdictKind, verdict_of
from tictactoe.game import Game, Mark, Move, Position, Rules

DEFAULT_BUDGET = Budget()  # the window's and the command line's, one position each


@dataclass(frozen=True)
class MoveReview:
    """One move judged.  ``before`` and ``after``: the mover's expected score before and
    after it; ``loss``: the expected score it cost (0 for the engine's own choice, and
    for a move that keeps the proven result).  ``verdict``: what it changed in the proven
    facts, when they settle it.  ``better``: the move the engine prefers (None when the
    move played was best) and ``line``, its line from the position before the move.
    ``cut``: the time cap cut a search of this move's positions short (another machine
    may judge it otherwise)."""

    ply: int
    mover: Mark
    move: Move
    before: float
    after: float
    loss: float
    grade: Grade
    accuracy: float
    verdict: MoveVerdict | None = None
    better: Move | None = None
    line: tuple[Move, ...] = ()
    cut: bool = False


@dataclass(frozen=True)
class SideSummary:
    """A side's accuracy (None: it made no move reviewed) and its moves per grade."""

    mark: Mark
    accuracy: float | None
    counts: dict[Grade, int]


@dataclass(frozen=True)
class Review:
    """The review of a game so far: ``positions[j]`` is the position after move
    ``first + j`` (``positions[0]`` the one before move ``first``), ``moves[j]`` the
    judgement of move ``first + j``.  ``complete``: every move from ``first`` on."""

    rules: Rules
    start: Position
    played: tuple[Move, ...]
    first: int
    positions: tuple[Assessment, ...]
    moves: tuple[MoveReview, ...]
    complete: bool

    def graph(self) -> tuple[tuple[int, float], ...]:
        """The evaluation graph: (moves played, X's expected score) for every position
        assessed."""
        return tuple(
            (self.first + j, a.score if a.mover is Mark.X else 1.0 - a.score)
            for j, a in enumerate(self.positions)
        )

    def summary(self, mark: Mark) -> SideSummary:
        mine = [m for m in self.moves if m.mover is mark]
        counts = {g: sum(1 for m in mine if m.grade is g) for g in Grade}
        return SideSummary(mark, side_accuracy([m.accuracy for m in mine]), counts)

    def cut(self) -> int:
        """How many moves the time cap cut short."""
        return sum(1 for m in self.moves if m.cut)


Progress = Callable[[Review], None]


def review_game(
    game: Game,
    budget: Budget = DEFAULT_BUDGET,
    *,
    first: int = 0,
    cancel: Cancel | None = None,
    on_progress: Progress | None = None,
) -> Review:
    """Review the moves of ``game`` from move ``first`` (0-based) on; ``budget`` bounds
    each position's searches (``Budget(cap=None)``: solve small boards to the end).
    The game is not changed; an end decided off the board (a called draw, a forfeit)
    is not part of the board and is not judged."""
    moves = tuple(game.moves)
    if not 0 <= first <= len(moves):
        raise ValueError(f"first must be from 0 to {len(moves)}, not {first}")
    board = Game.for_rules(game.rules, start=game.start)
    for move in moves[:first]:
        board.play(move)
    positions = [assess(board, budget, cancel)]
    judged: list[MoveReview] = []
    review = Review(game.rules, game.start, moves, first, tuple(positions), (), first == len(moves))
    for ply in range(first, len(moves)):
        if cancel is not None and cancel.is_set():
            break
        before_game = board.copy()
        board.play(moves[ply])
        after = assess(board, budget, cancel)
        if cancel is not None and cancel.is_set():
            break  # the assessment was cut short: it judges nothing
        judgement = judge_move(before_game, moves[ply], positions[-1], after, ply, budget, cancel)
        if cancel is not None and cancel.is_set():
            break  # so was the judgement (its searches stop at the flag)
        positions.append(after)
        judged.append(judgement)
        review = replace(
            review, positions=tuple(positions), moves=tuple(judged), complete=ply == len(moves) - 1
        )
        if on_progress is not None:
            on_progress(review)
    return review


def continue_review(
    review: Review,
    game: Game,
    budget: Budget = DEFAULT_BUDGET,
    *,
    cancel: Cancel | None = None,
    on_progress: Progress | None = None,
) -> Review:
    """``review`` (of ``game``, cut short) carried on to the end: the moves it has are
    kept and the rest are reviewed; progress reports the whole review so far."""
    if review.complete:
        return review
    start = review.first + len(review.moves)

    def joined(rest: Review) -> Review:
        return replace(
            rest,
            first=review.first,
            positions=review.positions + rest.positions[1:],
            moves=review.moves + rest.moves,
        )

    report = None if on_progress is None else (lambda rest: on_progress(joined(rest)))
    return joined(review_game(game, budget, first=start, cancel=cancel, on_progress=report))


def review_move(
    game: Game, move: Move, budget: Budget = DEFAULT_BUDGET, cancel: Cancel | None = None
) -> MoveReview | None:
    """One move tried in ``game``'s position (a "learn from your mistakes" answer),
    judged as the review judges a move played: both positions assessed, then
    :func:`judge_move`.  None when ``cancel`` cut it short.  The game is not changed."""
    before = assess(game, budget, cancel)
    after_game = game.copy()
    after_game.play(move)
    after = assess(after_game, budget, cancel)
    if cancel is not None and cancel.is_set():
        return None
    return judge_move(game, move, before, after, len(game.moves), budget, cancel)


def judge_move(
    game: Game,
    move: Move,
    before: Assessment,
    after: Assessment,
    ply: int,
    budget: Budget,
    cancel: Cancel | None = None,
) -> MoveReview:
    """The judgement of ``move`` played in ``game`` (the position before it), from the
    assessments of the positions before and after it."""
    mover = before.mover
    score_after = 1.0 - after.score
    verdict = verdict_of(before, after)
    if verdict is None:
        best = move == before.best
    elif verdict.kind in (VerdictKind.MISSED_WIN, VerdictKind.ALLOWED_WIN):
        best = False
    else:
        best = not verdict.slower and (verdict.played is not None or before.exact)
    kept = verdict is not None and verdict.kind not in (
        VerdictKind.MISSED_WIN,
        VerdictKind.ALLOWED_WIN,
    )
    loss = 0.0 if best or kept else max(0.0, before.score - score_after)
    graded = grade(loss, best)
    if verdict is not None and not kept:
        graded = Grade.BLUNDER  # a proven win thrown away or handed over
    better, line = (None, ()) if best else _better(game, move, before, verdict, budget, cancel)
    return MoveReview(
        ply,
        mover,
        move,
        before.score,
        score_after,
        loss,
        graded,
        move_accuracy(before.score, before.score - loss),
        verdict,
        better,
        line,
        before.cut or after.cut,
    )


def _better(
    game: Game,
    move: Move,
    before: Assessment,
    verdict: MoveVerdict | None,
    budget: Budget,
    cancel: Cancel | None,
) -> tuple[Move | None, tuple[Move, ...]]:
    """The better move and its line from the position before ``move``: on a solved board
    the exact line; else the proven win missed, the defence the move did not find, or
    the engine's move and line."""
    if before.exact:
        found = before.verdict()
        line = exact_line(game, found, budget.cap, cancel) if found is not None else ()
        better = line[0] if line else None
        return (None, ()) if better == move else (better, line)
    if before.winner is before.mover and before.line and before.line[0] != move:
        return before.line[0], before.line  # the win: the quickest one proven
    defence = before.defence
    if (
        defence is not None
        and defence.move is not None
        and defence.move != move
        and (verdict is None or verdict.kind is not VerdictKind.KEPT_WIN)
    ):
        return defence.move, (defence.move,)  # the defence held, or the longest one
    if before.best is None or before.best == move:
        return None, ()
    return before.best, before.line
