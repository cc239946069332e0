"""The person's accuracy over time on the Statistics screen, beside the rating chart
(:mod:`.rating_chart`, whose look it follows): each reviewed game's accuracy (0-100,
the review's, kept with the game's statistics row), oldest on the left, with the
mean of the last games as a faint line; and the puzzle rating and streak under it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QWidget

from tictactoe.ui.screens.rating_chart import CHART_HEIGHT
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.widgets import LinesLabel, Panel, draw_placeholder
from tictactoe.ui.words.rating_words import rating_and_streak
from tictactoe.ui.words.translation import Words, fill

Ratings = Words("Ratings")

RECENT = 10  # the mean is of this many last games


class AccuracyChart(QWidget):
    """Each reviewed game's accuracy, oldest first."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(CHART_HEIGHT)
        self.setAccessibleName(Ratings.tr("Your accuracy in your reviewed games"))
        self.values: list[float] = []

    def show_values(self, values: list[float]) -> None:
        self.values = list(values)
        self.update()

    def placeholder(self) -> str:
        """What the chart says while it has nothing to draw ("" when it has)."""
        if self.values:
            return ""
        return Ratings.tr("Review a game of yours and its accuracy is drawn here")

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = colours()
        painter.fillRect(self.rect(), QColor(palette.field))
        values = self.values
        if not values:
            painter.setPen(QColor(palette.muted_text))
            draw_placeholder(painter, self, self.placeholder())
            painter.end()
            return
        plot = QRectF(self.rect()).adjusted(34, 10, -10, -22)

        def at(index: int, value: float) -> QPointF:
            x = plot.left() + (
                plot.width() * index / (len(values) - 1) if len(values) > 1 else plot.width() / 2
            )
            return QPointF(x, plot.bottom() - plot.height() * value / 100.0)

        painter.setPen(QPen(QColor(palette.guide), 1, Qt.PenStyle.DashLine))
        for level in (50, 100):
            y = at(0, level).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        recent = values[-RECENT:]
        mean = sum(recent) / len(recent)
        painter.setPen(QPen(QColor(palette.muted_text), 1))
        y = at(0, mean).y()
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        path = QPainterPath(at(0, values[0]))
        for i, value in enumerate(values[1:], 1):
            path.lineTo(at(i, value))
        painter.setPen(QPen(QColor(palette.accent), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setBrush(QColor(palette.accent))
        for i, value in enumerate(values):
            painter.drawEllipse(at(i, value), 2.5, 2.5)
        painter.setPen(QColor(palette.muted_text))
        for level in (0, 50, 100):
            painter.drawText(
                QRectF(0, at(0, level).y() - 8, 30, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(level),
            )
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), 16),
            Qt.AlignmentFlag.AlignCenter,
            Ratings.tr("%n reviewed game(s), oldest on the left", None, len(values)),
        )
        painter.end()


class AccuracyPanel(Panel):
    """ "Your accuracy": the chart, its line, and the puzzle rating's line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Ratings.tr("Your accuracy and puzzles"), parent)
        self.line = QLabel()
        self.line.setObjectName("subtitle")
        self.line.setWordWrap(True)
        self.body.addWidget(self.line)
        self.chart = AccuracyChart()
        self.body.addWidget(self.chart)
        self.puzzles = LinesLabel(2)  # "Your puzzle rating: 1540 (provisional) · streak 3 ..."
        self.puzzles.setObjectName("subtitle")
        self.puzzles.setAccessibleName(rating_and_streak())
        self.body.addWidget(self.puzzles)

    def show_accuracy(self, values: list[float]) -> None:
        """The person's accuracy in each reviewed game, oldest first."""
        self.chart.show_values(values)
        if not values:
            self.line.setText(
                Ratings.tr("No reviewed game yet: Review is on the game-over screen.")
            )
            return
        recent = values[-RECENT:]
        self.line.setText(
            fill(
                Ratings.tr("Mean of the last %n game(s): %1; the last: %2", None, len(recent)),
                f"{sum(recent) / len(recent):.0f}",
                f"{values[-1]:.0f}",
            )
        )

    def show_puzzles(self, text: str) -> None:
        self.puzzles.setText(text)
