"""What the app's benchmark probes share (:mod:`tictactoe.bench.gui`,
:mod:`tictactoe.bench.gui_analysis`, :mod:`tictactoe.bench.gui_review`): the probe's
tick, the environment of a probe's subprocess (offscreen, throw-away settings,
autosave and statistics) and, in that subprocess, the main window as a player has it."""

from __future__ import annotations

import os
import sys
import tempfile
from typing import Any

PROBE_INTERVAL_MS = 5


def probe_env(config_dir: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = config_dir  # QSettings go to a throw-away directory,
    env["XDG_DATA_HOME"] = config_dir  # and so do the autosave and the statistics
    env["TICTACTOE_PAINT_PROBE"] = "1"
    return env


def probe_window() -> tuple[Any, Any]:
    """(QApplication, MainWindow) in this process, as the app starts them: the interpreter
    set and the AI modules imported as the app does, throw-away settings, no sound, no
    AI delay, no keeper; 980x760 and shown; the start's objects frozen."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tictactoe.ui.play.controller import GameController
    from tictactoe.ui.settings.store import SettingsStore
    from tictactoe.ui.widgets.sound import Sound
    from tictactoe.ui.window.main_window import MainWindow
    from tictactoe.ui.workers.gui_gc import freeze_startup
    from tictactoe.ui.workers.interpreter import configure_interpreter, preload_ai_modules

    configure_interpreter()
    preload_ai_modules()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = SettingsStore(QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
    window = MainWindow(
        store=store, sound=Sound(enabled=False), controller=GameController(ai_delay_ms=0)
    )
    window.resize(980, 760)
    window.show()
    app.processEvents()
    freeze_startup()  # as the app does once its preload has ended
    return app, window
