"""The controller's review of a game: hints counted, pause and step, the history on view.

A mixin of :class:`~tictactoe.ui.controller.GameController` (kept apart so the
controller's file stays a short state machine).  It adds one state, REPLAY (a
finished game viewed move by move), and three small pieces of the game's
state, reset with every new game: ``_view`` (None: the live position; else
the position after that many moves, shown while the player browses the move
list, the computer playing on), ``_flow`` (run, pause, one step) and
``_hints`` (hints asked for, per side).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from tictactoe.game import Game, Mark
from tictactoe.ui.history import Flow, clamp, game_after
from tictactoe.ui.series import MatchSettings
from tictactoe.ui.states import State

if TYPE_CHECKING:
    from tictactoe.ui.controller import GameController

    _Base = GameController
else:
    _Base = object


class ReviewMixin(_Base):
    @property
    def hints(self) -> dict[Mark, int]:
        """How many hints each side asked for in this game."""
        return dict(self._hints)

    def hints_for_file(self) -> dict[str, int] | None:
        """The hint counters for a saved game (None when no hint was asked for)."""
        return {m.value: n for m, n in self._hints.items()} if any(self._hints.values()) else None

    def note_hint(self) -> bool:
        """Count a hint for the side to move; False (and nothing counted) when it is
        not a human's turn."""
        if not self.is_human_turn():
            return False
        self._hints[self._game.to_move()] += 1
        return True

    @property
    def flow(self) -> Flow:
        return self._flow

    def can_pause(self) -> bool:
        """Pause and Step are for AI vs AI."""
        return (self._state is State.PLAYING and bool(self._players)
                and not any(p.is_human for p in self._players.values()))

    def pause_computer(self) -> None:
        """Stop the computer after (or instead of) the search under way."""
        if not self.can_pause() or self._flow is Flow.PAUSE:
            return
        self._flow = Flow.PAUSE
        self._generation += 1   # the search under way is dropped
        self._turn.cancel()
        self._advance()

    def resume_computer(self) -> None:
        if self._flow is Flow.RUN:
            return
        self._flow = Flow.RUN
        if self._state is State.PLAYING and not self._thinking:
            self._advance()

    def step_computer(self) -> None:
        """While paused: one computer move, then pause again."""
        if self._flow is Flow.PAUSE and self.can_pause():
            self._flow = Flow.STEP
            self._advance()

    def shown_index(self) -> int:
        """How many of the game's moves the board shows."""
        length = len(self._game.moves)
        return length if self._view is None else clamp(self._view, length)

    def is_browsing(self) -> bool:
        return self._view is not None

    def shown_game(self) -> Game:
        """The game as far as the board shows it (a copy while browsing)."""
        return self._game if self._view is None else game_after(self._game, self.shown_index())

    def view(self, index: int | None) -> None:
        """Show the position after ``index`` moves (None or the last: the live game)."""
        if self._state not in (State.PLAYING, State.GAME_OVER, State.REPLAY):
            return
        length = len(self._game.moves)
        index = length if index is None else clamp(index, length)
        view = index if (index < length or self._state is State.REPLAY) else None
        if view != self._view:
            self._view = view
            self.board_changed.emit()

    def start_replay(self, index: int | None = None) -> None:
        """View the finished game move by move (from the game-over screen)."""
        if self._state is State.GAME_OVER:
            self._enter_replay(len(self._game.moves) if index is None else index)

    def _enter_replay(self, index: int) -> None:
        self._set_thinking(False)
        self._view = clamp(index, len(self._game.moves))
        self._set_message(f"Replay: {self.result_text()}")
        self._set_state(State.REPLAY)
        self.board_changed.emit()

    def play_from(self, index: int, settings: MatchSettings) -> str | None:
        """A new game (a series of one) from the position after ``index`` moves, with
        these players; returns why not, if it cannot start."""
        game = game_after(self._game, index)
        if game.is_over():
            return "the game is over in that position: pick an earlier move"
        settings = MatchSettings(settings.player1, settings.player2, game.rules)  # a series of one
        self._check_players(settings)  # ValueError for a bad spec, before anything changes
        self._match.begin(settings, keep_session=False)
        self.series_changed.emit()
        self._start_game(game)
        return None

