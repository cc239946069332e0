"""What the large search keeps between the moves of a game, per board shape.

The transposition table, the history scores and the threat searches' failure
caches survive from one move's search to the next (a few board shapes at most);
:func:`forget` drops them for a cold start (benchmarks, reproducible tests).

They are kept for a game, not for ever.  Their keys are positions, and another
game's positions almost never come back, so what an earlier game left is dead
weight: kept across games, the tables only filled up to their caps (400,000
entries and twice 200,000), some 90 MB more after 190 games of ``level:8`` on 15x15
than after ten.  A search whose position does not continue the last one searched
on that board (a stone of it is gone: another game, or an undo) marks everything
the tables hold as stale, and the searches drop stale entries oldest first (a dict
keeps its insertion order), no more per search than the table's own trim drops
(dropping 300,000 entries at once takes 20-90 ms, more than a short move can spare).
Entries of an earlier game still read right while they last: a key is a position.  Once
the last of them is gone, the memory they held is handed back to the system
(:func:`give_back_freed_memory`).
"""

from __future__ import annotations

import ctypes
import sys
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice
from typing import Callable

from tictactoe.game import Position, Rules


@dataclass
class Memory:
    """What a board shape's searches keep between moves: the table, the history
    scores, the threat searches' failure caches (all keyed by position); the stones of
    the last position searched, and how many of the oldest entries of each of the
    three tables (the table, then the two caches) are from earlier games."""

    tt: dict
    history: list[list[int]]
    caches: tuple[dict[int, int], dict[int, int]]
    stones: tuple[int, int] = (0, 0)
    stale: list[int] = field(default_factory=lambda: [0, 0, 0])

    def search_from(self, position: Position) -> None:
        """A search starts at ``position``: a position that does not continue the last
        one makes everything kept so far stale."""
        x_bits, o_bits = self.stones
        if x_bits & ~position.x_bits or o_bits & ~position.o_bits:
            self.stale = [len(table) for table in self.tables()]
        self.stones = (position.x_bits, position.o_bits)

    def tables(self) -> tuple[dict, dict, dict]:
        return (self.tt, *self.caches)

    def trim(self, cap: int, most: int) -> None:
        """Before a search: drop up to ``most`` entries in all, stale ones first (oldest
        first, the table's then the caches'), then trim the table to its cap
        (:func:`trim_table`) with what is left of ``most``."""
        was_stale = any(self.stale)
        for index, table in enumerate(self.tables()):
            count = min(self.stale[index], len(table), most)  # a full cache may have been cleared
            if count == len(table):
                table.clear()  # gives the dict's slots back too: popping keeps them all
            else:
                for key in list(islice(table, count)):
                    table.pop(key, None)
            self.stale[index] = min(self.stale[index] - count, len(table))
            most -= count
        if was_stale and not any(self.stale):
            give_back_freed_memory()
        if most > 0:
            trim_table(self.tt, cap, most)


_memory: dict[Rules, Memory] = {}
_memory_lock = threading.Lock()


def memory(rules: Rules) -> Memory:
    """The memory kept for this board shape (a few shapes at most)."""
    with _memory_lock:
        found = _memory.get(rules)
        if found is None:
            if len(_memory) >= 4:
                _memory.pop(next(iter(_memory)))
            found = Memory({}, [[0] * rules.cells, [0] * rules.cells], ({}, {}))
            _memory[rules] = found
        return found


def forget() -> None:
    """Drop the kept tables (a cold start, for benchmarks and reproducible tests)."""
    with _memory_lock:
        _memory.clear()


def give_back_freed_memory() -> None:
    """Hand the memory freed since the last call back to the system, where the C library
    can (glibc's ``malloc_trim``; 2-5 ms).  Without it glibc keeps the high-water mark of
    the longest game so far: over 80 games of ``level:8`` on 15x15 the process grew from
    31.2 to 34.6 MB with the earlier games' tables gone, and stayed at 30.1-31.5 MB with it."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@lru_cache(maxsize=1)
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None).malloc_trim  # glibc's; musl has none
    except (OSError, AttributeError):
        return None


def trim_table(tt: dict, cap: int, most: int | None = None) -> None:
    """Make room: past three quarters of ``cap``, the oldest entries go, down to half
    of ``cap`` but at most ``most`` of them per call (a search of a short budget
    cannot afford to drop 110,000 at once: 17 ms on a quiet machine, 90 ms under
    load); the searches that follow take the rest, and until then the table only
    stops taking new positions."""
    if len(tt) > cap * 3 // 4:
        count = len(tt) - cap // 2
        if most is not None:
            count = min(count, most)
        for key in list(islice(tt, count)):
            tt.pop(key, None)
