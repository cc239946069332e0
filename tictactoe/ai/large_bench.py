"""Speed and strength figures of the large-board search (for ``tictactoe bench``).

``figures(quick)`` runs :func:`tictactoe.ai.large.search` with a 1 s budget on
the curated positions of :mod:`tictactoe.ai.positions` and returns medians:

* per board (15x15 and 20x20, k=5, quiet middle games): nodes per second
  (alpha-beta nodes, the last ply's included, and threat-search nodes) and
  the depth of the last completed iteration;
* the curated VCF positions solved (a proven win) within 1 s, and how long
  that took; the short tactics (win in one, blocks, threes) answered right;
* the budget overshoot: the largest ``time_s / budget`` of every run here;
* how long a search takes to stop after its cancel flag is set.

``python -m tictactoe.ai.large_bench [--quick] [--json]`` prints them.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time

from tictactoe.ai.large import search
from tictactoe.ai.positions import MIDDLE, TACTICS, VCF
from tictactoe.ai.types import is_proven

BUDGET = 1.0


def _board_figures(width: int, quick: bool, ratios: list[float]) -> dict:
    positions = [p for p in MIDDLE if p.width == width]
    if quick:
        positions = positions[:3]
    nps, depths, times = [], [], []
    for pos in positions:
        analysis = search(pos.game(), time_limit=BUDGET)
        ratios.append(analysis.time_s / BUDGET)
        nps.append(analysis.nodes / max(analysis.time_s, 1e-9))
        depths.append(analysis.depth)
        times.append(analysis.time_s)
    return {
        "positions": len(positions),
        "nodes_per_s": round(statistics.median(nps)) if nps else None,
        "depth_median": statistics.median(depths) if depths else None,
        "depth_min": min(depths) if depths else None,
        "depths": depths,
        "time_s_median": round(statistics.median(times), 3) if times else None,
    }


def _vcf_figures(ratios: list[float]) -> dict:
    solved, times, failed = 0, [], []
    for pos in VCF:
        analysis = search(pos.game(), time_limit=BUDGET)
        ratios.append(analysis.time_s / BUDGET)
        if is_proven(analysis.value) and analysis.value > 0:
            solved += 1
            times.append(analysis.time_s)
        else:
            failed.append(pos.name)
    return {"solved": solved, "total": len(VCF),
            "time_s_median": round(statistics.median(times), 4) if times else None,
            "time_s_max": round(max(times), 4) if times else None,
            "failed": failed}


def _tactics_figures(ratios: list[float]) -> dict:
    solved, failed = 0, []
    for pos in TACTICS:
        analysis = search(pos.game(), time_limit=BUDGET)
        ratios.append(analysis.time_s / BUDGET)
        if analysis.best in pos.answers:
            solved += 1
        else:
            failed.append(pos.name)
    return {"solved": solved, "total": len(TACTICS), "failed": failed}


def _cancel_latency(runs: int) -> dict:
    latencies = []
    game = MIDDLE[0].game()
    for _ in range(runs):
        cancel = threading.Event()
        fired: list[float] = []

        def fire() -> None:
            fired.append(time.perf_counter())
            cancel.set()

        timer = threading.Timer(0.3, fire)
        timer.start()
        search(game, time_limit=30.0, cancel=cancel)
        end = time.perf_counter()
        timer.cancel()
        if fired:
            latencies.append((end - fired[0]) * 1000)
    return {"runs": len(latencies),
            "ms_median": round(statistics.median(latencies), 1) if latencies else None,
            "ms_max": round(max(latencies), 1) if latencies else None}


def figures(quick: bool = False) -> dict:
    """Figures of the large-board search at 1 s per move; ``quick`` stays under ~30 s."""
    ratios: list[float] = []
    out = {
        "budget_s": BUDGET,
        "15x15 k=5": _board_figures(15, quick, ratios),
        "20x20 k=5": _board_figures(20, quick, ratios),
        "vcf": _vcf_figures(ratios),
        "tactics": _tactics_figures(ratios),
        "cancel": _cancel_latency(1 if quick else 3),
    }
    out["overshoot_max"] = round(max(ratios), 3) if ratios else None
    return out


def format_figures(fig: dict) -> str:
    lines = [f"large-board search, {fig['budget_s']:g} s per move"]
    for board in ("15x15 k=5", "20x20 k=5"):
        f = fig[board]
        lines.append(
            f"  {board}: {f['nodes_per_s']} nodes/s, "
            f"depth median {f['depth_median']} (min {f['depth_min']}, all {f['depths']}) "
            f"over {f['positions']} middle games")
    v = fig["vcf"]
    lines.append(f"  VCF found within budget: {v['solved']}/{v['total']}, median "
                 f"{v['time_s_median']} s, max {v['time_s_max']} s"
                 + (f"; missed: {', '.join(v['failed'])}" if v["failed"] else ""))
    t = fig["tactics"]
    lines.append(f"  short tactics right: {t['solved']}/{t['total']}"
                 + (f"; missed: {', '.join(t['failed'])}" if t["failed"] else ""))
    c = fig["cancel"]
    lines.append(f"  cancel latency: median {c['ms_median']} ms, max {c['ms_max']} ms")
    lines.append(f"  budget overshoot: max time/budget {fig['overshoot_max']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.ai.large_bench",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer positions (< 30 s)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    fig = figures(args.quick)
    print(json.dumps(fig, indent=2) if args.json else format_figures(fig))
    return 0


if __name__ == "__main__":
    sys.exit(main())
