"""The position on view: browsing the game's moves, the finished game replayed move by
move (the REPLAY state), and Play from here (a new game from a position on view).

Mixed into :class:`~tictactoe.ui.play.controller.GameController` (its steps are
:class:`~tictactoe.ui.play.machine.Machine`'s); which position is on view is
:class:`~tictactoe.ui.play.turns.Turns`' (``show``), the controller only says when it may
change and what the message bar says of it.
"""

from __future__ import annotations

from tictactoe.records.help import Help
from tictactoe.ui.play.change import What
from tictactoe.ui.play.history import game_after
from tictactoe.ui.play.machine import Machine
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.states import State
from tictactoe.ui.words.translation import Words, fill

Control = Words("Control")


class ReplayFlow(Machine):
    def view(self, index: int | None) -> None:
        """Show the position after ``index`` moves (None or the last: the live game)."""
        if self._state in (State.PLAYING, State.GAME_OVER, State.REPLAY):
            self._publish(self.turns.show(index, replay=self._state is State.REPLAY))

    def start_replay(self, index: int | None = None) -> None:
        """View the finished game move by move (from the game-over screen)."""
        if self._state is State.GAME_OVER:
            self._publish(
                self._enter_replay(len(self.turns.game.moves) if index is None else index)
            )

    def _enter_replay(self, index: int) -> What:
        what = self.turns.rest() | self.turns.show(index, replay=True)
        what |= self._say(fill(Control.tr("Replay: %1"), self.result_text()))
        return what | self._set_state(State.REPLAY)

    def play_from(self, index: int, settings: MatchSettings) -> str | None:
        """A new game (a series of one) from the position after ``index`` moves, with
        these players; returns why not, if it cannot start."""
        game = game_after(self.turns.game, index)
        if game.is_over():
            return Control.tr("the game is over in that position: pick an earlier move")
        settings = MatchSettings(settings.player1, settings.player2, game.rules)  # a series of one
        carried = self.help.taken
        self.desk.begin(settings, keep_session=False)
        self._publish(
            What.SERIES | self._start_game(game, carried if index else Help(), chosen=True)
        )
        return None
