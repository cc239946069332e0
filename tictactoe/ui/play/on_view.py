"""What the board shows of the game.  No Qt.

:class:`OnView`, owned by :class:`~tictactoe.ui.play.turns.Turns` and reset with
every new game: the position on view (None: the live position; else the position
after that many moves, shown while the player browses the move list, the computer
playing on, or in a replay of a finished game) and the flow of a game between
computers (run, pause, one step).  Its owner decides when the view or the flow
changes; this keeps the values and the arithmetic.  (The help taken in the game is
:mod:`tictactoe.ui.play.help`'s.)
"""

from __future__ import annotations

from tictactoe.game import Game
from tictactoe.ui.play.history import Flow, clamp, game_after


class OnView:
    def __init__(self) -> None:
        self._index: int | None = None
        self.flow = Flow.RUN

    def reset(self) -> None:
        """A new game: its live position, the computer running."""
        self._index = None
        self.flow = Flow.RUN

    def live(self) -> None:
        """Back to the live position."""
        self._index = None

    def is_browsing(self) -> bool:
        return self._index is not None

    def shown_index(self, game: Game) -> int:
        """How many of ``game``'s moves the board shows."""
        length = len(game.moves)
        return length if self._index is None else clamp(self._index, length)

    def shown_game(self, game: Game) -> Game:
        """``game`` as far as the board shows it (a copy while browsing)."""
        return game if self._index is None else game_after(game, self.shown_index(game))

    def show(self, index: int | None, game: Game, *, replay: bool) -> bool:
        """Show the position after ``index`` moves of ``game`` (None: the last); False
        when the view stays as it was.  The last position is the live one, except in
        a ``replay``, which stays a view."""
        length = len(game.moves)
        index = length if index is None else clamp(index, length)
        view = index if (index < length or replay) else None
        if view == self._index:
            return False
        self._index = view
        return True

    def moved(self) -> None:
        """A move was played: a single step is over."""
        if self.flow is Flow.STEP:
            self.flow = Flow.PAUSE
