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
from tictactoe.ai.patterns import FIVE, FLEX4, THREE
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
        order = board.order
        threes.sort(key=lambda c: -(order[cs_s[c]] + order[cs_o[c]]))
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
            cs_s, cs_o, order = board.code[s], board.code[o], board.order
            replies.sort(key=lambda d: -(order[cs_o[d]] + order[cs_s[d]]))
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
