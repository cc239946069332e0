"""The pieces, drawn to scale in the square they sit in: X as two lines and O as a ring on
cells; on a Go board, X as a black stone and O as a white one (Black moves first in
Gomoku, as X does here)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tictactoe.game import Mark
from tictactoe.ui.widgets.appearance import BoardStyle, colours

STONE = 0.46  # a stone's radius, in cells (neighbouring stones nearly touch)


def mark_colour(mark: Mark) -> QColor:
    palette = colours()
    return QColor(palette.mark_x if mark is Mark.X else palette.mark_o)


def stone_colour(mark: Mark) -> QColor:
    palette = colours()
    return QColor(palette.stone_x if mark is Mark.X else palette.stone_o)


def draw_piece(
    painter: QPainter, rect: QRectF, mark: Mark, style: BoardStyle, *, alpha: float = 1.0
) -> None:
    """The piece of ``mark`` in the square ``rect``, in the board's ``style``."""
    if style is BoardStyle.INTERSECTIONS:
        draw_stone(painter, rect, mark, alpha=alpha)
    else:
        draw_mark(painter, rect, mark, alpha=alpha)


def draw_mark(painter: QPainter, rect: QRectF, mark: Mark, *, alpha: float = 1.0) -> None:
    """Draw X as two lines and O as a circle, inset in ``rect``; strokes scale with it."""
    side = min(rect.width(), rect.height())
    inset = side * 0.2
    inner = QRectF(
        rect.center().x() - side / 2 + inset,
        rect.center().y() - side / 2 + inset,
        side - 2 * inset,
        side - 2 * inset,
    )
    colour = mark_colour(mark)
    colour.setAlphaF(alpha)
    _stroke(painter, colour, max(1.5, side * 0.11))
    if mark is Mark.X:
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(QPointF(inner.right(), inner.top()), QPointF(inner.left(), inner.bottom()))
    else:
        painter.drawEllipse(inner)
    painter.restore()


def _stroke(painter: QPainter, colour: QColor, width: float) -> None:
    """Save the painter and set it to draw round-capped lines of ``colour``, no fill (the
    caller restores it)."""
    pen = QPen(colour)
    pen.setWidthF(width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def draw_stone(painter: QPainter, rect: QRectF, mark: Mark, *, alpha: float = 1.0) -> None:
    """A stone centred in ``rect`` (the square around its intersection), outlined."""
    side = min(rect.width(), rect.height())
    fill = stone_colour(mark)
    fill.setAlphaF(alpha)
    edge = QColor(colours().go_line)
    edge.setAlphaF(alpha)
    pen = QPen(edge)
    pen.setWidthF(max(1.0, side * 0.03))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawEllipse(rect.center(), side * STONE, side * STONE)
    painter.restore()


FORBIDDEN = 0.2  # the forbidden point's mark: a ring of this radius, in cells, struck through


def draw_forbidden(painter: QPainter, rect: QRectF) -> None:
    """Renju's mark of a point forbidden to Black: a small ring struck through (a "no
    entry" sign, unlike X's two lines), in the theme's ``forbidden`` colour, centred in
    ``rect`` (a cell, or the square around a Go board's point)."""
    side = min(rect.width(), rect.height())
    radius = side * FORBIDDEN
    centre = rect.center()
    _stroke(painter, QColor(colours().forbidden), max(1.5, side * 0.07))
    painter.drawEllipse(centre, radius, radius)
    slant = radius * 0.7071
    painter.drawLine(
        QPointF(centre.x() - slant, centre.y() + slant),
        QPointF(centre.x() + slant, centre.y() - slant),
    )
    painter.restore()
