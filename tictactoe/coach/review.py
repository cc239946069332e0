"""The review of a game: every move judged, an accuracy per side, the graph's points.  No Qt.

:func:`review_game` assesses every position of the game once
(:func:`tictactoe.coach.assess.assess`, one :class:`~tictactoe.ai.Limit` each) and
judges each move from the positions before and after it:

* where both are solved exactly, by the exact values (:class:`ExactKind`): kept the
  win (with both distances when it got longer: "wins in 7 instead of 3"), threw away
  a win, let the opponent force a win, kept the draw, or was lost anyway;
* always, by the loss of expected score (:mod:`tictactoe.coach.scores`): a
  :class:`~tictactoe.coach.scores.Grade` and an accuracy;
* by the proven facts the threat search finds: a win by fours the mover had and
  the move did not keep (``missed_fours``), a win by fours it handed the opponent
  (``allowed_fours``).  Either makes the move a blunder, whatever the scores say:
  on a solved board, throwing away a win or letting the opponent force one is
  always a loss of half a point or more.

The move kept a win by fours when the game's engine proves the mover still wins
after it, or the move is itself the first four of a win by fours
(:func:`tictactoe.ai.winning_fours`, which tries every four).

The review runs on the window's one background worker later: it polls ``cancel``
(a cancelled review is returned as far as it got, ``complete`` false) and reports
each judged move to ``on_progress``.  Words are the caller's: this returns data.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import Callable

from tictactoe.ai import Cancel, Limit, Verdict, winning_fours
from tictactoe.coach.assess import Assessment, assess, exact_line, keeps
from tictactoe.coach.scores import Grade, grade, move_accuracy, side_accuracy
from tictactoe.game import Game, Mark, Move, Position, Rules

DEFAULT_TIME = 0.5  # seconds per position: a 60-move 15x15 game in 21 s (bench review)
MAX_FOURS_CHECK = 41  # a four played is checked for a win by fours this long


class ExactKind(str, enum.Enum):
    """A move's verdict from exact values (the mover's result before and after it)."""

    KEPT_WIN = "kept the win"
    THREW_AWAY_WIN = "threw away a win"
    LET_OPPONENT_WIN = "let the opponent force a win"
    KEPT_DRAW = "kept the draw"
    STILL_LOST = "lost anyway"


@dataclass(frozen=True)
class ExactVerdict:
    """``best``: the position's exact value before the move; ``played``: its value after
    the move played, counted from the same position (so "wins in 7 instead of 3" is
    ``played.plies`` against ``best.plies``)."""

    kind: ExactKind
    best: Verdict
    played: Verdict


@dataclass(frozen=True)
class MoveReview:
    """One move judged.  ``before`` and ``after``: the mover's expected score before and
    after it; ``loss``: the expected score it cost (0 for the engine's own choice, and
    for a move that keeps the exact result).  ``better``: the move the engine prefers
    (None when the move played was best) and ``line``, its line from the position
    before the move."""

    ply: int
    mover: Mark
    move: Move
    before: float
    after: float
    loss: float
    grade: Grade
    accuracy: float
    exact: ExactVerdict | None = None
    better: Move | None = None
    line: tuple[Move, ...] = ()
    missed_fours: tuple[Move, ...] | None = None
    allowed_fours: tuple[Move, ...] | None = None


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


Progress = Callable[[Review], None]


def review_game(
    game: Game,
    limit: Limit = Limit(time=DEFAULT_TIME),
    *,
    first: int = 0,
    cancel: Cancel | None = None,
    on_progress: Progress | None = None,
) -> Review:
    """Review the moves of ``game`` from move ``first`` (0-based) on; ``limit`` bounds
    each position's search (``Limit(time=None)``: solve small boards to the end).
    The game is not changed; an end decided off the board (a called draw, a forfeit)
    is not part of the board and is not judged."""
    moves = tuple(game.moves)
    if not 0 <= first <= len(moves):
        raise ValueError(f"first must be from 0 to {len(moves)}, not {first}")
    board = Game.for_rules(game.rules, start=game.start)
    for move in moves[:first]:
        board.play(move)
    positions = [assess(board, limit, cancel)]
    judged: list[MoveReview] = []
    review = Review(game.rules, game.start, moves, first, tuple(positions), (), first == len(moves))
    for ply in range(first, len(moves)):
        if cancel is not None and cancel.is_set():
            break
        before_game = board.copy()
        board.play(moves[ply])
        after = assess(board, limit, cancel)
        if cancel is not None and cancel.is_set():
            break  # the assessment was cut short: it judges nothing
        judgement = judge_move(before_game, moves[ply], positions[-1], after, ply, limit, cancel)
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
    limit: Limit = Limit(time=DEFAULT_TIME),
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
    return joined(review_game(game, limit, first=start, cancel=cancel, on_progress=report))


def review_move(
    game: Game, move: Move, limit: Limit = Limit(time=DEFAULT_TIME), cancel: Cancel | None = None
) -> MoveReview | None:
    """One move tried in ``game``'s position (a "learn from your mistakes" answer),
    judged as the review judges a move played: both positions assessed, then
    :func:`judge_move`.  None when ``cancel`` cut it short.  The game is not changed."""
    before = assess(game, limit, cancel)
    after_game = game.copy()
    after_game.play(move)
    after = assess(after_game, limit, cancel)
    if cancel is not None and cancel.is_set():
        return None
    return judge_move(game, move, before, after, len(game.moves), limit, cancel)


def judge_move(
    game: Game,
    move: Move,
    before: Assessment,
    after: Assessment,
    ply: int,
    limit: Limit,
    cancel: Cancel | None = None,
) -> MoveReview:
    """The judgement of ``move`` played in ``game`` (the position before it), from the
    assessments of the positions before and after it."""
    mover = before.mover
    score_after = 1.0 - after.score
    exact = _exact_verdict(before, after) if before.exact and after.exact else None
    if exact is not None:
        best = keeps(
            exact.best,
            after.verdict() if not after.over else None,
            mover,
            after.over and after.winner is mover,
        )
    else:
        best = move == before.best
    loss = 0.0 if best else max(0.0, before.score - score_after)
    missed = _missed_fours(game, move, before, after, cancel)
    allowed = after.fours if after.fours is not None and before.winner is not mover.other else None
    better, line = (None, ()) if best else _better(game, move, before, limit, cancel)
    graded = grade(loss, best)
    if missed is not None or allowed is not None:
        graded = Grade.BLUNDER  # a proven win thrown away or handed over, as on a solved board
    return MoveReview(
        ply,
        mover,
        move,
        before.score,
        score_after,
        loss,
        graded,
        move_accuracy(before.score, before.score - loss),
        exact,
        better,
        line,
        missed,
        allowed,
    )


def _exact_verdict(before: Assessment, after: Assessment) -> ExactVerdict:
    mover = before.mover
    best = Verdict(before.winner, before.plies or 0)
    if after.over:
        played = Verdict(after.winner, 1 if after.winner is not None else 0)
    else:
        played = Verdict(after.winner, (after.plies or 0) + 1 if after.winner else 0)
    if best.winner is mover:
        kind = ExactKind.KEPT_WIN if played.winner is mover else ExactKind.THREW_AWAY_WIN
    elif best.winner is None:
        kind = ExactKind.KEPT_DRAW if played.winner is None else ExactKind.LET_OPPONENT_WIN
    else:
        kind = ExactKind.STILL_LOST
    return ExactVerdict(kind, best, played)


def _missed_fours(
    game: Game, move: Move, before: Assessment, after: Assessment, cancel: Cancel | None = None
) -> tuple[Move, ...] | None:
    """The mover's win by fours before the move, when the move did not keep a win."""
    fours = before.fours
    if fours is None or move == fours[0]:
        return None
    if after.winner is before.mover:
        return None  # still a proven win after the move
    kept = winning_fours(game, max_plies=MAX_FOURS_CHECK, cancel=cancel)
    if kept is None or move in kept:
        return None
    return fours


def _better(
    game: Game, move: Move, before: Assessment, limit: Limit, cancel: Cancel | None
) -> tuple[Move | None, tuple[Move, ...]]:
    """The engine's better move and its line from the position before ``move``."""
    if before.exact:
        verdict = before.verdict()
        line = exact_line(game, verdict, limit.time, cancel) if verdict is not None else ()
        return (line[0] if line else None), line
    if before.best is None or before.best == move:
        return None, ()
    return before.best, before.line
