"""`tictactoe match A B`: play two players against each other and print the figures.

Games run in worker processes (``--jobs`` workers, 2 by default; with
``--jobs 1`` in this process); see :mod:`tictactoe.commands.match_games`.
Game ``i`` (from 0) is started by A (A plays X) when ``i`` is even and by B when
it is odd, unless ``--no-alternate`` (then A always plays X).

Openings: ``--opening N`` places N random stones near the centre (balanced:
neither side has a win in one), ``--openings FILE`` reads them from a file (one
per line); either way games ``2p`` and ``2p + 1`` share opening ``p`` with the
colours swapped, so that an opening that favours X favours each side once.

``--opening swap`` or ``swap2`` (five in a row, boards of 9x9 and up) opens every
game by negotiation (:mod:`tictactoe.swap`): A proposes (places the first three
stones) in the even games and B in the odd ones, and each player's colour is the
one the negotiation settles, so "as X" and "as O" count the colours the players
ended up with.  A pair of games stays fair because each player proposes once and
responds once: the proposer's reward for an even opening is the same whichever
colour the responder takes.

The figures (see :mod:`tictactoe.commands.match_stats`): wins, draws and losses,
also per colour; the score with its standard error; the Elo difference with a
95% interval; mean and longest time per move and the moves over a player's own
limit; forfeits with their reasons.  ``--save-dir`` keeps every game as a file.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from tictactoe.commands.match_games import GameJob, GameResult, Progress, game_seed, run_games
from tictactoe.commands.match_stats import Side, elo_figure, score_error, summarise
from tictactoe.commands.options import (
    BOARD_HELP,
    K_HELP,
    RULE_HELP,
    parse_board,
    parse_rule,
    rule_k,
)

if TYPE_CHECKING:
    from tictactoe.game import Rules

HELP = "play two players against each other (e.g. match hard rules --board 9x9 --k 5)"
MAX_GAMES = 100_000  # a bound a match can reach in days, not one that fills the memory
MAX_JOBS = 64
MAX_TIME_S = 600.0  # the players' own bound on time=S
MAX_OPENING = 40


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "a",
        metavar="A",
        help="the first player's spec (e.g. hard, "
        "forecaster:depth=2, pbrain:./pbrain-rapfi:time=1)",
    )
    parser.add_argument("b", metavar="B", help="the second player's spec")
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        metavar="N",
        help=f"number of games (default 10, or two per opening of --openings; "
        f"at most {MAX_GAMES:,})",
    )
    parser.add_argument(
        "--board",
        default="3x3",
        metavar="WxH",
        help=BOARD_HELP,
    )
    parser.add_argument(
        "--k",
        type=int,
        default=None,
        metavar="K",
        help=K_HELP,
    )
    parser.add_argument("--rule", default=None, metavar="RULE", help=RULE_HELP)
    parser.add_argument(
        "--no-alternate",
        action="store_true",
        help="A plays X in every game (default: A and B alternately)",
    )
    parser.add_argument(
        "--opening",
        default="0",
        metavar="N|swap|swap2",
        help="start each pair of games (colours swapped) from N random "
        "stones near the centre, balanced (no win in one for either side); "
        "or open every game by swap or swap2 (k=5, 9x9 and up), A and B "
        "proposing in turn",
    )
    parser.add_argument(
        "--openings",
        default=None,
        metavar="FILE",
        help="start from the openings in FILE (one per line: 'x,y x,y x,y  "
        "# comment'), each played twice with colours swapped",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="seed for the players' randomness and the openings (default 0)",
    )
    parser.add_argument(
        "--time",
        type=float,
        default=None,
        metavar="S",
        help="seconds per move for every searching player and engine "
        "(a spec's own time=S wins over it)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=2,
        metavar="J",
        help="worker processes (default 2; 1 plays in this process, best for timing)",
    )
    parser.add_argument(
        "--save-dir",
        default=None,
        metavar="DIR",
        help="save every game in DIR: game-0001.psq (Piskvork, with move "
        "times) for k=5, .ttt for another k or a game lost by forfeit",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument(
        "--games-json",
        action="store_true",
        help="with --json: also list every game (colours, the winner, how it "
        "ended, the moves) so that a lost game can be replayed",
    )


def _error(message: str) -> int:
    print(f"tictactoe match: error: {message}", file=sys.stderr)
    return 2


def jobs_problem(jobs: int) -> str | None:
    """What is wrong with ``--jobs`` (match's and the ladder's), or None."""
    return None if 1 <= jobs <= MAX_JOBS else f"--jobs must be from 1 to {MAX_JOBS}, not {jobs}"


def _check_numbers(args: argparse.Namespace) -> str | None:
    if args.games is not None and not 1 <= args.games <= MAX_GAMES:
        return f"--games must be from 1 to {MAX_GAMES:,}, not {args.games}"
    if (problem := jobs_problem(args.jobs)) is not None:
        return problem
    if args.games_json and not args.json:
        return "--games-json goes with --json"
    if args.time is not None and not (math.isfinite(args.time) and 0 < args.time <= MAX_TIME_S):
        return (
            f"--time must be a number of seconds above 0 and at most {MAX_TIME_S:g}, "
            f"not {args.time}"
        )
    opening = str(args.opening).strip().lower()
    if opening in ("swap", "swap2"):
        args.swap, args.opening = opening, 0
    elif not opening.lstrip("-").isdigit() or not 0 <= int(opening) <= MAX_OPENING:
        return (
            f"--opening must be a number of stones from 0 to {MAX_OPENING}, swap or "
            f"swap2, not {args.opening}"
        )
    else:
        args.swap, args.opening = "none", int(opening)
    if (args.opening or args.swap != "none") and args.openings:
        given = args.swap if args.swap != "none" else "N"
        return f"give --opening {given} or --openings FILE, not both"
    return None


def run(args: argparse.Namespace) -> int:
    from tictactoe.game import Rules
    from tictactoe.openings import OpeningError, random_opening, read_openings
    from tictactoe.swap import Negotiation, Opening

    problem = _check_numbers(args)
    if problem:
        return _error(problem)
    try:
        width, height = parse_board(args.board)
        variant = parse_rule(args.rule)
        k = args.k if args.k is not None else rule_k(variant, width, height)
        rules = Rules(width, height, k, variant)
        if args.swap != "none":
            Negotiation(Opening(args.swap), rules)  # ValueError where it is not played
    except ValueError as e:
        return _error(str(e))
    openings: list[list[tuple[int, int]]] = []
    try:
        if args.openings:
            openings = read_openings(args.openings, rules)
    except OpeningError as e:
        return _error(str(e))
    games = args.games if args.games is not None else 2 * len(openings) if openings else 10
    paired = bool(openings or args.opening or args.swap != "none") and not args.no_alternate
    try:
        for i in range(0, games, 2 if paired else 1):
            p = i // 2 if paired else i
            if args.opening and len(openings) <= p:
                openings.append(
                    random_opening(
                        rules, args.opening, random.Random(f"tictactoe-opening:{args.seed}:{p}")
                    )
                )
    except OpeningError as e:
        return _error(str(e))
    specs = _check_players(args.a, args.b, rules)
    if isinstance(specs, int):
        return specs
    if args.save_dir:
        try:
            os.makedirs(args.save_dir, exist_ok=True)
        except OSError as e:
            return _error(f"--save-dir {args.save_dir!r}: {e.strerror or e}")
    jobs = []
    for i in range(games):
        opening = openings[(i // 2 if paired else i) % len(openings)] if openings else []
        jobs.append(
            GameJob(
                i,
                specs[0],
                specs[1],
                width,
                height,
                k,
                a_first=args.no_alternate or i % 2 == 0,
                seed_a=game_seed(args.seed, i, "a"),
                seed_b=game_seed(args.seed, i, "b"),
                time_limit=args.time,
                opening=tuple(opening),
                variant=rules.variant.value,
                swap=args.swap,
            )
        )
    saver = _Saver(args.save_dir, specs, rules, args.swap) if args.save_dir else None
    results = run_games(
        jobs,
        min(args.jobs, len(jobs)),
        Progress(len(jobs)),
        on_result=saver.save if saver else None,
    )
    a, b = summarise(results, specs[0], specs[1])
    error = score_error(results, paired)
    figure = elo_figure(a.score_rate, error)
    if saver is not None and saver.failed:
        print(f"tictactoe match: warning: {saver.failed}", file=sys.stderr)
    setting = {
        "games": len(results),
        "board": f"{width}x{height}",
        "k": k,
        "rule": rules.variant.value,
        "alternate": not args.no_alternate,
        "seed": args.seed,
        "time": args.time,
        "opening": (args.swap if args.swap != "none" else args.opening or None),
        "openings": args.openings,
        "paired": paired,
    }
    if args.json:
        out = {
            **setting,
            "a": asdict(a),
            "b": asdict(b),
            "score_error": error,
            "elo": figure.as_json(),
            "forfeits": _forfeits(results),
        }
        if args.games_json:
            out["results"] = [
                {
                    "index": r.index,
                    "first": "a" if r.a_mark == "X" else "b",
                    "a_mark": r.a_mark,
                    "winner": r.winner,
                    "termination": r.termination,
                    "reason": r.reason,
                    "opening": r.opening,
                    "moves": [list(m) for m in r.moves],
                    **(
                        {"proposer": "a" if jobs[r.index].a_first else "b", "swap": list(r.swap)}
                        if args.swap != "none"
                        else {}
                    ),
                }
                for r in results
            ]
        print(json.dumps(out, indent=2))
        return 0
    _print_table(setting, a, b, error, figure.text(), results)
    return 0


def _check_players(spec_a: str, spec_b: str, rules: Rules) -> list[str] | int:
    """Canonical specs of two computer players that can play ``rules``, or an exit
    status after printing why not."""
    try:
        return computer_players([spec_a, spec_b], rules)
    except ValueError as e:
        return _error(str(e))


def computer_players(specs: list[str], rules: Rules) -> list[str]:
    """The canonical specs of computer players that can play ``rules``; ValueError
    saying why not.  External engines are started here once, so that one that refuses
    the board is refused before any game."""
    from tictactoe.players import check_player_for, make_player

    canonical = []
    for spec in specs:
        player = make_player(spec)
        try:
            check_player_for(player, rules)
        finally:
            player.close()
        if player.is_human:
            raise ValueError("a match is between computer players: 'human' cannot play here")
        canonical.append(player.spec)
    return canonical


def _forfeits(results: list[GameResult]) -> list[dict[str, Any]]:
    return [
        {"index": r.index, "loser": "b" if r.winner == "a" else "a", "reason": r.reason}
        for r in results
        if r.termination == "forfeit"
    ]


class _Saver:
    """Writes each game as its result comes in: ``DIR/game-0001.psq`` (Piskvork's
    format, with the move times) for freestyle Gomoku (k = 5), ``.ttt`` (ours) for
    another k or rule (a .psq file has no place for the rule), for a game lost by
    forfeit, whose end and reason a .psq cannot hold, and for a game opened by swap
    (how its colours were chosen: the record's ``opening``)."""

    def __init__(self, directory: str, specs: list[str], rules: Rules, swap: str) -> None:
        from tictactoe.swap import Opening

        self.directory = directory
        self.specs = specs
        self.rules = rules
        self.swap = Opening(swap)
        self.failed = ""

    def save(self, result: GameResult) -> None:
        from tictactoe import records
        from tictactoe.game import Game, Mark, Outcome, Termination
        from tictactoe.swap import Choice, SwapRecord

        game = Game.for_rules(self.rules)
        for move in result.moves:
            game.play(move)
        if result.termination == "forfeit":
            winner = Mark(result.a_mark) if result.winner == "a" else Mark(result.a_mark).other
            game.end(Outcome(Termination.FORFEIT, winner, result.reason))
        x, o = (_record_name(s) for s in (self.specs if result.a_mark == "X" else self.specs[::-1]))
        opening = (
            SwapRecord(self.swap, tuple(Choice(c) for c in result.swap)) if result.swap else None
        )
        psq = (
            game.k == 5
            and game.rules.freestyle
            and result.termination != "forfeit"
            and opening is None
        )
        path = os.path.join(
            self.directory, f"game-{result.index + 1:04d}.{'psq' if psq else 'ttt'}"
        )
        try:
            records.save(
                path, game, {"X": x, "O": o}, times=result.times if psq else (), opening=opening
            )
        except (OSError, ValueError) as e:
            self.failed = self.failed or f"could not save {path}: {e}"


def _record_name(spec: str) -> str:
    """A player's name for a game file (at most 100 characters): an engine's spec
    with the file name only."""
    from tictactoe.players import is_pbrain_spec, parse_pbrain_spec

    if is_pbrain_spec(spec):
        parsed = parse_pbrain_spec(spec)
        spec = type(parsed)(os.path.basename(parsed.path), parsed.time).canonical()
    return spec if len(spec) <= 100 else spec[:99] + "…"


def _print_table(
    setting: dict, a: Side, b: Side, error: float | None, elo_text: str, results: list[GameResult]
) -> None:
    n = setting["games"]
    alt = "colours alternating" if setting["alternate"] else "A playing X in every game"
    if setting["opening"] in ("swap", "swap2"):
        alt = "colours chosen in the opening" if setting["alternate"] else "A proposing every game"
    start = ""
    if setting["openings"]:
        start = f", openings from {setting['openings']}"
    elif setting["opening"] in ("swap", "swap2"):
        start = f", {setting['opening']} openings" + (
            " (A and B proposing in turn)" if setting["alternate"] else ""
        )
    elif setting["opening"]:
        start = f", {setting['opening']}-stone random openings"
    time_note = f", {setting['time']:g} s per move" if setting["time"] is not None else ""
    rule = "" if setting["rule"] == "freestyle" else f" {setting['rule']}"
    print(
        f"{n} games on {setting['board']} k={setting['k']}{rule}, {alt}{start}, "
        f"seed {setting['seed']}{time_note}"
    )
    rows = [
        ("", "player", "w-d-l", "score", "as X", "as O", "mean s/move", "max s/move", "over limit")
    ]
    for tag, side in (("A", a), ("B", b)):
        limit = f" of {side.moves} (> {side.limit_s:g} s)" if side.limit_s else ""
        rows.append(
            (
                tag,
                side.spec,
                f"{side.wins}-{side.draws}-{side.losses}",
                f"{side.score:g} ({100 * side.score_rate:.1f}%)",
                side.as_x.text(),
                side.as_o.text(),
                f"{side.mean_move_s:.4f}",
                f"{side.max_move_s:.4f}",
                f"{side.moves_over_limit}{limit}" if side.limit_s else "-",
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print(
            "  ".join(
                cell.ljust(widths[i]) if i < 2 else cell.rjust(widths[i])
                for i, cell in enumerate(r)
            ).rstrip()
        )
    if error is not None:
        how = "over games"
        if setting["paired"]:
            how = (
                "over pairs, each proposing once"
                if setting["opening"] in ("swap", "swap2")
                else "over colour-swapped pairs"
            )
        print(
            f"A's score: {100 * a.score_rate:.1f}% +- {100 * error:.1f}% "
            f"(standard error {how}); Elo difference A - B: {elo_text}"
        )
    for f in _forfeits(results):
        loser = a.spec if f["loser"] == "a" else b.spec
        print(f"forfeit in game {int(f['index']) + 1}: {loser}: {f['reason']}")
