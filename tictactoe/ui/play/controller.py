"""The GameController of Spencer's TicTacToe 2017, as a QObject state machine: menu,
playing, set-up, game over, replay.

A thin machine over the game: it decides which game is on the board and which
screen's state it is in, and calls the objects it owns for the rest:
:class:`~tictactoe.ui.play.turns.Turns` (the one owner of a move: clicks, the
computer's move, Undo and Redo, pause and step, the position on view),
:class:`~tictactoe.ui.play.series.Match` (the series and the session),
:class:`~tictactoe.ui.play.review.Hints`, :class:`~tictactoe.ui.play.setup_board.SetupBoard`,
and the keeper (:class:`~tictactoe.ui.play.keeper.GameKeeper`: autosave and statistics),
called after every move.

Screens call its methods (the requests) and hear one signal, ``changed``: a
:class:`~tictactoe.ui.play.change.Change` saying what changed, with the whole
:class:`~tictactoe.ui.play.change.PlayView`, published once per action when it is
over.  The computer's search reports come on ``computer.progress``.  It never
touches a widget.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Move, Outcome, Rules, Termination
from tictactoe.players import Player, make_player
from tictactoe.storage import Snapshot
from tictactoe.storage.rating import PersonRating
from tictactoe.ui.board.board_view import BoardState
from tictactoe.ui.workers.gui_gc import JOIN_S
from tictactoe.ui.play.change import Change, PlayView, What
from tictactoe.ui.play.computer_turn import ComputerTurn
from tictactoe.ui.play.history import Flow, game_after
from tictactoe.ui.play.keeper import FinishedGame, GameKeeper, snapshot
from tictactoe.ui.play.review import Hints
from tictactoe.ui.play.seats import build_players, check_players, release_players, usable_spec
from tictactoe.ui.play.series import Match, MatchSettings, Series, series_of_kept
from tictactoe.ui.play.setup_board import SetupBoard
from tictactoe.ui.play.states import State
from tictactoe.ui.play.turns import Turns
from tictactoe.ui.play.words import RESIGNED, Seats, browsing

DEFAULT_AI_DELAY_MS = 500


class GameController(QObject):
    changed = Signal(object)    # Change: what changed, and the view after it

    def __init__(self, parent: QObject | None = None, *,
                 player_factory: Callable[[str], Player] = make_player,
                 ai_delay_ms: int = DEFAULT_AI_DELAY_MS, keeper: GameKeeper | None = None) -> None:
        super().__init__(parent)
        self._make_player = player_factory
        self.keeper = keeper
        self._state = State.MENU
        self._message = ""
        self._match = Match()       # the settings, the series and the session's earlier results
        self.hints = Hints()        # asked for in the game on the board (count with note_hint)
        self._setup = SetupBoard()  # the position being set up, in SETUP
        self._adaptive_said = ""    # which rung Adaptive picked, before the game's first line
        self._heard = 0             # the last of the game in play's lines taken up
        self.turns = Turns(self.seats, ai_delay_ms, self)
        self.computer: ComputerTurn = self.turns.computer   # its delay, watchdog and reports
        self.turns.changed.connect(self._on_computer_moved)

    # -- read-only state ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def series(self) -> Series:
        return self._match.series

    @property
    def message(self) -> str:
        return self._message

    @property
    def game(self) -> Game:
        """The game on the board (read it; ask this object to change it)."""
        return self.turns.game

    @property
    def players(self) -> dict[Mark, Player]:
        return self.turns.players

    @property
    def recorded(self) -> bool:
        """Whether the finished game on the board is in the statistics."""
        return self._match.stats_id is not None

    def player_label(self, number: int) -> str:
        """"Player 1 (Human)": the player's number and name in the current game."""
        for mark, player in self.turns.players.items():
            if self.series.player_of(mark, self._game_index()) == number:
                return f"Player {number} ({player.name})"
        return f"Player {number} ({self._match.settings.spec(number)})"

    def seats(self) -> Seats:
        """Who plays which mark in the game on the board, for the words of the screen."""
        index = self._game_index()
        return Seats(self.turns.players,
                     {m: self.series.player_of(m, index) for m in (Mark.X, Mark.O)})

    def board_state(self) -> BoardState:
        if self._state is State.SETUP:
            return BoardState(self._setup.position)
        return self.turns.board_state()

    def players_for_file(self) -> dict[str, str]:
        return {m.value: p.spec for m, p in self.turns.players.items()}

    def session(self) -> Series:
        """Every game of this session with these players and board (earlier series too)."""
        return self._match.session()

    def play_view(self) -> PlayView:
        """Everything the screens show of the game now (what ``changed`` carries)."""
        turns, series = self.turns, self.series
        return PlayView(
            state=self._state, game=turns.game, shown=turns.shown_game(),
            board=self.board_state(), message=self._message, title=self.seats().title(),
            series=f"Game {series.current_game} of {series.games}" if series.games > 1 else "",
            human_turn=turns.is_human_turn(), thinking=turns.thinking,
            computer_reports=turns.computer_reports(), browsing=turns.review.is_browsing(),
            undo_blocked=self.undo_blocked_reason(), can_redo=turns.can_redo(),
            can_call_draw=turns.can_call_draw(), can_pause=turns.can_pause(),
            paused=turns.review.flow is not Flow.RUN)

    def _game_index(self) -> int:
        """The index in the series of the game on the board."""
        return self._match.game_index(self._state in (State.GAME_OVER, State.REPLAY))

    # -- publishing --------------------------------------------------------------------
    def _publish(self, what: What, *, move: Move | None = None,
                 refused: Move | None = None) -> None:
        """After an action: keep the game, finish it, and say once what changed."""
        what = self._after(what)
        if what:
            self.changed.emit(Change(what, self.play_view(), move, refused))

    def _after(self, what: What) -> What:
        """What the controller does after the game in play changed: the line for the
        message bar, the result of a game that ended, the autosave."""
        if self.turns.said != self._heard:   # the game in play has a new line to say
            self._heard = self.turns.said
            if self._state is State.PLAYING:
                self._message = self._adaptive_said + self.turns.line
                self._adaptive_said = ""
                what |= What.MESSAGE
        if What.VIEW in what and self._state is State.PLAYING:   # browsing, or back
            shown, total = self.turns.review.shown_index(self.game), len(self.game.moves)
            self._message = (browsing(shown, total) if self.turns.review.is_browsing()
                             else self.turns.line)
            what |= What.MESSAGE
        if What.OVER in what and self._state is State.PLAYING:
            return what | self._finish_game()
        if what & (What.MOVES | What.NEW_GAME) and self._state is State.PLAYING:
            self._keep()
        return what

    def _on_computer_moved(self, what: What) -> None:
        self._publish(what, move=self.turns.game.last_move if What.MOVES in what else None)

    def _set_state(self, state: State) -> What:
        if state is self._state:
            return What.NOTHING
        self._state = state
        self.turns.in_play = state is State.PLAYING
        return What.STATE

    def _say(self, text: str) -> What:
        self._message = text
        return What.MESSAGE

    def _build_players(self, index: int) -> dict[Mark, Player]:
        """Let the last game's players go; build those of game ``index`` of the series."""
        release_players(self.turns.players.values())
        players, said = build_players(
            self._make_player, self._match.settings, self.series, index, self.person_rating)
        self._adaptive_said = f"{said} " if said else ""
        return players

    def person_rating(self, rules: Rules) -> PersonRating | None:
        """The person's rating on the class of ``rules`` (None: not rated, or nothing kept)."""
        return self.keeper.person_rating(rules) if self.keeper is not None else None

    def _keep(self) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over."""
        if self.keeper is None or self._state not in (State.PLAYING, State.GAME_OVER):
            return
        if self._state is State.GAME_OVER and self.series.is_finished():
            self.keeper.retire()
        else:
            self.keeper.keep(snapshot(self.turns.game, self.players_for_file(),
                                      self._match.state()))

    # -- new games ---------------------------------------------------------------------
    def start_match(self, settings: MatchSettings) -> None:
        """Start a new series with these settings.  Bad player specs raise ValueError."""
        what = self._new_series(settings)
        self._publish(what | self._start_game(Game(rules=settings.rules)))

    def _new_series(self, settings: MatchSettings, *, keep_session: bool = True) -> What:
        # ValueError before anything changes
        check_players(self._make_player, settings, self.person_rating)
        self._match.begin(settings, keep_session=keep_session)
        return What.SERIES

    def _put(self, game: Game, index: int) -> What:
        """``game`` on the board, not in play, with game ``index``'s players of the series."""
        what = self.turns.stop()
        self.turns.put(game, self._build_players(index))
        self._adaptive_said = ""
        return what | What.NEW_GAME

    def _start_game(self, game: Game) -> What:
        what = self.turns.stop()
        self.turns.start(game, self._build_players(self.series.played))
        self._match.stats_id = None
        self.hints.reset()
        what |= self._set_state(State.PLAYING) | What.NEW_GAME
        return what | self.turns.advance()

    def play_again(self) -> None:
        """Green Play on the game-over screen: the next game of the series, or a new series."""
        if self.series.is_finished():
            self.start_match(self._match.settings)
        else:
            self._publish(self._start_game(Game(rules=self._match.settings.rules)))

    def go_to_menu(self) -> None:
        """Back to the menu; an unfinished game stays kept for Resume."""
        kept = self._state is State.PLAYING or (self._state is State.GAME_OVER
                                                 and not self.series.is_finished())
        what = self.turns.stop()
        what |= self._say("Your game is kept: Resume on the menu returns to it"
                          if kept and self.keeper is not None else "")
        self._publish(what | self._set_state(State.MENU))

    def shutdown(self) -> None:
        """Cancel any search, stop external engines and write what is kept; called when
        the window closes."""
        self.turns.stop()
        release_players(self.turns.players.values())   # an external engine's reply wait ends
        # no thread of a closed window may collect garbage: gui_gc
        self.computer.wait(JOIN_S)
        if self.keeper is not None:
            self.keeper.close()

    def load_game(self, game: Game, specs: dict[str, str] | None = None,
                  hints: dict[str, int] | None = None) -> None:
        """Play on from a game read from a file (a series of one game, its hints counted on)."""
        specs, old = specs or {}, self._match.settings
        x_spec = usable_spec(self._make_player, specs.get("X"), old.player1, game.rules)
        o_spec = usable_spec(self._make_player, specs.get("O"), old.player2, game.rules)
        self._match.begin(MatchSettings(x_spec, o_spec, game.rules), keep_session=False)
        what = What.SERIES
        if game.is_over():  # a finished game opens as its replay, at its last move
            what |= self._put(game, 0) | self._enter_replay(len(game.moves))
        else:
            what |= self._start_game(game)
        self.hints.reset(hints)
        self._publish(what)

    def resume(self, kept: Snapshot) -> None:
        """Return to a kept game exactly: the series, the position, and the AI if it is to
        move (or the game-over screen of a finished game whose series goes on).
        A snapshot that does not hang together raises ValueError, changing nothing."""
        settings, series, index = series_of_kept(kept)
        check_players(self._make_player, settings, self.person_rating)
        what = self.turns.stop() | What.SERIES
        match = self._match
        match.settings, match.series, match.earlier = settings, series, kept.series.session
        if not kept.game.is_over():
            self._publish(what | self._start_game(kept.game.copy()))
            return
        what |= self._put(kept.game.copy(), index)
        match.stats_id = kept.series.statistics_id
        self._publish(what | self._show_result())

    # -- playing: the requests go to the game in play -----------------------------------
    def click_cell(self, x: int, y: int) -> None:
        """A click on the board: a mark in set-up, else a move on a human's turn."""
        if self._state is State.SETUP:
            self._setup.click((x, y))
            self._publish(What.VIEW)
            return
        what = self.turns.play((x, y))
        self._publish(what, move=(x, y) if What.MOVES in what else None,
                      refused=(x, y) if What.REFUSED in what else None)

    def undo(self) -> bool:
        """Take back moves until it is a human's turn again (one move in human vs human).

        Never a silent replay: when no human's turn can be reached (the computer made
        the only move, or no person plays) nothing changes and the message bar says why."""
        reason = self.undo_blocked_reason()
        if reason is not None:
            if self._state in (State.PLAYING, State.GAME_OVER):
                self._publish(self._say(reason))
            return False
        what = self.turns.stop()
        if self._state is State.GAME_OVER:
            if self.keeper is not None:
                self.keeper.forget(self._match.stats_id)
            self._match.take_back()
            what |= What.SERIES | self._set_state(State.PLAYING)
        self._publish(what | self.turns.take_back())
        return True

    def undo_blocked_reason(self) -> str | None:
        """Why Undo can do nothing now, or None when it can take moves back."""
        if self._state not in (State.PLAYING, State.GAME_OVER):
            return "Nothing to undo"
        return self.turns.undo_blocked()

    def redo(self) -> bool:
        what = self.turns.redo()
        self._publish(what, move=self.turns.game.last_move if what else None)
        return bool(what)

    def call_draw(self) -> bool:
        what = self.turns.call_draw()
        self._publish(what)
        return What.OVER in what

    def can_resign(self) -> bool:
        """A person to move may resign the game."""
        return self.turns.is_human_turn()

    def resign(self) -> bool:
        """The person to move gives the game up: a loss for their side, recorded as a
        forfeit whose reason is "resigned" (SGF's ``+R``)."""
        if not self.can_resign():
            return False
        loser = self.game.to_move()
        what = self.turns.stop()
        self.game.end(Outcome(Termination.FORFEIT, loser.other, RESIGNED))
        self._publish(what | What.OVER)
        return True

    def move_now(self) -> None:
        self._publish(self.turns.move_now())

    def pause(self) -> None:
        self._publish(self.turns.pause())

    def resume_play(self) -> None:
        self._publish(self.turns.resume())

    def step(self) -> None:
        self._publish(self.turns.step())

    def _finish_game(self) -> What:
        """Record the result in the series and the statistics, keep, show the result."""
        game = self.turns.game
        result = game.result() or "draw"  # (a game that is not over is not finished)
        index = self._match.record(result)
        if self.keeper is not None:
            self._match.stats_id = self.keeper.record(FinishedGame.of(
                self._match.settings, self.series.mark_of(1, index), self.turns.players, game,
                hints=self.hints.total()))
        return What.SERIES | self._show_result()

    def _show_result(self) -> What:
        what = self.turns.rest() | self._set_state(State.GAME_OVER)
        what |= self._say(self.result_text())
        self._keep()
        return what | What.OVER

    def result_text(self) -> str:
        outcome = self.turns.game.outcome()
        return "" if outcome is None else self.seats().result(outcome)

    # -- review: hints, browsing and replay ---------------------------------------------
    def note_hint(self) -> bool:
        """Count a hint for the side to move; False (and nothing counted) when it is
        not a human's turn."""
        if not self.turns.is_human_turn():
            return False
        self.hints.note(self.turns.game.to_move())
        return True

    def view(self, index: int | None) -> None:
        """Show the position after ``index`` moves (None or the last: the live game)."""
        if self._state in (State.PLAYING, State.GAME_OVER, State.REPLAY):
            self._publish(self.turns.show(index, replay=self._state is State.REPLAY))

    def start_replay(self, index: int | None = None) -> None:
        """View the finished game move by move (from the game-over screen)."""
        if self._state is State.GAME_OVER:
            self._publish(self._enter_replay(len(self.turns.game.moves) if index is None
                                             else index))

    def _enter_replay(self, index: int) -> What:
        what = self.turns.rest() | self.turns.show(index, replay=True)
        what |= self._say(f"Replay: {self.result_text()}")
        return what | self._set_state(State.REPLAY)

    def play_from(self, index: int, settings: MatchSettings) -> str | None:
        """A new game (a series of one) from the position after ``index`` moves, with
        these players; returns why not, if it cannot start."""
        game = game_after(self.turns.game, index)
        if game.is_over():
            return "the game is over in that position: pick an earlier move"
        settings = MatchSettings(settings.player1, settings.player2, game.rules)  # a series of one
        what = self._new_series(settings, keep_session=False)
        self._publish(what | self._start_game(game))
        return None

    # -- set up a position -------------------------------------------------------------
    def start_setup(self, settings: MatchSettings) -> None:
        """Place marks freely on an empty board, then play on with ``finish_setup``."""
        check_players(self._make_player, settings, self.person_rating)
        self._match.begin(settings)
        what = self._put(Game(rules=settings.rules), 0) | What.SERIES
        self._setup = SetupBoard(settings.rules)
        what |= self._set_state(State.SETUP)
        self._publish(what | self._say(
            "Set up: click a square for X, again for O, again to clear; then Play on"))

    def setup_rows(self) -> list[str]:
        return self._setup.position.rows()

    def finish_setup(self) -> str | None:
        """Play on from the set-up position; returns why not (and stays in set-up) if impossible."""
        if self._state is not State.SETUP:
            return "not setting up a position"
        try:
            game = self._setup.game()
        except ValueError as exc:
            self._publish(What.REFUSED | self._say(f"Cannot play on: {exc}"))
            return str(exc)
        self._publish(What.SERIES | self._start_game(game))
        return None
