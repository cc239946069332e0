"""The threat searches (VCF and VCT) under the rules other than freestyle.

:class:`RuleThreatSearch` is :class:`~tictactoe.ai.threats.ThreatSearch` on a
:class:`~tictactoe.ai.rule_board.RuleBoard`, whose classes already read each rule's
rows (a five is not the five inside a six; a caro five blocked at both ends is no
five).  What changes beyond the classes:

* **The VCF** (:meth:`RuleThreatSearch._vcf`) plays on a
  :class:`~tictactoe.ai.rule_board.RuleWindowBoard` (fives judged by the cells beyond
  the window).  After each four it asks which replies stop it (the winning cell;
  under caro also the open end of a five whose other end is blocked), plays every
  one, and the attack must win against each; a four that leaves no winning cell
  under the rule (it would make an overline) is no four.
* **Renju's forbidden points, exactly** (the rules module's answer, RIF 9.3's
  recursion included): Black never attacks on one; a point forbidden to Black is no
  defence, so White's four whose only block is forbidden wins, and White's open
  three whose every answer is forbidden is a threat Black cannot meet.
* Under caro two winning cells need not win: one stone can block both rows' last
  open ends, so the VCT tries the replies instead of calling it won.

What the searches prove stays proven: every step the defender could take against a
four is tried, and a point is called forbidden only when the rules module says so.
"""

from __future__ import annotations

from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.rule_board import RuleBoard, RuleWindowBoard
from tictactoe.ai.threats import Clock, ThreatSearch
from tictactoe.variants import Variant

VCF_SALT = (0x1A1A_1A1A_1A1A_1A1A, 0x2F0F_0F0F_0F0F_0F0F)  # as the freestyle VCF's keys


def threat_search_for(board: PatternBoard, clock: Clock) -> ThreatSearch:
    """The threat search for ``board`` (a :class:`RuleBoard`: the rule's own)."""
    if isinstance(board, RuleBoard):
        return RuleThreatSearch(board, clock)
    return ThreatSearch(board, clock)


class RuleThreatSearch(ThreatSearch):
    """VCF and VCT under standard, renju or caro (see the module doc)."""

    board: RuleBoard
    windows: RuleWindowBoard

    def __init__(
        self,
        board: RuleBoard,
        clock: Clock,
        cache_cap: int = 200_000,
        caches: tuple[dict[int, int], dict[int, int]] | None = None,
    ) -> None:
        super().__init__(board, clock, cache_cap, caches, RuleWindowBoard(board.rules))
        self.two_fives_win = board.rules.variant is not Variant.CARO

    # -- VCF ---------------------------------------------------------------------------
    def _vcf(self, s: int, depth: int) -> list[int] | None:
        wb = self.windows
        self.clock.tick()
        mine = wb.fives(s)
        if mine:
            return [min(mine)]
        if depth <= 0:
            return None
        board = self.board
        key = board.hash ^ VCF_SALT[s]
        known = self._vcf_fail.get(key)
        if known is not None and known >= depth:
            return None
        theirs = wb.fives(1 - s)
        if theirs:  # the defender's five must be stopped, by a four
            order = [c for c in wb.stops(1 - s, theirs) if wb.makes_four(c, s)]
        elif self._light:
            order = wb.four_moves(s)
        else:  # at the top the pattern board is current: its classes order better
            order = board.four_moves(s)
        for c in order:
            if wb.legal(c, s):
                line = self._four(c, s, depth)
                if line is not None:
                    return line
        self._remember(self._vcf_fail, key, depth)
        return None

    def _four(self, c: int, s: int, depth: int) -> list[int] | None:
        """``s``'s four on ``c``, then every reply that may stop it, each followed by
        the rest of the VCF: the line (the longest reply's), or None."""
        wb = self.windows
        board = self.board
        o = 1 - s
        zobrist_s, zobrist_o = board.geo.zobrist[s], board.geo.zobrist[o]
        wb.push(c, s)
        board.hash ^= zobrist_s[c]
        self._light += 1
        try:
            fives = wb.fives(s)
            if not fives or wb.fives(o):
                return None  # no four under the rule, or the defender's five stands
            replies = [r for r in wb.stops(s, fives) if wb.legal(r, o)]
            if not replies:  # no reply may stop it (renju: every block is forbidden)
                return [c, wb.any_move(o), min(fives)]
            longest: tuple[int, list[int]] | None = None
            for r in replies:
                wb.push(r, o)
                board.hash ^= zobrist_o[r]
                try:
                    line = self._vcf(s, depth - 1)
                finally:
                    wb.pop(r, o)
                    board.hash ^= zobrist_o[r]
                if line is None:
                    return None
                if longest is None or len(line) > len(longest[1]):
                    longest = (r, line)
            return [c, longest[0], *longest[1]]  # type: ignore[index]  # the loop set longest
        finally:
            self._light -= 1
            wb.pop(c, s)
            board.hash ^= zobrist_s[c]

    # -- VCT ---------------------------------------------------------------------------
    def _try_threat(
        self, c: int, s: int, depth: int, vcf_depth: int, width: int
    ) -> list[int] | None:
        if not self.board.legal(c, s):
            return None  # renju: Black may not play it (a forced block included)
        return super()._try_threat(c, s, depth, vcf_depth, width)

    def blocks(self, s: int, fives: set[int]) -> list[int]:
        stops = self.board.stops(s, fives)
        return stops or [self.board.any_move(1 - s)]

    def playable(self, cells: list[int], s: int) -> list[int]:
        board = self.board
        return [c for c in cells if board.legal(c, s)]

    def lost_reply(self, s: int, points: set[int]) -> list[int]:
        return [self.board.any_move(1 - s)]
