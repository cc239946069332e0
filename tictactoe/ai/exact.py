"""The exact search: every legal move's exact value, from the solver (:mod:`tictactoe.ai.solver`).

A position the routing table (:mod:`tictactoe.ai.routing`) gives the exact
solver is solved within its share of the time (:func:`~tictactoe.ai.routing.
exact_share`): every legal move gets its exact value (a win ``p`` plies ahead
is ``WIN - p``, a loss ``-(WIN - p)``, a draw 0), and with few empty cells (at
most :data:`REPLIES_MAX_EMPTIES`) each option also gets ``replies``, the
number of the opponent's replies that keep the opponent's best result.  When
the solve does not finish in time, :func:`search` returns None (the pattern
search gets the time left), unless the moves finished prove a win; when it is
cancelled (``cancel.is_set()``, looked at every 1024 nodes), it returns at
once the exact values found so far (``exact`` false), best first.

Widths ("Spencer's TicTacToe 2017"): an option's ``width`` is the number of
*other* options with the same value, and the options are sorted by value (best
first), then by fewer ``replies``, then centre first (see
:func:`tictactoe.ai.types.with_widths`).

Solvers (with their transposition tables) and finished exact analyses are kept
between calls, one solver per board size and table cap, so a game in progress,
and every 3x3 position, are answered from memory after the first time.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace
from functools import lru_cache

from tictactoe.ai.routing import exact_share
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import INF, SearchStats, SearchStopped, to_public
from tictactoe.ai.table import DEFAULT_CAP
from tictactoe.ai.types import Analysis, Cancel, Limit, Option, Progress, is_proven, with_widths
from tictactoe.game import Game, Rules

REPLIES_MAX_EMPTIES = 10  # compute Option.replies up to this many empty cells
MEMO_CAP = 20_000  # finished exact analyses kept per board size
TIMED_CAP_PER_S = 100_000  # exact-table entries per second of budget (see timed_cap)
MIN_TIMED_CAP = 1 << 14


@lru_cache(maxsize=8)
def solver_for(rules: Rules, cap: int = DEFAULT_CAP) -> ExactSolver:
    """The persistent exact solver of a board size and table cap (its table survives
    between calls)."""
    return ExactSolver(rules, cap=cap)


def timed_cap(budget: float | None) -> int:
    """The table cap of the solver used under a time limit of ``budget`` seconds.

    A full table is shrunk in one uninterruptible pass (about 0.3 us per entry
    here, twice that under load): in a long game the persistent table fills up,
    and the full-size cap made one move in a few take 0.2-0.4 s more than its
    budget.  The cap is the power of two nearest ``budget * TIMED_CAP_PER_S``
    (so a shrink costs at most a few percent of the budget), within limits.
    The budget is the call's whole time, not the solve's share of it: one table
    serves every move of a game.
    """
    if budget is None:
        return DEFAULT_CAP
    wanted = max(MIN_TIMED_CAP, min(DEFAULT_CAP, budget * TIMED_CAP_PER_S))
    return 1 << round(math.log2(wanted))


def forget() -> None:
    """Drop every persistent solver and its table (a cold start, for benchmarks)."""
    solver_for.cache_clear()


def search(
    game: Game, limit: Limit, cancel: Cancel, progress: Progress | None = None
) -> Analysis | None:
    """Every legal move's exact value, or None when the solve ran out of its share of
    ``limit.time`` (no time: solved to the end).  ``progress`` gets each root move's
    value as it becomes known (a partial analysis, ``exact`` false, whose
    ``info["exact_moves"]`` lists the moves already solved), then the whole."""
    start = time.perf_counter()
    rules = game.rules
    pos = game.position()
    bits = (pos.x_bits, pos.o_bits)
    empties = rules.cells - (pos.x_bits | pos.o_bits).bit_count()
    solver = solver_for(rules, timed_cap(limit.time))
    known = solver.memo.get(bits)
    if known is not None:
        return _reported(replace(known, nodes=0, time_s=time.perf_counter() - start), progress)
    deadline = None if limit.time is None else start + limit.time * exact_share(empties)
    stats = SearchStats()
    done: dict[int, int] = {}

    def on_value(solved: dict[int, int]) -> None:
        if progress is not None:
            progress(_partial(rules, solved, bits, solver, stats, start))

    try:
        values = solver.move_values(
            *bits,
            deadline=deadline,
            cancel=cancel,
            stats=stats,
            done=done,
            on_value=on_value if progress else None,
        )
    except SearchStopped as stop:
        partial = _partial(rules, done, bits, solver, stats, start)
        if stop.cancelled or (is_proven(partial.value) and partial.value > 0):
            return _reported(partial, progress)
        return None
    try:
        replies = _replies(solver, *bits, values, empties, deadline, cancel, stats)
    except SearchStopped:
        replies = {}  # the values are exact all the same; only the counts are missing
    options = [
        Option(rules.move(c), to_public(values[c]), replies=replies.get(c))
        for c in _ordered(solver, values)
    ]
    ranked = with_widths(options)
    analysis = Analysis(
        ranked[0].move,
        ranked,
        exact=True,
        nodes=stats.nodes,
        time_s=time.perf_counter() - start,
        depth=empties,
        info={"engine": "exact", "table": len(solver.table)},
    )
    if replies or empties > REPLIES_MAX_EMPTIES:
        if len(solver.memo) >= MEMO_CAP:
            solver.memo.clear()
        solver.memo[bits] = analysis
    return _reported(analysis, progress)


def _reported(analysis: Analysis, progress: Progress | None) -> Analysis:
    if progress is not None:
        progress(analysis)
    return analysis


def _ordered(solver: ExactSolver, values: dict[int, int]) -> list[int]:
    return [c for c in solver.tables.order if c in values]


def _replies(
    solver: ExactSolver,
    x_bits: int,
    o_bits: int,
    values: dict[int, int],
    empties: int,
    deadline: float | None,
    cancel: Cancel,
    stats: SearchStats,
) -> dict[int, int]:
    """For each move, how many of the opponent's replies keep its best result."""
    if empties > REPLIES_MAX_EMPTIES:
        return {}
    x_to_move = x_bits.bit_count() <= o_bits.bit_count()
    out: dict[int, int] = {}
    for c, v in values.items():
        if v == INF - 1 or empties == 1:
            out[c] = 0  # the game is over after this move
            continue
        bit = 1 << c
        cx, co = (x_bits | bit, o_bits) if x_to_move else (x_bits, o_bits | bit)
        child = solver.move_values(cx, co, deadline=deadline, cancel=cancel, stats=stats)
        best = max(child.values())
        out[c] = sum(1 for w in child.values() if w == best)
    return out


def _partial(
    rules: Rules,
    done: dict[int, int],
    bits: tuple[int, int],
    solver: ExactSolver,
    stats: SearchStats,
    start: float,
) -> Analysis:
    """The best we know when an exact solve is interrupted: finished moves keep their
    values, the others count as 0 (unknown) and come in the root's search order
    (blocks of the opponent's wins first), and nothing claims to be exact."""
    cells = solver.root_order(*bits)
    finished = [c for c in cells if c in done]
    rest = [c for c in cells if c not in done]
    options = [Option(rules.move(c), to_public(done[c])) for c in finished]
    options += [Option(rules.move(c), 0) for c in rest]
    ranked = with_widths(options)
    return Analysis(
        ranked[0].move,
        ranked,
        exact=False,
        nodes=stats.nodes,
        time_s=time.perf_counter() - start,
        depth=0,
        info={
            "engine": "exact (interrupted)",
            "finished": len(finished),
            "exact_moves": [rules.move(c) for c in finished],
        },
    )
