"""The game in play: a person's click, the computer's move, Undo and Redo, a called
draw, pause and step between computers, and the position on view.

The :class:`~tictactoe.ui.play.controller.GameController` owns one and keeps what lies
around the game: the screens' states, the series, the autosave.  This object knows
none of them.  The controller says when a game is in play (``in_play``: its PLAYING
state); this object says what happened by signals: ``said`` (a line for the
message bar), ``changed`` (the game in play changed: keep it) and ``over`` (the
game ended: record it).  Screens reach it as ``controller.turns`` for what it alone
decides: whose turn it is, Redo, a called draw, Move now, pause and step.

Every change of the game bumps ``generation``; the computer's move carries the
generation it was searched for, and a stale one is dropped.  The history (the
game's moves plus a redo list) is what Undo and Redo, replay and autosave build on.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.ai import quick_move
from tictactoe.game import Game, Mark, Move, Outcome, Termination
from tictactoe.notation import cell_name
from tictactoe.players import Player
from tictactoe.ui.workers.ai_runner import SearchResult
from tictactoe.ui.board.board_view import BoardState
from tictactoe.ui.play.computer_turn import ComputerTurn
from tictactoe.ui.play.history import Flow, take_back, undo_blocked
from tictactoe.ui.play.review import Review


class Turns(QObject):
    board_changed = Signal()
    move_played = Signal(int, int)
    illegal_move = Signal(int, int)     # the cell to flash red
    warning_sound = Signal()
    thinking_changed = Signal(bool)
    said = Signal(str)                  # a line for the message bar
    said_before = Signal(str)           # a line put before what the message bar says
    changed = Signal()                  # the game in play changed and is not over
    over = Signal()                     # the game ended

    def __init__(self, side_label: Callable[[Mark], str], ai_delay_ms: int,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._label = side_label    # "X, Player 1 (Human)": the series knows who is who
        self.in_play = False
        self._game = Game()
        self._players: dict[Mark, Player] = {}
        self._redo: list[Move] = []
        self._generation = 0
        self._thinking = False
        self._dead_draw = False     # nobody can complete a line any more
        self.review = Review()      # the position on view; pause and step
        self.computer = ComputerTurn(ai_delay_ms, self)   # the AI's search and the delay
        self.computer.ready.connect(self._on_computer_move)

    # -- what the board shows ----------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game in play (do not change it: ask this object or the controller)."""
        return self._game

    @property
    def players(self) -> dict[Mark, Player]:
        return dict(self._players)

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def thinking(self) -> bool:
        return self._thinking

    def shown_index(self) -> int:
        """How many of the game's moves the board shows."""
        return self.review.shown_index(self._game)

    def shown_game(self) -> Game:
        """The game as far as the board shows it (a copy while browsing)."""
        return self.review.shown_game(self._game)

    def board_state(self) -> BoardState:
        """The position on view, its last move and winning line; the ghost mark on a
        person's turn."""
        if self.review.is_browsing():
            shown = self.shown_game()
            moves = shown.moves
            return BoardState(shown.position(), moves[-1] if moves else None,
                              tuple(shown.winning_line() or ()))
        game = self._game
        moves = game.moves
        ghost = game.to_move() if self.is_human_turn() else None
        return BoardState(game.position(), moves[-1] if moves else None,
                          tuple(game.winning_line() or ()), ghost)

    def humans(self) -> set[Mark]:
        """The marks that people play in this game."""
        return {m for m, p in self._players.items() if p.is_human}

    def is_human_turn(self) -> bool:
        return (self.in_play and not self._game.is_over()
                and not self.review.is_browsing() and self._players[self._game.to_move()].is_human)

    def undo_blocked(self) -> str | None:
        return undo_blocked(self._game, self.humans())

    def can_redo(self) -> bool:
        return self.in_play and bool(self._redo)

    def can_call_draw(self) -> bool:
        return self.in_play and self._dead_draw and not self._game.is_over()

    def can_pause(self) -> bool:
        """Pause and Step are for AI vs AI."""
        return self.in_play and bool(self._players) and not self.humans()

    # -- the controller puts games on the board ----------------------------------------
    def put(self, game: Game, players: dict[Mark, Player]) -> None:
        """``game`` on the board, played by ``players``; nothing to redo."""
        self._game, self._players, self._redo = game, players, []

    def start(self, game: Game, players: dict[Mark, Player]) -> None:
        """A new game: its live position, the computer running (``advance`` starts it)."""
        self.put(game, players)
        self._dead_draw = False
        self.review.reset()

    def stop(self) -> None:
        """Drop the computer's turn and any search; back to the live position."""
        self._generation += 1
        self.computer.cancel()
        self.review.live()
        self._set_thinking(False)

    def rest(self) -> None:
        """The game is over or viewed: nobody thinks (the position on view stays)."""
        self._set_thinking(False)
        self.computer.cancel()

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)

    # -- playing -----------------------------------------------------------------------
    def click(self, move: Move) -> None:
        """A click on the board: a move on a human's turn, ignored on the AI's."""
        if not self.in_play or self._game.is_over():
            return
        if self.review.show(None, self._game, replay=False):
            self.board_changed.emit()  # a click while browsing the history returns to the game
            return
        player = self._players[self._game.to_move()]
        if not player.is_human:
            return  # the computer's turn: clicks are ignored
        if not self._game.is_legal(move):
            self.illegal_move.emit(*move)
            self.warning_sound.emit()
            self.said.emit(f"{cell_name(move)} is taken: {self._label(self._game.to_move())}, "
                           "click an empty square")
            return
        player.give_move(move)
        move = player.choose_move(self._game)
        self._apply(move)

    def _apply(self, move: Move) -> None:
        self._generation += 1
        self._game.play(move)
        self._redo = []
        self.review.moved()
        self._dead_draw = not self._game.is_over() and self._game.is_dead_draw()
        self.move_played.emit(*move)
        self.board_changed.emit()
        self.advance()

    def advance(self) -> None:
        """After any change: end the game, or wait for a human, or start the AI."""
        if self._game.is_over():
            self.over.emit()
            return
        self.changed.emit()
        mark = self._game.to_move()
        player = self._players[mark]
        self._dead_draw = self._game.is_dead_draw()
        if self._dead_draw and not self.humans():
            self.call_draw()  # AI vs AI: nothing left to watch
            return
        note = "  (nobody can win any more: call it a draw?)" if self._dead_draw else ""
        if player.is_human:
            self._set_thinking(False)
            self.said.emit(f"{self._label(mark)} to move: click a square, "
                           f"or arrow keys and Space{note}")
            return
        if self.review.flow is Flow.PAUSE:
            self._set_thinking(False)
            self.said.emit(f"Paused: {self._label(mark)} to move (Resume, or Step one move)")
            return
        self._set_thinking(True)
        self.said.emit(f"{self._label(mark)} is thinking…{note}")
        self.computer.start(self._generation, player, self._game)

    def _on_computer_move(self, result: SearchResult) -> None:
        if result.generation != self._generation or not self.in_play:
            return  # stale: the game has moved on since this search started
        if result.forfeit:  # an external engine broke the rules: it loses this game
            mark = self._game.to_move()
            self._game.end(Outcome(Termination.FORFEIT, mark.other,
                                   f"{self._players[mark].name}: {result.forfeit}"))
            self.over.emit()
            return
        if result.move is not None:
            self._apply(result.move)
            return
        move = quick_move(self._game)
        self._apply(move)  # tell the player after the move, so the next prompt does not hide it
        self.said_before.emit(f"The computer failed ({result.error}); a quick move "
                              f"{cell_name(move)} was played for it.")

    def move_now(self) -> None:
        """Make the thinking AI move at once (its best so far)."""
        if self._thinking:
            self.computer.hurry()

    def take_back(self) -> None:
        """Undo moves until a person is to move (the caller checked ``undo_blocked``)."""
        self._redo.extend(take_back(self._game, self.humans()))
        self.board_changed.emit()
        self._advance_after_history()

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.stop()
        self._game.play(self._redo.pop())
        self.board_changed.emit()
        self._advance_after_history()
        return True

    def _advance_after_history(self) -> None:
        redo = self._redo
        self.advance()
        self._redo = redo

    def call_draw(self) -> bool:
        """End the game as a draw when nobody can complete a line any more."""
        if not (self.in_play and self._game.is_dead_draw()):
            return False
        self.stop()
        self._game.end(Outcome(Termination.DEAD_DRAW))
        self.over.emit()
        return True

    # -- pause and step (AI vs AI) -----------------------------------------------------
    def pause(self) -> None:
        """Stop the computer after (or instead of) the search under way."""
        if not self.can_pause() or self.review.flow is Flow.PAUSE:
            return
        self.review.flow = Flow.PAUSE
        self._generation += 1   # the search under way is dropped
        self.computer.cancel()
        self.advance()

    def resume(self) -> None:
        if self.review.flow is Flow.RUN:
            return
        self.review.flow = Flow.RUN
        if self.in_play and not self._thinking:
            self.advance()

    def step(self) -> None:
        """While paused: one computer move, then pause again."""
        if self.review.flow is Flow.PAUSE and self.can_pause():
            self.review.flow = Flow.STEP
            self.advance()
