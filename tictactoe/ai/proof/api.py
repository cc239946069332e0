"""Proving a position: which search to run, in what order, and the checks.

See the package doc (:mod:`tictactoe.ai.proof`) for the calls and an example.
The order for a position with the side to move S and the other side T:

1. the cache (instant);
2. small positions: the exact solver (:mod:`tictactoe.ai.solver`), which also
   gives exact distances;
3. "can S force a win?": proof-number search in the weak game (a *no* there
   is a no in the real game) and in the real game, in growing time slices
   turn about, each resuming from its table; then "can T force a win?", the
   same way (on the empty board T cannot: the first player never loses an
   m,n,k game, by strategy stealing);
4. every answer is replayed by the checker (:mod:`tictactoe.ai.proof.check`)
   before it is believed;
5. for a win, the exact distance by the exact solver's null-window tests, as
   far as the time allows (else the checked strategy's length is a bound).
"""

from __future__ import annotations

import threading
import time
from functools import lru_cache

from tictactoe.ai.proof.check import Checker
from tictactoe.ai.proof.dfpn import ProofStopped, Prover
from tictactoe.ai.proof.values import ProofCache, ProvenValue
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import INF, SearchStats, SearchStopped
from tictactoe.ai.types import Cancel, NeverCancel
from tictactoe.game import GAME_OVER, Game, Rules

EXACT_MAX_EMPTIES = 16  # the exact solver settles these at once (and gives distances)
EXACT_MAX_CELLS = 25  # boards up to 5x5 (4 in a row): the exact solver first
EXACT_SHARE = 0.5  # of the budget, for the exact solver on those boards
FIRST_SLICE = 0.05  # seconds for the real game's first slice (see _decide)
WEAK_SHARE = 0.75  # the weak game's part of each round
PROVER_TT_CAP = 1 << 20  # entries per persistent prover (about 170 MB at most)
SOLVER_CAP = 1 << 18  # exact-solver table for the distance tests


class _Budget:
    def __init__(self, time_limit: float | None, cancel: Cancel | None) -> None:
        self.deadline = (
            (time.perf_counter() + time_limit) if time_limit is not None else float("inf")
        )
        self.cancel = cancel or NeverCancel()

    def left(self) -> float:
        return self.deadline - time.perf_counter()


@lru_cache(maxsize=4)  # two boards (weak and real each); a 7x7 k=5 proof peaks at 61 MB
def _shared(rules: Rules, weak: bool) -> tuple[Prover, threading.Lock]:
    return Prover(rules, weak=weak, tt_cap=PROVER_TT_CAP), threading.Lock()


class _Borrowed:
    """The shared prover of a board (its table persists between calls), or a fresh
    one when another thread is using it."""

    def __init__(self, rules: Rules, weak: bool) -> None:
        self.prover, self.lock = _shared(rules, weak)
        self.owned = self.lock.acquire(blocking=False)
        if not self.owned:
            self.prover = Prover(rules, weak=weak, tt_cap=PROVER_TT_CAP)

    def __enter__(self) -> Prover:
        return self.prover

    def __exit__(self, *exc: object) -> None:
        if self.owned:
            self.lock.release()


def forget() -> None:
    """Drop the persistent provers and their tables (a cold start, for benchmarks)."""
    _shared.cache_clear()


def _decide(
    rules: Rules, a: int, d: int, attacker_to_move: bool, budget: _Budget
) -> tuple[bool, int, int | None, str, int | None] | None:
    """Can the attacker (stones ``a``) force a win?  ``(answer, positions, plies,
    method, first move)`` once proven and checked (see Certificate), None when
    the time ran out.  Raises ProofStopped when cancelled.

    The weak game and the real one take turns, in time slices that double,
    each search resuming from its table; the weak game gets three times the
    real one's slice.  A hold in the weak game is a hold in the real one and is
    usually much quicker to find; but where the defender has threats of its
    own the real game settles it sooner (the weak game cannot see them)."""
    slice_s = FIRST_SLICE
    weak_done = False
    with _Borrowed(rules, True) as weak, _Borrowed(rules, False) as real:
        while budget.left() > 0:
            for prover, share in ((weak, WEAK_SHARE), (real, 1 - WEAK_SHARE)):
                if prover is weak and weak_done:
                    continue
                stop = (
                    time.perf_counter() + slice_s * share / (1 - WEAK_SHARE)
                    if not weak_done
                    else budget.deadline
                )
                try:
                    answer = prover.prove(
                        a,
                        d,
                        attacker_to_move,
                        deadline=min(stop, budget.deadline),
                        cancel=budget.cancel,
                    )
                except ProofStopped as stopped:
                    if stopped.cancelled:
                        raise
                    continue
                if prover is weak and answer:
                    weak_done = True  # a weak win says nothing about the real game
                    continue
                checker = Checker(prover, budget.deadline, budget.cancel)
                try:
                    cert = checker.check(a, d, attacker_to_move, answer)
                except ProofStopped as stopped:
                    if stopped.cancelled:
                        raise
                    return None
                method = "proof search" + (" (weak game)" if prover is weak else "")
                return answer, cert.positions, cert.plies, method, cert.move
            slice_s *= 2
    return None


def _distance(
    rules: Rules, x_bits: int, o_bits: int, winner_moves: bool, bound: int | None, budget: _Budget
) -> int | None:
    """The exact plies to the win, by null-window tests of the exact solver ("a win
    by ply p?" for p = 1, 3, ...; for the side not to move, "alive after p?"),
    up to ``bound`` (the checked strategy's length, which is then exact when
    nothing shorter exists); None when the time runs out first."""
    solver = ExactSolver(rules, cap=SOLVER_CAP)
    stats = SearchStats()
    negamax = solver.searcher(stats, budget.deadline, budget.cancel)
    me, opp, keys, live, empties = solver.root(x_bits, o_bits)
    try:
        if winner_moves:
            p = 1
            while bound is None or p < bound:
                if negamax(me, opp, keys, live, empties, 0, INF - p - 1, INF - p) >= INF - p:
                    return p
                p += 2
        else:
            p = 2
            while bound is None or p < bound:
                if negamax(me, opp, keys, live, empties, 0, p - INF, p - INF + 1) <= p - INF:
                    return p
                p += 2
    except SearchStopped as stop:
        if stop.cancelled:
            raise ProofStopped(True) from None
        return None
    return bound


def _exact(
    rules: Rules, x_bits: int, o_bits: int, budget: _Budget, share: float
) -> ProvenValue | None:
    solver = ExactSolver(rules)
    stop = time.perf_counter() + max(0.0, budget.left()) * share
    start = time.perf_counter()
    try:
        score = solver.solve(
            x_bits, o_bits, deadline=min(stop, budget.deadline), cancel=budget.cancel
        )
    except SearchStopped as stopped:
        if stopped.cancelled:
            raise ProofStopped(True) from None
        return None
    to_move = "X" if x_bits.bit_count() <= o_bits.bit_count() else "O"
    plies = INF - abs(score) if score else None
    result = "win" if score > 0 else "loss" if score < 0 else "draw"
    return ProvenValue(
        result,
        to_move,
        plies,
        plies,
        x_bits | o_bits == 0,
        "exact search",
        0,
        time.perf_counter() - start,
    )


def prove_bits(
    rules: Rules,
    x_bits: int,
    o_bits: int,
    *,
    time_limit: float | None = 5.0,
    cancel: Cancel | None = None,
    cache: ProofCache | None = None,
) -> ProvenValue | None:
    """:func:`prove` for a position given as bitboards (nobody has won yet)."""
    if cache is not None:
        known = cache.get(rules, x_bits, o_bits)
        if known is not None:
            return known
    start = time.perf_counter()
    budget = _Budget(time_limit, cancel)
    empties = rules.cells - (x_bits | o_bits).bit_count()
    x_to_move = x_bits.bit_count() <= o_bits.bit_count()
    to_move = "X" if x_to_move else "O"
    empty = x_bits | o_bits == 0
    try:
        value = None
        if empties <= EXACT_MAX_EMPTIES or rules.cells <= EXACT_MAX_CELLS:
            share = 1.0 if empties <= EXACT_MAX_EMPTIES else EXACT_SHARE
            value = _exact(rules, x_bits, o_bits, budget, share)
        if value is None:
            value = _search(rules, x_bits, o_bits, x_to_move, empty, budget)
    except ProofStopped:
        return None
    if value is None:
        return None
    value = ProvenValue(
        value.result,
        to_move,
        value.plies,
        value.at_most,
        empty,
        value.method,
        value.positions,
        time.perf_counter() - start,
        value.move,
    )
    if cache is not None:
        cache.put(rules, x_bits, o_bits, value)
    return value


def _search(
    rules: Rules, x_bits: int, o_bits: int, x_to_move: bool, empty: bool, budget: _Budget
) -> ProvenValue | None:
    me, opp = (x_bits, o_bits) if x_to_move else (o_bits, x_bits)
    to_move = "X" if x_to_move else "O"
    mine = _decide(rules, me, opp, True, budget)
    if mine is None:
        return None
    answer, positions, plies, method, cell = mine
    if answer:
        exact = _distance(rules, x_bits, o_bits, True, plies, budget)
        return ProvenValue(
            "win", to_move, exact, plies, empty, method, positions, move=_move(rules, cell)
        )
    if empty:  # strategy stealing: the second player cannot force a win
        return ProvenValue(
            "draw", to_move, None, None, True, method + " and strategy stealing", positions
        )
    theirs = _decide(rules, opp, me, False, budget)
    if theirs is None:
        return None
    answer, more, plies, method2, cell = theirs
    if answer:
        exact = _distance(rules, x_bits, o_bits, False, plies, budget)
        return ProvenValue("loss", to_move, exact, plies, False, method2, more)
    return ProvenValue(
        "draw",
        to_move,
        None,
        None,
        False,
        f"{method}; {method2}",
        positions + more,
        move=_move(rules, cell),
    )


def _move(rules: Rules, cell: int | None) -> tuple[int, int] | None:
    return None if cell is None else rules.move(cell)


def to_move_wins(
    rules: Rules,
    x_bits: int,
    o_bits: int,
    *,
    time_limit: float | None,
    cancel: Cancel | None = None,
) -> bool | None:
    """Can the side to move force a win (proven and checked)?  None when neither
    answer was found in time or the call was cancelled."""
    x_to_move = x_bits.bit_count() <= o_bits.bit_count()
    me, opp = (x_bits, o_bits) if x_to_move else (o_bits, x_bits)
    try:
        found = _decide(rules, me, opp, True, _Budget(time_limit, cancel))
    except ProofStopped:
        return None
    return None if found is None else found[0]


def prove(
    game: Game,
    *,
    time_limit: float | None = 5.0,
    cancel: Cancel | None = None,
    cache: ProofCache | None = None,
) -> ProvenValue | None:
    """The proven value of the game's position for the side to move, or None when
    no proof was found and checked within ``time_limit`` seconds (None: no
    limit), or ``cancel.is_set()`` became true (the call then returns within a
    few milliseconds).  ``cache``: looked up first, and given the new value.
    Raises ValueError when the game is over."""
    if game.is_over():
        raise ValueError(f"{GAME_OVER}: there is nothing to prove")
    pos = game.position()
    return prove_bits(
        game.rules, pos.x_bits, pos.o_bits, time_limit=time_limit, cancel=cancel, cache=cache
    )


def prove_board(
    rules: Rules,
    *,
    time_limit: float | None = 5.0,
    cancel: Cancel | None = None,
    cache: ProofCache | None = None,
) -> ProvenValue | None:
    """The proven value of the empty board (see :func:`prove`)."""
    return prove_bits(rules, 0, 0, time_limit=time_limit, cancel=cancel, cache=cache)


def known(game: Game, cache: ProofCache) -> ProvenValue | None:
    """The cached value of the game's position, if any (never searches)."""
    pos = game.position()
    return cache.get(game.rules, pos.x_bits, pos.o_bits)
