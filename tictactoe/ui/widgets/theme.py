"""Colours and the one face painter shared by :class:`Button` and the board cells."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


@dataclass(frozen=True)
class Palette:
    window: str = "#262b36"
    panel: str = "#313847"
    text: str = "#f3f4f6"
    muted_text: str = "#aab2c0"
    button: str = "#4a5568"
    play: str = "#2f9e44"      # green: Play (Spencer's TicTacToe 2017)
    quit: str = "#e8590c"      # orange: Quit (Spencer's TicTacToe 2017)
    menu: str = "#f2c94c"      # yellow: Menu, and the current selection (Spencer)
    selected: str = "#f2c94c"
    flash: str = "#e03131"     # red: an illegal move (Spencer's TicTacToe 2017)
    cell: str = "#f7f4ec"
    cell_hover: str = "#fff3bf"
    cell_last: str = "#ffe08a"
    cell_win: str = "#b2f2bb"
    cursor: str = "#7048e8"    # violet: the keyboard cursor's ring
    grid: str = "#8d96a8"
    mark_x: str = "#1c4fd1"
    mark_o: str = "#0b7a6f"
    win_line: str = "#2b8a3e"
    error: str = "#ff8787"
    ok: str = "#8ce99a"


PALETTE = Palette()


def text_colour_for(fill: QColor) -> QColor:
    """Dark text on light faces, light text on dark ones."""
    return QColor("#1a1d23") if fill.lightnessF() > 0.62 else QColor("#ffffff")


def face_colour(base: QColor, *, hovered: bool, selected: bool, flash: float) -> QColor:
    """The fill of a face: the base, the selection colour, lighter on hover, red when flashing."""
    colour = QColor(PALETTE.selected) if selected else QColor(base)
    if hovered:
        colour = colour.lighter(118)
    if flash > 0:
        red = QColor(PALETTE.flash)
        f = max(0.0, min(1.0, flash))
        colour = QColor.fromRgbF(
            colour.redF() * (1 - f) + red.redF() * f,
            colour.greenF() * (1 - f) + red.greenF() * f,
            colour.blueF() * (1 - f) + red.blueF() * f,
        )
    return colour


def paint_face(painter: QPainter, rect: QRectF, fill: QColor, *, radius: float,
               border: QColor | None = None, border_width: float = 1.0) -> None:
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
