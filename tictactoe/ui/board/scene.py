"""What one repaint of the board draws where (:class:`Scene`, made by the view for its
painters from the :class:`~tictactoe.ui.board.board_state.BoardState` it shows)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from tictactoe.game import Move, Rules
from tictactoe.ui.board.board_state import BoardState

FRAME = 0.08  # the frame around the cells (or around the points' squares), in cells


@dataclass(frozen=True)
class Scene:
    """What one repaint of the board draws, in the widget's pixels."""

    state: BoardState
    left: float  # the left edge of column 0's square
    top: float  # the top edge of row 0's square
    cell: float  # a square's side: the distance between two lines
    margin: float  # the coordinates' margin (0: none)
    hover: Move | None  # the empty square under the pointer, when a click would play
    cursor: Move | None  # the keyboard cursor, when a human is to move
    flash_cell: Move | None
    flash: float  # the flash's strength, 0..1
    forbidden: tuple[Move, ...] = ()  # the forbidden points to mark (empty: none, or not shown)

    @property
    def rules(self) -> Rules:
        return self.state.position.rules

    def rect(self, move: Move) -> QRectF:
        return QRectF(
            self.left + move[0] * self.cell, self.top + move[1] * self.cell, self.cell, self.cell
        )

    def centre(self, move: Move) -> QPointF:
        return self.rect(move).center()

    def back(self) -> QRectF:
        """The board's face: every square and the frame around them."""
        frame = self.cell * FRAME
        return QRectF(
            self.left - frame,
            self.top - frame,
            self.cell * self.rules.width + 2 * frame,
            self.cell * self.rules.height + 2 * frame,
        )
