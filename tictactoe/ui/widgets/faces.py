"""The one face painter shared by :class:`Button` and the board cells, and the colour of
words on a face.  The colours come from the theme in use (:func:`colours`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.theme import Palette


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2: sRGB linearised, weighted by the eye's sensitivity)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_on(fill: QColor, palette: Palette) -> QColor:
    """The palette's dark or light words, whichever reads better on ``fill``."""
    dark, light = QColor(palette.on_light), QColor(palette.on_dark)
    return dark if contrast(dark, fill) >= contrast(light, fill) else light


def text_colour_for(fill: QColor) -> QColor:
    """The dark or light words of the theme in use, whichever reads better on ``fill``."""
    return readable_on(fill, colours())


def mix(a: QColor, b: QColor, f: float) -> QColor:
    """``a`` moved a fraction ``f`` (0..1) of the way to ``b``."""
    f = max(0.0, min(1.0, f))
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * f,
        a.greenF() + (b.greenF() - a.greenF()) * f,
        a.blueF() + (b.blueF() - a.blueF()) * f,
    )


def face_colour(base: QColor, *, hovered: bool, selected: bool, flash: float) -> QColor:
    """The fill of a face: the base, the selection colour, lighter on hover, red when flashing."""
    palette = colours()
    colour = QColor(palette.selected) if selected else QColor(base)
    if hovered:
        colour = colour.lighter(118)
    if flash > 0:
        colour = mix(colour, QColor(palette.flash), flash)
    return colour


def paint_face(
    painter: QPainter,
    rect: QRectF,
    fill: QColor,
    *,
    radius: float,
    border: QColor | None = None,
    border_width: float = 1.0,
) -> None:
    """A rounded face, as used by every Button and every board cell."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if border is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(border)
        pen.setWidthF(border_width)
        painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()
