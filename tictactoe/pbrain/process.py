"""An external engine's process: launch, send lines, read lines against a deadline, reap.

:class:`EngineProcess` owns one subprocess and two reader threads (stdout and
stderr).  The stdout thread splits what the engine writes into lines (CR LF,
LF or CR, as the protocol allows) and queues them with their arrival time, so
the caller waits on a queue with a timeout, which is the watchdog: nothing
ever blocks on the engine's pipe.  The stderr thread keeps the last lines, to
say why an engine died.

The engine runs in a session of its own, so that a kill reaches whatever it
started too (a shell wrapper and its child); :meth:`close` sends ``END``, gives
the engine :data:`END_GRACE_S` to leave, kills it if it lingers, reaps it
(no zombie) and joins both threads (no leaked thread).  A process that is
dropped without :meth:`close` is killed and reaped by a finalizer.
"""

from __future__ import annotations

import collections
import enum
import os
import queue
import re
import signal
import subprocess
import threading
import time
import weakref
from typing import IO, TYPE_CHECKING

from tictactoe.pbrain.protocol import MAX_LINE
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tictactoe.ai import Cancel  # for the annotation only: the engine is not imported

END_GRACE_S = 1.0  # how long an engine may take to leave after END
POLL_S = 0.05  # how often a wait looks at its cancel flag
# a line goes to the engine no sooner than this after the last line read from it: some
# engines (Rapfi) still count themselves as thinking for a moment after they answer and
# drop a command that comes then (a lost BOARD: its stones read as unknown commands)
SETTLE_S = 0.03
STDERR_LINES = 8  # how many of the engine's last stderr lines are kept
_LINE_END = re.compile(rb"\r\n|\r|\n")


@enum.unique
class Ended(Kind):
    """How an engine's process ended (or never started), each with its English."""

    CANNOT_START = QT_TRANSLATE_NOOP("Engines", "cannot start {!r}: {}")
    EXITED = QT_TRANSLATE_NOOP("Engines", "exited with status {}")
    KILLED = QT_TRANSLATE_NOOP("Engines", "was killed by {}")
    STILL_RUNNING = QT_TRANSLATE_NOOP("Engines", "closed its output but is still running")
    LAST_WORDS = QT_TRANSLATE_NOOP(
        "Engines", "{} (stderr: {})"
    )  # how, and its last line on stderr (its own words)


class EngineDied(ProblemError):
    """The engine's process ended (or its pipe broke); ``problem`` says how (an
    :class:`Ended` kind), the message is its English."""


class EngineTimeout(Exception):
    """No line came before the deadline."""


class EngineCancelled(Exception):
    """The wait was cancelled (the caller's cancel flag was set)."""


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.kill()
    except (ProcessLookupError, OSError):
        pass


def _reap(proc: subprocess.Popen) -> None:
    """Kill and wait for a process (the finalizer of one that was never closed)."""
    if proc.poll() is None:
        _kill_group(proc)
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


def _read_stdout(stream: IO[bytes], lines: queue.Queue[tuple[float, str | None]]) -> None:
    """Queue each non-blank line the engine writes with its arrival time; None at the end."""
    fd = stream.fileno()
    pending = b""
    try:
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            now = time.monotonic()
            pending += chunk
            *complete, pending = _LINE_END.split(pending)
            for raw in complete:
                if raw.strip():
                    lines.put((now, raw.decode("utf-8", "replace")))
            if len(pending) > MAX_LINE:
                lines.put((now, pending[:80].decode("utf-8", "replace") + "..."))
                pending = b""
    except OSError:
        pass
    if pending.strip():
        lines.put((time.monotonic(), pending.decode("utf-8", "replace")))
    lines.put((time.monotonic(), None))  # end of output


def _read_stderr(stream: IO[bytes], kept: collections.deque[str]) -> None:
    """Keep the engine's last lines on stderr (``kept`` has a maximum length)."""
    fd = stream.fileno()
    pending = b""
    try:
        while True:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            *complete, pending = _LINE_END.split(pending + chunk)
            kept.extend(t for t in (r.decode("utf-8", "replace").strip() for r in complete) if t)
            pending = pending[-4096:]
    except OSError:
        pass
    if pending.strip():
        kept.append(pending.decode("utf-8", "replace").strip())


class EngineProcess:
    """One running engine.  ``argv[0]`` is the executable; ``cwd`` its directory to
    run in (None: ours)."""

    def __init__(self, argv: list[str], cwd: str | None = None) -> None:
        self.argv = list(argv)
        try:
            self._proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=cwd,
                start_new_session=True,
            )
        except OSError as error:
            raise EngineDied(
                Problem(Ended.CANNOT_START, (self.argv[0], error.strerror or str(error)))
            ) from None
        self._lines: queue.Queue[tuple[float, str | None]] = queue.Queue()
        self._stderr: collections.deque[str] = collections.deque(maxlen=STDERR_LINES)
        self._finalizer = weakref.finalize(self, _reap, self._proc)
        # the threads hold the pipes and the queues, not this object: dropped without
        # close(), it is collected, and its finalizer kills the engine (which ends them)
        self._threads = [
            threading.Thread(
                target=_read_stdout,
                args=(self._proc.stdout, self._lines),
                name=f"pbrain-out-{self.pid}",
                daemon=True,
            ),
            threading.Thread(
                target=_read_stderr,
                args=(self._proc.stderr, self._stderr),
                name=f"pbrain-err-{self.pid}",
                daemon=True,
            ),
        ]
        for thread in self._threads:
            thread.start()
        self.closed = False
        self._last_read = 0.0  # when the last line read had arrived (time.monotonic())

    @property
    def pid(self) -> int:
        return self._proc.pid

    def is_running(self) -> bool:
        return self._proc.poll() is None

    # -- talking ------------------------------------------------------------------------
    def send(self, line: str) -> None:
        """Write one line (ended by CR LF, as a Gomocup manager does), at least
        :data:`SETTLE_S` after the last line read from the engine had arrived."""
        time.sleep(max(0.0, self._last_read + SETTLE_S - time.monotonic()))
        stdin = self._proc.stdin
        try:
            assert stdin is not None
            stdin.write(line.encode("utf-8") + b"\r\n")
            stdin.flush()
        except (OSError, ValueError, AssertionError):
            raise EngineDied(self.how_it_ended()) from None

    def read(self, deadline: float, cancel: Cancel | None = None) -> tuple[float, str]:
        """The next line and its arrival time (``time.monotonic()``).

        Raises :class:`EngineTimeout` at ``deadline`` (a ``time.monotonic()``
        value), :class:`EngineDied` when the output ends, and
        :class:`EngineCancelled` when ``cancel.is_set()``.
        """
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineTimeout()
            wait = remaining if cancel is None else min(remaining, POLL_S)
            try:
                arrived, line = self._lines.get(timeout=wait)
            except queue.Empty:
                if cancel is not None and cancel.is_set():
                    raise EngineCancelled() from None
                continue
            if line is None:
                self._lines.put((arrived, None))  # stay at the end for the next reader
                raise EngineDied(self.how_it_ended())
            self._last_read = arrived
            return arrived, line

    def pending(self) -> list[str]:
        """Every line that has arrived and not been read (without waiting)."""
        lines: list[str] = []
        while True:
            try:
                arrived, line = self._lines.get_nowait()
            except queue.Empty:
                return lines
            if line is None:
                self._lines.put((arrived, None))
                return lines
            lines.append(line)

    def how_it_ended(self, wait: float = 0.2) -> Problem:
        """ "exited with status 1", "was killed by SIGSEGV" (plus its last stderr line)."""
        try:
            code = self._proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            how = Problem(Ended.STILL_RUNNING)
        else:
            if code < 0:
                try:
                    name = signal.Signals(-code).name
                except ValueError:
                    name = f"signal {-code}"
                how = Problem(Ended.KILLED, (name,))
            else:
                how = Problem(Ended.EXITED, (code,))
            self._threads[1].join(timeout=0.5)  # its last words on stderr, once read
        if self._stderr:
            how = Problem(Ended.LAST_WORDS, (how, self._stderr[-1][:200]))
        return how

    # -- the end ------------------------------------------------------------------------
    def close(self, grace: float = END_GRACE_S, say_end: bool = True) -> None:
        """Send END (unless ``say_end`` is false), wait ``grace`` seconds, kill the
        engine if it is still there, reap it and join the reader threads."""
        if self.closed:
            return
        self.closed = True
        if say_end and self.is_running():
            try:
                self.send("END")
            except EngineDied:
                pass
            try:
                self._proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                pass
        _kill_group(self._proc)  # it, or the children it may have left in its session
        self._finalizer()  # waits for it
        for thread in self._threads:
            thread.join(timeout=2.0)
        if not any(thread.is_alive() for thread in self._threads):
            for stream in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
                try:
                    if stream is not None:
                        stream.close()
                except OSError:
                    pass

    def kill(self) -> None:
        """Kill at once (no END): for an engine that broke the rules or hangs."""
        self.close(say_end=False)
