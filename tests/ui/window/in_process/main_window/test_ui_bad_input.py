"""Bad input on the GUI side and on `tictactoe play`: each is a regression test.

- an AI that raises BaseException, or ignores its cancel flag: "Move now" and the
  watchdog recover the game and the player is told;
- Open never freezes the window: pipes and huge files are refused before reading,
  and a slow read happens on a thread;
- a player that cannot play the board (classic on 5x5) is refused up front;
- `play --games 0 / 21`, `--delay 2147483648 / -5`: one line on stderr, exit 2;
- a quiet terminal: Qt's multimedia chatter only with --verbose.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QSettings, QTimer

from tests.ui.ui_helpers import click, make_window
from tictactoe.ai import Analysis, Option
from tictactoe.game import Rules
from tictactoe.players import AIPlayer, make_player
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.window import files


class Raising(AIPlayer):
    def __init__(self, error: BaseException) -> None:
        super().__init__("raising", "Raising")
        self.error = error

    def select(self, game, cancel):
        raise self.error


class Deaf(AIPlayer):
    """Thinks until released and never looks at its cancel flag."""

    def __init__(self, release: threading.Event) -> None:
        super().__init__("deaf", "Deaf")
        self.release = release

    def select(self, game, cancel):
        self.release.wait(30)
        return game.legal_moves()[0]


class _Custom(BaseException):
    pass


@pytest.mark.parametrize(
    "error", [SystemExit(3), KeyboardInterrupt(), _Custom("odd"), RecursionError("deep")]
)
def test_an_ai_that_raises_anything_never_leaves_the_game_thinking(qtbot, tmp_path, error):
    window = make_window(
        qtbot,
        tmp_path,
        factory=lambda spec: Raising(error) if spec == "raising" else make_player(spec),
    )
    assert window.start(MatchSettings("raising", "human"))
    c = window.controller
    qtbot.waitUntil(lambda: len(c.game.moves) == 1, timeout=5000)
    assert not c.play_view().thinking and c.play_view().human_turn
    text = window.game_screen.message.text()
    assert f"Raising raised {type(error).__name__}" in text and "its quick move" in text


def test_move_now_recovers_an_ai_that_ignores_its_cancel_flag(qtbot, tmp_path):
    release = threading.Event()
    window = make_window(
        qtbot, tmp_path, factory=lambda spec: Deaf(release) if spec == "deaf" else make_player(spec)
    )
    window.controller.computer.set_watchdog(60.0, grace_s=0.3)
    assert window.start(MatchSettings("deaf", "human"))
    c = window.controller
    qtbot.wait(100)
    assert c.play_view().thinking and c.game.moves == []
    click(qtbot, window.game_screen.move_now_button)
    qtbot.waitUntil(lambda: len(c.game.moves) == 1, timeout=5000)
    assert not c.play_view().thinking and c.play_view().human_turn
    assert "did not answer" in window.game_screen.message.text()
    release.set()  # the deaf thread answers late: its answer is dropped
    qtbot.wait(100)
    assert len(c.game.moves) == 1


class DeafAfterReporting(AIPlayer):
    """Reports one depth whose best is a corner, then thinks until released, deaf."""

    reports_progress = True

    def __init__(self, release: threading.Event) -> None:
        super().__init__("deaf", "Deaf")
        self.release = release

    def select(self, game, cancel, on_progress=None):
        on_progress(
            Analysis((0, 0), (Option((0, 0), 0),), exact=False, nodes=1, time_s=0.0, depth=1)
        )
        self.release.wait(30)
        return (2, 2)


def _stuck(qtbot, tmp_path, player):
    """A window whose computer (X) is ``player``, once the watchdog has moved for it."""
    window = make_window(
        qtbot, tmp_path, factory=lambda spec: player if spec == "deaf" else make_player(spec)
    )
    window.controller.computer.set_watchdog(0.3, grace_s=0.3)
    assert window.start(MatchSettings("deaf", "human"))
    qtbot.waitUntil(lambda: len(window.controller.game.moves) == 1, timeout=5000)
    player.release.set()
    return window


def test_a_stuck_ai_plays_its_last_depth_s_best_as_the_brain_would(qtbot, tmp_path):
    """The window and the brain share one fallback policy: a search given up plays the
    best move of its last report (the window played the quick move, the centre)."""
    window = _stuck(qtbot, tmp_path, DeafAfterReporting(threading.Event()))
    assert window.controller.game.moves == [(0, 0)]
    assert "Deaf did not answer" in window.game_screen.message.text()
    assert "A1 was played for it (its last depth move)" in window.game_screen.message.text()


def test_the_watchdog_recovers_a_stuck_ai_by_itself(qtbot, tmp_path):
    window = _stuck(qtbot, tmp_path, Deaf(threading.Event()))
    assert "Deaf did not answer" in window.game_screen.message.text()


def test_the_watchdog_leaves_a_search_that_answers_alone(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=400)
    window.controller.computer.set_watchdog(0.2, grace_s=0.1)
    assert window.start(MatchSettings("random", "human"))  # answers at once, shown after 0.4 s
    c = window.controller
    qtbot.waitUntil(lambda: len(c.game.moves) == 1, timeout=5000)
    assert "failed" not in window.game_screen.message.text()


# -- Open never freezes the window ---------------------------------------------------------


def _ticks_during(qtbot, seconds: float) -> int:
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.wait(int(seconds * 1000))
    timer.stop()
    return len(ticks)


def test_opening_a_fifo_is_refused_at_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = []
    window.notify = lambda title, text, warning=False: said.append(text)
    fifo = tmp_path / "game.ttt"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert "named pipe" in window.files.open_path(str(fifo))
    assert time.monotonic() - started < 1.0
    window.files.open_in_background(str(fifo))
    qtbot.waitUntil(lambda: len(said) == 2, timeout=3000)
    assert "named pipe" in said[1] and window.controller.state is State.MENU


def test_opening_a_huge_file_is_refused_without_reading_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = []
    window.notify = lambda title, text, warning=False: said.append(text)
    huge = tmp_path / "huge.ttt"
    with open(huge, "wb") as handle:
        handle.truncate(5_000_000_000)  # sparse: 5 GB that take no disk
    started = time.monotonic()
    assert "too large" in window.files.open_path(str(huge))
    assert time.monotonic() - started < 1.0 and "huge.ttt" in said[0]


def test_a_slow_open_happens_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    path = tmp_path / "slow.txt"
    path.write_text("k=3\nX..\n.O.\n...\n")
    real = files.load_game

    def slow(p):
        time.sleep(0.8)  # a network share
        return real(p)

    monkeypatch.setattr(files, "load_game", slow)
    window.files.open_in_background(str(path))
    assert "Opening slow.txt" in window.menu_screen.note.text()
    assert _ticks_during(qtbot, 0.5) >= 20  # the event loop ran meanwhile (10 ms timer)
    qtbot.waitUntil(lambda: window.controller.state is State.PLAYING, timeout=5000)
    assert window.controller.game.rows() == ["X..", ".O.", "..."]


def test_only_the_newest_open_counts(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("k=3\nX..\n...\n...\n")
    second.write_text("k=4\n....\n....\n....\n....\n")
    real = files.load_game
    monkeypatch.setattr(
        files, "load_game", lambda p: (time.sleep(0.5 if p == str(first) else 0.0), real(p))[1]
    )
    window.files.open_in_background(str(first))
    window.files.open_in_background(str(second))
    qtbot.wait(900)
    assert window.controller.game.rules == Rules(4, 4, 4)


# -- players that cannot play the board ------------------------------------------------------


def test_classic_on_5x5_from_saved_settings_is_refused_up_front(qtbot, tmp_path):
    q = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    SettingsStore(q).save_match(MatchSettings("classic", "human", Rules(5, 5, 4)))
    q.sync()
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    assert not menu.play_button.isEnabled()
    assert "Player 1" in menu.feedback.text() and "3x3" in menu.feedback.text()
    assert not window.start(MatchSettings("classic", "human", Rules(5, 5, 4)))
    assert "3x3" in menu.feedback.text() and window.controller.state is State.MENU


# -- the play command ----------------------------------------------------------------------

BAD_PLAY = [
    (["--games", "0"], "--games must be from 1 to 20, not 0"),
    (["--games", "21"], "--games must be from 1 to 20, not 21"),
    (["--games", "x"], "--games must be a whole number, not 'x'"),
    (["--delay", "2147483648"], "--delay must be from 0 to 10000, not 2147483648"),
    (["--delay", "-5"], "--delay must be from 0 to 10000, not -5"),
    (["--delay", "9" * 5000], "--delay must be from 0 to 10000, not 99999999999999999999..."),
    (["--x", "classic", "--board", "5x5"], "--x classic"),
    (["--k", "0"], "--k must be from 1"),
]


def test_bad_play_options_are_one_line_on_stderr_and_status_2():
    script = textwrap.dedent("""
        import contextlib, io, json, sys
        from tictactoe.cli import main
        out = []
        for args in json.loads(sys.argv[1]):
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                code = main(["play", *args])
            out.append([code, err.getvalue()])
        print(json.dumps([out, "PySide6" in sys.modules]))
    """)
    import json

    run = subprocess.run(
        [sys.executable, "-c", script, json.dumps([a for a, _ in BAD_PLAY])],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    results, qt_loaded = json.loads(run.stdout)
    assert not qt_loaded  # no window opened (Qt never imported)
    for (args, said), (code, err) in zip(BAD_PLAY, results):
        lines = err.strip().splitlines()
        assert code == 2 and len(lines) == 1, (args, code, err)
        assert said in lines[0] and lines[0].startswith("tictactoe play: "), (args, lines)


# -- a quiet terminal ------------------------------------------------------------------------

QUIET = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer, qWarning
    from tictactoe.ui.window.app import LaunchOptions, run

    def on_window(window):
        window.sound.set_muted(False)
        QTimer.singleShot(50, window.sound.warning)
        QTimer.singleShot(300, window.sound.warning)
        unsupported = "QSoundEffect: playback of this format is not supported"
        QTimer.singleShot(400, lambda: qWarning(unsupported))
        QTimer.singleShot(450, lambda: qWarning("an ordinary warning"))
        QTimer.singleShot(900, window.close)

    raise SystemExit(run(LaunchOptions(on_window=on_window, verbose=sys.argv[1] == "1")))
""")


def test_the_terminal_stays_quiet_unless_verbose(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    quiet = subprocess.run(
        [sys.executable, "-c", QUIET, "0"], capture_output=True, text=True, timeout=60, env=env
    )
    assert quiet.returncode == 0, quiet.stderr[-2000:]
    assert "an ordinary warning" in quiet.stderr  # other messages still reach the terminal
    for noise in ("QSoundEffect", "qt.multimedia", "PulseAudio"):
        assert noise not in quiet.stderr
    loud = subprocess.run(
        [sys.executable, "-c", QUIET, "1"], capture_output=True, text=True, timeout=60, env=env
    )
    assert loud.returncode == 0 and "QSoundEffect: playback" in loud.stderr
