"""The board: one widget that paints every cell with the Button look and behaviour.

A 20x20 board would need 400 Button widgets; one widget painting 400 faces is
lighter and repaints in one pass.  Each cell still behaves like Spencer's
Button: it lights up under the mouse (when a click there would be a move), it
can be shown "pressed" (the last move), and it flashes red on an illegal move.
Marks are vector lines and circles that scale with the window.  Boards of 6 or
more cells a side show coordinates in the board's notation (:mod:`tictactoe.notation`):
row numbers down the left, column letters beside row 1 (below the board in the Gomoku
notation, a1 the bottom-left; above it in the grid notation, A1 the top-left).

Boards of five or more in a row can be drawn as a Go board instead (a setting, kept by
:mod:`tictactoe.ui.widgets.appearance`; painted by :mod:`tictactoe.ui.board.go_board`):
stones on the intersections of a grid.  The geometry is the same in both styles: an
intersection sits where its cell's centre would, so the square around it is its cell,
a click maps to the nearest intersection by the same arithmetic, and every overlay
asks ``cell_rect`` where to draw.

The keyboard cursor (arrow keys move it, Space or Return plays there) is a
violet ring, drawn whenever a human is to move, from the turn's first frame:
a ring, not a fill, so it never looks like the hover or the last move.  While the
board has the keyboard focus it wears a ring of the theme's focus colour around it.
A screen reader sees the board as a table of named cells, told of the cursor's cell
and of each move (:mod:`tictactoe.ui.board.board_access`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from tictactoe.game import Mark, Move, Position, Rules
from tictactoe.notation import Notation, column_label, row_label
from tictactoe.ui.board import board_access
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.go_board import paint_go_board
from tictactoe.ui.board.marks import draw_forbidden, draw_mark
from tictactoe.ui.board.scene import FRAME, Scene
from tictactoe.ui.widgets.appearance import BoardStyle, appearance, colours
from tictactoe.ui.widgets.button import FLASH_MS, FLASH_STEPS, flash_level
from tictactoe.ui.widgets.faces import face_colour, paint_face

COORDINATES_FROM = 6  # boards with a side this long or longer show coordinates
LABELS = 0.8  # the coordinate margin, in cells


def _cells_of(bits: int, width: int) -> list[Move]:
    """The cells of a bitboard (index y * width + x), low bits first."""
    cells = []
    while bits:
        low = bits & -bits
        index = low.bit_length() - 1
        cells.append((index % width, index // width))
        bits ^= low
    return cells


def _inside(rect: QRectF) -> QRect:
    """The whole pixels inside ``rect``: a cell's mark and face, none of its neighbours'."""
    left, top = math.ceil(rect.left()), math.ceil(rect.top())
    return QRect(left, top, math.floor(rect.right()) - left, math.floor(rect.bottom()) - top)


class BoardView(QWidget):
    """Emits ``cell_clicked(x, y)`` for every click on a cell; the controller decides."""

    cell_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = BoardState(Position(Rules()))
        self._interactive = False
        self._hover: Move | None = None
        self._flash_cell: Move | None = None
        self._flash_step = 0
        self._flash_timer = QTimer(self)
        self._flash_timer.setInterval(FLASH_MS // FLASH_STEPS)
        self._flash_timer.timeout.connect(self._flash_tick)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 120)
        self._cursor: Move = (1, 1)  # the centre of the 3x3 board it starts with
        self._layer: QPixmap | None = None  # the cells' faces (see _cells_layer)
        self._layer_key: tuple = ()
        self.layers_drawn = 0  # how many times the faces were drawn (the tests count)
        self._marks: tuple[Position, QPixmap] | None = None  # the marks on the faces
        self.marks_drawn = 0  # how many marks were drawn on that layer (the tests count)

    # -- model ---------------------------------------------------------------------------
    @property
    def state(self) -> BoardState:
        return self._state

    @property
    def rules(self) -> Rules:
        return self._state.position.rules

    def set_state(self, state: BoardState) -> None:
        new_rules = state.position.rules != self.rules
        empty = not (state.position.x_bits | state.position.o_bits)
        if new_rules or (empty and state.position != self._state.position):
            # a new board or a new game: the cursor starts in the centre, and the last
            # game's refused click flashes no more (it flashed on into the next game)
            self._hover = None
            self._cursor = (state.position.rules.width // 2, state.position.rules.height // 2)
            self._stop_flash()
        old, self._state = self._state, state
        self.update()
        board_access.state_changed(self, old, state)

    @property
    def cursor_cell(self) -> Move:
        """The keyboard cursor's cell."""
        return self._cursor

    def set_interactive(self, interactive: bool) -> None:
        """Whether the hover highlight and the keyboard cursor show (a click is always reported)."""
        self._interactive = interactive
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )
        self.update()

    def is_interactive(self) -> bool:
        return self._interactive

    def hovered_cell(self) -> Move | None:
        return self._hover

    def flash(self, move: Move) -> None:
        """Flash one cell red, as a Button does on an illegal move."""
        self._flash_cell = move
        self._flash_step = FLASH_STEPS
        self._flash_timer.start()
        self.update()

    def flashing_cell(self) -> Move | None:
        return self._flash_cell if self._flash_step > 0 else None

    def _flash_tick(self) -> None:
        self._flash_step -= 1
        if self._flash_step <= 0:
            self._stop_flash()
        self.update()

    def _stop_flash(self) -> None:
        self._flash_step = 0
        self._flash_cell = None
        self._flash_timer.stop()

    # -- geometry ------------------------------------------------------------------------
    def board_style(self) -> BoardStyle:
        """The style this board is drawn in now (cells below five in a row)."""
        return appearance().style_for(self.rules.k)

    def shows_coordinates(self) -> bool:
        return max(self.rules.width, self.rules.height) >= COORDINATES_FROM

    def _layout(self) -> tuple[float, float, float, float]:
        """(left, top, cell size, label margin) of the board in this widget.

        The board is centred; around it there is a frame of ``FRAME`` cells and, on
        large boards, a margin of ``LABELS`` cells for the coordinates: on the left, and
        above or below the board where the letters go.
        """
        w, h = self.rules.width, self.rules.height
        pad = 4.0
        labels = LABELS if self.shows_coordinates() else 0.0
        avail_w, avail_h = self.width() - 2 * pad, self.height() - 2 * pad
        cell = max(4.0, min(avail_w / (w + 2 * FRAME + labels), avail_h / (h + 2 * FRAME + labels)))
        margin = cell * labels
        board_w = cell * (w + 2 * FRAME) + margin
        board_h = cell * (h + 2 * FRAME) + margin
        left = pad + (avail_w - board_w) / 2 + margin + cell * FRAME
        above = 0.0 if Notation.of(self.rules).from_bottom else margin
        top = pad + (avail_h - board_h) / 2 + above + cell * FRAME
        return left, top, cell, margin

    def cell_rect(self, move: Move) -> QRectF:
        """The square of a cell, or around an intersection: the same square."""
        return self.scene().rect(move)

    def cell_centre(self, move: Move) -> QPointF:
        return self.cell_rect(move).center()

    def stone_rects(self) -> list[QRect]:
        """The cells that hold a stone, in global coordinates (a question asked during
        the game stands clear of them)."""
        position = self._state.position
        rects = []
        for bits in (position.x_bits, position.o_bits):
            for move in _cells_of(bits, self.rules.width):
                rect = self.cell_rect(move).toAlignedRect()
                rects.append(QRect(self.mapToGlobal(rect.topLeft()), rect.size()))
        return rects

    def cell_at(self, point: QPointF) -> Move | None:
        """The cell under ``point`` or, on a Go board, the nearest intersection (the
        square around each point is its cell), None off the board."""
        left, top, cell, _ = self._layout()
        x = int((point.x() - left) // cell)
        y = int((point.y() - top) // cell)
        if 0 <= x < self.rules.width and 0 <= y < self.rules.height:
            return (x, y)
        return None

    # -- painting ------------------------------------------------------------------------
    def scene(self) -> Scene:
        """What a repaint draws now, where."""
        left, top, cell, margin = self._layout()
        interactive = self._interactive
        hover = (
            self._hover
            if interactive
            and self._hover is not None
            and self._state.position.at(self._hover) is None
            else None
        )
        return Scene(
            self._state,
            left,
            top,
            cell,
            margin,
            hover,
            self._cursor if interactive else None,
            self._flash_cell,
            flash_level(self._flash_step),
            self.marked_forbidden(),
        )

    def marked_forbidden(self) -> tuple[Move, ...]:
        """The forbidden points the board marks now (the setting, kept by the appearance)."""
        return self._state.forbidden if appearance().mark_forbidden else ()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scene = self.scene()
        if self.board_style() is BoardStyle.INTERSECTIONS:
            paint_go_board(painter, scene)
        else:
            self._paint_cells(painter, scene)
        line = scene.state.winning_line
        if len(line) >= 2:
            pen = QPen(QColor(colours().win_line))
            pen.setWidthF(max(2.0, scene.cell * 0.14))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            colour = pen.color()
            colour.setAlphaF(0.8)
            pen.setColor(colour)
            painter.setPen(pen)
            painter.drawLine(scene.centre(line[0]), scene.centre(line[-1]))
        if scene.margin and self.board_style() is BoardStyle.INTERSECTIONS:
            self._paint_coordinates(painter, scene)  # on cells they are in the faces' layer
        if self.hasFocus():
            self._paint_focus(painter, scene)
        painter.end()

    @staticmethod
    def _paint_focus(painter: QPainter, scene: Scene) -> None:
        """The keyboard focus: a ring in the theme's focus colour just outside the board."""
        width = 2.0
        pen = QPen(QColor(colours().focus))
        pen.setWidthF(width)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outside = width / 2 + 1.0
        radius = max(1.5, scene.cell * 0.12) + scene.cell * FRAME + outside
        painter.drawRoundedRect(
            scene.back().adjusted(-outside, -outside, outside, outside), radius, radius
        )

    def _paint_cells(self, painter: QPainter, scene: Scene) -> None:
        palette = colours()
        state, cell = scene.state, scene.cell
        gap = max(1.0, cell * 0.05)
        radius = max(1.5, cell * 0.12)
        faces = self._cells_layer(scene, gap, radius)
        painter.drawPixmap(QPointF(0.0, 0.0), self._marks_layer(scene, faces, gap))
        win = set(state.winning_line)
        special: dict[Move, QColor] = {move: QColor(palette.cell_win) for move in win}
        if state.last_move is not None and not win:
            special[state.last_move] = QColor(palette.cell_last)
        if scene.hover is not None:
            special[scene.hover] = QColor(palette.cell_hover)
        if scene.flash_cell is not None and scene.flash:
            base = special.get(scene.flash_cell, QColor(palette.cell))
            special[scene.flash_cell] = face_colour(
                base, hovered=False, selected=False, flash=scene.flash
            )
        position = state.position
        for move, colour in special.items():
            # the plain square again (its mark off), then this face and the mark on it
            painter.save()
            painter.setClipRect(_inside(scene.rect(move)))
            painter.drawPixmap(QPointF(0.0, 0.0), faces)
            painter.restore()
            rect = scene.rect(move).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)
            paint_face(painter, rect, colour, radius=radius)
            mark = position.at(move)
            if mark is not None:
                draw_mark(painter, rect, mark)
        if state.ghost is not None:
            for move in {scene.hover, scene.cursor}:  # once, where the two meet
                if move is not None and position.at(move) is None and move not in scene.forbidden:
                    rect = scene.rect(move).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)
                    draw_mark(painter, rect, state.ghost, alpha=0.22)
        for move in scene.forbidden:
            draw_forbidden(painter, scene.rect(move))
        if scene.cursor is not None:
            pen = QPen(QColor(palette.cursor))
            width = min(6.0, max(2.0, cell * 0.07))
            pen.setWidthF(width)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            rect = scene.rect(scene.cursor).adjusted(width / 2, width / 2, -width / 2, -width / 2)
            painter.drawRoundedRect(rect, radius, radius)

    def _cells_layer(self, scene: Scene, gap: float, radius: float) -> QPixmap:
        """The frame, every cell's face in the plain colour and the coordinates, drawn once
        per size and theme: a 20x20 board's 400 faces cost 3 ms of Python on a quiet
        machine and 8-20 ms on a loaded one, at every repaint, on the GUI thread (the
        moves' and the hint's repaints were most of the event loop's longest gaps,
        `tictactoe bench`); its 40 coordinates another 0.4 ms."""
        palette = colours()
        ratio = self.devicePixelRatioF()
        key = (
            self.size(),
            ratio,
            self.rules,
            scene.left,
            scene.top,
            scene.cell,
            scene.margin,
            palette,
            self.font().key(),
        )
        if self._layer is None or self._layer_key != key:
            layer = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            layer.setDevicePixelRatio(ratio)
            layer.fill(Qt.GlobalColor.transparent)
            painter = QPainter(layer)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            base = QColor(palette.cell)
            paint_face(
                painter, scene.back(), QColor(palette.grid), radius=radius + scene.cell * FRAME
            )
            for y in range(self.rules.height):
                for x in range(self.rules.width):
                    rect = scene.rect((x, y)).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)
                    paint_face(painter, rect, base, radius=radius)
            if scene.margin:
                self._paint_coordinates(painter, scene)
            painter.end()
            self._layer, self._layer_key = layer, key
            self._marks = None  # drawn on the old faces
            self.layers_drawn += 1
        return self._layer

    def _marks_layer(self, scene: Scene, faces: QPixmap, gap: float) -> QPixmap:
        """The faces' layer with every mark of the position on it.  A move adds its mark to
        the layer (the 60 marks of a middle game cost 0.7 ms a repaint, and a hint's map
        repaints the board at every report); another position (an undo, a new game, a step
        back in the history) draws it again."""
        position = scene.state.position
        kept = self._marks
        if (
            kept is not None
            and kept[0].rules == position.rules
            and kept[0].x_bits & ~position.x_bits == 0
            and kept[0].o_bits & ~position.o_bits == 0
        ):
            layer = kept[1]
            new_x, new_o = position.x_bits & ~kept[0].x_bits, position.o_bits & ~kept[0].o_bits
        else:
            layer = faces.copy()
            new_x, new_o = position.x_bits, position.o_bits
        if new_x or new_o or kept is None or kept[1] is not layer:
            painter = QPainter(layer)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            for mark, bits in ((Mark.X, new_x), (Mark.O, new_o)):
                for move in _cells_of(bits, self.rules.width):
                    rect = scene.rect(move).adjusted(gap / 2, gap / 2, -gap / 2, -gap / 2)
                    draw_mark(painter, rect, mark)
                    self.marks_drawn += 1
            painter.end()
        self._marks = (position, layer)
        return layer

    def _paint_coordinates(self, painter: QPainter, scene: Scene) -> None:
        """Row numbers down the left and column letters beside row 1, in the board's
        notation (:mod:`tictactoe.notation`), in both styles."""
        left, top, cell, margin = scene.left, scene.top, scene.cell, scene.margin
        rules = self.rules
        font = QFont(self.font())
        font.setPixelSize(max(7, int(min(cell, margin) * 0.45)))
        painter.setFont(font)
        painter.setPen(QColor(colours().muted_text))
        if Notation.of(rules).from_bottom:
            letters_top = top + rules.height * cell + cell * FRAME
        else:
            letters_top = top - cell * FRAME - margin
        for x in range(rules.width):
            painter.drawText(
                QRectF(left + x * cell, letters_top, cell, margin),
                Qt.AlignmentFlag.AlignCenter,
                column_label(x, rules),
            )
        for y in range(rules.height):
            painter.drawText(
                QRectF(left - cell * FRAME - margin, top + y * cell, margin, cell),
                Qt.AlignmentFlag.AlignCenter,
                row_label(y, rules),
            )

    # -- input ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        move = self.cell_at(event.position())
        if move is not None:
            self._cursor = move
            board_access.cursor_moved(self)
            self.cell_clicked.emit(*move)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        move = self.cell_at(event.position())
        if move != self._hover:
            self._hover = move
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys move the keyboard cursor (a ring), Space/Enter plays there."""
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        key = event.key()
        if key in steps:
            dx, dy = steps[key]
            x = min(max(self._cursor[0] + dx, 0), self.rules.width - 1)
            y = min(max(self._cursor[1] + dy, 0), self.rules.height - 1)
            self._cursor = (x, y)
            self.update()
            board_access.cursor_moved(self)
            event.accept()
        elif key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.cell_clicked.emit(*self._cursor)
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()  # the focus frame
        super().focusInEvent(event)
        board_access.cursor_moved(self)  # a screen reader reads the cell under the cursor

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.update()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        side = max(self.rules.width, self.rules.height)
        cell = 110 if side <= 3 else 80 if side <= 5 else 34
        extra = cell if self.shows_coordinates() else 0
        return QSize(
            min(760, cell * self.rules.width + extra + 12),
            min(760, cell * self.rules.height + extra + 12),
        )
