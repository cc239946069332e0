"""Shared test set-up.  Qt runs on its offscreen platform: no display needed.

No test touches the real home.  At import, before Qt reads them, ``XDG_CONFIG_HOME``
(QSettings) and ``XDG_DATA_HOME`` (autosave, statistics) point into a temporary
directory; then every test gets data and config directories of its own (the
storage package reads ``XDG_DATA_HOME`` at each call; subprocesses inherit both).
"""
from __future__ import annotations

import atexit
import os
import shutil
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_SESSION_HOME = tempfile.mkdtemp(prefix="tictactoe-tests-")
atexit.register(shutil.rmtree, _SESSION_HOME, True)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SESSION_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_SESSION_HOME, "data")


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory, monkeypatch):
    """This test's own XDG data and config directories."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    return home
