"""Figures of the desktop app for ``tictactoe bench``: start-up and event-loop stalls.

``figures(quick)`` returns a dict:

- ``ui_startup_s``: from launching ``python -m tictactoe`` to the first painted
  window (offscreen), median of several warm runs (one unmeasured run first).
- ``ui_stall_max_ms`` / ``ui_stall_p99_ms``: the longest (and 99th percentile) gap
  between ticks of a 5 ms QTimer while the AI ("hard", AI vs AI) thinks on a
  20x20 k=5 board; ideal is 5 ms, the budget is 50 ms.
- ``ui_idle_max_ms``: the same probe for one second before the AI starts, the
  baseline of a loaded machine (other processes, not our search).
- ``ui_stall_analysis_max_ms``: the same, with the whole window and its live
  analysis panel on (the default for AI vs AI: it shows the players' own
  reports, and the move list, the evaluation bar and the board repaint).
- ``ui_stall_hint_max_ms``: a human's turn on a 20x20 middle game with a hint
  searching (the heat-map repainted as it refines), measured while it runs.

Each measurement runs in its own subprocess on Qt's offscreen platform with
throw-away settings, so nothing here touches the user's settings or screen.
Run ``python -m tictactoe.ui.bench`` to print them.
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

PROBE_INTERVAL_MS = 5


def _env(config_dir: str) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = config_dir  # QSettings go to a throw-away directory
    env["TICTACTOE_PAINT_PROBE"] = "1"
    return env


def startup_seconds(runs: int) -> list[float]:
    """Seconds from spawning the app to its first paint, for ``runs`` warm runs."""
    times = []
    with tempfile.TemporaryDirectory() as config:
        env = _env(config)
        for i in range(runs + 1):
            t0 = time.time()
            out = subprocess.run([sys.executable, "-m", "tictactoe"], env=env, capture_output=True,
                                 text=True, timeout=60)
            painted = [line for line in out.stdout.splitlines() if line.startswith("first-paint ")]
            if out.returncode != 0 or not painted:
                raise RuntimeError(f"the app did not start: {out.stderr.strip()[-500:]}")
            if i > 0:  # the first run only warms the caches
                times.append(float(painted[0].split()[1]) - t0)
    return times


def stall_probe(seconds: float, spec: str = "hard") -> dict:
    """In this process: AI vs AI on 20x20 k=5, a 5 ms timer measuring the event loop."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tictactoe.game import Rules
    from tictactoe.ui.ai_runner import configure_interpreter, preload_ai_modules
    from tictactoe.ui.controller import GameController
    from tictactoe.ui.series import MatchSettings

    configure_interpreter()  # as the app does
    preload_ai_modules()     # as the app does while its menu shows
    app = QApplication.instance() or QApplication(sys.argv[:1])
    controller = GameController(ai_delay_ms=0)
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]
    searches = [0]
    controller.move_played.connect(lambda x, y: searches.__setitem__(0, searches[0] + 1))

    idle: list[float] = []
    started = [False]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if controller.runner.is_busy():
            gaps.append((now - last[0]) / 1e6)
        elif not started[0]:
            idle.append((now - last[0]) / 1e6)
        last[0] = now

    def begin() -> None:
        started[0] = True
        controller.start_match(MatchSettings(spec, spec, Rules(20, 20, 5)))

    probe = QTimer()
    probe.setInterval(PROBE_INTERVAL_MS)
    probe.timeout.connect(tick)
    probe.start()
    QTimer.singleShot(1000, begin)  # one second of an idle event loop first: the baseline
    QTimer.singleShot(int(seconds * 1000) + 1000, app.quit)
    app.exec()
    controller.shutdown()
    gaps.sort()
    return {
        "max_ms": round(gaps[-1], 2) if gaps else 0.0,
        "p99_ms": round(gaps[int(len(gaps) * 0.99) - 1], 2) if len(gaps) > 1 else 0.0,
        "ticks": len(gaps),
        "idle_max_ms": round(max(idle[1:], default=0.0), 2),
        "moves": searches[0],
        "seconds": seconds,
        "player": spec,
    }


def window_probe(seconds: float, scene: str) -> dict:
    """In this process: the main window with its analysis widgets, a 5 ms timer
    measuring the event loop while a search runs.  ``scene``: "analysis" (hard vs
    hard on 20x20, the analysis panel on), "plain" (the same with the panel off) or
    "hint" (a hint on a 20x20 middle game)."""
    import tempfile as _tempfile

    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from tictactoe.ai.positions import middle_games
    from tictactoe.game import Rules
    from tictactoe.ui.ai_runner import configure_interpreter, preload_ai_modules
    from tictactoe.ui.controller import GameController
    from tictactoe.ui.main_window import MainWindow
    from tictactoe.ui.series import MatchSettings
    from tictactoe.ui.settings import SettingsStore
    from tictactoe.ui.sound import Sound

    configure_interpreter()
    preload_ai_modules()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = SettingsStore(QSettings(_tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat))
    window = MainWindow(store=store, sound=Sound(enabled=False),
                        controller=GameController(ai_delay_ms=0))
    window.resize(980, 760)
    window.show()
    controller, analyst = window.controller, window.analyst
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if controller.runner.is_busy() or analyst.runner.is_busy():
            gaps.append((now - last[0]) / 1e6)
        last[0] = now

    def begin() -> None:
        if scene in ("analysis", "plain"):
            window.start(MatchSettings("hard", "hard", Rules(20, 20, 5)))
            analyst.set_panel(scene == "analysis")
        else:
            window.start(MatchSettings("human", "human", Rules(20, 20, 5)))
            for move in middle_games(20)[0].moves:
                controller.click_cell(*move)
            analyst.request_hint()
        last[0] = clock.nsecsElapsed()  # setting the scene up is not a stall of the search

    probe = QTimer()
    probe.setInterval(PROBE_INTERVAL_MS)
    probe.timeout.connect(tick)
    probe.start()
    QTimer.singleShot(500, begin)
    QTimer.singleShot(int(seconds * 1000) + 500, app.quit)
    app.exec()
    controller.shutdown()
    analyst.shutdown()
    gaps.sort()
    return {"max_ms": round(gaps[-1], 2) if gaps else 0.0,
            "p99_ms": round(gaps[int(len(gaps) * 0.99) - 1], 2) if len(gaps) > 1 else 0.0,
            "ticks": len(gaps), "scene": scene}


def stall(seconds: float, scene: str = "") -> dict:
    args = ["--window-probe", str(seconds), scene] if scene else ["--stall-probe", str(seconds)]
    with tempfile.TemporaryDirectory() as config:
        out = subprocess.run([sys.executable, "-m", "tictactoe.ui.bench", *args],
                             env=_env(config), capture_output=True, text=True, timeout=seconds + 61)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the stall probe failed: {out.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def figures(quick: bool = False) -> dict:
    starts = startup_seconds(3 if quick else 7)
    probe = stall(3.0 if quick else 8.0)
    analysis = stall(3.0 if quick else 8.0, "analysis")
    hint = stall(3.0 if quick else 4.0, "hint")
    return {
        "ui_startup_s": round(statistics.median(starts), 3),
        "ui_startup_runs": len(starts),
        "ui_stall_max_ms": probe["max_ms"],
        "ui_stall_p99_ms": probe["p99_ms"],
        "ui_idle_max_ms": probe["idle_max_ms"],
        "ui_stall_ai_moves": probe["moves"],
        "ui_stall_seconds": probe["seconds"],
        "ui_stall_analysis_max_ms": analysis["max_ms"],
        "ui_stall_analysis_p99_ms": analysis["p99_ms"],
        "ui_stall_hint_max_ms": hint["max_ms"],
        "ui_stall_hint_p99_ms": hint["p99_ms"],
    }


def main(argv: list[str]) -> int:
    if argv[:1] == ["--window-probe"]:
        print(json.dumps(window_probe(float(argv[1]), argv[2])), flush=True)
        os._exit(0)
    if argv[:1] == ["--stall-probe"]:
        print(json.dumps(stall_probe(float(argv[1]) if len(argv) > 1 else 3.0)), flush=True)
        sys.stdout.flush()
        os._exit(0)  # a search may still be finishing its cancel check: do not wait for it
    quick = "--quick" in argv
    for key, value in figures(quick).items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
