"""Shared test set-up.  Qt runs on its offscreen platform: no display needed.

No test touches the real home.  At import, before Qt reads them, ``XDG_CONFIG_HOME``
(QSettings) and ``XDG_DATA_HOME`` (autosave, statistics) point into a temporary
directory; then every test gets data and config directories of its own (the
storage package reads ``XDG_DATA_HOME`` at each call; subprocesses inherit both).

With ``TICTACTOE_TEST_INSTALLED=1`` (as ``packaging/test_wheel.sh`` sets) the session
stops at once unless ``tictactoe`` comes from this interpreter's site-packages: the
suite then tests the installed wheel, not a checkout that happens to be importable.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import sysconfig
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
SEARCH_END_S = 10.0  # a cancelled search checks its flag every few milliseconds
_SESSION_HOME = tempfile.mkdtemp(prefix="tictactoe-tests-")
atexit.register(shutil.rmtree, _SESSION_HOME, True)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SESSION_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_SESSION_HOME, "data")
INSTALLED_ENV = "TICTACTOE_TEST_INSTALLED"


def pytest_sessionstart(session):
    """With ``TICTACTOE_TEST_INSTALLED=1``: stop unless ``tictactoe`` is the installed one."""
    if os.environ.get(INSTALLED_ENV) != "1":
        return
    import tictactoe

    site = Path(sysconfig.get_paths()["purelib"]).resolve()
    found = Path(tictactoe.__file__).resolve()
    if sys.prefix == sys.base_prefix or not found.is_relative_to(site):
        pytest.exit(
            f"{INSTALLED_ENV}=1 but tictactoe was imported from {found}, not from "
            f"the site-packages of a venv ({site})",
            returncode=4,
        )


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory, monkeypatch):
    """This test's own XDG data and config directories."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    return home


@pytest.fixture(autouse=True)
def searches_end_with_their_test():
    """No search thread of a test runs on into the next one: a leftover search, with
    automatic collection back on, hung the suite (see ``ui/gui_gc``).  Autouse, so it
    is torn down after the test's own fixtures (``qtbot`` closes its windows first)."""
    yield
    gui_gc = sys.modules.get("tictactoe.ui.workers.gui_gc")
    if gui_gc is not None:
        alive = gui_gc.settle(SEARCH_END_S)
        assert not alive, f"search threads still running after the test: {alive}"


@pytest.fixture
def in_russian(qtbot, tmp_path):
    """Russian chosen in Settings and installed as the app does at its start; taken out
    afterwards (the translators, and the locale the dates of later tests are written in)."""
    from PySide6.QtCore import QCoreApplication, QLocale, QSettings

    from tictactoe.ui.settings import language
    from tictactoe.ui.settings.store import SettingsStore

    store = SettingsStore(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    store.save_language("ru")
    before = QLocale()
    installed = language.install(store.language())
    yield installed
    for translator in installed:
        QCoreApplication.instance().removeTranslator(translator)
    QLocale.setDefault(before)
