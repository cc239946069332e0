"""The evaluation bar: who is better, and by how much, or the proven result.

X's share fills from the left in X's colour, O's from the right in O's.  A
proven result fills the bar for the winner ("X wins in 7") or splits it evenly
("Draw"); otherwise the engine's score for X, squashed by ``tanh`` so that a
typical middle-game score (a few hundred) moves the bar visibly and a won
position nearly fills it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from tictactoe.ai import Reading, Verdict
from tictactoe.game import Mark
from tictactoe.ui.board.marks import mark_colour
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.translation import Words, fill

Analysis = Words("Analysis")

SCORE_SCALE = 300.0  # a score for X of this size fills about 88% of the bar


def share_of_x(reading: Reading | None, verdict: Verdict | None) -> float:
    """X's part of the bar, 0..1."""
    if verdict is not None:
        return 0.5 if verdict.winner is None else (1.0 if verdict.winner is Mark.X else 0.0)
    if reading is None or not reading.options:
        return 0.5
    return 0.5 + 0.5 * math.tanh(reading.x_value() / SCORE_SCALE)


def bar_text(reading: Reading | None, verdict: Verdict | None) -> str:
    """ "X wins in 7", "Draw", "X +57", "Even", or "" when nothing is known."""
    if verdict is not None:
        if verdict.winner is None:
            return Analysis.tr("Draw")
        if verdict.exact_distance:
            return fill(Analysis.tr("%1 wins in %2"), verdict.winner.value, verdict.plies)
        return fill(Analysis.tr("%1 wins in ≤ %2"), verdict.winner.value, verdict.plies)
    if reading is None or not reading.options:
        return ""
    score = reading.x_value()
    if abs(score) < 0.5:
        return Analysis.tr("Even")
    return f"{'X' if score > 0 else 'O'} +{abs(score):.0f}"


class EvalBar(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._share = 0.5
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(Analysis.tr("Evaluation bar"))

    def show_value(self, reading: Reading | None, verdict: Verdict | None) -> None:
        share, text = share_of_x(reading, verdict), bar_text(reading, verdict)
        if (share, text) != (self._share, self._text):
            self._share, self._text = share, text
            set_tooltip(self, text)
            self.update()

    def share(self) -> float:
        return self._share

    def text(self) -> str:
        return self._text

    def sizeHint(self) -> QSize:
        return QSize(200, 24)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, 24)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        split = rect.left() + rect.width() * self._share
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mark_colour(Mark.O))
        painter.drawRoundedRect(rect, 5, 5)
        painter.save()
        painter.setClipRect(QRectF(rect.left(), rect.top(), split - rect.left(), rect.height()))
        painter.setBrush(mark_colour(Mark.X))
        painter.drawRoundedRect(rect, 5, 5)
        painter.restore()
        middle = QColor(colours().on_dark)
        middle.setAlpha(110)
        painter.setPen(middle)
        painter.drawLine(
            int(rect.center().x()), int(rect.top()), int(rect.center().x()), int(rect.bottom())
        )
        if self._text:
            font = QFont(self.font())
            font.setPixelSize(13)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(colours().on_dark))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
        painter.end()
