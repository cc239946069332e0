"""Two ways a defender can stop every line at once, with no search.

Both work in the *maker-breaker* view: the attacker (maker) wins by filling a
window, the defender (breaker) only has to put one stone in each of the
attacker's live windows.  Reduce each live window to its empty cells; the
attacker must take all of them.

* **Pairing strategy** (Hales and Jewett): disjoint pairs of empty cells such
  that every live window contains both cells of some pair.  Whenever the
  attacker takes a cell of a pair, the defender takes the other one (any other
  attacker move is answered anywhere), so no window is ever filled.  Finding
  pairs is a search line by line (:func:`pairing_search`, bounded in nodes);
  checking a found set is trivial (:func:`is_pairing`), and the proof checker
  does.
* **Erdős–Selfridge**: if the sum over live windows of ``2 ** -(empty cells)``
  is below 1/2 with the attacker to move (below 1 with the defender to move),
  the defender wins by always taking the cell of greatest weight
  (:func:`erdos_selfridge`, in exact integer arithmetic).

Both hold in the real game too: the defender's strategy never lets the
attacker complete a window, and a game the defender ends early by winning
is not a win for the attacker either.
"""

from __future__ import annotations

from functools import lru_cache

COVER_NODES = 500  # per line, for listing its covers: an empty line of 8 cells (k=5) needs
# 40, of 12 cells 370, of 20 cells 58,697 (k=5; 0.7 s): past the bound a line keeps the
# covers found by then


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
    """Disjoint pairs covering every window (see the module doc), or None when there
    are none or none was found within ``limit`` search nodes (see
    :func:`pairing_search`)."""
    return pairing_search(gaps, lines, limit)[0]


def pairing_search(
    gaps: list[int], lines: list[int] | None, limit: int
) -> tuple[list[int] | None, bool]:
    """``(pairs, settled)``: the pairs of a pairing, or None; ``settled`` is false
    only when the ``limit`` of search nodes ran out before the answer was sure.

    ``gaps``: each live window's empty cells; a window with fewer than two
    cannot be paired.  ``lines`` (optional, same length): an id of the line each
    window lies on.  Two cells lie on one line at most, so a pair covers windows
    of one line only, and a pairing is one *cover* per line (disjoint pairs on
    the line, each of its windows holding one) with no cell used twice.  The
    search lists each line's minimal covers (:func:`line_covers`, remembered:
    the same lines come back in position after position), then picks one cover
    a line, the line with the fewest covers still free first.  Within its
    budget it is complete: it proves in 365 nodes (0.1 s) that the empty 8x8
    k=5 board has no pairing, where a search pair by pair took 47,213 nodes
    (5 s); in the (7,7,5) proof it finds a quarter more pairings than that
    search did in its 30 nodes.
    """
    if lines is None:  # windows sharing two cells or more are on one line
        lines = _line_ids(gaps)
    by_line: dict[int, set[int]] = {}
    for gap, line in zip(gaps, lines):
        if gap.bit_count() < 2:
            return None, True
        by_line.setdefault(line, set()).add(gap)
    keys = []
    domains = []
    every_cover = True  # every line's covers all listed
    for line_gaps in by_line.values():
        key = tuple(sorted(line_gaps))
        covers, listed = line_covers(key)
        every_cover = every_cover and listed
        if not covers:
            return None, listed
        keys.append(key)
        domains.append([cells for cells, _ in covers])
    budget = [limit]
    chosen = _choose(domains, list(range(len(domains))), budget)
    if chosen is None:
        return None, every_cover and budget[0] >= 0
    pairs: list[int] = []
    for line, cells in chosen:
        pairs.extend(dict(line_covers(keys[line])[0])[cells])
    return pairs, True


def _line_ids(gaps: list[int]) -> list[int]:
    """Group windows that share two cells or more (they are collinear)."""
    ids = list(range(len(gaps)))
    for i, g in enumerate(gaps):
        for j in range(i):
            if (g & gaps[j]).bit_count() >= 2:
                old, new = ids[i], ids[j]
                ids = [new if x == old else x for x in ids]
    return ids


@lru_cache(maxsize=1 << 16)
def line_covers(
    gaps: tuple[int, ...],
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], bool]:
    """The minimal covers of one line's windows (``gaps``: their empty cells), and
    whether they are all listed.  A cover is ``(cells, pairs)``: disjoint
    two-cell masks, every gap holding one of them, and no other cover using a
    subset of ``cells``; fewest cells first.  A line with more than
    :data:`COVER_NODES` ways to try gets the covers found by then (``False``:
    the pairing search stays sound, only less complete)."""
    found: dict[int, tuple[int, ...]] = {}
    nodes = [COVER_NODES]

    def extend(used: int, pairs: tuple[int, ...], uncovered: list[int]) -> None:
        if not uncovered:
            found.setdefault(used, pairs)
            return
        nodes[0] -= 1
        if nodes[0] < 0:
            return
        gap = uncovered[0] & ~used  # its pair must come from its free cells
        cells = _bits(gap)
        for i, x in enumerate(cells):
            for y in cells[i + 1 :]:
                p = x | y
                extend(used | p, (*pairs, p), [g for g in uncovered if g & p != p])

    extend(0, (), list(gaps))
    minimal: list[int] = []
    for cells in sorted(found, key=lambda m: (m.bit_count(), m)):
        if not any(m & cells == m for m in minimal):
            minimal.append(cells)
    return tuple((cells, found[cells]) for cells in minimal), nodes[0] >= 0


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low)
    return out


def _choose(
    domains: list[list[int]], lines: list[int], budget: list[int]
) -> list[tuple[int, int]] | None:
    """One cover (its cells) from each domain (a line's covers still free), no cell
    used twice, as ``(line, cells)``: the line with the fewest covers first;
    after each choice every other line keeps only the covers that avoid its
    cells."""
    if not domains:
        return []
    budget[0] -= 1
    if budget[0] < 0:
        return None
    at = 0
    fewest = len(domains[0])
    for i, covers in enumerate(domains):
        if len(covers) < fewest:
            at = i
            fewest = len(covers)
    rest = domains[:at] + domains[at + 1 :]
    rest_lines = lines[:at] + lines[at + 1 :]
    for cells in domains[at]:
        narrowed = []
        for covers in rest:
            free = [c for c in covers if not c & cells]
            if not free:
                break
            narrowed.append(free)
        else:
            found = _choose(narrowed, rest_lines, budget)
            if found is not None:
                found.append((lines[at], cells))
                return found
            if budget[0] < 0:
                return None
    return None
