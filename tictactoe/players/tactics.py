"""Small, fast board facts shared by the players: immediate wins, runs, neighbours.

Everything works on bitboards (``own``/``other`` ints, bit ``y*width+x``) and
``Rules``; nothing here changes a game.
"""

from __future__ import annotations

from functools import lru_cache

from tictactoe.game import DIRECTIONS, Game, Mark, Rules


def bits_of(game: Game, mark: Mark) -> tuple[int, int]:
    """(own, other) bitboards for ``mark`` in ``game``."""
    pos = game.position()
    own = pos.x_bits if mark is Mark.X else pos.o_bits
    other = pos.o_bits if mark is Mark.X else pos.x_bits
    return own, other


def bit_indices(bits: int) -> list[int]:
    """The indices of the set bits of ``bits``, ascending."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def empty_indices(rules: Rules, occupied: int) -> list[int]:
    return bit_indices(rules.full_mask & ~occupied)


@lru_cache(maxsize=32)
def neighbour_masks(width: int, height: int, radius: int) -> tuple[int, ...]:
    """For each cell, the mask of cells within Chebyshev distance ``radius`` (not itself)."""
    out = []
    for y in range(height):
        for x in range(width):
            m = 0
            for yy in range(max(0, y - radius), min(height, y + radius + 1)):
                for xx in range(max(0, x - radius), min(width, x + radius + 1)):
                    if (xx, yy) != (x, y):
                        m |= 1 << (yy * width + xx)
            out.append(m)
    return tuple(out)


def near_cells(rules: Rules, occupied: int, radius: int) -> list[int]:
    """Empty cells within ``radius`` of a mark (ascending); the centre on an empty board."""
    if not occupied:
        return [rules.index(((rules.width - 1) // 2, (rules.height - 1) // 2))]
    masks = neighbour_masks(rules.width, rules.height, radius)
    near = 0
    for i in bit_indices(occupied):
        near |= masks[i]
    return bit_indices(near & ~occupied & rules.full_mask)


def run_through(rules: Rules, bits: int, index: int, direction: tuple[int, int]) -> int:
    """Length of the run of ``bits`` through cell ``index`` (counted as present)."""
    w, h = rules.width, rules.height
    x0, y0 = index % w, index // w
    dx, dy = direction
    n = 1
    for sign in (1, -1):
        x, y = x0 + sign * dx, y0 + sign * dy
        while 0 <= x < w and 0 <= y < h and bits >> (y * w + x) & 1:
            n += 1
            x, y = x + sign * dx, y + sign * dy
    return n


def room_through(rules: Rules, other: int, index: int, direction: tuple[int, int]) -> int:
    """How many consecutive cells free of ``other`` the line through ``index`` offers."""
    w, h = rules.width, rules.height
    x0, y0 = index % w, index // w
    dx, dy = direction
    n = 1
    for sign in (1, -1):
        x, y = x0 + sign * dx, y0 + sign * dy
        while 0 <= x < w and 0 <= y < h and not other >> (y * w + x) & 1:
            n += 1
            x, y = x + sign * dx, y + sign * dy
    return n


def live_runs(rules: Rules, own: int, other: int, index: int) -> list[int]:
    """For each direction where a line of k can still be made through ``index``,
    the length of ``own``'s run through it if ``own`` played there."""
    bits = own | 1 << index
    return [
        run_through(rules, bits, index, d)
        for d in DIRECTIONS
        if room_through(rules, other, index, d) >= rules.k
    ]
