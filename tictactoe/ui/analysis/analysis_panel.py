"""The live analysis panel: evaluation bar, depth and speed, the best line, and what
the computer considered for its last move; Pause / Resume / Step for AI vs AI.

It only shows what it is given (:class:`~tictactoe.ui.window.analyst.Analyst` decides
which search feeds it).  The best line is drawn on the board as numbered ghost
stones while the pointer rests on it (``line_hovered``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from tictactoe.ai import Reading, Verdict, is_proven
from tictactoe.game import Mark, Rules
from tictactoe.notation import cell_name
from tictactoe.ui.analysis.eval_bar import EvalBar
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import LineLabel, LinesLabel, Panel
from tictactoe.ui.words.reading_words import words_for
from tictactoe.ui.words.translation import Words, fill

Analysis = Words("Analysis")

CONSIDERED_SHOWN = 3
CONSIDERED_LINES = 4  # the head and the moves weighed, on the side column


class HoverLabel(LineLabel):
    """A one-line label that says when the pointer enters and leaves it."""

    hovered = Signal(bool)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered.emit(True)
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self.hovered.emit(False)
        super().leaveEvent(event)


def stats_text(reading: Reading | None, searching: bool) -> str:
    if reading is None:
        return Analysis.tr("Analysing…") if searching else ""
    if reading.solved:
        what = Analysis.tr("Exact: every move solved")
    elif reading.depth:
        depth = str(reading.depth)
        if reading.deepest > reading.depth:
            depth += f"\u2013{reading.deepest}"  # "Depth 4–13": lines ran to ply 13
        what = fill(Analysis.tr("Depth %1"), depth)
    elif reading.exact:
        what = Analysis.tr("Solving: %n move(s) exact", None, len(reading.exact))
    else:
        what = Analysis.tr("Solving…")
    parts = [what]
    speed = reading.nodes_per_second() if reading.nodes and reading.seconds > 0 else 0
    if speed >= 1000:
        parts.append(fill(Analysis.tr("%1k positions/s"), f"{speed / 1000:.0f}"))
    elif speed:
        parts.append(fill(Analysis.tr("%1 positions/s"), f"{speed:.0f}"))
    if reading.seconds:
        parts.append(fill(Analysis.tr("%1 s"), f"{reading.seconds:.1f}"))
    return " · ".join(parts) + ("" if reading.final or not searching else " …")


def line_text(moves: tuple, number: int, rules: Rules) -> str:
    return "  ".join(f"{number + i}.\u00a0{cell_name(m, rules)}" for i, m in enumerate(moves))


def considered_text(who: str, played, reading: Reading, rules: Rules) -> str:
    """ "O (Hard) played h8; it weighed (scores for X): h8 -57 · i9 ≥ -57 · ..." as rich
    text.  Scores are for X, as on the evaluation bar; proven results are the mover's
    ("wins in 3")."""
    sign = 1 if reading.mover is Mark.X else -1
    rows = []
    for option in reading.options[:CONSIDERED_SHOWN]:
        if is_proven(option.value) or reading.is_exact(option.move):
            words = words_for(reading, option.move, width=False) or ""
        else:
            bound = "" if not reading.is_bound(option.move) else ("≤ " if sign > 0 else "≥ ")
            words = f"{bound}{sign * option.value:+.0f}"
        mark = "<b>{}</b>" if option.move == played else "{}"
        rows.append(mark.format(f"{cell_name(option.move, rules)} {words}"))
    more = len(reading.options) - CONSIDERED_SHOWN
    tail = fill(Analysis.tr(" · %1 more"), more) if more > 0 else ""
    head = (
        fill(Analysis.tr("%1 played %2"), who, cell_name(played, rules))
        if played is not None
        else fill(Analysis.tr("%1 considered"), who)
    )
    return fill(Analysis.tr("%1; it weighed (scores for X):<br>%2"), head, " · ".join(rows) + tail)


def _set_text(label: QLabel, text: str) -> None:
    """Only a new text: a word-wrapped label lays itself out again on every setText
    (5 ms measured for the considered moves while a search held the GIL)."""
    if label.text() != text:
        label.setText(text)


class AnalysisPanel(Panel):
    line_hovered = Signal(bool)
    pause_requested = Signal()
    resume_requested = Signal()
    step_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Analysis.tr("Analysis"), parent)
        self.bar = EvalBar()
        # "Exact: every move solved · 61k positions/s · 0.1 s" on one line: where it is too
        # long (a longer language) its last figures are left off, whole ones (it was cut
        # in the middle: "· 61k positior"), and the whole line is its tooltip
        self.stats = LineLabel()
        self.stats.setObjectName("subtitle")
        # the best line and what the computer weighed keep their heights whatever their
        # words (a long line wrapped, and at 900x700 on 20x20 the column had no room for it):
        # the line is cut short (it is drawn whole on the board while the pointer rests on
        # it), the weighed moves show their first four lines
        self.line = HoverLabel()
        self.line.set_tip(Analysis.tr("Rest the pointer here to see the line on the board"))
        self.line.hovered.connect(self.line_hovered)
        self.considered = LinesLabel(CONSIDERED_LINES)
        self.considered.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.considered.setObjectName("subtitle")
        self.pause_button = Button(Analysis.tr("Pause"), point_size=10)
        self.step_button = Button(Analysis.tr("Step"), point_size=10)
        set_tooltip(self.step_button, Analysis.tr("One computer move, then pause again"))
        self.pause_button.clicked.connect(self._pause_clicked)
        self.step_button.clicked.connect(self.step_requested)
        flow = QHBoxLayout()
        flow.addWidget(self.pause_button)
        flow.addWidget(self.step_button)
        flow.addStretch(1)
        for widget in (self.bar, self.stats, self.line, self.considered):
            self.body.addWidget(widget)
        self.body.addLayout(flow)
        self._paused = False
        self.set_flow(False, False)
        self.pause_button.setAccessibleDescription(
            Analysis.tr("Pause the computers' game, or resume it; Step plays one move")
        )

    def show_reading(
        self,
        reading: Reading | None,
        verdict: Verdict | None,
        number: int,
        searching: bool,
        rules: Rules,
    ) -> None:
        """``number``: the move number the best line starts at, on the board of ``rules``."""
        self.bar.show_value(reading, verdict)
        self.show_stats(stats_text(reading, searching))
        moves = reading.best_line() if reading is not None else ()
        best = fill(Analysis.tr("Best line: %1"), line_text(moves, number, rules)) if moves else ""
        _set_text(self.line, best)

    def show_stats(self, whole: str) -> None:
        """``whole``'s parts ("Depth 4 · 30k positions/s · 1.0 s …") while they fit."""
        tail = " …" if whole.endswith(" …") else ""
        parts = whole.removesuffix(tail).split(" · ")
        shown = whole
        while len(parts) > 1 and not self.stats.fits(shown):
            parts.pop()
            shown = " · ".join(parts) + tail
        _set_text(self.stats, shown)
        self.stats.set_tip(whole if shown != whole else "")

    def show_considered(self, text: str) -> None:
        _set_text(self.considered, text)
        self.considered.setVisible(bool(text))

    def set_flow(self, can_pause: bool, paused: bool) -> None:
        self._paused = paused
        self.pause_button.setVisible(can_pause)
        self.step_button.setVisible(can_pause)
        self.step_button.setEnabled(paused)
        self.pause_button.setText(Analysis.tr("Resume") if paused else Analysis.tr("Pause"))
        self.pause_button.set_selected(paused)

    def _pause_clicked(self) -> None:
        (self.resume_requested if self._paused else self.pause_requested).emit()
