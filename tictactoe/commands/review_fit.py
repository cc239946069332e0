"""`tictactoe review-fit PATH...`: fit the review's curve (evaluation -> expected score).

The games (files, folders, ladder results files: :mod:`tictactoe.commands.game_sources`)
are sampled and searched as the review searches (:mod:`tictactoe.bench.score_fit`);
the fitted ``slope`` and ``tempo`` are printed, to be written into
:mod:`tictactoe.coach.scores` (docs/measurements.md keeps the run behind them).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from tictactoe.commands.options import UsageError, parse_seconds, parse_whole

HELP = "fit the review's curve from finished games: the engine's value -> expected score"
FIT_SECONDS = 0.5  # a position's search (about the review's 5,000 nodes on 15x15)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="game files, folders of them (tictactoe match --save-dir), or "
        "ladder results files (.jsonl)",
    )
    parser.add_argument(
        "--time",
        metavar="S",
        default=None,
        help=f"seconds per position searched (default {FIT_SECONDS}: about the review's nodes)",
    )
    parser.add_argument(
        "--every", metavar="N", default="3", help="search every N-th position of a game (default 3)"
    )
    parser.add_argument(
        "--skip",
        metavar="N",
        default="4",
        help="from the N-th move on (default 4: past the opening)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args: argparse.Namespace) -> int:
    from tictactoe.commands.game_sources import Skipped, games_from

    try:
        seconds = parse_seconds(args.time, limit=60.0)
        every = parse_whole(args.every, "--every", 1, 1000)
        skip = parse_whole(args.skip, "--skip", 0, 400)
        skipped = Skipped()
        games = [game for _, game in games_from(args.paths, skipped)]
    except UsageError as exc:
        print(f"tictactoe review-fit: {exc}", file=sys.stderr)
        return 2
    from tictactoe.bench.score_fit import collect, fit

    started = time.perf_counter()
    samples = collect(
        games,
        seconds or FIT_SECONDS,
        every,
        skip,
        lambda n, s: print(
            f"\r{n} of {len(games)} games, {s} samples", end="", file=sys.stderr, flush=True
        ),
    )
    print(file=sys.stderr)
    try:
        result = fit(samples)
    except ValueError as exc:
        print(f"tictactoe review-fit: {exc}", file=sys.stderr)
        return 2
    report: dict[str, Any] = {
        "games": len(games),
        "skipped_files": skipped.count,
        "samples": result.samples,
        "slope": round(result.slope, 6),
        "tempo": round(result.tempo, 4),
        "log_loss": round(result.log_loss, 4),
        "log_loss_no_tempo": round(result.log_loss_no_tempo, 4),
        "log_loss_even": round(result.log_loss_even, 4),
        "seconds": round(time.perf_counter() - started, 1),
        "calibration": [
            {
                "from_value": round(low),
                "predicted": round(p, 3),
                "observed": round(o, 3),
                "samples": n,
            }
            for low, p, o, n in result.calibration
        ],
    }
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{report['games']} games, {report['samples']} positions, {report['seconds']} s")
    print(f"CURVE_SLOPE = {report['slope']}   CURVE_TEMPO = {report['tempo']}")
    print(
        f"log-loss {report['log_loss']} (no tempo {report['log_loss_no_tempo']}, "
        f"always 0.5: {report['log_loss_even']})"
    )
    print(f"{'values from':>12} {'predicted':>9} {'observed':>9} {'positions':>9}")
    for row in report["calibration"]:
        print(
            f"{row['from_value']:>12} {row['predicted']:>9.3f} {row['observed']:>9.3f} "
            f"{row['samples']:>9}"
        )
    return 0
