"""The app as a process: quitting mid-search, the smoke start, the play command's options."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("PySide6")


QUIT_SCRIPT = textwrap.dedent("""
    import sys, time
    from tictactoe.game import Rules
    from tictactoe.players import AIPlayer, make_player
    from tictactoe.ui.window.app import LaunchOptions, run
    from tictactoe.ui.play.series import MatchSettings

    class Stubborn(AIPlayer):
        # thinks forever and ignores its cancel flag: the worst case for quitting
        def select(self, game, cancel):
            while True:
                sum(range(1000))

    def factory(spec):
        return Stubborn("stubborn", "Stubborn") if spec == "stubborn" else make_player(spec)

    spec = sys.argv[1]
    options = LaunchOptions(match=MatchSettings(spec, spec, Rules(20, 20, 5)), ai_delay_ms=0,
                            quit_after_ms=800, player_factory=factory)
    code = run(options)
    print("exited", code, flush=True)
    raise SystemExit(code)
""")


@pytest.mark.parametrize("spec", ["hard", "stubborn"])
def test_quitting_mid_search_exits_at_once_with_code_0(tmp_path, spec, app_env):
    out = subprocess.run(
        [sys.executable, "-c", QUIT_SCRIPT, spec],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "Fatal Python error" not in out.stderr
    assert "exited 0" in out.stdout or spec == "stubborn"  # os._exit skips the print


def test_smoke_start_paints_and_quits(tmp_path, app_env):
    out = subprocess.run(
        [sys.executable, "-m", "tictactoe", "play", "--smoke"],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "smoke: ok" in out.stdout


def test_quit_when_over_plays_the_series_to_its_end_in_the_window(tmp_path, app_env):
    """Two whole games of perfect players in the real window (the next one started by
    itself), each result printed, then the app quits by itself: what the bundle's test
    runs to see a game played to the end."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "play",
            "--x",
            "hard",
            "--o",
            "hard",
            "--board",
            "3x3",
            "--delay",
            "0",
            "--games",
            "2",
            "--alternate",
            "--quit-when-over",
        ],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    lines = out.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == ["game 1 of 2", "game 2 of 2"], out.stdout
    assert all(line.split(": ", 1)[1].startswith("A draw") for line in lines), out.stdout


def test_play_straight_into_a_game_and_bad_options(tmp_path, app_env):
    script = textwrap.dedent("""
        import sys
        from tictactoe.cli import main
        codes = [main(["play", "--board", "3y3"]), main(["play", "--board", "4x4", "--k", "9"]),
                 main(["play", "--x", "nobody"]), main(["play", "--games", "21", "--x", "human"])]
        print(codes, "PySide6" in sys.modules)
    """)
    out = subprocess.run(
        [sys.executable, "-c", script],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.stdout.strip() == "[2, 2, 2, 2] False"  # clear errors, and Qt never imported
    assert "--board must look like WxH" in out.stderr
    assert "k (marks in a row to win)" in out.stderr
    assert "unknown player 'nobody'" in out.stderr
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "play",
            "--x",
            "random",
            "--o",
            "random",
            "--board",
            "20x20",
            "--k",
            "5",
            "--delay",
            "0",
            "--smoke",
        ],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0 and "smoke: ok" in run.stdout, run.stderr[-2000:]


def test_the_pinned_pyside6_keeps_none_and_bools_counted(tmp_path, app_env):
    """PySide6 6.12.0 drops a reference to None on every void call and to True on every
    emit() on Python < 3.12, and the app aborts ("none_dealloc"); 6.11.3 (pinned) does
    not.  This catches a bump back to a leaking version.  (Python 3.12+ makes the counts
    immortal, so the test only means something before 3.12.)"""
    script = textwrap.dedent("""
        import sys
        from PySide6.QtCore import QObject, Signal
        from PySide6.QtGui import QPainter, QPixmap
        from PySide6.QtWidgets import QApplication, QWidget
        app = QApplication([])
        class O(QObject):
            s = Signal(bool)
        o, w, pixmap = O(), QWidget(), QPixmap(4, 4)
        painter = QPainter(pixmap)
        before = [sys.getrefcount(x) for x in (None, True, False)]
        for _ in range(2000):
            w.update(); painter.save(); painter.restore(); o.s.emit(True); o.s.emit(False)
        after = [sys.getrefcount(x) for x in (None, True, False)]
        painter.end()
        print(*[a - b for a, b in zip(after, before)])
    """)
    out = subprocess.run(
        [sys.executable, "-c", script],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr[-1000:]
    drift = [int(d) for d in out.stdout.split()]
    assert len(drift) == 3 and all(abs(d) < 50 for d in drift), drift
