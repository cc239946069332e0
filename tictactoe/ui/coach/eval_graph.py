"""The evaluation graph under the review's board: X's expected score after every move
(Lichess's graph under the board), painted with QPainter.

X's share is the area under the line (X's colour), O's the area above it (O's), so
the side ahead holds more of the height; the middle line is an even game.  The
moves marked in the move list carry a dot in their mark's colour, the position on
view a vertical line.  A click (or a drag) picks the nearest position:
``index_chosen(moves played)``, as the move list does.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.theme import Palette
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.translation import Words

Review_ = Words("Review_")

GRAPH_HEIGHT = 96
AREA_ALPHA = 0.35
DOT_RADIUS = 4.5  # a marked move's dot
MARGIN = DOT_RADIUS + 4.0  # the plot's inset: a dot at 0% or 100%, or at either end, whole


def mark_colour(mark: str, palette: Palette) -> str:
    """The theme colour of a move-list mark's dot."""
    return {
        "??": palette.error,
        "?": palette.heat_loss,
        "?!": palette.heat_mid,
        "!": palette.ok,
    }.get(mark, palette.muted_text)


class EvalGraph(QWidget):
    index_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumHeight(GRAPH_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(Review_.tr("Evaluation graph"))
        set_tooltip(
            self, Review_.tr("X's expected score after each move: click a point to go to that move")
        )
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._points: tuple[tuple[int, float], ...] = ()
        self._marks: dict[int, str] = {}
        self._total = 0
        self._shown = 0

    def show_graph(
        self, points: tuple[tuple[int, float], ...], marks: dict[int, str], total: int
    ) -> None:
        """``points``: (moves played, X's expected score) for every position reviewed;
        ``marks``: move number -> its mark; ``total``: the game's moves (the width)."""
        self._points, self._marks, self._total = tuple(points), dict(marks), total
        self.update()

    def show_index(self, index: int) -> None:
        if index != self._shown:
            self._shown = index
            self.update()

    @property
    def points(self) -> tuple[tuple[int, float], ...]:
        return self._points

    # -- geometry ----------------------------------------------------------------------
    def _plot(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)

    def point_at(self, index: int, score: float) -> QPointF:
        plot = self._plot()
        x = plot.left() + plot.width() * index / max(1, self._total)
        return QPointF(x, plot.bottom() - plot.height() * score)

    def index_at(self, x: float) -> int:
        """The moves played at the graph's x (the nearest position)."""
        plot = self._plot()
        share = (x - plot.left()) / max(1.0, plot.width())
        return max(0, min(self._total, round(share * self._total)))

    # -- Qt overrides ------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._total:
            self.index_chosen.emit(self.index_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton and self._total:
            self.index_chosen.emit(self.index_at(event.position().x()))
        super().mouseMoveEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = colours()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor(palette.field))
        plot = self._plot()
        o_area = QColor(palette.mark_o)
        o_area.setAlphaF(AREA_ALPHA)
        painter.fillRect(plot, o_area)
        if len(self._points) >= 1:
            self._paint_curve(painter, plot, palette)
        painter.setPen(QPen(QColor(palette.guide), 1, Qt.PenStyle.DashLine))
        middle = plot.top() + plot.height() / 2
        painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle))
        if self._total:
            x = self.point_at(self._shown, 0.0).x()
            painter.setPen(QPen(QColor(palette.selected), 2))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.end()

    def _paint_curve(self, painter: QPainter, plot: QRectF, palette: Palette) -> None:
        first, last = self._points[0][0], self._points[-1][0]
        path = QPainterPath(QPointF(self.point_at(first, 0.0).x(), plot.bottom()))
        for index, score in self._points:
            path.lineTo(self.point_at(index, score))
        path.lineTo(QPointF(self.point_at(last, 0.0).x(), plot.bottom()))
        path.closeSubpath()
        x_area = QColor(palette.mark_x)
        x_area.setAlphaF(AREA_ALPHA)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(x_area)
        painter.drawPath(path)
        line = QPainterPath(self.point_at(*self._points[0]))
        for index, score in self._points[1:]:
            line.lineTo(self.point_at(index, score))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(palette.accent), 2))
        painter.drawPath(line)
        scores = dict(self._points)
        for number, mark in self._marks.items():
            if number in scores:
                painter.setPen(QPen(QColor(palette.text), 1))
                painter.setBrush(QColor(mark_colour(mark, palette)))
                painter.drawEllipse(self.point_at(number, scores[number]), DOT_RADIUS, DOT_RADIUS)
