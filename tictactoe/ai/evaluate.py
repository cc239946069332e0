"""The large search's board: line patterns per cell, kept up to date move by move.

The board is a flat list of cells (0 empty, 1 X, 2 O; cell ``y * width + x``).
For every cell and each of the four directions it keeps the line's *key* (see
:mod:`tictactoe.ai.patterns`): a move adds one number to the keys of the (at
most) ``4 * 2 * (k - 1)`` cells along its four lines.  From the keys, for each
empty cell and each side, it keeps:

* the *code* (the four line patterns), the cell's *class* (``FIVE``, ``FLEX4``,
  ``FOUR_THREE``, ... ``NONE``) and its *score*, all read from tables;
* ``total[s]``: the sum of side ``s``'s scores over the empty cells, from
  which :meth:`PatternBoard.evaluate` is computed in O(1);
* ``cells[s][class]``: the set of empty cells of each class from ``THREE`` up,
  so a threat search reads "where can X make a four" without a scan;
* ``cand``: the empty cells within distance 2 of a stone (move candidates),
  and a Zobrist ``hash``.

Only the cells whose line patterns change are touched: a move costs about
4 * 8 key updates and a few dozen table reads, made on copies of the keys and
codes; taking it back puts the old lists back (moves are taken back last
first).  The keys sit in one flat list (slot ``4 * cell + direction``,
direction ``d``'s keys offset by ``d * 4 ** (2k - 2)``) so that one table per
side (``flat_tables``) reads all four directions: the inner loop walks one
precomputed tuple per move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from tictactoe.ai.patterns import (
    FIVE,
    FLEX4,
    FOUR,
    FOUR_PLUS,
    FOUR_THREE,
    NCLASS,
    THREE,
    board_tables,
    flat_tables,
    unpack,
)
from tictactoe.ai.types import HEURISTIC_LIMIT
from tictactoe.game import DIRECTIONS, Game, Rules

#: Largest heuristic score the evaluation may return (kept clear of proven scores).
EVAL_LIMIT = HEURISTIC_LIMIT // 2
NEAR = 2  # candidate moves lie within this Chebyshev distance of a stone


@dataclass(frozen=True)
class Geometry:
    """What never changes for a board shape."""

    width: int
    height: int
    k: int
    span: int  # the cells a key reads on each side: k - 1 (freestyle), k (the others)
    lines: tuple[tuple[tuple[tuple[int, int], ...], ...], ...]  # cell -> dir -> (n, unit)
    rlines: tuple[tuple[tuple[tuple[int, int], ...], ...], ...]  # cell -> dir -> (q, unit)
    #: ``flat[v - 1][c]``: ``(n, 4 * n + d, unit * v)`` for every cell n on c's four lines:
    #: the key slot of n's line d and what a stone of value v (1 X, 2 O) on c adds to it
    flat: tuple
    walls: tuple[tuple[int, ...], ...]  # dir -> cell -> initial key
    neighbours: tuple[tuple[int, ...], ...]  # cell -> cells within NEAR
    zobrist: tuple[tuple[int, ...], tuple[int, ...]]

    @property
    def cells(self) -> int:
        return self.width * self.height


@lru_cache(maxsize=16)
def geometry(width: int, height: int, k: int, span: int | None = None) -> Geometry:
    """The shape's geometry, its keys reading ``span`` cells a side (default ``k - 1``,
    freestyle's; the other rules read ``k``: see :mod:`tictactoe.ai.rule_patterns`)."""
    span = k - 1 if span is None else span

    def slot(j: int) -> int:  # the place of offset j (!= 0) in a key
        return j + span if j < 0 else j + span - 1

    cells = width * height
    lines = []
    rlines = []
    walls: list[list[int]] = [[0] * cells for _ in DIRECTIONS]
    for c in range(cells):
        x, y = c % width, c // width
        per_dir = []
        reverse = []
        for d, (dx, dy) in enumerate(DIRECTIONS):
            out = []
            back = []
            for i in range(-span, span + 1):
                if i == 0:
                    continue
                nx, ny = x + i * dx, y + i * dy
                if 0 <= nx < width and 0 <= ny < height:
                    # seen from n = c + i*dir, c sits at offset -i
                    out.append((ny * width + nx, 1 << (2 * slot(-i))))
                    # and n as seen from c: the unit of n in c's key
                    back.append((ny * width + nx, 1 << (2 * slot(i))))
                else:
                    walls[d][c] |= 3 << (2 * slot(i))
            per_dir.append(tuple(out))
            reverse.append(tuple(back))
        lines.append(tuple(per_dir))
        rlines.append(tuple(reverse))
    neighbours = []
    for c in range(cells):
        x0, y0 = c % width, c // width
        neighbours.append(
            tuple(
                y * width + x
                for y in range(max(0, y0 - NEAR), min(height, y0 + NEAR + 1))
                for x in range(max(0, x0 - NEAR), min(width, x0 + NEAR + 1))
                if (x, y) != (x0, y0)
            )
        )
    rng = random.Random(0x5EED5 + 1000 * width + height + 7 * k)
    zobrist = (
        tuple(rng.getrandbits(62) for _ in range(cells)),
        tuple(rng.getrandbits(62) for _ in range(cells)),
    )
    flat = tuple(
        tuple(
            tuple((n, 4 * n + d, unit * v) for d, line in enumerate(per) for n, unit in line)
            for per in lines
        )
        for v in (1, 2)
    )
    return Geometry(
        width,
        height,
        k,
        span,
        tuple(lines),
        tuple(rlines),
        flat,
        tuple(tuple(w) for w in walls),
        tuple(neighbours),
        zobrist,
    )


class PatternBoard:
    """A mutable position with incremental line patterns (never the caller's game).

    Per side ``s`` and empty cell: ``code[s]``, the sum of its four direction
    patterns' parts (read from the line tables by key); ``classes[code]``,
    ``order[code]`` and ``values[code]`` are its class, order score and evaluation
    values (see :mod:`tictactoe.ai.patterns`).
    """

    __slots__ = (
        "geo",
        "width",
        "k",
        "ncells",
        "board",
        "keys",
        "code",
        "total",
        "cells",
        "cand",
        "near",
        "hash",
        "empty",
        "stones",
        "tables",
        "classes",
        "order",
        "order_opp",
        "threat",
        "values",
        "kept",
        "_undo",
    )

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo
        self.width = geo.width
        self.k = geo.k
        n = geo.cells
        self.ncells = n
        self.board = [0] * n
        size = 1 << (4 * geo.span)
        self.keys = [geo.walls[d][c] + d * size for c in range(n) for d in range(4)]
        self.code = ([0] * n, [0] * n)
        self.total = [0, 0]
        self.cells: tuple[list, list] = (
            [set() if c >= THREE else None for c in range(NCLASS)],
            [set() if c >= THREE else None for c in range(NCLASS)],
        )
        self.cand: set[int] = set()
        self.near = [0] * n
        self.hash = 0
        self.empty = n
        self.stones = 0
        self.tables = self.line_tables()
        #: ``kept``: the class of a code when its cells are kept in a set, else 0;
        #: ``order`` / ``order_opp``: the move order's worth of a cell to the side that
        #: plays it / takes it from the code's side; ``threat``: per side to move, what the
        #: threats on the board are worth (tictactoe.ai.weights)
        (
            self.classes,
            self.order,
            self.order_opp,
            self.kept,
            self.values,
            self.threat,
        ) = self.cell_tables()
        #: per stone on the board, last first: the lists its move replaced (see push)
        self._undo: list[tuple] = []
        for c in range(n):
            self._enter(c)

    def line_tables(self) -> tuple:
        """X's and O's line tables (freestyle's: :func:`flat_tables`)."""
        return flat_tables(self.k)

    def cell_tables(self) -> tuple:
        """Per cell code: class, move order (own, taking), class kept in a set, evaluation
        values; and the threats' worth per side to move (see ``board_tables``)."""
        return board_tables(self.k)

    @classmethod
    def empty_board(cls, rules: Rules) -> PatternBoard:
        """An empty board of ``rules`` (freestyle: the other rules have
        :class:`tictactoe.ai.rule_board.RuleBoard`, see ``board_for``)."""
        if not rules.freestyle:
            raise ValueError(f"the freestyle pattern board cannot judge {rules.variant.value}")
        return cls(geometry(rules.width, rules.height, rules.k))

    @classmethod
    def from_game(cls, game: Game) -> PatternBoard:
        rules = game.rules
        board = cls.empty_board(rules)
        position = game.position()
        for c in range(rules.cells):
            if position.x_bits >> c & 1:
                board.make(c, 0)
            elif position.o_bits >> c & 1:
                board.make(c, 1)
        return board

    # -- cell bookkeeping ----------------------------------------------------------------
    def _enter(self, c: int) -> None:
        """Cell ``c`` is (again) empty: compute its codes and count it in."""
        keys = self.keys
        i = 4 * c
        k0, k1, k2, k3 = keys[i], keys[i + 1], keys[i + 2], keys[i + 3]
        for s in (0, 1):
            table = self.tables[s]
            code = table[k0] + table[k1] + table[k2] + table[k3]
            self.code[s][c] = code
            self.total[s] += self.values[code]
            cl = self.kept[code]
            if cl:
                self.cells[s][cl].add(c)

    def _leave(self, c: int) -> None:
        """Cell ``c`` is taken: its values and classes no longer count."""
        for s in (0, 1):
            code = self.code[s][c]
            self.total[s] -= self.values[code]
            cl = self.kept[code]
            if cl:
                self.cells[s][cl].discard(c)

    def _update(self, c: int, v: int, log: list) -> None:
        """Add stone value ``v`` (1 X, 2 O) along c's lines, on the current lists; every
        change of a class kept in a set (THREE and up) is appended to ``log`` as
        ``(sets, cell, old class, new class)``, a class not kept reading 0."""
        board = self.board
        kept = self.kept
        values = self.values
        code_x, code_o = self.code
        sets_x, sets_o = self.cells
        tab_x, tab_o = self.tables
        tx, to = self.total
        keys = self.keys
        for n, i, step in self.geo.flat[v - 1][c]:
            if board[n]:
                continue  # an occupied cell's keys wait: they are restored with the rest
                # of the lists before it is emptied again (moves are undone last first)
            was = keys[i]
            key = was + step
            keys[i] = key
            a = tab_x[key] - tab_x[was]
            if a:
                old = code_x[n]
                code = old + a
                code_x[n] = code
                tx += values[code] - values[old]
                cl = kept[code]
                ocl = kept[old]
                if cl != ocl:
                    log.append((sets_x, n, ocl, cl))
                    if ocl:
                        sets_x[ocl].discard(n)
                    if cl:
                        sets_x[cl].add(n)
            a = tab_o[key] - tab_o[was]
            if a:
                old = code_o[n]
                code = old + a
                code_o[n] = code
                to += values[code] - values[old]
                cl = kept[code]
                ocl = kept[old]
                if cl != ocl:
                    log.append((sets_o, n, ocl, cl))
                    if ocl:
                        sets_o[ocl].discard(n)
                    if cl:
                        sets_o[cl].add(n)
        self.total[0] = tx
        self.total[1] = to

    # -- moves -----------------------------------------------------------------------------
    def push(self, c: int, s: int) -> None:
        """Side ``s``'s stone (0 X, 1 O) on the empty cell ``c``, without the candidate
        set (the threat searches never read it; :meth:`make` keeps it too); undo with
        :meth:`pop`.  The keys, codes and totals are changed on copies, and the lists
        they replace are kept for ``pop`` (copying three short lists costs far less than
        undoing the changes one by one)."""
        code_x, code_o = self.code
        log: list = []
        self._undo.append((self.keys, self.code, self.total, log))
        self.keys = self.keys[:]
        self.code = (code_x[:], code_o[:])
        self.total = self.total[:]
        self._leave(c)
        self.board[c] = s + 1
        self._update(c, s + 1, log)
        self.hash ^= self.geo.zobrist[s][c]
        self.empty -= 1
        self.stones += 1

    def pop(self, c: int, s: int) -> None:
        """Undo the last :meth:`push` (of side ``s`` on ``c``)."""
        self.keys, code, self.total, log = self._undo.pop()
        self.code = code
        self.board[c] = 0
        for sets, n, ocl, cl in log:
            if cl:
                sets[cl].discard(n)
            if ocl:
                sets[ocl].add(n)
        kept = self.kept
        for side in (0, 1):
            cl = kept[code[side][c]]
            if cl:
                self.cells[side][cl].add(c)
        self.hash ^= self.geo.zobrist[s][c]
        self.empty += 1
        self.stones -= 1

    def make(self, c: int, s: int) -> None:
        """Put side ``s``'s stone (0 X, 1 O) on the empty cell ``c``."""
        self.push(c, s)
        board = self.board
        near = self.near
        cand = self.cand
        cand.discard(c)
        for n in self.geo.neighbours[c]:
            near[n] += 1
            if not board[n]:
                cand.add(n)

    def unmake(self, c: int, s: int) -> None:
        """Take side ``s``'s stone back off ``c`` (the reverse of the last ``make``)."""
        self.pop(c, s)
        near = self.near
        cand = self.cand
        for n in self.geo.neighbours[c]:
            near[n] -= 1
            if not near[n]:
                cand.discard(n)
        if near[c]:
            cand.add(c)

    def class_of(self, c: int, s: int) -> int:
        """The class of the empty cell ``c`` for side ``s``."""
        return self.classes[self.code[s][c]]

    def order_of(self, c: int, s: int) -> int:
        """The order score of the empty cell ``c`` for side ``s``."""
        return self.order[self.code[s][c]]

    def worth(self, c: int, s: int) -> int:
        """The move order's worth of the empty cell ``c`` to side ``s`` moving: playing
        it, and taking it from the other side (the compiled core's order)."""
        return self.order[self.code[s][c]] + self.order_opp[self.code[1 - s][c]]

    def class_with(self, p: int, s: int, d: int, unit: int, v: int) -> int:
        """The class cell ``p`` would have for ``s`` with one more stone of value ``v``
        (1 X, 2 O) on its line ``d`` at slot ``unit``; the board is not changed."""
        table = self.tables[s]
        key = self.keys[4 * p + d]
        return self.classes[self.code[s][p] + table[key + unit * v] - table[key]]

    # -- queries ---------------------------------------------------------------------------
    def fives(self, s: int) -> set[int]:
        """The empty cells where side ``s`` would make k in a row."""
        return self.cells[s][FIVE]

    def four_moves(self, s: int) -> list[int]:
        """The empty cells where ``s`` makes at least a four, strongest class first."""
        sets = self.cells[s]
        return [*sets[FIVE], *sets[FLEX4], *sets[FOUR_THREE], *sets[FOUR_PLUS], *sets[FOUR]]

    def has_flex4(self, s: int) -> bool:
        """Can ``s`` make an open four (or two fours) at once?"""
        return bool(self.cells[s][FLEX4])

    def threat_moves(self, s: int) -> list[int]:
        """The empty cells where ``s`` makes a four or an open three."""
        sets = self.cells[s]
        out: list[int] = []
        for cl in range(FIVE, THREE - 1, -1):
            out.extend(sets[cl])
        return out

    def candidates(self) -> list[int]:
        """Empty cells within distance 2 of a stone (on an empty board: every cell)."""
        if self.stones:
            return list(self.cand)
        return [c for c in range(self.ncells) if not self.board[c]]

    def evaluate(self, s: int) -> int:
        """Static score for side ``s`` to move, clamped into the heuristic range: the
        own values of ``s``'s cells plus the other values of the opponent's."""
        v = unpack(self.total[s])[0] + unpack(self.total[1 - s])[1]
        if v > EVAL_LIMIT:
            return EVAL_LIMIT
        if v < -EVAL_LIMIT:
            return -EVAL_LIMIT
        return v

    def legal(self, c: int, s: int) -> bool:
        """May side ``s`` play the empty cell ``c``?  (Always: a rule may forbid some.)"""
        return True

    def stops(self, s: int, points: set[int] | list[int]) -> list[int]:
        """The other side's moves after which none of ``points`` (cells where ``s``
        makes k in a row) wins: the one point; nothing stops two."""
        return list(points) if len(points) == 1 else []

    def any_move(self, s: int) -> int:
        """A move side ``s`` may play, near the stones when it can (the reply shown when
        nothing stops a threat)."""
        for c in [*self.candidates(), *range(self.ncells)]:
            if not self.board[c] and self.legal(c, s):
                return c
        raise ValueError("no legal move")

    def is_win_move(self, c: int, s: int) -> bool:
        """Does side ``s`` make k in a row by playing the empty cell ``c``?"""
        return self.classes[self.code[s][c]] == FIVE
