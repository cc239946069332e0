"""Figures of the desktop app for ``tictactoe bench``: start-up and event-loop stalls.

``figures(quick)`` returns a dict:

- ``ui_startup_s``: from launching ``python -m tictactoe`` to the first painted
  window (offscreen), median of several warm runs (one unmeasured run first).
- ``ui_stall_max_ms`` / ``ui_stall_p99_ms``: the longest (and 99th percentile) gap
  between ticks of a 5 ms QTimer while the AI ("hard", AI vs AI) thinks on a
  20x20 k=5 board; ideal is 5 ms, the budget is 50 ms.
- ``ui_idle_max_ms``: the same probe for one second before the AI starts, the
  baseline of a loaded machine (other processes, not our search).
- ``ui_autosave_*``: "random" against itself on 20x20 with no delay, a move every
  few milliseconds, each one autosaved (the game file and the state file, each
  written to a temporary file, fsynced and renamed, on the storage writer thread):
  ``write_ms`` is the writer's median and worst time per autosave, ``gui_ms`` the
  GUI thread's median and worst cost of asking for one (copy the game, queue it),
  and ``stall_max_ms`` the longest gap of the 5 ms probe with autosave on and off.
  The autosave directory is a temporary one on the same kind of disk (here /tmp
  and the home directory share one ext4 file system).
- ``ui_stall_analysis_*``, ``ui_stall_plain_max_ms``, ``ui_stall_hint_*``: the
  probe with the whole window, its live analysis and a hint (see
  :mod:`tictactoe.bench.gui_analysis`).
- ``ui_board_paint_ms``: one repaint of a 20x20 board with a hint map, drawn as cells
  and as a Go board (see :mod:`tictactoe.bench.board_paint`).

Each measurement runs in its own subprocess on Qt's offscreen platform with
throw-away settings, so nothing here touches the user's settings or screen.
Run ``python -m tictactoe.bench.gui`` to print them.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from tictactoe.bench.probe import PROBE_INTERVAL_MS, probe_env


def startup_seconds(runs: int, command: list[str] | None = None) -> list[float]:
    """Seconds from spawning the app to its first paint, for ``runs`` warm runs.  The app is
    ``command`` (the bundle's program, say), by default ``python -m tictactoe``."""
    times = []
    with tempfile.TemporaryDirectory() as config:
        env = probe_env(config)
        for i in range(runs + 1):
            t0 = time.time()
            out = subprocess.run(
                command or [sys.executable, "-m", "tictactoe"],
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
            )
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
    from tictactoe.ui.play.controller import GameController
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.workers.interpreter import configure_interpreter, preload_ai_modules

    configure_interpreter()  # as the app does
    preload_ai_modules()  # as the app does while its menu shows
    app = QApplication.instance() or QApplication(sys.argv[:1])
    controller = GameController(ai_delay_ms=0)
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]
    searches = [0]
    controller.changed.connect(
        lambda change: searches.__setitem__(0, searches[0] + (change.move is not None))
    )

    idle: list[float] = []
    started = [False]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if controller.computer.is_busy():
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


def autosave_probe(seconds: float, keep: bool) -> dict:
    """In this process: random vs random on 20x20 k=5, no delay, games one after the
    other, with or without autosave; the 5 ms probe measures the event loop."""
    import time as clock

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from tictactoe.game import Rules
    from tictactoe.ui.play.change import What
    from tictactoe.ui.play.controller import GameController, State
    from tictactoe.ui.play.keeper import GameKeeper
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.workers.interpreter import configure_interpreter, preload_ai_modules

    configure_interpreter()
    preload_ai_modules()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as directory:
        keeper = GameKeeper(directory, statistics=False) if keep else None
        controller = GameController(ai_delay_ms=0, keeper=keeper)
        gui_costs: list[float] = []
        if keeper is not None:  # what the GUI thread spends per autosave: snapshot and queue
            original = controller._keep

            def timed_keep() -> None:
                started = clock.perf_counter()
                original()
                gui_costs.append(clock.perf_counter() - started)

            controller._keep = timed_keep  # type: ignore[method-assign]  # timed, for the bench
        gaps: list[float] = []
        moves = [0]

        def on_change(change) -> None:
            moves[0] += change.move is not None
            if What.STATE in change.what and change.view.state is State.GAME_OVER:
                QTimer.singleShot(0, controller.play_again)

        controller.changed.connect(on_change)
        timer = QElapsedTimer()
        timer.start()
        last = [timer.nsecsElapsed()]

        def tick() -> None:
            now = timer.nsecsElapsed()
            gaps.append((now - last[0]) / 1e6)
            last[0] = now

        probe = QTimer()
        probe.setInterval(PROBE_INTERVAL_MS)
        probe.timeout.connect(tick)
        probe.start()
        QTimer.singleShot(
            0, lambda: controller.start_match(MatchSettings("random", "random", Rules(20, 20, 5)))
        )
        QTimer.singleShot(int(seconds * 1000), app.quit)
        app.exec()
        controller.shutdown()
        writes = sorted(keeper.writer.write_seconds) if keeper else []
        if keeper is not None:
            keeper.flush(5.0)
    gaps.sort()
    gui_costs.sort()
    return {
        "moves": moves[0],
        "autosaves": len(writes),
        "write_median_ms": round(statistics.median(writes) * 1000, 2) if writes else 0.0,
        "write_max_ms": round(writes[-1] * 1000, 2) if writes else 0.0,
        "gui_median_ms": round(statistics.median(gui_costs) * 1000, 3) if gui_costs else 0.0,
        "gui_max_ms": round(gui_costs[-1] * 1000, 3) if gui_costs else 0.0,
        "stall_max_ms": round(gaps[-1], 2) if gaps else 0.0,
        "stall_p99_ms": round(gaps[int(len(gaps) * 0.99) - 1], 2) if len(gaps) > 1 else 0.0,
    }


def autosave(seconds: float) -> dict:
    """The autosave probe with autosave on, then off, each in its own subprocess."""
    out = {}
    for keep in (True, False):
        with tempfile.TemporaryDirectory() as config:
            run = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "tictactoe.bench.gui",
                    "--autosave-probe",
                    str(seconds),
                    "1" if keep else "0",
                ],
                env=probe_env(config),
                capture_output=True,
                text=True,
                timeout=seconds + 61,
            )
        lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
        if run.returncode != 0 or not lines:
            raise RuntimeError(f"the autosave probe failed: {run.stderr.strip()[-500:]}")
        out["on" if keep else "off"] = json.loads(lines[-1])
    return out


def stall(seconds: float) -> dict:
    with tempfile.TemporaryDirectory() as config:
        out = subprocess.run(
            [sys.executable, "-m", "tictactoe.bench.gui", "--stall-probe", str(seconds)],
            env=probe_env(config),
            capture_output=True,
            text=True,
            timeout=seconds + 61,
        )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the stall probe failed: {out.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def figures(quick: bool = False) -> dict:
    from tictactoe.bench import board_paint, gui_analysis

    starts = startup_seconds(3 if quick else 7)
    probe = stall(3.0 if quick else 8.0)
    saving = autosave(2.0 if quick else 6.0)
    on, off = saving["on"], saving["off"]
    return {
        "ui_startup_s": round(statistics.median(starts), 3),
        "ui_startup_runs": len(starts),
        "ui_stall_max_ms": probe["max_ms"],
        "ui_stall_p99_ms": probe["p99_ms"],
        "ui_idle_max_ms": probe["idle_max_ms"],
        "ui_stall_ai_moves": probe["moves"],
        "ui_stall_seconds": probe["seconds"],
        "ui_autosave_write_ms": f"median {on['write_median_ms']}, max {on['write_max_ms']} "
        f"({on['autosaves']} autosaves of {on['moves']} moves)",
        "ui_autosave_gui_ms": f"median {on['gui_median_ms']}, max {on['gui_max_ms']}",
        "ui_autosave_stall_max_ms": f"{on['stall_max_ms']} with autosave "
        f"(p99 {on['stall_p99_ms']}), {off['stall_max_ms']} without "
        f"(p99 {off['stall_p99_ms']}, {off['moves']} moves)",
        **gui_analysis.figures(quick),
        **board_paint.figures(quick),
    }


def main(argv: list[str]) -> int:
    if argv[:1] == ["--autosave-probe"]:
        print(json.dumps(autosave_probe(float(argv[1]), argv[2] == "1")), flush=True)
        sys.stdout.flush()
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
