"""Ctrl+C and SIGTERM end the game at once, with the unfinished game kept, whatever is
on the screen: a modal dialog runs a nested event loop, and the signal must get
through it too (a logout or a ``kill`` never hangs the game).

Real processes and real signals.  Each test keeps a game first (as an earlier run
would have), starts ``tictactoe play`` through the same ``cli.main`` as
``python -m tictactoe``, waits for the line the process prints once the window or a
dialog is up, sends the signal, and checks the exit status and the kept game.
"""

from __future__ import annotations

import queue
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from tictactoe.game import Game, Rules
from tictactoe.storage import AutosaveStore, SeriesState, Snapshot, data_dir

EXIT_WITHIN_S = 5.0
KEPT_MOVES = [(7, 7), (8, 8), (6, 6)]

# The test's `tictactoe play`: `cli.main`, plus a watcher that prints "up ..." once
# the window or a modal dialog shows, then (with an action) opens a dialog and
# prints "modal ..." once it is up.  The watcher stops ticking before the signal
# is sent: a Python timer ticking in the nested loop would give the interpreter
# control by itself and hide a missing wake-up.
PLAY = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from tictactoe.cli import main
    from tictactoe.ui.window.app import application
    from tictactoe.ui.window.main_window import MainWindow

    ACTIONS = {
        "question": lambda w: (w.kept.resume(), w.controller.go_to_menu(),   # the window's own
                               w.menu_screen.play_button.clicked.emit()),
        "warning": lambda w: w.files.open_path("no-such-game.ttt"),
        "file": lambda w: w.files.add_engine(),
        "reset": lambda w: (w.show_statistics(), w.reset_statistics()),
        "play-from": lambda w: (w.kept.resume(), w.analyst.play_from(0)),
    }
    action = ACTIONS.get(sys.argv[1])
    stage = {"up": False}

    def describe(modal):
        if modal is None:
            return "none"
        text = getattr(modal, "text", lambda: "")()
        return f"{modal.windowTitle()!r} {text!r}"

    def watch():
        modal = QApplication.activeModalWidget()
        window = next((w for w in QApplication.topLevelWidgets()
                       if isinstance(w, MainWindow) and w.isVisible()), None)
        if not stage["up"]:
            if modal is None and window is None:
                return
            stage["up"] = True
            print(f"up window={window is not None} modal={describe(modal)}", flush=True)
            if action is None or window is None:
                timer.stop()
            else:
                QTimer.singleShot(0, lambda: action(window))
            return
        if modal is not None:
            print(f"modal {describe(modal)}", flush=True)
            timer.stop()

    application()
    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(50)
    raise SystemExit(main(sys.argv[2:]))
""")


@pytest.fixture
def kept(tmp_path, monkeypatch) -> AutosaveStore:
    """A game kept by an earlier run: 15x15, three moves, game 1 of a series of 3,
    the person (O) to move: resumed, it waits for them."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    store = AutosaveStore(data_dir())
    game = Game.for_rules(Rules(15, 15, 5))
    for move in KEPT_MOVES:
        game.play(move)
    store.write(
        Snapshot(game, {"X": "random", "O": "human"}, SeriesState("random", "human", games=3))
    )
    return store


def _start(env: dict[str, str], action: str, *args: str) -> tuple[subprocess.Popen, queue.Queue]:
    """The game process, and its stdout's lines as they come (None at the end)."""
    process = subprocess.Popen(
        [sys.executable, "-c", PLAY, action, "play", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue = queue.Queue()

    def read() -> None:
        for line in process.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    return process, lines


def _line(process: subprocess.Popen, lines: queue.Queue, prefix: str, timeout: float = 60.0) -> str:
    deadline = time.monotonic() + timeout
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise AssertionError(f"no {prefix!r} line from the game in {timeout} s") from None
        assert line is not None, f"the game ended early: {process.stderr.read()[-2000:]}"
        if line.startswith(prefix):
            return line.strip()


def _signal_and_wait(process: subprocess.Popen, how: int) -> tuple[int, str]:
    """Send ``how``; the exit status and stderr.  Fails if the game is still running
    EXIT_WITHIN_S after it."""
    process.send_signal(how)
    try:
        process.wait(timeout=EXIT_WITHIN_S)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        pytest.fail(f"still running {EXIT_WITHIN_S} s after {signal.Signals(how).name}")
    return process.returncode, process.stderr.read()


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_ends_a_game_started_with_settings_while_one_is_kept(tmp_path, kept, how, app_env):
    """`tictactoe play --x hard --o hard --board 20x20` with a game kept: the window
    opens (the choice is on it, no dialog in front), and Ctrl+C or SIGTERM quits it
    with the conventional status, the kept game untouched."""
    game, lines = _start(app_env, "none", "--x", "hard", "--o", "hard", "--board", "20x20")
    try:
        up = _line(game, lines, "up ")
        status, err = _signal_and_wait(game, how)
    finally:
        if game.poll() is None:
            game.kill()
    assert status == 128 + how, err[-2000:]
    assert "Traceback" not in err, err[-2000:]
    assert up == "up window=True modal=none"
    assert kept.read().game.moves == KEPT_MOVES


@pytest.mark.parametrize(
    "action,how,shown",
    [
        ("question", signal.SIGINT, "'Start a new game'"),
        ("warning", signal.SIGTERM, "'Open game' 'Could not open"),
        ("file", signal.SIGINT, "'Add engine (a Gomocup pbrain program)'"),
        ("reset", signal.SIGTERM, "'Reset statistics' 'Forget every game"),
        ("play-from", signal.SIGINT, "'Play from here'"),
    ],
)
def test_a_signal_gets_through_a_modal_dialog(tmp_path, kept, action, how, shown, app_env):
    game, lines = _start(app_env, action)
    try:
        assert _line(game, lines, "up ") == "up window=True modal=none"
        modal = _line(game, lines, "modal ")
        status, err = _signal_and_wait(game, how)
    finally:
        if game.poll() is None:
            game.kill()
    assert modal.startswith(f"modal {shown}"), modal
    assert status == 128 + how, err[-2000:]
    assert "Traceback" not in err, err[-2000:]
    assert kept.read().game.moves == KEPT_MOVES


@pytest.mark.parametrize(
    "open_dialog,dismissed",
    [
        (lambda w: w.confirm("Reset statistics", "Forget every game in the statistics?"), False),
        (lambda w: QFileDialog.getOpenFileName(w, "Open game", "", "All files (*)")[0], ""),
    ],
)
def test_a_dismissed_dialog_answers_no_or_cancel(qtbot, tmp_path, open_dialog, dismissed):
    """What a signal does to a dialog: rejected, its caller sees "no" (the kept game is
    not replaced) or an empty file name."""
    pytest.importorskip("pytestqt")
    from tests.ui.ui_helpers import make_window
    from tictactoe.ui.window.interrupts import close_modal_dialogs

    window = make_window(qtbot, tmp_path)
    seen = []

    def dismiss() -> None:
        seen.append(QApplication.activeModalWidget())
        seen.append(close_modal_dialogs())

    QTimer.singleShot(200, dismiss)
    assert open_dialog(window) == dismissed
    assert seen[0] is not None and seen[1] == 1
    assert QApplication.activeModalWidget() is None
