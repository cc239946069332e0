"""Benchmark figures for ``tictactoe bench`` (section ``proofs``): the largest
empty boards proven within the time limit, and how long each proof took.

For each k the boards grow (square, then one wider) until one is not proven
within the limit; every proof starts cold (no table, no cache) and includes
its check.  The machine's load average and each proof's CPU time are
reported with the wall-clock figures, since these machines are shared (the
time limit is wall-clock).  ``python -m tictactoe.bench.proof`` prints the
section alone.
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import sys
import threading
import time

from tictactoe.ai.proof import board_label, forget, prove_board
from tictactoe.game import Rules

LIMIT_S = 60.0
QUICK_LIMIT_S = 10.0
# (k, boards in the order tried): a k's walk stops at its first board not proven
LADDERS = (
    (4, ((5, 5), (6, 5), (6, 6), (7, 7), (8, 8), (9, 9))),
    (5, ((6, 6), (7, 6), (7, 7), (8, 8))),
    (6, ((7, 7), (8, 8), (9, 9))),
)
QUICK_LADDERS = (
    (4, ((6, 5),)),
    (5, ((6, 6), (7, 6))),
)


def _load() -> float:
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return -1.0


def figures(quick: bool) -> dict:
    limit = QUICK_LIMIT_S if quick else LIMIT_S
    out: dict = {"limit_s": limit, "cpus": os.cpu_count(), "load_before": _load()}
    largest = {}
    for k, boards in QUICK_LADDERS if quick else LADDERS:
        for width, height in boards:
            rules = Rules(width, height, k)
            forget()
            gc.collect()
            start = time.perf_counter()
            cpu = time.process_time()
            value = prove_board(rules, time_limit=limit)
            elapsed = time.perf_counter() - start
            cpu = time.process_time() - cpu
            name = f"({width},{height},{k})"
            if value is None:
                out[name] = f"not proven within {limit:g} s"
                break
            out[name] = {
                "value": board_label(rules, value),
                "s": round(elapsed, 2),
                "cpu_s": round(cpu, 2),
                "positions": value.positions,
                "method": value.method,
            }
            largest[k] = name
    forget()
    out["largest_proven"] = largest
    out["cancel_ms"] = _cancel_latency(3 if quick else 7)
    out["load_after"] = _load()
    return out


def _cancel_latency(runs: int) -> dict:
    """Milliseconds from setting the cancel flag to the return of a proof of a board
    it cannot finish (9x9, k=5), cancelled at growing times."""
    times = []
    for i in range(runs):
        forget()
        stop = threading.Event()
        worker = threading.Thread(
            target=prove_board, args=(Rules(9, 9, 5),), kwargs={"time_limit": None, "cancel": stop}
        )
        worker.start()
        time.sleep(0.2 + 0.15 * i)
        asked = time.perf_counter()
        stop.set()
        worker.join()
        times.append(time.perf_counter() - asked)
    forget()
    return {"median": round(statistics.median(times) * 1e3, 1), "max": round(max(times) * 1e3, 1)}


if __name__ == "__main__":
    quick = "--quick" in sys.argv[1:]
    print(json.dumps(figures(quick), indent=2))
