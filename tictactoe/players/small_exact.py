"""Exact play for positions with few empty cells, and the "most chances to go wrong" rule.

Used by ``perfect`` (and as a safety net by ``hard``) when at most
``SMALL_EMPTY`` cells are empty, which covers every 3x3 position:

* :meth:`Solver.value` is plain memoised negamax: the outcome for the side to
  move, +1 win, 0 draw, -1 loss (no alpha-beta: every value is exact);
* :meth:`Solver.optimal_moves` lists the moves that keep that outcome;
* :meth:`Solver.vs_random` is the expected score of playing value-optimal
  moves against a uniformly random opponent, taking at every turn of ours the
  value-optimal move that maximises it (a win counts 1, a draw 1/2).  This is
  "among equally good moves, prefer those that give the opponent the most
  chances to go wrong", made exact.

The memo tables live in the solver object (one per player and board), not at
module level.
"""

from __future__ import annotations

from tictactoe.game import Game, Rules
from tictactoe.players.tactics import bit_indices

SMALL_EMPTY = 9
_CAP = 3_000_000


class Solver:
    def __init__(self, rules: Rules, draw_score: float = 0.5) -> None:
        self.rules = rules
        self.full = rules.full_mask
        self.cw = rules.cell_windows()
        self.draw_score = draw_score
        self._values: dict[tuple[int, int], int] = {}
        self._expect: dict[tuple[int, int], float] = {}

    def _wins(self, bits: int, cell: int) -> bool:
        for w in self.cw[cell]:  # noqa: SIM110 (an inner loop: any() takes 2.7x as long)
            if bits & w == w:
                return True
        return False

    # -- exact outcome -------------------------------------------------------------
    def value(self, own: int, other: int) -> int:
        """+1 / 0 / -1 for the side to move (``own``), nobody having won yet."""
        key = (own, other)
        v = self._values.get(key)
        if v is not None:
            return v
        occupied = own | other
        empty = self.full & ~occupied
        if not empty:
            return 0
        best = -1
        for c in bit_indices(empty):
            b = 1 << c
            if self._wins(own | b, c):
                best = 1
                break
            r = 0 if occupied | b == self.full else -self.value(other, own | b)
            if r > best:
                best = r
                if best == 1:
                    break
        if len(self._values) > _CAP:
            self._values.clear()
        self._values[key] = best
        return best

    def move_value(self, own: int, other: int, cell: int) -> int:
        b = 1 << cell
        if self._wins(own | b, cell):
            return 1
        if (own | other | b) == self.full:
            return 0
        return -self.value(other, own | b)

    def optimal_moves(self, own: int, other: int) -> list[int]:
        cells = bit_indices(self.full & ~(own | other))
        values = {c: self.move_value(own, other, c) for c in cells}
        top = max(values.values())
        return [c for c in cells if values[c] == top]

    # -- against a random opponent ---------------------------------------------------
    def vs_random(self, own: int, other: int) -> float:
        """Expected score for us (to move) playing the best value-optimal moves
        against a uniformly random opponent."""
        key = (own, other)
        e = self._expect.get(key)
        if e is not None:
            return e
        e = max(self.after_move(own, other, c) for c in self.optimal_moves(own, other))
        self._expect[key] = e
        return e

    def after_move(self, own: int, other: int, cell: int) -> float:
        """Expected score after we play ``cell`` and the random opponent replies."""
        b = 1 << cell
        own |= b
        if self._wins(own, cell):
            return 1.0
        occupied = own | other
        if occupied == self.full:
            return self.draw_score
        total = 0.0
        replies = bit_indices(self.full & ~occupied)
        for u in replies:
            ub = 1 << u
            if self._wins(other | ub, u):
                continue  # a loss scores 0
            if occupied | ub == self.full:
                total += self.draw_score
            else:
                total += self.vs_random(own, other | ub)
        return total / len(replies)

    def best_move(self, own: int, other: int) -> int:
        """The value-optimal cell with the best score against random play (the first
        such cell, row by row, among equals; a quicker win first when won)."""
        for c in bit_indices(self.full & ~(own | other)):
            if self._wins(own | 1 << c, c):
                return c  # a win at once beats any slower one
        best_cell, best_e = -1, -1.0
        for c in self.optimal_moves(own, other):
            e = self.after_move(own, other, c)
            if e > best_e + 1e-12:
                best_cell, best_e = c, e
        return best_cell


def empty_count(game: Game) -> int:
    pos = game.position()
    return game.rules.cells - (pos.x_bits | pos.o_bits).bit_count()
