"""The plain search: full-width alpha-beta that asks the rules module at every node.

The exact solver and the prover read a board through its windows ("a full window
wins", "one more stone never hurts"), which holds under freestyle only: under
exactly-k a stone can turn a five into an overline, under caro a stone can block an
end, under renju Black may not play a forbidden point.  This search plays the rules
module's answers instead (:func:`tictactoe.variants.winning_run` for every win,
:func:`tictactoe.variants.foul` for every black move under renju), so it is right
under every variant, and what it proves is proven: every node looks at every
legal move.  It pays in speed: the routing table gives it positions of at most
:data:`~tictactoe.ai.routing.PLAIN_MAX_EMPTIES` empty cells, then the pattern search
(which plays every rule) answers.

Iterative deepening, each root move with a full window (every option gets its own
value), a transposition table, the table's move first and moves that win or block
a win next.  A leaf's value is the window count of :func:`static` (a heuristic);
an iteration that reaches every empty cell is exact.  The side to move is the
game's (``Game.to_move``), not the one the counts of marks would give.
"""

from __future__ import annotations

import time

from tictactoe.ai.types import (
    HEURISTIC_LIMIT,
    TIME_SHARE,
    WIN,
    Analysis,
    Cancel,
    Limit,
    Option,
    Progress,
    with_widths,
)
from tictactoe.game import Game, Mark, Rules
from tictactoe.variants import Variant, foul, winning_cells

# look at the clock and the cancel flag every 32 nodes: a node asks the rules module and takes
# 40-85 us on a 15x15 board, so every 256 nodes let a 1 s move near the end of a caro game run
# up to 18 ms past its second (docs/measurements.md, the ladder's steps)
CHECK_EVERY = 31
EXACT, LOWER, UPPER = 0, 1, 2


class Stopped(Exception):
    """Out of time, or cancelled."""


class _Search:
    """One call's search: the rules, its clock, its table and its counter."""

    def __init__(self, rules: Rules, deadline: float | None, cancel: Cancel) -> None:
        self.rules = rules
        self.windows = rules.windows()
        self.full = rules.full_mask
        self.renju = rules.variant is Variant.RENJU
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.table: dict[tuple[int, int, bool], tuple[int, int, int, int]] = {}
        w, h = rules.width, rules.height
        centre = ((w - 1) / 2, (h - 1) / 2)
        self.order = sorted(
            range(rules.cells), key=lambda c: (abs(c % w - centre[0]) + abs(c // w - centre[1]), c)
        )

    def moves(self, me: int, opp: int, black: bool) -> list[int]:
        """The legal cells of the side to move, centre first."""
        taken = me | opp
        cells = [c for c in self.order if not taken >> c & 1]
        if black and self.renju:
            cells = [c for c in cells if foul(self.rules, me, opp, c) is None]
        return cells

    def wins(self, me: int, opp: int, black: bool) -> list[int]:
        """The cells where the side holding ``me`` wins at once."""
        return winning_cells(self.rules, me, opp, black)

    def static(self, me: int, opp: int) -> int:
        """A heuristic value for the side holding ``me``: its open windows, weighted by
        the stones in them, less the opponent's."""
        score = 0
        for m in self.windows:
            a, b = me & m, opp & m
            if not b:
                score += 1 << (2 * a.bit_count())
            elif not a:
                score -= 1 << (2 * b.bit_count())
        return max(-HEURISTIC_LIMIT + 1, min(HEURISTIC_LIMIT - 1, score))

    def negamax(
        self, me: int, opp: int, black: bool, depth: int, ply: int, alpha: int, beta: int
    ) -> int:
        """The value for the side to move (holding ``me``; X when ``black``), scored from
        the root: a win ``p`` plies after the root is ``WIN - p``."""
        self.nodes += 1
        if not self.nodes & CHECK_EVERY:
            if self.cancel.is_set() or (
                self.deadline is not None and time.perf_counter() > self.deadline
            ):
                raise Stopped
        if self.wins(me, opp, black):
            return WIN - ply - 1
        moves = self.moves(me, opp, black)
        if not moves:
            return 0  # a full board, or Black may play nowhere: a draw
        if depth == 0:
            return self.static(me, opp)
        key = (me, opp, black)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            stored_depth, value, flag, first = entry
            value = _from_table(value, ply)
            if stored_depth >= depth or abs(value) > HEURISTIC_LIMIT:
                if (
                    flag == EXACT
                    or (flag == LOWER and value >= beta)
                    or (flag == UPPER and value <= alpha)
                ):
                    return value
        threats = self.wins(opp, me, not black)
        moves.sort(key=lambda c: (c != first, c not in threats))
        best, best_move, start_alpha = -WIN, moves[0], alpha
        for c in moves:
            value = -self.negamax(opp, me | 1 << c, not black, depth - 1, ply + 1, -beta, -alpha)
            if value > best:
                best, best_move = value, c
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = UPPER if best <= start_alpha else LOWER if best >= beta else EXACT
        self.table[key] = (depth, _to_table(best, ply), flag, best_move)
        return best


def _to_table(value: int, ply: int) -> int:
    """A root-relative proven value as one relative to the node (the table's)."""
    if value > HEURISTIC_LIMIT:
        return value + ply
    if value < -HEURISTIC_LIMIT:
        return value - ply
    return value


def _from_table(value: int, ply: int) -> int:
    if value > HEURISTIC_LIMIT:
        return value - ply
    if value < -HEURISTIC_LIMIT:
        return value + ply
    return value


def search(game: Game, limit: Limit, cancel: Cancel, progress: Progress | None = None) -> Analysis:
    """Every legal move's value, as deep as ``limit`` allows (no time: to the end)."""
    start = time.perf_counter()
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    black = game.to_move() is Mark.X
    me, opp = (x_bits, o_bits) if black else (o_bits, x_bits)
    empties = rules.cells - (x_bits | o_bits).bit_count()
    deadline = None if limit.time is None else start + limit.time * TIME_SHARE
    plain = _Search(rules, deadline, cancel)
    roots = plain.moves(me, opp, black)
    values: dict[int, int] = {}
    depth = 0
    last = limit.depth if limit.depth is not None else empties
    winning = set(plain.wins(me, opp, black))
    while depth < min(last, empties):
        trial: dict[int, int] = {}
        ordered = sorted(roots, key=lambda c: -values.get(c, 0))
        try:
            for c in ordered:
                trial[c] = (
                    WIN - 1
                    if c in winning
                    else -plain.negamax(opp, me | 1 << c, not black, depth, 1, -WIN, WIN)
                )
        except Stopped:
            break
        values, depth = trial, depth + 1
        if progress is not None:
            progress(_analysis(rules, values, depth >= empties, depth, plain.nodes, start))
        if all(abs(v) > HEURISTIC_LIMIT for v in values.values()):
            break
    if not values:  # not even one iteration: the centre-first order, unvalued
        values = {c: 0 for c in roots}
    return _analysis(rules, values, depth >= empties, depth, plain.nodes, start)


def _analysis(
    rules: Rules, values: dict[int, int], exact: bool, depth: int, nodes: int, start: float
) -> Analysis:
    ranked = with_widths([Option(rules.move(c), v) for c, v in values.items()])
    return Analysis(
        ranked[0].move,
        ranked,
        exact=exact,
        nodes=nodes,
        time_s=time.perf_counter() - start,
        depth=depth,
        info={"engine": "plain"},
    )
