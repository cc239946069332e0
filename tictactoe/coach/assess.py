"""What is known of one position, for the review: an :class:`Assessment`.  No Qt.

A position is assessed alone, from its stones and a :class:`Budget` (a count of nodes):
the same position gives the same assessment on any machine, in the window as on the
command line.  In turn:

* where the exact solver tries the position (:func:`tictactoe.ai.solvable`) and settles
  it within the budget's time cap, its value with the exact distance decides;
* elsewhere :func:`tictactoe.ai.analyze`, bounded by nodes, gives a value, a move and a
  line (the expected score follows, :mod:`tictactoe.coach.scores`), and the proven facts
  of both sides are asked of :mod:`tictactoe.coach.facts`: the side to move's own win;
  the other side's win as if it moved (the threat) and whether a move stops it (the
  position is lost when none does) or, with no threat, whether its absence is proven.
  The engine's own proven value counts too.

The time cap (a position's seconds at most) only says when it cut something short
(``cut``): a solve that did not finish, a search that ran out of time before its nodes,
proofs still at work when the position's time was up.  Such a position may be assessed
otherwise on another machine; everything else is a function of the position.

On a solved board the better move and its line are found only when asked
(:func:`exact_line`): the review needs them for the moves that were not best.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from tictactoe.ai import (
    WIN,
    Cancel,
    Limit,
    Verdict,
    analyze,
    is_proven,
    solvable,
    solve,
)
from tictactoe.coach.facts import (
    FACTS_NODES,
    PROOF,
    Defence,
    Held,
    Proof,
    as_if,
    defend,
    from_cold,
    proof_of,
    proven_win,
    winning_starts,
)
from tictactoe.coach.scores import expected_score
from tictactoe.game import Game, Mark, Move

LINE_PLIES = 8  # the better move's line is shown this far (on a solved board)
DEFAULT_NODES = 5_000  # the engine's nodes a position (about 0.5 s on 15x15 on this machine)
DEFAULT_CAP = 10.0  # seconds a position at most: a cap that says when it cut a search short
SEARCH_DEPTH = 30  # the engine's iterations at most: below the empty cells of every board
#                    the solver does not settle, so analyze runs the pattern search alone
#                    (the proof table, which depends on what the process proved before,
#                    stays out of it)
CUT_SHARE = 0.9  # a search that took this share of the cap or more was cut by it


@dataclass(frozen=True)
class Budget:
    """What a review spends on one position: ``nodes`` of the engine's search,
    ``facts`` nodes for each proof search (:mod:`tictactoe.coach.facts`), and ``cap``
    seconds at most (None: no cap; small boards are then solved to the end).  The same
    budget gives the same review on any machine, unless the cap cut a search short."""

    nodes: int = DEFAULT_NODES
    facts: int = FACTS_NODES
    cap: float | None = DEFAULT_CAP

    def __post_init__(self) -> None:
        if self.nodes < 1 or self.facts < 1:
            raise ValueError("a review's node budgets must be positive")
        if self.cap is not None and not self.cap > 0:
            raise ValueError(f"the time cap must be positive, not {self.cap!r}")

    def limit(self) -> Limit:
        """The engine's :class:`~tictactoe.ai.Limit` for one position."""
        return Limit(time=self.cap or NO_CAP_S, nodes=self.nodes, depth=SEARCH_DEPTH)


NO_CAP_S = 3600.0  # the engine wants a time: with no cap, one the nodes always come first


@dataclass(frozen=True)
class Assessment:
    """One position, for the side to move (``mover``).

    ``score``: the mover's expected score (0 to 1).  ``exact``: from the exact
    solver (the value and distance are exact, a draw included).  ``winner`` and
    ``plies``: a proven result (``winner`` None with ``exact`` is a draw), counted from
    here, the mover's move included (a loss in 2: the other side wins at its next move);
    ``proof`` says what proved it.  ``value``: the engine's value for the mover
    (``WIN - plies`` for a proven win).  ``best`` and ``line``: the engine's move and its
    line, or the proven win's line.  ``fours``: the mover's own win by fours, when found.
    ``threat``: the other side's proven win as if it moved; ``defence``: whether the
    mover can stop it (:class:`~tictactoe.coach.facts.Defence`); ``no_threat``: the
    other side provably has no such win.  ``over``: the game ended here (``winner``
    won, or a draw).  ``cut``: the time cap cut a search short here.
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
    proof: Proof | None = None
    threat: tuple[Move, ...] | None = None
    defence: Defence | None = None
    no_threat: bool = False
    cut: bool = False

    @property
    def proven(self) -> bool:
        """The result is known: an exact value, or a proven win or loss."""
        return self.exact or self.winner is not None

    def verdict(self) -> Verdict | None:
        """The proven result as the engine's :class:`~tictactoe.ai.Verdict`, else None."""
        if not self.proven:
            return None
        return Verdict(self.winner, self.plies or 0)

    def held(self) -> Move | None:
        """The move proven to stop the other side's threat, when one was found."""
        if self.defence is not None and self.defence.held is Held.HELD:
            return self.defence.move
        return None


def assess(
    game: Game, budget: Budget = Budget(), cancel: Cancel | None = None, *, engine: bool = True
) -> Assessment:
    """The assessment of ``game``'s position (the game is not changed).  ``engine``
    false: the proven facts alone (no solver, no search; the score is 0.5 unless a
    result is proven), as a large board's review has them."""
    mover = game.to_move()
    if game.is_over():
        return _final(game)
    cap = Cap(cancel, budget.cap)
    cut = False
    if engine and solvable(game) and game.rules.freestyle:  # the solver plays freestyle
        verdict = solve(game, budget=budget.cap, cancel=cancel)
        if verdict is not None:
            return _exact(mover, verdict)
        cut = not (cancel is not None and cancel.is_set())
    value: float = 0.0
    best: Move | None = None
    line: tuple[Move, ...] = ()
    from_cold()  # the searches from a known start (an exact value needs none): its own
    if engine:
        analysis = analyze(game, budget.limit(), cancel=cancel)
        if analysis.exact:  # the search settled every move (a small board)
            found = Verdict.of(analysis.value, mover)
            return Assessment(
                mover,
                _score_of(found, mover),
                True,
                found.winner,
                found.plies if found.winner else None,
                analysis.value,
                analysis.best,
                tuple(analysis.info.get("pv") or (analysis.best,)),
                proof=Proof.SEARCH,
                cut=cut,
            )
        cut = cut or (budget.cap is not None and analysis.time_s >= CUT_SHARE * budget.cap)
        value, best = analysis.value, analysis.best
        line = tuple(analysis.info.get("pv") or (analysis.best,))
    facts = _with_facts(game, budget, cap, value, best, line, cut, engine)
    return replace(facts, cut=True) if cap.fired else facts


class Cap:
    """The flag a position's proof searches read: the caller's ``cancel``, or the time
    cap past (``fired`` then says so: the position was cut short)."""

    def __init__(self, cancel: Cancel | None, seconds: float | None) -> None:
        self.cancel = cancel
        self.until = None if seconds is None else time.perf_counter() + seconds
        self.fired = False

    def is_set(self) -> bool:
        if self.cancel is not None and self.cancel.is_set():
            return True
        if self.until is not None and time.perf_counter() >= self.until:
            self.fired = True
        return self.fired


def _with_facts(
    game: Game,
    budget: Budget,
    cancel: Cancel | None,
    value: float,
    best: Move | None,
    line: tuple[Move, ...],
    cut: bool,
    searched: bool = True,
) -> Assessment:
    """The engine's reading (``value``, ``best``, ``line``) joined with the proven facts."""
    mover = game.to_move()
    own = proven_win(game, mover, budget.facts, cancel)
    threat = proven_win(game, mover.other, budget.facts, cancel)
    winner: Mark | None = None
    plies: int | None = None
    proof: Proof | None = None
    defence: Defence | None = None
    no_threat = False
    if own is not None and not (is_proven(value) and value > 0 and WIN - value < len(own)):
        winner, plies, proof, line, best = mover, len(own), proof_of(game, own), own, own[0]
    elif is_proven(value) and value > 0:
        winner, plies, proof = mover, int(WIN - value), Proof.SEARCH
    if winner is None:
        if threat is not None:
            defence = defend(game, threat, budget.facts, cancel)
            if defence.held is Held.LOST:
                winner, plies, proof = mover.other, defence.plies, PROOF
            elif (
                defence.held is Held.HELD
                and searched
                and _still_wins(game, defence, budget, cancel)
            ):
                defence = Defence(Held.UNKNOWN)  # held by fours, not against the engine's search
        else:
            no_threat = winning_starts(as_if(game, mover.other), budget.facts, cancel) == {}
        if winner is None and is_proven(value) and value < 0:
            winner, plies, proof = mover.other, int(WIN + value), Proof.SEARCH
    if winner is not None and plies is not None:
        value = WIN - plies if winner is mover else -(WIN - plies)
    return Assessment(
        mover,
        expected_score(value) if searched or winner is not None else 0.5,
        False,
        winner,
        plies,
        value,
        best,
        line,
        own,
        proof=proof,
        threat=threat,
        defence=defence,
        no_threat=no_threat,
        cut=cut,
    )


def _still_wins(game: Game, defence: Defence, budget: Budget, cancel: Cancel | None) -> bool:
    """After the move that holds the other side's win by fours, does the engine's own
    search still prove a win for it (by threes, say)?  A defence is taken only where it
    does not."""
    child = game.copy()
    child.play(defence.move)  # type: ignore[arg-type]  # HELD always carries its move
    if child.is_over():
        return False
    value = analyze(child, budget.limit(), cancel=cancel).value
    return is_proven(value) and value > 0


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
    return Assessment(
        mover, _score_of(verdict, mover), True, verdict.winner, plies, value, proof=Proof.EXACT
    )


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
