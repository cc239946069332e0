"""What the prover knows about a board: its windows and its symmetric keys.

A prover position is three bitboards over the board's cells (bit ``y * width
+ x``, as in :mod:`tictactoe.game`): the attacker's stones ``a``, the
defender's ``d`` and the empty cells ``e`` that still matter.  It is kept
*reduced*: a window (a run of k cells) is *live* for a side while the other
side has no stone in it, and only cells of live windows are kept.  A cell in
no live window is a pass for whoever plays it, and a pass never helps in an
m,n,k game (an extra stone never hurts its owner: strategy stealing), so
such cells are dropped from ``e`` and stones there from ``a`` and ``d``.  The
reduced bitboards determine the live windows again (a window is live for the
attacker exactly when it lies inside ``a | e``), so they are the whole state,
and positions that differ only in dead cells share one key.

Keys are canonical under the board's symmetries (8 on a square, 4 on a
rectangle): the smallest image of ``e | a << n | d << 2n``, computed with
lookup tables of 12-bit chunks (one table per chunk and symmetry).  Two
positions are images of each other mostly near the start (later, one of them
is rarely reached), so positions with more than :data:`SYMMETRIC_MAX_STONES`
stones, and every position on boards of more than
:data:`SYMMETRIC_MAX_CELLS` cells, use the plain value as the key: on 7x7
k=5 the symmetric key cost a quarter of the search time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tictactoe.ai.symmetry import symmetries
from tictactoe.game import Rules

CHUNK = 12
CHUNK_MASK = (1 << CHUNK) - 1
SYMMETRIC_MAX_CELLS = 64
SYMMETRIC_MAX_STONES = 8


@dataclass(frozen=True)
class ProofBoard:
    """Per-rules tables: windows, the windows through each cell, key tables."""

    rules: Rules
    cells: int
    windows: tuple[int, ...]
    through: tuple[tuple[int, ...], ...]
    line_of: dict[int, int]  # window -> an id of the line it lies on
    index: dict[int, int]  # window -> its number
    through_index: tuple[int, ...]  # cell -> the numbers of its windows, as a bitmask
    cell_lines: tuple[tuple[int, ...], ...]  # cell -> the same, one mask per line
    key_tables: tuple[tuple[tuple[int, ...], ...], ...]  # [symmetry][chunk][value]

    def key(self, a: int, d: int, e: int) -> int:
        """The canonical key of a reduced position (see the module doc)."""
        n = self.cells
        x = e | a << n | d << (n + n)
        if not self.key_tables or (a | d).bit_count() > SYMMETRIC_MAX_STONES:
            return x
        best = -1
        for tables in self.key_tables:
            y = x
            image = 0
            i = 0
            while y:
                image |= tables[i][y & CHUNK_MASK]
                y >>= CHUNK
                i += 1
            if best < 0 or image < best:
                best = image
        return best

    def symmetric(self, a: int, d: int) -> bool:
        """Does this position get a symmetric key (see the module doc)?"""
        return bool(self.key_tables) and (a | d).bit_count() <= SYMMETRIC_MAX_STONES

    def canonical(self, a: int, d: int, e: int) -> tuple[int, int, int]:
        """The image of a reduced position that gives its key (of equal images, the
        first symmetry's): searching that image, and not the position itself,
        makes every search and the checker expand the same children."""
        if not self.symmetric(a, d):
            return a, d, e
        n = self.cells
        key = self.key(a, d, e)
        mask = (1 << n) - 1
        return (key >> n) & mask, key >> (n + n), key & mask

    def reduce(
        self, a: int, d: int, e: int, live_a: list[int], live_d: list[int]
    ) -> tuple[int, int, int]:
        """``a``, ``d``, ``e`` restricted to the cells of live windows."""
        u = 0
        for w in live_a:
            u |= w
        for w in live_d:
            u |= w
        return a & u, d & u, e & u


def _key_tables(rules: Rules) -> tuple[tuple[tuple[int, ...], ...], ...]:
    n = rules.cells
    if n > SYMMETRIC_MAX_CELLS:
        return ()
    total = 3 * n
    chunks = (total + CHUNK - 1) // CHUNK
    out = []
    for perm in symmetries(rules.width, rules.height).perms:
        # where each bit of the 3n-bit key goes under this symmetry
        target = [(bit // n) * n + perm[bit % n] for bit in range(total)]
        per_chunk = []
        for c in range(chunks):
            base = c * CHUNK
            bits = [target[base + b] if base + b < total else -1 for b in range(CHUNK)]
            table = [0] * (1 << CHUNK)
            for v in range(1, 1 << CHUNK):
                low = (v & -v).bit_length() - 1
                t = bits[low]
                table[v] = table[v & (v - 1)] | (1 << t if t >= 0 else 0)
            per_chunk.append(tuple(table))
        out.append(tuple(per_chunk))
    return tuple(out)


def _line_ids(rules: Rules) -> dict[int, int]:
    """Each window's line: windows on one line (same direction, same offset) share
    an id.  For k = 1 every window is its own line."""
    width = rules.width
    ids: dict[tuple, int] = {}
    out = {}
    for w in rules.windows():
        cells = [c for c in range(rules.cells) if w >> c & 1]
        if len(cells) == 1:
            out[w] = ids.setdefault(("cell", cells[0]), len(ids))
            continue
        (x0, y0), (x1, y1) = divmod(cells[0], width)[::-1], divmod(cells[1], width)[::-1]
        dx, dy = x1 - x0, y1 - y0
        offset = y0 if dy == 0 else x0 if dx == 0 else x0 - y0 if dx == dy else x0 + y0
        out[w] = ids.setdefault((dx, dy, offset), len(ids))
    return out


@lru_cache(maxsize=16)
def proof_board(rules: Rules) -> ProofBoard:
    """The (cached) tables of a board size."""
    windows = rules.windows()
    through = tuple(tuple(w for w in windows if w >> c & 1) for c in range(rules.cells))
    index = {w: i for i, w in enumerate(windows)}
    through_index = tuple(sum(1 << index[w] for w in ws) for ws in through)
    line_of = _line_ids(rules)
    cell_lines = []
    for ws in through:
        per_line: dict[int, int] = {}
        for w in ws:
            per_line[line_of[w]] = per_line.get(line_of[w], 0) | 1 << index[w]
        cell_lines.append(tuple(per_line.values()))
    return ProofBoard(
        rules,
        rules.cells,
        windows,
        through,
        line_of,
        index,
        through_index,
        tuple(cell_lines),
        _key_tables(rules),
    )
