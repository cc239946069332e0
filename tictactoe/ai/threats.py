"""Threat-space search on a :class:`~tictactoe.ai.evaluate.PatternBoard`: VCF and VCT.

Both ask, for an *attacker* ``s``, "if ``s`` were to move, could it force a
win?" (so the search can ask it about the opponent too).

* **VCF** (victory by continuous fours): every attacking move makes a four,
  the defender's only reply is the cell that completes it; when the defender's
  block makes a four of its own, the attacker must block it with a move that is
  itself a four.  A move leaving two cells that complete it wins.  A VCF found
  is a proof.  It plays on a :class:`~tictactoe.ai.windows.WindowBoard` (stone
  counts per window of k cells tell the fives and the four-making cells), kept
  in step with the pattern board, whose full update a four does not need.
* **VCT** (victory by continuous threats): an attacking move may also make an
  open three (a cell class from ``THREE`` up after which the attacker has a
  ``FLEX4`` cell).  The defender's replies are then every cell that stops all
  of the attacker's open-four points (:func:`defences`) and every move making
  a four of its own; the attack must win against each of them.  The set is
  exact for threats of one line; a defence that works by a counter-threat
  other than a four is not tried, so a VCT is strong evidence, not a proof.

Failures are cached per position (Zobrist hash, attacker, depth).  The clock
is read every ``interval`` nodes and raises :class:`Stopped` at the deadline,
on cancellation or past a node limit (for reproducible tests).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.patterns import (
    BLOCK3,
    BLOCK3_PLUS,
    FIVE,
    FLEX4,
    FOUR,
    FOUR_PLUS,
    FOUR_THREE,
    THREE,
)
from tictactoe.ai.types import Cancel
from tictactoe.ai.windows import WindowBoard


class Stopped(Exception):
    """Raised inside a search when its time is up, or it was cancelled."""


@dataclass
class Clock:
    """Counts nodes and stops the search at the deadline, on cancellation, or after
    ``max_nodes`` nodes (None: no limit)."""

    deadline: float
    cancel: Cancel | None = None
    interval: int = 64
    nodes: int = 0
    max_nodes: int | None = None
    _next: int = field(default=0, repr=False)

    def __post_init__(self) -> None:
        self._next = self.interval

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self._next:
            self._next = self.nodes + self.interval
            self.check()

    def check(self) -> None:
        if (
            time.perf_counter() >= self.deadline
            or (self.cancel is not None and self.cancel.is_set())
            or (self.max_nodes is not None and self.nodes >= self.max_nodes)
        ):
            raise Stopped

    def expired(self) -> bool:
        try:
            self.check()
        except Stopped:
            return True
        return False


def defences(board: PatternBoard, s: int, points: set[int] | list[int], below: int) -> list[int]:
    """Cells where the other side, by playing, brings every one of ``points`` (cells
    of ``s``'s class ``below`` or higher) under class ``below`` for ``s``.

    A point is stopped by taking it or by a stone on one of its lines; the answer
    is the intersection over the points (empty when no single move stops them all).
    """
    v = (1 - s) + 1
    bd = board.board
    rlines = board.geo.rlines
    class_with = board.class_with
    common: set[int] | None = None
    for p in points:
        stop = {p}
        for d, line in enumerate(rlines[p]):
            for q, unit in line:
                if not bd[q] and (common is None or q in common):
                    if class_with(p, s, d, unit, v) < below:
                        stop.add(q)
        common = stop if common is None else common & stop
        if not common:
            return []
    return sorted(common) if common else []


class ThreatSearch:
    """VCF and VCT searches sharing one board, one clock and failure caches."""

    #: two cells that each make k in a row win (no single stone stops both: true but
    #: under caro, see tictactoe.ai.rule_threats)
    two_fives_win = True

    def __init__(
        self,
        board: PatternBoard,
        clock: Clock,
        cache_cap: int = 200_000,
        caches: tuple[dict[int, int], dict[int, int]] | None = None,
        windows: WindowBoard | None = None,
    ) -> None:
        """``caches``: the VCF and VCT failure caches to use (kept by the caller between
        searches: their keys are positions), else new ones; ``windows``: the VCF's
        window board (default: freestyle's)."""
        self.board = board
        self.clock = clock
        self.cache_cap = cache_cap
        self._vcf_fail, self._vct_fail = caches if caches is not None else ({}, {})
        geo = board.geo
        self.windows = (
            windows if windows is not None else WindowBoard(geo.width, geo.height, geo.k)
        )  # the VCF's board
        self._light = 0  # the VCF's stones on the window board only (the pattern board lags)

    def _remember(self, cache: dict[int, int], key: int, depth: int) -> None:
        if len(cache) >= self.cache_cap:
            cache.clear()
        cache[key] = depth

    def flex4_wins(self, c: int, s: int) -> bool:
        """Does ``s`` playing ``c`` (a FLEX4 cell) really leave two cells that win?"""
        board = self.board
        board.push(c, s)
        ok = len(board.cells[s][FIVE]) >= 2
        board.pop(c, s)
        return ok

    # -- VCF ---------------------------------------------------------------------------
    def vcf(self, s: int, max_fours: int = 20) -> list[int] | None:
        """A forced win for ``s`` by continuous fours, as if ``s`` were to move: the line
        (attacker, defender, ..., the attacker's winning cell), or None."""
        board = self.board
        if board.cells[s][FIVE]:
            return [min(board.cells[s][FIVE])]
        self.windows.sync(board.board)
        return self._vcf(s, max_fours)

    def _vcf(self, s: int, depth: int) -> list[int] | None:
        """The VCF on the window board (kept in step with the pattern board by the
        callers): fours and blocks change only the window counts and the hash."""
        wb = self.windows
        self.clock.tick()
        o = 1 - s
        esum = wb.esum
        if wb.four[s]:
            return [esum[next(iter(wb.four[s]))]]
        theirs = wb.fives(o)
        need = -1
        if theirs:
            if len(theirs) > 1:
                return None
            need = next(iter(theirs))
        if depth <= 0:
            return None
        board = self.board
        key = board.hash ^ (0x2F0F_0F0F_0F0F_0F0F if s else 0x1A1A_1A1A_1A1A_1A1A)
        known = self._vcf_fail.get(key)
        if known is not None and known >= depth:
            return None
        if need >= 0:
            order = [need] if wb.makes_four(need, s) else []
        elif self._light:
            order = wb.four_moves(s)
        else:  # at the top the pattern board is current: its classes order better
            order = board.four_moves(s)
        zobrist_s, zobrist_o = board.geo.zobrist[s], board.geo.zobrist[o]
        for c in order:
            wb.push(c, s)
            board.hash ^= zobrist_s[c]
            self._light += 1
            try:
                fives = wb.fives(s)
                if len(fives) >= 2 and not wb.four[o]:
                    it = iter(sorted(fives))
                    return [c, next(it), next(it)]
                if fives:
                    block = next(iter(fives))
                    wb.push(block, o)
                    board.hash ^= zobrist_o[block]
                    try:
                        line = self._vcf(s, depth - 1)
                    finally:
                        wb.pop(block, o)
                        board.hash ^= zobrist_o[block]
                    if line is not None:
                        return [c, block, *line]
            finally:
                self._light -= 1
                wb.pop(c, s)
                board.hash ^= zobrist_s[c]
        self._remember(self._vcf_fail, key, depth)
        return None

    # -- VCT ---------------------------------------------------------------------------
    def vct(self, s: int, depth: int = 4, vcf_depth: int = 20, width: int = 12) -> list[int] | None:
        """A forced win for ``s`` by fours and open threes, as if ``s`` were to move.

        ``depth`` counts the attacker's threat moves (the VCF tried at every step
        plays fours beyond it); ``width`` caps the three-making moves tried
        at each step.  Returns the principal line or None."""
        board = self.board
        if board.cells[s][FIVE]:
            return [min(board.cells[s][FIVE])]
        self.windows.sync(board.board)
        return self._vct(s, depth, vcf_depth, width)

    def _vct(self, s: int, depth: int, vcf_depth: int, width: int) -> list[int] | None:
        board = self.board
        self.clock.tick()
        o = 1 - s
        mine = board.cells[s]
        if mine[FIVE]:
            return [next(iter(mine[FIVE]))]
        theirs = board.cells[o]
        if len(theirs[FIVE]) > 1:
            return None
        if theirs[FIVE]:
            # the defender's four must be blocked; a block that keeps the threats is free
            return self._try_threat(next(iter(theirs[FIVE])), s, depth, vcf_depth, width)
        line = self._vcf(s, vcf_depth)
        if line is not None:
            return line
        if depth <= 0:
            return None
        key = board.hash ^ (0x3C3C_3C3C_3C3C_3C3C if s else 0x4D4D_4D4D_4D4D_4D4D)
        known = self._vct_fail.get(key)
        if known is not None and known >= depth:
            return None
        for c in self.threat_order(s, width):
            line = self._try_threat(c, s, depth - 1, vcf_depth, width)
            if line is not None:
                return line
        self._remember(self._vct_fail, key, depth)
        return None

    def threat_order(self, s: int, width: int) -> list[int]:
        """The attacker's four- and three-making cells: fours first, then threes by
        score, at most ``width`` threes."""
        board = self.board
        fours = board.four_moves(s)
        sets = board.cells[s]
        threes = [*sets[THREE + 2], *sets[THREE + 1], *sets[THREE]]
        cs_s = board.code[s]
        cs_o = board.code[1 - s]
        order, order_opp = board.order, board.order_opp
        threes.sort(key=lambda c: -(order[cs_s[c]] + order_opp[cs_o[c]]))
        threes = threes[:width]
        if len(threes) > 1:
            # fewest answers first: the line most likely to win, or to fail fast
            o = 1 - s
            answers = {}
            for c in threes:
                board.push(c, s)
                flex = board.cells[s][FLEX4]
                answers[c] = (len(defences(board, s, flex, FLEX4)) if flex else 99) + len(
                    board.four_moves(o)
                )
                board.pop(c, s)
            threes.sort(key=answers.__getitem__)
        return fours + threes

    def answers(self, s: int, fives: set[int]) -> list[int] | None:
        """The defender's replies to the threat ``s`` just made, best first: the block
        of its four (``fives``: its one winning cell), else every cell that stops all
        its open-four points and the defender's own fours; None when it made no threat."""
        board = self.board
        o = 1 - s
        if fives:
            return self.blocks(s, fives)
        flex = board.cells[s][FLEX4]
        if not flex:
            return None
        replies = self.playable(defences(board, s, flex, FLEX4), o)
        if len(replies) > 1:
            # the cells best for both sides first: when the attack fails, one of
            # them usually refutes it, and every threat needs only one refutation
            cs_s, cs_o = board.code[s], board.code[o]
            order, order_opp = board.order, board.order_opp
            replies.sort(key=lambda d: -(order[cs_o[d]] + order_opp[cs_s[d]]))
        replies += [d for d in board.four_moves(o) if d not in replies]
        if not replies:
            replies = self.lost_reply(s, flex)
        return replies

    # -- what the rules other than freestyle change (tictactoe.ai.rule_threats) -----------
    def blocks(self, s: int, fives: set[int]) -> list[int]:
        """The defender's replies to ``s``'s four (one winning cell): its block."""
        return [next(iter(fives))]

    def playable(self, cells: list[int], s: int) -> list[int]:
        """The cells of ``cells`` side ``s`` may play (all of them, empty as they are)."""
        return cells

    def lost_reply(self, s: int, points: set[int]) -> list[int]:
        """The reply when nothing stops ``s``'s open-four points: one block that fails."""
        return [min(points)]

    def _try_threat(
        self, c: int, s: int, depth: int, vcf_depth: int, width: int
    ) -> list[int] | None:
        """Play threat ``c`` for ``s``: the winning line if every defence loses, each
        followed by a VCT of ``depth`` threats."""
        board = self.board
        wb = self.windows
        o = 1 - s
        board.push(c, s)
        wb.push(c, s)
        try:
            fives = board.cells[s][FIVE]
            if board.cells[o][FIVE]:
                return None  # c did not stop the defender's four
            if len(fives) >= 2 and self.two_fives_win:
                it = iter(sorted(fives))
                return [c, next(it), next(it)]
            replies = self.answers(s, fives)
            if replies is None:
                return None  # not a threat after all
            first: list[int] | None = None
            for d in replies:
                board.push(d, o)
                wb.push(d, o)
                try:
                    line = self._vct(s, depth, vcf_depth, width)
                finally:
                    wb.pop(d, o)
                    board.pop(d, o)
                if line is None:
                    return None
                if first is None:
                    first = [d, *line]
            return [c, *first] if first is not None else None
        finally:
            wb.pop(c, s)
            board.pop(c, s)


class Quickest:
    """The quickest proven win by fours (:meth:`vcf`) or by fours and threes (:meth:`vct`)
    of an attacker ``a`` as if it were to move, on a pattern board of any rule: the Python
    twin of the compiled core's threat search (``tictactoe/ai/csrc/threats.c``), move for
    move, which tests/ai compare.

    After a four the defender's replies are its stops (``board.stops``: never a point
    forbidden to renju's Black); after a three (a move that leaves the attacker a real
    open-four point) every cell that leaves it none (:func:`defences`) and every four of
    the defender's own; nothing else stops the open four.  A defender's four must be
    stopped by a move that keeps a threat standing.  The distance is the longest
    defence's, and the search deepens two plies at a time, so the first win is the
    quickest.  ``complete``: the closed threes are tried too (one may leave a point of two
    fours), so that a first move left out is proven to start no such win.  Failures are
    cached per position, attacker and plies.
    """

    def __init__(self, board: PatternBoard, clock: Clock) -> None:
        self.board = board
        self.clock = clock
        self.failed: dict[tuple[int, int, int], int] = {}
        self.complete = False

    # -- helpers -------------------------------------------------------------------------
    def _real_flex4(self, a: int, c: int) -> bool:
        board = self.board
        if not board.legal(c, a):
            return False
        board.push(c, a)
        try:
            fives = board.cells[a][FIVE]
            return bool(fives) and not board.cells[1 - a][FIVE] and not board.stops(a, fives)
        finally:
            board.pop(c, a)

    def _natural(self, d: int, cells: list[int]) -> int:
        """The defender's move shown when nothing stops the threat."""
        board = self.board
        for c in cells:
            if board.legal(c, d):
                return c
        return board.any_move(d)

    def _stops(self, a: int) -> list[int]:
        board = self.board
        return [r for r in board.stops(a, board.cells[a][FIVE]) if board.legal(r, 1 - a)]

    def _fours(self, a: int) -> list[int]:
        sets = self.board.cells[a]
        return sorted(sets[FLEX4]) + sorted({*sets[FOUR_THREE], *sets[FOUR_PLUS], *sets[FOUR]})

    def _failed(self, kind: int, a: int, plies: int) -> bool:
        known = self.failed.get((self.board.hash, kind, a))
        return known is not None and known >= plies

    def _remember(self, kind: int, a: int, plies: int) -> None:
        if len(self.failed) > 400_000:
            self.failed.clear()
        self.failed[(self.board.hash, kind, a)] = plies

    def _deepen(self, a: int, max_plies: int, search) -> list[int] | None:
        for plies in range(1, max_plies + 1, 2):
            line = search(a, plies)
            if line is not None:
                return line
        return None

    # -- VCF -----------------------------------------------------------------------------
    def vcf(self, a: int, max_plies: int) -> list[int] | None:
        """The quickest win by fours within ``max_plies`` (attacker, reply, ..., five)."""
        return self._deepen(a, max_plies, self._vcf)

    def _vcf(self, a: int, plies: int) -> list[int] | None:
        board = self.board
        self.clock.tick()
        d = 1 - a
        if board.cells[a][FIVE]:
            return [min(board.cells[a][FIVE])]
        if plies < 3 or self._failed(0, a, plies):
            return None
        theirs = board.cells[d][FIVE]
        if theirs:
            moves = [c for c in board.stops(d, theirs) if FOUR <= board.class_of(c, a) <= FLEX4]
        else:
            moves = self._fours(a)
        for c in moves:
            line = self._after(a, c, plies, self._vcf)
            if line is not None:
                return line
        self._remember(0, a, plies)
        return None

    def _after(self, a: int, c: int, plies: int, rest) -> list[int] | None:
        """``a`` plays the threat ``c``; every reply, each followed by ``rest``: the line
        through the longest defence, or None."""
        board = self.board
        d = 1 - a
        if not board.legal(c, a):
            return None
        board.push(c, a)
        try:
            if board.cells[d][FIVE]:
                return None
            fives = board.cells[a][FIVE]
            if fives:
                replies = self._stops(a)
                if not replies:
                    replies = [self._natural(d, sorted(fives))]
            elif rest is self._vcf:
                return None
            else:
                replies = self._replies_to_three(a)
                if replies is None:
                    return None
            longest: list[int] | None = None
            for r in replies:
                board.push(r, d)
                try:
                    line = rest(a, plies - 2)
                finally:
                    board.pop(r, d)
                if line is None:
                    return None
                if longest is None or 1 + len(line) > len(longest):
                    longest = [r, *line]
            return [c, *longest] if longest is not None else None
        finally:
            board.pop(c, a)

    def _replies_to_three(self, a: int) -> list[int] | None:
        """The defender's answers to ``a``'s open-four points, or None: it has none."""
        board = self.board
        d = 1 - a
        points = [p for p in sorted(board.cells[a][FLEX4]) if self._real_flex4(a, p)]
        if not points:
            return None
        replies = [c for c in defences(board, a, points, FLEX4) if board.legal(c, d)]
        for c in self._fours(d):
            if c not in replies and board.legal(c, d):
                replies.append(c)
        if not replies:
            replies = [self._natural(d, points)]
        return replies

    def from_move(
        self, a: int, c: int, max_plies: int, fours_only: bool, complete: bool = False
    ) -> list[int] | None:
        """The quickest win that starts with ``a`` playing ``c`` (by fours only, or by
        fours and threes), or None."""
        board = self.board
        self.complete = complete
        if board.board[c] or not board.legal(c, a):
            return None
        if board.class_of(c, a) == FIVE:
            return [c]
        rest = self._vcf if fours_only else self._vct
        for plies in range(3, max_plies + 1, 2):
            line = self._after(a, c, plies, rest)
            if line is not None:
                return line
        return None

    # -- VCT -----------------------------------------------------------------------------
    def vct(self, a: int, max_plies: int, complete: bool = False) -> list[int] | None:
        """The quickest win by fours and threes within ``max_plies``."""
        self.complete = complete
        return self._deepen(a, max_plies, self._vct)

    def threat_moves(self, a: int, complete: bool) -> list[int]:
        """The cells the VCT tries: the fours, then the threes by the move order (and, when
        ``complete``, the closed threes), as the core orders them."""
        board = self.board
        sets = board.cells[a]
        fours = sorted(sets[FIVE]) + self._fours(a)
        threes = sorted({*sets[THREE], *sets[THREE + 1], *sets[THREE + 2]})
        if complete:
            threes += [
                c
                for c in range(board.ncells)
                if not board.board[c] and board.class_of(c, a) in (BLOCK3, BLOCK3_PLUS)
            ]
        threes.sort(key=lambda c: (-board.worth(c, a), c))
        return fours + threes

    def _vct(self, a: int, plies: int) -> list[int] | None:
        board = self.board
        self.clock.tick()
        d = 1 - a
        if board.cells[a][FIVE]:
            return [min(board.cells[a][FIVE])]
        if plies < 3:
            return None
        theirs = board.cells[d][FIVE]
        if theirs:
            for c in board.stops(d, theirs):
                line = self._after(a, c, plies, self._vct)
                if line is not None:
                    return line
            return None
        line = self._vcf(a, plies)
        if line is not None or plies < 5:
            return line
        kind = 2 if self.complete else 1
        if self._failed(kind, a, plies):
            return None
        moves = self.threat_moves(a, self.complete)
        fours = set(self._fours(a))
        for c in [m for m in moves if m not in fours] + [m for m in moves if m in fours]:
            line = self._after(a, c, plies, self._vct)
            if line is not None:
                return line
        self._remember(kind, a, plies)
        return None
