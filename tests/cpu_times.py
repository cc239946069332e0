"""A pytest plugin that times each test in CPU seconds as well as wall seconds.

On the shared 2-core machine a test's wall time says as much about the load beside it as
about the test; its CPU time (this process's and its waited-for children's) barely moves.
``CPU_TIMES=FILE python -m pytest -p tests.cpu_times ...`` writes one line a test as it
ends (CPU s, wall s, node id) to ``FILE``, slowest first at the end (docs/measurements.md,
"The suite's time").  Without ``CPU_TIMES`` it does nothing.

Under pytest-xdist (``-n 2``) each worker appends its rows to the one file as its tests end,
and the controller, which runs no test, sorts them all once the workers are done.

``python -m tests.cpu_times FILE ROOM...`` deals each room's tests from such a file to two
idle workers as ``--dist loadfile`` deals them, each test taking its CPU time, and prints the
slowest worker's time: a room's wall time on two idle cores, start-up and waits aside.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time

import pytest

_rows: list[tuple[float, float, str]] = []


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def pytest_configure(config):
    out = os.environ.get("CPU_TIMES")
    if out and not os.environ.get("PYTEST_XDIST_WORKER"):
        open(out, "w").close()  # a run's rows only, not an earlier run's


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    out = os.environ.get("CPU_TIMES")
    cpu, wall = _cpu(), time.perf_counter()
    yield
    if out:
        row = (_cpu() - cpu, time.perf_counter() - wall, item.nodeid)
        _rows.append(row)
        with open(out, "a", encoding="utf-8") as f:  # as it goes: a killed run keeps its rows
            f.write(f"{row[0]:8.2f} {row[1]:8.2f}  {row[2]}\n")


def pytest_sessionfinish(session, exitstatus):
    out = os.environ.get("CPU_TIMES")
    if not out or os.environ.get("PYTEST_XDIST_WORKER"):
        return  # a worker's rows are in the file already: the controller sorts them
    rows = _rows
    if not rows and os.path.exists(out):  # the xdist controller: the workers' rows
        with open(out, encoding="utf-8") as f:
            for line in f:
                cpu, wall, nodeid = line.split(maxsplit=2)
                rows.append((float(cpu), float(wall), nodeid.strip()))
    if not rows:
        return
    rows = sorted(rows, reverse=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(
            f"# {len(rows)} tests: {sum(r[0] for r in rows):.1f} s of CPU, "
            f"{sum(r[1] for r in rows):.1f} s of wall time\n"
        )
        f.writelines(f"{c:8.2f} {w:8.2f}  {n}\n" for c, w, n in rows)


def deal(seconds: dict[str, float], order: list[str], workers: int = 2) -> list[float]:
    """Each worker's time when the tests in ``order`` (pytest's) are dealt as pytest-xdist
    3.8 deals them under ``--dist loadfile``: the files queued by their number of tests, most
    first; one to each worker; then a worker takes the next file whenever it has two of its
    tests or fewer left (so a worker may hold two long files while the other runs dry)."""
    files: dict[str, list[str]] = {}
    for nodeid in order:
        files.setdefault(nodeid.split("::")[0], []).append(nodeid)
    queue = sorted(files.values(), key=len, reverse=True)  # stable: pytest's order on ties
    given: list[list[str]] = [[] for _ in range(workers)]
    done = [0] * workers
    clock = [0.0] * workers

    def more(w: int) -> None:
        if queue and len(given[w]) - done[w] <= 2:
            given[w].extend(queue.pop(0))

    for w in range(workers):
        if queue:
            given[w].extend(queue.pop(0))
    for w in range(workers):
        more(w)
    while any(done[w] < len(given[w]) for w in range(workers)):
        busy = [w for w in range(workers) if done[w] < len(given[w])]
        w = min(busy, key=lambda w: clock[w] + seconds.get(given[w][done[w]], 0.0))
        clock[w] += seconds.get(given[w][done[w]], 0.0)
        done[w] += 1
        more(w)
    return clock


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print("usage: python -m tests.cpu_times CPU_TIMES_FILE ROOM...", file=sys.stderr)
        return 2
    seconds = {}
    with open(argv[0], encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#") and line.strip():
                cpu, _wall, nodeid = line.split(maxsplit=2)
                seconds[nodeid.strip()] = float(cpu)
    for room in argv[1:]:
        pytest = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"]
        collected = subprocess.run(
            [*pytest, "--collect-only", "-q", room],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.splitlines()
        order = [line for line in collected if "::" in line]
        clock = deal(seconds, order)
        total = sum(seconds.get(nodeid, 0.0) for nodeid in order)
        print(
            f"{room}: {len(order)} tests, {total:.1f} s of CPU, "
            f"{max(clock):.1f} s on the slowest of 2 workers"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
