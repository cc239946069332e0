"""``tictactoe bench`` gui figures with the analysis widgets on (see ``tictactoe.bench.gui``).

- ``ui_stall_analysis_max_ms`` / ``_p99_ms``: the 5 ms probe with the whole
  window, "hard" against itself on 20x20 k=5 and the live analysis panel on
  (the default for AI vs AI: it shows the players' own reports; the move list,
  the evaluation bar and the board repaint), measured while a search runs;
- ``ui_stall_plain_max_ms``: the same window with the panel off, for comparison;
- ``ui_stall_hint_max_ms`` / ``_p99_ms``: a human's turn on a 20x20 middle
  game with a hint searching (the heat-map redrawn as it refines);
- ``ui_stall_analysis_gui_cpu_ms`` / ``ui_stall_hint_gui_cpu_ms``: the most CPU time the
  GUI thread spent within one gap (its own work: slots, layouts, paints).  A gap much
  longer than this was the GUI waiting, for a core (the machine's load) or for the GIL;
- ``ui_stall_analysis_longest_cpu_ms`` / ``ui_stall_hint_longest_cpu_ms``: the GUI thread's
  CPU within the longest gap itself, and ``..._core_wait_ms``: how long, within that gap,
  it was ready to run but waited for a core (Linux's ``/proc/thread-self/schedstat``; 0
  where there is none): the machine's share of that gap.

Each scene runs in its own offscreen subprocess (``--window-probe SECONDS SCENE``);
the probe counts from :data:`SETTLE_MS` after the game screen is first shown (its
first layout and paint are not a search's stall).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

from tictactoe.bench.probe import PROBE_INTERVAL_MS, probe_env, probe_window

SCENES = ("analysis", "plain", "hint")
SETTLE_MS = 300  # the game screen is shown and painted before the probe counts


def window_probe(seconds: float, scene: str) -> dict:
    """In this process: the main window with its analysis widgets, a 5 ms timer
    measuring the event loop while a search runs.  ``scene``: "analysis" (hard vs
    hard on 20x20, the analysis panel on), "plain" (the same with the panel off) or
    "hint" (a hint on a 20x20 middle game)."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from tictactoe.bench.positions import middle_games
    from tictactoe.game import Rules
    from tictactoe.ui.play.series import MatchSettings

    app, window = probe_window()
    controller, analyst = window.controller, window.analyst
    ai_runner = controller.computer
    gaps: list[float] = []
    cpu: list[float] = []  # the GUI thread's CPU time within each gap
    waits: list[float] = []  # the GUI thread's time waiting for a core within each gap
    clock = QElapsedTimer()
    clock.start()
    queued = core_wait_clock()
    last = [clock.nsecsElapsed(), time.thread_time_ns(), queued()]

    measuring = [False]

    def tick() -> None:
        now, used, waited = clock.nsecsElapsed(), time.thread_time_ns(), queued()
        if measuring[0] and (ai_runner.is_busy() or analyst.runner.is_busy()):
            gaps.append((now - last[0]) / 1e6)
            cpu.append((used - last[1]) / 1e6)
            waits.append((waited - last[2]) / 1e6)
        last[0], last[1], last[2] = now, used, waited

    def measure() -> None:
        measuring[0] = True
        if scene == "hint":
            analyst.request_hint()

    def begin() -> None:
        if scene in ("analysis", "plain"):
            window.start(MatchSettings("hard", "hard", Rules(20, 20, 5)))
            analyst.set_panel(scene == "analysis")
        else:
            window.start(MatchSettings("human", "human", Rules(20, 20, 5)))
            for move in middle_games(20)[0].moves:
                controller.click_cell(*move)
        # the first showing of the game screen is not a stall of a search: measure once
        # it has been painted (the hint is asked for then, as a player would)
        QTimer.singleShot(SETTLE_MS, measure)

    probe = QTimer()
    probe.setInterval(PROBE_INTERVAL_MS)
    probe.timeout.connect(tick)
    probe.start()
    QTimer.singleShot(500, begin)
    QTimer.singleShot(int(seconds * 1000) + 500 + SETTLE_MS, app.quit)
    app.exec()
    controller.shutdown()
    analyst.shutdown()
    longest = max(range(len(gaps)), key=gaps.__getitem__) if gaps else None
    gaps.sort()
    return {
        "max_ms": round(gaps[-1], 2) if gaps else 0.0,
        "p99_ms": round(gaps[int(len(gaps) * 0.99) - 1], 2) if len(gaps) > 1 else 0.0,
        "gui_cpu_max_ms": round(max(cpu), 2) if cpu else 0.0,
        "core_wait_ms": round(waits[longest], 2) if longest is not None else 0.0,
        "longest_cpu_ms": round(cpu[longest], 2) if longest is not None else 0.0,
        "ticks": len(gaps),
        "scene": scene,
    }


def core_wait_clock() -> Callable[[], int]:
    """A clock of the calling thread's time spent ready to run but waiting for a core, in
    ns (Linux's ``/proc/thread-self/schedstat``, second field; elsewhere always 0)."""
    try:
        stats = open("/proc/thread-self/schedstat")  # noqa: SIM115 - read at every tick
    except OSError:
        return lambda: 0

    def waited() -> int:
        stats.seek(0)
        return int(stats.read().split()[1])

    return waited


def window_stall(seconds: float, scene: str) -> dict:
    with tempfile.TemporaryDirectory() as config:
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "tictactoe.bench.gui_analysis",
                "--window-probe",
                str(seconds),
                scene,
            ],
            env=probe_env(config),
            capture_output=True,
            text=True,
            timeout=seconds + 61,
        )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the window probe failed: {out.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def figures(quick: bool = False) -> dict:
    seconds = 3.0 if quick else 6.0
    found = {scene: window_stall(seconds if scene != "hint" else 4.0, scene) for scene in SCENES}
    return {
        "ui_stall_analysis_max_ms": found["analysis"]["max_ms"],
        "ui_stall_analysis_p99_ms": found["analysis"]["p99_ms"],
        "ui_stall_analysis_gui_cpu_ms": found["analysis"]["gui_cpu_max_ms"],
        "ui_stall_analysis_longest_cpu_ms": found["analysis"]["longest_cpu_ms"],
        "ui_stall_analysis_core_wait_ms": found["analysis"]["core_wait_ms"],
        "ui_stall_plain_max_ms": found["plain"]["max_ms"],
        "ui_stall_hint_max_ms": found["hint"]["max_ms"],
        "ui_stall_hint_p99_ms": found["hint"]["p99_ms"],
        "ui_stall_hint_gui_cpu_ms": found["hint"]["gui_cpu_max_ms"],
        "ui_stall_hint_longest_cpu_ms": found["hint"]["longest_cpu_ms"],
        "ui_stall_hint_core_wait_ms": found["hint"]["core_wait_ms"],
    }


def main(argv: list[str]) -> int:
    if argv[:1] == ["--window-probe"]:
        print(json.dumps(window_probe(float(argv[1]), argv[2])), flush=True)
        os._exit(0)  # a search may still be finishing its cancel check: do not wait for it
    for key, value in figures("--quick" in argv).items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
