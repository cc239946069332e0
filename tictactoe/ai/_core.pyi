"""For mypy: the engine's compiled core (a C extension built from tictactoe/ai/csrc) has no
annotations; what it holds is Any to its callers (tictactoe/ai/core.py wraps it)."""

from typing import Any

def __getattr__(name: str) -> Any: ...
