"""The GameController of Spencer's TicTacToe 2017, as a QObject state machine: menu,
playing, set-up, game over.

It owns the game (a :class:`~tictactoe.game.Game`, i.e. a start position plus a
move history), the two players, the series and the AI runner.  Screens only
call its methods and listen to its signals; it never touches a widget.

Every change of the game bumps ``generation``; an AI result carries the
generation it was started for, and a stale one is dropped.  The history (the
game's moves plus a redo list) is what undo/redo, hints, replay and autosave
build on: after every change ``history_changed`` is emitted and the keeper
(:class:`~tictactoe.ui.keeper.GameKeeper`: autosave and statistics) is called.
Browsing the move list shows the position after ``shown_index()`` moves
without changing the game (the computer plays on); REPLAY is that view of a
finished game; AI vs AI can be paused and stepped (``ui.review``).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Move, Outcome, Termination
from tictactoe.notation import cell_name
from tictactoe.players import Player, make_player
from tictactoe.storage import Snapshot
from tictactoe.ui.ai_runner import AIRunner, SearchResult, quick_move
from tictactoe.ui.board_view import BoardState
from tictactoe.ui.computer_turn import ComputerTurn
from tictactoe.ui.gui_gc import JOIN_S
from tictactoe.ui.history import Flow, game_after, take_back, undo_blocked
from tictactoe.ui.keeper import FinishedGame, GameKeeper, snapshot
from tictactoe.ui.review import Hints, Review
from tictactoe.ui.seats import build_players, check_players, release_players, usable_spec
from tictactoe.ui.series import Match, MatchSettings, Series, series_of_kept
from tictactoe.ui.setup_board import SetupBoard
from tictactoe.ui.states import State

DEFAULT_AI_DELAY_MS = 500


class GameController(QObject):
    state_changed = Signal(object)      # State
    board_changed = Signal()
    message_changed = Signal(str)
    thinking_changed = Signal(bool)
    illegal_move = Signal(int, int)     # the cell to flash red
    warning_sound = Signal()            # please play the warning beep
    series_changed = Signal()
    move_played = Signal(int, int)
    history_changed = Signal()          # after every move, undo/redo, new game or result
    quit_requested = Signal()

    def __init__(self, parent: QObject | None = None, *,
                 player_factory: Callable[[str], Player] = make_player,
                 ai_delay_ms: int = DEFAULT_AI_DELAY_MS, keeper: GameKeeper | None = None) -> None:
        super().__init__(parent)
        self._make_player = player_factory
        self.keeper = keeper
        self._state = State.MENU
        self._match = Match()   # the settings, the series and the session's earlier results
        self._game = Game()
        self._players: dict[Mark, Player] = {}
        self._redo: list[Move] = []
        self._generation = 0
        self._message = ""
        self._thinking = False
        self._setup = SetupBoard()   # the position being set up, in SETUP
        self._dead_draw = False     # nobody can complete a line any more
        self._review = Review()     # the position on view; pause and step
        self._hints = Hints()
        self._turn = ComputerTurn(ai_delay_ms, self)   # the AI's search and the delay
        self._turn.ready.connect(self._on_computer_move)

    # -- read-only state ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def settings(self) -> MatchSettings:
        return self._match.settings

    @property
    def series(self) -> Series:
        return self._match.series

    @property
    def game(self) -> Game:
        """The game being played (do not change it: call the controller's methods)."""
        return self._game

    @property
    def generation(self) -> int:
        return self._generation

    @property
    def message(self) -> str:
        return self._message

    @property
    def thinking(self) -> bool:
        return self._thinking

    @property
    def ai_delay_ms(self) -> int:
        return self._turn.delay_ms

    @property
    def runner(self) -> AIRunner:
        """The AI runner of the computer's moves (the window lends it its paint guard)."""
        return self._turn.runner

    def player(self, mark: Mark) -> Player:
        return self._players[mark]

    def _humans(self) -> set[Mark]:
        """The marks that people play in this game."""
        return {m for m, p in self._players.items() if p.is_human}

    def player_label(self, number: int) -> str:
        """"Player 1 (Human)": the player's number and name in the current game."""
        for mark, player in self._players.items():
            if self.series.player_of(mark, self._game_index()) == number:
                return f"Player {number} ({player.name})"
        return f"Player {number} ({self.settings.spec(number)})"

    def side_label(self, mark: Mark) -> str:
        """"X, Player 1 (Human)" for the current game."""
        number = self.series.player_of(mark, self._game_index())
        name = self._players[mark].name if mark in self._players else self.settings.spec(number)
        return f"{mark.value}, Player {number} ({name})"

    def is_human_turn(self) -> bool:
        return (self._state is State.PLAYING and not self._game.is_over()
                and not self._review.is_browsing() and self._players[self._game.to_move()].is_human)

    def board_state(self) -> BoardState:
        if self._state is State.SETUP:
            return BoardState(self._setup.position)
        if self._review.is_browsing():
            shown = self.shown_game()
            moves = shown.moves
            return BoardState(shown.position(), moves[-1] if moves else None,
                              tuple(shown.winning_line() or ()))
        moves = self._game.moves
        line = self._game.winning_line() or []
        ghost = self._game.to_move() if self.is_human_turn() else None
        return BoardState(self._game.position(), moves[-1] if moves else None, tuple(line), ghost)

    def players_for_file(self) -> dict[str, str]:
        return {m.value: p.spec for m, p in self._players.items()}

    def session(self) -> Series:
        """Every game of this session with these players and board (earlier series too)."""
        return self._match.session()

    def _game_index(self) -> int:
        """The index in the series of the game on the board."""
        return self._match.game_index(self._state in (State.GAME_OVER, State.REPLAY))

    # -- transitions -------------------------------------------------------------------
    def _set_state(self, state: State) -> None:
        if state is not self._state:
            self._state = state
            self.state_changed.emit(state)

    def _set_message(self, text: str) -> None:
        self._message = text
        self.message_changed.emit(text)

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)

    def _stop_search(self) -> None:
        self._generation += 1
        self._turn.cancel()
        self._review.live()
        self._set_thinking(False)

    def _build_players(self, settings: MatchSettings, series: Series, index: int) -> dict[Mark, Player]:
        """Let the last game's players go; build game ``index``'s."""
        release_players(self._players.values())
        return build_players(self._make_player, settings, series, index)

    def _check_players(self, settings: MatchSettings) -> None:
        check_players(self._make_player, settings)

    def _keep(self) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over."""
        self.history_changed.emit()
        if self.keeper is None or self._state not in (State.PLAYING, State.GAME_OVER):
            return
        if self._state is State.GAME_OVER and self.series.is_finished():
            self.keeper.retire()
        else:
            self.keeper.keep(snapshot(self._game, self.players_for_file(), self._match.state()))

    def start_match(self, settings: MatchSettings) -> None:
        """Start a new series with these settings.  Bad player specs raise ValueError."""
        self._check_players(settings)  # fail here, before anything changes
        self._match.begin(settings)
        self.series_changed.emit()
        self._start_game(Game(rules=settings.rules))

    def _start_game(self, game: Game) -> None:
        self._stop_search()
        self._players = self._build_players(self.settings, self.series, self.series.played)
        self._game = game
        self._redo = []
        self._dead_draw = False
        self._match.stats_id = None
        self._review.reset()
        self._hints.reset()
        self._set_state(State.PLAYING)
        self.board_changed.emit()
        self._advance()

    def play_again(self) -> None:
        """Green Play on the game-over screen: the next game of the series, or a new series."""
        if self.series.is_finished():
            self.start_match(self.settings)
        else:
            self._start_game(Game(rules=self.settings.rules))

    def go_to_menu(self) -> None:
        """Back to the menu; an unfinished game stays kept for Resume."""
        kept = self._state is State.PLAYING or (self._state is State.GAME_OVER
                                                 and not self.series.is_finished())
        self._stop_search()
        self._set_message("Your game is kept: Resume on the menu returns to it"
                          if kept and self.keeper is not None else "")
        self._set_state(State.MENU)

    def request_quit(self) -> None:
        self._stop_search()
        self.quit_requested.emit()

    def shutdown(self) -> None:
        """Cancel any search, stop external engines and write what is kept; called when
        the window closes."""
        self._stop_search()
        release_players(self._players.values())   # an external engine's reply wait ends
        self.runner.wait(JOIN_S)   # no thread of a closed window may collect garbage: gui_gc
        if self.keeper is not None:
            self.keeper.close()

    def load_game(self, game: Game, specs: dict[str, str] | None = None,
                  hints: dict[str, int] | None = None) -> None:
        """Play on from a game read from a file (a series of one game, its hints counted on)."""
        specs = specs or {}
        x_spec = usable_spec(self._make_player, specs.get("X"), self.settings.player1, game.rules)
        o_spec = usable_spec(self._make_player, specs.get("O"), self.settings.player2, game.rules)
        self._match.begin(MatchSettings(x_spec, o_spec, game.rules), keep_session=False)
        self.series_changed.emit()
        if game.is_over():  # a finished game opens as its replay, at its last move
            self._stop_search()
            self._players = self._build_players(self.settings, self.series, 0)
            self._game, self._redo = game, []
            self._enter_replay(len(game.moves))
        else:
            self._start_game(game)
        self._hints.reset(hints)

    def resume(self, kept: Snapshot) -> None:
        """Return to a kept game exactly: the series, the position, and the AI if it is to
        move (or the game-over screen of a finished game whose series goes on).
        A snapshot that does not hang together raises ValueError, changing nothing."""
        settings, series, index = series_of_kept(kept)
        self._check_players(settings)
        self._stop_search()
        match = self._match
        match.settings, match.series, match.earlier = settings, series, kept.series.session
        self.series_changed.emit()
        if not kept.game.is_over():
            self._start_game(kept.game.copy())
            return
        self._players = self._build_players(settings, series, index)
        self._game, self._redo = kept.game.copy(), []
        match.stats_id = kept.series.statistics_id
        self._show_result()

    # -- playing -----------------------------------------------------------------------
    def click_cell(self, x: int, y: int) -> None:
        """A click on the board: a move on a human's turn, ignored on the AI's."""
        if self._state is State.SETUP:
            self._setup.click((x, y))
            self.board_changed.emit()
            return
        if self._state is not State.PLAYING or self._game.is_over():
            return
        if self._review.is_browsing():
            self.view(None)  # a click while browsing the history returns to the game
            return
        player = self._players[self._game.to_move()]
        if not player.is_human:
            return  # the computer's turn: clicks are ignored
        move = (x, y)
        if not self._game.is_legal(move):
            self.illegal_move.emit(x, y)
            self.warning_sound.emit()
            self._set_message(f"{cell_name(move)} is taken: {self.side_label(self._game.to_move())}, "
                              "click an empty square")
            return
        give = getattr(player, "give_move", None)
        if give is not None:
            give(move)
            move = player.choose_move(self._game)
        self._apply(move)

    def _apply(self, move: Move) -> None:
        self._generation += 1
        self._game.play(move)
        self._redo = []
        self._review.moved()
        self._dead_draw = not self._game.is_over() and self._game.is_dead_draw()
        self.move_played.emit(*move)
        self.board_changed.emit()
        self._advance()

    def _advance(self) -> None:
        """After any change: finish the game, or wait for a human, or start the AI."""
        if self._game.is_over():
            self._finish_game()
            return
        self._keep()
        mark = self._game.to_move()
        player = self._players[mark]
        self._dead_draw = self._game.is_dead_draw()
        if self._dead_draw and not self._humans():
            self.call_draw()  # AI vs AI: nothing left to watch
            return
        note = "  (nobody can win any more: call it a draw?)" if self._dead_draw else ""
        if player.is_human:
            self._set_thinking(False)
            self._set_message(f"{self.side_label(mark)} to move: click a square, "
                              f"or arrow keys and Space{note}")
            return
        if self._review.flow is Flow.PAUSE:
            self._set_thinking(False)
            self._set_message(f"Paused: {self.side_label(mark)} to move (Resume, or Step one move)")
            return
        self._set_thinking(True)
        self._set_message(f"{self.side_label(mark)} is thinking…{note}")
        self._turn.start(self._generation, player, self._game)

    def _on_computer_move(self, result: SearchResult) -> None:
        if result.generation != self._generation or self._state is not State.PLAYING:
            return  # stale: the game has moved on since this search started
        if result.forfeit:  # an external engine broke the rules: it loses this game
            mark = self._game.to_move()
            self._game.end(Outcome(Termination.FORFEIT, mark.other,
                                   f"{self._players[mark].name}: {result.forfeit}"))
            self._finish_game()
            return
        if result.move is not None:
            self._apply(result.move)
            return
        move = quick_move(self._game)
        self._apply(move)  # tell the player after the move, so the next prompt does not hide it
        self._set_message(f"The computer failed ({result.error}); a quick move "
                          f"{cell_name(move)} was played for it. {self._message}")

    def move_now(self) -> None:
        """Make the thinking AI move at once (its best so far)."""
        if self._thinking:
            self._turn.hurry()

    def set_ai_delay(self, ms: int) -> None:
        self._turn.delay_ms = max(0, int(ms))

    def undo(self) -> bool:
        """Take back moves until it is a human's turn again (one move in human vs human).

        Never a silent replay: when no human's turn can be reached (the computer made
        the only move, or no person plays) nothing changes and the message bar says why."""
        reason = self.undo_blocked_reason()
        if reason is not None:
            if self._state in (State.PLAYING, State.GAME_OVER):
                self._set_message(reason)
            return False
        self._stop_search()
        if self._state is State.GAME_OVER:
            if self.keeper is not None:
                self.keeper.forget(self._match.stats_id)
            self._match.take_back()
            self.series_changed.emit()
            self._set_state(State.PLAYING)
        self._redo.extend(take_back(self._game, self._humans()))
        self.board_changed.emit()
        self._advance_after_history()
        return True

    def can_undo(self) -> bool:
        return self.undo_blocked_reason() is None

    def undo_blocked_reason(self) -> str | None:
        """Why Undo can do nothing now, or None when it can take moves back."""
        if self._state not in (State.PLAYING, State.GAME_OVER):
            return "Nothing to undo"
        return undo_blocked(self._game, self._humans())

    def can_redo(self) -> bool:
        return self._state is State.PLAYING and bool(self._redo)

    def redo(self) -> bool:
        if self._state is not State.PLAYING or not self._redo:
            return False
        self._stop_search()
        self._game.play(self._redo.pop())
        self.board_changed.emit()
        self._advance_after_history()
        return True

    def _advance_after_history(self) -> None:
        redo = self._redo
        self._advance()
        self._redo = redo

    def can_call_draw(self) -> bool:
        return self._state is State.PLAYING and self._dead_draw and not self._game.is_over()

    def call_draw(self) -> bool:
        """End the game as a draw when nobody can complete a line any more."""
        if not (self._state is State.PLAYING and self._game.is_dead_draw()):
            return False
        self._stop_search()
        self._game.end(Outcome(Termination.DEAD_DRAW))
        self._finish_game()
        return True

    def _finish_game(self) -> None:
        """Record the result in the series and the statistics, keep, show the result."""
        result = self._game.result() or "draw"  # (a game that is not over is not finished)
        index = self._match.record(result)
        if self.keeper is not None:
            self._match.stats_id = self.keeper.record(FinishedGame.of(
                self.settings, self.series.mark_of(1, index), self._players, self._game,
                hints=self._hints.total()))
        self.series_changed.emit()
        self._show_result()

    def _show_result(self) -> None:
        self._set_thinking(False)
        self._turn.cancel()
        self._set_message(self.result_text())
        self._set_state(State.GAME_OVER)
        self.board_changed.emit()
        self._keep()

    def result_text(self) -> str:
        outcome = self._game.outcome()
        if outcome is None:
            return ""
        if outcome.termination is Termination.LINE:
            return f"{self.side_label(outcome.winner)} wins"  # type: ignore[arg-type]
        return outcome.describe()

    # -- review: hints, browsing and replay, pause and step ------------------------------
    @property
    def hints(self) -> dict[Mark, int]:
        """How many hints each side asked for in this game."""
        return self._hints.used()

    def hints_for_file(self) -> dict[str, int] | None:
        """The hint counters for a saved game (None when no hint was asked for)."""
        return self._hints.for_file()

    def note_hint(self) -> bool:
        """Count a hint for the side to move; False (and nothing counted) when it is
        not a human's turn."""
        if not self.is_human_turn():
            return False
        self._hints.note(self._game.to_move())
        return True

    def shown_index(self) -> int:
        """How many of the game's moves the board shows."""
        return self._review.shown_index(self._game)

    def is_browsing(self) -> bool:
        return self._review.is_browsing()

    def shown_game(self) -> Game:
        """The game as far as the board shows it (a copy while browsing)."""
        return self._review.shown_game(self._game)

    def view(self, index: int | None) -> None:
        """Show the position after ``index`` moves (None or the last: the live game)."""
        if (self._state in (State.PLAYING, State.GAME_OVER, State.REPLAY)
                and self._review.show(index, self._game, replay=self._state is State.REPLAY)):
            self.board_changed.emit()

    def start_replay(self, index: int | None = None) -> None:
        """View the finished game move by move (from the game-over screen)."""
        if self._state is State.GAME_OVER:
            self._enter_replay(len(self._game.moves) if index is None else index)

    def _enter_replay(self, index: int) -> None:
        self._set_thinking(False)
        self._review.show(index, self._game, replay=True)
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

    @property
    def flow(self) -> Flow:
        return self._review.flow

    def can_pause(self) -> bool:
        """Pause and Step are for AI vs AI."""
        return (self._state is State.PLAYING and bool(self._players)
                and not self._humans())

    def pause_computer(self) -> None:
        """Stop the computer after (or instead of) the search under way."""
        if not self.can_pause() or self._review.flow is Flow.PAUSE:
            return
        self._review.flow = Flow.PAUSE
        self._generation += 1   # the search under way is dropped
        self._turn.cancel()
        self._advance()

    def resume_computer(self) -> None:
        if self._review.flow is Flow.RUN:
            return
        self._review.flow = Flow.RUN
        if self._state is State.PLAYING and not self._thinking:
            self._advance()

    def step_computer(self) -> None:
        """While paused: one computer move, then pause again."""
        if self._review.flow is Flow.PAUSE and self.can_pause():
            self._review.flow = Flow.STEP
            self._advance()

    # -- set up a position -------------------------------------------------------------
    def start_setup(self, settings: MatchSettings) -> None:
        """Place marks freely on an empty board, then play on with ``finish_setup``."""
        self._check_players(settings)
        self._stop_search()
        self._match.begin(settings)
        self._players = self._build_players(settings, self.series, 0)
        self._game = Game(rules=settings.rules)
        self._setup = SetupBoard(settings.rules)
        self._set_state(State.SETUP)
        self._set_message("Set up: click a square for X, again for O, again to clear; then Play on")
        self.board_changed.emit()

    def setup_rows(self) -> list[str]:
        return self._setup.position.rows()

    def finish_setup(self) -> str | None:
        """Play on from the set-up position; returns why not (and stays in set-up) if impossible."""
        if self._state is not State.SETUP:
            return "not setting up a position"
        try:
            game = self._setup.game()
        except ValueError as exc:
            self._set_message(f"Cannot play on: {exc}")
            self.warning_sound.emit()
            return str(exc)
        self.series_changed.emit()
        self._start_game(game)
        return None

