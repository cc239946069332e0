"""`tictactoe puzzles`: puzzles cut from proven positions of real games.

- ``tictactoe puzzles [--file FILE] [--json]`` counts the puzzles (the package's
  own, or a file's) per board, kind and length.
- ``tictactoe puzzles make PATH... --out FILE`` cuts puzzles from the games the
  paths hold (game files, folders of them, ladder results files:
  :mod:`tictactoe.commands.game_sources`), with :mod:`tictactoe.coach.puzzle_find`.
  Resumable: each puzzle is appended to FILE with one write as soon as it is proven,
  and each finished game's name to ``FILE.done``; run again, it skips the games
  done and the puzzles it has.  A killed run loses at most the puzzle in progress.
- ``tictactoe puzzles check [--file FILE] [--sample N] [--rule-matters]`` proves
  puzzles again (:func:`tictactoe.coach.reprove`: among others, the engine's threat
  search finds no other first move winning within the margin, by fours or threes); with
  ``--rule-matters``, each puzzle under renju must also be a renju problem: the rule
  changes its answer and the rule module names the forbidden point that does it
  (:func:`tictactoe.coach.puzzle_rule.forbidden_point`); exit status 1 if one fails,
  with the failures counted by case.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter

from tictactoe.commands.options import (
    CELLS_HELP,
    UsageError,
    parse_rule,
    parse_seconds,
    parse_whole,
)

HELP = "puzzles cut from proven positions: count them, make them (resumable), check them"
EPILOG = (
    CELLS_HELP + "  A puzzle file writes its cells in the grid notation on every board "
    "(upper case); a lower-case name in it is read in the board's notation."
)
CHECK_BUDGET = 30.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--file",
        default=None,
        metavar="FILE",
        help="a puzzle file instead of the puzzles shipped in the package",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    sub = parser.add_subparsers(dest="puzzles_command", metavar="{make,check}")
    make = sub.add_parser("make", help="cut puzzles from games (resumable)")
    make.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="game files, folders of them, or ladder results files (.jsonl)",
    )
    make.add_argument(
        "--out",
        required=True,
        metavar="FILE",
        help="the puzzle file to append to (FILE.done lists the games done)",
    )
    make.add_argument(
        "--per-side", default="1", metavar="N", help="puzzles at most per side and game (default 1)"
    )
    make.add_argument(
        "--budget", default=None, metavar="S", help="seconds for one exact solve (default 2)"
    )
    make.add_argument(
        "--nodes",
        default=None,
        metavar="N",
        help="the node budget of one win-by-fours search (default 20000)",
    )
    make.add_argument(
        "--rule",
        default=None,
        metavar="RULE",
        help="replay each game under RULE (e.g. renju) up to its first move the rule "
        "forbids, and cut the puzzles of those positions under it",
    )
    make.add_argument(
        "--rule-matters",
        action="store_true",
        help="keep only puzzles whose answer the rule changes (renju: White's win through a "
        "point forbidden to Black, Black's avoiding one)",
    )
    check = sub.add_parser("check", help="prove puzzles again")
    check.add_argument(
        "--sample", default=None, metavar="N", help="check N puzzles drawn at random (default: all)"
    )
    check.add_argument("--seed", default="0", metavar="S", help="the sample's seed")
    check.add_argument(
        "--rule-matters",
        action="store_true",
        help="each puzzle under renju must also be one its rule decides: White wins through a "
        "point forbidden to Black, or Black's win avoids one (the rule module names it)",
    )
    check.add_argument(
        "--judge",
        default=None,
        metavar="pbrain:PATH",
        help="also ask a Gomocup engine for its move and forced-win score of each puzzle: a "
        "quicker win, or another first move that wins as quick, is reported",
    )
    check.add_argument(
        "--judge-time", default="1", metavar="S", help="the judge's seconds a puzzle (default 1)"
    )
    check.add_argument(
        "--budget",
        default=None,
        metavar="S",
        help=f"seconds for one exact solve (default {CHECK_BUDGET:g}: a cold "
        "solver needs longer than the one that cut the puzzle)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        if args.puzzles_command == "make":
            return make(args)
        puzzles = _load(args.file)
        if args.puzzles_command == "check":
            return check(args, puzzles)
    except UsageError as exc:
        print(f"tictactoe puzzles: {exc}", file=sys.stderr)
        return 2
    counts = count(puzzles)
    if args.json:
        print(json.dumps(counts))
    else:
        print(count_text(counts))
    return 0


def _load(path: str | None) -> list:
    from tictactoe.coach import PuzzleFileError, read_puzzles, shipped

    try:
        return list(shipped()) if path is None else read_puzzles(path)
    except PuzzleFileError as exc:
        raise UsageError(str(exc)) from None


# --- counting -----------------------------------------------------------------------------


def count(puzzles: list) -> dict:
    """Puzzles per board (``WxH kK``, and when the rule is not freestyle the rule and the
    side to play: ``15x15 k5 renju, O to play``), kind and length."""
    boards: dict[str, Counter] = {}
    for p in puzzles:
        rules = p.rules
        name = f"{rules.width}x{rules.height} k{rules.k}"
        if not rules.freestyle:
            name += f" {rules.variant.value}, {p.attacker.value} to play"
        boards.setdefault(name, Counter())[f"{p.kind.value} {p.plies}"] += 1
    return {
        "puzzles": len(puzzles),
        "boards": {
            name: dict(sorted(c.items(), key=lambda kv: (kv[0].split()[0], int(kv[0].split()[1]))))
            for name, c in sorted(boards.items(), key=_board_order)
        },
    }


def _board_order(item: tuple[str, Counter]) -> tuple[int, int, str]:
    size, k, *rule = item[0].split(" ")
    width, _, height = size.partition("x")
    return int(width) * int(height), int(k[1:]), " ".join(rule)


def count_text(counts: dict) -> str:
    lines = [f"{counts['puzzles']} puzzles"]
    for name, per in counts["boards"].items():
        total = sum(per.values())
        lines.append(
            f"  {name}: {total}  ("
            + ", ".join(
                f"{kind} in {plies}: {n}"
                for kind, plies, n in (
                    (key.split()[0], key.split()[1], n) for key, n in per.items()
                )
            )
            + ")"
        )
    return "\n".join(lines)


# --- making -------------------------------------------------------------------------------


def make(args: argparse.Namespace) -> int:
    from tictactoe.ai import FOURS_NODES
    from tictactoe.coach import Finder, PuzzleFileError, puzzles_in, read_puzzles, to_line
    from tictactoe.coach.puzzle_find import rule_changes_the_win, rule_matters
    from tictactoe.commands.game_sources import Skipped, games_from

    per_side = parse_whole(args.per_side, "--per-side", 1, 20)
    variant = parse_rule(args.rule) if args.rule is not None else None
    budget = parse_seconds(args.budget, "--budget", 600.0)
    nodes = FOURS_NODES if args.nodes is None else parse_whole(args.nodes, "--nodes", 1, 10_000_000)
    finder = Finder(budget=budget or Finder().budget, nodes=nodes)
    done_path = args.out + ".done"
    try:
        have = {p.id for p in read_puzzles(args.out, cut_off=True)}
    except PuzzleFileError as exc:
        raise UsageError(str(exc)) from None
    done = set(_done_names(done_path))
    skipped = Skipped()
    started = time.perf_counter()
    new = games = 0
    show = sys.stderr.isatty()
    wanted = (lambda game: rule_changes_the_win(game, finder=finder)) if args.rule_matters else None
    with _Appender(args.out) as out, _Appender(done_path) as finished:
        for name, game in games_from(args.paths, skipped):
            if name in done:
                continue
            if variant is not None:
                game = replayed_under(game, variant)
            games += 1
            for _, puzzle in puzzles_in(
                game, finder, source=name, per_side=per_side, wanted=wanted
            ):
                if args.rule_matters and not rule_matters(puzzle, finder):
                    continue
                if puzzle.id not in have:
                    have.add(puzzle.id)
                    out.add(to_line(puzzle))
                    new += 1
            finished.add(name)
            done.add(name)
            if show:
                print(f"\r{games} games, {new} new puzzles", end="", file=sys.stderr, flush=True)
    if show:
        print(file=sys.stderr)
    seconds = time.perf_counter() - started
    print(f"{games} games read in {seconds:.0f} s, {new} new puzzles ({len(have)} in {args.out})")
    if skipped.count:
        print(f"{skipped.count} files skipped; the first: {skipped.first[0]}")
    return 0


def replayed_under(game, variant):  # (Game, Variant) -> Game
    """``game``'s moves replayed under ``variant`` up to the first one it forbids or the
    end (a win under the new rule ends it where it happens)."""
    from tictactoe.game import Game, Position

    rules = game.rules.with_variant(variant)
    start = game.start
    again = Game.for_rules(rules, start=Position(rules, start.x_bits, start.o_bits))
    for move in game.moves:
        if again.is_over() or again.illegal(move) is not None:
            break
        again.play(move)
    return again


def _done_names(path: str) -> list[str]:
    from tictactoe.safe_files import UnreadableFile, read_regular

    try:
        text = read_regular(path, 64 * 1024 * 1024).decode("utf-8")
    except FileNotFoundError:
        return []
    except (UnreadableFile, OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot read it ({exc})") from None
    lines = text.split("\n")
    lines.pop()  # after the last newline: "" or a cut-off name
    return lines


class _Appender:
    """A file opened for appending; each :meth:`add` is one line, one ``write``.  A
    cut-off last line (a run killed mid-write) is cut away first."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.fd = -1

    def __enter__(self) -> _Appender:
        try:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
            size = os.fstat(self.fd).st_size
            if size:
                os.lseek(self.fd, max(0, size - 65536), os.SEEK_SET)
                tail = os.read(self.fd, 65536)
                if not tail.endswith(b"\n"):
                    os.ftruncate(self.fd, size - (len(tail) - tail.rfind(b"\n") - 1))
        except OSError as exc:
            raise UsageError(f"{self.path}: cannot write it ({exc.strerror or exc})") from None
        return self

    def add(self, line: str) -> None:
        os.write(self.fd, (line + "\n").encode("utf-8"))

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)


# --- checking -----------------------------------------------------------------------------


def _judge(args: argparse.Namespace):  # -> Judge | None
    if args.judge is None:
        return None
    from tictactoe.commands.review_judge import Judge, check_engine
    from tictactoe.players.specs import parse_pbrain_spec

    try:
        spec = parse_pbrain_spec(args.judge)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    check_engine(spec.path)
    seconds = parse_seconds(args.judge_time, "--judge-time", 600.0) or 1.0
    return Judge(spec.path, seconds)


def _judged(judge, puzzle) -> str | None:
    """What the judge says against the puzzle: a quicker win than it states, or its own
    first move, another, winning as quick (None: nothing against it)."""
    from tictactoe.notation import cell_name

    if puzzle.rules.width < 5 or puzzle.kind.value != "fours":
        return None  # the exact puzzles are proven whole by the solver
    score, move = judge.answer(puzzle.game())
    if score.wins and score.mate < puzzle.plies:
        return f"the judge wins quicker: in {score.mate} with {cell_name(move, puzzle.rules)}"
    if score.wins and score.mate == puzzle.plies and move != puzzle.solution.move:
        return f"the judge's {cell_name(move, puzzle.rules)} wins as quick (in {score.mate})"
    return None


def _rule_reason(puzzle) -> str | None:
    """Why a puzzle under renju is no renju problem (None: it is one, or not under renju)."""
    from tictactoe.coach.puzzle_find import rule_matters
    from tictactoe.coach.puzzle_rule import forbidden_point
    from tictactoe.game import Variant

    if puzzle.rules.variant is not Variant.RENJU:
        return None
    if not rule_matters(puzzle):
        return "the rule does not change its answer"
    if forbidden_point(puzzle) is None:
        return "no point forbidden to Black decides it"
    return None


def check(args: argparse.Namespace, puzzles: list) -> int:
    from tictactoe.coach import Finder, reprove
    from tictactoe.coach.puzzle_check import AS_FAST, QUICKER, UNSETTLED, WITHIN_MARGIN
    from tictactoe.notation import cell_name

    cases = (AS_FAST, WITHIN_MARGIN, QUICKER, UNSETTLED)  # the failures counted by name

    budget = parse_seconds(args.budget, "--budget", 600.0) or CHECK_BUDGET
    if args.sample is not None:
        size = parse_whole(args.sample, "--sample", 1, 1_000_000)
        seed = parse_whole(args.seed, "--seed", 0, 2**31)
        puzzles = random.Random(seed).sample(puzzles, min(size, len(puzzles)))
    judge = _judge(args)
    failed: Counter[str] = Counter()
    started = time.perf_counter()
    try:
        for puzzle in puzzles:
            reason = reprove(puzzle, Finder(budget=budget))
            if reason is None and args.rule_matters:
                reason = _rule_reason(puzzle)
            if reason is None and judge is not None:
                reason = _judged(judge, puzzle)
            if reason is not None:
                case = reason.partition(":")[0]
                failed[case if case in cases else "other"] += 1
                name = cell_name(puzzle.solution.move, puzzle.rules)
                print(f"{puzzle.id} ({name}): {reason}", flush=True)
    finally:
        if judge is not None:
            judge.close()
    total = sum(failed.values())
    print(
        f"{len(puzzles) - total} of {len(puzzles)} puzzles proven again "
        f"in {time.perf_counter() - started:.1f} s"
    )
    for case, n in failed.most_common():
        print(f"  {case}: {n}")
    return 1 if total else 0
