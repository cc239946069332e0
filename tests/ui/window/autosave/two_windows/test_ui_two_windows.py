"""Two windows on one data folder (issue 40): every unfinished game and series is kept until
its player ends it, whichever window quits first.  Real processes: A plays 3 games of a
series of 5 and quits (before B starts, or while B plays); B plays a series of its own to
its end, which retires B's autosave only; a third start lists A's series and resumes it.
The single autosave of before lost A's series here: B wrote over it and removed it."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("PySide6")

WINDOW = textwrap.dedent("""
    import os, sys
    from PySide6.QtCore import QTimer
    from tictactoe.game import Rules
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.window.app import LaunchOptions, run

    role, folder = sys.argv[1], sys.argv[2]
    X_WINS = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]

    def play_games(window, count):
        c = window.controller
        for n in range(count):
            if n:
                c.play_again()
            for move in X_WINS:
                c.click_cell(*move)

    def on_window(window):
        c, keeper = window.controller, window.controller.keeper
        def script():
            print("choices", [f"{len(k.snapshot.series.results)} of {k.snapshot.series.games}"
                              for k in keeper.choices()], flush=True)
            if role == "A":
                assert window.start(MatchSettings("human", "human", Rules(), games=5))
                play_games(window, 3)
                c.play_again()                        # game 4 on the board, unplayed
                print("A played", c.series.results, flush=True)
                wait_for("quit-A")
            elif role == "B":
                # (the question the single autosave asked here, answered yes)
                assert window.start(MatchSettings("human", "human", Rules(4, 4, 3), games=2),
                                    ask=False)
                play_games(window, 2)
                print("B finished", c.series.is_finished(), flush=True)
                window.close()
            else:
                assert window.kept.resume()
                print("C resumed", c.series.games, c.series.results,
                      len(c.game.moves), flush=True)
                window.close()
        def wait_for(name):
            path = os.path.join(folder, name)
            def poll():
                if os.path.exists(path):
                    window.close()
                else:
                    QTimer.singleShot(50, poll)
            poll()
        QTimer.singleShot(0, script)

    raise SystemExit(run(LaunchOptions(on_window=on_window, quit_after_ms=60000)))
""")


def _window(env: dict[str, str], tmp_path, role: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", WINDOW, role, str(tmp_path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _line(process: subprocess.Popen, prefix: str) -> str:
    for line in process.stdout:
        if line.startswith(prefix):
            return line.strip()
    raise AssertionError(f"no {prefix!r} line: {process.stderr.read()[-2000:]}")


def _done(process: subprocess.Popen) -> str:
    """The rest of its output, once it has quit (read through the same buffered stream as
    ``_line``: ``communicate`` reads the pipe itself and would miss what is buffered)."""
    out, err = process.stdout.read(), process.stderr.read()  # each window quits within 60 s
    assert process.wait(timeout=60) == 0, err[-2000:]
    return out


@pytest.mark.parametrize("a_quits_first", [True, False])
def test_a_series_left_unfinished_survives_another_window(tmp_path, a_quits_first, app_env):
    a = _window(app_env, tmp_path, "A")
    try:
        assert _line(a, "choices") == "choices []"
        assert _line(a, "A played") == "A played (1, 1, 1)"
        if a_quits_first:
            (tmp_path / "quit-A").touch()
            _done(a)
        b = _window(app_env, tmp_path, "B")
        try:
            seen = _line(b, "choices")  # A's series: listed once A has quit, never taken
            assert seen == ("choices ['3 of 5']" if a_quits_first else "choices []")
            assert "B finished True" in _done(b)
        finally:
            b.kill()
        if not a_quits_first:
            (tmp_path / "quit-A").touch()
            _done(a)
    finally:
        a.kill()
    c = _window(app_env, tmp_path, "C")
    try:
        assert _line(c, "choices") == "choices ['3 of 5']"
        assert "C resumed 5 (1, 1, 1) 0" in _done(c)
    finally:
        c.kill()
