"""Analyses off the GUI thread: the hint, the analysis panel, the proven values.

Like :class:`~tictactoe.ui.play.computer_turn.ComputerTurn`: each job is a worker's
:class:`~tictactoe.players.worker.Search` (on a kept daemon thread, one job at a time, on a
copy of the game, with its own cancel flag; no deadline); its readings come
back through a queued signal as :class:`Report` s tagged with the job's ``tag``
(the caller drops a report whose tag is no longer wanted).  Starting a job
cancels the one running.  Reports are thinned to one per :data:`REPORT_INTERVAL_S` (the first
and the last always pass): an exact solve can report hundreds of root moves a
second, and each report repaints the board (a 20x20 board with its heat-map
takes 10-25 ms to paint while a search holds the GIL half the time).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tictactoe.ai import Cancel, Reading, step_aside
from tictactoe.players.worker import SEARCH_THREADS, Finish, Search
from tictactoe.ui.workers.gui_gc import watch

REPORT_INTERVAL_S = 0.2
PAINT_HOLD_S = 0.05  # a search steps aside at most this long for one repaint


class PaintGuard:
    """The GUI thread says when it repaints the window; our searches step aside meanwhile.

    Under the GIL a searching thread takes the interpreter every switch interval
    (1 ms), so a repaint that needs 10 ms of Python takes twice that while a
    search runs: a 20x20 board with its heat-map stalled the event loop 40-90 ms.
    The search polls its cancel flag every few milliseconds; there it sleeps
    (the GIL released) until the repaint is over, at most :data:`PAINT_HOLD_S`
    (the worker's :class:`~tictactoe.players.worker.Polite` flag, which both
    runners give their searches with this guard).  The compiled core's searches are told
    too (``tictactoe.ai.step_aside``: the window paints in one thread at a time, so one
    flag for the process): they wait at their next look, without taking the GIL at all.
    ``ui.window.analyst`` raises it on the window's UpdateRequest (and the overlay on the
    board's paint event) and lowers it on the next turn of the event loop.
    """

    def __init__(self) -> None:
        self._until = 0.0

    def painting(self) -> None:
        self._until = time.perf_counter() + PAINT_HOLD_S
        step_aside(PAINT_HOLD_S)

    def done(self) -> None:
        self._until = 0.0
        step_aside(0.0)

    def busy(self) -> bool:
        return time.perf_counter() < self._until


Job = Callable[[Cancel, Callable[[Reading], None]], Any]


@dataclass(frozen=True)
class Report:
    tag: object
    reading: Any  # a Reading (or, for other jobs, what they report)
    final: bool = False
    error: str = ""


class AnalysisRunner(QObject):
    """Runs one analysis job at a time; ``reported`` carries :class:`Report` s."""

    reported = Signal(object)

    def __init__(
        self,
        parent: QObject | None = None,
        interval: float = REPORT_INTERVAL_S,
        guard: PaintGuard | None = None,
    ) -> None:
        super().__init__(parent)
        self._interval = interval
        self._guard = guard
        self._search: Search | None = None
        self._tag: object = None

    @property
    def tag(self) -> object:
        """The tag of the job running (or last run)."""
        return self._tag

    def start(self, tag: object, job: Job) -> None:
        """Run ``job(cancel, report)``; its return value is the final report."""
        self.cancel()
        self._tag = tag
        self._search = Search(
            job,
            lambda finish: self._finished(tag, finish),
            on_report=lambda reading: self._emit(Report(tag, reading)),
            interval=self._interval,
            guard=self._guard,
            name="analysis",
            register=watch,
            background=True,
            threads=SEARCH_THREADS,
        ).start()

    def _finished(self, tag: object, finish: Finish) -> None:
        self._emit(Report(tag, finish.answer, final=True, error=finish.why))

    def _emit(self, report: Report) -> None:
        # Called under the worker's lock: once cancel() has returned (the window
        # closing, the widget about to be deleted) nothing more is sent.
        try:
            self.reported.emit(report)
        except RuntimeError:
            pass  # the runner was deleted while quitting

    def cancel(self) -> None:
        """Drop the running job: nothing more of it is delivered once this returns."""
        if self._search is not None:
            self._search.cancel()

    def is_busy(self) -> bool:
        return self._search is not None and self._search.is_running()

    def wait(self, timeout: float) -> bool:
        return self._search is None or self._search.join(timeout)
