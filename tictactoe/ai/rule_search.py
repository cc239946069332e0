"""The pattern search's alpha-beta under the rules other than freestyle.

:class:`RuleAlphaBeta` is :class:`~tictactoe.ai.alphabeta.AlphaBeta` on a
:class:`~tictactoe.ai.rule_board.RuleBoard` with the threat searches of
:mod:`tictactoe.ai.rule_threats`.  What the rules change in the tree:

* renju's Black never plays a cell of class ``FORBIDDEN`` (every forbidden point
  has it; see :mod:`tictactoe.ai.rule_patterns`), neither as a move nor as a
  defence, so White's open three whose answers are all forbidden is unanswered;
* the opponent's five to stop (:meth:`RuleAlphaBeta.block_five`): the blocks are
  the rules module's (:meth:`~tictactoe.ai.rule_board.RuleBoard.stops`): none when
  the one block is forbidden to Black (renju: a loss), under caro also the open end
  of a five whose other end is blocked; each costs no depth, as freestyle's one
  block does;
* an open four or double four wins only when no single stone the defender may play
  stops it (:meth:`RuleAlphaBeta.flex4_win`).

:func:`alpha_beta_for` picks the search for a board.
"""

from __future__ import annotations

from tictactoe.ai.alphabeta import INF, MAX_PLY, AlphaBeta
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.patterns import FIVE, FLEX4, FORBIDDEN
from tictactoe.ai.rule_board import RuleBoard
from tictactoe.ai.rule_threats import RuleThreatSearch
from tictactoe.ai.threats import Clock
from tictactoe.ai.types import WIN


def alpha_beta_for(
    board: PatternBoard,
    clock: Clock,
    tt: dict,
    tt_cap: int,
    history: list[list[int]],
    caches: tuple[dict[int, int], dict[int, int]] | None = None,
) -> AlphaBeta:
    """The alpha-beta search for ``board`` (a :class:`RuleBoard`: the rule's own)."""
    kind = RuleAlphaBeta if isinstance(board, RuleBoard) else AlphaBeta
    return kind(board, clock, tt, tt_cap, history, caches)


class RuleAlphaBeta(AlphaBeta):
    """Alpha-beta under standard, renju or caro (see the module doc)."""

    threat_search = RuleThreatSearch
    rule_blocks = True
    board: RuleBoard

    def block_five(self, depth: int, alpha: int, beta: int, ply: int, s: int) -> int:
        board = self.board
        o = 1 - s
        stops = board.stops(o, board.cells[o][FIVE])
        if not stops:
            return -(WIN - ply - 2)
        if ply >= MAX_PLY:
            return self.leaf(s, ply)
        # the block costs no depth; its leaves blend with this node's value
        self.stack[ply] = self.static(s)
        best = -INF
        for c in stops:
            board.make(c, s)
            v = -self.negamax(depth, -beta, -alpha, ply + 1, o)
            board.unmake(c, s)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        break
        return best

    def flex4_win(self, s: int) -> int:
        board = self.board
        for c in board.cells[s][FLEX4]:
            board.push(c, s)
            fives = board.cells[s][FIVE]
            won = bool(fives) and not board.stops(s, fives)
            board.pop(c, s)
            if won:
                return c
        return -1

    def candidates(self, s: int) -> list[int]:
        barred = self.board.cells[s][FORBIDDEN]
        return [c for c in self.board.candidates() if c not in barred]

    def moves(self, s: int, ply: int, tt_move: int, width: int | None) -> tuple[list[int], bool]:
        moves, defending = super().moves(s, ply, tt_move, width)
        barred = self.board.cells[s][FORBIDDEN]  # only renju's Black has such cells
        if barred:
            moves = [c for c in moves if c not in barred]
        return moves, defending
