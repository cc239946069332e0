"""`tictactoe fit play|tables|order|evals|values`: the data behind the evaluation's fitted
tables, and the fit.

``play`` has the engine play itself from random openings (:mod:`tictactoe.bench.eval_fit`)
and appends the games to a file, one a line; the same seed gives the same games on any
machine.  ``tables`` fits a rule's tables to such games and writes a weights file (the
format of :mod:`tictactoe.ai.weights`), to be copied over ``tictactoe/ai/weights/RULE.json``.
``order`` fits only the move order, to the moves of another player's games: the results
of ``tictactoe match A B --json --games-json`` (a strong engine against itself, through
``pbrain:``, from random openings), one game in ten left out to say how the fitted order
ranks the moves played there against the shipped one.  ``evals`` has a stronger engine
(``pbrain:PATH``, Rapfi say) play itself from random openings and appends each game, with
the engine's evaluation of every position, to a file (one JSON object a line); ``values``
fits the cells' values to such games, the move order and the threats as in the prior
(the shipped tables, or ``--prior``), and says on one game in ten, left out of a second
fit, whether the fit predicts better than the prior.  docs/engine.md and
docs/measurements.md keep the commands and figures behind the shipped tables.  All need
the compiled core (it plays the games and reads the positions).
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import sys
import time
import zlib

from tictactoe.commands.options import (
    JOBS_HELP,
    UsageError,
    parse_board,
    parse_number,
    parse_rule,
    parse_whole,
)

HELP = (
    "fit the evaluation to self-play games: play them (play), fit the tables (tables); "
    "fit the move order to a match's games (order); or have an engine play itself with its "
    "evaluations (evals) and fit the values to them (values)"
)
GAMES_PER_TASK = 25  # games a worker plays before it writes them
# fit values: the settings of the shipped renju table (docs/engine.md)
VALUES_STEPS, VALUES_L2, VALUES_BLEND, VALUES_COMMON = 400, 0.1, 0.25, 20.0


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
    evals = sub.add_parser(
        "evals",
        help="an engine's games against itself, each position with its evaluation, "
        "appended to FILE (15x15)",
    )
    evals.add_argument("out", metavar="FILE", help="the games file (appended to; JSON lines)")
    evals.add_argument(
        "--engine", required=True, metavar="pbrain:PATH", help="the engine (Gomocup protocol)"
    )
    evals.add_argument("--rule", default="freestyle", help="the rule (default freestyle)")
    evals.add_argument("--games", default="100", metavar="N", help="games (default 100)")
    evals.add_argument("--seed", default="1", metavar="S", help="the openings' seed (default 1)")
    evals.add_argument(
        "--ms", default="100", metavar="MS", help="the engine's time a move, ms (default 100)"
    )
    values = sub.add_parser(
        "values",
        help="fit a rule's cell values to an engine's games and evaluations (fit evals)",
    )
    values.add_argument("games", nargs="+", metavar="FILE", help="games files (fit evals)")
    values.add_argument("--rule", default="freestyle", help="the rule (default freestyle)")
    values.add_argument("--out", required=True, metavar="FILE", help="the weights file to write")
    values.add_argument(
        "--prior",
        metavar="FILE",
        help="the tables to start from and keep near (default: the shipped ones)",
    )
    values.add_argument(
        "--steps", default=str(VALUES_STEPS), metavar="N", help=f"optimiser steps ({VALUES_STEPS})"
    )
    values.add_argument(
        "--l2", default=str(VALUES_L2), metavar="X", help=f"the penalty's strength ({VALUES_L2})"
    )
    values.add_argument(
        "--blend",
        default=str(VALUES_BLEND),
        metavar="B",
        help=f"the outcome's share of the target, the rest the engine's eval ({VALUES_BLEND})",
    )
    values.add_argument(
        "--common",
        default=str(VALUES_COMMON),
        metavar="C",
        help="the penalty times (1 + C x the value's mean count a position) squared "
        f"({VALUES_COMMON:g})",
    )
    values.add_argument(
        "--eval-scale",
        default=None,
        metavar="K",
        help="the engine's eval units a logit (default 137, Rapfi's)",
    )


def run(args: argparse.Namespace) -> int:
    from tictactoe.bench.eval_fit import RAPFI_EVAL_SCALE, available
    from tictactoe.players import is_pbrain_spec

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
        elif args.step == "evals":
            games = parse_whole(args.games, "--games", 1, 1_000_000)
            seed = parse_whole(args.seed, "--seed", 0, 10**9)
            ms = parse_whole(args.ms, "--ms", 1, 3_600_000)
            if not is_pbrain_spec(args.engine):
                raise UsageError(f"--engine must be pbrain:PATH, not {args.engine[:40]!r}")
        else:
            steps = parse_whole(args.steps, "--steps", 1, 100_000)
        if args.step == "values":
            settings = _ValueSettings(
                steps,
                parse_number(args.l2, "--l2", 0, 1e6),
                parse_number(args.blend, "--blend", 0, 1),
                parse_number(args.common, "--common", 0, 1e6),
                parse_number(args.eval_scale or str(RAPFI_EVAL_SCALE), "--eval-scale", 1, 1e9),
            )
    except UsageError as exc:
        print(f"tictactoe fit: {exc}", file=sys.stderr)
        return 2
    if args.step == "play":
        return _play(rule, width, height, games, nodes, seed, jobs, args.out)
    if args.step == "evals":
        return _evals(rule, args.engine, games, seed, ms, args.out)
    if args.step == "values":
        return _values(rule, args.games, args.out, args.prior, settings)
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
        games = _read(path, read)
        if games is None:
            return None
        records += [r for r in games if r.rules.variant is rule]
    return records


def _read(path: str, read):  # (str, str -> T) -> T | None
    """The file's text (gzip's when its name ends in .gz) read by ``read``; None, said in
    one line on stderr, when it cannot be opened or ``read`` refuses it (ValueError)."""
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as f:
            return read(f.read())
    except OSError as exc:  # gzip.BadGzipFile too: no strerror
        print(f"tictactoe fit: {path}: {exc.strerror or exc}", file=sys.stderr)
    except (ValueError, EOFError, zlib.error) as exc:  # UnicodeDecodeError; a .gz cut short
        print(f"tictactoe fit: {path}: {exc}", file=sys.stderr)
    return None


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


HELD_OUT = 10  # one game in this many is kept out of a fit (order, values), to say how it does


def _held_out(paths: list[str], rule, read) -> tuple | None:
    """The games of ``rule`` in the files (each file's text read by ``read``), the
    positions of those fitted and of every :data:`HELD_OUT`-th game, left out; None, said
    in one line on stderr, when a file cannot be read or the games are too few."""
    from tictactoe.bench.eval_fit import positions

    records = _games(paths, rule, read)
    if records is None:
        return None
    if len(records) < HELD_OUT:
        print(
            f"tictactoe fit: {len(records)} {rule.value} games in the files; the fit needs "
            f"{HELD_OUT} at least",
            file=sys.stderr,
        )
        return None
    train = positions(r for i, r in enumerate(records) if i % HELD_OUT)
    held = positions(r for i, r in enumerate(records) if i % HELD_OUT == 0)
    if not len(train) or not len(held):
        print("tictactoe fit: the games have no moves after their openings", file=sys.stderr)
        return None
    return records, train, held


def _order(rule, paths: list[str], out: str, steps: int) -> int:
    from tictactoe.bench.eval_fit import fit_order_corrections, match_games, order_ranks, shipped
    from tictactoe.variants import Variant

    split = _held_out(paths, rule, match_games)
    if split is None:
        return 2
    records, train, held = split
    fitted_games = [r for i, r in enumerate(records) if i % HELD_OUT]
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


def _evals(rule, spec: str, games: int, seed: int, ms: int, out: str) -> int:
    """``games`` games of the engine against itself, each appended to ``out`` as it ends;
    an engine that fails (dies, hangs, answers garbage or an illegal move) stops the run
    with one line, the games before it kept."""
    import random

    from tictactoe.bench.eval_fit import MATE_EVAL, engine_game, format_json
    from tictactoe.game import Rules
    from tictactoe.pbrain.protocol import parse_eval
    from tictactoe.players import Forfeit, make_player
    from tictactoe.players.external import PbrainPlayer

    rules = Rules(15, 15, 5, rule)
    try:
        player = make_player(spec, time_limit=ms / 1000)
    except ValueError as exc:
        print(f"tictactoe fit: --engine: {exc}", file=sys.stderr)
        return 2
    assert isinstance(player, PbrainPlayer)
    seen: list[int | None] = []  # the engine's evaluation of the position it thinks on

    def heard(text: str) -> None:
        found = parse_eval(text) if text.startswith("MESSAGE") else None
        if found is not None:
            seen.append(
                found.value if not found.mate else MATE_EVAL if found.value > 0 else -MATE_EVAL
            )

    player.on_message = heard

    def ask(game):  # Game -> (Move, eval or None)
        seen.clear()
        move = player.choose_move(game)
        return move, seen[-1] if seen else None

    started = time.perf_counter()
    done = moves = valued = 0
    number = 0
    try:
        player.check_rules(rules)
        with open(out, "a", encoding="utf-8") as f:
            if not _ends_a_line(out):  # a run cut short mid-line: the next game on its own
                f.write("\n")
            for number in range(1, games + 1):
                record = engine_game(rules, random.Random(seed * 1_000_003 + number - 1), ask)
                f.write(format_json(record) + "\n")
                f.flush()
                done += 1
                moves += len(record.moves) - record.opening
                valued += sum(v is not None for v in record.values)
                print(f"\r{done} of {games} games", end="", file=sys.stderr, flush=True)
    except OSError as exc:
        print(f"{_after(done)}tictactoe fit: {out}: {exc.strerror}", file=sys.stderr)
        return 2
    except (Forfeit, ValueError) as exc:  # ValueError: the engine refused the rule at start
        where = f"game {number} of {games}" if number else "at the start"
        print(
            f"{_after(done)}tictactoe fit: {player.describe()}, {where}: {exc}; {done} games "
            f"written to {out}",
            file=sys.stderr,
        )
        return 2
    finally:
        player.close()
    print(
        f"\n{done} games ({moves} moves, {valued} with the engine's evaluation) in "
        f"{time.perf_counter() - started:.0f} s, appended to {out}",
        file=sys.stderr,
    )
    return 0


def _ends_a_line(path: str) -> bool:
    """Is the file empty or its last character a new line?"""
    with open(path, "rb") as f:
        if not f.seek(0, 2):
            return True
        f.seek(-1, 2)
        return f.read(1) == b"\n"


def _after(done: int) -> str:
    """What ends the progress line before a message: a new line once games were counted."""
    return "\n" if done else ""


@dataclasses.dataclass(frozen=True)
class _ValueSettings:
    steps: int
    l2: float
    blend: float
    common: float
    eval_scale: float


def _values(rule, paths: list[str], out: str, prior_path: str | None, s: _ValueSettings) -> int:
    import os

    from tictactoe.bench.eval_fit import (
        fit_values,
        positions,
        read_json_games,
        read_tables,
        shipped,
        target_errors,
        values_only,
    )
    from tictactoe.variants import Variant

    prior = _read(prior_path, lambda text: read_tables(text, rule)) if prior_path else shipped(rule)
    split = _held_out(paths, rule, read_json_games) if prior is not None else None
    if split is None:
        return 2
    records, train, held = split
    data = positions(records)
    per_side = rule is Variant.RENJU

    def fit(rows):  # Positions -> fit_values' result, with these settings
        return fit_values(rows, per_side, prior, s.steps, s.l2, s.blend, s.eval_scale, s.common)

    names = ", ".join(os.path.basename(p) for p in paths)
    source = (
        f"fitted by `tictactoe fit values` to {len(records)} games ({names}; {len(data)} "
        f"positions): blend {s.blend:g}, l2 {s.l2:g}, common {s.common:g}, {s.steps} steps, "
        f"eval scale {s.eval_scale:g}, from the tables {prior.source!r}, whose move order and "
        "threats these keep"
    )
    fitted = values_only(fit(data), prior, per_side, source)
    check = fit(train)
    checked = values_only(check, prior, per_side, "")
    errors = [
        target_errors(held, per_side, w, check["scale"], s.blend, s.eval_scale)
        for w in (prior, checked)
    ]
    if not _write(out, fitted, rule):
        return 2
    (loss0, square0), (loss1, square1) = errors
    print(
        f"{len(records)} games, {len(data)} positions fitted; fitted again without every "
        f"{HELD_OUT}th game, on its {len(held)} positions the prior -> the fit: log loss to "
        f"the targets {loss0:.4f} -> {loss1:.4f}, squared error {square0:.4f} -> "
        f"{square1:.4f}; written to {out}"
    )
    return 0
