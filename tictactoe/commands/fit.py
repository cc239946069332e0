"""`tictactoe fit play|tables|order`: the data behind the evaluation's fitted tables, and the fit.

``play`` has the engine play itself from random openings (:mod:`tictactoe.bench.eval_fit`)
and appends the games to a file, one a line; the same seed gives the same games on any
machine.  ``tables`` fits a rule's tables to such games and writes a weights file (the
format of :mod:`tictactoe.ai.weights`), to be copied over ``tictactoe/ai/weights/RULE.json``.
``order`` fits only the move order, to the moves of another player's games: the results
of ``tictactoe match A B --json --games-json`` (a strong engine against itself, through
``pbrain:``, from random openings), one game in ten left out to say how the fitted order
ranks the moves played there against the shipped one.  docs/measurements.md keeps the
commands and figures behind the shipped tables.  All need the compiled core (it plays the
games and reads the positions).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time

from tictactoe.commands.options import JOBS_HELP, UsageError, parse_board, parse_rule, parse_whole

HELP = (
    "fit the evaluation to self-play games: play them (play), fit the tables (tables); or "
    "fit the move order to a match's games (order)"
)
GAMES_PER_TASK = 25  # games a worker plays before it writes them


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="step", metavar="STEP", required=True)
    play = sub.add_parser("play", help="self-play games, appended to FILE")
    play.add_argument("out", metavar="FILE", help="the games file (appended to)")
    play.add_argument("--rule", default="freestyle", help="the rule (default freestyle)")
    play.add_argument("--board", default="15x15", help="board size (default 15x15)")
    play.add_argument("--games", default="1000", metavar="N", help="games (default 1000)")
    play.add_argument("--nodes", default="4000", metavar="N", help="nodes a move (default 4000)")
    play.add_argument("--seed", default="1", metavar="S", help="the first seed (default 1)")
    play.add_argument("--jobs", default="2", metavar="J", help=JOBS_HELP)
    tables = sub.add_parser("tables", help="fit a rule's tables to games files")
    tables.add_argument("games", nargs="+", metavar="FILE", help="games files (fit play)")
    tables.add_argument("--rule", default="freestyle", help="the rule (default freestyle)")
    tables.add_argument("--out", required=True, metavar="FILE", help="the weights file to write")
    tables.add_argument("--steps", default="500", metavar="N", help="optimiser steps (default 500)")
    order = sub.add_parser(
        "order",
        help="fit a rule's move order to the moves of a match's games (a strong engine's)",
    )
    order.add_argument(
        "games",
        nargs="+",
        metavar="FILE",
        help="match results: tictactoe match A B --json --games-json > FILE",
    )
    order.add_argument("--rule", default="freestyle", help="the rule (default freestyle)")
    order.add_argument("--out", required=True, metavar="FILE", help="the weights file to write")
    order.add_argument("--steps", default="400", metavar="N", help="optimiser steps (default 400)")


def run(args: argparse.Namespace) -> int:
    from tictactoe.bench.eval_fit import available

    if not available():
        print("tictactoe fit: needs the compiled core, which this build lacks", file=sys.stderr)
        return 2
    try:
        rule = parse_rule(args.rule)
        if args.step == "play":
            width, height = parse_board(args.board)
            games = parse_whole(args.games, "--games", 1, 1_000_000)
            nodes = parse_whole(args.nodes, "--nodes", 100, 100_000_000)
            seed = parse_whole(args.seed, "--seed", 0, 10**9)
            jobs = parse_whole(args.jobs, "--jobs", 1, 64)
        else:
            steps = parse_whole(args.steps, "--steps", 1, 100_000)
    except UsageError as exc:
        print(f"tictactoe fit: {exc}", file=sys.stderr)
        return 2
    if args.step == "play":
        return _play(rule, width, height, games, nodes, seed, jobs, args.out)
    if args.step == "order":
        return _order(rule, args.games, args.out, steps)
    return _tables(rule, args.games, args.out, steps)


def _task(job: tuple) -> list[str]:
    from tictactoe.bench.eval_fit import format_game, self_play
    from tictactoe.game import Rules

    variant, width, height, count, nodes, seed = job
    rules = Rules(width, height, 5, variant)
    return [format_game(r) for r in self_play(rules, count, nodes, seed)]


def _play(
    rule, width: int, height: int, games: int, nodes: int, seed: int, jobs: int, out: str
) -> int:
    from multiprocessing import Pool

    tasks = []
    for first in range(0, games, GAMES_PER_TASK):
        count = min(GAMES_PER_TASK, games - first)
        tasks.append((rule, width, height, count, nodes, seed * 1_000_000 + first))
    started = time.perf_counter()
    done = 0
    try:
        with open(out, "a", encoding="utf-8") as f, Pool(jobs) as pool:
            for lines in pool.imap(_task, tasks):
                f.write("".join(line + "\n" for line in lines))
                f.flush()
                done += len(lines)
                print(f"\r{done} of {games} games", end="", file=sys.stderr, flush=True)
    except OSError as exc:
        print(f"\ntictactoe fit: {out}: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"\n{done} games in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


def _games(paths: list[str], rule, read) -> list | None:
    """The games of ``rule`` in the files, each file's text read by ``read``; None, said in
    one line on stderr, when a file cannot be opened or is not games."""
    records = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                games = read(f.read())
        except OSError as exc:
            print(f"tictactoe fit: {path}: {exc.strerror}", file=sys.stderr)
            return None
        except ValueError as exc:  # UnicodeDecodeError too
            print(f"tictactoe fit: {path}: {exc}", file=sys.stderr)
            return None
        records += [r for r in games if r.rules.variant is rule]
    return records


def _write(out: str, weights, rule) -> bool:
    """Write ``weights`` (a rule's tables) to ``out``; False, said on stderr, when it cannot."""
    try:
        with open(out, "w", encoding="utf-8") as f:
            f.write(weights.to_json(rule.value))
    except OSError as exc:
        print(f"tictactoe fit: {out}: {exc.strerror}", file=sys.stderr)
        return False
    return True


def _tables(rule, paths: list[str], out: str, steps: int) -> int:
    from tictactoe.bench.eval_fit import (
        fit_order,
        fit_values,
        positions,
        read_games,
        shipped,
        tables,
    )
    from tictactoe.variants import Variant

    records = _games(paths, rule, lambda text: read_games(text.splitlines()))
    if records is None:
        return 2
    if not records:
        print(f"tictactoe fit: no {rule.value} games in the files", file=sys.stderr)
        return 2
    data = positions(records)
    per_side = rule is Variant.RENJU
    values = fit_values(data, per_side, shipped(rule), steps)
    order = fit_order(data, per_side, steps)
    source = f"fitted to {len(records)} self-play games ({len(data)} positions)"
    if not _write(out, tables(values, order, per_side, source), rule):
        return 2
    print(
        f"{len(records)} games, {len(data)} positions: log loss {values['loss']:.4f} "
        f"(the shipped tables {values['prior_loss']:.4f}), "
        f"{values['right'] * 100:.1f}% of decided games called right; move order: the move "
        f"played first in {order['top1'] * 100:.1f}% of positions; written to {out}"
    )
    return 0


HELD_OUT = 10  # one game in this many is kept out of the order's fit, to say how it does


def _order(rule, paths: list[str], out: str, steps: int) -> int:
    from tictactoe.bench.eval_fit import (
        fit_order_corrections,
        match_games,
        order_ranks,
        positions,
        shipped,
    )
    from tictactoe.variants import Variant

    records = _games(paths, rule, match_games)
    if records is None:
        return 2
    if len(records) < HELD_OUT:
        print(
            f"tictactoe fit: {len(records)} {rule.value} games in the files; the fit needs "
            f"{HELD_OUT} at least",
            file=sys.stderr,
        )
        return 2
    fitted_games = [r for i, r in enumerate(records) if i % HELD_OUT]
    train = positions(fitted_games)
    held = positions(r for i, r in enumerate(records) if i % HELD_OUT == 0)
    if not len(train) or not len(held):
        print("tictactoe fit: the games have no moves after their openings", file=sys.stderr)
        return 2
    per_side = rule is Variant.RENJU
    prior = shipped(rule)
    fitted = fit_order_corrections(train, per_side, prior, steps)
    fitted = dataclasses.replace(
        fitted,
        source=f"move order fitted to the moves of {len(fitted_games)} match games "
        f"({len(train)} positions), values as shipped",
    )
    if not _write(out, fitted, rule):
        return 2
    before, after = order_ranks(held, per_side, prior), order_ranks(held, per_side, fitted)
    shares = ", ".join(
        f"first {n}: {(before < n).mean() * 100:.1f}% -> {(after < n).mean() * 100:.1f}%"
        for n in (1, 6, 10)
    )
    print(
        f"{len(records)} games, {len(train)} positions fitted; on the {len(before)} positions "
        f"of every {HELD_OUT}th game, left out, the move played came among the order's "
        f"{shares} (shipped -> fitted); written to {out}"
    )
    return 0
