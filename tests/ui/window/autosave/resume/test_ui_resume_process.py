"""The autosave for real: processes killed with SIGKILL and SIGTERM, and Ctrl+C.

A first process plays AI vs AI and prints every move with the time it was on the
board; it is killed with SIGKILL in the middle of the game.  A second process
starts, resumes, and must hold every move that was on the board 0.2 s before the
kill, in order; then the AI picks up and the game goes on.  (A game from the command line
beside a kept one: test_ui_resume_offered.py.)
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

pytest.importorskip("PySide6")

PLAY = textwrap.dedent("""
    import sys, threading, time
    from tictactoe.game import Rules
    from tictactoe.storage.autosave import AutosaveStore
    from tictactoe.ui.window.app import LaunchOptions, run
    from tictactoe.ui.play.series import MatchSettings

    said = threading.Lock()

    def say(line):  # whole lines: the GUI thread and the autosave's thread both speak
        # (print writes the text and its newline apart, and two threads' lines interleaved)
        with said:
            sys.stdout.write(line + "\\n")
            sys.stdout.flush()

    plain_write = AutosaveStore.write

    def write(store, snapshot):  # each write said when it is on disk, and how long it took
        started = time.monotonic()
        plain_write(store, snapshot)
        done = time.monotonic()
        say(f"wrote {done:.6f} {done - started:.6f} {len(snapshot.game.moves)}")

    AutosaveStore.write = write

    def on_window(window):
        c = window.controller
        c.changed.connect(lambda change: change.move is None or say(
            f"move {time.monotonic():.6f} {change.move[0]} {change.move[1]} "
            f"{len(c.game.moves)}"))

    settings = MatchSettings("random", "random", Rules(15, 15, 5), games=int(sys.argv[1]))
    code = run(LaunchOptions(match=settings, ai_delay_ms=int(sys.argv[2]), on_window=on_window,
                             quit_after_ms=60000))
    say(f"exited {code}")
    raise SystemExit(code)
""")

RESUME = textwrap.dedent("""
    import sys
    from tictactoe.ui.window.app import LaunchOptions, run

    def on_window(window):
        c = window.controller
        if not window.kept.resume():
            print("nothing to resume", flush=True)
            raise SystemExit(3)
        # (at once, before the event loop runs: the AI may move as soon as it does)
        print("resumed", " ".join(f"{x},{y}" for x, y in c.game.moves), flush=True)
        print("series", c.series.games, c.series.results, flush=True)
        def moved(change):
            if change.move is not None:
                print("continued", len(c.game.moves), flush=True)
                window.close()
        c.changed.connect(moved)

    raise SystemExit(run(LaunchOptions(ai_delay_ms=0, on_window=on_window, quit_after_ms=20000)))
""")


def _parse(line: str) -> tuple[float, tuple[int, int]] | None:
    if not line.startswith("move "):
        return None
    _, t, x, y, _n = line.split()
    return float(t), (int(x), int(y))


def _writes(lines: list[str]) -> list[tuple[float, float, int]]:
    """The autosave's writes the game process reported: (on disk at, seconds, moves)."""
    writes = []
    for line in lines:
        if line.startswith("wrote "):
            _, done, seconds, count = line.split()
            writes.append((float(done), float(seconds), int(count)))
    return writes


def _moves_until(process, count: int, timeout: float = 60.0) -> list[tuple[float, tuple[int, int]]]:
    """Read the game's output until ``count`` moves were played."""
    moves = []
    deadline = time.monotonic() + timeout
    while len(moves) < count:
        assert time.monotonic() < deadline, "the game did not get going"
        line = process.stdout.readline()
        assert line, f"the game process ended early: {process.stderr.read()[-2000:]}"
        process.lines.append(line)
        parsed = _parse(line)
        if parsed:
            moves.append(parsed)
    return moves


def _resume(env: dict[str, str]) -> tuple[list[tuple[int, int]], str]:
    out = subprocess.run(
        [sys.executable, "-c", RESUME],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    resumed = next(line for line in out.stdout.splitlines() if line.startswith("resumed"))
    moves = [tuple(int(v) for v in m.split(",")) for m in resumed.split()[1:]]
    return moves, out.stdout  # type: ignore[return-value]  # pairs read back


def _play_then_stop(env: dict[str, str], how: int, moves_first: int = 12, pause: float = 0.37):
    """Start an AI-vs-AI game, let ``moves_first`` moves happen, wait ``pause``, send
    signal ``how``; returns (timed moves, stop time, exit status, stderr, the autosave's
    writes as :func:`_writes` reads them)."""
    game = subprocess.Popen(
        [sys.executable, "-c", PLAY, "3", "40"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    game.lines = []  # type: ignore[attr-defined]  # every line read, for the writes
    try:
        moves = _moves_until(game, moves_first)
        time.sleep(pause)  # somewhere between two moves, 40 ms apart
        stopped_at = time.monotonic()
        game.send_signal(how)
        game.wait(timeout=30)
        rest, err = game.stdout.read(), game.stderr.read()  # (read(), not communicate(): it
        # would drop what readline() has buffered already)
    finally:
        if game.poll() is None:
            game.kill()
    moves += [m for m in map(_parse, rest.splitlines()) if m]
    return moves, stopped_at, game.returncode, err, _writes(game.lines + rest.splitlines())


def test_sigkill_mid_game_then_resume_keeps_every_move_older_than_0_2_s(tmp_path, app_env):
    moves, killed_at, status, _, writes = _play_then_stop(app_env, signal.SIGKILL)
    assert status == -signal.SIGKILL
    resumed, stdout = _resume(app_env)
    # every write that was on disk before the kill survives it
    on_disk = [count for done, _, count in writes if done <= killed_at]
    assert on_disk and len(resumed) >= max(on_disk), (on_disk, len(resumed))
    # and a move is on disk 0.2 s after it is played, unless the disk itself is slower: a
    # move waits at most for the write under way and its own (two writes, each two
    # fsyncs; a few ms on a quiet machine, 0.3 s and more with another suite's files
    # being synced beside it, when 6 of 16 such moves were not yet on disk)
    slowest = max(seconds for _, seconds, _ in writes)
    required = [m for t, m in moves if t <= killed_at - max(0.2, 2 * slowest + 0.05)]
    assert required  # (12 or more where the writes are quick)
    assert resumed[: len(required)] == required, (len(required), len(resumed), slowest)
    played = [m for _, m in moves]
    # nothing else: the resumed game is what was played (at most the move being printed more)
    assert resumed == played[: len(resumed)] or resumed[:-1] == played
    assert "series 3 ()" in stdout  # the series came back too: 3 games, none over
    assert "continued" in stdout  # and the AI picked up where it was


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_sigterm_and_ctrl_c_quit_cleanly_with_every_move_kept(tmp_path, how, app_env):
    moves, _, status, err, _ = _play_then_stop(app_env, how, moves_first=6, pause=0.1)
    assert status == 128 + how, err[-2000:]  # quit by itself, not killed by the signal
    assert "Traceback" not in err and "exited" not in err
    resumed, _ = _resume(app_env)
    assert resumed == [m for _, m in moves]  # a clean quit writes everything first


def test_a_quit_signal_closes_the_window_from_the_event_loop_not_in_the_middle_of_code(qtbot):
    """Python runs a signal handler between any two bytecodes of the GUI thread.  The
    window used to close right there: once between ``AIRunner.start`` registering its
    search thread and starting it, whose shutdown then joined a thread not started
    ("cannot join thread before it is started", the SIGTERM test above, under load)."""
    from tictactoe.ui.window.interrupts import SignalWaker

    closed: list[int] = []
    waker = SignalWaker(closed.append)
    try:
        os.kill(os.getpid(), signal.SIGTERM)  # Python runs the handler at once, on this thread
        busy = sum(range(10000))  # code of the GUI thread, mid-way
        assert busy and waker.received == signal.SIGTERM and closed == []
        qtbot.waitUntil(lambda: closed == [signal.SIGTERM], timeout=5000)
    finally:
        waker.close()
