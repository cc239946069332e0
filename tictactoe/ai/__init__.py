"""The engine (no Qt): its public names, the only ones used outside ``tictactoe.ai``.

``analyze(game, limit, *, cancel=None, on_progress=None) -> Analysis`` is the
one entry: the routing table (:mod:`tictactoe.ai.routing`) sends the position
to the exact solver, the proof search or the pattern search;
``Limit`` says how far they may go (time, nodes, depth, all_values).
``quick_move(game)`` is the move for when there is no time for a search (a win,
a block, else the best-placed cell, in milliseconds): what a worker plays when
its search gave no move in time (:mod:`tictactoe.ai.fallback`).
``Analysis`` and ``Option`` are its answer; ``Cancel`` and ``Progress`` the
shapes of its arguments.

``forget()`` clears what the searches keep between calls (a cold start: with a node
limit, a search is then the same on any machine); ``engine_name()`` says whether the
compiled core or the Python search plays five in a row here (:mod:`tictactoe.ai.core`);
``step_aside(seconds)`` tells the compiled core's searches that the window paints (they
wait without taking the GIL), ``flag_raised()`` that a cancel flag they poll was set (they
ask it at once, not at their next unasked poll).

The coach's proven facts (:mod:`tictactoe.ai.forced`): ``win_by_fours`` (a
side's shortest forced win by fours, a proof), ``win_by_threats`` (by fours and open
threes, every defence tried), ``winning_fours`` / ``winning_threats`` (every first
move that starts one within a bound: the others are proven not to), ``solve``
(a position's exact value and distance from the exact solver alone, where
``solvable`` says it tries).

The GUI's readings (:mod:`tictactoe.ai.hints`, :mod:`tictactoe.ai.readings`):
``hint_search``, ``panel_search``, ``prove`` and ``prove_board`` go through
``analyze`` and report ``Reading`` s and ``Verdict`` s, with their words.
"""

from __future__ import annotations

from tictactoe.ai.core import engine_name, flag_raised, step_aside
from tictactoe.ai.engine import analyze, preload
from tictactoe.ai.fallback import quick_move
from tictactoe.ai.forced import (
    FOURS_NODES,
    MAX_THREATS_PLIES,
    THREATS_NODES,
    solvable,
    solve,
    win_by_fours,
    win_by_threats,
    winning_fours,
    winning_threats,
)
from tictactoe.ai.hints import (
    BOARD_BUDGET_S,
    HINT_BUDGET_S,
    PANEL_BUDGET_S,
    PROVE_BUDGET_S,
    Deadline,
    board_too_large,
    hint_search,
    immediate,
    panel_search,
    proof_cache,
    prove,
    prove_board,
    verdict_of,
)
from tictactoe.ai.readings import (
    FIRST_WINS,
    FORCES_WIN,
    PERFECT_DRAW,
    SECOND_WINS,
    Reading,
    Verdict,
    combine,
    reading_of,
)
from tictactoe.ai.types import (
    WIN,
    Analysis,
    Cancel,
    Limit,
    Move,
    NeverCancel,
    Option,
    Progress,
    describe,
    is_proven,
)

__all__ = [
    # the engine
    "WIN",
    "Analysis",
    "Cancel",
    "Limit",
    "Move",
    "NeverCancel",
    "Option",
    "Progress",
    "analyze",
    "describe",
    "is_proven",
    "preload",
    "quick_move",
    # the GUI's readings
    "FIRST_WINS",
    "FORCES_WIN",
    "PERFECT_DRAW",
    "SECOND_WINS",
    "BOARD_BUDGET_S",
    "HINT_BUDGET_S",
    "PANEL_BUDGET_S",
    "PROVE_BUDGET_S",
    "Deadline",
    "Reading",
    "Verdict",
    "board_too_large",
    "combine",
    "hint_search",
    "immediate",
    "panel_search",
    "proof_cache",
    "prove",
    "prove_board",
    "reading_of",
    "verdict_of",
    # the coach's proven facts
    "FOURS_NODES",
    "solvable",
    "solve",
    "win_by_fours",
    "winning_fours",
    "MAX_THREATS_PLIES",
    "THREATS_NODES",
    "win_by_threats",
    "winning_threats",
    "engine_name",
    "forget",
    "flag_raised",
    "step_aside",
]


def forget() -> None:
    """Clear what the searches keep between calls (a cold start)."""
    from tictactoe.ai import core, large_memory

    large_memory.forget()
    core.forget()
