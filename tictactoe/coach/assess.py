"""What the engine knows of one position, for the review: an :class:`Assessment`.  No Qt.

Where the exact solver tries the position (:func:`tictactoe.ai.solvable`), its value
with the exact distance decides (within the limit's time); elsewhere, or when the
solve does not finish, :func:`tictactoe.ai.analyze` gives a value and a line, and
the side to move's win by fours (:func:`tictactoe.ai.win_by_fours`) is looked for:
a proof the search may have missed.  The expected score follows
(:mod:`tictactoe.coach.scores`).

On a solved board the better move and its line are found only when asked
(:func:`exact_line`): the review needs them for the moves that were not best.
"""

from __future__ import annotations

from dataclasses import dataclass

from tictactoe.ai import (
    FOURS_NODES,
    WIN,
    Cancel,
    Limit,
    Verdict,
    analyze,
    is_proven,
    solvable,
    solve,
    win_by_fours,
)
from tictactoe.coach.scores import expected_score
from tictactoe.game import Game, Mark, Move

LINE_PLIES = 8  # the better move's line is shown this far (on a solved board)


@dataclass(frozen=True)
class Assessment:
    """One position, for the side to move (``mover``).

    ``score``: the mover's expected score (0 to 1).  ``exact``: from the exact
    solver (the value and distance are exact, a draw included).  ``winner`` and
    ``plies``: a proven result (exact, a win by fours, or the engine's proven value;
    ``winner`` None with ``exact`` is a draw).  ``value``: the engine's value for the
    mover (``WIN - plies`` for a proven win).  ``best`` and ``line``: the engine's move
    and its line, when known.  ``fours``: the mover's win by fours, when found.
    ``over``: the game ended here (``winner`` won, or a draw).
    """

    mover: Mark
    score: float
    exact: bool
    winner: Mark | None = None
    plies: int | None = None
    value: float = 0.0
    best: Move | None = None
    line: tuple[Move, ...] = ()
    fours: tuple[Move, ...] | None = None
    over: bool = False

    @property
    def proven(self) -> bool:
        """The result is known: an exact value, or a proven win or loss."""
        return self.exact or self.winner is not None

    def verdict(self) -> Verdict | None:
        """The proven result as the engine's :class:`~tictactoe.ai.Verdict`, else None."""
        if not self.proven:
            return None
        return Verdict(self.winner, self.plies or 0)


def assess(
    game: Game, limit: Limit, cancel: Cancel | None = None, fours_nodes: int = FOURS_NODES
) -> Assessment:
    """The assessment of ``game``'s position (the game is not changed)."""
    mover = game.to_move()
    if game.is_over():
        return _final(game)
    if solvable(game):
        verdict = solve(game, budget=limit.time, cancel=cancel)
        if verdict is not None:
            return _exact(mover, verdict)
    analysis = analyze(game, limit, cancel=cancel)
    line = tuple(analysis.info.get("pv") or (analysis.best,))
    if analysis.exact:
        found = Verdict.of(analysis.value, mover)
        return Assessment(
            mover,
            _score_of(found, mover),
            True,
            found.winner,
            found.plies if found.winner else None,
            analysis.value,
            analysis.best,
            line,
        )
    fours = win_by_fours(game, nodes=fours_nodes, cancel=cancel)
    value = analysis.value
    if fours is not None and not (is_proven(value) and value > 0 and WIN - value <= len(fours)):
        value, line = WIN - len(fours), fours
    winner = plies = None
    if is_proven(value):
        winner = mover if value > 0 else mover.other
        plies = int(WIN - abs(value))
    best = line[0] if fours is not None and line == fours else analysis.best
    return Assessment(mover, expected_score(value), False, winner, plies, value, best, line, fours)


def exact_line(
    game: Game,
    verdict: Verdict,
    budget: float | None = None,
    cancel: Cancel | None = None,
    plies: int = LINE_PLIES,
) -> tuple[Move, ...]:
    """A line of best moves from ``game``'s position, whose exact value is ``verdict``:
    each move keeps the result and its distance (quickest win, longest defence);
    shorter when ``budget`` or ``cancel`` stops a solve."""
    game = game.copy()
    line: list[Move] = []
    while len(line) < plies and not game.is_over():
        move = _best_move(game, verdict, budget, cancel)
        if move is None:
            break
        line.append(move)
        game.play(move)
        verdict = verdict.after_move()
    return tuple(line)


def keeps(verdict: Verdict, after: Verdict | None, mover: Mark, won: bool) -> bool:
    """Does a move whose position after it is worth ``after`` (None: the game ended,
    ``won`` by the mover or drawn) keep ``verdict``, the mover's value before it, with
    its distance?"""
    if after is None:
        return (
            won
            and verdict.winner is mover
            and verdict.plies == 1
            or (not won and verdict.winner is None)
        )
    if verdict.winner is None:
        return after.winner is None
    return after.winner is verdict.winner and after.plies == verdict.plies - 1


def _best_move(
    game: Game, verdict: Verdict, budget: float | None, cancel: Cancel | None
) -> Move | None:
    mover = game.to_move()
    for move in _candidates(game):
        child = game.copy()
        child.play(move)
        if child.is_over():
            after = None
        else:
            after = solve(child, budget=budget, cancel=cancel)
            if after is None:
                return None
        if keeps(verdict, after, mover, child.winner() is mover):
            return move
    return None


def _candidates(game: Game) -> list[Move]:
    """The legal moves, those most likely best first: wins at once, blocks, then nearest
    the centre."""
    me = game.to_move()
    position = game.position()
    cx, cy = (game.width - 1) / 2, (game.height - 1) / 2
    return sorted(
        game.legal_moves(),
        key=lambda m: (
            not Game.wins_at(position, m, me),
            not Game.wins_at(position, m, me.other),
            abs(m[0] - cx) + abs(m[1] - cy),
        ),
    )


def _exact(mover: Mark, verdict: Verdict) -> Assessment:
    plies = verdict.plies if verdict.winner is not None else None
    value = (
        0.0
        if verdict.winner is None
        else (WIN - verdict.plies if verdict.winner is mover else -(WIN - verdict.plies))
    )
    return Assessment(mover, _score_of(verdict, mover), True, verdict.winner, plies, value)


def _score_of(verdict: Verdict, mover: Mark) -> float:
    if verdict.winner is None:
        return 0.5
    return 1.0 if verdict.winner is mover else 0.0


def _final(game: Game) -> Assessment:
    """A position where the game is over: the side that would move lost, or a draw."""
    winner = game.winner()
    mover = game.to_move()
    if winner is None:
        return Assessment(mover, 0.5, True, None, None, 0.0, over=True)
    return Assessment(
        mover,
        0.0 if winner is not mover else 1.0,
        True,
        winner,
        0,
        -WIN if winner is not mover else WIN,
        over=True,
    )
