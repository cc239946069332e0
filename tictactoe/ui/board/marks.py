"""Marks drawn as vector lines and circles, scaled to the cell they sit in."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tictactoe.game import Mark
from tictactoe.ui.widgets.theme import PALETTE


def mark_colour(mark: Mark) -> QColor:
    return QColor(PALETTE.mark_x if mark is Mark.X else PALETTE.mark_o)


def draw_mark(painter: QPainter, rect: QRectF, mark: Mark, *, alpha: float = 1.0) -> None:
    """Draw X as two lines and O as a circle, inset in ``rect``; strokes scale with it."""
    side = min(rect.width(), rect.height())
    inset = side * 0.2
    inner = QRectF(rect.center().x() - side / 2 + inset, rect.center().y() - side / 2 + inset,
                   side - 2 * inset, side - 2 * inset)
    colour = mark_colour(mark)
    colour.setAlphaF(alpha)
    pen = QPen(colour)
    pen.setWidthF(max(1.5, side * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if mark is Mark.X:
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(QPointF(inner.right(), inner.top()), QPointF(inner.left(), inner.bottom()))
    else:
        painter.drawEllipse(inner)
    painter.restore()
