"""Time-bounded search for large boards (9x9 up to 20x20, any k).

``search(game, Limit(time=1.0))`` returns an :class:`~tictactoe.ai.types.Analysis`
within its budget, on a private :class:`~tictactoe.ai.evaluate.PatternBoard`
(the caller's game is never touched).  In order:

1. a five to make, then the opponent's four to block, answered at once; an
   open four to make (a win in three plies);
2. a VCF (continuous fours) for the side to move: a proof;
3. the root moves: the answers to the opponent's open three or four-three
   when it has one, else every candidate near the stones, best first, but for
   the fours that neither win nor answer a threat
   (:func:`~tictactoe.ai.large_threats.without_idle_fours`);
4. a VCT (fours and open threes) for the side to move, up to six threats, and
5. the opponent's VCF and VCT as if it moved twice, deepened one threat at a
   time, the two sides in turn, while their slice of the budget lasts; when the
   opponent has one, the root moves are then cut down to those after which it
   finds none (our own VCT goes on deepening first: moving first, our attack
   strikes first);
6. iterative-deepening principal-variation search
   (:class:`~tictactoe.ai.alphabeta.AlphaBeta`), its table kept between the
   moves of a game, the answers to threats free of depth up to ``EXTEND``
   plies past each iteration's depth;
7. the *safety check*: the best move is kept only if the opponent has no VCT
   after it; otherwise the next best moves are tried while time lasts.

Every k plays on the same board: its line tables are lists up to k = 5 and
filled as keys turn up beyond (see :mod:`tictactoe.ai.patterns`).

Each phase has its slice of the budget; the clock and the cancel flag are read
every few dozen nodes, and the search then unwinds and returns the best move
of the deepest completed iteration (or one that beat it in the interrupted
iteration).  Values are from the side to move's point of view: proven wins
``WIN - plies`` (losses negative), otherwise heuristic (within
``+-EVAL_LIMIT``).  Without ``all_values`` only the best option's value is
exact for its depth; the others are upper bounds from null-window searches.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Callable

from tictactoe.ai import core
from tictactoe.ai.alphabeta import INF, MAX_PLY
from tictactoe.ai.large_memory import forget, memory
from tictactoe.ai.large_safety import safe_choice
from tictactoe.ai.large_threats import VCF_SHARE, Until, threat_phase, without_idle_fours
from tictactoe.ai.patterns import FIVE
from tictactoe.ai.rule_board import board_for
from tictactoe.ai.rule_search import alpha_beta_for
from tictactoe.ai.threats import Clock, Stopped
from tictactoe.ai.types import (
    HEURISTIC_LIMIT,
    WIN,
    Analysis,
    Cancel,
    Limit,
    Option,
    Progress,
    is_proven,
    with_widths,
)
from tictactoe.game import NO_MOVE_TO_SEARCH, Game

DEFAULT_TIME = 1.0  # seconds, when the limit gives none
TT_CAP = 400_000  # entries in the table kept between moves
TRIM_PER_SECOND = 100_000  # old entries dropped at most per second of budget (~15 ms; a
#                            search stores fewer than 50,000 a second)
ROOT_WIDTH = 30  # root moves searched (all candidates with all_values)
SOFT_SHARE = 0.75  # no new iteration starts after this part of the budget
SEARCH_SHARE = 0.85  # and the last one stops here, leaving time for the safety check
# the threat phase's shares (VCF_SHARE ...): see tictactoe.ai.large_threats (until 0.39)
# the safety check: see tictactoe.ai.large_safety (SAFETY_SHARE: it runs until 0.92)
EXTEND = 4  # answers to threats cost no depth up to this many plies past an
#                         iteration's depth (0: never)

__all__ = ["forget", "search"]  # forget: the kept tables, as every search module has it


def search(
    game: Game,
    limit: Limit = Limit(time=1.0),
    cancel: Cancel | None = None,
    progress: Progress | None = None,
    *,
    tt_cap: int = TT_CAP,
) -> Analysis:
    """The best move found for the side to move in ``limit.time`` seconds (1 s if None).

    Never changes ``game``.  Raises ValueError when the game is over (there is
    no legal move).  ``cancel.is_set()`` stops it early with the best move so
    far.  Only the best option's value is exact: the others are searched with a
    null window and their values are upper bounds, often equal to the best's.
    With ``limit.all_values`` every root option gets its own full-window value;
    ``limit.depth`` caps the iterations.
    ``progress(analysis)`` is called (on the searching thread) after every
    completed depth, with the analysis so far and its principal variation in
    ``info["pv"]``; it must be quick.
    ``limit.nodes``: a node budget instead of the clock for the phases (the time
    limit still holds): with a cold table (:func:`forget`) the result is the same
    on any machine, for tests and benchmarks.
    """
    if game.is_over():
        raise ValueError(NO_MOVE_TO_SEARCH)
    if core.available(game.rules):
        return core.search(game, limit, cancel, progress)
    return _Root(game, limit, cancel, tt_cap, progress).run()


class _Root:
    """The phases of one search (see the module doc)."""

    def __init__(
        self,
        game: Game,
        limit: Limit,
        cancel: Cancel | None,
        tt_cap: int,
        progress: Progress | None,
    ) -> None:
        self.start = time.perf_counter()
        self.game = game
        seconds = limit.time if limit.time is not None else DEFAULT_TIME
        self.budget = seconds
        self.max_depth = limit.depth if limit.depth is not None else MAX_PLY
        self.cancel = cancel
        self.all_values = limit.all_values
        self.progress = progress
        # a little is kept back for building the answer (it matters on tiny budgets)
        self.deadline = self.start + seconds * 0.94 - min(0.002, seconds * 0.1)
        self.max_nodes = limit.nodes
        self.clock = Clock(
            self.deadline,
            cancel,
            interval=max(8, min(16, int(seconds * 128))),
            max_nodes=limit.nodes,
        )
        self.rules = game.rules
        self.width = game.rules.width
        #: the cells the side to move may play (renju: not Black's forbidden points)
        self.legal = {self.rules.index(m) for m in game.legal_moves()}
        self.legal_count = len(self.legal)
        self.info: dict = {}
        self.board = board_for(game)
        kept = memory(game.rules)
        kept.search_from(game.position())
        kept.trim(tt_cap, int(TRIM_PER_SECOND * min(seconds, 10.0)) + 5_000)
        for h in kept.history:
            for i, v in enumerate(h):
                if v:
                    h[i] = v >> 1
        self.ab = alpha_beta_for(self.board, self.clock, kept.tt, tt_cap, kept.history, kept.caches)
        self.side = game.to_move().index
        self.held: set[int] = set()  # root moves seen to break the opponent's attack
        # the phases' shares are of the time left once all this is set up: a process's
        # first search builds the pattern tables (0.1-0.3 s), which would otherwise come
        # out of the threat search's slices (their ends move; the budget's end does not)
        self.origin = time.perf_counter()
        self.span = max(0.0, self.start + self.budget - self.origin)

    # -- helpers ---------------------------------------------------------------------------
    def mv(self, c: int) -> tuple[int, int]:
        return (c % self.width, c // self.width)

    def at(self, share: float) -> Until:
        """The point ``share`` of the way through the budget left after the set-up: a
        time, and a node count when the search is bounded by nodes."""
        nodes = None if self.max_nodes is None else int(self.max_nodes * share)
        return (self.origin + self.span * share, nodes)

    def past(self, until: Until) -> bool:
        return time.perf_counter() >= until[0] or (
            until[1] is not None and self.clock.nodes >= until[1]
        )

    def done(self, best: int, options: list[Option], depth: int) -> Analysis:
        opts = with_widths(options)
        exact = len(opts) == self.legal_count and all(is_proven(o.value) for o in opts)
        return Analysis(
            best=self.mv(best),
            options=opts,
            exact=exact,
            nodes=self.clock.nodes,
            time_s=time.perf_counter() - self.start,
            depth=depth,
            info=self.info,
        )

    def restore(self) -> None:
        """After a stop the board may hold stones of an unfinished line: rebuild it."""
        board = board_for(self.game)
        self.board = board
        self.ab.board = board
        self.ab.threats.board = board

    def sliced(self, until: Until, task: Callable[[], list[int] | None]) -> list[int] | None:
        """Run a threat search with its own deadline (never past the search's own)."""
        saved = self.clock
        clock = Clock(
            min(saved.deadline, until[0]), self.cancel, interval=saved.interval, max_nodes=until[1]
        )
        clock.nodes = saved.nodes
        self.ab.threats.clock = clock
        try:
            return task()
        except Stopped:
            self.restore()
            return None
        finally:
            saved.nodes = clock.nodes
            self.ab.threats.clock = saved

    # -- the phases ----------------------------------------------------------------------------
    def run(self) -> Analysis:
        s = self.side
        o = 1 - s
        forced = self.forced()  # 1. forced moves
        if forced is not None:
            return forced
        # 2. own VCF
        line = self.sliced(self.at(VCF_SHARE), lambda: self.ab.threats.vcf(s))
        if line is not None:
            return self.proven(line, "vcf")
        # 3. root moves
        board = self.board  # a stopped threat search rebuilds the board (restore)
        entry = self.ab.tt.get(board.hash)
        moves, defending = self.ab.moves(s, 0, entry[3] if entry else -1, None)
        if not self.rules.freestyle:  # renju: the rules module's word on Black's points
            moves = [c for c in moves if c in self.legal]
        if not defending and not self.all_values:
            moves = moves[:ROOT_WIDTH]
        if not moves:
            # the opponent makes an open four next and nothing stops it: a block anyway
            moves = sorted(self.legal, key=lambda c: (-board.order_of(c, o), c))[:1]
            self.info["lost"] = True
        # 4-5. own VCT; the opponent's VCF / VCT
        if not self.clock.expired():
            line, moves = threat_phase(self, moves)
            if line is not None:
                return self.proven(line, "vct")
        if (
            not defending
            and not self.all_values
            and "danger" not in self.info
            and "vct_danger" not in self.info
        ):
            moves = without_idle_fours(self.board, s, moves)
        # 6. iterative deepening
        self.info["threat_s"] = round(time.perf_counter() - self.start, 4)
        saved = self.clock
        until = self.at(1.0 if self.all_values else SEARCH_SHARE)
        phase = Clock(
            min(saved.deadline, until[0]), self.cancel, interval=saved.interval, max_nodes=until[1]
        )
        phase.nodes = saved.nodes
        self.ab.clock = self.ab.threats.clock = phase
        try:
            best, values, depth, stopped = self.iterate(moves)
        finally:
            saved.nodes = phase.nodes
            self.ab.clock = self.ab.threats.clock = saved
        # 7. the safety check
        if not self.all_values and len(moves) > 1 and not self.clock.expired():
            best = safe_choice(self, best, values, moves)
        return self.answer(best, values, depth, stopped, moves)

    def forced(self) -> Analysis | None:
        """The move when there is no choice to search: the first stone (the centre), a
        five to make, the opponent's five to block, an open four to make."""
        board = self.board
        s = self.side
        o = 1 - s
        mv = self.mv
        info = self.info
        if self.rules.k == 1 or board.stones == 0:
            centre = (self.rules.height // 2) * self.width + self.width // 2
            if board.board[centre]:  # pragma: no cover - k = 1 ends at the first stone
                centre = next(c for c in range(self.rules.cells) if not board.board[c])
            info["opening"] = True
            return self.done(centre, [Option(mv(centre), 0)], 0)
        if board.cells[s][FIVE]:
            c = min(board.cells[s][FIVE])
            info["win_in_one"] = True
            return self.done(c, [Option(mv(c), WIN - 1)], 1)
        theirs = board.cells[o][FIVE]
        if theirs:
            return self.block(theirs)
        c = self.ab.flex4_win(s)
        if c >= 0:
            info["vcf"] = True
            board.make(c, s)
            rest = sorted(board.cells[s][FIVE])
            board.unmake(c, s)
            info["pv"] = [mv(c), mv(rest[0]), mv(rest[1])]
            return self.done(c, [Option(mv(c), WIN - 3)], 3)
        return None

    def block(self, theirs: set[int]) -> Analysis:
        """The move when the opponent has a five to make: its block (under caro the best
        of the blocks, by the static value after it), or, when nothing may stop it, a
        lost position's move (one of its winning cells, if we may play one)."""
        board = self.board
        s = self.side
        o = 1 - s
        mv = self.mv
        stops = board.stops(o, theirs)
        if not stops:
            self.info["lost"] = True
            cells = [c for c in sorted(theirs) if c in self.legal] or sorted(self.legal)[:1]
            return self.done(cells[0], [Option(mv(c), -(WIN - 2)) for c in cells], 1)
        self.info["forced_block"] = True
        options = []
        for c in stops:
            board.make(c, s)
            options.append(Option(mv(c), -self.ab.static(o)))
            board.unmake(c, s)
        options.sort(key=lambda op: -op.value)
        return self.done(self.rules.index(options[0].move), options, 0)

    def answer(
        self, best: int, values: dict[int, int], depth: int, stopped: bool, moves: list[int]
    ) -> Analysis:
        """The analysis of the search: its options, principal variation and figures."""
        board = self.board
        s = self.side
        o = 1 - s
        mv = self.mv
        info = self.info
        info["pv"] = [mv(c) for c in self.ab.principal_variation(best, s, depth)]
        info["frontier_nodes"] = self.ab.leaves
        info["deepest_ply"] = self.ab.deepest
        info["tt_size"] = len(self.ab.tt)
        if stopped:
            info["stopped"] = True
        if not values:
            values = {
                c: max(
                    -HEURISTIC_LIMIT + 1,
                    min(HEURISTIC_LIMIT - 1, board.order_of(c, s) + board.order_of(c, o)),
                )
                for c in moves
            }
        options = [Option(mv(c), values[c]) for c in moves if c in values]
        return _best_first(self.done(best, options, depth))

    def proven(self, line: list[int], kind: str) -> Analysis:
        mv = self.mv
        self.info[kind] = True
        self.info["pv"] = [mv(c) for c in line]
        return self.done(line[0], [Option(mv(line[0]), WIN - len(line))], len(line))

    def iterate(self, moves: list[int]) -> tuple[int, dict[int, int], int, bool]:
        """Iterative deepening over ``moves``.  Returns best, values, depth, stopped;
        reports each completed depth to ``progress``."""
        ab = self.ab
        s = self.side
        o = 1 - s
        values: dict[int, int] = {}
        best = moves[0]
        depth_done = 0
        stopped = False
        soft = self.at(SOFT_SHARE)
        last = min(self.max_depth, self.board.empty)
        ab.stack[0] = ab.static(s)
        for depth in range(1, last + 1):
            if depth > 1 and self.past(soft):
                break
            current: dict[int, int] = {}
            ab.extend_until = depth + EXTEND
            alpha = -INF
            iter_best = None
            try:
                board = self.board
                for c in moves:
                    board.make(c, s)
                    if self.all_values or iter_best is None:
                        v = -ab.negamax(depth - 1, -INF, INF, 1, o)
                    else:
                        v = -ab.negamax(depth - 1, -alpha - 1, -alpha, 1, o)
                        if v > alpha:
                            v = -ab.negamax(depth - 1, -INF, -alpha, 1, o)
                    board.unmake(c, s)
                    current[c] = v
                    if iter_best is None or v > alpha:
                        alpha = v
                        iter_best = c
            except Stopped:
                stopped = True
                self.restore()
                # the previous best was searched first in this iteration: a move
                # that beat it at the new depth is the better choice
                if iter_best is not None and depth_done and iter_best != best:
                    best = iter_best
                    values.update(current)
                break
            values = current
            best = iter_best if iter_best is not None else best
            depth_done = depth
            moves = sorted(moves, key=lambda m: -values[m])
            self.report(best, values, depth, moves)
            if is_proven(values[best]) and values[best] > 0 and not self.all_values:
                break
            if all(is_proven(v) for v in values.values()):
                break
        return best, values, depth_done, stopped

    def report(self, best: int, values: dict[int, int], depth: int, moves: list[int]) -> None:
        if self.progress is None:
            return
        mv = self.mv
        snapshot = dict(
            self.info,
            pv=[mv(c) for c in self.ab.principal_variation(best, self.side, depth)],
            deepest_ply=self.ab.deepest,
        )
        options = [Option(mv(c), values[c]) for c in moves if c in values]
        self.progress(_best_first(replace(self.done(best, options, depth), info=snapshot)))


def _best_first(result: Analysis) -> Analysis:
    """Keep the best move first, even when an interrupted iteration or the safety
    check changed it (its value may then tie with, or read below, another's)."""
    if result.options[0].move == result.best:
        return result
    first = [op for op in result.options if op.move == result.best]
    rest = [op for op in result.options if op.move != result.best]
    return replace(result, options=tuple(first + rest))
