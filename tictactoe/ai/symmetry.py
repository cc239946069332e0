"""The symmetries of a board as permutation tables of its cells.

A square board has 8 symmetries (4 rotations, 4 reflections), a rectangle 4
(identity, the two mirror images, the half turn).  Cell ``i`` is the bit
``y * width + x`` (as in :mod:`tictactoe.game`); ``perms[s][i]`` is the cell
that symmetry ``s`` sends ``i`` to, and ``inverse[s]`` undoes it.  Symmetry 0
is always the identity.

A canonical key of a position is the smallest of its images: with
``keys[s] = sum(bit(perms[s][i]) for X stones) + sum(bit(N + perms[s][i]) for O stones)``
two positions that are the same up to symmetry share ``min(keys)``.  The
search keeps the tuple of all images up to date incrementally: playing cell
``c`` for side ``side`` adds ``adds[side][c][s]`` to ``keys[s]``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Symmetries:
    width: int
    height: int
    perms: tuple[tuple[int, ...], ...]
    inverse: tuple[tuple[int, ...], ...]
    adds: tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]

    @property
    def count(self) -> int:
        return len(self.perms)

    def keys(self, x_bits: int, o_bits: int) -> tuple[int, ...]:
        """The images of a position under every symmetry (see the module doc)."""
        keys = [0] * self.count
        n = self.width * self.height
        for side, bits in ((0, x_bits), (1, o_bits)):
            while bits:
                low = bits & -bits
                bits ^= low
                cell = low.bit_length() - 1
                for s, perm in enumerate(self.perms):
                    keys[s] += 1 << (perm[cell] + side * n)
        return tuple(keys)

    def stabilizer(self, keys: tuple[int, ...]) -> tuple[int, ...]:
        """The symmetries that leave the position with these keys unchanged."""
        return tuple(s for s, key in enumerate(keys) if key == keys[0])


def _maps(width: int, height: int) -> list:
    w1, h1 = width - 1, height - 1
    maps = [
        lambda x, y: (x, y),
        lambda x, y: (w1 - x, h1 - y),
        lambda x, y: (w1 - x, y),
        lambda x, y: (x, h1 - y),
    ]
    if width == height:
        maps += [
            lambda x, y: (h1 - y, x),
            lambda x, y: (y, w1 - x),
            lambda x, y: (y, x),
            lambda x, y: (h1 - y, w1 - x),
        ]
    return maps


@lru_cache(maxsize=64)
def symmetries(width: int, height: int) -> Symmetries:
    """The symmetry tables of a ``width`` x ``height`` board (cached: they never change)."""
    n = width * height
    perms = []
    for f in _maps(width, height):
        perm = []
        for i in range(n):
            x, y = f(i % width, i // width)
            perm.append(y * width + x)
        perms.append(tuple(perm))
    inverse = []
    for perm in perms:
        inv = [0] * n
        for i, j in enumerate(perm):
            inv[j] = i
        inverse.append(tuple(inv))
    adds = tuple(
        tuple(tuple(1 << (perm[c] + side * n) for perm in perms) for c in range(n))
        for side in (0, 1)
    )
    return Symmetries(width, height, tuple(perms), tuple(inverse), adds)  # type: ignore[arg-type]  # tuples built as long as the board
