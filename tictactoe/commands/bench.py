"""`tictactoe bench`: speed figures of the engine, as medians of several runs.

The sections and their figures are in :mod:`tictactoe.bench` (the list in
:mod:`tictactoe.bench.sections`); this module reads the options and prints the report.
"""

from __future__ import annotations

import argparse
import json
import sys

from tictactoe.bench import sections

HELP = "time the engine: exact solves, 3x3 moves, large boards, memory (--quick: < 1 min)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--quick",
        action="store_true",
        help="fewer runs, and skip the slow solves (5,5,4) and (6,5,4)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of text")
    parser.add_argument(
        "--sections",
        metavar="NAMES",
        default=None,
        help="comma-separated sections to run (default: all but soak): "
        + ", ".join(sections.NAMES),
    )


def _show(name: str, figures: dict) -> None:
    print("\n".join(sections.lines({name: figures})), flush=True)


def run(args: argparse.Namespace) -> int:
    if args.sections:
        wanted = [s.strip() for s in args.sections.split(",") if s.strip()]
        unknown = [s for s in wanted if s not in sections.NAMES]
        if unknown or not wanted:
            print(
                f"tictactoe bench: unknown section {', '.join(unknown) or '(none)'}; "
                f"choose from {', '.join(sections.NAMES)}",
                file=sys.stderr,
            )
            return 2
    else:
        wanted = list(sections.DEFAULT)
    report = sections.collect(wanted, args.quick, None if args.json else _show)
    if args.json:
        print(json.dumps(report))
    else:
        print(f"total: {report['total_s']} s")
    return 0
