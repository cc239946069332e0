"""A transposition table bounded in memory, for the exact solver.

Keys are canonical position keys (see :mod:`tictactoe.ai.symmetry`).  An entry
is a tuple ``(lower, upper, move, work)``:

* ``lower``/``upper``: bounds on the exact value of the position, scored from
  the side to move and *relative to the position itself* (a win ``p`` plies
  ahead is ``INF - p``), so an entry is valid wherever the position recurs.
  The exact solver has no depth horizon, so every bound it proves is a
  permanent truth and bounds from different windows are merged (``max`` of the
  lower, ``min`` of the upper); ``lower == upper`` is an exact value.
* ``move``: the best move found, in the canonical frame of the key (-1: none).
* ``work``: ``bit_length`` of the number of nodes the search of this entry cost.

Replacement policy: the table holds at most ``cap`` entries.  When a store
would go past the cap, the table keeps the quarter of its entries that cost
the most work to compute (the ones nearest the root, which save the most when
found again) and drops the rest.  This costs one pass over the table every
``3 * cap / 4`` stores, so it is cheap amortised, and memory stays bounded by
the cap at every moment.
"""

from __future__ import annotations

DEFAULT_CAP = 1 << 19  # about 100 MB of entries


class TranspositionTable:
    """A dict of entries with a cap on their number (see the module doc)."""

    __slots__ = ("entries", "cap", "shrinks")

    def __init__(self, cap: int = DEFAULT_CAP) -> None:
        if cap < 16:
            raise ValueError(f"the table cap must be at least 16 entries, not {cap}")
        self.entries: dict[int, tuple[int, int, int, int]] = {}
        self.cap = cap
        self.shrinks = 0

    def __len__(self) -> int:
        return len(self.entries)

    def clear(self) -> None:
        self.entries.clear()

    def shrink(self) -> None:
        """Keep the costliest quarter of the entries (by work), drop the others."""
        entries = self.entries
        keep = self.cap // 4
        histogram = [0] * 80
        snapshot = list(entries.items())  # one C call: safe if another thread stores
        for _, entry in snapshot:
            histogram[entry[3]] += 1
        threshold, total = len(histogram), 0
        while threshold > 0 and total + histogram[threshold - 1] <= keep:
            threshold -= 1
            total += histogram[threshold]
        kept = {key: e for key, e in snapshot if e[3] >= threshold}
        entries.clear()
        entries.update(kept)
        self.shrinks += 1
