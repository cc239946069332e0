"""The board as assistive technology (a screen reader) sees it: a table of cells.

:class:`~tictactoe.ui.board.board_view.BoardView` is one widget painting every cell, so
Qt alone would show a screen reader one nameless rectangle.  :class:`BoardAccessible` (made
for every board by the factory of :mod:`tictactoe.ui.window.accessibility`) gives it one
accessible child per cell, row by row, each named as a player reads it ("H8, empty",
"H8, X, the last move"), with its place on the screen, so that the cell under the pointer
is found (``childAt``) and the cell under the keyboard cursor is the focused child.  The
view calls the two hooks below:

- :func:`cursor_moved`: the keyboard cursor moved (or the board took the focus): a focus
  event for that cell, which a screen reader reads out.
- :func:`state_changed`: a new position: a name-changed event for every cell whose mark
  changed and, while the board shows, the move in words ("O plays J9", "X plays C3: 3 in a
  row", "H8 and J9 taken back").

The cells' interfaces are kept here (Qt's accessibility cache keeps their addresses, so
they must outlive every use) and deleted through Qt when the view is destroyed.  Their
words are this module's, in one place.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from tictactoe.game import Mark, Move, Position, Rules
from tictactoe.notation import cell_name
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.widgets.accessible import announce, notify
from tictactoe.ui.words.translation import Words, fill

Access = Words("Access")
MAX_TAKEN_BACK = 2  # more cells emptied at once is a new position, not an Undo


class Board(Protocol):
    """What this module asks of the view."""

    @property
    def state(self) -> BoardState: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def cursor_cell(self) -> Move: ...

    def cell_rect(self, move: Move) -> QRectF: ...

    def cell_at(self, point: QPointF) -> Move | None: ...


def cell_words(state: BoardState, move: Move) -> str:
    """ "h8, empty", "h8, X", "h8, X, the last move", "C3, X, on the winning line",
    "h8, empty, forbidden to Black" (renju, on Black's turn): the board's notation."""
    mark = state.position.at(move)
    cell = cell_name(move, state.position.rules)
    words = (
        fill(Access.tr("%1, empty"), cell)
        if mark is None
        else fill(Access.tr("%1, %2"), cell, mark.value)
    )
    if move in state.winning_line:
        words = fill(Access.tr("%1, on the winning line"), words)
    elif move == state.last_move:
        words = fill(Access.tr("%1, the last move"), words)
    elif move in state.forbidden:
        words = fill(Access.tr("%1, forbidden to Black"), words)
    return words


def changed_cells(old: Position, new: Position) -> tuple[Move, ...]:
    """The cells whose mark differs between two positions of the same rules."""
    diff = (old.x_bits ^ new.x_bits) | (old.o_bits ^ new.o_bits)
    cells = []
    while diff:
        low = diff & -diff
        cells.append(new.rules.move(low.bit_length() - 1))
        diff ^= low
    return tuple(cells)


def move_words(old: BoardState, new: BoardState) -> str | None:
    """The change between two states in words: one mark played, or one or two taken
    back; None for anything else (a new game or board, a jump in the replay)."""
    rules = new.position.rules
    if old.position.rules != rules:
        return None
    cells = changed_cells(old.position, new.position)
    added = [m for m in cells if new.position.at(m) is not None and old.position.at(m) is None]
    removed = [m for m in cells if new.position.at(m) is None]
    if len(added) == 1 and len(cells) == 1:
        move = added[0]
        mark: Mark = new.position.at(move)  # type: ignore[assignment]  # added: not empty
        if move in new.winning_line:
            return fill(
                Access.tr("%1 plays %2: %3 in a row"),
                mark.value,
                cell_name(move, rules),
                len(new.winning_line),
            )
        return fill(Access.tr("%1 plays %2"), mark.value, cell_name(move, rules))
    if removed and len(removed) == len(cells) <= MAX_TAKEN_BACK:
        return fill(
            Access.tr("%1 taken back"),
            Access.tr(" and ").join(cell_name(m, rules) for m in removed),
        )
    return None


def cursor_moved(view: QWidget) -> None:
    """The keyboard cursor is on a new cell, or the board took the focus."""
    if view.hasFocus():
        board: Board = view  # type: ignore[assignment]  # a BoardView is one
        notify(view, QAccessible.Event.Focus, board.rules.index(board.cursor_cell))


def state_changed(view: QWidget, old: BoardState, new: BoardState) -> None:
    """A new position on the board: its changed cells, and the move in words."""
    if old.position.rules != new.position.rules:
        notify(view, QAccessible.Event.NameChanged)  # the board's size is in its name
        return
    marks_changed = set(old.forbidden) ^ set(new.forbidden)  # renju's forbidden points
    for move in sorted(set(changed_cells(old.position, new.position)) | marks_changed):
        notify(view, QAccessible.Event.NameChanged, new.position.rules.index(move))
    words = move_words(old, new)
    if words is not None and view.isVisible():
        announce(view, words)


class BoardAccessible(QAccessibleWidget):
    """The board: a table with a cell per square (see the module's docstring)."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self._view = view
        self._cells: dict[Move, CellAccessible] = {}
        view.destroyed.connect(self._forget)

    @property
    def board(self) -> Board:
        """The view, as this module sees it."""
        return self._view  # type: ignore[return-value]  # a BoardView is a Board

    def _forget(self) -> None:
        """The view is gone: its cells' interfaces go from Qt's cache (which deletes them)."""
        cells, self._cells = list(self._cells.values()), {}
        for cell in cells:
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(cell))

    def cell(self, move: Move) -> CellAccessible:
        if move not in self._cells:
            self._cells[move] = CellAccessible(self, move)
        return self._cells[move]

    def text(self, kind: QAccessible.Text) -> str:
        view = self._view
        if kind == QAccessible.Text.Name and not view.accessibleName():
            rules = self.board.rules
            return fill(
                Access.tr("Board, %1 by %2, %3 in a row wins"), rules.width, rules.height, rules.k
            )
        if kind == QAccessible.Text.Description and not view.accessibleDescription():
            return Access.tr(
                "Arrow keys move the cursor from cell to cell; Space or Return "
                "plays on the cell under it"
            )
        return super().text(kind)

    def childCount(self) -> int:
        return self.board.rules.cells

    def child(self, index: int) -> QAccessibleInterface | None:
        rules = self.board.rules
        if 0 <= index < rules.cells:
            return self.cell(rules.move(index))
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        rules = self.board.rules
        for move, cell in self._cells.items():
            if cell is child and rules.on_board(move):
                return rules.index(move)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        move = self.board.cell_at(QPointF(self._view.mapFromGlobal(QPoint(x, y))))
        return None if move is None else self.cell(move)

    def focusChild(self) -> QAccessibleInterface | None:
        return self.cell(self.board.cursor_cell) if self._view.hasFocus() else None


class CellAccessible(QAccessibleInterface):
    """One cell of the board: no object of its own, its words and place from the view."""

    def __init__(self, table: BoardAccessible, move: Move) -> None:
        super().__init__()
        self._table = table
        self._move = move

    @property
    def move(self) -> Move:
        return self._move

    def _view(self) -> QWidget:
        return self._table.widget()

    def isValid(self) -> bool:
        try:
            return self._table.isValid() and self._table.board.rules.on_board(self._move)
        except RuntimeError:  # the view's C++ object is gone
            return False

    def object(self) -> None:
        return None

    def window(self) -> QWindow | None:
        return self._table.window()

    def relations(
        self,
        match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations,
    ) -> list:
        return []

    def focusChild(self) -> None:
        return None

    def childAt(self, x: int, y: int) -> None:
        return None

    def parent(self) -> QAccessibleInterface:
        return self._table

    def child(self, index: int) -> None:
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and self.isValid():
            return cell_words(self._table.board.state, self._move)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # a cell's words follow the game

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        view = self._view()
        local = self._table.board.cell_rect(self._move).toAlignedRect()
        return QRect(view.mapToGlobal(local.topLeft()), local.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        view = self._view()
        state.focusable = True
        state.focused = view.hasFocus() and self._table.board.cursor_cell == self._move
        state.invisible = not view.isVisible()
        return state
