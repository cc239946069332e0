"""The sections of ``tictactoe bench`` and the report they make.

The report is a list of sections; each is a function ``(quick) -> dict`` of figures
(numbers, strings, nested dicts).  To add one, write the function and list it in
:func:`sections`.  A section whose module imports the engine or starts Qt probes is
imported when it runs, so the command line starts fast.
"""

from __future__ import annotations

import resource
import time
from collections.abc import Callable

from tictactoe.bench import exact

Section = Callable[[bool], dict]


def large_section(quick: bool) -> dict:
    """Figures from the large-board search (tictactoe.bench.large)."""
    from tictactoe.bench.large import figures

    return figures(quick)


def proofs_section(quick: bool) -> dict:
    """The largest empty boards proven within 60 s (tictactoe.bench.proof)."""
    from tictactoe.bench.proof import figures

    return figures(quick)


def review_section(quick: bool) -> dict:
    """A 60-move 15x15 game reviewed at the default setting
    (tictactoe.bench.review_speed), then in the window, with the event loop's stalls
    meanwhile (tictactoe.bench.gui_review, in an offscreen subprocess)."""
    from tictactoe.bench import gui_review, review_speed

    return {**review_speed.figures(quick), **gui_review.figures(quick)}


def rules_section(quick: bool) -> dict:
    """The renju checker per point on 15x15, and play + undo per variant
    (tictactoe.bench.rules)."""
    from tictactoe.bench.rules import figures

    return figures(quick)


def swap_section(quick: bool) -> dict:
    """The computer's swap proposals: candidates read, how even, how long
    (tictactoe.bench.swap)."""
    from tictactoe.bench.swap import figures

    return figures(quick)


def gui_section(quick: bool) -> dict:
    """Desktop app: start-up to the first paint, and event-loop stalls while the AI
    thinks on 20x20 (each in its own offscreen subprocess; see tictactoe.bench.gui)."""
    from tictactoe.bench.gui import figures  # runs Qt in subprocesses only

    return figures(quick)


def soak_section(quick: bool) -> dict:
    """RSS over 200 games of level:8 against itself on 15x15, without and with the window
    (about 15 minutes; named only: see tictactoe.bench.soak)."""
    from tictactoe.bench.soak import figures

    return figures(quick)


def memory_section(quick: bool) -> dict:
    """Peak memory of this process so far (run it last)."""
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"peak_rss_mb": round(peak_kb / 1024, 1)}


def sections() -> dict[str, Section]:
    return {
        "solve": exact.solve_section,
        "3x3": exact.three_section,
        "hints": exact.hints_section,
        "large": large_section,
        "proofs": proofs_section,
        "review": review_section,
        "rules": rules_section,
        "swap": swap_section,
        "gui": gui_section,
        "soak": soak_section,
        "memory": memory_section,
    }


NAMES = tuple(sections())
#: What runs when no section is named: all but the soak, which takes a quarter of an hour.
DEFAULT = tuple(name for name in NAMES if name != "soak")


def collect(
    wanted: list[str], quick: bool, done: Callable[[str, dict], None] | None = None
) -> dict:
    """Run the ``wanted`` sections in order: the report, with each section's time and
    the total.  ``done(name, figures)`` is called as each section finishes."""
    available = sections()
    report: dict = {"quick": quick}
    started = time.perf_counter()
    for name in wanted:
        section_start = time.perf_counter()
        figures = available[name](quick)
        figures["section_s"] = round(time.perf_counter() - section_start, 2)
        report[name] = figures
        if done is not None:
            done(name, figures)
    report["total_s"] = round(time.perf_counter() - started, 2)
    return report


def lines(figures: dict, indent: int = 0) -> list[str]:
    """The figures as text, one ``key: value`` a line, nested dicts indented."""
    out = []
    for key, value in figures.items():
        if isinstance(value, dict):
            out.append(" " * indent + f"{key}:")
            out += lines(value, indent + 2)
        else:
            out.append(" " * indent + f"{key}: {value}")
    return out
