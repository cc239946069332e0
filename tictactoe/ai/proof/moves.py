"""Which moves the prover searches, and in what order.

**Domination.**  If every live window (of either side) through cell ``x``
also runs through cell ``y``, then for the side to move ``y`` is at least as
good as ``x``.  Proof: play ``y`` and pretend it was ``x``; answer as the
strategy for the ``x`` position would, with the two cells' roles swapped (an
opponent stone on ``x`` counts as one on ``y``; a strategy move on ``y`` is
played on ``x``).  Any window that is completed for us in the pretended game
avoids ``x`` and ``y`` (one through ``x`` also runs through ``y``, which the
pretended game leaves without our stone), so it is completed in the real one
too; and a window of the opponent completed in the real game avoids both
cells the same way, so it was completed in the pretended one.  Hence only
undominated moves are searched (:func:`undominated`; among moves with equal
windows, the lowest cell), which is sound for proofs and disproofs alike.

**Forks.**  A *gap* is the set of empty cells of a window that needs two more
stones.  A cell in two gaps whose other cells differ is a fork: playing it
makes two fours at once.  :func:`fork_guard` gives the cells that spoil every
fork of a side at once.
"""

from __future__ import annotations

WEIGHT_BITS = 24  # move-ordering weights: 2 ** (WEIGHT_BITS - empty cells)


def partners(twos: list[int]) -> dict[int, int]:
    """For each cell of a two-cell gap, the cells that complete it to a four with it."""
    out: dict[int, int] = {}
    for m in twos:
        low = m & -m
        high = m ^ low
        out[low] = out.get(low, 0) | high
        out[high] = out.get(high, 0) | low
    return out


def fork_guard(twos: list[int]) -> int:
    """-1 when the side owning these gaps has no fork; else the cells that stop
    every fork at once (for each fork cell: the cell itself or a partner)."""
    if len(twos) < 2:
        return -1
    allowed = -1
    for cell, p in partners(twos).items():
        if p & (p - 1):
            allowed &= cell | p
    return allowed


def bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low)
    return out


def undominated(
    moves: int,
    e: int,
    live_a: list[int],
    live_d: list[int],
    index: dict[int, int],
    through: tuple[int, ...],
    lines: tuple[tuple[int, ...], ...],
) -> list[int]:
    """The moves (single bits) not dominated by another move (see the module doc),
    ordered by weight: the sum over the live windows through the cell of
    ``2 ** -(empty cells)``, heaviest (most urgent, for either side) first.

    ``index``: each window's number on the board; ``through[c]``: the numbers of
    the windows through cell ``c``, as a bitmask; ``lines[c]``: the same split
    by the line they lie on.  The defender's windows are told apart from the
    attacker's by numbering them from ``len(index)`` up.

    Two different lines through a cell meet only there, so a cell with live
    windows on two lines is never dominated; only the others are compared.
    """
    shift = len(index)
    by_need: dict[int, int] = {}
    gaps: dict[int, int] = {}
    for w in live_a:
        gap = w & e
        i = index[w]
        gaps[i] = gap
        need = gap.bit_count()
        by_need[need] = by_need.get(need, 0) | 1 << i
    for w in live_d:
        gap = w & e
        i = index[w] + shift
        gaps[i] = gap
        need = gap.bit_count()
        by_need[need] = by_need.get(need, 0) | 1 << i
    live = 0
    for m in by_need.values():
        live |= m
    classes = [(m, WEIGHT_BITS - need) for need, m in by_need.items()]
    windows: dict[int, int] = {}
    weights: dict[int, int] = {}
    single: list[int] = []
    for b in bits_of(moves):
        c = b.bit_length() - 1
        t = through[c]
        t = (t | t << shift) & live
        windows[b] = t
        weight = 0
        for m, scale in classes:
            weight += (t & m).bit_count() << scale
        weights[b] = weight
        on_lines = 0
        for line in lines[c]:
            if t & (line | line << shift):
                on_lines += 1
        if on_lines < 2:
            single.append(b)
    dropped = set()
    for b in single:
        t = windows[b]
        common = moves & ~b
        rest = t
        while rest and common:
            low = rest & -rest
            rest ^= low
            common &= gaps[low.bit_length() - 1]
        while common:
            y = common & -common
            common ^= y
            ty = windows.get(y)
            if ty is not None and t & ~ty == 0 and (t != ty or y < b):
                dropped.add(b)
                break
    kept = [b for b in windows if b not in dropped]
    kept.sort(key=lambda b: (-weights[b], -windows[b].bit_count(), b))
    return kept
