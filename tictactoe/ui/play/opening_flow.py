"""The controller's part in a swap or swap2 opening: a game that opens by swap starts with
its negotiation (:class:`~tictactoe.ui.play.opening_desk.OpeningDesk`), and is played
once the negotiation has settled who plays which colour.

Mixed into :class:`~tictactoe.ui.play.controller.GameController`, whose state machine it
uses (:class:`~tictactoe.ui.play.machine.Machine`: ``_publish``, ``_set_state``,
``_start_game``): while the opening is under way the
controller is PLAYING (the game screen shows the stones as they are placed), the board's
clicks and the choice Buttons go to the opening, the game in play takes no move, and the
opening is kept at every step (its stones and choices: Esc, then Resume, brings it back at
that step; a new series gives up the game kept before).  Once settled, the game starts
from the opening's stones with the players in the seats it gave them: the series records which
game's colours were turned round (``MatchDesk.settle_colours``), so the scorecard, the statistics
and the words name each player's real colour, and Undo never takes the stones back.
"""

from __future__ import annotations

from tictactoe.game import Game, Mark, Move
from tictactoe.storage import Snapshot
from tictactoe.swap import PROPOSED, Choice, Negotiation
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.change import What
from tictactoe.ui.play.machine import Machine
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.states import State


class OpeningFlow(Machine):
    # -- a new game ------------------------------------------------------------------------
    def _new_game(self) -> What:
        """The series' next game, from the empty board or by its opening."""
        settings = self.desk.settings
        if settings.negotiated:
            return self._start_opening(settings)
        return self._start_game(Game.for_rules(settings.rules))

    def _start_opening(self, settings: MatchSettings) -> What:
        what = self.turns.stop()
        if self.desk.series.played == 0:
            self.desk.forget_kept()
        players = self.desk.next_players(self.turns.players.values())
        self.turns.put(Game.for_rules(settings.rules), players)
        what |= self._set_state(State.PLAYING) | What.NEW_GAME
        self.turns.in_play = False  # the board's clicks are the opening's
        what |= self.opening.begin(
            settings.opening, settings.rules, players[Mark.X], players[Mark.O]
        )
        return self._opened(what)

    def _resume_opening(self, kept: Snapshot) -> What:
        """A kept opening whose colours were being chosen, back at its step with the
        kept seats (the proposer in X's)."""
        settings = self.desk.settings
        players = self.desk.next_players(self.turns.players.values(), kept.players)
        self.turns.put(kept.game.copy(), players)
        what = self._set_state(State.PLAYING) | What.NEW_GAME
        self.turns.in_play = False
        negotiation = Negotiation(settings.opening, settings.rules)
        for move in kept.game.moves[:PROPOSED]:
            negotiation = negotiation.place(move)
        if kept.under_way:
            negotiation = negotiation.choose(kept.under_way[0])
        for move in kept.game.moves[PROPOSED:]:
            negotiation = negotiation.place(move)
        for choice in kept.under_way[1:]:  # type: ignore[index]  # kept: under way
            negotiation = negotiation.choose(choice)
        what |= self.opening.resume_at(negotiation, players[Mark.X], players[Mark.O])
        return self._opened(what)

    # -- the requests while it is under way ----------------------------------------------
    def choose_colour(self, choice: Choice) -> None:
        """A person's choice in the opening (its Buttons)."""
        self._publish(self._opened(self.opening.choose(choice)))

    def _opening_click(self, move: Move) -> None:
        what = self._opened(self.opening.click(move))
        self._publish(what, refused=move if What.REFUSED in what else None)

    def _on_opening(self, what: What) -> None:
        """A computer took its part."""
        self._publish(self._opened(what))

    def _opening_board(self) -> BoardState:
        """The opening's stones, and the colour a person's click would place."""
        game = self.turns.game
        view = self.opening.view()
        return BoardState(
            game.position(), game.last_move, (), view.placing if view is not None else None
        )

    # -- after each step -------------------------------------------------------------------
    def _opened(self, what: What) -> What:
        """The board shows the opening's stones; once it is settled, the game starts."""
        opening = self.opening
        if not opening.settled:
            if What.MESSAGE in what:
                self._message = opening.line
            if What.MOVES in what:
                self.turns.put(opening.game(), self.turns.players)
            self._keep()  # each step kept: Resume brings the opening back at it
            return what
        seats = self.turns.players  # the proposer in X's seat, the responder in O's
        record = opening.record
        proposer = record.proposer if record is not None else Mark.X
        self.desk.settle_colours(proposer is Mark.O)
        self.desk.lineup.said = f"{self.desk.lineup.said}{opening.line} "
        game = opening.game()
        self.turns.in_play = True  # the game's own moves from now
        return what | self._start_game(
            game, seated={proposer: seats[Mark.X], proposer.other: seats[Mark.O]}, opening=record
        )
