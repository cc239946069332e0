"""The menu's line about the board chosen: its value with perfect play, when proven.

Beside the board's line ("✓ 6x5 board, 4 in a row wins"): "the first player
wins in 11", "a draw with perfect play"; the tooltip says "6x5, 4 in a row: the
first player wins in 11".
The proof runs in the background (``tictactoe.ai.prove_board``) a moment after the
choice settles, so typing a width never starts a search per keystroke and the
menu never waits; it stops when the menu is left or the choice changes.
Answers (proven or not) are remembered for the session.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from tictactoe.ai import BOARD_BUDGET_S, Verdict, board_too_large, prove_board
from tictactoe.game import Rules
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.reading_words import Readings, board_words, value_words
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, Report

SETTLE_MS = 250  # wait this long after the last change before proving


def not_proven() -> str:
    """One phrase, tried or not."""
    return Readings.tr("too big to prove quickly")


class BoardValueLabel(QLabel):
    def __init__(self, parent: QWidget | None = None, budget: float = BOARD_BUDGET_S) -> None:
        super().__init__(parent)
        self.setObjectName("boardValue")
        self.setWordWrap(False)
        self._budget = budget
        self._rules: Rules | None = None
        self._known: dict[Rules, Verdict | None] = {}
        self.runner = AnalysisRunner(self)
        self.runner.reported.connect(self._on_report)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._start)

    def show_board(self, rules: Rules | None) -> None:
        """The board now chosen (None: no valid board)."""
        if rules == self._rules:
            return
        self._rules = rules
        self.runner.cancel()
        self._settle.stop()
        self._update_text()
        if rules is not None and rules not in self._known and not self._hopeless(rules):
            self._settle.start()

    def known(self, rules: Rules) -> tuple[bool, Verdict | None]:
        """(answered, verdict) for ``rules``."""
        return rules in self._known, self._known.get(rules)

    @staticmethod
    def _hopeless(rules: Rules) -> bool:
        return board_too_large(rules)

    def _update_text(self) -> None:
        """Short words beside the board's line ("a draw with perfect play"); the
        tooltip names the board ("3x3: a draw with perfect play")."""
        rules = self._rules
        if rules is None:
            text = ""
        elif rules in self._known:
            verdict = self._known[rules]
            text = value_words(verdict) if verdict is not None else not_proven()
        elif self._hopeless(rules):
            text = not_proven()
        else:
            text = Readings.tr("proving…")
        self.setText(text)
        set_tooltip(
            self, board_words(rules, self._known.get(rules)) if rules in self._known else ""
        )

    def _start(self) -> None:
        rules = self._rules
        if rules is None or rules in self._known or not self.isVisible():
            return
        budget = self._budget
        self.runner.start(rules, lambda cancel, report: prove_board(rules, cancel, budget))

    def _on_report(self, report: Report) -> None:
        if not report.final or report.error:
            return
        self._known[report.tag] = report.reading  # type: ignore[index]  # its tags are Rules
        if report.tag == self._rules:
            self._update_text()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._rules is not None and self._rules not in self._known:
            self._settle.start()

    def hideEvent(self, event: QHideEvent) -> None:
        self.runner.cancel()  # the menu was left: nobody is reading this
        self._settle.stop()
        super().hideEvent(event)
