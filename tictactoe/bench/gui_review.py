"""The review in the window (``tictactoe bench --sections review``): its time and the
event loop's longest stall while it runs.

Issue 43 asks that the window stay responsive while a review runs (the 5 ms probe of
:mod:`tictactoe.bench.gui`: a stall under 50 ms) and that a 60-move 15x15 game be
reviewed in at most 60 s at the default setting.  The probe opens the main window,
puts the 60-move game of :mod:`tictactoe.bench.review_speed` on it (a series of one
between two people, resigned, so the game-over screen offers Review), presses
Review and measures until the review is complete: the whole window works as it
does for a player (the graph, the marked move list and the accuracies grow with
each report).  The probe counts from the press of Review, the screen's first paint
included; before it, the same probe on the idle window for a second and a half
(the first 100 ms left out: the window's first paint) gives the machine's own
stalls (``idle_max_ms``: other work on a shared machine).  ``--quick`` reviews the
first 20 moves.  Each run is its own offscreen subprocess with throw-away settings.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time

from tictactoe.bench.probe import PROBE_INTERVAL_MS, probe_env, probe_window

TIMEOUT_S = 300.0
QUICK_MOVES = 20
IDLE_MS = 1500


def review_probe(moves: int) -> dict:
    """In this process: the window reviews the first ``moves`` moves of the 60-move game."""
    from PySide6.QtCore import QElapsedTimer, QTimer

    from tictactoe.bench.review_speed import GAME_60
    from tictactoe.game import Game
    from tictactoe.notation import parse_stored_moves

    app, window = probe_window()
    game = Game(15, 15, 5)
    for move in parse_stored_moves(GAME_60, game.rules)[:moves]:
        game.play(move)
    window.controller.load_game(game, {"X": "human", "O": "human"})
    window.controller.resign()
    desk = window.coach.review
    gaps: list[float] = []
    idle: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]
    started = [0.0]
    finished = [0.0]

    def tick() -> None:
        now = clock.nsecsElapsed()
        if desk.running():
            gaps.append((now - last[0]) / 1e6)
        elif not started[0]:
            idle.append((now - last[0]) / 1e6)
        elif not finished[0]:
            finished[0] = time.perf_counter()
            QTimer.singleShot(0, app.quit)
        last[0] = now

    def begin() -> None:
        started[0] = time.perf_counter()
        window.coach.open_review()

    probe = QTimer()
    probe.setInterval(PROBE_INTERVAL_MS)
    probe.timeout.connect(tick)
    probe.start()
    QTimer.singleShot(IDLE_MS, begin)  # the idle loop first: the machine's own stalls
    QTimer.singleShot(int(TIMEOUT_S * 1000), app.quit)
    app.exec()
    review = desk.review
    window.controller.shutdown()
    window.analyst.shutdown()
    gaps.sort()
    return {
        "moves": moves,
        "complete": bool(review is not None and review.complete),
        "review_s": round((finished[0] or time.perf_counter()) - started[0], 2),
        "max_ms": round(gaps[-1], 2) if gaps else 0.0,
        "p99_ms": round(gaps[int(len(gaps) * 0.99) - 1], 2) if len(gaps) > 1 else 0.0,
        "ticks": len(gaps),
        "idle_max_ms": round(max(idle[20:], default=0.0), 2),
    }


def window_review(moves: int) -> dict:
    with tempfile.TemporaryDirectory() as config:
        out = subprocess.run(
            [sys.executable, "-m", "tictactoe.bench.gui_review", "--probe", str(moves)],
            env=probe_env(config),
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S + 60,
        )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the review probe failed: {out.stderr.strip()[-500:]}")
    return json.loads(lines[-1])


def figures(quick: bool) -> dict:
    """The window's review of the game: its seconds, the event loop's longest gap and
    p99 meanwhile, and the idle window's longest gap (the machine's load)."""
    window = window_review(QUICK_MOVES if quick else 60)
    return {
        "window_review_s": window["review_s"],
        "window_complete": window["complete"],
        "window_stall_max_ms": window["max_ms"],
        "window_stall_p99_ms": window["p99_ms"],
        "window_idle_max_ms": window["idle_max_ms"],
    }


def main(argv: list[str]) -> int:
    if argv[:1] == ["--probe"]:
        print(json.dumps(review_probe(int(argv[1]))), flush=True)
        os._exit(0)  # a search may still be finishing its cancel check: do not wait for it
    print(json.dumps(window_review(QUICK_MOVES if "--quick" in argv else 60)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
