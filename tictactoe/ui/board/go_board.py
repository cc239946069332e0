"""The board drawn as a Go board: stones on the intersections of a grid, with star points.

Gomoku is played on a Go board, and its players read a position as stones on points,
not marks in squares.  The points sit where the cells' centres would (see
:mod:`tictactoe.ui.board.board_view`), so this module only paints: the wood, the grid,
the star points (hoshi), the stones, the last stone's dot, the hover's ghost stone, the
keyboard cursor's ring, the red flash of an illegal click and, under renju, the mark
on the points forbidden to Black.

Star points, as Go boards place them: on boards of 13 points a side or more, four points
on the fourth lines from the edges and, when both sides are odd, the centre; on 15x15
that is D4, M4, D12, M12 and H8 in the app's one notation (columns A.. without I, as on
Go boards; a renju board lettered A to O with an I calls the same points D4, L4, D12,
L12 and H8).  On 7 to 12 points a side, the third lines instead (9x9: C3, G3, C7, G7
and E5).  Smaller boards have none.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tictactoe.game import Move, Rules
from tictactoe.ui.board.marks import STONE, draw_forbidden, draw_stone
from tictactoe.ui.board.scene import Scene
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.faces import paint_face


def star_points(rules: Rules) -> tuple[Move, ...]:
    """The star points of a ``rules.width`` x ``rules.height`` Go board."""
    short = min(rules.width, rules.height)
    if short < 7:
        return ()
    inset = 3 if short >= 13 else 2
    xs = (inset, rules.width - 1 - inset)
    ys = (inset, rules.height - 1 - inset)
    points = [(x, y) for y in ys for x in xs]
    if rules.width % 2 and rules.height % 2:
        points.append((rules.width // 2, rules.height // 2))
    return tuple(points)


def paint_go_board(painter: QPainter, scene: Scene) -> None:
    """The whole board but the winning line and the coordinates (the view draws those)."""
    palette = colours()
    cell, rules, state = scene.cell, scene.rules, scene.state
    paint_face(painter, scene.back(), QColor(palette.go_board), radius=max(1.5, cell * 0.12))
    line = QColor(palette.go_line)
    pen = QPen(line)
    pen.setWidthF(max(1.0, cell * 0.035))
    painter.setPen(pen)
    first, last = scene.centre((0, 0)), scene.centre((rules.width - 1, rules.height - 1))
    for x in range(rules.width):
        painter.drawLine(
            QPointF(scene.centre((x, 0)).x(), first.y()),
            QPointF(scene.centre((x, 0)).x(), last.y()),
        )
    for y in range(rules.height):
        painter.drawLine(
            QPointF(first.x(), scene.centre((0, y)).y()),
            QPointF(last.x(), scene.centre((0, y)).y()),
        )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(line)
    star = max(2.0, cell * 0.09)
    for point in star_points(rules):
        painter.drawEllipse(scene.centre(point), star, star)
    if scene.hover is not None:
        _disc(painter, scene, scene.hover, QColor(palette.cell_hover), 0.6)
    for y in range(rules.height):
        for x in range(rules.width):
            mark = state.position.at((x, y))
            if mark is not None:
                draw_stone(painter, scene.rect((x, y)), mark)
            elif (
                state.ghost is not None
                and (x, y) in (scene.hover, scene.cursor)
                and (x, y) not in scene.forbidden
            ):
                draw_stone(painter, scene.rect((x, y)), state.ghost, alpha=0.3)
    for point in scene.forbidden:
        draw_forbidden(painter, scene.rect(point))
    if state.last_move is not None and state.position.at(state.last_move) is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(palette.go_last))
        dot = cell * 0.12
        painter.drawEllipse(scene.centre(state.last_move), dot, dot)
    if scene.flash_cell is not None and scene.flash:
        _disc(painter, scene, scene.flash_cell, QColor(palette.flash), 0.85 * scene.flash)
    if scene.cursor is not None:
        pen = QPen(QColor(palette.cursor))
        pen.setWidthF(min(6.0, max(2.0, cell * 0.07)))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(scene.centre(scene.cursor), cell * 0.48, cell * 0.48)


def _disc(painter: QPainter, scene: Scene, move: Move, colour: QColor, alpha: float) -> None:
    colour.setAlphaF(alpha)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    radius = scene.cell * STONE
    painter.drawEllipse(scene.centre(move), radius, radius)
