"""`tictactoe bench`: speed figures of the engine, as medians of several runs.

The command is a list of sections; each is a function ``(quick) -> dict`` of
figures (numbers, strings, nested dicts).  To add one, write the function and
list it in :func:`sections`; a section from another module is imported lazily
and skipped with a note when the module is missing.
"""
from __future__ import annotations

import argparse
import gc
import importlib
import json
import resource
import statistics
import sys
import time
from typing import Callable

HELP = "time the engine: exact solves, 3x3 moves, large boards, memory (--quick: < 1 min)"

Section = Callable[[bool], dict]

SOLVE_QUICK = ((3, 3, 3, 5), (4, 4, 4, 5), (5, 4, 4, 3))   # width, height, k, runs
SOLVE_FULL = SOLVE_QUICK + ((5, 5, 4, 3), (6, 5, 4, 3))
SOLVE_LIMIT = 60.0      # seconds per solve before it counts as not finished
SOLVE_CAP = 1 << 23     # table entries for the benchmark solves


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--quick", action="store_true",
                        help="fewer runs, and skip the slow solves (5,5,4) and (6,5,4)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument("--sections", metavar="NAMES", default=None,
                        help="comma-separated sections to run (default: all): "
                             + ", ".join(_SECTION_NAMES))


# -- sections ------------------------------------------------------------------------

def solve_section(quick: bool) -> dict:
    """Time and nodes to solve the empty board, fresh table each run."""
    from tictactoe.ai.solver import ExactSolver, SearchStats, SearchStopped
    from tictactoe.game import Rules

    out: dict = {}
    for width, height, k, runs in (SOLVE_QUICK if quick else SOLVE_FULL):
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
            result = "first player wins" if value > 0 else "second player wins" if value < 0 \
                else "draw"
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
            out[name] = {"result": analysis.result, "s": round(elapsed, 3),
                         "nodes": analysis.nodes, "options": len(analysis.options)}
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
    for game in games:           # warm-up: every position once
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


def large_section(quick: bool) -> dict:
    """Figures from the large-board search (tictactoe.ai.large_bench), when present."""
    try:
        module = importlib.import_module("tictactoe.ai.large_bench")
    except ModuleNotFoundError as error:
        if error.name != "tictactoe.ai.large_bench":
            raise
        return {"note": "skipped: tictactoe.ai.large_bench is not there yet"}
    return module.figures(quick)


def proofs_section(quick: bool) -> dict:
    """The largest empty boards proven within 60 s (tictactoe.ai.proof.bench)."""
    from tictactoe.ai.proof.bench import figures

    return figures(quick)


def gui_section(quick: bool) -> dict:
    """Desktop app: start-up to the first paint, and event-loop stalls while the AI
    thinks on 20x20 (each in its own offscreen subprocess; see tictactoe.ui.bench)."""
    from tictactoe.ui.bench import figures  # runs Qt in subprocesses only

    return figures(quick)


def memory_section(quick: bool) -> dict:
    """Peak memory of this process so far (run it last)."""
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"peak_rss_mb": round(peak_kb / 1024, 1)}


def sections() -> dict[str, Section]:
    return {
        "solve": solve_section,
        "3x3": three_section,
        "hints": hints_section,
        "large": large_section,
        "proofs": proofs_section,
        "gui": gui_section,
        "memory": memory_section,
    }


_SECTION_NAMES = ("solve", "3x3", "hints", "large", "proofs", "gui", "memory")


# -- output --------------------------------------------------------------------------

def _lines(figures: dict, indent: int = 0) -> list[str]:
    lines = []
    for key, value in figures.items():
        if isinstance(value, dict):
            lines.append(" " * indent + f"{key}:")
            lines += _lines(value, indent + 2)
        else:
            lines.append(" " * indent + f"{key}: {value}")
    return lines


def run(args: argparse.Namespace) -> int:
    available = sections()
    if args.sections:
        wanted = [s.strip() for s in args.sections.split(",") if s.strip()]
        unknown = [s for s in wanted if s not in available]
        if unknown or not wanted:
            print(f"tictactoe bench: unknown section {', '.join(unknown) or '(none)'}; "
                  f"choose from {', '.join(available)}", file=sys.stderr)
            return 2
    else:
        wanted = list(available)
    report: dict = {"quick": args.quick}
    started = time.perf_counter()
    for name in wanted:
        section_start = time.perf_counter()
        figures = available[name](args.quick)
        figures["section_s"] = round(time.perf_counter() - section_start, 2)
        report[name] = figures
        if not args.json:
            print("\n".join(_lines({name: figures})), flush=True)
    report["total_s"] = round(time.perf_counter() - started, 2)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"total: {report['total_s']} s")
    return 0
