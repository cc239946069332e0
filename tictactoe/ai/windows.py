"""The VCF's light board: how many stones of each side every window of k cells holds.

A VCF plays only fours and their blocks, and reads three things after each stone:
the attacker's fives (cells where it makes k in a row), the defender's fives, and
the cells where the attacker makes a four.  All three follow from the windows of
k cells in a line: a window with ``k - 1`` stones of a side and none of the other's
has its one empty cell as a five of that side; one with ``k - 2`` has its two
empty cells as four-making cells.  A stone changes the counts of at most ``4k``
windows (a few microseconds of Python), where the pattern board's ``push`` rereads
the codes of every cell on its four lines for both sides (about 20).

The board mirrors a :class:`~tictactoe.ai.evaluate.PatternBoard`'s cells:
:meth:`WindowBoard.sync` brings it to the pattern board's position (a diff,
usually of a few stones), then :meth:`push` and :meth:`pop` follow the search.
"""

from __future__ import annotations

from functools import lru_cache

from tictactoe.game import Rules


@lru_cache(maxsize=16)
def windows(
    width: int, height: int, k: int
) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """``(cells_of, through)``: the cells of each window of k in a line (the rules'
    windows, in their order), and for each cell the numbers of the windows that hold it."""
    cells_of = Rules(width, height, k).window_cells()
    through: list[list[int]] = [[] for _ in range(width * height)]
    for w, cells in enumerate(cells_of):
        for c in cells:
            through[c].append(w)
    return cells_of, tuple(tuple(t) for t in through)


class WindowBoard:
    """Stone counts per window, and per side the windows one stone from a five
    (``four``) and two stones from one (``three``), both with none of the other's."""

    __slots__ = ("k", "cells_of", "through", "board", "count", "esum", "four", "three")

    def __init__(self, width: int, height: int, k: int) -> None:
        self.k = k
        self.cells_of, self.through = windows(width, height, k)
        self.board = [0] * (width * height)  # 0 empty, 1 X, 2 O, as the pattern board's
        self.count = ([0] * len(self.cells_of), [0] * len(self.cells_of))
        #: the sum of each window's empty cells: a window one stone from full has its
        #: empty cell here, without a scan
        self.esum = [sum(cells) for cells in self.cells_of]
        self.four: tuple[set[int], set[int]] = (set(), set())
        self.three: tuple[set[int], set[int]] = (set(), set())
        for side in self.four if k == 1 else self.three if k == 2 else ():
            side.update(range(len(self.cells_of)))  # k <= 2: empty windows count already

    def sync(self, board: list[int]) -> None:
        """Bring the counts to ``board`` (a pattern board's cells)."""
        mine = self.board
        if mine == board:
            return
        for c, (had, has) in enumerate(zip(mine, board)):
            if had != has:
                if had:
                    self.pop(c, had - 1)
                if has:
                    self.push(c, has - 1)

    def push(self, c: int, s: int) -> None:
        """Side ``s``'s stone (0 X, 1 O) on the empty cell ``c``."""
        self.board[c] = s + 1
        mine, theirs = self.count[s], self.count[1 - s]
        four_s, three_s = self.four[s], self.three[s]
        four_o, three_o = self.four[1 - s], self.three[1 - s]
        esum = self.esum
        k1 = self.k - 1
        k2 = k1 - 1
        for w in self.through[c]:
            m = mine[w]
            t = theirs[w]
            mine[w] = m + 1
            esum[w] -= c
            if not t:
                if m == k2:
                    three_s.discard(w)
                    four_s.add(w)
                elif m == k2 - 1:
                    three_s.add(w)
                elif m == k1:
                    four_s.discard(w)  # now full: a five on the board
            if not m:  # the other side's window is dead now
                if t == k1:
                    four_o.discard(w)
                elif t == k2:
                    three_o.discard(w)

    def pop(self, c: int, s: int) -> None:
        """Take side ``s``'s stone back off ``c``."""
        self.board[c] = 0
        mine, theirs = self.count[s], self.count[1 - s]
        four_s, three_s = self.four[s], self.three[s]
        four_o, three_o = self.four[1 - s], self.three[1 - s]
        esum = self.esum
        k1 = self.k - 1
        k2 = k1 - 1
        for w in self.through[c]:
            m = mine[w] - 1
            t = theirs[w]
            mine[w] = m
            esum[w] += c
            if not t:
                if m == k2:
                    four_s.discard(w)
                    three_s.add(w)
                elif m == k2 - 1:
                    three_s.discard(w)
                elif m == k1:
                    four_s.add(w)
            if not m:  # the other side's window lives again
                if t == k1:
                    four_o.add(w)
                elif t == k2:
                    three_o.add(w)

    def fives(self, s: int) -> set[int]:
        """The empty cells where ``s`` would make k in a row."""
        esum = self.esum
        return {esum[w] for w in self.four[s]}

    def four_moves(self, s: int) -> list[int]:
        """The empty cells where ``s`` makes a four (those of a window two stones short,
        free of the other side's): more fours at once first, then more live windows of
        two stones or more, then by cell."""
        board = self.board
        cells_of = self.cells_of
        hits: dict[int, int] = {}
        for w in self.three[s]:
            for c in cells_of[w]:
                if not board[c]:
                    hits[c] = hits.get(c, 0) + 1
        if len(hits) < 2:
            return list(hits)
        # more fours at once first, then more live windows of two stones or more
        # (a four that also makes a three), as the pattern board's classes order them
        mine, theirs = self.count[s], self.count[1 - s]
        through = self.through
        low = self.k - 3
        score = {
            c: 64 * n + sum(1 for w in through[c] if mine[w] >= low and not theirs[w])
            for c, n in hits.items()
        }
        return sorted(hits, key=lambda c: (-score[c], c))

    def makes_four(self, c: int, s: int) -> bool:
        """Does ``s`` playing the empty cell ``c`` make a four (or more)?"""
        four, three = self.four[s], self.three[s]
        return any(w in three or w in four for w in self.through[c])
