"""``analyze``: the one entry point the players, the GUI and the CLI call.

It dispatches between the exact solver (:mod:`tictactoe.ai.solver`) and the
time-bounded large-board search (:mod:`tictactoe.ai.large`):

* a position small enough is solved exactly: every legal move gets its exact
  value (a win ``p`` plies ahead is ``WIN - p``, a loss ``-(WIN - p)``, a draw
  0), and with few empty cells (at most :data:`REPLIES_MAX_EMPTIES`) each
  option also gets ``replies``, the number of the opponent's replies that keep
  the opponent's best result;
* when the exact solve does not finish within its share of the budget, or the
  board is too large to try (:func:`too_large`), or ``max_depth`` is smaller
  than the number of empty cells, the large-board search decides, with the
  time that is left (on boards of at most :data:`FIRST_ROUND_MAX_CELLS`
  cells, the frozen reference search :mod:`tictactoe.ai.r1.large`: it converts
  won positions against weak defenders there, where the pattern search drew
  some; head to head they are even);
* except that, on a board the solver does not try but a proof might settle
  (at most 64 cells), a long budget (5 s and up) or a position the proof
  cache knows first goes to :mod:`tictactoe.ai.proof` (every move's proven
  value; the large search gets what is left if that fails);
* cancellation (``cancel.is_set()``) is looked at every 1024 nodes; the
  search then returns at once with the best it has: the exact values found
  so far (``exact`` false), best first.

Widths (Spencer's TicTacToe 2017): an option's ``width`` is the number of *other* options with
the same value, and the options are sorted by value (best first), then by
fewer ``replies``, then centre first (see :func:`tictactoe.ai.types.with_widths`).

Solvers (with their transposition tables) and finished exact analyses are kept
between calls, one solver per board size, so a game in progress, and every
3x3 position, are answered from memory after the first time.
"""
from __future__ import annotations

import math
import time
from dataclasses import replace
from functools import lru_cache
from typing import Callable

from tictactoe.ai.table import DEFAULT_CAP
from tictactoe.ai.solver import INF, ExactSolver, SearchStats, SearchStopped, to_public
from tictactoe.ai.types import (Analysis, Cancel, NeverCancel, Option, Progress, is_proven,
                                with_widths)
from tictactoe.game import Game, Rules

DEFAULT_BUDGET = 1.0          # seconds, when no time limit is given and the board is big
UNLIMITED_MAX_EMPTIES = 16    # without a time limit, solve these to the end, however long
REPLIES_MAX_EMPTIES = 10      # compute Option.replies up to this many empty cells
EXACT_SHARES = ((16, 0.7), (24, 0.5))  # (up to this many empty cells, share of the budget
EXACT_SHARE_LARGE = 0.25               # for the exact try); beyond them, this share
MEMO_CAP = 20_000             # finished exact analyses kept per board size
MIN_FALLBACK_TIME = 0.02      # the large search always gets at least this much
TIMED_CAP_PER_S = 100_000     # exact-table entries per second of budget (see timed_cap)
MIN_TIMED_CAP = 1 << 14
EXACT_MAX_EMPTIES_K5 = 20     # see too_large
PROOF_MAX_CELLS = 64          # boards a proof attempt may settle (tictactoe.ai.proof.analysis)
FIRST_ROUND_MAX_CELLS = 110   # boards up to this size are searched by the reference engine
#   (measured, 1 s a move, 100 games each: against TICTACTO.PAS's rules the reference won
#   100% on 9x9, the pattern search 94-98.5% on 9x9 and 99% on 10x10 (draws as O), 100% on
#   12x12; head to head on 9x9 they are even, 50.0% +- 1.7; see docs/architecture.md)


def too_large(rules: Rules, empties: int) -> bool:
    """Positions the exact solver does not even try.

    With k >= 5 on a board of more than 36 cells (9x9 and up), a solve of more
    than :data:`EXACT_MAX_EMPTIES_K5` empty cells almost never finishes in a
    move's budget: its share was wasted in the late middle game, where the
    large search needs the time to convert (measured on 9x9 k=5 against
    ``rules``)."""
    if rules.k >= 5 and rules.cells > 36 and empties > EXACT_MAX_EMPTIES_K5:
        return True
    return empties > 36 or (empties > 30 and rules.k >= 5)


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
    """
    if budget is None:
        return DEFAULT_CAP
    wanted = max(MIN_TIMED_CAP, min(DEFAULT_CAP, budget * TIMED_CAP_PER_S))
    return 1 << round(math.log2(wanted))


def forget() -> None:
    """Drop every persistent solver and its table (a cold start, for benchmarks)."""
    solver_for.cache_clear()


def analyze(game: Game, *, time_limit: float | None = None, max_depth: int | None = None,
            cancel: Cancel | None = None, on_progress: Progress | None = None,
            large_search: Callable[..., Analysis] | None = None) -> Analysis:
    """Analyse the position of ``game`` (which is not changed) for the side to move.

    ``time_limit``: seconds for the whole call (default: none for positions of
    at most 16 empty cells, which are solved to the end, else 1 s).
    ``max_depth``: when smaller than the number of empty cells, no exact solve
    (for weaker players); passed on to the large-board search.
    ``cancel``: anything with ``is_set()``; once set, the call returns within a
    few milliseconds with the best move found so far.
    ``on_progress``: called on the searching thread with the analysis so far
    each time the large search completes a depth (``info["pv"]`` holds its
    principal variation); an exact solve reports each root move's value as it
    becomes known (a partial analysis, ``exact`` false, whose
    ``info["exact_moves"]`` lists the moves already solved), then the whole.
    ``large_search``: the large-board search to use instead of
    ``tictactoe.ai.large.search`` (the frozen reference player ``hard-r1``).
    Raises ``ValueError`` when the game is over or the time limit is not positive.
    """
    if game.is_over():
        raise ValueError("the game is over: there is no move to analyse")
    if time_limit is not None and time_limit <= 0:
        raise ValueError(f"the time limit must be positive, not {time_limit}")
    start = time.perf_counter()
    cancel = cancel if cancel is not None else NeverCancel()
    rules = game.rules
    pos = game.position()
    empties = rules.cells - (pos.x_bits | pos.o_bits).bit_count()
    exact_allowed = max_depth is None or max_depth >= empties
    budget = time_limit
    if budget is None and empties > UNLIMITED_MAX_EMPTIES:
        budget = DEFAULT_BUDGET
    if not exact_allowed or too_large(rules, empties):
        if exact_allowed:
            proven = _proven(game, budget if budget is not None else DEFAULT_BUDGET, cancel,
                             start)
            if proven is not None or cancel.is_set():
                return _reported(proven or _large(game, MIN_FALLBACK_TIME, max_depth, cancel,
                                                  start, {}), on_progress)
        return _large(game, budget if budget is not None else DEFAULT_BUDGET, max_depth,
                      cancel, start, {}, on_progress, large_search)

    solver = solver_for(rules, timed_cap(budget))
    memo_key = (pos.x_bits, pos.o_bits)
    known = solver.memo.get(memo_key)
    if known is not None:
        return _reported(replace(known, nodes=0, time_s=time.perf_counter() - start),
                         on_progress)
    share = next((f for most, f in EXACT_SHARES if empties <= most), EXACT_SHARE_LARGE)
    deadline = None if budget is None else start + budget * share
    stats = SearchStats()
    done: dict[int, int] = {}
    if on_progress is not None:
        done = _RootReports(lambda solved: on_progress(
            _partial(rules, solved, (pos.x_bits, pos.o_bits), solver, stats, start)))
    try:
        values = solver.move_values(pos.x_bits, pos.o_bits, deadline=deadline, cancel=cancel,
                                    stats=stats, done=done)
    except SearchStopped as stop:
        partial = _partial(rules, done, (pos.x_bits, pos.o_bits), solver, stats, start)
        if stop.cancelled or (is_proven(partial.value) and partial.value > 0):
            return _reported(partial, on_progress)
        return _large(game, budget or DEFAULT_BUDGET, max_depth, cancel, start,
                      {"exact_nodes": stats.nodes}, on_progress, large_search)
    try:
        replies = _replies(solver, pos.x_bits, pos.o_bits, values, empties, deadline, cancel,
                           stats)
    except SearchStopped:
        replies = {}  # the values are exact all the same; only the counts are missing
    options = [Option(rules.move(c), to_public(values[c]), replies=replies.get(c))
               for c in _ordered(solver, values)]
    ranked = with_widths(options)
    analysis = Analysis(ranked[0].move, ranked, exact=True, nodes=stats.nodes,
                        time_s=time.perf_counter() - start, depth=empties,
                        info={"engine": "exact", "table": len(solver.table)})
    if replies or empties > REPLIES_MAX_EMPTIES:
        if len(solver.memo) >= MEMO_CAP:
            solver.memo.clear()
        solver.memo[memo_key] = analysis
    return _reported(analysis, on_progress)


def _proven(game: Game, budget: float, cancel: Cancel, start: float) -> Analysis | None:
    """Every move's proven value (see :mod:`tictactoe.ai.proof.analysis`), or None."""
    if game.rules.cells > PROOF_MAX_CELLS:
        return None  # 15x15 and 20x20 never pay for the import or a look-up
    from tictactoe.ai.proof.analysis import proof_analysis

    return proof_analysis(game, budget, cancel, start)


def _reported(analysis: Analysis, on_progress: Progress | None) -> Analysis:
    if on_progress is not None:
        on_progress(analysis)
    return analysis


class _RootReports(dict):
    """The solver's ``done`` dict (root move -> exact value), reporting every new value."""

    def __init__(self, report) -> None:
        super().__init__()
        self._report = report

    def __setitem__(self, cell: int, value: int) -> None:
        super().__setitem__(cell, value)
        self._report(dict(self))


def _ordered(solver: ExactSolver, values: dict[int, int]) -> list[int]:
    return [c for c in solver.tables.order if c in values]


def _replies(solver: ExactSolver, x_bits: int, o_bits: int, values: dict[int, int],
             empties: int, deadline: float | None, cancel: Cancel,
             stats: SearchStats) -> dict[int, int]:
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



def _partial(rules: Rules, done: dict[int, int], bits: tuple[int, int], solver: ExactSolver,
             stats: SearchStats, start: float) -> Analysis:
    """The best we know when an exact solve is interrupted: finished moves keep their
    values, the others count as 0 (unknown) and come in the root's search order
    (blocks of the opponent's wins first), and nothing claims to be exact."""
    cells = solver.root_order(*bits)
    finished = [c for c in cells if c in done]
    rest = [c for c in cells if c not in done]
    options = [Option(rules.move(c), to_public(done[c])) for c in finished]
    options += [Option(rules.move(c), 0) for c in rest]
    ranked = with_widths(options)
    return Analysis(ranked[0].move, ranked, exact=False, nodes=stats.nodes,
                    time_s=time.perf_counter() - start, depth=0,
                    info={"engine": "exact (interrupted)", "finished": len(finished),
                          "exact_moves": [rules.move(c) for c in finished]})


def _large(game: Game, time_limit: float, max_depth: int | None, cancel: Cancel,
           start: float, info: dict, on_progress: Progress | None = None,
           large_search: Callable[..., Analysis] | None = None) -> Analysis:
    """The large-board search with what is left of ``time_limit`` (counted from ``start``)."""
    search = large_search if large_search is not None else _default_large(game.rules)
    # what this call has spent already (imports, the exact try) comes off the budget
    time_limit = max(MIN_FALLBACK_TIME, time_limit - (time.perf_counter() - start))
    analysis = search(game.copy(), time_limit=time_limit, max_depth=max_depth, cancel=cancel,
                      on_progress=on_progress)
    merged = dict(analysis.info)
    merged.setdefault("engine", "large")
    merged.update(info)
    return replace(analysis, time_s=time.perf_counter() - start, info=merged)


def _default_large(rules: Rules) -> Callable[..., Analysis]:
    """The large search for boards of these rules: the pattern search, or the
    frozen reference search (ai/r1) on boards of at most FIRST_ROUND_MAX_CELLS cells."""
    try:
        from tictactoe.ai import large
        if rules.cells <= FIRST_ROUND_MAX_CELLS:
            from tictactoe.ai.r1 import large as first_round
            return first_round.search
        return large.search
    except ModuleNotFoundError as error:
        if error.name != "tictactoe.ai.large":
            raise
        from tictactoe.ai import fallback
        return fallback.search
