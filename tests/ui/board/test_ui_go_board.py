"""The Go-board style: star points where Gomoku boards have them, a click on any point of
15x15 and 20x20 lands on that point, and every overlay paints in both styles (read off
the pixels of the board grabbed offscreen)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from tictactoe.ai import WIN, Option, Reading
from tictactoe.game import Mark, Rules, position_from_rows
from tictactoe.notation import parse_move
from tictactoe.ui.board.board_overlay import (
    HEAT_ALPHA,
    LINE_ALPHA,
    PROVEN_FADE,
    PROVEN_FADE_PLIES,
    BoardOverlay,
)
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.board.go_board import star_points
from tictactoe.ui.widgets.appearance import SYSTEM, BoardStyle, appearance, colours
from tictactoe.ui.widgets.faces import mix
from tictactoe.ui.widgets.theme import builtin_themes

STYLES = (BoardStyle.CELLS, BoardStyle.INTERSECTIONS)


@pytest.fixture(autouse=True)
def fresh_appearance(qapp):
    """Each test starts in the Dark theme with cells, and leaves it so."""
    looks = appearance()
    looks.set_themes(builtin_themes())
    looks.choose(SYSTEM)
    looks.set_board_style(BoardStyle.CELLS)
    yield looks
    looks.choose(SYSTEM)
    looks.set_board_style(BoardStyle.CELLS)


def names(rules: Rules, *cells: str):
    return {parse_move(c, rules) for c in cells}


def test_star_points_where_gomoku_and_go_boards_have_them():
    # five in a row is lettered a.. with i (the renju board: a to o), rows from the bottom
    for (width, height), cells in (
        ((15, 15), "d4 l4 d12 l12 h8"),
        ((19, 19), "d4 p4 d16 p16 j10"),
        ((20, 20), "d4 q4 d17 q17"),  # no centre
        ((9, 9), "c3 g3 c7 g7 e5"),
        ((13, 9), "c3 k3 c7 k7 g5"),
    ):
        rules = Rules(width, height, 5)
        assert set(star_points(rules)) == names(rules, *cells.split())
    assert star_points(Rules(6, 6, 5)) == ()


def test_the_go_style_is_for_five_or_more_in_a_row(qtbot, fresh_appearance):
    board = BoardView()
    qtbot.addWidget(board)
    fresh_appearance.set_board_style(BoardStyle.INTERSECTIONS)
    for rules, style in [
        (Rules(15, 15, 5), BoardStyle.INTERSECTIONS),
        (Rules(9, 9, 6), BoardStyle.INTERSECTIONS),
        (Rules(15, 15, 4), BoardStyle.CELLS),
        (Rules(3, 3, 3), BoardStyle.CELLS),
    ]:
        board.set_state(BoardState(position_from_rows(["." * rules.width] * rules.height, rules.k)))
        assert board.board_style() is style


def shown_board(qtbot, rules: Rules, size: int = 640) -> BoardView:
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(size, size)
    board.set_state(BoardState(position_from_rows(["." * rules.width] * rules.height, rules.k)))
    board.show()
    qtbot.waitExposed(board)
    return board


def distance(colour: QColor, other: QColor) -> int:
    return (
        abs(colour.red() - other.red())
        + abs(colour.green() - other.green())
        + abs(colour.blue() - other.blue())
    )


def near(colour: QColor, expected: QColor, tolerance: int = 40) -> bool:
    return distance(colour, expected) <= tolerance


def blend(top: str, under: str, alpha: float) -> QColor:
    a, b = QColor(top), QColor(under)
    return QColor.fromRgbF(
        *(
            alpha * x + (1 - alpha) * y
            for x, y in ((a.redF(), b.redF()), (a.greenF(), b.greenF()), (a.blueF(), b.blueF()))
        )
    )


@pytest.mark.parametrize("side", [15, 20])
def test_a_click_on_every_intersection_plays_there(qtbot, fresh_appearance, side):
    fresh_appearance.set_board_style(BoardStyle.INTERSECTIONS)
    board = shown_board(qtbot, Rules(side, side, 5))
    clicked = []
    board.cell_clicked.connect(lambda x, y: clicked.append((x, y)))
    image = board.grab().toImage()
    line, wood = QColor(colours().go_line), QColor(colours().go_board)
    points = [(x, y) for y in range(side) for x in range(side)]
    for point in points:
        centre = board.cell_centre(point)
        # the grid's lines cross where the click lands: the painting and the mapping agree
        around = [
            image.pixelColor(int(centre.x()) + dx, int(centre.y()) + dy)
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
        ]
        assert any(distance(c, line) < distance(c, wood) for c in around), point
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=centre.toPoint())
    assert clicked == points
    spacing = board.cell_rect((0, 0)).width()
    for x, y in points:  # anywhere nearer this point than any other is this point
        centre = board.cell_centre((x, y))
        for dx, dy in ((-0.49, -0.49), (0.49, -0.49), (-0.49, 0.49), (0.49, 0.49), (0.3, 0)):
            assert board.cell_at(centre + QPointF(dx * spacing, dy * spacing)) == (x, y)
    # half a line's spacing beyond the outer lines is off the board
    corner = board.cell_centre((0, 0))
    assert board.cell_at(corner - QPointF(0.51 * spacing, 0)) is None
    assert board.cell_at(corner - QPointF(0, 0.51 * spacing)) is None


ROWS = (
    ["." * 15] * 5
    + [
        "...............",
        ".......O.......",
        ".......XXXXX...",
        ".......O.......",
        "..........O....",
    ]
    + ["." * 15] * 4
    + ["O.............."]
)
WIN_LINE = tuple((x, 7) for x in range(7, 12))


def game_board(qtbot, style: BoardStyle, looks) -> tuple[BoardView, BoardOverlay]:
    looks.set_board_style(style)
    board = shown_board(qtbot, Rules(15, 15, 5), 700)
    board.set_state(
        BoardState(position_from_rows(ROWS, 5), last_move=(11, 7), winning_line=WIN_LINE)
    )
    overlay = BoardOverlay(board)
    overlay.show()
    return board, overlay


def at(board: BoardView, move, dx: float = 0.0, dy: float = 0.0) -> QColor:
    """The colour of the board's pixel at ``move``'s centre, moved by (dx, dy) squares."""
    spacing = board.cell_rect((0, 0)).width()
    point = board.cell_centre(move) + QPointF(dx * spacing, dy * spacing)
    return board.grab().toImage().pixelColor(point.toPoint())


@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.value)
def test_pieces_the_last_move_and_the_winning_line_paint_in_both_styles(
    qtbot, fresh_appearance, style
):
    board, _ = game_board(qtbot, style, fresh_appearance)
    p = colours()
    go = style is BoardStyle.INTERSECTIONS
    # an O: a white stone (its middle), or a teal ring (its stroke, 0.3 of the way out)
    o_pixel = at(board, (7, 6), 0.0, 0.05) if go else at(board, (7, 6), 0.3 - 0.03, 0)
    assert near(o_pixel, QColor(p.stone_o if go else p.mark_o), 60), o_pixel.name()
    x_pixel = at(board, (8, 7), 0.25, -0.25)  # beside the line, on an X stone or X's stroke
    assert near(x_pixel, QColor(p.stone_x if go else p.mark_x), 90), x_pixel.name()
    between = at(board, (9, 7), 0.5, 0)  # on the winning line, between two pieces
    assert near(between, blend(p.win_line, p.go_line if go else p.grid, 0.8), 90), between.name()
    if go:  # an empty point shows the wood
        assert near(at(board, (2, 12), 0.25, 0.25), QColor(p.go_board), 10)
    else:  # the winning line's cells are lit (the last move is on it); an empty cell plain
        assert near(at(board, (11, 7), 0.35, 0.35), QColor(p.cell_win), 20)
        assert near(at(board, (2, 12), 0.25, 0.25), QColor(p.cell), 10)


@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.value)
def test_the_last_move_the_cursor_and_the_red_flash_paint_in_both_styles(
    qtbot, fresh_appearance, style
):
    board, _ = game_board(qtbot, style, fresh_appearance)
    board.set_state(BoardState(board.state.position, last_move=(10, 9)))  # no winning line
    p = colours()
    if style is BoardStyle.INTERSECTIONS:  # the last stone wears a dot
        assert near(at(board, (10, 9)), QColor(p.go_last), 60), at(board, (10, 9)).name()
        assert near(at(board, (7, 8)), QColor(p.stone_o), 60)  # another stone does not
    else:  # the last move's cell is lit
        assert near(at(board, (10, 9), 0.35, 0.35), QColor(p.cell_last), 20)
    board.set_interactive(True)
    qtbot.keyClick(board, Qt.Key.Key_Down)  # the cursor from the centre to (7, 8)
    assert board.cursor_cell == (7, 8)
    offset = 0.48 if style is BoardStyle.INTERSECTIONS else 0.46
    ring = at(board, (7, 8), offset, 0)
    assert near(ring, QColor(p.cursor), 60), ring.name()
    plain = at(board, (7, 6), 0.0, 0.2)
    board.flash((7, 6))
    flashed = at(board, (7, 6), 0.0, 0.2)  # full red for the flash's first steps
    assert near(flashed, QColor(p.flash), 60), (plain.name(), flashed.name())
    assert not near(plain, QColor(p.flash), 60)


def reading() -> Reading:
    """Three proven cells (a win, a draw, a loss) and three scored ones, the win best."""
    options = (
        Option((3, 3), WIN - 3),
        Option((4, 4), 0.0),
        Option((5, 5), -WIN + 4),
        Option((3, 11), 50.0),
        Option((4, 11), 0.0),
        Option((5, 11), -50.0),
    )
    return Reading(Mark.X, options, exact=frozenset({(4, 4)}))


@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.value)
def test_the_hint_map_its_ring_and_the_best_line_paint_in_both_styles(
    qtbot, fresh_appearance, style
):
    board, overlay = game_board(qtbot, style, fresh_appearance)
    board.set_state(BoardState(board.state.position))
    p = colours()
    under = p.go_board if style is BoardStyle.INTERSECTIONS else p.cell
    overlay.show_heat(reading())
    qtbot.wait(20)
    # the win in 3 and the loss in 4: their end's colour, a little faded towards the scale
    win = mix(QColor(p.heat_win), QColor(p.heat_high), 2 / PROVEN_FADE_PLIES * PROVEN_FADE)
    loss = mix(QColor(p.heat_loss), QColor(p.heat_low), 3 / PROVEN_FADE_PLIES * PROVEN_FADE)
    for move, colour in [
        ((3, 3), win.name()),
        ((4, 4), p.heat_draw),
        ((5, 5), loss.name()),
        ((3, 11), p.heat_high),
        ((4, 11), p.heat_mid),
        ((5, 11), p.heat_low),
    ]:
        shown = at(board, move, 0.12, 0.18)  # off the lines and inside the ring
        assert near(shown, blend(colour, under, HEAT_ALPHA), 12), (move, shown.name())
    corner = at(board, (4, 11), 0.33, 0.33)  # a disc on a Go board, a whole square on cells
    expected = (
        QColor(p.go_board)
        if style is BoardStyle.INTERSECTIONS
        else blend(p.heat_mid, p.cell, HEAT_ALPHA)
    )
    assert near(corner, expected, 12), corner.name()
    ring = QColor(p.best_ring)
    outward = [at(board, (3, 3), d / 100, 0) for d in range(25, 50, 2)]
    assert any(near(c, ring, 40) for c in outward), [c.name() for c in outward]
    overlay.show_heat(None)
    overlay.show_line(((2, 2), (12, 12)), Mark.O, 7)
    qtbot.wait(20)
    piece = p.stone_o if style is BoardStyle.INTERSECTIONS else p.mark_o
    go = style is BoardStyle.INTERSECTIONS  # inside the stone, off the lines; on O's ring
    ghost = at(board, (2, 2), 0.15, 0.25) if go else at(board, (2, 2), 0.3 - 0.03, 0)
    assert near(ghost, blend(piece, under, LINE_ALPHA), 30), ghost.name()
    assert near(at(board, (2, 2), -0.4, 0.4), QColor(under), 10)  # the square's corner: bare


@pytest.mark.parametrize("theme_id", ["dark", "light", "high-contrast"])
@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.value)
def test_the_hint_maps_marks_are_opaque_and_edged_in_every_theme(
    qtbot, fresh_appearance, style, theme_id
):
    """On a Go board the pale orange of the scale's low end showed the wood through it
    (0.72 opaque, about 1 ΔE00 from the wood): a mark is opaque now, so its colour is
    the theme's whatever the board under it, and wears an edge in the board's line
    colour (3:1 against the board: tests/ui/widgets/test_themes.py, and told apart
    from it with every colour vision: test_themes_colour_vision.py)."""
    from tictactoe.ui.board.board_overlay import heat_edge

    fresh_appearance.choose(theme_id)
    board, overlay = game_board(qtbot, style, fresh_appearance)
    board.set_state(BoardState(board.state.position))
    p = colours()
    go = style is BoardStyle.INTERSECTIONS
    overlay.show_heat(reading())
    qtbot.wait(20)
    assert HEAT_ALPHA == 1.0
    for move, colour in [((4, 4), p.heat_draw), ((4, 11), p.heat_mid), ((5, 11), p.heat_low)]:
        inside = at(board, move, 0.12, 0.18)
        assert near(inside, QColor(colour), 6), (move, inside.name(), colour)
        # outward a little off the row (along it a Go board's own line is under the path):
        # some pixel between the mark and the board is at least half way to the edge's
        # colour (a one-pixel edge on a half pixel is two pixels blended with the board)
        # (on cells the path ends on the grid, in the edge's colour: there 40 apart)
        outward = [at(board, move, d / 100, 0.15) for d in range(30, 50)]
        edge = QColor(heat_edge(p, go))
        tolerance = distance(QColor(p.go_board), edge) / 2 if go else 40
        assert min(distance(c, edge) for c in outward) <= tolerance, (
            move,
            [c.name() for c in outward],
        )
