"""A screen's jobs on the window's one background worker (the analyst's
:class:`~tictactoe.ui.workers.analysis_runner.AnalysisRunner`, shared).

One job of a :class:`Jobs` at a time, tagged (kind, number): its reports come back
as ``progress(kind, reading)`` and, last, ``finished(kind, report)``; reports of
anyone else's job, or of one of ours replaced or stopped, are dropped.  :meth:`stop`
stops only our own job: the runner may be running another's by then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from tictactoe.ai import Cancel
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, Report

Job = Callable[[Cancel, Callable[[Any], None]], Any]


class Jobs(QObject):
    progress = Signal(str, object)  # kind, what the job reported
    finished = Signal(str, object)  # kind, the final Report (reading: the answer)

    def __init__(self, runner: AnalysisRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.runner = runner
        self._tag: tuple[str, int] | None = None
        self._serial = 0
        runner.reported.connect(self._on_report)

    @property
    def kind(self) -> str | None:
        """The kind of our job running, or None."""
        return self._tag[0] if self._tag is not None else None

    def run(self, kind: str, job: Job) -> None:
        """Run ``job`` (it replaces any job of ours, and the runner's own)."""
        self._serial += 1
        self._tag = (kind, self._serial)
        self.runner.start(self._tag, job)

    def stop(self) -> str | None:
        """Stop our job, if one runs (nothing of it is delivered after); its kind."""
        if self._tag is None:
            return None
        kind = self._tag[0]
        if self.runner.tag == self._tag:
            self.runner.cancel()
        self._tag = None
        return kind

    def _on_report(self, report: Report) -> None:
        if self._tag is None or report.tag != self._tag:
            return
        kind = self._tag[0]
        if report.final:
            self._tag = None
            self.finished.emit(kind, report)
        else:
            self.progress.emit(kind, report.reading)
