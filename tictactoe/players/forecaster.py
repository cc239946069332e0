"""TRYST'98 Tic Tac Toe: the forecaster, a player that maximises its probability of winning.

The document's model, followed to the letter:

* the probability of a node where the computer (this player) moves is the
  *maximum* over its moves; where the user (the opponent) moves it is the
  *average* over the user's moves, except that a user who can win at once
  does, and the probability is then 0;
* a won game is 1, a drawn game (a full board) is the *draw value* ``draw``
  (0 totally attacking .. 1 totally defensive);
* ``depth`` is the level of foresight, a level being a move by each side: the
  computer's move, the user's reply, and so on ``depth`` times; an undecided
  position at the deepest level is worth 0.5;
* ``depth=expert`` looks deep enough to be exact (no 0.5 anywhere);
* among moves of equal probability it plays "the last position checked":
  cells are checked row by row, left to right, so ties go to the last one.

Two practical limits, documented because the 1998 program did not
need them (its boards were searched by a Pentium at small depths):

* boards of more than 25 cells: the moves looked at, the computer's and the
  user's alike, are the empty cells next to a mark (and the centre on an empty
  board); far-away cells are left out of the maxima and the averages.
* time: the levels are searched one after another (1, 2, ... ``depth``) within
  the time budget (``time``, default 1 s); when the budget runs out the choice
  of the deepest *completed* level is played (level 1 always completes).  On
  3x3 every depth, expert included, completes in milliseconds; on 15x15 a
  depth of 2 usually needs more than 1 s in mid-game, so there it plays at
  the depth its budget allows.

Exact shortcuts that do not change any value: a node where the computer can
win at once is 1; a user node where the user can win at once is 0; values are
memoised on the board (per move, and across moves for ``expert``).
"""

from __future__ import annotations

import time

from tictactoe.ai import Cancel, Move
from tictactoe.game import Game, Rules, Variant
from tictactoe.players.base import AIPlayer
from tictactoe.players.tactics import bit_indices, neighbour_masks

SMALL_BOARD_CELLS = 25
DEFAULT_TIME = 1.0
_MEMO_CAP = 300_000


class _Stop(Exception):
    """Raised inside the search when the budget is spent or the search is cancelled."""


class _Search:
    """One search (one root): the board constants, the memo, the clock."""

    def __init__(
        self, rules: Rules, draw: float, memo: dict, deadline: float | None, cancel: Cancel
    ) -> None:
        self.rules = rules
        self.k = rules.k
        self.full = rules.full_mask
        self.cw = rules.cell_windows()
        self.small = rules.cells <= SMALL_BOARD_CELLS
        self.nbr = neighbour_masks(rules.width, rules.height, 1)
        self.draw = draw
        self.memo = memo
        self.deadline = deadline
        self.cancel = cancel
        self.nodes = 0
        self.hard_stop = False  # True while level 1 runs: it must complete unless cancelled

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes & 255 == 0:
            if self.cancel.is_set():
                raise _Stop
            if (
                not self.hard_stop
                and self.deadline is not None
                and time.monotonic() > self.deadline
            ):
                raise _Stop

    def new_threats(self, own: int, other: int, cell: int) -> int:
        """Empty cells where ``own`` (which has just played ``cell``) now wins at once."""
        k1 = self.k - 1
        t = 0
        for w in self.cw[cell]:
            if not other & w and (own & w).bit_count() == k1:
                t |= w & ~own
        return t

    def all_threats(self, own: int, other: int) -> int:
        k1 = self.k - 1
        t = 0
        for w in self.rules.windows():
            if not other & w and (own & w).bit_count() == k1:
                t |= w & ~own
        return t

    def wins(self, own: int, cell: int) -> bool:
        for w in self.cw[cell]:  # noqa: SIM110 (an inner loop: any() takes 2.7x as long)
            if own & w == w:
                return True
        return False

    def near(self, occupied: int) -> int:
        """The cells this search looks at, among the empty ones."""
        empty = self.full & ~occupied
        if self.small:
            return empty
        if not occupied:
            r = self.rules
            return 1 << r.index(((r.width - 1) // 2, (r.height - 1) // 2))
        m = 0
        for i in bit_indices(occupied):
            m |= self.nbr[i]
        return (m & empty) or empty

    # -- the recursion ---------------------------------------------------------------
    def comp_move(
        self, own: int, other: int, cell: int, mine: int, theirs: int, levels: int
    ) -> float:
        """Probability of winning after the computer plays ``cell``.

        ``mine``/``theirs``: empty cells where the computer / the user win at once,
        before this move.
        """
        self.tick()
        b = 1 << cell
        own |= b
        if mine & b or self.wins(own, cell):
            return 1.0
        occupied = own | other
        if occupied == self.full:
            return self.draw
        if theirs & ~b:
            return 0.0  # the user wins at once, and does
        mine = (mine & ~b) | self.new_threats(own, other, cell)
        return self.user_node(own, other, mine, levels)

    def user_node(self, own: int, other: int, mine: int, levels: int) -> float:
        occupied = own | other
        empty_count = self.rules.cells - occupied.bit_count()
        levels = min(levels, empty_count // 2 + 1)  # deeper changes nothing: share the memo
        key = (own, other, levels)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        moves = bit_indices(self.near(occupied))
        total = 0.0
        for u in moves:
            ub = 1 << u
            o2 = other | ub
            occ2 = occupied | ub
            if occ2 == self.full:
                total += self.draw
            elif levels <= 1:
                total += 0.5  # the horizon: equal chances (assumption 2)
            else:
                total += self.comp_node(
                    own, o2, mine & ~ub, self.new_threats(o2, own, u), levels - 1
                )
        value = total / len(moves)
        if len(self.memo) >= _MEMO_CAP:
            self.memo.clear()
        self.memo[key] = value
        return value

    def comp_node(self, own: int, other: int, mine: int, theirs: int, levels: int) -> float:
        """The computer to move: the maximum over its moves (``theirs`` accumulates the
        user's immediate wins, recomputed from the user's last move only)."""
        if mine:
            return 1.0
        if theirs & (theirs - 1):
            return 0.0  # two threats: one can be blocked, the other wins
        if theirs:
            return self.comp_move(own, other, bit_indices(theirs)[0], mine, theirs, levels)
        best = 0.0
        for cell in bit_indices(self.near(own | other)):
            v = self.comp_move(own, other, cell, mine, theirs, levels)
            if v > best:
                best = v
                if best >= 1.0:
                    break
        return best


class ForecasterPlayer(AIPlayer):
    """TRYST'98's probabilistic player.  ``depth`` None means expert."""

    variants = frozenset({Variant.FREESTYLE})  # windows: "k or more in a row wins"

    searches = True

    def __init__(
        self,
        spec: str = "forecaster",
        name: str = "Forecaster",
        seed: int | None = None,
        depth: int | None = 2,
        draw: float = 0.5,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(spec, name, seed)
        self.depth = depth
        self.draw = float(draw)
        self.time_limit = time_limit
        self._expert_memo: dict = {}
        self._expert_rules: Rules | None = None
        self.last_depth = 0

    def _levels_wanted(self, game: Game) -> int:
        pos = game.position()
        empty = game.rules.cells - (pos.x_bits | pos.o_bits).bit_count()
        if self.depth is None:
            return (empty - 1) // 2 + 1
        return self.depth

    def evaluate(self, game: Game, cancel: Cancel | None = None) -> list[tuple[Move, float]]:
        """Every candidate move with its probability, in the order checked (deepest
        completed level).  Ties go to the last entry."""
        from tictactoe.ai import NeverCancel

        return self._evaluate(game, cancel or NeverCancel())[0]

    def _evaluate(self, game: Game, cancel: Cancel) -> tuple[list[tuple[Move, float]], int]:
        rules = game.rules
        pos = game.position()
        me = game.to_move()
        own, other = (pos.x_bits, pos.o_bits) if me == "X" else (pos.o_bits, pos.x_bits)
        budget = self.time_limit if self.time_limit is not None else DEFAULT_TIME
        deadline = time.monotonic() + budget
        if self.depth is None:
            if self._expert_rules != rules:
                self._expert_memo, self._expert_rules = {}, rules
            memo = self._expert_memo
        else:
            memo = {}
        search = _Search(rules, self.draw, memo, deadline, cancel)
        mine = search.all_threats(own, other)
        theirs = search.all_threats(other, own)
        cells = bit_indices(search.near(own | other))
        wanted = self._levels_wanted(game)
        done: list[tuple[Move, float]] = []
        done_levels = 0
        for levels in range(1, wanted + 1):
            search.hard_stop = levels == 1
            row: list[tuple[Move, float]] = []
            try:
                for cell in cells:
                    row.append(
                        (rules.move(cell), search.comp_move(own, other, cell, mine, theirs, levels))
                    )
            except _Stop:
                if not done:  # cancelled during level 1: what we have so far
                    done = row or [(rules.move(cells[-1]), 0.0)]
                break
            done, done_levels = row, levels
            if (
                self.depth is not None
                and levels >= (rules.cells - (own | other).bit_count()) // 2 + 1
            ):
                break  # deeper levels change nothing
        self.last_depth = done_levels
        return done, done_levels

    def select(self, game: Game, cancel: Cancel) -> Move:
        row, _ = self._evaluate(game, cancel)
        best_move, best = row[0]
        for move, p in row:
            if p >= best:  # ties go to the last position checked (TRYST'98)
                best_move, best = move, p
        return best_move
