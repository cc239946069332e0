"""What the large search keeps between the moves of a game, per board shape.

The transposition table, the history scores and the threat searches' failure
caches survive from one move's search to the next (a few board shapes at most);
:func:`forget` drops them for a cold start (benchmarks, reproducible tests).
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from itertools import islice

from tictactoe.game import Rules


@dataclass
class Memory:
    """What a board shape's searches keep between moves: the table, the history
    scores, the threat searches' failure caches (all keyed by position)."""

    tt: dict
    history: list[list[int]]
    caches: tuple[dict[int, int], dict[int, int]]


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
