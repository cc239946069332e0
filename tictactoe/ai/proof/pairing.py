"""Two ways a defender can stop every line at once, with no search.

Both work in the *maker-breaker* view: the attacker (maker) wins by filling a
window, the defender (breaker) only has to put one stone in each of the
attacker's live windows.  Reduce each live window to its empty cells; the
attacker must take all of them.

* **Pairing strategy** (Hales and Jewett): disjoint pairs of empty cells such
  that every live window contains both cells of some pair.  Whenever the
  attacker takes a cell of a pair, the defender takes the other one (any other
  attacker move is answered anywhere), so no window is ever filled.  Finding
  pairs is a covering search (:func:`find_pairing`, bounded in nodes); checking
  a found set is trivial (:func:`is_pairing`), and the proof checker does.
* **Erdős–Selfridge**: if the sum over live windows of ``2 ** -(empty cells)``
  is below 1/2 with the attacker to move (below 1 with the defender to move),
  the defender wins by always taking the cell of greatest weight
  (:func:`erdos_selfridge`, in exact integer arithmetic).

Both hold in the real game too: the defender's strategy never lets the
attacker complete a window, and a game the defender ends early by winning
is not a win for the attacker either.
"""

from __future__ import annotations


def erdos_selfridge(empties: list[int], attacker_to_move: bool) -> bool:
    """Does the Erdős–Selfridge bound prove the defender safe?  ``empties``: the
    empty cells of each live window of the attacker (as bitmasks)."""
    if not empties:
        return True
    top = max(m.bit_count() for m in empties)
    total = 0
    for m in empties:
        total += 1 << (top - m.bit_count())
    # sum(2^-size) < limit  <=>  total < limit * 2^top
    limit = (1 << top) >> 1 if attacker_to_move else 1 << top
    return total < limit


def is_pairing(pairs: list[int], empties: list[int], empty: int) -> bool:
    """True when ``pairs`` (two-bit masks) are disjoint pairs of empty cells and
    every window's empty cells (``empties``) contain one of them."""
    used = 0
    for p in pairs:
        if p.bit_count() != 2 or p & used or p & ~empty:
            return False
        used |= p
    return all(any(m & p == p for p in pairs) for m in empties)


def find_pairing(gaps: list[int], lines: list[int] | None, limit: int) -> list[int] | None:
    """Disjoint pairs covering every window (see the module doc), or None when none
    was found within ``limit`` search nodes.

    ``gaps``: each live window's empty cells; a window with fewer than two
    cannot be paired.  ``lines`` (optional, same length): an id of the line each
    window lies on.  Two cells lie on one line at most, so a pair can only cover
    windows of the line it is on; with the ids the search looks at those alone.
    The search takes the window with the fewest free cells and tries its pairs,
    those covering the most windows first, then those whose cells the other
    lines' windows want least (on 7x7 k=5 that found a third more pairings
    within 30 nodes than coverage alone).
    """
    if lines is None:  # windows sharing two cells or more are on one line
        lines = _line_ids(gaps)
    return _cover(list(zip(gaps, lines)), 0, [limit])


def _line_ids(gaps: list[int]) -> list[int]:
    """Group windows that share two cells or more (they are collinear)."""
    ids = list(range(len(gaps)))
    for i, g in enumerate(gaps):
        for j in range(i):
            if (g & gaps[j]).bit_count() >= 2:
                old, new = ids[i], ids[j]
                ids = [new if x == old else x for x in ids]
    return ids


def _cover(uncovered: list[tuple[int, int]], used: int, budget: list[int]) -> list[int] | None:
    if not uncovered:
        return []
    budget[0] -= 1
    if budget[0] < 0:
        return None
    free = ~used
    best = 0
    line = -1
    best_n = 99
    for m, ln in uncovered:
        n = (m & free).bit_count()
        if n < best_n:
            if n < 2:
                return None
            best_n = n
            best = m
            line = ln
    same = [m for m, ln in uncovered if ln == line]
    cells = []
    rest = best & free
    while rest:
        low = rest & -rest
        cells.append(low)
        rest ^= low
    # how many windows of other lines still want each cell
    demand = {c: 0 for c in cells}
    for m, ln in uncovered:
        if ln != line:
            for c in cells:
                if m & c:
                    demand[c] += 1
    # the pairs of the most constrained window: those covering most windows of
    # its line first, then those whose cells other windows want least
    ranked = []
    for i, ci in enumerate(cells):
        for cj in cells[i + 1 :]:
            p = ci | cj
            cover = 0
            for m in same:
                if m & p == p:
                    cover += 1
            ranked.append((cover, -demand[ci] - demand[cj], p))
    ranked.sort(reverse=True)
    for _, _, p in ranked:
        found = _cover(
            [(m, ln) for m, ln in uncovered if ln != line or m & p != p], used | p, budget
        )
        if found is not None:
            found.append(p)
            return found
        if budget[0] < 0:
            return None
    return None
