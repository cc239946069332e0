"""The lookahead article: its recursive ``lookahead`` function, exactly as written.

The article's C function, transcribed (``level`` starts at 1)::

    points = -32767; bestmove = NULL
    if level == MAXLEVEL: return 0
    for each valid move M:
        makemove(player, M); tpoints = analyzeposition(player)
        if win() == player: undomove; move = M; return INFINITY / level
        tpoints = tpoints - lookahead(opponent, level + 1) / level
        if tpoints >= points: points = tpoints; bestmove = M      # >= keeps the later move
        undomove(M)
    return points if bestmove else 0

with C's integer division (truncation toward zero).  ``depth`` N means the
moves of levels 1..N are explored (``MAXLEVEL = N + 1``), so ``depth=1`` is
greedy on the position score.  Dividing by the level makes a quicker win worth
more than a slower one; ``infinity`` (30000 in the article) sets how attacking
the player is.

``analyzeposition(player)`` is not given by the article; ours is the simplest
score of "the strength of the position of the player": over every run of k
cells (a place a line can still be made) that holds none of the opponent's
marks, add the number of the player's marks in it.  On 3x3 a first mark in the
centre scores 4, in a corner 3, on a side 2.  It is kept up to date move by
move, so a node costs O(k).

Practical limits (documented, not in the article): moves are tried row by row,
left to right; on boards of more than 25 cells only the empty cells next to a
mark are tried (the centre on an empty board).  Depths are searched 1, 2, ...
N within the time budget (default 1 s) and the deepest completed one is
played (depth 1 always completes).  The article's floor of -32767 is scaled
with ``infinity`` (``-32767 * max(1, infinity / 30000)``) so that a large
infinity cannot leave the root without a move; if it ever did, the first move
tried is played.
"""

from __future__ import annotations

import time

from tictactoe.ai import Cancel, Move, NeverCancel
from tictactoe.game import Game, Rules, Variant
from tictactoe.players.base import AIPlayer
from tictactoe.players.forecaster import SMALL_BOARD_CELLS
from tictactoe.players.tactics import bit_indices, neighbour_masks

DEFAULT_TIME = 1.0


class _Stop(Exception):
    pass


def cdiv(a: int, b: int) -> int:
    """C's integer division: truncation toward zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def open_line_score(rules: Rules, own: int, other: int) -> int:
    """analyzeposition: sum over the k-runs free of ``other`` of ``own``'s marks in them."""
    return sum((w & own).bit_count() for w in rules.windows() if not w & other)


class _Search:
    def __init__(
        self,
        rules: Rules,
        infinity: int,
        max_level: int,
        deadline: float | None,
        cancel: Cancel,
        hard: bool,
    ) -> None:
        self.rules = rules
        self.full = rules.full_mask
        self.cw = rules.cell_windows()
        self.nbr = neighbour_masks(rules.width, rules.height, 1)
        self.small = rules.cells <= SMALL_BOARD_CELLS
        self.infinity = infinity
        self.floor = int(-32767 * max(1.0, infinity / 30000))
        self.max_level = max_level
        self.deadline = deadline
        self.cancel = cancel
        self.hard = hard
        self.nodes = 0

    def moves(self, occupied: int) -> list[int]:
        empty = self.full & ~occupied
        if self.small:
            return bit_indices(empty)
        if not occupied:
            r = self.rules
            return [r.index(((r.width - 1) // 2, (r.height - 1) // 2))]
        m = 0
        for i in bit_indices(occupied):
            m |= self.nbr[i]
        return bit_indices(m & empty or empty)

    def lookahead(
        self, bits: list[int], scores: list[int], player: int, level: int
    ) -> tuple[int, int | None]:
        """(points, best cell) for ``player`` (0 or 1) to move at ``level``."""
        if level == self.max_level:
            return 0, None
        self.nodes += 1
        if self.nodes & 127 == 0 and (
            self.cancel.is_set()
            or (not self.hard and self.deadline is not None and time.monotonic() > self.deadline)
        ):
            raise _Stop
        opp = 1 - player
        points, best = self.floor, None
        own, other = bits[player], bits[opp]
        for cell in self.moves(own | other):
            b = 1 << cell
            new_own = own | b
            gain = 0
            loss = 0
            won = False
            for w in self.cw[cell]:
                if not w & other:
                    gain += 1
                    if new_own & w == w:
                        won = True
                if not w & own:
                    loss += (w & other).bit_count()
            if won:
                return cdiv(self.infinity, level), cell
            tpoints = scores[player] + gain  # analyzeposition(player)
            bits[player] = new_own
            scores[player] += gain
            scores[opp] -= loss
            try:
                sub, _ = self.lookahead(bits, scores, opp, level + 1)
            finally:
                bits[player] = own
                scores[player] -= gain
                scores[opp] += loss
            tpoints -= cdiv(sub, level)
            if tpoints >= points:
                points, best = tpoints, cell
        if best is None:
            return 0, None
        return points, best


class LookaheadPlayer(AIPlayer):
    """The lookahead article's player."""

    variants = frozenset({Variant.FREESTYLE})  # windows: "k or more in a row wins"

    searches = True

    def __init__(
        self,
        spec: str = "lookahead",
        name: str = "Lookahead",
        seed: int | None = None,
        depth: int = 3,
        infinity: int = 30000,
        time_limit: float | None = None,
    ) -> None:
        super().__init__(spec, name, seed)
        self.depth = depth
        self.infinity = infinity
        self.time_limit = time_limit
        self.last_depth = 0

    def lookahead(self, game: Game, depth: int | None = None) -> tuple[int, Move | None]:
        """The article's lookahead(player, 1) for the side to move: (points, move)."""
        search = self._search(game, depth or self.depth, None, NeverCancel(), True)
        bits, scores, player = self._state(game)
        points, cell = search.lookahead(bits, scores, player, 1)
        return points, None if cell is None else game.rules.move(cell)

    def _search(
        self, game: Game, depth: int, deadline: float | None, cancel: Cancel, hard: bool
    ) -> _Search:
        return _Search(game.rules, self.infinity, depth + 1, deadline, cancel, hard)

    @staticmethod
    def _state(game: Game) -> tuple[list[int], list[int], int]:
        pos = game.position()
        bits = [pos.x_bits, pos.o_bits]
        rules = game.rules
        scores = [
            open_line_score(rules, bits[0], bits[1]),
            open_line_score(rules, bits[1], bits[0]),
        ]
        return bits, scores, game.to_move().index

    def select(self, game: Game, cancel: Cancel) -> Move:
        budget = self.time_limit if self.time_limit is not None else DEFAULT_TIME
        deadline = time.monotonic() + budget
        chosen: int | None = None
        for depth in range(1, self.depth + 1):
            search = self._search(game, depth, deadline, cancel, hard=depth == 1)
            bits, scores, player = self._state(game)
            try:
                _, cell = search.lookahead(bits, scores, player, 1)
            except _Stop:
                break
            chosen = cell if cell is not None else chosen
            self.last_depth = depth
        if chosen is None:
            return game.legal_moves()[0]
        return game.rules.move(chosen)
