"""Fixtures shared by the window's tests."""

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
