"""`tictactoe ladder`: the difficulty ladder with its measured ratings, and the benchmark behind
them.

- ``tictactoe ladder [--board WxH --k K --rule RULE] [--json]`` prints the rungs of the board's
  class from the table shipped in the package: spec, name, Elo +- standard error,
  games behind it, median seconds a move; then the other players measured on that
  scale (the historical AIs, ``random``, ``perfect``).  A board outside every class
  still has the rungs (they play any board), so they are printed without ratings,
  with a note saying why.
- ``tictactoe ladder measure --class C [--rule RULE]`` plays the class's benchmark
  (under a rule other than freestyle, its own class: "large renju"), resumably
  (:mod:`tictactoe.commands.ladder_measure`); ``tictactoe ladder fit --results FILE
  [--write]`` fits it and writes the class's entry (:mod:`tictactoe.commands.ladder_fit`).
- ``tictactoe ladder place SPEC --class C`` places another player (an external engine:
  ``pbrain:PATH``) on the class's scale, the ladder's ratings held fixed.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

from tictactoe.bench.ladder_plan import ANCHOR, ANCHOR_ELO, SETTINGS, ladder_players
from tictactoe.bench.ladder_results import ResultsError, read_results
from tictactoe.commands.ladder_fit import (
    Carried,
    FitStop,
    carry,
    class_entry,
    fit_file,
    pair_figures,
    parse_anchor,
    print_fit,
    seconds_per_move,
    write_entry,
)
from tictactoe.commands.ladder_measure import (
    Stop,
    class_name,
    class_rules,
    class_setting,
    measure,
    parse_rule,
    place,
    shown_path,
)
from tictactoe.commands.match import MAX_GAMES, jobs_problem
from tictactoe.commands.options import JOBS_HELP, K_HELP
from tictactoe.game import Variant
from tictactoe.players.ratings import TABLE_FILE, TableError, load_table

RULES = ", ".join(v.value for v in Variant)
HELP = "the difficulty ladder and its ratings; measure, fit, place an engine on the scale"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--board",
        default="15x15",
        metavar="WxH",
        help="the board whose ladder to print (default 15x15)",
    )
    parser.add_argument(
        "--k",
        type=int,
        default=None,
        metavar="K",
        help=K_HELP,
    )
    parser.add_argument(
        "--rule",
        dest="show_rule",
        default=None,
        metavar="RULE",
        help="the rule whose ladder to print (default freestyle): " + RULES,
    )
    parser.add_argument("--json", action="store_true", help="print the ladder as JSON")
    parser.add_argument(
        "--table",
        default=None,
        metavar="FILE",
        help="a ratings table other than the one shipped in the package",
    )
    sub = parser.add_subparsers(dest="ladder_command", metavar="{measure,fit,place}")
    m = sub.add_parser("measure", help="play a class's rating benchmark (resumable)")
    _class_option(m)
    m.add_argument(
        "--players",
        default=None,
        metavar="SPEC,...",
        help="the scale's players, weakest first (default: random, level:1 .. "
        "level:10, and perfect where the board is solved)",
    )
    m.add_argument(
        "--extras",
        default=None,
        metavar="SPEC,...",
        help="players placed near their strength (default: the class's historical "
        "AIs; 'none' for none)",
    )
    m.add_argument(
        "--openings",
        default=None,
        metavar="FILE",
        help="openings from FILE (e.g. docs/openings_15x15.txt) instead of random balanced ones",
    )
    _run_options(m, "ladder-CLASS.jsonl")
    f = sub.add_parser("fit", help="fit the ratings of a results file")
    f.add_argument("--results", required=True, metavar="FILE", help="the results file")
    f.add_argument(
        "--anchor",
        default=None,
        metavar="SPEC=ELO",
        help="the player held fixed (default level:1=1000)",
    )
    f.add_argument(
        "--write", action="store_true", help="write the class's entry into the ratings table"
    )
    f.add_argument(
        "--edition",
        type=int,
        default=None,
        metavar="N",
        help="with --write: add the class to the newest edition N, one not shipped yet "
        "(default: start a new edition)",
    )
    f.add_argument(
        "--carry",
        type=int,
        default=None,
        metavar="N",
        help="take the pairs of the class's entry in edition N that the results file does not "
        "hold as they were (to measure again only the pairs a change touched)",
    )
    f.add_argument(
        "--table",
        dest="fit_table",
        default=None,
        metavar="FILE",
        help="the table to write (default: the one shipped in the package)",
    )
    f.add_argument("--json", dest="fit_json", action="store_true", help="print JSON")
    p = sub.add_parser("place", help="place a player (e.g. pbrain:PATH) on a class's scale")
    p.add_argument("spec", metavar="SPEC", help="the player, e.g. pbrain:./pbrain-rapfi")
    _class_option(p)
    p.add_argument(
        "--table",
        dest="place_table",
        default=None,
        metavar="FILE",
        help="the ratings to hold fixed (default: the table shipped)",
    )
    p.add_argument("--json", dest="place_json", action="store_true", help="print JSON")
    _run_options(p, None)


def _class_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--class",
        dest="board_class",
        required=True,
        metavar="CLASS",
        help=f"the board class: {', '.join(SETTINGS)}",
    )
    parser.add_argument(
        "--rule",
        default=None,
        metavar="RULE",
        help="the rule its games are played under (default freestyle): "
        + RULES
        + "; a rule other than freestyle is a class of its own (large renju)",
    )


def _run_options(parser: argparse.ArgumentParser, results: str | None) -> None:
    parser.add_argument(
        "--games-per-pair",
        type=int,
        default=None,
        metavar="N",
        help="games a pair (default: 400 on 3x3, else 100)",
    )
    parser.add_argument(
        "--results",
        default=results,
        metavar="FILE",
        help="append each finished game to FILE and skip the games already "
        "there" + (f" (default {results})" if results else ""),
    )
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed (default 0)")
    parser.add_argument("--jobs", type=int, default=2, metavar="J", help=JOBS_HELP)


def _error(message: str) -> int:
    print(f"tictactoe ladder: error: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    try:
        if args.ladder_command is None:
            from tictactoe.commands.ladder_show import show

            return show(args)
        if args.ladder_command in ("measure", "place"):
            _check_numbers(args)
        if args.ladder_command == "measure":
            return _measure(args)
        if args.ladder_command == "fit":
            return _fit(args)
        return _place(args)
    except (Stop, FitStop, TableError, ResultsError) as error:
        return _error(str(error))


def _check_numbers(args: argparse.Namespace) -> None:
    if args.games_per_pair is not None and not 2 <= args.games_per_pair <= MAX_GAMES:
        raise Stop(f"--games-per-pair must be from 2 to {MAX_GAMES:,}, not {args.games_per_pair}")
    problem = jobs_problem(args.jobs)
    if problem is not None:
        raise Stop(problem)


def _measure(args: argparse.Namespace) -> int:
    if args.results == "ladder-CLASS.jsonl":
        rule = "" if args.rule is None else f"-{parse_rule(args.rule).value}"
        args.results = f"ladder-{args.board_class}{rule}.jsonl"
    runner, players = measure(args)
    results = runner.results
    anchor = (ANCHOR if ANCHOR in players else players[0], ANCHOR_ELO)
    fitted = fit_file(results, {anchor[0]: anchor[1]})
    print_fit(fitted, seconds_per_move(results), pair_figures(results), _names(fitted), anchor)
    print(f"fit and write it: tictactoe ladder fit --results {shlex.quote(args.results)} --write")
    return 0


def _fit(args: argparse.Namespace) -> int:
    if not Path(args.results).exists():
        raise FitStop(f"{args.results}: no such file")
    results = read_results(args.results)
    for note in results.notes:
        print(f"tictactoe ladder: note: {note}", file=sys.stderr)
    if not results.games:
        raise FitStop(f"{args.results}: no games in it")
    path = Path(args.fit_table) if args.fit_table else TABLE_FILE
    carried = Carried() if args.carry is None else carry(results, args.carry, path)
    anchor = parse_anchor(args.anchor, results, carried)
    fitted = fit_file(results, {anchor[0]: anchor[1]}, carried)
    command = shlex.join(
        ["tictactoe", "ladder", "fit", "--results", shown_path(args.results)]
        + (["--anchor", args.anchor] if args.anchor else [])
        + (["--carry", str(args.carry)] if args.carry is not None else [])
        + (["--edition", str(args.edition)] if args.edition is not None else [])
        + ["--write"]
    )
    entry = class_entry(results, fitted, anchor, command, carried)
    edition = None
    if args.write:
        edition = write_entry(path, results.sessions[-1].board_class, entry, args.edition)
    if args.fit_json:
        print(json.dumps({"class": results.sessions[-1].board_class, **entry}, indent=2))
    else:
        seconds = {spec: figures["seconds_per_move"] for spec, figures in entry["players"].items()}
        print_fit(fitted, seconds, entry["pairs"], _names(fitted), anchor)
        if args.write:
            print(
                f"wrote the {results.sessions[-1].board_class} entry into edition {edition} "
                "of the ratings table"
            )
    return 0


def _place(args: argparse.Namespace) -> int:
    setting = class_setting(args.board_class)
    name = class_name(class_rules(setting, parse_rule(args.rule)))
    table = load_table(args.place_table or TABLE_FILE)
    entry = table["classes"].get(name, {})
    rated = entry.get("players", {})
    rungs = [p for p in ladder_players(setting) if p in rated]
    if not rungs:
        raise Stop(
            f"class {name} has no measured ladder yet: run tictactoe ladder measure "
            f"--class {args.board_class}{_rule_option(args)}, then fit --write"
        )
    runner, spec = place(args, rungs)
    fixed = {p: float(rated[p]["elo"]) for p in rated if p != spec}
    fitted = fit_file(runner.results, fixed)[spec]
    against = sorted(
        {g.b if g.a == spec else g.a for g in runner.results.games}, key=lambda p: fixed[p]
    )
    out = {
        "spec": spec,
        "class": name,
        "elo": round(fitted.elo, 1),
        "error": round(fitted.error, 1),
        "games": fitted.games,
        "bounded": fitted.bounded,
        "against": against,
        "anchor": entry.get("anchor"),
    }
    if args.place_json:
        print(json.dumps(out, indent=2))
        return 0
    bound = "" if fitted.bounded else " (unbounded: it won or lost every game; a rough bound)"
    print(
        f"{spec} on the {name} scale: {fitted.elo:.0f} +- {fitted.error:.0f} Elo"
        f"{bound}, {fitted.games} games against {', '.join(against)}"
    )
    return 0


def _rule_option(args: argparse.Namespace) -> str:
    return "" if args.rule is None else f" --rule {parse_rule(args.rule).value}"


def _names(fitted: dict) -> dict[str, str]:
    from tictactoe.commands.ladder_show import player_name

    return {spec: player_name(spec) for spec in fitted}
