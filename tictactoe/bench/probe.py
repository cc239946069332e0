"""What the app's benchmark probes share (:mod:`tictactoe.bench.gui` and
:mod:`tictactoe.bench.gui_analysis`): the probe's tick and the environment of a
probe's subprocess (offscreen, throw-away settings, autosave and statistics)."""
from __future__ import annotations

import os

PROBE_INTERVAL_MS = 5


def probe_env(config_dir: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = config_dir  # QSettings go to a throw-away directory,
    env["XDG_DATA_HOME"] = config_dir    # and so do the autosave and the statistics
    env["TICTACTOE_PAINT_PROBE"] = "1"
    return env
