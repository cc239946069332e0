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

import threading
from typing import Callable, Iterable

from PySide6.QtCore import QObject, QTimer, Signal

from tictactoe.ai import quick_move
from tictactoe.game import (Game, Mark, Move, Outcome, Position, Rules, Termination,
                            position_from_rows)
from tictactoe.notation import cell_name
from tictactoe.players import Player, check_player_for, make_player
from tictactoe.storage import SeriesState, Snapshot
from tictactoe.ui.ai_runner import AIRunner, SearchResult
from tictactoe.ui.board_view import BoardState
from tictactoe.ui.gui_gc import JOIN_S
from tictactoe.ui.history import Flow
from tictactoe.ui.keeper import FinishedGame, GameKeeper, snapshot
from tictactoe.ui.review import ReviewMixin
from tictactoe.ui.series import MatchSettings, Series, Starter, series_of_kept
from tictactoe.ui.states import State

DEFAULT_AI_DELAY_MS = 500


class GameController(ReviewMixin, QObject):
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
        self._earlier: tuple[int, ...] = ()   # results of earlier series this session
        self._stats_id: int | None = None     # the statistics row of the finished game
        self._state = State.MENU
        self._settings = MatchSettings()
        self._series = Series(1, Starter.PLAYER1)
        self._game = Game()
        self._players: dict[Mark, Player] = {}
        self._redo: list[Move] = []
        self._generation = 0
        self._message = ""
        self._thinking = False
        self._pending: Move | None = None
        self._setup_bits = [0, 0]
        self._dead_draw = False     # nobody can complete a line any more
        self._view: int | None = None   # browsing: the position after this many moves
        self._flow = Flow.RUN
        self._hints = {Mark.X: 0, Mark.O: 0}
        self._ai_delay_ms = ai_delay_ms
        self.runner = AIRunner(self)
        self.runner.finished.connect(self._on_search_finished)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_over)

    # -- read-only state ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def settings(self) -> MatchSettings:
        return self._settings

    @property
    def series(self) -> Series:
        return self._series

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
        return self._ai_delay_ms

    def player(self, mark: Mark) -> Player:
        return self._players[mark]

    def player_label(self, number: int) -> str:
        """"Player 1 (Human)": the player's number and name in the current game."""
        for mark, player in self._players.items():
            if self._series.player_of(mark, self._game_index()) == number:
                return f"Player {number} ({player.name})"
        return f"Player {number} ({self._settings.spec(number)})"

    def side_label(self, mark: Mark) -> str:
        """"X, Player 1 (Human)" for the current game."""
        number = self._series.player_of(mark, self._game_index())
        name = self._players[mark].name if mark in self._players else self._settings.spec(number)
        return f"{mark.value}, Player {number} ({name})"

    def is_human_turn(self) -> bool:
        return (self._state is State.PLAYING and not self._game.is_over()
                and self._view is None and self._players[self._game.to_move()].is_human)

    def board_state(self) -> BoardState:
        if self._state is State.SETUP:
            return BoardState(Position(self._game.rules, *self._setup_bits))
        if self._view is not None:
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
        results = self._earlier + self._series.results
        return Series(max(1, len(results)), self._series.starter, results)

    def series_state(self) -> SeriesState:
        s = self._settings
        return SeriesState(s.player1, s.player2, s.starter.value, s.games, self._series.results,
                           self._earlier, self._stats_id)

    def _game_index(self) -> int:
        """The index in the series of the game on the board."""
        if self._state in (State.GAME_OVER, State.REPLAY):
            return max(0, self._series.played - 1)
        return min(self._series.played, self._series.games - 1)

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
        self.runner.cancel()
        self._delay.stop()
        self._pending = None
        self._view = None
        self._set_thinking(False)

    def _build_players(self, settings: MatchSettings, series: Series, index: int) -> dict[Mark, Player]:
        release_players(getattr(self, "_players", {}).values())
        players = {}
        for mark in (Mark.X, Mark.O):
            number = series.player_of(mark, index)
            players[mark] = self._make_player(settings.spec(number))
        return players

    def _check_players(self, settings: MatchSettings) -> None:
        """Raise ValueError, before anything changes, if a player cannot be built or
        cannot play on the board (classic on 5x5)."""
        for number in (1, 2):
            player = self._make_player(settings.spec(number))
            try:
                check_player_for(player, settings.rules)
            except ValueError as exc:
                raise ValueError(f"Player {number} ({player.name}): {exc}") from None

    def _keep(self) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over."""
        self.history_changed.emit()
        if self.keeper is None or self._state not in (State.PLAYING, State.GAME_OVER):
            return
        if self._state is State.GAME_OVER and self._series.is_finished():
            self.keeper.retire()
        else:
            self.keeper.keep(snapshot(self._game, self.players_for_file(), self.series_state()))

    def _same_session(self, settings: MatchSettings) -> tuple[int, ...]:
        """The session's earlier results if ``settings`` keep the players and the board."""
        old = self._settings
        if (settings.player1, settings.player2, settings.rules) == (old.player1, old.player2, old.rules):
            return self._earlier + self._series.results
        return ()

    def start_match(self, settings: MatchSettings) -> None:
        """Start a new series with these settings.  Bad player specs raise ValueError."""
        series = Series(settings.games, settings.starter)
        self._check_players(settings)  # fail here, before anything changes
        self._earlier = self._same_session(settings)
        self._settings = settings
        self._series = series
        self.series_changed.emit()
        self._start_game(Game(rules=settings.rules))

    def _start_game(self, game: Game) -> None:
        self._stop_search()
        self._players = self._build_players(self._settings, self._series, self._series.played)
        self._game = game
        self._redo = []
        self._dead_draw = False
        self._stats_id = None
        self._flow = Flow.RUN
        self._hints = {Mark.X: 0, Mark.O: 0}
        self._set_state(State.PLAYING)
        self.board_changed.emit()
        self._advance()

    def play_again(self) -> None:
        """Green Play on the game-over screen: the next game of the series, or a new series."""
        if self._series.is_finished():
            self.start_match(self._settings)
        else:
            self._start_game(Game(rules=self._settings.rules))

    def go_to_menu(self) -> None:
        """Back to the menu; an unfinished game stays kept for Resume."""
        kept = self._state is State.PLAYING or (self._state is State.GAME_OVER
                                                 and not self._series.is_finished())
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
        x_spec = self._usable(specs.get("X"), self._settings.player1, game.rules)
        o_spec = self._usable(specs.get("O"), self._settings.player2, game.rules)
        self._settings = MatchSettings(x_spec, o_spec, game.rules, Starter.PLAYER1, 1)
        self._series = Series(1, Starter.PLAYER1)
        self._earlier = ()
        self.series_changed.emit()
        if game.is_over():  # a finished game opens as its replay, at its last move
            self._stop_search()
            self._players = self._build_players(self._settings, self._series, 0)
            self._game, self._redo = game, []
            self._enter_replay(len(game.moves))
        else:
            self._start_game(game)
        self._hints = {m: int((hints or {}).get(m.value, 0)) for m in (Mark.X, Mark.O)}

    def _usable(self, spec: str | None, fallback: str, rules: Rules) -> str:
        """``spec`` if it names a player we can build for ``rules`` (a file may hold only
        a name), else ``fallback``, else a human."""
        for candidate in (spec, fallback):
            if candidate:
                try:
                    check_player_for(self._make_player(candidate), rules)
                    return candidate
                except ValueError:
                    pass
        return "human"

    def resume(self, kept: Snapshot) -> None:
        """Return to a kept game exactly: the series, the position, and the AI if it is to
        move (or the game-over screen of a finished game whose series goes on).
        A snapshot that does not hang together raises ValueError, changing nothing."""
        settings, series, index = series_of_kept(kept)
        self._check_players(settings)
        self._stop_search()
        self._settings, self._series, self._earlier = settings, series, kept.series.session
        self.series_changed.emit()
        if not kept.game.is_over():
            self._start_game(kept.game.copy())
            return
        self._players = self._build_players(settings, series, index)
        self._game, self._redo = kept.game.copy(), []
        self._stats_id = kept.series.statistics_id
        self._show_result()

    # -- playing -----------------------------------------------------------------------
    def click_cell(self, x: int, y: int) -> None:
        """A click on the board: a move on a human's turn, ignored on the AI's."""
        if self._state is State.SETUP:
            self._setup_click((x, y))
            return
        if self._state is not State.PLAYING or self._game.is_over():
            return
        if self._view is not None:
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
        player.give_move(move)
        move = player.choose_move(self._game)
        self._apply(move)

    def _apply(self, move: Move) -> None:
        self._generation += 1
        self._pending = None
        self._game.play(move)
        self._redo = []
        if self._flow is Flow.STEP:
            self._flow = Flow.PAUSE
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
        if self._dead_draw and not any(p.is_human for p in self._players.values()):
            self.call_draw()  # AI vs AI: nothing left to watch
            return
        note = "  (nobody can win any more: call it a draw?)" if self._dead_draw else ""
        if player.is_human:
            self._set_thinking(False)
            self._set_message(f"{self.side_label(mark)} to move: click a square, "
                              f"or arrow keys and Space{note}")
            return
        if self._flow is Flow.PAUSE:
            self._set_thinking(False)
            self._set_message(f"Paused: {self.side_label(mark)} to move (Resume, or Step one move)")
            return
        self._set_thinking(True)
        self._set_message(f"{self.side_label(mark)} is thinking…{note}")
        self._pending = None
        self._delay.start(self._ai_delay_ms)
        self.runner.start(self._generation, player, self._game)

    def _on_search_finished(self, result: SearchResult) -> None:
        if result.generation != self._generation or self._state is not State.PLAYING:
            return  # stale: the game has moved on since this search started
        if result.forfeit:  # an external engine broke the rules: it loses this game
            mark = self._game.to_move()
            self._game.end(Outcome(Termination.FORFEIT, mark.other,
                                   f"{self._players[mark].name}: {result.forfeit}"))
            self._finish_game()
            return
        move = result.move
        if move is None:
            move = quick_move(self._game)
            self._pending = None
            self._apply(move)  # tell the player after the move, so the next prompt does not hide it
            self._set_message(f"The computer failed ({result.error}); a quick move "
                              f"{cell_name(move)} was played for it. {self._message}")
            return
        self._pending = move
        if not self._delay.isActive():
            self._apply(move)

    def _on_delay_over(self) -> None:
        if self._pending is not None and self._state is State.PLAYING:
            self._apply(self._pending)

    def move_now(self) -> None:
        """Make the thinking AI move at once (its best so far)."""
        if not self._thinking:
            return
        self._delay.stop()
        if self._pending is not None:
            self._apply(self._pending)
        else:
            self.runner.hurry()

    def set_ai_delay(self, ms: int) -> None:
        self._ai_delay_ms = max(0, int(ms))

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
            self._series = Series(self._series.games, self._series.starter, self._series.results[:-1])
            if self.keeper is not None:
                self.keeper.forget(self._stats_id)
            self._stats_id = None
            self.series_changed.emit()
            self._set_state(State.PLAYING)
        self._redo.append(self._game.undo())
        while (self._game.moves and not self._players[self._game.to_move()].is_human
               and any(p.is_human for p in self._players.values())):
            self._redo.append(self._game.undo())
        self.board_changed.emit()
        self._advance_after_history()
        return True

    def can_undo(self) -> bool:
        return self.undo_blocked_reason() is None

    def undo_blocked_reason(self) -> str | None:
        """Why Undo can do nothing now, or None when it can take moves back."""
        if self._state not in (State.PLAYING, State.GAME_OVER) or not self._game.moves:
            return "Nothing to undo"
        humans = [m for m, p in self._players.items() if p.is_human]
        if not humans:
            return "Nothing to undo: no person plays in this game"
        moves = len(self._game.moves)
        start_side = self._game.to_move() if moves % 2 == 0 else self._game.to_move().other
        if moves == 1 and start_side not in humans:
            return "Nothing to undo: the computer made the only move"
        return None

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
        index = self._series.played
        self._series = self._series.with_result(result)
        if self.keeper is not None:
            self._stats_id = self.keeper.record(FinishedGame.of(
                self._settings, self._series.mark_of(1, index), self._players, self._game,
                hints=sum(self._hints.values())))
        self.series_changed.emit()
        self._show_result()

    def _show_result(self) -> None:
        self._set_thinking(False)
        self._delay.stop()
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

    # -- set up a position -------------------------------------------------------------
    def start_setup(self, settings: MatchSettings) -> None:
        """Place marks freely on an empty board, then play on with ``finish_setup``."""
        self._check_players(settings)
        self._stop_search()
        self._earlier = self._same_session(settings)
        self._settings = settings
        self._series = Series(settings.games, settings.starter)
        self._players = self._build_players(settings, self._series, 0)
        self._game = Game(rules=settings.rules)
        self._setup_bits = [0, 0]
        self._set_state(State.SETUP)
        self._set_message("Set up: click a square for X, again for O, again to clear; then Play on")
        self.board_changed.emit()

    def _setup_click(self, move: Move) -> None:
        bit = 1 << self._game.rules.index(move)
        x_bits, o_bits = self._setup_bits
        if x_bits & bit:
            x_bits, o_bits = x_bits & ~bit, o_bits | bit
        elif o_bits & bit:
            o_bits &= ~bit
        else:
            x_bits |= bit
        self._setup_bits = [x_bits, o_bits]
        self.board_changed.emit()

    def setup_rows(self) -> list[str]:
        return Position(self._game.rules, *self._setup_bits).rows()

    def finish_setup(self) -> str | None:
        """Play on from the set-up position; returns why not (and stays in set-up) if impossible."""
        if self._state is not State.SETUP:
            return "not setting up a position"
        try:
            position = position_from_rows(self.setup_rows(), self._game.rules.k)
            game = Game(rules=self._game.rules, start=position)
        except ValueError as exc:
            self._set_message(f"Cannot play on: {exc}")
            self.warning_sound.emit()
            return str(exc)
        if game.is_over():
            message = "the position is already over: take a mark away"
            self._set_message(f"Cannot play on: {message}")
            self.warning_sound.emit()
            return message
        self.series_changed.emit()
        self._start_game(game)
        return None

    @staticmethod
    def validate_rules(width: int, height: int, k: int) -> tuple[Rules | None, str]:
        try:
            return Rules(width, height, k), ""
        except ValueError as exc:
            return None, str(exc)


def release_players(players: Iterable[Player]) -> None:
    """Let players free what they hold (an external engine's process) off the GUI
    thread: an engine gets END and up to a second before it is killed."""
    for player in list(players):
        if type(player).close is not Player.close:
            threading.Thread(target=player.close, name="player-close", daemon=True).start()
