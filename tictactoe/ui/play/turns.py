"""The one owner of a move: it takes a person's move from the board, or the computer's
answer, to the game, and says what changed.

The :class:`~tictactoe.ui.play.controller.GameController` owns one and keeps what lies
around the game: the screens' states, the series, the autosave, and publishing.  This
object knows none of them.  The controller says when a game is in play (``in_play``:
its PLAYING state) and calls it; each call returns what it changed
(:class:`~tictactoe.ui.play.change.What`).  The one change nobody asked for just then,
the computer's move, comes as ``changed`` (a ``What``).

A person's move goes straight to the game: :meth:`play` checks it and plays it.  The
computer's comes from :class:`~tictactoe.ui.play.computer_turn.ComputerTurn`, which
drops an answer that is no longer wanted and decides, with the one fallback policy,
what a failed search plays; here it is played as handed.  Every change of the game
first cancels the computer's turn (and a draw offer it is reading), so no answer
meant for another position arrives.  A draw offered by the person to move is asked
of another person at once, or read by the computer
(:class:`~tictactoe.ui.play.draw_offer.DrawOffer`) and answered as ``changed``.
The history (the game's moves plus a redo list) is what Undo and Redo, replay and
autosave build on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Move, Outcome, Termination, Variant
from tictactoe.notation import cell_name
from tictactoe.players import Player
from tictactoe.players.answer import Answer
from tictactoe.players.draw_offer import DrawReply
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.change import What
from tictactoe.ui.play.computer_turn import ComputerTurn
from tictactoe.ui.play.draw_offer import DrawOffer, full_enough
from tictactoe.ui.play.history import Flow, take_back, undo_blocked
from tictactoe.ui.play.on_view import OnView
from tictactoe.ui.play.seats import release_players
from tictactoe.ui.words.game_words import RESIGNED, Seats, browsing
from tictactoe.ui.words.problem_words import said
from tictactoe.ui.workers.gui_gc import JOIN_S

Ask = Callable[[str, str], bool]  # (title, question) -> yes?


def forbidden_points(game: Game) -> tuple[Move, ...]:
    """The empty points where the side to move may not play (renju, Black's turn; none
    under every other rule, and none once the game is over)."""
    if game.rules.variant is not Variant.RENJU or game.to_move() is not Mark.X or game.is_over():
        return ()
    rules = game.rules
    occupied = game.position().x_bits | game.position().o_bits
    return tuple(
        move
        for move in (rules.move(i) for i in range(rules.cells) if not occupied >> i & 1)
        if game.foul(move) is not None
    )


class Turns(QObject):
    changed = Signal(object)  # What: the computer's move was played, or its answer to a draw

    def __init__(
        self, seats: Callable[[], Seats], ai_delay_ms: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._seats = seats  # who is who (the series knows): the words of the lines
        self.in_play = False
        self._game = Game()
        self._players: dict[Mark, Player] = {}
        self._redo: list[Move] = []
        self.floor = 0  # the moves Undo never takes back (a swap opening's)
        self._thinking = False
        self._dead_draw = False  # nobody can complete a line any more
        self._forfeit: tuple[Outcome, str] | None = None  # an engine's, and why in words
        self.line = ""  # what the message bar says of the game in play
        self.said = 0  # how many lines it has said
        self.on_view = OnView()  # the position on view; pause and step
        self.computer = ComputerTurn(ai_delay_ms, self)  # the AI's search and the delay
        self.computer.ready.connect(self._on_answer)
        self.draw_offer = DrawOffer(self)  # the computer's reading of a draw offer
        self.draw_offer.replied.connect(self._on_draw_reply)

    # -- what the board shows ----------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game in play (do not change it: ask this object or the controller)."""
        return self._game

    @property
    def players(self) -> dict[Mark, Player]:
        return dict(self._players)

    @property
    def thinking(self) -> bool:
        return self._thinking

    def shown_game(self) -> Game:
        """The game as far as the board shows it (a copy while browsing)."""
        return self.on_view.shown_game(self._game)

    def board_state(self) -> BoardState:
        """The position on view, its last move and winning line; the ghost mark on a
        person's turn; under renju on Black's turn, the points forbidden to Black."""
        shown = self.shown_game()
        moves = shown.moves
        ghost = shown.to_move() if self.is_human_turn() else None
        return BoardState(
            shown.position(),
            moves[-1] if moves else None,
            tuple(shown.winning_line() or ()),
            ghost,
            forbidden_points(shown),
        )

    def humans(self) -> set[Mark]:
        """The marks that people play in this game."""
        return {m for m, p in self._players.items() if p.is_human}

    def is_human_turn(self) -> bool:
        return (
            self.in_play
            and not self._game.is_over()
            and not self.on_view.is_browsing()
            and self._players[self._game.to_move()].is_human
        )

    def computer_reports(self) -> bool:
        """The computer thinking on the live position shows its search as it goes."""
        return (
            self._thinking
            and not self.on_view.is_browsing()
            and self._players[self._game.to_move()].reports_progress
        )

    def undo_blocked(self) -> str | None:
        return undo_blocked(self._game, self.humans(), self.floor)

    def can_redo(self) -> bool:
        return self.in_play and bool(self._redo)

    def can_offer_draw(self) -> bool:
        """The person to move may offer a draw (the board a third full, no offer waiting
        for its answer), or call one when nobody can complete a line any more."""
        return (
            self.is_human_turn()
            and not self.draw_offer.pending
            and (self._dead_draw or full_enough(self._game))
        )

    def can_pause(self) -> bool:
        """Pause and Step are for AI vs AI."""
        return self.in_play and bool(self._players) and not self.humans()

    # -- the controller puts games on the board ----------------------------------------
    def put(self, game: Game, players: dict[Mark, Player], floor: int = 0) -> None:
        """``game`` on the board, played by ``players``; nothing to redo; Undo never takes
        back its first ``floor`` moves (a swap opening's stones)."""
        self._game, self._players, self._redo, self.floor = game, players, [], floor

    def start(self, game: Game, players: dict[Mark, Player], floor: int = 0) -> None:
        """A new game: its live position, the computer running (``advance`` starts it);
        Undo never takes back its first ``floor`` moves."""
        self.put(game, players, floor)
        self._dead_draw = False
        self.on_view.reset()

    def forfeited(self) -> str | None:
        """Why the engine that lost the game on the board forfeited it, in the language
        chosen (the outcome keeps it in English), while the game ends so; else None."""
        if self._forfeit is not None and self._game.outcome() == self._forfeit[0]:
            return self._forfeit[1]
        return None

    def bar_line(self) -> str:
        """What the message bar says of the game in play: its line, or while an earlier
        position is on view, which one ("Move 5 of 23: ...")."""
        if self.on_view.is_browsing():
            return browsing(self.on_view.shown_index(self._game), len(self._game.moves))
        return self.line

    def shutdown(self) -> None:
        """The window closes: drop the turn and the offer, let the players go (an external
        engine's reply wait ends) and wait for the search's thread (no thread of a closed
        window may collect garbage: gui_gc)."""
        self.stop()
        release_players(self._players.values())
        self.computer.wait(JOIN_S)

    def stop(self) -> What:
        """Drop the computer's turn, a draw offer and any search; back to the live position."""
        self.computer.cancel()
        self.draw_offer.cancel()
        what = What.VIEW if self.on_view.is_browsing() else What.NOTHING
        self.on_view.live()
        return what | self._set_thinking(False)

    def rest(self) -> What:
        """The game is over or viewed: nobody thinks (the position on view stays)."""
        self.computer.cancel()
        self.draw_offer.cancel()
        return self._set_thinking(False)

    def _set_thinking(self, thinking: bool) -> What:
        if thinking == self._thinking:
            return What.NOTHING
        self._thinking = thinking
        return What.THINKING

    def _say(self, line: str) -> What:
        self.line = line
        self.said += 1
        return What.MESSAGE

    def show(self, index: int | None, *, replay: bool) -> What:
        """Show the position after ``index`` moves (None: the last)."""
        return What.VIEW if self.on_view.show(index, self._game, replay=replay) else What.NOTHING

    # -- playing -----------------------------------------------------------------------
    def play(self, move: Move) -> What:
        """A person's move from the board: played on a person's turn, refused on a
        taken cell, ignored on the computer's turn; while browsing, a click returns to
        the live position."""
        if not self.in_play or self._game.is_over():
            return What.NOTHING
        if self.on_view.show(None, self._game, replay=False):
            return What.VIEW
        if not self._players[self._game.to_move()].is_human:
            return What.NOTHING
        if not self._game.is_legal(move):
            foul = self._game.foul(move) if self._game.at(move) is None else None
            seats, name = self._seats(), cell_name(move, self._game.rules)
            line = seats.taken(name) if foul is None else seats.forbidden(name, foul)
            return What.REFUSED | self._say(line)
        return self._apply(move)

    def _apply(self, move: Move, note: str = "") -> What:
        self.draw_offer.cancel()  # a move withdraws an offer still read
        self._game.play(move)
        self._redo = []
        self.on_view.moved()
        return What.MOVES | self.advance(note)

    def advance(self, note: str = "") -> What:
        """After any change: end the game, or wait for a human, or start the AI.
        ``note`` goes before the line said."""
        if self._game.is_over():
            return What.OVER | self._set_thinking(False)
        mark = self._game.to_move()
        player = self._players[mark]
        self._dead_draw = self._game.is_dead_draw()
        if self._dead_draw and not self.humans():
            return self.call_draw()  # AI vs AI: nothing left to watch
        seats, note = self._seats(), f"{note} " if note else ""
        if player.is_human:
            return self._set_thinking(False) | self._say(
                note + seats.to_move(mark, self._dead_draw)
            )
        if self.on_view.flow is Flow.PAUSE:
            return self._set_thinking(False) | self._say(note + seats.paused(mark))
        self.computer.start(player, self._game)
        return self._set_thinking(True) | self._say(note + seats.thinking(mark, self._dead_draw))

    def _on_answer(self, answer: Answer) -> None:
        """The computer's answer for the current turn (the computer turn dropped any other)."""
        if answer.forfeit is not None:  # an external engine broke the rules: it loses the game
            mark = self._game.to_move()
            ended = Outcome(
                Termination.FORFEIT, mark.other, f"{self._players[mark].name}: {answer.forfeit}"
            )  # kept: English
            self._game.end(ended)
            self._forfeit = (ended, said(answer.forfeit))
            self.changed.emit(What.OVER | self._set_thinking(False))
            return
        note = ""
        if answer.failure:  # said before the next prompt, so that it does not hide it
            note = self._seats().failed(
                self._game.to_move(),
                answer.failure,
                cell_name(answer.move, self._game.rules),
                answer.source,
            )
        self.changed.emit(self._apply(answer.move, note))

    def move_now(self) -> What:
        """Make the thinking AI move at once (its best so far)."""
        if self._thinking:
            self.computer.hurry()
        return What.NOTHING

    def take_back(self) -> What:
        """Undo moves until a person is to move (the caller checked ``undo_blocked``)."""
        self._redo.extend(take_back(self._game, self.humans(), self.floor))
        return What.MOVES | self._advance_after_history()

    def redo(self) -> What:
        if not self.can_redo():
            return What.NOTHING
        what = self.stop()
        self._game.play(self._redo.pop())
        return what | What.MOVES | self._advance_after_history()

    def _advance_after_history(self) -> What:
        redo = self._redo
        what = self.advance()
        self._redo = redo
        return what

    def call_draw(self) -> What:
        """End the game as a draw when nobody can complete a line any more (a game
        between computers does at once; a person asks with ``offer_draw``)."""
        if not (self.in_play and self._game.is_dead_draw()):
            return What.NOTHING
        what = self.stop()
        self._game.end(Outcome(Termination.DEAD_DRAW))
        return what | What.OVER

    def resign(self) -> What:
        """The person to move gives the game up: a loss for their side, recorded as a
        forfeit whose reason is "resigned" (SGF's ``+R``)."""
        if not self.is_human_turn():
            return What.NOTHING
        loser = self._game.to_move()
        what = self.stop()
        self._game.end(Outcome(Termination.FORFEIT, loser.other, RESIGNED))
        return what | What.OVER

    def offer_draw(self, ask: Ask) -> What:
        """The person to move offers a draw: another person is asked at once (``ask``);
        a computer reads the position and answers later (``changed``).  When nobody can
        complete a line any more the draw is called: nobody is asked."""
        if not self.can_offer_draw():
            return What.NOTHING
        if self._dead_draw:
            return self.call_draw()
        seats, mark = self._seats(), self._game.to_move()
        if self._players[mark.other].is_human:
            if ask(*seats.draw_question(mark)):
                return self.agree_draw()
            return self._say(f"{seats.declined(mark.other, None)} {seats.to_move(mark, False)}")
        self.draw_offer.start(self._game)
        return self._say(seats.considering(mark.other))

    def agree_draw(self) -> What:
        """End the game in play as a draw by agreement."""
        if not self.in_play or self._game.is_over() or self._game.is_dead_draw():
            return What.NOTHING
        what = self.stop()
        self._game.end(Outcome(Termination.AGREED))
        return what | What.OVER

    def _on_draw_reply(self, reply: DrawReply) -> None:
        """The computer's answer to the offer under way (the offer dropped any other)."""
        if reply is DrawReply.ACCEPT:
            self.changed.emit(self.agree_draw())
            return
        seats, mark = self._seats(), self._game.to_move()
        self.changed.emit(
            self._say(f"{seats.declined(mark.other, reply)} {seats.to_move(mark, False)}")
        )

    # -- pause and step (AI vs AI) -----------------------------------------------------
    def pause(self) -> What:
        """Stop the computer after (or instead of) the search under way."""
        if not self.can_pause() or self.on_view.flow is Flow.PAUSE:
            return What.NOTHING
        self.on_view.flow = Flow.PAUSE
        self.computer.cancel()  # the search under way is dropped
        return What.VIEW | self.advance()

    def resume(self) -> What:
        if self.on_view.flow is Flow.RUN:
            return What.NOTHING
        self.on_view.flow = Flow.RUN
        if self.in_play and not self._thinking:
            return What.VIEW | self.advance()
        return What.VIEW

    def step(self) -> What:
        """While paused: one computer move, then pause again."""
        if self.on_view.flow is Flow.PAUSE and self.can_pause():
            self.on_view.flow = Flow.STEP
            return What.VIEW | self.advance()
        return What.NOTHING
