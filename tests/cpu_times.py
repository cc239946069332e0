"""A pytest plugin that times each test in CPU seconds as well as wall seconds.

On the shared 2-core machine a test's wall time says as much about the load beside it as
about the test; its CPU time (this process's and its waited-for children's) barely moves.
``CPU_TIMES=FILE python -m pytest -p tests.cpu_times ...`` writes one line a test as it
ends (CPU s, wall s, node id) to ``FILE``, slowest first at the end (docs/measurements.md,
"The suite's time").  Without ``CPU_TIMES`` it does nothing.

Under pytest-xdist (``-n 2``) each worker appends its rows to the one file as its tests end,
and the controller, which runs no test, sorts them all once the workers are done.
"""

from __future__ import annotations

import os
import resource
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
