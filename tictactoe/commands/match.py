"""`tictactoe match A B`: play two players against each other and print the score.

Games run in worker processes (one task per game, ``--jobs`` workers, 2 by
default), each game with its own seeds derived from ``--seed`` and the game's
number, so the results do not depend on which worker plays which game (only
time-bounded searches depend on the machine's speed).  With ``--jobs 1`` the
games run in this process.  Game ``i`` (from 0) is started by A when ``i`` is
even and by B when it is odd, unless ``--no-alternate`` (then A always starts).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from typing import TextIO

from tictactoe.commands.options import default_k, parse_board

HELP = "play two players against each other (e.g. match hard rules --board 9x9 --k 5)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("a", metavar="A", help="the first player's spec (e.g. hard, "
                        "forecaster:depth=2, classic:ultra=1)")
    parser.add_argument("b", metavar="B", help="the second player's spec")
    parser.add_argument("--games", type=int, default=10, metavar="N",
                        help="number of games (default 10)")
    parser.add_argument("--board", default="3x3", metavar="WxH",
                        help="board size, e.g. 3x3, 9x9, 15x15 (default 3x3)")
    parser.add_argument("--k", type=int, default=None, metavar="K",
                        help="marks in a row to win (default: 3 on 3x3, 4 up to 5x5, else 5)")
    parser.add_argument("--no-alternate", action="store_true",
                        help="A starts every game (default: A and B start alternately)")
    parser.add_argument("--seed", type=int, default=0, metavar="S",
                        help="seed for the players' randomness (default 0)")
    parser.add_argument("--time", type=float, default=None, metavar="S",
                        help="seconds per move for every searching player "
                        "(a spec's own time=S wins over it)")
    parser.add_argument("--jobs", type=int, default=2, metavar="J",
                        help="worker processes (default 2; 1 plays in this process)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--games-json", action="store_true",
                        help="with --json: also list every game (who started, the winner, "
                        "the moves) so that a lost game can be replayed")


@dataclass(frozen=True)
class GameJob:
    index: int
    spec_a: str
    spec_b: str
    width: int
    height: int
    k: int
    a_first: bool
    seed_a: int
    seed_b: int
    time_limit: float | None


@dataclass(frozen=True)
class GameResult:
    index: int
    winner: str | None  # "a", "b" or None (a draw)
    moves: tuple[tuple[int, int], ...]
    a_moves: int
    a_total_s: float
    a_max_s: float
    b_moves: int
    b_total_s: float
    b_max_s: float


def game_seed(seed: int, index: int, who: str) -> int:
    """A seed for player ``who`` in game ``index``, independent of the scheduling."""
    return random.Random(f"tictactoe-match:{seed}:{index}:{who}").getrandbits(63)


def play_game(job: GameJob) -> GameResult:
    """Play one game (in a worker process or here)."""
    from tictactoe.game import Game
    from tictactoe.players import make_player

    game = Game(job.width, job.height, job.k)
    pa = make_player(job.spec_a, seed=job.seed_a, time_limit=job.time_limit)
    pb = make_player(job.spec_b, seed=job.seed_b, time_limit=job.time_limit)
    first, second = (pa, pb) if job.a_first else (pb, pa)
    stats = {id(pa): [0, 0.0, 0.0], id(pb): [0, 0.0, 0.0]}
    turn = 0
    while not game.is_over():
        player = first if turn % 2 == 0 else second
        t0 = time.perf_counter()
        move = player.choose_move(game)
        spent = time.perf_counter() - t0
        s = stats[id(player)]
        s[0] += 1
        s[1] += spent
        s[2] = max(s[2], spent)
        game.play(move)
        turn += 1
    winner_mark = game.winner()
    winner = None
    if winner_mark is not None:
        x_is_a = job.a_first
        winner = "a" if (winner_mark == "X") == x_is_a else "b"
    sa, sb = stats[id(pa)], stats[id(pb)]
    return GameResult(job.index, winner, tuple(game.moves), sa[0], sa[1], sa[2],
                      sb[0], sb[1], sb[2])


@dataclass(frozen=True)
class Side:
    spec: str
    wins: int
    draws: int
    losses: int
    score: float
    mean_move_s: float
    max_move_s: float


def summarise(results: list[GameResult], spec_a: str, spec_b: str) -> tuple[Side, Side]:
    sides = []
    for me, other, spec in (("a", "b", spec_a), ("b", "a", spec_b)):
        wins = sum(1 for r in results if r.winner == me)
        losses = sum(1 for r in results if r.winner == other)
        draws = len(results) - wins - losses
        count = sum(getattr(r, f"{me}_moves") for r in results)
        total = sum(getattr(r, f"{me}_total_s") for r in results)
        peak = max((getattr(r, f"{me}_max_s") for r in results), default=0.0)
        sides.append(Side(spec, wins, draws, losses, wins + draws / 2,
                          total / count if count else 0.0, peak))
    return sides[0], sides[1]


def _error(message: str) -> int:
    print(f"tictactoe match: error: {message}", file=sys.stderr)
    return 2


class _Progress:
    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.on = stream.isatty()
        self.start = time.monotonic()

    def show(self, done: int) -> None:
        if not self.on:
            return
        width = 30
        filled = width * done // self.total
        elapsed = time.monotonic() - self.start
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                          f"games, {elapsed:.0f} s")
        self.stream.flush()

    def close(self) -> None:
        if self.on:
            self.stream.write("\n")
            self.stream.flush()


def run_games(jobs: list[GameJob], workers: int, progress: _Progress | None = None
              ) -> list[GameResult]:
    results: list[GameResult] = []
    if progress:
        progress.show(0)
    if workers <= 1:
        for job in jobs:
            results.append(play_game(job))
            if progress:
                progress.show(len(results))
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            pending: set[Future] = {pool.submit(play_game, job) for job in jobs}
            try:
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    for f in done:
                        results.append(f.result())
                    if progress:
                        progress.show(len(results))
            except BaseException:
                for f in pending:
                    f.cancel()
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    if progress:
        progress.close()
    return sorted(results, key=lambda r: r.index)


def run(args: argparse.Namespace) -> int:
    from tictactoe.game import Rules
    from tictactoe.players import check_player_for, make_player

    if args.games < 1:
        return _error(f"--games must be at least 1, not {args.games}")
    if args.jobs < 1:
        return _error(f"--jobs must be at least 1, not {args.jobs}")
    if args.games_json and not args.json:
        return _error("--games-json goes with --json")
    if args.time is not None and not args.time > 0:
        return _error(f"--time must be a positive number of seconds, not {args.time}")
    try:
        width, height = parse_board(args.board)
        k = args.k if args.k is not None else default_k(width, height)
        rules = Rules(width, height, k)
    except ValueError as e:
        return _error(str(e))
    specs = []
    for spec in (args.a, args.b):
        try:
            player = make_player(spec)
            check_player_for(player, rules)
        except ValueError as e:
            return _error(str(e))
        if player.is_human:
            return _error("a match is between computer players: 'human' cannot play here")
        specs.append(player.spec)
    jobs = [
        GameJob(i, specs[0], specs[1], width, height, k,
                a_first=args.no_alternate or i % 2 == 0,
                seed_a=game_seed(args.seed, i, "a"), seed_b=game_seed(args.seed, i, "b"),
                time_limit=args.time)
        for i in range(args.games)
    ]
    progress = _Progress(len(jobs), sys.stderr)
    results = run_games(jobs, min(args.jobs, len(jobs)), progress)
    a, b = summarise(results, specs[0], specs[1])
    if args.json:
        out = {
            "games": len(results), "board": f"{width}x{height}", "k": k,
            "alternate": not args.no_alternate, "seed": args.seed, "time": args.time,
            "a": asdict(a), "b": asdict(b),
        }
        if args.games_json:
            out["results"] = [
                {"index": r.index, "first": "a" if job.a_first else "b", "winner": r.winner,
                 "moves": [list(m) for m in r.moves]}
                for r, job in zip(results, jobs)
            ]
        print(json.dumps(out, indent=2))
        return 0
    alt = "A and B starting alternately" if not args.no_alternate else "A starting every game"
    time_note = f", {args.time:g} s per move" if args.time is not None else ""
    print(f"{len(results)} games on {width}x{height} k={k}, {alt}, seed {args.seed}{time_note}")
    rows = [("", "player", "wins", "draws", "losses", "score", "mean s/move", "max s/move")]
    for tag, side in (("A", a), ("B", b)):
        rows.append((tag, side.spec, str(side.wins), str(side.draws), str(side.losses),
                     f"{side.score:g} ({100 * side.score / len(results):.1f}%)",
                     f"{side.mean_move_s:.4f}", f"{side.max_move_s:.4f}"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    for r in rows:
        print("  ".join(cell.ljust(widths[i]) if i < 2 else cell.rjust(widths[i])
                        for i, cell in enumerate(r)).rstrip())
    return 0
