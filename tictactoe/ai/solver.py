"""Exact solving of small m,n,k positions.

Negamax with alpha-beta over Python-int bitboards, with

* a transposition table bounded in memory (:mod:`tictactoe.ai.table`) whose
  keys are canonical under the board's symmetries (:mod:`tictactoe.ai.symmetry`);
* at every node one pass over the windows (runs of k cells) still open, which
  finds: an immediate win (scored at once), the opponent's immediate threats
  (two of them lose at once; one must be blocked: the only move searched), a
  double threat of our own when the opponent has none (a win in 3), and an
  early draw when no window can still be completed by either side, counting
  the moves each side has left (and, when only one side has windows left, a
  draw at best for the other, which settles many null-window tests).  Windows
  that die are dropped for the subtree;
  cells in no live window are never searched below the root (a stone there is a
  pass, which never helps in an m,n,k game);
* when the opponent has a double-threat cell (one move that would make two
  threats), only moves that make a threat of our own, or take that cell or a
  partner of it, are searched: the others lose 4 plies later, and are scored so;
* move ordering: the table's move, then cells that make a threat of our own
  (attack first: defence first, or a history heuristic, searched 2-10 times
  more nodes here), then cells by the number of windows through them (centre
  first);
* at the root, one search per move up to symmetry: first a null-window test
  around the draw (win, draw or loss?), then, for a win or a loss, null-window
  tests of growing distance until one settles it
  (:func:`tictactoe.ai.solver_base.exact_value`).

Scores inside the search are small ints: a win ``p`` plies after the root of
the search is ``INF - p``, a loss ``-(INF - p)``, a draw 0.  The scale, the
board tables and the counters live in :mod:`tictactoe.ai.solver_base`.
"""

from __future__ import annotations

import time
from operator import add
from typing import Callable

from tictactoe.ai.solver_base import (
    CHECK_EVERY,
    FULL,
    INF,
    PROVEN,
    SearchStats,
    SearchStopped,
    board_tables,
    exact_value,
    wins_with,
)
from tictactoe.ai.table import DEFAULT_CAP, TranspositionTable
from tictactoe.ai.types import Cancel, NeverCancel
from tictactoe.game import Rules


class ExactSolver:
    """Exact values of positions of one board size; the table persists between calls.

    Searches from several threads may share a solver: each search has its own
    counters, every table operation is a single dict operation (atomic under
    the GIL) and every entry is a proven bound, so a lost update only costs a
    re-search.
    """

    def __init__(self, rules: Rules, cap: int = DEFAULT_CAP) -> None:
        self.rules = rules
        self.tables = board_tables(rules)
        self.table = TranspositionTable(cap)
        self.memo: dict = {}  # finished analyses, kept by tictactoe.ai.engine

    # -- the search ------------------------------------------------------------------
    def searcher(
        self, stats: SearchStats, deadline: float | None, cancel: Cancel
    ) -> Callable[..., int]:
        """A negamax function bound to this solver's tables, clock and cancel flag.

        ``negamax(me, opp, keys, live, empties, ply, alpha, beta)``: ``me`` and
        ``opp`` are the bitboards of the side to move and of the other side (who
        has just moved and not won), ``keys`` the symmetry images of the
        position, ``live`` the windows that may still matter, ``ply`` the
        distance from the root; returns a fail-soft score.
        """
        t = self.tables
        k = self.rules.k
        n = t.cells
        order = t.order
        adds = t.sym.adds
        perms = t.sym.perms
        inverse = t.sym.inverse
        table = self.table
        entries = table.entries
        tt_get = entries.get
        cap = table.cap
        clock = time.perf_counter
        stop_at = deadline if deadline is not None else float("inf")
        cancel_set = cancel.is_set
        proven = PROVEN

        def negamax(
            me: int,
            opp: int,
            keys: tuple,
            live: list,
            empties: int,
            ply: int,
            alpha: int,
            beta: int,
        ) -> int:
            # One body on purpose: a node costs about 3.5 us (4x4 and 5x4 solved from
            # empty, CPython 3.11) and a call about 40 ns more than its lines inline, so
            # the window pass, the threat answers, the table probe and the move loop
            # as helpers would cost every node four calls and their arguments (some 5 %),
            # and the closure's locals above would have to be handed to each.
            nodes = stats.nodes + 1
            stats.nodes = nodes
            if not nodes & CHECK_EVERY:
                if cancel_set():
                    raise SearchStopped(True)
                if clock() > stop_at:
                    raise SearchStopped(False)

            # one pass over the windows still alive
            my_left = (empties + 1) >> 1
            opp_left = empties >> 1
            new_live = []
            keep = new_live.append
            threats = 0
            union = 0
            hot = 0
            twos = []
            opp_twos = []
            mine_open = opp_open = False
            for m in live:
                a = m & me
                b = m & opp
                if a:
                    if b:
                        continue
                    need = k - a.bit_count()
                    if need > my_left:
                        continue
                    if need == 1:
                        return INF - ply - 1
                    mine_open = True
                    if need == 2:
                        twos.append(m ^ a)
                        hot |= m
                elif b:
                    need = k - b.bit_count()
                    if need > opp_left:
                        continue
                    opp_open = True
                    if need == 1:
                        threats |= m ^ b
                    elif need == 2:
                        opp_twos.append(m ^ b)
                else:
                    if k > my_left:
                        continue
                    if k == 1:
                        return INF - ply - 1
                    mine_open = True
                    if k <= opp_left:
                        opp_open = True
                    if k == 2:
                        twos.append(m)
                        if opp_left >= 2:
                            opp_twos.append(m)
                        hot |= m
                keep(m)
                union |= m
            if not new_live:
                return 0
            # a side with no window left can at best draw: enough for many windows
            if not mine_open and alpha >= 0:
                return 0
            if not opp_open and beta <= 0:
                return 0
            if threats:
                if threats & (threats - 1):
                    return ply + 2 - INF
                moves = [threats.bit_length() - 1]
                key = 0
                floor_move = -1
            else:
                if len(twos) > 1:
                    partner: dict[int, int] = {}
                    for e in twos:
                        low = e & -e
                        high = e ^ low
                        p = partner.get(low)
                        if p is None:
                            partner[low] = high
                        elif p != high:
                            return INF - ply - 3
                        p = partner.get(high)
                        if p is None:
                            partner[high] = low
                        elif p != low:
                            return INF - ply - 3
                # mate-distance bounds: no win before ply + 3 (we have no win in 1),
                # no loss before ply + 4 (the opponent has no threat to play on)
                if beta > INF - ply - 3:
                    beta = INF - ply - 3
                    if alpha >= beta:
                        return beta
                if alpha < ply + 4 - INF:
                    alpha = ply + 4 - INF
                    if alpha >= beta:
                        return alpha
                key = min(keys)
                entry = tt_get(key)
                tt_move = -1
                if entry is not None:
                    lo, hi, cm, _ = entry
                    if lo > proven:
                        lo -= ply
                    elif lo < -proven:
                        lo += ply
                    if hi > proven:
                        hi -= ply
                    elif hi < -proven:
                        hi += ply
                    if lo >= beta or lo == hi:
                        return lo
                    if hi <= alpha:
                        return hi
                    if lo > alpha:
                        alpha = lo
                    if hi < beta:
                        beta = hi
                    if cm >= 0:
                        tt_move = inverse[keys.index(key)][cm]
                cand = union & ~(me | opp)
                floor_move = -1
                if len(opp_twos) > 1:
                    # the opponent's double-threat cells: unless we make a threat
                    # ourselves, we must play on such a cell or on a partner of it,
                    # else it plays there and wins 4 plies from here
                    partners: dict[int, int] = {}
                    for e in opp_twos:
                        low = e & -e
                        high = e ^ low
                        partners[low] = partners.get(low, 0) | high
                        partners[high] = partners.get(high, 0) | low
                    allowed = -1
                    for cell, p in partners.items():
                        if p & (p - 1):
                            allowed &= cell | p
                    if allowed != -1:
                        mine = 0
                        for e in twos:
                            mine |= e
                        lost = cand & ~(allowed | mine)
                        if lost:
                            cand ^= lost
                            floor_move = lost.bit_length() - 1
                            if not cand:
                                return ply + 4 - INF
                moves = []
                rest = []
                if tt_move >= 0 and cand >> tt_move & 1:
                    moves.append(tt_move)
                    cand ^= 1 << tt_move
                for c in order:
                    if cand >> c & 1:
                        if hot >> c & 1:
                            moves.append(c)
                        else:
                            rest.append(c)
                moves += rest

            alpha0 = alpha
            start_nodes = nodes
            add_cell = adds[(n - empties) & 1]
            best = -FULL
            best_move = -1
            if floor_move >= 0:
                best = ply + 4 - INF
                best_move = floor_move
                if best > alpha:
                    alpha = best
            child_empties = empties - 1
            child_ply = ply + 1
            for c in moves:
                v = -negamax(
                    opp,
                    me | 1 << c,
                    tuple(map(add, keys, add_cell[c])),
                    new_live,
                    child_empties,
                    child_ply,
                    -beta,
                    -alpha,
                )
                if v > best:
                    best = v
                    best_move = c
                    if v > alpha:
                        alpha = v
                        if v >= beta:
                            break
            if key:
                # store, relative to this node, merged with what was known
                rel = best + ply if best > proven else best - ply if best < -proven else best
                if best <= alpha0:
                    lo, hi = -FULL, rel
                elif best >= beta:
                    lo, hi = rel, FULL
                else:
                    lo = hi = rel
                old = tt_get(key)
                if old is not None:
                    if old[0] > lo:
                        lo = old[0]
                    if old[1] < hi:
                        hi = old[1]
                sym = keys.index(key)
                entries[key] = (
                    lo,
                    hi,
                    perms[sym][best_move],
                    (stats.nodes - start_nodes).bit_length(),
                )
                if len(entries) >= cap:
                    table.shrink()
            return best

        return negamax

    # -- roots -------------------------------------------------------------------------
    def root(self, x_bits: int, o_bits: int) -> tuple[int, int, tuple, list, int]:
        """(me, opp, keys, live, empties) for the position, side to move first."""
        t = self.tables
        x_to_move = x_bits.bit_count() <= o_bits.bit_count()
        me, opp = (x_bits, o_bits) if x_to_move else (o_bits, x_bits)
        keys = t.sym.keys(x_bits, o_bits)
        live = [m for m in t.windows if not (m & x_bits and m & o_bits)]
        empties = t.cells - (x_bits | o_bits).bit_count()
        return me, opp, keys, live, empties

    def root_order(self, x_bits: int, o_bits: int) -> list[int]:
        """The legal moves in the order the root searches them: our immediate wins,
        then the cells where the opponent would win, then the static order."""
        t = self.tables
        me, opp, _, _, _ = self.root(x_bits, o_bits)
        occupied = x_bits | o_bits
        legal = [c for c in t.order if not occupied >> c & 1]
        wins = [c for c in legal if wins_with(t, me, c)]
        blocks = [c for c in legal if c not in wins and wins_with(t, opp, c)]
        return wins + blocks + [c for c in legal if c not in wins and c not in blocks]

    def solve(
        self,
        x_bits: int,
        o_bits: int,
        *,
        deadline: float | None = None,
        cancel: Cancel | None = None,
        stats: SearchStats | None = None,
    ) -> int:
        """The exact internal score of a position (nobody has won; the side to move is
        derived from the counts)."""
        stats = stats if stats is not None else SearchStats()
        negamax = self.searcher(stats, deadline, cancel or NeverCancel())
        me, opp, keys, live, empties = self.root(x_bits, o_bits)
        if empties == 0:
            return 0
        return exact_value(
            lambda alpha, beta: negamax(me, opp, keys, live, empties, 0, alpha, beta)
        )

    def move_values(
        self,
        x_bits: int,
        o_bits: int,
        *,
        deadline: float | None = None,
        cancel: Cancel | None = None,
        stats: SearchStats | None = None,
        done: dict[int, int] | None = None,
        on_value: Callable[[dict[int, int]], None] | None = None,
    ) -> dict[int, int]:
        """The exact internal score of every legal move (cell -> score after it, for the
        mover, counted from the position given).

        Moves equal up to a symmetry of the position are searched once.  ``done``
        (optional) is filled as values become known, so a caller that is
        interrupted by :class:`SearchStopped` keeps what was finished;
        ``on_value(done)`` is called after each move searched.
        """
        stats = stats if stats is not None else SearchStats()
        done = done if done is not None else {}
        t = self.tables
        negamax = self.searcher(stats, deadline, cancel or NeverCancel())
        me, opp, keys, live, empties = self.root(x_bits, o_bits)
        occupied = x_bits | o_bits
        legal = [c for c in t.order if not occupied >> c & 1]
        stab = t.sym.stabilizer(keys)
        perms = t.sym.perms
        orbit_of = {c: min(perms[s][c] for s in stab) for c in legal}
        add_cell = t.sym.adds[(t.cells - empties) & 1]
        # immediate wins are known at once; then blocks, then the static order
        for c in legal:
            if wins_with(t, me, c):
                done[c] = INF - 1
        if on_value is not None and done:
            on_value(done)
        seen: dict[int, int] = {}
        for c in self.root_order(x_bits, o_bits):
            if c in done:
                continue
            rep = orbit_of[c]
            if rep in seen:
                done[c] = seen[rep]
            else:
                args = (opp, me | 1 << c, tuple(map(add, keys, add_cell[c])), live, empties - 1, 1)
                v = exact_value(lambda alpha, beta, args=args: -negamax(*args, -beta, -alpha))
                seen[rep] = v
                done[c] = v
            if on_value is not None:
                on_value(done)
        return done
