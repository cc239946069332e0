"""Search and evaluation (no Qt).  See ``tictactoe.ai.types`` for the shared values."""
from __future__ import annotations

from tictactoe.ai.types import WIN, Analysis, Option

__all__ = ["WIN", "Analysis", "Option"]
