"""The app as a process: quitting mid-search, the smoke start, the play command's options."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("PySide6")


def _env(tmp_path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["XDG_CONFIG_HOME"] = str(tmp_path)  # never touch the real settings
    return env


QUIT_SCRIPT = textwrap.dedent("""
    import sys, time
    from tictactoe.game import Rules
    from tictactoe.players import AIPlayer, make_player
    from tictactoe.ui.app import LaunchOptions, run
    from tictactoe.ui.series import MatchSettings

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
def test_quitting_mid_search_exits_at_once_with_code_0(tmp_path, spec):
    out = subprocess.run([sys.executable, "-c", QUIT_SCRIPT, spec], env=_env(tmp_path),
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "Fatal Python error" not in out.stderr
    assert "exited 0" in out.stdout or spec == "stubborn"  # os._exit skips the print


def test_smoke_start_paints_and_quits(tmp_path):
    out = subprocess.run([sys.executable, "-m", "tictactoe", "play", "--smoke"], env=_env(tmp_path),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "smoke: ok" in out.stdout


def test_play_straight_into_a_game_and_bad_options(tmp_path):
    script = textwrap.dedent("""
        import sys
        from tictactoe.cli import main
        codes = [main(["play", "--board", "3y3"]), main(["play", "--board", "4x4", "--k", "9"]),
                 main(["play", "--x", "nobody"]), main(["play", "--games", "21", "--x", "human"])]
        print(codes, "PySide6" in sys.modules)
    """)
    out = subprocess.run([sys.executable, "-c", script], env=_env(tmp_path), capture_output=True,
                         text=True, timeout=60)
    assert out.stdout.strip() == "[2, 2, 2, 2] False"  # clear errors, and Qt never imported
    assert "--board must look like WxH" in out.stderr
    assert "k (marks in a row to win)" in out.stderr
    assert "unknown player 'nobody'" in out.stderr
    run = subprocess.run([sys.executable, "-m", "tictactoe", "play", "--x", "random", "--o", "random",
                          "--board", "20x20", "--k", "5", "--delay", "0", "--smoke"],
                         env=_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "smoke: ok" in run.stdout, run.stderr[-2000:]


def test_many_void_calls_and_signals_do_not_free_none_or_bools(tmp_path):
    """PySide6 6.12 on Python 3.11 drops references to None/True/False; tictactoe.ui guards it."""
    script = textwrap.dedent("""
        import tictactoe.ui
        from PySide6.QtCore import QObject, Signal
        from PySide6.QtWidgets import QApplication, QWidget
        app = QApplication([])
        class O(QObject):
            s = Signal(bool)
        o, w = O(), QWidget()
        for _ in range(20000):
            w.update(); o.s.emit(True); o.s.emit(False)
        print("alive")
    """)
    out = subprocess.run([sys.executable, "-c", script], env=_env(tmp_path), capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and "alive" in out.stdout, out.stderr[-1000:]
