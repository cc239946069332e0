"""Fixtures shared by the tests of the window (tictactoe/ui)."""

from __future__ import annotations

import os

import pytest


@pytest.fixture
def app_env(tmp_path) -> dict[str, str]:
    """The environment of the app started as a process of its own: offscreen, with its data,
    its settings and its home in this test's ``tmp_path`` (``data/``, ``config/``), never
    the player's.  Two processes given it share one data folder, as two windows do."""
    return dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        HOME=str(tmp_path),
    )


@pytest.fixture
def back_to_the_system_theme(qapp):
    """After the test, the theme follows the system again, the built-in themes alone, the
    board drawn as cells: a test that chose a theme leaves none to the next."""
    yield
    from tictactoe.ui.widgets.appearance import SYSTEM, BoardStyle, appearance
    from tictactoe.ui.widgets.theme import builtin_themes

    looks = appearance()
    looks.set_themes(builtin_themes())
    looks.choose(SYSTEM)
    looks.set_board_style(BoardStyle.CELLS)
