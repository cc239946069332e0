"""`tictactoe review-judge PATH... --judge pbrain:ENGINE`: the review checked against an
engine's forced-win scores (issue 48, target 3).

Each game the paths hold (game files, folders, results files:
:mod:`tictactoe.commands.game_sources`) is reviewed as ``tictactoe review`` reviews it (the
same budget), and every position of it is given to the judge, any engine that speaks the
Gomocup protocol and reports its evaluation in ``MESSAGE ... Eval +M<n>`` / ``-M<n>``
lines while it thinks (a forced win or loss in n plies for the side to move; Rapfi,
Yixin and others do), ``--time`` seconds a position.  Then, for the moves of the players:

* **confirmed**: of the moves the review calls "missed a win", those where the judge finds
  the mover's forced win before the move and no forced loss of the other side after it
  (the win is gone); of those it calls "allowed a win", those where the judge finds the
  other side's forced win after the move and no forced loss of the mover before it (the
  win was not there already);
* **named**: of the wins the judge finds within ``--within`` plies (15) that the player
  missed (a forced win before the move, none after it), the share the review calls
  "missed a win".

The judge's answers are kept in ``--cache FILE`` (one position a line, JSON), so a second
run (another review, the same games) asks it only about positions it has not judged.
Nothing here ships an engine: the judge is a path on the command line.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from dataclasses import dataclass

from tictactoe.commands.options import UsageError, parse_seconds, parse_whole

HELP = "check the review's verdicts against an engine's forced-win scores (pbrain judge)"
DEFAULT_TIME = 2.0  # seconds a position for the judge
WITHIN = 15  # the wins of the judge counted as missed: this many plies at most
START_GRACE_S = 30.0  # the judge's first answer (it may load tables)
ANSWER_GRACE_S = 10.0  # past its time, how long an answer may take
FORCED_BLOCKS = 10  # fours answered by their forced blocks before the judge is asked
_MOVE = re.compile(r"^\s*\d+\s*,\s*\d+\s*$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", metavar="PATH", help="game files, folders, .jsonl")
    parser.add_argument(
        "--judge", required=True, metavar="pbrain:PATH", help="the judging engine (Gomocup)"
    )
    parser.add_argument(
        "--time",
        default=None,
        metavar="S",
        help=f"the judge's seconds a position ({DEFAULT_TIME:g})",
    )
    parser.add_argument(
        "--within", default=str(WITHIN), metavar="N", help="missed wins counted up to N plies"
    )
    parser.add_argument("--nodes", default=None, metavar="N", help="the review's nodes a position")
    parser.add_argument(
        "--cap",
        default=None,
        metavar="S",
        help="the review's time cap a position (as review --time; at most 3600: a large one "
        "lets the nodes decide everything, whatever the machine's load)",
    )
    parser.add_argument("--cache", default=None, metavar="FILE", help="the judge's answers kept")
    parser.add_argument("--json", action="store_true", help="print JSON")


def check_engine(path: str) -> None:
    """UsageError unless ``path`` is a file this user may run (the judge's engine)."""
    if not os.access(path, os.X_OK):
        raise UsageError(f"{path}: not an executable engine")


@dataclass(frozen=True)
class Score:
    """The judge's word on a position, for its side to move: ``mate`` plies to a forced
    win (positive) or loss (negative), or None when it found neither."""

    mate: int | None

    @property
    def wins(self) -> bool:
        return self.mate is not None and self.mate > 0

    @property
    def loses(self) -> bool:
        return self.mate is not None and self.mate < 0


def parse_eval(line: str) -> Score | None:
    """The score of one ``MESSAGE`` line, or None when it says none."""
    from tictactoe.pbrain.protocol import parse_eval as engine_eval

    found = engine_eval(line)
    if found is None:
        return None
    return Score(found.value if found.mate else None)


class Judge:
    """One judge process, asked position after position (``BOARD``, its answer)."""

    def __init__(self, path: str, seconds: float) -> None:
        from tictactoe.pbrain.process import EngineProcess

        self.seconds = seconds
        self.rules = None
        self.process = EngineProcess([path], cwd=os.path.dirname(os.path.abspath(path)))
        self.first = True

    def close(self) -> None:
        self.process.close()

    def score(self, game) -> Score:  # Game -> Score
        """The judge's forced-win score of ``game``'s position for its side to move."""
        return self.answer(game)[0]

    def answer(self, game) -> tuple:  # Game -> (Score, Move)
        """The judge's score of ``game``'s position for its side to move, and its move."""
        from tictactoe.pbrain.protocol import format_board, format_info, format_start, rule_number
        from tictactoe.players.external import board_of

        rules = game.rules
        if rules != self.rules:
            self._send(format_start(rules.width, rules.height))
            self._wait_ok()
            self._send(format_info("rule", rule_number(rules.variant)))
            self._send(format_info("timeout_match", 100_000_000))
            self._send(format_info("timeout_turn", int(self.seconds * 1000)))
            self.rules = rules
        mover = game.to_move()
        stones = [(move, 1 if mark is mover else 2) for move, mark in board_of(game)]
        for line in format_board(stones):
            self._send(line)
        return self._answer()

    def _send(self, line: str) -> None:
        self.process.send(line)

    def _wait_ok(self) -> None:
        deadline = time.monotonic() + START_GRACE_S
        while True:
            _, line = self.process.read(deadline)
            if line.strip().upper().startswith("OK"):
                return
            if line.strip().upper().startswith("ERROR"):
                raise UsageError(f"the judge refused the board: {line.strip()[:80]}")

    def _answer(self) -> tuple:  # -> (Score, Move)
        grace = START_GRACE_S if self.first else ANSWER_GRACE_S
        deadline = time.monotonic() + self.seconds + grace
        last = Score(None)
        while True:
            _, line = self.process.read(deadline)
            if line.upper().startswith("MESSAGE"):
                found = parse_eval(line)
                if found is not None:
                    last = found
            elif _MOVE.match(line):
                self.first = False
                x, y = (int(v) for v in line.split(","))
                return last, (x, y)
            elif line.upper().startswith("ERROR"):
                raise UsageError(f"the judge said: {line.strip()[:80]}")


def through_blocks(game, ask) -> Score:  # (Game, Game -> Score) -> Score
    """The forced-win score of ``game``'s position for its side to move, the judge asked
    (``ask``) only where the position is not forced: a five to make is a win at once; a
    four of the other side (one cell to block, the side to move with no five) is answered
    by its block and the judge asked after it, up to ``FORCED_BLOCKS`` times over; two
    fours, or a block renju forbids, lose at the other side's next move.  A judge reads a
    forced block poorly: Rapfi, asked with 2 s (and with 20 s) where a four must be
    blocked, reported no mate that it found at once after the block (two 15x15 games of
    11-ply wins)."""
    from tictactoe.coach.facts import fives

    board = game.copy()
    blocks = 0
    while True:
        mover = board.to_move()
        if fives(board, mover):
            found = Score(1)
            break
        theirs = fives(board, mover.other)
        if len(theirs) > 1 or (theirs and not board.is_legal(theirs[0])):
            found = Score(-2)
            break
        if not theirs or blocks == FORCED_BLOCKS:
            found = ask(board)
            break
        board.play(theirs[0])
        blocks += 1
        if board.is_over():  # the block filled the board
            return Score(None)
    for _ in range(blocks):  # back to the first side to move: one more ply each, sign turned
        if found.mate is not None:
            found = Score(-(found.mate + (1 if found.mate > 0 else -1)))
    return found


def position_key(game) -> str:
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    board = f"{rules.width}x{rules.height}k{rules.k}{rules.variant.value}"
    return f"{board}:{x_bits:x}:{o_bits:x}:{game.to_move().value}"


class Cache:
    """The judge's answers by position, kept in a file of JSON lines (appended as they come)."""

    def __init__(self, path: str | None, seconds: float) -> None:
        self.path = path
        self.seconds = seconds
        self.known: dict[str, int | None] = {}
        if path is not None and os.path.exists(path):
            with open(path, encoding="utf-8") as file:
                for line in file:
                    try:
                        entry = json.loads(line)
                    except ValueError:
                        continue  # a line cut off by a killed run
                    if entry.get("seconds") == seconds:
                        self.known[entry["key"]] = entry["mate"]

    def get(self, key: str) -> Score | None:
        return Score(self.known[key]) if key in self.known else None

    def put(self, key: str, score: Score) -> None:
        self.known[key] = score.mate
        if self.path is not None:
            with open(self.path, "a", encoding="utf-8") as file:
                file.write(
                    json.dumps({"key": key, "mate": score.mate, "seconds": self.seconds}) + "\n"
                )


@dataclass
class Tally:
    """What the comparison counts, and the moves behind each count."""

    missed_said: int = 0
    missed_confirmed: int = 0
    allowed_said: int = 0
    allowed_confirmed: int = 0
    judge_missed: int = 0
    judge_missed_named: int = 0
    kept_said: int = 0
    kept_confirmed: int = 0
    lost_said: int = 0
    lost_confirmed: int = 0
    moves: int = 0
    games: int = 0
    cut: int = 0

    def shares(self) -> dict:
        def share(part: int, whole: int) -> float | None:
            return None if not whole else round(part / whole, 3)

        return {
            "said_confirmed": share(
                self.missed_confirmed + self.allowed_confirmed,
                self.missed_said + self.allowed_said,
            ),
            "missed_named": share(self.judge_missed_named, self.judge_missed),
        }


def compare(review, scores: list, within: int, tally: Tally, notes: list, name: str) -> None:
    """Count one reviewed game against the judge's ``scores`` (one a position: the side to
    move's, None past the end)."""
    from tictactoe.coach import VerdictKind
    from tictactoe.notation import cell_name

    tally.games += 1
    for judged in review.moves:
        before, after = scores[judged.ply], scores[judged.ply + 1]
        tally.moves += 1
        tally.cut += judged.cut
        kind = judged.verdict.kind if judged.verdict is not None else None
        where = (
            f"{name} {judged.ply + 1}. {judged.mover.value} {cell_name(judged.move, review.rules)}"
        )
        won_after = after is None  # the move ended the game: a five
        gone = not won_after and not (after is not None and after.loses)
        if before is not None and before.wins and before.mate <= within and gone:
            tally.judge_missed += 1
            if kind is VerdictKind.MISSED_WIN:
                tally.judge_missed_named += 1
            else:
                notes.append(f"not named: {where} (judge {before.mate:+d}, review {kind})")
        if kind is VerdictKind.MISSED_WIN:
            tally.missed_said += 1
            if before is not None and before.wins and gone:
                tally.missed_confirmed += 1
            else:
                notes.append(f"missed?: {where} (judge {_said(before)} / {_said(after)})")
        elif kind is VerdictKind.ALLOWED_WIN:
            tally.allowed_said += 1
            if after is not None and after.wins and not (before is not None and before.loses):
                tally.allowed_confirmed += 1
            else:
                notes.append(f"allowed?: {where} (judge {_said(before)} / {_said(after)})")
        elif kind is VerdictKind.KEPT_WIN:
            tally.kept_said += 1
            tally.kept_confirmed += won_after or (after is not None and after.loses)
        elif kind is VerdictKind.LOST_ANYWAY:
            tally.lost_said += 1
            tally.lost_confirmed += before is not None and before.loses


def _said(score) -> str:
    if score is None:
        return "end"
    return "none" if score.mate is None else f"{score.mate:+d}"


def run(args: argparse.Namespace) -> int:
    from tictactoe.commands.game_sources import Skipped, games_from

    try:
        from tictactoe.players.specs import parse_pbrain_spec

        try:
            spec = parse_pbrain_spec(args.judge)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        seconds = parse_seconds(args.time, limit=600.0) or DEFAULT_TIME
        within = parse_whole(args.within, "--within", 1, 1000)
        from tictactoe.coach import DEFAULT_BUDGET, Budget

        nodes = (
            DEFAULT_BUDGET.nodes
            if args.nodes is None
            else parse_whole(args.nodes, "--nodes", 1, 10_000_000)
        )
        cap = (
            DEFAULT_BUDGET.cap
            if args.cap is None
            else parse_seconds(args.cap, "--cap", limit=3600.0)
        )
        budget = Budget(nodes, DEFAULT_BUDGET.facts, cap)
        skipped = Skipped()
        games = list(games_from(args.paths, skipped))
        check_engine(spec.path)
    except UsageError as exc:
        print(f"tictactoe review-judge: {exc}", file=sys.stderr)
        return 2
    from tictactoe.coach import review_game
    from tictactoe.game import Game

    cache = Cache(args.cache, seconds)
    tally = Tally()
    notes: list[str] = []
    started = time.perf_counter()
    load = os.getloadavg()[0]
    judge = Judge(spec.path, seconds)

    def ask(position) -> Score:  # Game -> Score
        key = position_key(position)
        found = cache.get(key)
        if found is None:
            found = judge.score(position)
            cache.put(key, found)
        return found

    try:
        for number, (name, game) in enumerate(games, 1):
            review = review_game(game, budget)
            board = Game.for_rules(game.rules, start=game.start)
            scores: list[Score | None] = []
            for ply in range(len(game.moves) + 1):
                scores.append(None if board.is_over() else through_blocks(board, ask))
                if ply < len(game.moves):
                    board.play(game.moves[ply])
            compare(review, scores, within, tally, notes, name)
            print(f"\r{number} of {len(games)} games", end="", file=sys.stderr, flush=True)
    except UsageError as exc:
        print(f"\ntictactoe review-judge: {exc}", file=sys.stderr)
        return 2
    finally:
        judge.close()
    print(file=sys.stderr)
    report = {
        "games": tally.games,
        "moves": tally.moves,
        "judge_seconds": seconds,
        "within": within,
        "review_nodes": budget.nodes,
        "review_cap": budget.cap,
        "counts": {k: v for k, v in vars(tally).items()},
        **tally.shares(),
        "seconds": round(time.perf_counter() - started),
        "load": [round(load, 2), round(os.getloadavg()[0], 2)],
        "notes": notes,
    }
    if args.json:
        print(json.dumps(report))
        return 0
    t = tally
    print(f"{t.games} games, {t.moves} moves judged in {report['seconds']} s (load {load:.1f})")
    print(
        f"missed a win: {t.missed_confirmed} of {t.missed_said} confirmed; allowed a win: "
        f"{t.allowed_confirmed} of {t.allowed_said} confirmed; together {report['said_confirmed']}"
    )
    print(
        f"wins within {within} plies the judge saw missed: {t.judge_missed}, named by the "
        f"review: {t.judge_missed_named} ({report['missed_named']})"
    )
    print(
        f"kept the win: {t.kept_confirmed} of {t.kept_said} confirmed; lost anyway: "
        f"{t.lost_confirmed} of {t.lost_said}; cut short by the cap: {t.cut}"
    )
    for note in notes:
        print("  " + note)
    return 0
