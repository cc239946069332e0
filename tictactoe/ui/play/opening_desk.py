"""A swap or swap2 opening in the window: the negotiation (:mod:`tictactoe.swap`) between
the two players of the game about to start, before it is played.

The :class:`~tictactoe.ui.play.controller.GameController` begins one when a game of a
series that opens by swap starts, with the game's players in their seats (the proposer
in X's, the responder in O's: the colours the game would have had without the opening)
and hands it a person's clicks and choices while it is under way.  A computer's part is
its :meth:`~tictactoe.players.Player.swap_action` (the engine's search), run on a
:class:`~tictactoe.players.worker.Search` thread; its finish crosses to the GUI thread
by a queued signal tagged with the step it was started for, and one for a step that is
gone (Menu, a new game) is dropped.  Each request returns what it changed
(:class:`~tictactoe.ui.play.change.What`); a computer's action comes as ``changed``.
Once the opening is settled (``settled``) the controller starts the game itself, with
the players in the seats the opening gave them, and keeps the opening's record
(``record``) with the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.ai import Cancel
from tictactoe.game import Game, IllegalMoveError, Mark, Move, Outcome, Rules, Termination
from tictactoe.notation import cell_name
from tictactoe.players import Player
from tictactoe.players.worker import SEARCH_THREADS, Finish, Search
from tictactoe.swap import Action, Choice, Negotiation, Opening, Role, SwapError, SwapRecord
from tictactoe.ui.play.change import OpeningView, What
from tictactoe.ui.words import opening_words as words
from tictactoe.ui.words.game_words import Seats
from tictactoe.ui.workers.gui_gc import watch

WATCHDOG_S = 60.0  # a computer's action is given up (it forfeits) after this long


class OpeningDesk(QObject):
    changed = Signal(object)  # What: a computer acted
    _finished = Signal(int, object)  # from the worker's thread: step number, Finish

    def __init__(
        self, seats: Callable[[], Seats], reveal: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        """``reveal``: whether the engine's values may be said (what it knows is in view)."""
        super().__init__(parent)
        self._seats = seats
        self._reveal = reveal
        self._finished.connect(self._on_finished)
        self.negotiation: Negotiation | None = None  # the opening under way
        self.record: SwapRecord | None = None  # how the game on the board opened
        self.forfeit: Outcome | None = None  # a computer that failed its part
        self._why = ""  # why, in words
        self.line = ""  # the message bar's line
        self._players: dict[Role, Player] = {}
        self._search: Search | None = None
        self._step = 0  # tags each computer's action

    # -- state ---------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """An opening is under way (not settled, not given up)."""
        return self.negotiation is not None and not self.settled

    @property
    def settled(self) -> bool:
        n = self.negotiation
        return n is not None and (n.done or self.forfeit is not None)

    @property
    def thinking(self) -> bool:
        return self._search is not None and self._search.is_running()

    def kind(self) -> Opening:
        """How the game on the board opens, or opened (NONE: from the empty board)."""
        if self.active and self.negotiation is not None:
            return self.negotiation.kind
        return self.record.kind if self.record is not None else Opening.NONE

    def game(self) -> Game:
        """The board of the opening: its stones so far (the game once it failed)."""
        assert self.negotiation is not None
        game = self.negotiation.game()
        if self.forfeit is not None:
            game.end(self.forfeit)
        return game

    def forfeited(self) -> str | None:
        """Why a computer forfeited the game in the opening, in the language chosen, while
        the game on the board ends so (the outcome keeps it in English); else None."""
        return self._why if self.forfeit is not None and self.settled else None

    def view(self) -> OpeningView | None:
        n = self.negotiation
        if n is None or not self.active:
            return None
        person = self._players[n.actor].is_human  # type: ignore[index]  # active: an actor
        return OpeningView(
            n.kind,
            n.step,
            n.options() if person else (),
            n.next_mark() if person and n.to_place() else None,
        )

    # -- requests ------------------------------------------------------------------------
    def begin(self, kind: Opening, rules: Rules, proposer: Player, responder: Player) -> What:
        """A new opening between these players (ValueError where it is not played)."""
        self.cancel()
        self.negotiation = Negotiation(kind, rules)
        self.record, self.forfeit = None, None
        self._players = {Role.PROPOSER: proposer, Role.RESPONDER: responder}
        return self._next()

    def resume_at(self, negotiation: Negotiation, proposer: Player, responder: Player) -> What:
        """An opening kept while under way, back at its step between these players."""
        self.cancel()
        self.negotiation = negotiation
        self.record, self.forfeit = None, None
        self._players = {Role.PROPOSER: proposer, Role.RESPONDER: responder}
        return self._next()

    def click(self, move: Move) -> What:
        """A person's stone; a click that places nothing now is refused with the reason.
        A click while no person is to place a stone (a choice to make, the computer's
        stones to come) places nothing."""
        n, view = self.negotiation, self.view()
        if n is None or view is None or view.placing is None:
            return What.NOTHING
        try:
            self.negotiation = n.place(move)
        except (IllegalMoveError, SwapError):  # a taken point: the opening's stones are few
            self.line = self._seats().taken(cell_name(move, n.rules))
            return What.REFUSED | What.MESSAGE
        return What.MOVES | self._next()

    def choose(self, choice: Choice) -> What:
        """A person's choice (the view's options)."""
        view = self.view()
        if view is None or choice not in view.options:
            return What.NOTHING
        assert self.negotiation is not None
        self.negotiation = self.negotiation.choose(choice)
        return self._next()

    def hurry(self) -> None:
        """ "Move now": the computer acts on what its search has read so far."""
        if self._search is not None:
            self._search.hurry()

    def cancel(self) -> None:
        """Drop the computer's action under way (Menu, a new game, closing)."""
        self._step += 1
        if self._search is not None:
            self._search.cancel()
            self._search = None

    def close(self, record: SwapRecord | None = None) -> None:
        """Another game is on the board, opened as ``record`` says (None: from the empty
        board, or not by swap): nothing is under way."""
        self.cancel()
        self.negotiation, self.record = None, record

    def wait(self, timeout: float) -> bool:
        return self._search is None or self._search.join(timeout)

    # -- the next step -------------------------------------------------------------------
    def _next(self, said: str = "") -> What:
        """Say what comes next, and start the computer when its part comes."""
        n = self.negotiation
        assert n is not None
        seats = self._seats()
        if n.done:
            self.record = n.record()
            self.line = f"{said} {words.settled(seats, n.kind, n.proposer_mark())}".strip()
            return What.MESSAGE | What.THINKING
        role = n.actor
        assert role is not None
        player = self._players[role]
        if not player.is_human:
            self._start(player, n)
        self.line = f"{said} {words.to_do(seats, n, self.thinking)}".strip()
        return What.MESSAGE | What.THINKING

    def _start(self, player: Player, n: Negotiation) -> None:
        self.cancel()
        step = self._step

        def job(cancel: Cancel, report: Callable[[object], None]) -> Action:
            return player.swap_action(n, cancel)  # on the worker's thread; n is a value

        def finished(finish: Finish) -> None:
            try:
                self._finished.emit(step, finish)
            except RuntimeError:
                pass  # the desk was deleted while quitting

        self._search = Search(
            job,
            finished,
            hurry_after=WATCHDOG_S,
            grace=1.0,
            name=f"opening-{step}",
            register=watch,
            background=True,
            threads=SEARCH_THREADS,
        ).start()

    def _on_finished(self, step: int, finish: Finish) -> None:
        n = self.negotiation
        if step != self._step or n is None or not self.active:
            return  # stale: dropped since it started
        self._search = None
        role = n.actor
        assert role is not None
        seats = self._seats()
        error = finish.error
        if finish.answer is not None:
            try:
                self.negotiation = n.apply(finish.answer)
            except ValueError as refused:  # a stone the board refuses, a step not open
                error = refused
            else:
                said = words.acted(seats, role, finish.answer, reveal=self._reveal())
                self.changed.emit(What.MOVES | self._next(said))
                return
        # the file keeps the English; the window says it in the language chosen
        reason = (finish.why if finish.answer is None else str(error)) or words.NO_ANSWER
        loser = Mark.X if role is Role.PROPOSER else Mark.O
        self.forfeit = Outcome(
            Termination.FORFEIT, loser.other, f"{self._players[role].name} in the opening: {reason}"
        )
        self.line = words.failed(seats, role, error)
        self._why = words.in_the_opening(error)
        self.changed.emit(What.MESSAGE | What.THINKING)
