"""What the board shows (:class:`BoardState`): data, set by the controller and by the
coach's screens, shown by the board's widgets.  No widgets here, so that the state
machine (``ui/play``) names what it shows without importing a widget."""

from __future__ import annotations

from dataclasses import dataclass

from tictactoe.game import Mark, Move, Position


@dataclass(frozen=True)
class BoardState:
    """What the view shows: a position, the last move and the winning line; under renju
    on Black's turn, the points forbidden to Black (the view marks them when the setting
    says so; a hint map always does)."""

    position: Position
    last_move: Move | None = None
    winning_line: tuple[Move, ...] = ()
    ghost: Mark | None = None  # the mark a click would place (hover preview)
    forbidden: tuple[Move, ...] = ()
