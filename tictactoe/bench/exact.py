"""Figures of the exact solver for ``tictactoe bench``: sections ``solve``, ``3x3``, ``hints``.

Each section is a function ``(quick) -> dict`` (see :mod:`tictactoe.bench.sections`):

- ``solve``: time, nodes and table size to solve the empty board, a fresh table each run;
- ``3x3``: per-move times on 3x3, the cold first move and then every position warm;
- ``hints``: the exact values of every move from the empty board (the GUI's hint view).
"""

from __future__ import annotations

import gc
import statistics
import time

SOLVE_QUICK = ((3, 3, 3, 5), (4, 4, 4, 5), (5, 4, 4, 3))  # width, height, k, runs
SOLVE_FULL = (*SOLVE_QUICK, (5, 5, 4, 3), (6, 5, 4, 3))
SOLVE_LIMIT = 60.0  # seconds per solve before it counts as not finished
SOLVE_CAP = 1 << 23  # table entries for the benchmark solves


def solve_section(quick: bool) -> dict:
    """Time and nodes to solve the empty board, fresh table each run."""
    from tictactoe.ai.solver import ExactSolver
    from tictactoe.ai.solver_base import SearchStats, SearchStopped
    from tictactoe.game import Rules

    out: dict = {}
    for width, height, k, runs in SOLVE_QUICK if quick else SOLVE_FULL:
        name = f"({width},{height},{k})"
        times, nodes, sizes = [], [], []
        result = None
        for _ in range(runs if not quick else min(runs, 3)):
            solver = ExactSolver(Rules(width, height, k), cap=SOLVE_CAP)
            stats = SearchStats()
            gc.collect()
            start = time.perf_counter()
            try:
                value = solver.solve(0, 0, deadline=start + SOLVE_LIMIT, stats=stats)
            except SearchStopped:
                result = f"not finished in {SOLVE_LIMIT:g} s ({stats.nodes} nodes)"
                break
            times.append(time.perf_counter() - start)
            nodes.append(stats.nodes)
            sizes.append(len(solver.table))
            result = (
                "first player wins" if value > 0 else "second player wins" if value < 0 else "draw"
            )
            del solver
        if not times:
            out[name] = {"result": result}
            continue
        out[name] = {
            "result": result,
            "median_s": round(statistics.median(times), 4),
            "nodes": int(statistics.median(nodes)),
            "table_entries": int(statistics.median(sizes)),
            "runs": len(times),
        }
    return out


def hints_section(quick: bool) -> dict:
    """Exact values of every move from the empty board (the GUI's hint view), cold."""
    from tictactoe.ai import Limit, analyze
    from tictactoe.ai.exact import forget
    from tictactoe.game import Game

    boards = ((4, 4, 4), (5, 4, 4)) if quick else ((4, 4, 4), (5, 4, 4), (5, 5, 4))
    out: dict = {}
    for width, height, k in boards:
        forget()
        gc.collect()
        start = time.perf_counter()
        analysis = analyze(Game(width, height, k), Limit(time=2 * SOLVE_LIMIT))
        elapsed = time.perf_counter() - start
        name = f"({width},{height},{k})"
        if analysis.exact:
            out[name] = {
                "result": analysis.result,
                "s": round(elapsed, 3),
                "nodes": analysis.nodes,
                "options": len(analysis.options),
            }
        else:
            out[name] = {"result": f"not exact within {SOLVE_LIMIT:g} s"}
    forget()
    return out


def _all_3x3() -> list:
    from tictactoe.game import Game

    found: dict = {}

    def walk(game: Game) -> None:
        pos = game.position()
        key = (pos.x_bits, pos.o_bits)
        if key in found or game.is_over():
            return
        found[key] = game.copy()
        for move in game.legal_moves():
            game.play(move)
            walk(game)
            game.undo()

    walk(Game())
    return list(found.values())


def three_section(quick: bool) -> dict:
    """Per-move times on 3x3: the cold first move, then every position warm."""
    from tictactoe.ai import analyze
    from tictactoe.ai.exact import forget, solver_for
    from tictactoe.game import Game, Rules

    cold = []
    for _ in range(3 if quick else 7):
        forget()
        gc.collect()
        start = time.perf_counter()
        analyze(Game())
        cold.append(time.perf_counter() - start)
    games = _all_3x3()
    for game in games:  # warm-up: every position once
        analyze(game)
    warm = []
    for _ in range(1 if quick else 3):
        for game in games:
            start = time.perf_counter()
            analyze(game)
            warm.append(time.perf_counter() - start)
    # the same with the finished analyses forgotten (only the table is warm)
    solver = solver_for(Rules(3, 3, 3))
    table_only = []
    for game in games:
        solver.memo.clear()
        start = time.perf_counter()
        analyze(game)
        table_only.append(time.perf_counter() - start)
    return {
        "positions": len(games),
        "cold_first_move_ms": round(statistics.median(cold) * 1e3, 3),
        "warm_median_us": round(statistics.median(warm) * 1e6, 2),
        "warm_max_us": round(max(warm) * 1e6, 2),
        "table_only_median_us": round(statistics.median(table_only) * 1e6, 2),
        "table_only_max_us": round(max(table_only) * 1e6, 2),
    }
