"""Time-bounded search for large boards (15x15, 20x20, ... any k).

``search(game, Limit(time=1.0))`` returns an :class:`~tictactoe.ai.types.Analysis`
within its budget, on a private :class:`~tictactoe.ai.evaluate.ThreatBoard`
(the caller's game is never touched).  In order:

1. a win in one, then a forced block (the opponent's four), answered at once;
2. a VCF (forced win by continuous fours) for the side to move: a proof;
3. the opponent's VCF, as if it could move twice: if there is one, the root
   moves are cut down to those after which it is gone (when any is);
4. a VCT (fours and threes) for the side to move, then the opponent's VCT,
   handled like its VCF (see :mod:`tictactoe.ai.threats` for what a VCT
   proves); both deepen one threat at a time while their slice lasts;
5. iterative-deepening principal-variation alpha-beta (negamax) with a
   bounded transposition table (``tt_cap`` entries; when full, the oldest half
   goes), killer moves, and candidate moves ordered by their *gain* (attack
   plus defence, the exact change of the incremental evaluation, kept per
   cell by the board): at the root every empty cell within distance 2 of a
   stone (the best ``ROOT_WIDTH`` unless ``all_values``), below it the best
   ``WIDTHS[ply]``.  Replies to a four are forced and cost no depth.  The last
   ply reads ``score + max(gain) / 2`` instead of playing the moves (half a
   tempo: see :meth:`LargeSearch.frontier`).  A node
   whose kept moves all lose by force tries every near move before claiming
   the loss.

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
from itertools import islice
from typing import Callable

from tictactoe.ai.r1.evaluate import EVAL_LIMIT, ThreatBoard
from tictactoe.ai.r1.threats import Clock, Stopped, ThreatSearch
from tictactoe.ai.types import (HEURISTIC_LIMIT, WIN, Analysis, Cancel, Limit, Option,
                                Progress, is_proven, with_widths)
from tictactoe.game import Game

INF = WIN + 1
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 64
TT_CAP = 300_000        # entries in the transposition table
ROOT_WIDTH = 24         # root moves searched (all near moves with all_values)
WIDTHS = (14, 10, 8, 7, 6, 6, 5)   # moves kept at ply 1, 2, ...; the last repeats
SOFT_SHARE = 0.8        # no new iteration starts after this part of the budget
VCF_SHARE = 0.25        # part of the budget for our own VCF
VCT_SHARE = 0.2         # part of the budget given to the VCT at the root
DANGER_SHARE = 0.08     # part of the budget for looking for the opponent's VCF or VCT
DEFENCE_SHARE = 0.15    # part of the budget for finding the moves that break it
VCT_DEPTHS = (3, 4, 5)  # own VCT: each depth in turn while its slice lasts
DANGER_DEPTHS = (2, 3)  # the opponent's VCT, the same way
FOUR_EXTENSION = True   # the reply to a four costs no depth
HORIZON_TEMPO = 0.5     # share of the side to move's best gain counted at the horizon


class LargeSearch:
    """One search on a private board; see :func:`search`."""

    def __init__(self, game: Game, clock: Clock, tt_cap: int = TT_CAP) -> None:
        self.rules = game.rules
        self.game = game
        self.board = ThreatBoard.from_game(game)
        self.root_hash = self.board.hash
        self.root_stones = self.board.stones
        self.side = game.to_move().index
        self.clock = clock
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.tt_cap = tt_cap
        self.leaves = 0  # nodes at depth 1, scored from the gains
        self.killers: list[list[int]] = [[-1, -1] for _ in range(MAX_PLY + 2)]
        self.threats = ThreatSearch(self.board, clock)

    # -- helpers ------------------------------------------------------------------
    def restore(self) -> ThreatBoard:
        """A fresh board after a stop left stones of an unfinished line on it."""
        if self.board.stones == self.root_stones and self.board.hash == self.root_hash:
            return self.board  # nothing was left on it
        self.board = ThreatBoard.from_game(self.game)
        self.threats.board = self.board
        return self.board

    def centre_distance(self, c: int) -> float:
        """Euclidean distance (squared, doubled) from cell ``c`` to the board's centre."""
        w = self.rules.width
        dx = 2 * (c % w) - (w - 1)
        dy = 2 * (c // w) - (self.rules.height - 1)
        return dx * dx + dy * dy

    def move(self, c: int) -> tuple[int, int]:
        return (c % self.rules.width, c // self.rules.width)

    def _store(self, key: int, entry: tuple[int, int, int, int]) -> None:
        tt = self.tt
        if len(tt) >= self.tt_cap and key not in tt:
            # replacement: drop the oldest half (dicts keep insertion order)
            for old in list(islice(tt, max(1, self.tt_cap // 2))):
                del tt[old]
        tt[key] = entry

    def ordered(self, s: int, ply: int, tt_move: int, width: int | None) -> list[int]:
        """Moves to search, best first: the table's move, the killers, then by gain.

        With ``width`` None (the root), every empty cell near a stone; else the
        ``width`` cells of largest gain (which are always near the stones).
        """
        board = self.board
        if width is None:
            # by gain, ties to the cell nearest the centre
            ranked = board.gains(board.candidates(), s)
            dist = self.centre_distance
            ranked.sort(key=lambda t: (-t[0], dist(t[1])))
            moves = [c for _, c in ranked]
        else:
            moves = board.best_cells(s, width)
        cells = board.board
        front = [m for m in (tt_move, *self.killers[ply]) if m >= 0 and not cells[m]]
        if front:
            front = list(dict.fromkeys(front))
            seen = set(front)
            moves = front + [m for m in moves if m not in seen]
            if width is not None:
                del moves[width:]
        return moves

    def principal_variation(self, first: int, length: int) -> list[int]:
        """``first`` then the table's best replies, as far as they go (at most ``length``)."""
        board = self.board
        line: list[int] = []
        s = self.side
        c = first
        while c >= 0 and not board.board[c] and len(line) < max(1, length):
            won = board.is_win_move(c, s)
            board.make(c, s)
            line.append(c)
            if won:
                break
            s = 1 - s
            entry = self.tt.get(board.hash)
            c = entry[3] if entry is not None else -1
        for i in range(len(line) - 1, -1, -1):
            board.unmake(line[i], self.side if i % 2 == 0 else 1 - self.side)
        return line

    # -- alpha-beta -----------------------------------------------------------------
    def negamax(self, depth: int, alpha: int, beta: int, ply: int, s: int) -> int:
        self.clock.tick()
        board = self.board
        if board.fours[s]:
            return WIN - ply - 1
        o = 1 - s
        forced = -1
        if board.fours[o]:
            cells = board.four_cells(o)
            if len(cells) > 1:
                return -(WIN - ply - 2)
            forced = cells.pop()
        if board.empty == 0:
            return 0
        if ply >= MAX_PLY:
            return board.evaluate(s)
        if forced >= 0:
            board.make(forced, s)
            v = -self.negamax(depth if FOUR_EXTENSION or depth <= 1 else depth - 1,
                              -beta, -alpha, ply + 1, o)
            board.unmake(forced, s)
            return v
        if depth <= 0:
            return board.evaluate(s)
        if depth == 1:
            return self.frontier(s)
        key = board.hash
        entry = self.tt.get(key)
        tt_move = -1
        if entry is not None:
            edepth, flag, val, tt_move = entry
            if edepth >= depth:
                if val > HEURISTIC_LIMIT:
                    val -= ply
                elif val < -HEURISTIC_LIMIT:
                    val += ply
                if flag == EXACT:
                    return val
                if flag == LOWER:
                    if val >= beta:
                        return val
                elif val <= alpha:
                    return val
        width = WIDTHS[min(ply - 1, len(WIDTHS) - 1)]
        moves = self.ordered(s, ply, tt_move, width)
        if not moves:
            return 0
        alpha0 = alpha
        best = -INF
        best_move = moves[0]
        first = True
        widened = False
        i = 0
        while i < len(moves):
            c = moves[i]
            i += 1
            board.make(c, s)
            if first:
                v = -self.negamax(depth - 1, -beta, -alpha, ply + 1, o)
                first = False
            else:
                v = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, o)
                if alpha < v < beta:
                    v = -self.negamax(depth - 1, -beta, -alpha, ply + 1, o)
            board.unmake(c, s)
            if v > best:
                best = v
                best_move = c
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        killers = self.killers[ply]
                        if killers[0] != c:
                            killers[1] = killers[0]
                            killers[0] = c
                        break
            if i == len(moves) and best < -HEURISTIC_LIMIT and not widened:
                # every move kept loses by force: a loss is only proven once
                # every move near the stones has been tried
                widened = True
                seen = set(moves)
                moves += [m for m in board.candidates() if m not in seen]
        flag = EXACT if alpha0 < best < beta else (LOWER if best >= beta else UPPER)
        stored = best
        if stored > HEURISTIC_LIMIT:
            stored += ply
        elif stored < -HEURISTIC_LIMIT:
            stored -= ply
        self._store(key, (depth, flag, stored, best_move))
        return best

    def frontier(self, s: int) -> int:
        """Depth 1: the static score plus half the side to move's best gain.

        The whole gain (the score after the side to move's best move) made the
        values swing with the depth's parity by more than the differences
        between moves (the reply to a centre opening on 9x9 k=5: about +12 at
        odd depths, -190 at even ones, and the ranking flipped between direct
        and diagonal replies), so the move played depended on how many
        iterations the clock allowed.  Half of it is a compromise (the opponent
        answers that move too); the values of that reply then stay within ~20
        of each other from depth 3 to 7.
        """
        board = self.board
        self.leaves += 1
        v = (board.score if s == 0 else -board.score) + int(board.best_gain(s) * HORIZON_TEMPO)
        if v > EVAL_LIMIT:
            return EVAL_LIMIT
        if v < -EVAL_LIMIT:
            return -EVAL_LIMIT
        return v

    # -- the root -------------------------------------------------------------------
    def root_moves(self, all_values: bool) -> list[int]:
        moves = self.ordered(self.side, 0, -1, None)
        return moves if all_values else moves[:ROOT_WIDTH]

    def iterate(self, moves: list[int], max_depth: int, all_values: bool,
                soft_deadline: float,
                report: Callable[[int, dict[int, int], int], None] | None = None
                ) -> tuple[int, dict[int, int], int, bool]:
        """Iterative deepening over ``moves``.  Returns best, values, depth, stopped.

        ``report(best, values, depth)`` is called after every completed depth."""
        board = self.board
        s = self.side
        o = 1 - s
        values: dict[int, int] = {}
        best = moves[0]
        depth_done = 0
        stopped = False
        limit = min(max_depth, board.empty)
        for depth in range(1, limit + 1):
            if depth > 1 and time.perf_counter() >= soft_deadline:
                break
            current: dict[int, int] = {}
            alpha = -INF
            iter_best = None
            try:
                for c in moves:
                    board.make(c, s)
                    if all_values or iter_best is None:
                        v = -self.negamax(depth - 1, -INF, INF, 1, o)
                    else:
                        v = -self.negamax(depth - 1, -alpha - 1, -alpha, 1, o)
                        if v > alpha:
                            v = -self.negamax(depth - 1, -INF, -alpha, 1, o)
                    board.unmake(c, s)
                    current[c] = v
                    if iter_best is None or v > alpha:
                        alpha = v
                        iter_best = c
            except Stopped:
                stopped = True
                board = self.restore()
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
            if report is not None:
                report(best, values, depth)
            if is_proven(values[best]) and values[best] > 0 and not all_values:
                break
            if all(is_proven(v) for v in values.values()):
                break
        return best, values, depth_done, stopped


def _cell_move(width: int, c: int) -> tuple[int, int]:
    return (c % width, c // width)


def search(game: Game, limit: Limit = Limit(time=1.0), cancel: Cancel | None = None,
           progress: Progress | None = None, *, tt_cap: int = TT_CAP) -> Analysis:
    """The best move found for the side to move in ``limit.time`` seconds (1 s if None).

    Never changes ``game``.  Raises ValueError when the game is over (there is
    no legal move).  ``cancel.is_set()`` stops it early with the best move so
    far.  Only the best option's value is exact: the others are searched with a
    null window and their values are upper bounds, often equal to the best's.
    With ``limit.all_values`` every root option gets its own full-window value;
    ``limit.depth`` caps the iterations (``limit.nodes`` is not read here).
    ``progress(analysis)`` is called (on the searching thread) after every
    completed depth, with the analysis so far and its principal variation in
    ``info["pv"]``; it must be quick.
    """
    start = time.perf_counter()
    if game.is_over():
        raise ValueError("the game is over: there is no move to search")
    # the frozen search reads the limit once, under its own older names
    time_limit = limit.time if limit.time is not None else 1.0
    max_depth, all_values, on_progress = limit.depth, limit.all_values, progress
    # a little is kept back for building the answer (it matters on tiny budgets)
    deadline = start + time_limit * 0.94 - min(0.002, time_limit * 0.1)
    # read the clock about every 5 ms at ~25k nodes/s, more often on short budgets
    clock = Clock(deadline, cancel, interval=max(8, min(128, int(time_limit * 256))))
    rules = game.rules
    width = rules.width
    legal_count = sum(1 for _ in game.legal_moves())
    info: dict = {}

    def done(best: int, options: list[Option], depth: int, exact_all: bool = False,
             nodes: int | None = None) -> Analysis:
        opts = with_widths(options)
        exact = exact_all or (len(opts) == legal_count
                              and all(is_proven(o.value) for o in opts))
        return Analysis(
            best=_cell_move(width, best), options=opts, exact=exact,
            nodes=clock.nodes if nodes is None else nodes,
            time_s=time.perf_counter() - start, depth=depth, info=info,
        )

    if rules.k == 1:
        moves = game.legal_moves()
        centre = (width // 2, rules.height // 2)
        move = min(moves, key=lambda m: abs(m[0] - centre[0]) + abs(m[1] - centre[1]))
        c = rules.index(move)
        info["win_in_one"] = True
        return done(c, [Option(move, WIN - 1)], 1)

    engine = LargeSearch(game, clock, tt_cap)
    board = engine.board
    s = engine.side
    o = 1 - s
    mv = engine.move

    # 1. win in one, forced block
    if board.fours[s]:
        c = min(board.four_cells(s))
        info["win_in_one"] = True
        return done(c, [Option(mv(c), WIN - 1)], 1)
    if board.fours[o]:
        cells = sorted(board.four_cells(o))
        if len(cells) > 1:
            info["lost"] = True
            ranked = sorted(board.gains(cells, s), reverse=True)
            return done(ranked[0][1], [Option(mv(c), -(WIN - 2)) for _, c in ranked], 1)
        c = cells[0]
        info["forced_block"] = True
        board.make(c, s)
        value = -board.evaluate(o)
        board.unmake(c, s)
        return done(c, [Option(mv(c), value)], 0)

    # an empty board: the centre (every opening evaluation ties or is noise there)
    if board.stones == 0:
        c = min(range(rules.cells), key=engine.centre_distance)
        info["opening"] = True
        return done(c, [Option(mv(c), 0)], 0)

    # 2. own VCF
    line = _sliced(engine, cancel, time_limit * VCF_SHARE, lambda: engine.threats.vcf(s))
    if line is not None:
        info["vcf"] = True
        info["pv"] = [mv(c) for c in line]
        return done(line[0], [Option(mv(line[0]), WIN - len(line))], len(line))

    moves = engine.root_moves(all_values)
    if not moves:  # pragma: no cover - an unfinished game always has a legal move
        raise ValueError("no legal move")
    # 3. the opponent's VCF: keep only the moves that break it
    vcf_danger = False
    if not clock.expired():
        danger = _sliced(engine, cancel, time_limit * DANGER_SHARE,
                         lambda: engine.threats.vcf(o))
        if danger is not None:
            vcf_danger = True
            info["danger"] = [mv(c) for c in danger]
            keep = _defences(engine, danger, moves, time_limit * DEFENCE_SHARE, cancel,
                             lambda: engine.threats.vcf(o))
            if keep:
                moves = keep
    # 4. own VCT in a slice of the budget
    if not clock.expired() and rules.k >= 3 and not vcf_danger:
        line, _ = _deepening(engine, cancel, time_limit * VCT_SHARE, VCT_DEPTHS,
                             lambda d: engine.threats.vct(s, depth=d))
        if line is not None:
            info["vct"] = True
            info["pv"] = [mv(c) for c in line]
            return done(line[0], [Option(mv(line[0]), WIN - len(line))], len(line))
        # and the opponent's: keep the moves after which it has none (at that depth)
        danger, found = _deepening(engine, cancel, time_limit * DANGER_SHARE, DANGER_DEPTHS,
                                   lambda d: engine.threats.vct(o, depth=d))
        if danger is not None:
            info["vct_danger"] = [mv(c) for c in danger]
            keep = _defences(engine, danger, moves, time_limit * DEFENCE_SHARE, cancel,
                             lambda: engine.threats.vct(o, depth=found))
            if keep:
                moves = keep
    # 5. iterative deepening
    info["threat_s"] = round(time.perf_counter() - start, 4)
    soft = start + time_limit * SOFT_SHARE
    report = None
    if on_progress is not None:
        def report(best: int, values: dict[int, int], depth: int) -> None:
            snapshot = dict(info, pv=[mv(c) for c in engine.principal_variation(best, depth)])
            options = [Option(mv(c), values[c]) for c in moves if c in values]
            on_progress(_best_first(replace(done(best, options, depth), info=snapshot)))
    best, values, depth, stopped = engine.iterate(
        moves, max_depth if max_depth is not None else MAX_PLY, all_values, soft, report)
    board = engine.board
    info["pv"] = [mv(c) for c in engine.principal_variation(best, depth)]
    info["frontier_nodes"] = engine.leaves
    info["tt_size"] = len(engine.tt)
    if stopped:
        info["stopped"] = True
    if not values:
        ranked = board.gains(moves, s)
        values = {c: g for g, c in ranked}
        values = {c: max(-HEURISTIC_LIMIT + 1, min(HEURISTIC_LIMIT - 1, v))
                  for c, v in values.items()}
    options = [Option(mv(c), values[c]) for c in moves if c in values]
    return _best_first(done(best, options, depth))


def _best_first(result: Analysis) -> Analysis:
    """Keep the best move first, even when an interrupted iteration changed it (its
    value may then tie with, or read below, an upper bound of another option)."""
    if result.options[0].move == result.best:
        return result
    first = [op for op in result.options if op.move == result.best]
    rest = [op for op in result.options if op.move != result.best]
    return replace(result, options=tuple(first + rest))


def _sliced(engine: LargeSearch, cancel: Cancel | None, seconds: float,
            task: Callable[[], list[int] | None]) -> list[int] | None:
    """Run a threat search with its own deadline (never past the search's own)."""
    saved = engine.threats.clock
    clock = Clock(min(saved.deadline, time.perf_counter() + seconds), cancel,
                  interval=saved.interval)
    clock.nodes = saved.nodes
    engine.threats.clock = clock
    try:
        return task()
    except Stopped:
        engine.restore()
        return None
    finally:
        saved.nodes = clock.nodes
        engine.threats.clock = saved


def _deepening(engine: LargeSearch, cancel: Cancel | None, seconds: float,
               depths: tuple[int, ...], task: Callable[[int], list[int] | None]
               ) -> tuple[list[int] | None, int]:
    """``task(depth)`` for each of ``depths`` in turn, all within one slice of
    ``seconds``: the first line found and its depth, or ``(None, 0)``.

    A shallow threat search fails in a few milliseconds in most positions, and
    its failures are cached for the deeper ones; a fixed depth either wasted the
    slice or missed the attacks one threat deeper (as the second player on 9x9
    k=5, a three-threat win of TICTACTO.PAS's rules went unseen by a depth-2 look).
    """
    deadline = time.perf_counter() + seconds
    for depth in depths:
        left = deadline - time.perf_counter()
        if left <= 0:
            break
        line = _sliced(engine, cancel, left, lambda: task(depth))
        if line is not None:
            return line, depth
    return None, 0


def _defences(engine: LargeSearch, danger: list[int], moves: list[int], seconds: float,
              cancel: Cancel | None, threat: Callable[[], list[int] | None]) -> list[int]:
    """Root moves after which ``threat()`` (the opponent's forced win) finds nothing.

    Tried: the cells of the opponent's winning line, our moves that make a four
    (after the opponent's block), then the other root moves.  When time runs
    out, the moves not yet tried are kept too.  Best first, as in ``moves``.
    """
    board = engine.board
    s = engine.side
    o = 1 - s
    pool = list(dict.fromkeys(
        [c for c in danger if not board.board[c]] + sorted(board.three_cells(s)) + moves))
    keep: list[int] = []
    state = {"next": 0}

    def run() -> None:
        for i, c in enumerate(pool):
            state["next"] = i
            board.make(c, s)
            mine = board.four_cells(s)
            if len(mine) == 1:
                # a four only delays: the opponent blocks, then is it still winning?
                block = mine.pop()
                board.make(block, o)
                if threat() is None:
                    keep.append(c)
                board.unmake(block, o)
            elif mine or threat() is None:
                keep.append(c)
            board.unmake(c, s)
        state["next"] = len(pool)

    _sliced(engine, cancel, seconds, lambda: run())
    keep += [c for c in pool[state["next"]:] if c in moves]
    order = {c: i for i, c in enumerate(moves)}
    keep.sort(key=lambda c: order.get(c, len(order)))
    return keep
