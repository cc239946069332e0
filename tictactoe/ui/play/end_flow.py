"""How the game in play ends: a draw offered (another person asked, a computer reading
the position) or called, a resignation, and the result recorded in the series and the
statistics, kept and shown (the GAME-OVER state).

Mixed into :class:`~tictactoe.ui.play.controller.GameController` (its steps are
:class:`~tictactoe.ui.play.machine.Machine`'s).  The draw and the resignation themselves
are :class:`~tictactoe.ui.play.turns.Turns`' (the one owner of a move); a game that ends
by them, by a move or by a forfeit reaches the same ``_finish_game``.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.ui.play.change import What
from tictactoe.ui.play.machine import Machine
from tictactoe.ui.play.states import State


class EndFlow(Machine):
    #: asks the other person whether they accept a draw ((title, text) -> accept?)
    confirm_draw: Callable[[str, str], bool]
    #: asks the person whether they mean to resign a rated game ((title, text) -> resign?)
    confirm_resign: Callable[[str, str], bool]

    def offer_draw(self) -> None:
        """The person to move offers a draw: another person is asked (``confirm_draw``),
        a computer answers once it has read the position; when nobody can complete a
        line any more the draw is called at once."""
        self._publish(self.turns.offer_draw(self.confirm_draw))

    def resign(self) -> bool:
        """The person to move gives the game up (``Turns.resign``); in a rated game they
        are asked first (``confirm_resign``): one click would cost them rating points,
        where Hint, Analysis and Undo ask too."""
        if (
            self.turns.is_human_turn()
            and self.help.is_rated()
            and not self.confirm_resign(*self.seats().resign_question())
        ):
            return False
        what = self.turns.resign()
        self._publish(what)
        return What.OVER in what

    def _finish_game(self) -> What:
        """Record the result in the series and the statistics, keep, show the result."""
        self.desk.finish(self.turns.game, self.turns.players, self.help.taken)
        return What.SERIES | self._show_result()

    def _show_result(self) -> What:
        what = self.turns.rest() | self._set_state(State.GAME_OVER)
        what |= self._say(self.result_text())
        self._keep()
        return what | What.OVER

    def result_text(self) -> str:
        outcome = self.turns.game.outcome()
        if outcome is None:
            return ""
        return self.seats().result(outcome, self.turns.forfeited() or self.opening.forfeited())
