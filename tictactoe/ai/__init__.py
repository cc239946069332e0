"""Search and evaluation (no Qt).  See ``tictactoe.ai.types`` for the shared values.

``analyze(game, *, time_limit=None, max_depth=None, cancel=None) -> Analysis`` is
the single public entry: exact for small positions, the large-board search
otherwise (see :mod:`tictactoe.ai.engine`).
"""
from __future__ import annotations

from tictactoe.ai.engine import analyze
from tictactoe.ai.types import WIN, Analysis, Option

__all__ = ["WIN", "Analysis", "Option", "analyze"]
