"""What the board shows of the game, and the hints asked for in it.  No Qt.

Two small objects, both reset with every new game:

- :class:`Review`, owned by :class:`~tictactoe.ui.play.turns.Turns`: the position on
  view (None: the live position; else the position after that many moves, shown
  while the player browses the move list, the computer playing on, or in a replay
  of a finished game) and the flow of a game between computers (run, pause, one
  step).
- :class:`Hints`, owned by the controller: how many hints each side asked for.

Their owners decide when the view, the flow or the counters change; these keep
the values and the arithmetic.
"""
from __future__ import annotations

from typing import Mapping

from tictactoe.game import Game, Mark
from tictactoe.ui.play.history import Flow, clamp, game_after


class Review:
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


class Hints:
    def __init__(self) -> None:
        self._used = {Mark.X: 0, Mark.O: 0}

    def reset(self, counts: Mapping[str, int] | None = None) -> None:
        """A new game's counters: none, or ``counts`` by mark letter (from a file)."""
        self._used = {m: int((counts or {}).get(m.value, 0)) for m in (Mark.X, Mark.O)}

    def note(self, mark: Mark) -> None:
        self._used[mark] += 1

    def used(self) -> dict[Mark, int]:
        """How many hints each side asked for."""
        return dict(self._used)

    def total(self) -> int:
        return sum(self._used.values())

    def for_file(self) -> dict[str, int] | None:
        """The counters for a saved game (None when no hint was asked for)."""
        return {m.value: n for m, n in self._used.items()} if any(self._used.values()) else None
