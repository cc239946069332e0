"""Analyses off the GUI thread: the hint, the analysis panel, the proven values.

Like :class:`~tictactoe.ui.ai_runner.AIRunner`: one daemon thread per job, on
a copy of the game, with its own cancel Event; its readings come back through
a queued signal as :class:`Report` s tagged with the job's ``tag`` (the caller
drops a report whose tag is no longer wanted).  Starting a job cancels the one
running.  Reports are thinned to one per :data:`REPORT_INTERVAL_S` (the first
and the last always pass, and one held back goes out when its time comes): an
exact solve can report hundreds of root moves a second, and each report
repaints the board (a 20x20 board with its heat-map takes 10-25 ms to paint
while a search holds the GIL half the time).
"""
from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.ai.types import Cancel
from tictactoe.ui.gui_gc import watch
from tictactoe.ui.readings import Reading

REPORT_INTERVAL_S = 0.2
PAINT_HOLD_S = 0.05        # a search steps aside at most this long for one repaint


class PaintGuard:
    """The GUI thread says when it repaints the window; our searches step aside meanwhile.

    Under the GIL a searching thread takes the interpreter every switch interval
    (1 ms), so a repaint that needs 10 ms of Python takes twice that while a
    search runs: a 20x20 board with its heat-map stalled the event loop 40-90 ms.
    The search polls its cancel flag every few milliseconds; there it sleeps
    (the GIL released) until the repaint is over, at most :data:`PAINT_HOLD_S`.
    ``ui.analyst`` raises it on the window's UpdateRequest (and the overlay on the
    board's paint event) and lowers it on the next turn of the event loop.
    """

    def __init__(self) -> None:
        self._until = 0.0

    def painting(self) -> None:
        self._until = time.perf_counter() + PAINT_HOLD_S

    def done(self) -> None:
        self._until = 0.0

    def busy(self) -> bool:
        return time.perf_counter() < self._until


class _Thinned:
    """A job's reports, one per interval at most.  One that comes too soon is held
    back and sent once the interval is up (the job's cancel flag sends it: the search
    looks at the flag every few milliseconds), unless a newer one has replaced it.
    Dropped outright, the end of the hint's short first pass was lost and the board
    waited for the long pass's first depth (on 15x15, 1-2 s of threat search)."""

    def __init__(self, send: Callable[[Any], None], interval: float) -> None:
        self._send, self._interval = send, interval
        self._last = 0.0
        self._held: Any = None

    def __call__(self, reading: Any) -> None:
        self._held = reading
        self.send_due()

    def send_due(self) -> None:
        if self._held is not None and time.perf_counter() - self._last >= self._interval:
            reading, self._held = self._held, None
            self._last = time.perf_counter()
            self._send(reading)


class _Polite:
    """A job's cancel flag: each time it is looked at, it waits out a repaint (with a
    guard) and sends a report held back by the thinning whose time has come."""

    def __init__(self, cancel: threading.Event, guard: PaintGuard | None,
                 reports: _Thinned | None = None) -> None:
        self._cancel, self._guard, self._reports = cancel, guard, reports

    def is_set(self) -> bool:
        while self._guard is not None and self._guard.busy() and not self._cancel.is_set():
            time.sleep(0.001)
        if self._reports is not None:
            self._reports.send_due()
        return self._cancel.is_set()

Job = Callable[[Cancel, Callable[[Reading], None]], Any]


@dataclass(frozen=True)
class Report:
    tag: object
    reading: Any        # a Reading (or, for other jobs, what they report)
    final: bool = False
    error: str = ""


class AnalysisRunner(QObject):
    """Runs one analysis job at a time; ``reported`` carries :class:`Report` s."""

    reported = Signal(object)

    def __init__(self, parent: QObject | None = None, interval: float = REPORT_INTERVAL_S,
                 guard: PaintGuard | None = None) -> None:
        super().__init__(parent)
        self._interval = interval
        self._guard = guard
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._tag: object = None
        self._lock = threading.Lock()   # no report is sent once cancel() has returned

    @property
    def tag(self) -> object:
        """The tag of the job running (or last run)."""
        return self._tag

    def start(self, tag: object, job: Job) -> None:
        """Run ``job(cancel, report)``; its return value is the final report."""
        self.cancel()
        self._cancel = threading.Event()
        self._tag = tag
        thread = watch(threading.Thread(target=self._run, args=(tag, job, self._cancel),
                                        name="analysis", daemon=True))
        self._thread = thread
        thread.start()

    def _run(self, tag: object, job: Job, cancel: threading.Event) -> None:
        reports = _Thinned(lambda reading: self._emit(Report(tag, reading), cancel),
                           self._interval)
        flag = _Polite(cancel, self._guard, reports)
        try:
            result, error = job(flag, reports), ""
        except Exception as exc:  # a broken analysis must not take the window down
            result, error = None, f"{type(exc).__name__}: {exc}"
        self._emit(Report(tag, result, final=True, error=error), cancel)

    def _emit(self, report: Report, cancel: threading.Event) -> None:
        # Under the lock: once cancel() has returned (the window closing, the
        # widget about to be deleted) this thread never touches the runner again.
        with self._lock:
            if cancel.is_set():
                return
            try:
                self.reported.emit(report)
            except RuntimeError:
                pass  # the runner was deleted while quitting

    def cancel(self) -> None:
        """Drop the running job: nothing more of it is delivered once this returns."""
        with self._lock:
            self._cancel.set()

    def is_busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._cancel.is_set()

    def wait(self, timeout: float) -> bool:
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()
