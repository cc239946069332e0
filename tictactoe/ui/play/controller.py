"""The GameController of Spencer's TicTacToe 2017, as a QObject state machine: menu,
playing, set-up, game over, replay.

A thin machine over the game: it decides which game is on the board and which
screen's state it is in, and calls the objects it owns for the rest:
:class:`~tictactoe.ui.play.turns.Turns` (the game in play: clicks, the computer's move,
Undo and Redo, pause and step, the position on view), :class:`~tictactoe.ui.play.series.Match`
(the series and the session), :class:`~tictactoe.ui.play.help.HelpRecord`,
:class:`~tictactoe.ui.play.setup_board.SetupBoard`, and the keeper
(:class:`~tictactoe.ui.play.keeper.GameKeeper`: autosave and statistics), called after
every change with ``history_changed``.  Screens call its methods and listen to its
signals; what the game in play alone decides (whose turn, Redo, a called draw, Move
now, pause and step) they ask of ``turns`` directly.  It never touches a widget.
"""
from __future__ import annotations

from typing import Callable, Collection

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Rules, Termination
from tictactoe.players import Player, make_player
from tictactoe.records.help import Aid, Help
from tictactoe.storage import Snapshot
from tictactoe.storage.rating import PersonRating, counts_for_rating
from tictactoe.ui.board.board_view import BoardState
from tictactoe.ui.workers.gui_gc import JOIN_S
from tictactoe.ui.play.history import game_after
from tictactoe.ui.play.keeper import FinishedGame, GameKeeper, snapshot
from tictactoe.ui.play.help import HelpRecord, question
from tictactoe.ui.play.seats import build_players, check_players, release_players, usable_spec
from tictactoe.ui.play.series import Match, MatchSettings, Series, series_of_kept
from tictactoe.ui.play.setup_board import SetupBoard
from tictactoe.ui.play.states import State
from tictactoe.ui.play.turns import Turns

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

    def __init__(self, parent: QObject | None = None, *,
                 player_factory: Callable[[str], Player] = make_player,
                 ai_delay_ms: int = DEFAULT_AI_DELAY_MS, keeper: GameKeeper | None = None) -> None:
        super().__init__(parent)
        self._make_player = player_factory
        self.keeper = keeper
        self._state = State.MENU
        self._message = ""
        self._match = Match()       # the settings, the series and the session's earlier results
        self.help = HelpRecord()    # taken in the game on the board (take_help)
        #: asks the person before the first help of a rated game ((title, text) -> go on?)
        self.confirm_help: Callable[[str, str], bool] = lambda title, text: True
        self._setup = SetupBoard()  # the position being set up, in SETUP
        self._adaptive_said = ""    # which rung Adaptive picked for the game on the board
        self.turns = turns = Turns(self.side_label, ai_delay_ms, self)
        turns.board_changed.connect(self.board_changed)
        turns.move_played.connect(self.move_played)
        turns.illegal_move.connect(self.illegal_move)
        turns.warning_sound.connect(self.warning_sound)
        turns.thinking_changed.connect(self.thinking_changed)
        turns.said.connect(self._set_message)
        turns.said_before.connect(self._say_before)
        turns.changed.connect(self._on_turn_changed)
        turns.over.connect(self._finish_game)

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
    def recorded(self) -> bool:
        """Whether the finished game on the board is in the statistics."""
        return self._match.stats_id is not None

    def player_label(self, number: int) -> str:
        """"Player 1 (Human)": the player's number and name in the current game."""
        for mark, player in self.turns.players.items():
            if self.series.player_of(mark, self._game_index()) == number:
                return f"Player {number} ({player.name})"
        return f"Player {number} ({self._match.settings.spec(number)})"

    def side_label(self, mark: Mark) -> str:
        """"X, Player 1 (Human)" for the current game."""
        number = self.series.player_of(mark, self._game_index())
        players = self.turns.players
        name = players[mark].name if mark in players else self._match.settings.spec(number)
        return f"{mark.value}, Player {number} ({name})"

    def board_state(self) -> BoardState:
        if self._state is State.SETUP:
            return BoardState(self._setup.position)
        return self.turns.board_state()

    def players_for_file(self) -> dict[str, str]:
        return {m.value: p.spec for m, p in self.turns.players.items()}

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
            self.turns.in_play = state is State.PLAYING
            self.state_changed.emit(state)

    def _set_message(self, text: str) -> None:
        self._message = text
        self.message_changed.emit(text)

    def _say_before(self, line: str) -> None:
        self._set_message(f"{line} {self._message}")

    def _on_turn_changed(self) -> None:
        self._keep()   # looked up at each call: tictactoe.bench.gui times it

    def _build_players(self, index: int, kept: dict[str, str] | None = None) -> dict[Mark, Player]:
        """Let the last game's players go; build those of game ``index`` of the series
        (``kept``: a kept game's seats, Resume)."""
        release_players(self.turns.players.values())
        players, self._adaptive_said = build_players(
            self._make_player, self._match.settings, self.series, index, self.person_rating,
            kept)
        return players

    def person_rating(self, rules: Rules) -> PersonRating | None:
        """The person's rating on the class of ``rules``, where it starts before a game
        there (None: a board without a class, or nothing kept)."""
        return self.keeper.person_rating(rules) if self.keeper is not None else None

    def _keep(self) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over."""
        self.history_changed.emit()
        if self.keeper is None or self._state not in (State.PLAYING, State.GAME_OVER):
            return
        if self._state is State.GAME_OVER and self.series.is_finished():
            self.keeper.retire()
        else:
            self.keeper.keep(snapshot(self.turns.game, self.players_for_file(),
                                      self._match.state(), self.help.taken))

    def start_match(self, settings: MatchSettings) -> None:
        """Start a new series with these settings.  Bad player specs raise ValueError."""
        self._new_series(settings)
        self._start_game(Game(rules=settings.rules))

    def _new_series(self, settings: MatchSettings, *, keep_session: bool = True) -> None:
        # ValueError before anything changes
        check_players(self._make_player, settings, self.person_rating)
        self._match.begin(settings, keep_session=keep_session)
        self.series_changed.emit()

    def _put(self, game: Game, index: int, kept: dict[str, str] | None = None) -> None:
        """``game`` on the board, not in play, with game ``index``'s players of the series."""
        self.turns.stop()
        self.turns.put(game, self._build_players(index, kept))

    def _start_game(self, game: Game, carried: Help = Help(), *, chosen: bool = False,
                    kept: dict[str, str] | None = None) -> None:
        """``game`` in play with the help it ``carried``; ``chosen``: its position was
        picked (set up, opened, Play from here): help unless it is the empty board;
        ``kept``: the seats of a kept game (Resume)."""
        self.turns.stop()
        self.turns.start(game, self._build_players(self.series.played, kept))
        self._match.stats_id = None
        self.help.begin(carried, self.turns.humans(), chosen=chosen and bool(
            game.moves or game.start.x_bits or game.start.o_bits))
        self._set_state(State.PLAYING)
        self.board_changed.emit()
        self.turns.advance()
        if self._adaptive_said:   # which rung Adaptive picked, before the turn's line
            self._say_before(self._adaptive_said)

    def play_again(self) -> None:
        """Green Play on the game-over screen: the next game of the series, or a new series."""
        if self.series.is_finished():
            self.start_match(self._match.settings)
        else:
            self._start_game(Game(rules=self._match.settings.rules))

    def go_to_menu(self) -> None:
        """Back to the menu; an unfinished game stays kept for Resume."""
        kept = self._state is State.PLAYING or (self._state is State.GAME_OVER
                                                 and not self.series.is_finished())
        self.turns.stop()
        self._set_message("Your game is kept: Resume on the menu returns to it"
                          if kept and self.keeper is not None else "")
        self._set_state(State.MENU)

    def shutdown(self) -> None:
        """Cancel any search, stop external engines and write what is kept; called when
        the window closes."""
        self.turns.stop()
        release_players(self.turns.players.values())   # an external engine's reply wait ends
        # no thread of a closed window may collect garbage: gui_gc
        self.turns.computer.runner.wait(JOIN_S)
        if self.keeper is not None:
            self.keeper.close()

    def load_game(self, game: Game, specs: dict[str, str] | None = None,
                  help: Help = Help()) -> None:
        """Play on from a game read from a file (a series of one game, its help counted on)."""
        specs, old = specs or {}, self._match.settings
        x_spec = usable_spec(self._make_player, specs.get("X"), old.player1, game.rules)
        o_spec = usable_spec(self._make_player, specs.get("O"), old.player2, game.rules)
        self._match.begin(MatchSettings(x_spec, o_spec, game.rules), keep_session=False)
        self.series_changed.emit()
        if game.is_over():  # a finished game opens as its replay, at its last move
            self._put(game, 0)
            self.help.reset(help)
            self._enter_replay(len(game.moves))
        else:
            self._start_game(game, help, chosen=True)

    def resume(self, kept: Snapshot) -> None:
        """Return to a kept game exactly: the series, the position, and the AI if it is to
        move (or the game-over screen of a finished game whose series goes on).
        A snapshot that does not hang together raises ValueError, changing nothing."""
        settings, series, index = series_of_kept(kept)
        check_players(self._make_player, settings, self.person_rating)
        self.turns.stop()
        match = self._match
        match.settings, match.series, match.earlier = settings, series, kept.series.session
        self.series_changed.emit()
        if not kept.game.is_over():
            self._start_game(kept.game.copy(), kept.help, kept=kept.players)
            return
        self._put(kept.game.copy(), index, kept.players)
        self.help.reset(kept.help)
        match.stats_id = kept.series.statistics_id
        self._show_result()

    # -- playing: the requests go to the game in play -----------------------------------
    def click_cell(self, x: int, y: int) -> None:
        """A click on the board: a mark in set-up, else a move on a human's turn."""
        if self._state is State.SETUP:
            self._setup.click((x, y))
            self.board_changed.emit()
        else:
            self.turns.click((x, y))

    def undo(self) -> bool:
        """Take back moves until it is a human's turn again (one move in human vs human).

        Never a silent replay: when no human's turn can be reached (the computer made
        the only move, or no person plays) nothing changes and the message bar says why."""
        reason = self.undo_blocked_reason()
        if reason is not None:
            if self._state in (State.PLAYING, State.GAME_OVER):
                self._set_message(reason)
            return False
        if not self.may_take_help(Aid.TAKEBACK):
            return False
        self.turns.stop()
        if self._state is State.GAME_OVER:
            if self.keeper is not None:
                self.keeper.forget(self._match.stats_id)
            self._match.take_back()
            self.series_changed.emit()
            self._set_state(State.PLAYING)
        self.turns.take_back()
        self.note_help(Aid.TAKEBACK, {self.turns.game.to_move()})
        return True

    def undo_blocked_reason(self) -> str | None:
        """Why Undo can do nothing now, or None when it can take moves back."""
        if self._state not in (State.PLAYING, State.GAME_OVER):
            return "Nothing to undo"
        return self.turns.undo_blocked()

    def _finish_game(self) -> None:
        """Record the result in the series and the statistics, keep, show the result."""
        game = self.turns.game
        result = game.result() or "draw"  # (a game that is not over is not finished)
        index = self._match.record(result)
        if self.keeper is not None:
            self._match.stats_id = self.keeper.record(FinishedGame.of(
                self._match.settings, self.series.mark_of(1, index), self.turns.players, game,
                help=self.help.taken))
        self.series_changed.emit()
        self._show_result()

    def _show_result(self) -> None:
        self.turns.rest()
        self._set_message(self.result_text())
        self._set_state(State.GAME_OVER)
        self.board_changed.emit()
        self._keep()

    def result_text(self) -> str:
        outcome = self.turns.game.outcome()
        if outcome is None:
            return ""
        if outcome.termination is Termination.LINE:
            return f"{self.side_label(outcome.winner)} wins"  # type: ignore[arg-type]
        return outcome.describe()

    # -- help: hints, the analysis panel, takebacks ----------------------------------------
    def is_rated(self) -> bool:
        """Whether the game on the board counts for the person's rating so far: one
        person against a computer player rated on its board, statistics kept, no help."""
        return (self.keeper is not None and self.keeper.statistics is not None
                and not self.help.taken
                and counts_for_rating(self.turns.players.values(), self.turns.game.rules))

    def may_take_help(self, aid: Aid) -> bool:
        """Whether help of kind ``aid`` may be taken now: in a rated game without help
        yet the person is asked first (``confirm_help``) and may go back."""
        return not self.is_rated() or self.confirm_help(*question(aid))

    def note_help(self, aid: Aid, marks: Collection[Mark]) -> None:
        """``aid`` taken by ``marks`` (the people among them), kept at once."""
        people = self.turns.humans().intersection(marks)
        if people:
            self.help.note(people, aid)
            self._keep()

    def take_help(self, aid: Aid, marks: Collection[Mark] | None = None) -> bool:
        """Help ``aid`` for ``marks`` (every person when None) in the game in play: asked
        first, then counted; False when no person is helped or the person went back."""
        marks = self.turns.humans() if marks is None else marks
        if (self._state is not State.PLAYING or not self.turns.humans().intersection(marks)
                or not self.may_take_help(aid)):
            return False
        self.note_help(aid, marks)
        return True

    def view(self, index: int | None) -> None:
        """Show the position after ``index`` moves (None or the last: the live game)."""
        replay = self._state is State.REPLAY
        if (self._state in (State.PLAYING, State.GAME_OVER, State.REPLAY)
                and self.turns.review.show(index, self.turns.game, replay=replay)):
            self.board_changed.emit()

    def start_replay(self, index: int | None = None) -> None:
        """View the finished game move by move (from the game-over screen)."""
        if self._state is State.GAME_OVER:
            self._enter_replay(len(self.turns.game.moves) if index is None else index)

    def _enter_replay(self, index: int) -> None:
        self.turns.rest()
        self.turns.review.show(index, self.turns.game, replay=True)
        self._set_message(f"Replay: {self.result_text()}")
        self._set_state(State.REPLAY)
        self.board_changed.emit()

    def play_from(self, index: int, settings: MatchSettings) -> str | None:
        """A new game (a series of one) from the position after ``index`` moves, with
        these players; returns why not, if it cannot start."""
        game = game_after(self.turns.game, index)
        if game.is_over():
            return "the game is over in that position: pick an earlier move"
        settings = MatchSettings(settings.player1, settings.player2, game.rules)  # a series of one
        carried = self.help.taken
        self._new_series(settings, keep_session=False)
        self._start_game(game, carried if index else Help(), chosen=True)
        return None

    # -- set up a position -------------------------------------------------------------
    def start_setup(self, settings: MatchSettings) -> None:
        """Place marks freely on an empty board, then play on with ``finish_setup``."""
        check_players(self._make_player, settings, self.person_rating)
        self._match.begin(settings)
        self._put(Game(rules=settings.rules), 0)
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
        self._start_game(game, chosen=True)
        return None

