"""Threat-space search: forced wins by continuous fours (VCF) and by fours and threes (VCT).

Both work on a :class:`~tictactoe.ai.evaluate.ThreatBoard` (make/unmake,
restored on return) for an *attacker* side, whoever is to move in the real
game: ``vcf(board, s)`` asks "if ``s`` were to move, could it win by fours
alone?", which is how the search spots the opponent's danger too.

A "four" is a window with k-1 of the attacker's marks and none of the
defender's: its one empty cell must be taken at once.  A VCF line is a series
of attacker moves each making a four, the defender's only reply being the
block (unless the defender can win first, or the block makes a four of the
defender's that the attacker's next four must itself block); it ends when a
move makes two fours with different cells, or a four while the defender has
nothing.  A VCF found here is a proof.

A VCT move may also make a "three": a move after which the attacker, moving
again, would have a VCF.  The defender's replies tried are every cell of that
VCF line, every empty cell of the attacker's windows through the move with
k-2 or more marks, and every move that makes a four for the defender.  That
set covers all the defences that matter in practice, but it is not a
complete proof (a defence elsewhere that builds a counter-threat might be
missed); the search reports a VCT as such.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from tictactoe.ai.r1.evaluate import ThreatBoard
from tictactoe.ai.types import Cancel


class Stopped(Exception):
    """Raised inside a search when its time is up or it was cancelled."""


@dataclass
class Clock:
    """Counts nodes and stops the search at the deadline or on cancellation.

    ``tick()`` is called once per node; every ``interval`` nodes it reads the
    clock and the cancel flag, and raises :class:`Stopped` when either says so.
    """

    deadline: float
    cancel: Cancel | None = None
    interval: int = 128
    nodes: int = 0
    _next: int = field(default=0, repr=False)

    def __post_init__(self) -> None:
        self._next = self.interval

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes >= self._next:
            self._next = self.nodes + self.interval
            self.check()

    def check(self) -> None:
        if time.perf_counter() >= self.deadline or (
                self.cancel is not None and self.cancel.is_set()):
            raise Stopped

    def expired(self) -> bool:
        try:
            self.check()
        except Stopped:
            return True
        return False


def _four_move_order(board: ThreatBoard, cells: set[int], s: int) -> list[int]:
    """Four-making cells, those making the most fours (double fours) first."""
    geo = board.geo
    code = board.code
    cw = geo.cell_windows
    category = geo.category
    three = 1 if s == 0 else 3
    gains = board.gain_x if s == 0 else board.gain_o
    scored = []
    for c in cells:
        n = 0
        for w in cw[c]:
            if category[code[w]] == three:
                n += 1
        scored.append((n, gains[c], c))
    scored.sort(reverse=True)
    return [c for _, _, c in scored]


class ThreatSearch:
    """VCF and VCT searches sharing one board, one clock and failure caches."""

    def __init__(self, board: ThreatBoard, clock: Clock, cache_cap: int = 200_000) -> None:
        self.board = board
        self.clock = clock
        self.cache_cap = cache_cap
        self._vcf_fail: dict[int, int] = {}
        self._vct_fail: dict[int, int] = {}

    def _remember(self, cache: dict[int, int], key: int, depth: int) -> None:
        if len(cache) >= self.cache_cap:
            cache.clear()
        cache[key] = depth

    # -- VCF ----------------------------------------------------------------------
    def vcf(self, s: int, max_fours: int = 12) -> list[int] | None:
        """A forced win for side ``s`` by continuous fours, as if ``s`` were to move.

        Returns the line (attacker, defender, ..., attacker's winning cell),
        or None.  At most ``max_fours`` attacking fours are tried in a line.
        """
        board = self.board
        if board.fours[s]:
            return [next(iter(board.four_cells(s)))]
        return self._vcf(s, max_fours)

    def _vcf(self, s: int, depth: int) -> list[int] | None:
        board = self.board
        self.clock.tick()
        o = 1 - s
        if board.fours[s]:
            return [next(iter(board.four_cells(s)))]
        need = None
        if board.fours[o]:
            theirs = board.four_cells(o)
            if len(theirs) > 1:
                return None
            need = theirs.pop()
        if depth <= 0 or not board.threes[s]:
            return None
        key = board.hash ^ (0x2F0F_0F0F_0F0F_0F0F if s else 0x1A1A_1A1A_1A1A_1A1A)
        known = self._vcf_fail.get(key)
        if known is not None and known >= depth:
            return None
        cells = board.three_cells(s)
        if need is not None:
            if need not in cells:
                self._remember(self._vcf_fail, key, depth)
                return None
            order = [need]
        else:
            order = _four_move_order(board, cells, s)
        for c in order:
            board.make(c, s)
            mine = board.four_cells(s)
            if len(mine) >= 2:
                board.unmake(c, s)
                it = iter(mine)
                block = next(it)
                return [c, block, next(it)]
            if mine:
                block = mine.pop()
                board.make(block, o)
                line = self._vcf(s, depth - 1)
                board.unmake(block, o)
                if line is not None:
                    board.unmake(c, s)
                    return [c, block, *line]
            board.unmake(c, s)
        self._remember(self._vcf_fail, key, depth)
        return None

    # -- VCT ----------------------------------------------------------------------
    def vct(self, s: int, depth: int = 3, vcf_depth: int = 10, width: int = 10
            ) -> list[int] | None:
        """A forced win for ``s`` by fours and threes, as if ``s`` were to move.

        ``depth`` counts the attacker's threat moves (each three or four);
        ``width`` is how many of the most promising threat moves are tried at
        each step.  Returns the principal line or None.
        """
        return self._vct(s, depth, vcf_depth, width)

    def _vct(self, s: int, depth: int, vcf_depth: int, width: int) -> list[int] | None:
        board = self.board
        clock = self.clock
        clock.tick()
        o = 1 - s
        if board.fours[s]:
            return [next(iter(board.four_cells(s)))]
        need = None
        if board.fours[o]:
            theirs = board.four_cells(o)
            if len(theirs) > 1:
                return None
            need = theirs.pop()
        else:
            line = self._vcf(s, vcf_depth)
            if line is not None:
                return line
        if depth <= 0:
            return None
        key = board.hash ^ (0x3C3C_3C3C_3C3C_3C3C if s else 0x4D4D_4D4D_4D4D_4D4D)
        known = self._vct_fail.get(key)
        if known is not None and known >= depth:
            return None
        if need is not None:
            order = [need]
        else:
            order = self._threat_moves(s, width)
        geo = board.geo
        windows = geo.windows
        code = board.code
        k1 = board.k + 1
        for c in order:
            board.make(c, s)
            mine = board.four_cells(s)
            if len(mine) >= 2 and not board.fours[o]:
                board.unmake(c, s)
                it = iter(mine)
                block = next(it)
                return [c, block, next(it)]
            if board.fours[o]:
                # c did not block the defender's four: the defender wins first.
                board.unmake(c, s)
                continue
            if mine:
                defences = list(mine)
            else:
                proof = self._vcf(s, vcf_depth)
                if proof is None:
                    board.unmake(c, s)
                    continue
                extra: set[int] = set()
                for w in geo.cell_windows[c]:
                    cc = code[w]
                    xs, os_ = divmod(cc, k1)
                    count, other = (xs, os_) if s == 0 else (os_, xs)
                    if other == 0 and count >= board.k - 2:
                        extra.update(d for d in windows[w] if not board.board[d])
                extra |= board.three_cells(o)
                # the proof's own cells first: one of them usually refutes a false threat
                ranked = sorted(board.gains([d for d in extra if d not in proof], o),
                                reverse=True)
                defences = list(dict.fromkeys(proof)) + [d for _, d in ranked]
            first: list[int] | None = None
            ok = True
            for d in defences:
                if board.board[d]:
                    continue
                board.make(d, o)
                line = self._vct(s, depth - 1, vcf_depth, width)
                board.unmake(d, o)
                if line is None:
                    ok = False
                    break
                if first is None:
                    first = [d, *line]
            board.unmake(c, s)
            if ok and first is not None:
                return [c, *first]
        self._remember(self._vct_fail, key, depth)
        return None

    def _threat_moves(self, s: int, width: int) -> list[int]:
        """Moves making a four or a three for ``s``, the most promising first."""
        board = self.board
        geo = board.geo
        k1 = board.k + 1
        code = board.code
        bd = board.board
        cells: set[int] = set()
        low = max(1, board.k - 3)
        for w, window in enumerate(geo.windows):
            cc = code[w]
            xs, os_ = divmod(cc, k1)
            count, other = (xs, os_) if s == 0 else (os_, xs)
            if other == 0 and count >= low:
                cells.update(d for d in window if not bd[d])
        ranked = sorted(board.gains(list(cells), s), reverse=True)
        return [c for _, c in ranked[:width]]
