"""Drawn over the board: the hint's heat-map and the principal variation's ghost stones.

A child widget of :class:`~tictactoe.ui.board.board_view.BoardView` that covers it,
lets every mouse event through, and asks the board where its cells are
(``cell_rect``), so the board itself knows nothing of hints.  It watches the
board's events for the pointer (``hovered``) and answers tooltips with the
cell's value in words.

Each mark is drawn opaque, with an edge (``heat_edge``) that stands out from the
board.  Colours, from the theme (``heat_*``): a proven win, an exact draw and a proven loss
each have their own colour (the quicker the result, the deeper it is); cells with only
the engine's score go from the scale's low end (worst) through its middle to its high
end (best).  The built-in themes use a blue-grey-orange scale that stays readable with
protanopia, deuteranopia and tritanopia (``tests/ui/board/test_themes_colour_vision.py``
simulates each).  Options of the same value (Spencer's width) share one colour
exactly, and every best one wears the ring.  On a Go board the colours are squares on
the intersections, smaller than a stone (a disc looked like one).  Under renju on
Black's turn a point forbidden to Black has no value (it is no move): the map leaves it
uncoloured and marks it, the setting to mark them on the board aside.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QToolTip, QWidget

from tictactoe.ai import WIN, Reading, is_proven
from tictactoe.game import Mark, Move
from tictactoe.notation import cell_name
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.board.marks import STONE, draw_forbidden, draw_piece
from tictactoe.ui.widgets.appearance import BoardStyle, colours
from tictactoe.ui.widgets.faces import mix, text_colour_for
from tictactoe.ui.widgets.theme import Palette
from tictactoe.ui.words.reading_words import words_for
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import PaintGuard

Overlay = Words("Overlay")

HEAT_ALPHA = 1.0  # opaque: at 0.72 the pale orange on a Go board's wood hardly showed
HEAT_EDGE = 0.04  # each mark's edge, in cells (at least a pixel)
HEAT_ON_POINT = 0.72  # on a Go board a mark is a square this wide, in cells: smaller than a
# stone and square, since a pale disc with an edge looked like a white stone
PROVEN_FADE = 0.6  # the palest proven result is this far towards the scale's end
PROVEN_FADE_PLIES = 12  # proven results this far away are drawn palest
LABEL_MIN_CELL = 44  # cells at least this many pixels wide show their value as text
LINE_ALPHA = 0.3  # the best line's pieces, faint beside the real ones

Look = tuple[int, bool, str]  # a heat cell as drawn: its colour (rgba), its ring, its words


def heat_colour(reading: Reading, move: Move, low: float, high: float, palette: Palette) -> QColor:
    """The colour of one cell of the heat-map (``low``..``high``: the scores' range)."""
    value = reading.values[move].value
    if is_proven(value):
        # a quicker win or loss is deeper: a far one fades towards the scale's end
        fade = min(1.0, (WIN - abs(value) - 1) / PROVEN_FADE_PLIES) * PROVEN_FADE
        if value > 0:
            return mix(QColor(palette.heat_win), QColor(palette.heat_high), fade)
        return mix(QColor(palette.heat_loss), QColor(palette.heat_low), fade)
    if reading.is_exact(move):
        return QColor(palette.heat_draw)
    t = 0.5 if high <= low else (value - low) / (high - low)
    if t < 0.5:
        return mix(QColor(palette.heat_low), QColor(palette.heat_mid), t * 2)
    return mix(QColor(palette.heat_mid), QColor(palette.heat_high), t * 2 - 1)


def heat_edge(palette: Palette, go: bool) -> str:
    """The colour of each mark's edge: a Go board's lines on its wood, the grid's on cells
    (both 3:1 or more against what they are drawn on, ``tests/ui/widgets/test_themes.py``),
    so that a mark whose colour is near the board's (the middle of the scale on a cell,
    the scale's pale orange on wood) still shows where it is."""
    return palette.go_line if go else palette.grid


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

    def __init__(self, board: BoardView, guard: PaintGuard | None = None) -> None:
        super().__init__(board)
        self._board = board
        self._guard = guard
        self._heat: Reading | None = None
        self._line: tuple[Move, ...] = ()
        self._line_mark = Mark.X
        self._line_number = 1
        self._hover: Move | None = None
        # the heat-map as drawn: (what it was drawn for but the reading, the pixmap, the
        # reading, each cell's look); see _heat_layer
        self._layer: tuple[tuple, QPixmap, Reading, dict[Move, Look]] | None = None
        self.cells_drawn = 0  # how many cells of heat were drawn (the tests count)
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
        """Colour the cells ``reading`` values (None: no heat-map).  A hint's new report
        repaints only the cells whose look it changed (often none, once its search has
        settled), and the board under them."""
        previous, self._heat = self._heat, reading
        if reading is previous:
            return
        if (
            reading is None
            or previous is None  # the map comes back: all of it
            or self._layer is None
            or self._layer[2] is not previous
            or self._layer[0] != self._layer_key()
        ):
            self.update()
            return
        changed = self._redraw_cells(reading)
        if not changed.isEmpty():
            self.update(changed)

    def show_line(self, moves: tuple[Move, ...], first: Mark = Mark.X, number: int = 1) -> None:
        """Ghost stones for ``moves`` (``first`` plays the first), numbered from ``number``."""
        if (moves, first, number) != (self._line, self._line_mark, self._line_number):
            self._line, self._line_mark, self._line_number = tuple(moves), first, number
            self.update()

    def words_at(self, move: Move) -> str | None:
        if self._heat is None or self._board.state.position.at(move) is not None:
            return None
        name = cell_name(move, self._board.rules)
        if move in self._board.state.forbidden:
            return fill(Overlay.tr("%1: forbidden to Black"), name)
        words = words_for(self._heat, move)
        return f"{name}: {words}" if words else None

    # -- the board's events ------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Paint and self._guard is not None:
            self._guard.painting()  # lowered once the window's repaint is over (ui.window.analyst)
        elif kind == QEvent.Type.Resize:
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
            painter.drawPixmap(0, 0, self._heat_layer(self._heat))
        if self._line:
            self._paint_line(painter)
        painter.end()

    def _mark_square(self, move: Move) -> QRectF:
        """Where the hint map colours ``move``: its cell (inside the grid's gap), or a
        square smaller than a stone on a Go board's point."""
        if self._board.board_style() is not BoardStyle.INTERSECTIONS:
            return self._inner(move)
        rect = self._board.cell_rect(move)
        gap = rect.width() * (1 - HEAT_ON_POINT)
        return rect.adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)

    def _inner(self, move: Move) -> QRectF:
        rect = self._board.cell_rect(move)
        gap = max(1.0, rect.width() * 0.05)
        if self._board.board_style() is BoardStyle.INTERSECTIONS:
            gap = rect.width() * (1 - 2 * STONE)  # a stone's square
        return rect.adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)

    def _layer_key(self) -> tuple:
        """What the heat-map's pixmap was drawn for, but the reading."""
        return (
            self.width(),
            self.height(),
            self.devicePixelRatioF(),
            self._board.state.position,
            colours(),
            self._board.board_style(),
            self._board.marked_forbidden(),
            self._board.state.forbidden,
            self.font().key(),
        )

    def _heat_layer(self, reading: Reading) -> QPixmap:
        """The heat-map drawn once per reading and size (a board repaint, on hover for
        one, then only copies it: a 20x20 heat-map costs ~2-7 ms to draw, and under a
        search holding the GIL half the time, twice that); a new reading of the same
        position redraws only the cells whose look changed (:meth:`_redraw_cells`)."""
        key = self._layer_key()
        if self._layer is None or self._layer[0] != key:
            ratio = self.devicePixelRatioF()
            pixmap = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            looks = self._looks(reading)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint_heat(painter, looks, looks.keys(), self._board.state.forbidden)
            painter.end()
            self._layer = (key, pixmap, reading, looks)
        elif self._layer[2] is not reading:
            self._redraw_cells(reading)
        return self._layer[1]

    def _redraw_cells(self, reading: Reading) -> QRegion:
        """Bring the kept pixmap to ``reading``: the cells whose look changed are cleared
        and drawn again with every mark that reaches into them (a cell's neighbours share
        its edge pixels), clipped to them.  Returns where the pixmap changed."""
        assert self._layer is not None
        key, pixmap, _, before = self._layer
        looks = self._looks(reading)
        changed = [m for m in looks.keys() | before.keys() if looks.get(m) != before.get(m)]
        if len(changed) * 2 > len(looks):  # most of it: drawn whole, with no clip to follow
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            self._paint_heat(painter, looks, looks.keys(), self._board.state.forbidden)
            painter.end()
            self._layer = (key, pixmap, reading, looks)
            return QRegion(self.rect())
        region = QRegion()
        for move in changed:  # a pixel more all round: no edge pixel is left behind
            region += self._board.cell_rect(move).toAlignedRect().adjusted(-1, -1, 1, 1)
        if changed:
            near = {(x + dx, y + dy) for x, y in changed for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setClipRegion(region)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
            painter.fillRect(region.boundingRect(), Qt.GlobalColor.transparent)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
            forbidden = tuple(m for m in self._board.state.forbidden if m in near)
            self._paint_heat(painter, looks, [m for m in looks if m in near], forbidden)
            painter.end()
        self._layer = (key, pixmap, reading, looks)
        return region

    def _looks(self, reading: Reading) -> dict[Move, Look]:
        """Each coloured cell's look: its colour, whether it wears the best move's ring,
        the words in it (large cells only).  Options of the same value share a colour."""
        palette = colours()
        position = self._board.state.position
        cells = [m for m in reading.values if position.at(m) is None]
        scores = [
            reading.values[m].value
            for m in cells
            if not is_proven(reading.values[m].value) and not reading.is_exact(m)
        ]
        low, high = (min(scores), max(scores)) if scores else (0.0, 0.0)
        labelled = self._board.cell_rect((0, 0)).width() >= LABEL_MIN_CELL
        best = set(reading.best_moves())
        shades: dict[tuple[float, bool], int] = {}
        looks = {}
        for move in cells:
            shade = (reading.values[move].value, reading.is_exact(move))
            rgba = shades.get(shade)
            if rgba is None:
                colour = heat_colour(reading, move, low, high, palette)
                colour.setAlphaF(HEAT_ALPHA)
                rgba = shades[shade] = colour.rgba()
            label = short_label(reading, move) if labelled else ""
            looks[move] = (rgba, move in best, label)
        return looks

    def _background(self) -> QColor:
        """What the overlay is drawn on: a cell, or the wood of a Go board."""
        palette = colours()
        go = self._board.board_style() is BoardStyle.INTERSECTIONS
        return QColor(palette.go_board if go else palette.cell)

    def _paint_heat(
        self,
        painter: QPainter,
        looks: dict[Move, Look],
        moves: Iterable[Move],
        forbidden: Iterable[Move],
    ) -> None:
        """The marks of ``moves`` (of ``looks``), then the rings of the best among them,
        then the ``forbidden`` points (unless the board marks them itself)."""
        palette = colours()
        moves = list(moves)
        first = self._mark_square((0, 0))
        size = self._board.cell_rect((0, 0)).width()
        font = QFont(self.font())
        font.setPixelSize(max(8, int(size * 0.2)))
        font.setBold(True)
        painter.setFont(font)
        go = self._board.board_style() is BoardStyle.INTERSECTIONS
        radius = max(1.5, size * 0.12)
        background = self._background()
        edge = QPen(QColor(heat_edge(palette, go)))
        edge.setWidthF(max(1.0, size * HEAT_EDGE))
        half = edge.widthF() / 2
        for move in moves:
            rgba, _, label = looks[move]
            colour = QColor.fromRgba(rgba)
            rect = first.translated(move[0] * size, move[1] * size)
            painter.setPen(edge)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect.adjusted(half, half, -half, -half), radius, radius)
            if label:
                shown = mix(background, QColor(colour.rgb()), HEAT_ALPHA)
                painter.setPen(text_colour_for(shown))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
            self.cells_drawn += 1
        pen = QPen(QColor(palette.best_ring))
        pen.setWidthF(max(3.0, min(5.0, size * 0.06)))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = max(1.5, size * 0.06)
        ring = radius
        for move in moves:
            if looks[move][1]:
                rect = first.translated(move[0] * size, move[1] * size)
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), ring, ring)
        if not self._board.marked_forbidden():  # else the board marks them itself
            for move in forbidden:
                draw_forbidden(painter, self._board.cell_rect(move))

    def _paint_line(self, painter: QPainter) -> None:
        palette = colours()
        position = self._board.state.position
        size = self._board.cell_rect((0, 0)).width()
        font = QFont(self.font())
        font.setPixelSize(max(8, int(size * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        style = self._board.board_style()
        background = self._background()
        mark = self._line_mark
        for i, move in enumerate(self._line):
            if position.at(move) is None:
                rect = self._inner(move)
                draw_piece(painter, rect, mark, style, alpha=LINE_ALPHA)
                under = background
                if style is BoardStyle.INTERSECTIONS:
                    stone = palette.stone_x if mark is Mark.X else palette.stone_o
                    under = mix(background, QColor(stone), LINE_ALPHA)
                painter.setPen(text_colour_for(under))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._line_number + i))
            mark = mark.other
