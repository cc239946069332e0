"""The large search's threat phase: the threat searches run before its iterative
deepening, and the root moves they leave.

:func:`threat_phase` deepens our VCT and the opponent's VCF and VCT (as if it
moved twice) in turn, each within its slice of the budget (the ``*_SHARE``
constants); when the opponent has an attack, :func:`keep_safe` cuts the root
moves down to those after which it finds none.  :func:`with_forced_block` runs
such a check after one of our moves (the safety check uses it too, see
:mod:`tictactoe.ai.large_safety`), and :func:`without_idle_fours` drops the
fours that neither win nor answer a threat from the root moves.
"""

from __future__ import annotations

from typing import Callable, Protocol

from tictactoe.ai.alphabeta import AlphaBeta
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.patterns import FIVE, FOUR, FOUR_PLUS

VCF_SHARE = 0.04  # own VCF (each share ends at the sum of those before it)
VCT_SHARE = 0.2  # own VCT (why: docs/decisions/0011-the-pattern-search-budget.md)
DANGER_SHARE = 0.05  # the opponent's VCF/VCT before the search
DEFENCE_SHARE = 0.1  # finding the root moves that break it
VCT_DEPTHS = (2, 3, 4, 5, 6)
DANGER_DEPTHS = (2, 3)

Until = tuple[float, "int | None"]  # a time, and a node count when nodes bound the search


class Root(Protocol):
    """What the threat phase and the safety check (:mod:`tictactoe.ai.large_safety`) use
    of the search's root (:class:`tictactoe.ai.large._Root`)."""

    side: int
    ab: AlphaBeta
    board: PatternBoard
    info: dict
    held: set[int]

    def at(self, share: float) -> Until: ...
    def past(self, until: Until) -> bool: ...
    def sliced(self, until: Until, task: Callable[[], list[int] | None]) -> list[int] | None: ...
    def mv(self, c: int) -> tuple[int, int]: ...


def threat_phase(root: Root, moves: list[int]) -> tuple[list[int] | None, list[int]]:
    """Our VCT, and the opponent's VCF and VCT as if it moved twice, one depth at a
    time in turn (a deeper search of one side that runs out of time never starves
    the other side's shallower one).  Returns our winning line, or None and the
    root moves, cut down to those after which the opponent's attack fails when it
    has one."""
    s = root.side
    o = 1 - s
    threats = root.ab.threats
    until = root.at(VCF_SHARE + VCT_SHARE + DANGER_SHARE)
    defence_until = root.at(VCF_SHARE + VCT_SHARE + DANGER_SHARE + DEFENCE_SHARE)
    guard = len(moves) > 1  # the opponent's attack still to look for
    danger: tuple[list[int], Callable[[], list[int] | None]] | None = None
    if guard:
        line = root.sliced(until, lambda: threats.vcf(o))
        if line is not None:
            guard = False
            root.info["danger"] = [root.mv(c) for c in line]
            danger = (line, lambda: threats.vcf(o))
    for depth in sorted(set(VCT_DEPTHS) | set(DANGER_DEPTHS)):
        if depth in VCT_DEPTHS and not root.past(until):
            line = root.sliced(until, lambda: threats.vct(s, depth=depth))
            if line is not None:
                return line, moves
        if guard and depth in DANGER_DEPTHS and not root.past(until):
            line = root.sliced(until, lambda: threats.vct(o, depth=depth))
            if line is not None:
                guard = False
                root.info["vct_danger"] = [root.mv(c) for c in line]
                danger = (line, lambda d=depth: threats.vct(o, depth=d))
    # the defences last: our own attack, deepened through the whole slice, comes first
    # (when both sides have one, ours strikes first)
    if danger is not None:
        moves = keep_safe(root, moves, danger[0], danger[1], defence_until) or moves
    return None, moves


def without_idle_fours(board: PatternBoard, s: int, moves: list[int]) -> list[int]:
    """The root moves without the fours that neither win nor answer a threat (when
    other moves are left): such a four's block is forced and free of depth, so within
    the horizon it reads as a free move, while what it spends, the four as a threat
    for a later combination, lies beyond it."""
    quiet = [c for c in moves if not FOUR <= board.class_of(c, s) <= FOUR_PLUS]
    return quiet or moves


def keep_safe(
    root: Root,
    moves: list[int],
    line: list[int],
    threat: Callable[[], list[int] | None],
    until: Until,
) -> list[int]:
    """Root moves after which ``threat()`` finds nothing: the cells of the threat's
    line first, then the others in order; the moves not tried in time are kept."""
    pool = list(dict.fromkeys([c for c in line if c in moves] + moves))
    keep: list[int] = []
    state = {"next": 0}

    def run() -> None:
        for i, c in enumerate(pool):
            state["next"] = i
            if with_forced_block(root.board, root.side, c, threat) is None:
                keep.append(c)
                root.held.add(c)
        state["next"] = len(pool)

    root.sliced(until, run)
    keep += pool[state["next"] :]
    order = {c: i for i, c in enumerate(moves)}
    keep.sort(key=lambda c: order[c])
    return keep


def with_forced_block(
    board: PatternBoard, s: int, c: int, check: Callable[[], list[int] | None]
) -> list[int] | None:
    """``check()`` after the move ``c`` of side ``s`` (pushed, and popped again): when
    ``c`` makes a four, the opponent's block is pushed too and the check asks for the
    opponent's threat as if it moved again, so that a four that only delays is not
    called safe (the threat search answers "nothing" to any position where the side it
    searches for must first block a four)."""
    board.push(c, s)
    fives = board.cells[s][FIVE]
    block = next(iter(fives)) if len(fives) == 1 else -1
    if block >= 0:
        board.push(block, 1 - s)
    try:
        return check()
    finally:
        if block >= 0:
            board.pop(block, 1 - s)
        board.pop(c, s)
