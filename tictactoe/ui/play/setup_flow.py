"""Setting up a position: marks placed freely on an empty board (the SET-UP state), then
played on from.

Mixed into :class:`~tictactoe.ui.play.controller.GameController` (its steps are
:class:`~tictactoe.ui.play.machine.Machine`'s): the board's clicks go to the
:class:`~tictactoe.ui.play.setup_board.SetupBoard` while setting up, and Play on starts
the game from its position, a chosen start (help, unless it is the empty board).
"""

from __future__ import annotations

from tictactoe.game import Game, Move
from tictactoe.ui.play.change import What
from tictactoe.ui.play.machine import Machine
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.setup_board import SetupBoard
from tictactoe.ui.play.states import State
from tictactoe.ui.words.translation import Words, fill

Control = Words("Control")


class SetupFlow(Machine):
    _setup: SetupBoard  # the position being set up, in SETUP

    def start_setup(self, settings: MatchSettings) -> None:
        """Place marks freely on an empty board, then play on with ``finish_setup``."""
        self.desk.begin(settings)
        what = self._put(Game.for_rules(settings.rules), 0) | What.SERIES
        self._setup = SetupBoard(settings.rules)
        what |= self._set_state(State.SETUP)
        self._publish(
            what
            | self._say(
                Control.tr(
                    "Set up: click a square for X, again for O, again to clear; then Play on"
                )
            )
        )

    def finish_setup(self) -> str | None:
        """Play on from the set-up position; returns why not (and stays in set-up) if impossible."""
        if self._state is not State.SETUP:
            return Control.tr("not setting up a position")
        try:
            game = self._setup.game()
        except ValueError as exc:
            self._publish(What.REFUSED | self._say(fill(Control.tr("Cannot play on: %1"), exc)))
            return str(exc)
        self._publish(What.SERIES | self._start_game(game, chosen=True))
        return None

    def _setup_click(self, move: Move) -> None:
        """A click while setting up: X, then O, then empty again."""
        self._setup.click(move)
        self._publish(What.VIEW)
