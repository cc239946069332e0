"""The engine (no Qt): its public names, the only ones used outside ``tictactoe.ai``.

``analyze(game, limit, *, cancel=None, on_progress=None) -> Analysis`` is the
one entry: the routing table (:mod:`tictactoe.ai.routing`) sends the position
to the exact solver, the proof search or a heuristic search; ``Limit`` says
how far they may go (time, nodes, depth, all_values).  ``Analysis`` and
``Option`` are its answer; ``Cancel`` and ``Progress`` the shapes of its
arguments.
"""
from __future__ import annotations

from tictactoe.ai.engine import analyze, preload
from tictactoe.ai.types import (WIN, Analysis, Cancel, Limit, Move, NeverCancel, Option,
                                Progress, describe, is_proven)

__all__ = ["WIN", "Analysis", "Cancel", "Limit", "Move", "NeverCancel", "Option", "Progress",
           "analyze", "describe", "is_proven", "preload"]
