"""Incremental, threat-aware board state for the large-board search.

The board is a flat list of cells (0 empty, 1 X, 2 O; cell ``y * width + x``).
Every run of k cells in a line (a *window*) carries one small integer code,
``x_count * (k + 1) + o_count``; a move adds ``k + 1`` (X) or ``1`` (O) to the
code of each window through its cell, found in a table of windows per cell
computed once per board shape.  From the codes, kept up to date on every
``make``/``unmake``:

* the evaluation: a window holding only one side's marks, ``j`` of them, is a
  ``j``-threat worth ``weights[j]`` to that side (an open four is two windows
  of four, a closed four one: open versus closed falls out of the window
  count, for any k);
* ``fours[s]``: side ``s``'s windows with k-1 marks and none of the other side
  (one move from k in a row); ``threes[s]``: those with k-2 (one move from a
  four);
* ``window_sums``/``osum``: the sum of the cell numbers of a window and of its filled
  cells, so the one empty cell of a four is ``window_sums[w] - osum[w]`` in O(1);
* for each cell and side, the *gain*: how much that side's score would rise
  by playing there (attack and defence at once); it orders the moves, and the
  last ply of the search reads its score as ``score + max(gains) / 2``;
* a Zobrist hash.

Scores are from X's point of view inside this module; the search flips them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from tictactoe.ai.types import HEURISTIC_LIMIT
from tictactoe.game import DIRECTIONS, Game

#: Largest heuristic score the evaluation may return (kept clear of proven scores).
EVAL_LIMIT = HEURISTIC_LIMIT // 2
NEAR = 2  # candidate moves lie within this Chebyshev distance of a stone
OCCUPIED = 1 << 40  # taken off a cell's gains while it holds a stone
#: Growth of a window's worth from one mark to k-1 marks is RATIO**3 (see threat_weights).
RATIO = 3


@dataclass(frozen=True)
class Geometry:
    """Everything about a board shape that never changes during a game."""

    width: int
    height: int
    k: int
    windows: tuple[tuple[int, ...], ...]
    cell_windows: tuple[tuple[int, ...], ...]
    window_sums: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    zobrist: tuple[tuple[int, ...], tuple[int, ...]]
    weights: tuple[int, ...]
    value: tuple[int, ...]      # window code -> score for X
    gain_x: tuple[int, ...]     # window code -> score change (for X) when X plays in it
    gain_o: tuple[int, ...]     # window code -> score change (for O) when O plays in it
    category: tuple[int, ...]   # window code -> 0, 1 X three, 2 X four, 3 O three, 4 O four
    steps: tuple[tuple[tuple[int, ...], ...], ...]  # X make, X unmake, O make, O unmake

    @property
    def cells(self) -> int:
        return self.width * self.height

    def centre(self) -> int:
        return (self.height // 2) * self.width + self.width // 2


def threat_weights(k: int) -> tuple[int, ...]:
    """``weights[j]``: the worth of a window holding j marks of one side only.

    Geometric from 6 (one mark) to 6 * RATIO**3 (k-1 marks), whatever k is, so
    the total stays far below the proven-score range on a 20x20 board.  With
    k=5: 6, 18, 54, 162.  Fours are forced by the search itself, so a flatter
    scale (RATIO 3 rather than the first version's 6: 6, 36, 216, 1296) values
    the many twos and threes that make double threats later; as the second
    player against TICTACTO.PAS's rules on 9x9 k=5 (80 games, 0.1 s a move) it
    won 61, drew 18 and lost 1 (score 0.87); RATIO 6 won 20 and drew 20 of 40 (0.75).
    """
    weights = [0] * (k + 1)
    span = max(1, k - 2)
    for j in range(1, k):
        weights[j] = round(6 * RATIO ** (3 * (j - 1) / span))
    weights[k] = 40_000
    return tuple(weights)


@lru_cache(maxsize=16)
def geometry(width: int, height: int, k: int) -> Geometry:
    windows: list[tuple[int, ...]] = []
    for y in range(height):
        for x in range(width):
            for dx, dy in DIRECTIONS:
                ex, ey = x + dx * (k - 1), y + dy * (k - 1)
                if 0 <= ex < width and 0 <= ey < height:
                    windows.append(tuple((y + dy * i) * width + x + dx * i for i in range(k)))
    cells = width * height
    per_cell: list[list[int]] = [[] for _ in range(cells)]
    for index, window in enumerate(windows):
        for c in window:
            per_cell[c].append(index)
    neighbours = []
    for c in range(cells):
        x0, y0 = c % width, c // width
        neighbours.append(tuple(
            y * width + x
            for y in range(max(0, y0 - NEAR), min(height, y0 + NEAR + 1))
            for x in range(max(0, x0 - NEAR), min(width, x0 + NEAR + 1))
            if (x, y) != (x0, y0)
        ))
    rng = random.Random(0x5EED + 1000 * width + height)
    zobrist = (tuple(rng.getrandbits(62) for _ in range(cells)),
               tuple(rng.getrandbits(62) for _ in range(cells)))
    weights = threat_weights(k)
    k1 = k + 1
    size = k1 * k1 + k1 + 1  # room for one step past any code
    value = [0] * size
    category = [0] * size
    for xs in range(k + 1):
        for os_ in range(k + 1):
            code = xs * k1 + os_
            if os_ == 0 and xs:
                value[code] = weights[xs]
            elif xs == 0 and os_:
                value[code] = -weights[os_]
            if k >= 2:
                if os_ == 0 and xs == k - 1:
                    category[code] = 2
                elif xs == 0 and os_ == k - 1:
                    category[code] = 4
                elif k >= 3 and os_ == 0 and xs == k - 2 and xs:
                    category[code] = 1
                elif k >= 3 and xs == 0 and os_ == k - 2 and os_:
                    category[code] = 3
    gain_x = [0] * size
    gain_o = [0] * size
    for code in range(k1 * k1):
        xs, os_ = divmod(code, k1)
        if xs < k and xs + os_ < k:
            gain_x[code] = value[code + k1] - value[code]
        if os_ < k and xs + os_ < k:
            gain_o[code] = value[code] - value[code + 1]
    steps = []
    for inc in (k1, -k1, 1, -1):
        table = []
        for old in range(size):
            new = old + inc
            if 0 <= new < size:
                table.append((new, value[new] - value[old], gain_x[new] - gain_x[old],
                              gain_o[new] - gain_o[old], category[old], category[new]))
            else:
                table.append((old, 0, 0, 0, 0, 0))  # never reached by a legal step
        steps.append(tuple(table))
    return Geometry(
        width, height, k, tuple(windows), tuple(tuple(p) for p in per_cell),
        tuple(sum(w) for w in windows), tuple(neighbours), zobrist, weights,
        tuple(value), tuple(gain_x), tuple(gain_o), tuple(category), tuple(steps),
    )


class ThreatBoard:
    """The search's own mutable copy of a position (never the caller's game)."""

    __slots__ = ("geo", "width", "k", "cells", "board", "code", "osum", "gain_x", "gain_o",
                 "sets", "fours", "threes", "score", "hash", "empty", "stones")

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo
        self.width = geo.width
        self.k = geo.k
        self.cells = geo.cells
        self.board = [0] * geo.cells
        self.code = [0] * len(geo.windows)
        self.osum = [0] * len(geo.windows)
        empty_x = geo.gain_x[0]
        empty_o = geo.gain_o[0]
        self.gain_x = [empty_x * len(geo.cell_windows[c]) for c in range(geo.cells)]
        self.gain_o = [empty_o * len(geo.cell_windows[c]) for c in range(geo.cells)]
        x3: set[int] = set()
        x4: set[int] = set()
        o3: set[int] = set()
        o4: set[int] = set()
        self.sets = (None, x3, x4, o3, o4)
        self.fours = (x4, o4)
        self.threes = (x3, o3)
        self.score = 0
        self.hash = 0
        self.empty = geo.cells
        self.stones = 0

    @classmethod
    def from_game(cls, game: Game) -> ThreatBoard:
        rules = game.rules
        board = cls(geometry(rules.width, rules.height, rules.k))
        position = game.position()
        for c in range(rules.cells):
            if position.x_bits >> c & 1:
                board.make(c, 0)
            elif position.o_bits >> c & 1:
                board.make(c, 1)
        return board

    def make(self, c: int, s: int) -> None:
        """Put side ``s``'s mark (0 X, 1 O) on the empty cell ``c``."""
        self._place(c, s, self.k + 1 if s == 0 else 1, 1)
        self.board[c] = s + 1
        self.hash ^= self.geo.zobrist[s][c]
        self.empty -= 1
        self.stones += 1

    def unmake(self, c: int, s: int) -> None:
        """Take side ``s``'s mark back off ``c`` (the reverse of ``make``)."""
        self._place(c, s, -(self.k + 1) if s == 0 else -1, -1)
        self.board[c] = 0
        self.hash ^= self.geo.zobrist[s][c]
        self.empty += 1
        self.stones -= 1

    def _place(self, c: int, s: int, inc: int, sign: int) -> None:
        geo = self.geo
        code = self.code
        osum = self.osum
        # per old window code: (new code, score change, X gain change, O gain change,
        # category before, category after) for this kind of step
        step = geo.steps[(0 if s == 0 else 2) + (0 if sign > 0 else 1)]
        gx = self.gain_x
        go = self.gain_o
        windows = geo.windows
        sets = self.sets
        delta = 0
        dc = c * sign
        for w in geo.cell_windows[c]:
            new, dv, dx, do, a, b = step[code[w]]
            code[w] = new
            osum[w] += dc
            delta += dv
            if dx:
                if do:
                    for cell in windows[w]:
                        gx[cell] += dx
                        go[cell] += do
                else:
                    for cell in windows[w]:
                        gx[cell] += dx
            elif do:
                for cell in windows[w]:
                    go[cell] += do
            if a != b:
                if a:
                    sets[a].discard(w)
                if b:
                    sets[b].add(w)
        self.score += delta
        gx[c] -= OCCUPIED * sign
        go[c] -= OCCUPIED * sign

    # -- queries ------------------------------------------------------------------
    def four_cells(self, s: int) -> set[int]:
        """The empty cells where side ``s`` would complete k in a row."""
        sums = self.geo.window_sums
        osum = self.osum
        return {sums[w] - osum[w] for w in self.fours[s]}

    def three_cells(self, s: int) -> set[int]:
        """The empty cells where side ``s`` would make a four (k-1 in a window)."""
        windows = self.geo.windows
        board = self.board
        out: set[int] = set()
        for w in self.threes[s]:
            for c in windows[w]:
                if not board[c]:
                    out.add(c)
        return out

    def candidates(self) -> list[int]:
        """Empty cells within distance 2 of a stone (the centre on an empty board)."""
        board = self.board
        neighbours = self.geo.neighbours
        near: set[int] = set()
        for c in range(self.cells):
            if board[c]:
                near.update(neighbours[c])
        out = sorted(c for c in near if not board[c])
        if not out:
            out = [c for c in range(self.cells) if not board[c]]
            if self.stones == 0 and out:
                centre = self.geo.centre()
                out.sort(key=lambda c: abs(c % self.width - centre % self.width)
                         + abs(c // self.width - centre // self.width))
        return out

    def best_cells(self, s: int, count: int) -> list[int]:
        """The ``count`` empty cells with the largest gains for side ``s``, best first."""
        gains = self.gain_x if s == 0 else self.gain_o
        ranked = sorted(range(self.cells), key=gains.__getitem__, reverse=True)
        del ranked[min(count, self.empty):]
        return ranked

    def best_gain(self, s: int) -> int:
        """The largest gain of any empty cell for side ``s`` (the board is not full)."""
        return max(self.gain_x if s == 0 else self.gain_o)

    def gains(self, cells: list[int], s: int) -> list[tuple[int, int]]:
        """``(gain, cell)`` for each empty cell: how much side ``s``'s score rises
        by playing it.

        The gain counts both attack (own windows growing) and defence (the
        opponent's windows killed); it is exactly the evaluation change.  It is
        kept up to date for every cell by ``make``/``unmake``.
        """
        gains = self.gain_x if s == 0 else self.gain_o
        return [(gains[c], c) for c in cells]

    def evaluate(self, s: int) -> int:
        """Static score for side ``s`` to move, clamped into the heuristic range."""
        v = self.score if s == 0 else -self.score
        if v > EVAL_LIMIT:
            return EVAL_LIMIT
        if v < -EVAL_LIMIT:
            return -EVAL_LIMIT
        return v

    def is_win_move(self, c: int, s: int) -> bool:
        """Does side ``s`` make k in a row by playing the empty cell ``c``?"""
        k1 = self.k + 1
        target = (self.k - 1) * k1 if s == 0 else self.k - 1
        code = self.code
        return any(code[w] == target for w in self.geo.cell_windows[c])
