"""The engine's tests' fixtures."""

from __future__ import annotations

import pytest

from tictactoe.ai import core


@pytest.fixture
def python_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python search plays five in a row, even where the compiled core is built: the
    tests of the Python search's own parts (its board, alpha-beta, threat search) use it,
    as a build without the core does."""
    monkeypatch.setenv(core.PURE_ENV, "1")
