"""Drawn over the board: the hint's heat-map and the principal variation's ghost stones.

A child widget of :class:`~tictactoe.ui.board_view.BoardView` that covers it,
lets every mouse event through, and asks the board where its cells are
(``cell_rect``), so the board itself knows nothing of hints.  It watches the
board's events for the pointer (``hovered``) and answers tooltips with the
cell's value in words.

Colours: a proven win is green, an exact draw blue, a proven loss red; cells
with only the engine's score go from pale red (worst) through pale yellow to
pale green (best).  Options of the same value (seed 003's width) share one
colour exactly, and every best one wears the gold ring.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from tictactoe.ai.types import is_proven
from tictactoe.game import Mark, Move
from tictactoe.notation import cell_name
from tictactoe.ui.board_view import BoardView
from tictactoe.ui.marks import draw_mark
from tictactoe.ui.readings import Reading

WIN_COLOUR = "#2f9e44"
DRAW_COLOUR = "#4dabf7"
LOSS_COLOUR = "#e03131"
SCORE_LOW, SCORE_MID, SCORE_HIGH = "#ffa8a8", "#ffec99", "#8ce99a"
HEAT_ALPHA = 0.72
BEST_RING = "#e67700"   # the best move(s): a dark gold ring
LABEL_MIN_CELL = 44     # cells at least this many pixels wide show their value as text


def heat_colour(reading: Reading, move: Move, low: float, high: float) -> QColor:
    """The colour of one cell of the heat-map (``low``..``high``: the scores' range)."""
    value = reading.values[move].value
    if is_proven(value):
        return QColor(WIN_COLOUR if value > 0 else LOSS_COLOUR)
    if reading.is_exact(move):
        return QColor(DRAW_COLOUR)
    t = 0.5 if high <= low else (value - low) / (high - low)
    a, b = (SCORE_LOW, SCORE_MID) if t < 0.5 else (SCORE_MID, SCORE_HIGH)
    f = t * 2 if t < 0.5 else t * 2 - 1
    ca, cb = QColor(a), QColor(b)
    return QColor.fromRgbF(ca.redF() + (cb.redF() - ca.redF()) * f,
                           ca.greenF() + (cb.greenF() - ca.greenF()) * f,
                           ca.blueF() + (cb.blueF() - ca.blueF()) * f)


def short_label(reading: Reading, move: Move) -> str:
    """The text inside a large cell: "win 3", "draw", "loss 4", "+57"."""
    option = reading.values[move]
    if is_proven(option.value):
        plies = int(1_000_000 - abs(option.value))
        return f"{'win' if option.value > 0 else 'loss'} {plies}"
    if reading.is_exact(move):
        return "draw"
    return f"{'≤' if reading.is_bound(move) else ''}{option.value:+.0f}"


class BoardOverlay(QWidget):
    """``hovered(move or None)`` follows the pointer over the board's cells."""

    hovered = Signal(object)

    def __init__(self, board: BoardView) -> None:
        super().__init__(board)
        self._board = board
        self._heat: Reading | None = None
        self._line: tuple[Move, ...] = ()
        self._line_mark = Mark.X
        self._line_number = 1
        self._hover: Move | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setGeometry(board.rect())
        board.installEventFilter(self)
        self.raise_()

    # -- what to show ------------------------------------------------------------------
    @property
    def heat(self) -> Reading | None:
        return self._heat

    @property
    def line(self) -> tuple[Move, ...]:
        return self._line

    def show_heat(self, reading: Reading | None) -> None:
        """Colour the cells ``reading`` values (None: no heat-map)."""
        if reading is not self._heat:
            self._heat = reading
            self.update()

    def show_line(self, moves: tuple[Move, ...], first: Mark = Mark.X, number: int = 1) -> None:
        """Ghost stones for ``moves`` (``first`` plays the first), numbered from ``number``."""
        if (moves, first, number) != (self._line, self._line_mark, self._line_number):
            self._line, self._line_mark, self._line_number = tuple(moves), first, number
            self.update()

    def words_at(self, move: Move) -> str | None:
        if self._heat is None or self._board.state.position.at(move) is not None:
            return None
        words = self._heat.words_for(move)
        return f"{cell_name(move)}: {words}" if words else None

    # -- the board's events ------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize:
            self.setGeometry(self._board.rect())
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            self._set_hover(self._board.cell_at(event.position()))
        elif kind == QEvent.Type.Leave:
            self._set_hover(None)
        elif kind == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            move = self._board.cell_at(event.pos())
            text = self.words_at(move) if move is not None else None
            if text:
                QToolTip.showText(event.globalPos(), text, self._board)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return False

    def _set_hover(self, move: Move | None) -> None:
        if move != self._hover:
            self._hover = move
            self.hovered.emit(move)

    # -- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self._heat is None and not self._line:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._heat is not None:
            self._paint_heat(painter, self._heat)
        if self._line:
            self._paint_line(painter)
        painter.end()

    def _inner(self, move: Move) -> QRectF:
        rect = self._board.cell_rect(move)
        gap = max(1.0, rect.width() * 0.05)
        return rect.adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)

    def _paint_heat(self, painter: QPainter, reading: Reading) -> None:
        position = self._board.state.position
        cells = [m for m in reading.values if position.at(m) is None]
        scores = [reading.values[m].value for m in cells
                  if not is_proven(reading.values[m].value) and not reading.is_exact(m)]
        low, high = (min(scores), max(scores)) if scores else (0.0, 0.0)
        best = set(reading.best_moves())
        size = self._board.cell_rect((0, 0)).width()
        font = QFont(self.font())
        font.setPixelSize(max(8, int(size * 0.2)))
        font.setBold(True)
        painter.setFont(font)
        radius = max(1.5, size * 0.12)
        for move in cells:
            rect = self._inner(move)
            colour = heat_colour(reading, move, low, high)
            colour.setAlphaF(HEAT_ALPHA)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, radius, radius)
            if size >= LABEL_MIN_CELL:
                painter.setPen(QColor("#1a1d23"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, short_label(reading, move))
        pen = QPen(QColor(BEST_RING))
        pen.setWidthF(max(3.0, min(5.0, size * 0.06)))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for move in best:
            if position.at(move) is None:
                inset = max(1.5, size * 0.06)
                painter.drawRoundedRect(self._inner(move).adjusted(inset, inset, -inset, -inset),
                                        radius, radius)

    def _paint_line(self, painter: QPainter) -> None:
        position = self._board.state.position
        size = self._board.cell_rect((0, 0)).width()
        font = QFont(self.font())
        font.setPixelSize(max(8, int(size * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        mark = self._line_mark
        for i, move in enumerate(self._line):
            if position.at(move) is None:
                rect = self._inner(move)
                draw_mark(painter, rect, mark, alpha=0.3)
                painter.setPen(QColor("#1a1d23"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._line_number + i))
            mark = mark.other
