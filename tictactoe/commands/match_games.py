"""The games of a match: one job per game, played here or in worker processes.

Each game has its own seeds, derived from the match's seed and the game's
number, so the results do not depend on which worker plays which game (only
time-bounded searches depend on the machine's speed).  A game is played under
the job's rule, and may start from an opening: stones placed before the players
take over, or a swap or swap2 negotiation between them (``swap``; the proposer is
the player who would have played X, and each one's colour is the one the
negotiation settles: :mod:`tictactoe.swap`).  A player that
forfeits (an external engine's timeout, crash, garbage or illegal move; a
player that raises) loses that game, with the reason kept in the result.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO

from tictactoe.ai import Move

if TYPE_CHECKING:
    from tictactoe.game import Game, Mark, Rules
    from tictactoe.players import Player


@dataclass(frozen=True)
class GameJob:
    index: int
    spec_a: str
    spec_b: str
    width: int
    height: int
    k: int
    a_first: bool  # A plays X (the opening's X stones, then X's moves)
    seed_a: int
    seed_b: int
    time_limit: float | None
    opening: tuple[Move, ...] = ()
    variant: str = "freestyle"  # the rule the game is played and judged by
    swap: str = "none"  # the Opening's value: "swap", "swap2" (A proposes if a_first)


@dataclass(frozen=True)
class SideFigures:
    """One side's moves in one game: how many, total and longest time, how many
    took longer than its limit (``limit`` None: it has none)."""

    moves: int = 0
    total_s: float = 0.0
    max_s: float = 0.0
    over: int = 0
    limit: float | None = None


@dataclass(frozen=True)
class GameResult:
    index: int
    winner: str | None  # "a", "b" or None (a draw)
    a_mark: str  # "X" or "O": the mark A played
    moves: tuple[Move, ...]  # every move, the opening's first
    opening: int  # how many of the moves were the opening's
    termination: str  # Termination's value: "line", "full board", "forfeit"
    reason: str  # a forfeit's reason, else ""
    a: SideFigures
    b: SideFigures
    times: tuple[int, ...] = ()  # milliseconds per move (0 for the opening's)
    swap: tuple[str, ...] = ()  # a swap opening's choices (SwapRecord), in order


def game_seed(seed: int, index: int, who: str) -> int:
    """A seed for player ``who`` in game ``index``, independent of the scheduling."""
    return random.Random(f"tictactoe-match:{seed}:{index}:{who}").getrandbits(63)


def move_limit(player: Player) -> float | None:
    """The time a player means to take per move, where it has one (searching players
    and external engines), else None."""
    limit = player.budget
    return float(limit) if limit else None


# A worker process's Ctrl+C: the game it plays ends (its engines are closed), and the
# games already queued to it end at once instead of starting (the pool hands each worker
# more than one game ahead, and cancelling the futures cannot take those back).
_interrupted = threading.Event()


def _on_interrupt(signum: int, frame: object) -> None:
    _interrupted.set()
    raise KeyboardInterrupt


def _worker_init(parent: int) -> None:
    signal.signal(signal.SIGINT, _on_interrupt)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


PARENT_POLL_S = 1.0


def _watch_parent(parent: int) -> None:
    """End this worker once the process that runs the match is gone: killed with SIGKILL,
    it cannot end its workers, which would otherwise play on, orphaned, for nothing."""
    while True:
        time.sleep(PARENT_POLL_S)
        try:
            os.kill(parent, 0)
        except ProcessLookupError:
            os._exit(1)
        except PermissionError:  # the number is another user's process now: ours is gone
            os._exit(1)


def play_game(job: GameJob) -> GameResult:
    """Play one game (in a worker process or here)."""
    if _interrupted.is_set():
        raise KeyboardInterrupt
    from tictactoe.game import Game, Mark, Outcome, Rules, Termination, Variant
    from tictactoe.players import Forfeit, check_player_for, make_player

    game = Game.for_rules(Rules(job.width, job.height, job.k, Variant(job.variant)))
    for move in job.opening:
        game.play(move)
    pa = make_player(job.spec_a, seed=job.seed_a, time_limit=job.time_limit)
    pb = make_player(job.spec_b, seed=job.seed_b, time_limit=job.time_limit)
    a_mark = Mark.X if job.a_first else Mark.O
    for player, mark in ((pa, a_mark), (pb, a_mark.other)):
        if game.is_over():
            break
        try:  # external engines start here, before their first move's clock runs
            check_player_for(player, game.rules)
        except ValueError as error:
            game.end(Outcome(Termination.FORFEIT, mark.other, str(error)))
    choices: tuple[str, ...] = ()
    if job.swap != "none" and not game.is_over():
        game, a_mark, choices = negotiate(game.rules, job.swap, pa, pb, job.a_first)
    by_mark = {a_mark: pa, a_mark.other: pb}
    # moves, seconds, the longest, how many over the limit, per player
    figures: dict[int, list[Any]] = {id(pa): [0, 0.0, 0.0, 0], id(pb): [0, 0.0, 0.0, 0]}
    limits = {id(pa): move_limit(pa), id(pb): move_limit(pb)}
    placed = len(game.moves)  # the opening's stones, given or negotiated
    times = [0] * placed
    try:
        while not game.is_over():
            mark = game.to_move()
            player = by_mark[mark]
            started = time.perf_counter()
            try:
                move = player.choose_move(game)
                spent = time.perf_counter() - started
                game.play(move)
            except Forfeit as forfeit:
                game.end(Outcome(Termination.FORFEIT, mark.other, forfeit.reason))
                break
            except Exception as error:  # a broken player loses its game; the match goes on
                game.end(
                    Outcome(
                        Termination.FORFEIT,
                        mark.other,
                        f"{player.spec} failed: {type(error).__name__}: {error}",
                    )
                )
                break
            times.append(round(spent * 1000))
            f = figures[id(player)]
            f[0] += 1
            f[1] += spent
            f[2] = max(f[2], spent)
            limit = limits[id(player)]
            if limit is not None and spent > limit:
                f[3] += 1
    finally:
        for player in (pa, pb):
            player.close()
    outcome = game.outcome()
    assert outcome is not None
    winner = None
    if outcome.winner is not None:
        winner = "a" if outcome.winner is a_mark else "b"

    def side(player: object) -> SideFigures:
        n, total, peak, over = figures[id(player)]
        return SideFigures(n, total, peak, over, limits[id(player)])

    return GameResult(
        job.index,
        winner,
        a_mark.value,
        tuple(game.moves),
        placed,
        outcome.termination.value,
        outcome.reason,
        side(pa),
        side(pb),
        tuple(times),
        choices,
    )


def negotiate(
    rules: Rules, kind: str, pa: Player, pb: Player, a_proposes: bool
) -> tuple[Game, Mark, tuple[str, ...]]:
    """A swap or swap2 opening between A and B (``a_proposes``: A places the first
    stones): the game after it, A's mark and the choices made.  A player whose action
    the negotiation refuses, or who fails, loses the game there (as the proposer, X;
    as the responder, O: the colours the game would have had without the opening)."""
    from tictactoe.game import Mark, Outcome, Termination
    from tictactoe.players import Forfeit
    from tictactoe.swap import Negotiation, Opening, Role

    negotiation = Negotiation(Opening(kind), rules)
    proposer, responder = (pa, pb) if a_proposes else (pb, pa)
    while not negotiation.done:
        actor = proposer if negotiation.actor is Role.PROPOSER else responder
        try:
            negotiation = negotiation.apply(actor.swap_action(negotiation))
        except Exception as error:  # a refused step or a broken player: it loses the game
            game = negotiation.game()
            loser = Mark.X if actor is proposer else Mark.O
            reason = (
                error.reason if isinstance(error, Forfeit) else f"{type(error).__name__}: {error}"
            )
            game.end(
                Outcome(
                    Termination.FORFEIT,
                    loser.other,
                    f"{actor.spec} in the {kind} opening: {reason}",
                )
            )
            return game, Mark.X if a_proposes else Mark.O, ()
    proposer_mark = negotiation.proposer_mark()
    a_mark = proposer_mark if a_proposes else proposer_mark.other
    return negotiation.game(), a_mark, tuple(c.value for c in negotiation.choices)


class Progress:
    """A bar on ``stream`` (when it is a terminal): games done, time spent, time left."""

    def __init__(self, total: int, stream: TextIO | None = None, force: bool = False) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.on = force or self.stream.isatty()
        self.start = time.monotonic()

    def show(self, done: int) -> None:
        if not self.on:
            return
        width = 30
        filled = width * done // self.total
        elapsed = time.monotonic() - self.start
        left = ""
        if 0 < done < self.total:
            left = f", about {_duration(elapsed / done * (self.total - done))} left"
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
            f"games, {_duration(elapsed)}{left}   "
        )
        self.stream.flush()

    def close(self) -> None:
        if self.on:
            self.stream.write("\n")
            self.stream.flush()


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


def run_games(
    jobs: list[GameJob],
    workers: int,
    progress: Progress | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play every job (``workers`` processes, or here when 1) and return the results
    in the jobs' order.  ``on_result`` sees each result as it comes (to save it)."""
    results: list[GameResult] = []

    def collect(done: Iterable[GameResult]) -> None:
        for result in done:
            results.append(result)
            if on_result is not None:
                on_result(result)
        if progress:
            progress.show(len(results))

    if progress:
        progress.show(0)
    if workers <= 1:
        for job in jobs:
            collect([play_game(job)])
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
        with ProcessPoolExecutor(
            max_workers=workers,
            mp_context=context,
            initializer=_worker_init,
            initargs=(os.getpid(),),
        ) as pool:
            pending: set[Future] = {pool.submit(play_game, job) for job in jobs}
            try:
                while pending:
                    done, pending = wait(pending, return_when=FIRST_COMPLETED)
                    collect(f.result() for f in done)
            except BaseException:
                for f in pending:
                    f.cancel()
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    if progress:
        progress.close()
    return sorted(results, key=lambda r: r.index)
