"""The GameController of Spencer's TicTacToe 2017, as a QObject state machine: menu,
playing, set-up, game over, replay.

A thin machine over the game: it decides which game is on the board and which
screen's state it is in, and calls the objects it owns for the rest:
:class:`~.turns.Turns` (the one owner of a move: clicks, the computer's move, Undo and
Redo, draws and resignations, pause and step, the position on view),
:class:`~.match_desk.MatchDesk` (the series, each game's players, and what is kept of
them: the autosave, the statistics), :class:`~.help.HelpRecord` (the help taken in the
game, whether it is rated; ``take_help``), :class:`~.setup_board.SetupBoard` and, for a
game that opens by swap or swap2, :class:`~.opening_desk.OpeningDesk`.

Its parts, one job each, are mixed in (:mod:`~.machine` says what they use of it):
:class:`~.opening_flow.OpeningFlow` (a swap opening), :class:`~.setup_flow.SetupFlow`
(setting up a position), :class:`~.replay_flow.ReplayFlow` (the position on view, the
replay, Play from here) and :class:`~.end_flow.EndFlow` (draws, resignation, the result).
The controller keeps the states, the new games, the requests of the game in play and
the publishing.

Screens call its methods (the requests) and hear one signal, ``changed``: a
:class:`~tictactoe.ui.play.change.Change` saying what changed, with the whole
:class:`~tictactoe.ui.play.change.PlayView`, published once per action when it is
over.  The computer's search reports come on ``computer.progress``.  It never
touches a widget.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from PySide6.QtCore import QObject, Signal

from tictactoe.game import Game, Mark, Move
from tictactoe.players import Player, make_player
from tictactoe.records.help import Aid, Help
from tictactoe.storage import Snapshot
from tictactoe.swap import SwapRecord
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.change import Change, PlayView, What
from tictactoe.ui.play.computer_turn import ComputerTurn
from tictactoe.ui.play.end_flow import EndFlow
from tictactoe.ui.play.help import HelpRecord
from tictactoe.ui.play.history import Flow
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.match_desk import MatchDesk
from tictactoe.ui.play.opening_desk import OpeningDesk
from tictactoe.ui.play.opening_flow import OpeningFlow
from tictactoe.ui.play.replay_flow import ReplayFlow
from tictactoe.ui.play.series import MatchSettings, Series
from tictactoe.ui.play.setup_board import SetupBoard
from tictactoe.ui.play.setup_flow import SetupFlow
from tictactoe.ui.play.states import State
from tictactoe.ui.play.turns import Turns
from tictactoe.ui.words.game_words import Seats, rule_words
from tictactoe.ui.words.translation import Words, fill

Control = Words("Control")

DEFAULT_AI_DELAY_MS = 500


class GameController(QObject, OpeningFlow, SetupFlow, ReplayFlow, EndFlow):
    changed = Signal(object)  # Change: what changed, and the view after it

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        player_factory: Callable[[str], Player] = make_player,
        ai_delay_ms: int = DEFAULT_AI_DELAY_MS,
        keeper: GameKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.desk = MatchDesk(player_factory, keeper)  # the series, its players, the keeping
        self._state = State.MENU
        self._message = ""
        self._lead = ""  # the start of the message said once, before the game's line
        self.help = HelpRecord()  # taken in the game on the board (take_help)
        self.confirm_draw = lambda title, text: False  # the other person's answer (EndFlow)
        self.confirm_resign = lambda title, text: True  # the person means it (EndFlow)
        self._setup = SetupBoard()  # the position being set up, in SETUP
        self._heard = 0  # the last of the game in play's lines taken up
        self.turns = Turns(self.seats, ai_delay_ms, self)
        self.computer: ComputerTurn = self.turns.computer  # its delay, watchdog and reports
        self.turns.changed.connect(self._on_computer_moved)
        self.opening = OpeningDesk(self.seats, self._knowledge_shown, self)  # a swap opening
        self.opening.changed.connect(self._on_opening)

    # -- read-only state ---------------------------------------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def keeper(self) -> GameKeeper | None:
        return self.desk.keeper

    @property
    def series(self) -> Series:
        return self.desk.series

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
        return self.desk.recorded

    @property
    def statistics_row(self) -> int | None:
        """The statistics row of the finished game on the board (its review's accuracy
        is kept there), None when it is not in the statistics."""
        return self.desk.match.stats_id

    def seats(self) -> Seats:
        """Who plays which mark in the game on the board, for the words of the screen."""
        return Seats(self.turns.players, self.desk.numbers(self._game_index()))

    def _knowledge_shown(self) -> bool:
        """Whether the engine's values may be said unasked: no person plays, or the person
        chose "Show what the engine knows" (no spoilers otherwise)."""
        return self.seats().people == 0 or self.help.show_knowledge

    def board_state(self) -> BoardState:
        if self._state is State.SETUP:
            return BoardState(self._setup.position)
        return self._opening_board() if self.opening.active else self.turns.board_state()

    def players_for_file(self) -> dict[str, str]:
        return {m.value: p.spec for m, p in self.turns.players.items()}

    def session(self) -> Series:
        """Every game of this session with these players and board (earlier series too)."""
        return self.desk.match.session()

    def play_view(self) -> PlayView:
        """Everything the screens show of the game now (what ``changed`` carries)."""
        turns, series = self.turns, self.series
        return PlayView(
            state=self._state,
            game=turns.game,
            shown=turns.shown_game(),
            board=self.board_state(),
            message=self._message,
            message_lead=self._lead if self._message.startswith(self._lead) else "",
            title=self.seats().title(),
            series=(
                fill(Control.tr("Game %1 of %2"), series.current_game, series.games)
                if series.games > 1
                else ""
            ),
            rule=rule_words(turns.game.rules, self.opening.kind()),
            human_turn=turns.is_human_turn(),
            thinking=turns.thinking or self.opening.thinking,
            computer_reports=turns.computer_reports(),
            browsing=turns.on_view.is_browsing(),
            undo_blocked=self.undo_blocked_reason(),
            can_redo=turns.can_redo(),
            can_offer_draw=turns.can_offer_draw(),
            can_pause=turns.can_pause(),
            paused=turns.on_view.flow is not Flow.RUN,
            opening=self.opening.view(),
        )

    def _game_index(self) -> int:
        """The index in the series of the game on the board."""
        return self.desk.match.game_index(self._state in (State.GAME_OVER, State.REPLAY))

    # -- publishing --------------------------------------------------------------------
    def _publish(
        self, what: What, *, move: Move | None = None, refused: Move | None = None
    ) -> None:
        """After an action: keep the game, finish it, and say once what changed."""
        what = self._after(what)
        if what:
            self.changed.emit(Change(what, self.play_view(), move, refused))

    def _after(self, what: What) -> What:
        """What the controller does after the game in play changed: the line for the
        message bar, the result of a game that ended, the autosave."""
        if self.turns.said != self._heard:  # the game in play has a new line to say
            self._heard = self.turns.said
            if self._state is State.PLAYING:
                self._lead = self.desk.lineup.said
                self._message = self._lead + self.turns.line
                self.desk.lineup.said = ""
                what |= What.MESSAGE
        if What.VIEW in what and self._state is State.PLAYING:  # browsing, or back
            self._message, self._lead = self.turns.bar_line(), ""
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
        self._message, self._lead = text, ""
        return What.MESSAGE

    def _keep(self) -> None:
        """After every change of the game or the series: autosave it, or retire it once
        the series is over.  An opening whose colours are being chosen is kept too: its
        stones, its choices, the proposer in X's seat (Resume brings it back)."""
        if self._state is State.PLAYING and self.opening.active:
            negotiation = self.opening.negotiation
            assert negotiation is not None
            self.desk.keep(
                negotiation.game(),
                self.turns.players,
                Help(),
                over=False,
                under_way=negotiation.choices,
            )
        elif self._state in (State.PLAYING, State.GAME_OVER):
            self.desk.keep(
                self.turns.game,
                self.turns.players,
                self.help.taken,
                over=self._state is State.GAME_OVER,
                opening=self.opening.record,
            )

    # -- new games ---------------------------------------------------------------------
    def start_match(self, settings: MatchSettings) -> None:
        """Start a new series with these settings.  Bad player specs raise ValueError."""
        self.desk.begin(settings)  # ValueError: nothing changed
        self._publish(What.SERIES | self._new_game())

    def _put(
        self,
        game: Game,
        index: int,
        kept: dict[str, str] | None = None,
        carried: Help = Help(),
        opening: SwapRecord | None = None,
    ) -> What:
        """``game`` on the board, not in play, with game ``index``'s players of the series,
        the help it ``carried`` and how it opened."""
        what = self.turns.stop()
        self.opening.close(opening)
        players = self.desk.players(index, self.turns.players.values(), kept)
        self.turns.put(game, players, opening.stones if opening is not None else 0)
        self.help.reset(
            carried, self.turns.humans(), rateable=self.desk.rateable(players.values(), game.rules)
        )
        return what | What.NEW_GAME

    def _start_game(
        self,
        game: Game,
        carried: Help = Help(),
        *,
        chosen: bool = False,
        kept: dict[str, str] | None = None,
        seated: dict[Mark, Player] | None = None,
        opening: SwapRecord | None = None,
    ) -> What:
        """``game`` in play with the help it ``carried``; ``chosen``: its position was
        picked (set up, opened, Play from here): help unless it is the empty board;
        ``kept``: the seats of a kept game (Resume); ``seated``: its players, already in
        the seats its ``opening`` gave them."""
        what = self.turns.stop()
        self.opening.close(opening)
        players = (
            seated
            if seated is not None
            else self.desk.next_players(self.turns.players.values(), kept)
        )
        self.turns.start(game, players, opening.stones if opening is not None else 0)
        self.help.begin(
            game,
            carried,
            self.turns.humans(),
            chosen=chosen,
            rateable=self.desk.rateable(players.values(), game.rules),
        )
        what |= self._set_state(State.PLAYING) | What.NEW_GAME
        return what | self.turns.advance()

    def play_again(self) -> None:
        """Green Play on the game-over screen: the next game of the series, or a new series."""
        if self.series.is_finished():
            self.start_match(self.desk.settings)
        else:
            self._publish(self._new_game())

    def go_to_menu(self) -> None:
        """Back to the menu; an unfinished game stays kept for Resume."""
        kept = self._state is State.PLAYING or (
            self._state is State.GAME_OVER and not self.series.is_finished()
        )
        kept = kept and not self.opening.active  # an opening half-way is not kept
        what = self.turns.stop()
        self.opening.close()
        what |= self._say(
            Control.tr("Your game is kept: Resume on the menu returns to it")
            if kept and self.keeper is not None
            else ""
        )
        self._publish(what | self._set_state(State.MENU))

    def shutdown(self) -> None:
        """Cancel any search, stop external engines and write what is kept; called when
        the window closes."""
        self.opening.close()
        self.turns.shutdown()
        self.desk.close()

    def load_game(
        self,
        game: Game,
        specs: dict[str, str] | None = None,
        help: Help = Help(),
        opening: SwapRecord | None = None,
    ) -> None:
        """Play on from a game read from a file (a series of one game, its help counted on,
        its players in the seats the file names: a swap opening's settled colours)."""
        self.desk.open(game, specs or {})
        what = What.SERIES
        if game.is_over():  # a finished game opens as its replay, at its last move
            what |= self._put(game, 0, carried=help, opening=opening)
            what |= self._enter_replay(len(game.moves))
        else:
            what |= self._start_game(game, help, chosen=True, opening=opening)
        self._publish(what)

    def resume(self, kept: Snapshot) -> None:
        """Return to a kept game exactly: the series, the position, and the AI if it is to
        move (or the game-over screen of a finished game whose series goes on; or the
        opening whose colours were being chosen, at its step).
        A snapshot that does not hang together raises ValueError, changing nothing."""
        index = self.desk.restore(kept)
        what = self.turns.stop() | What.SERIES
        if kept.under_way is not None:
            self._publish(what | self._resume_opening(kept))
            return
        if not kept.game.is_over():
            self._publish(
                what
                | self._start_game(
                    kept.game.copy(), kept.help, kept=kept.players, opening=kept.opening
                )
            )
            return
        what |= self._put(kept.game.copy(), index, kept.players, kept.help, kept.opening)
        self._publish(what | self._show_result())

    # -- playing: the requests go to the game in play -----------------------------------
    def click_cell(self, x: int, y: int) -> None:
        """A click on the board: a mark in set-up, else a move on a human's turn."""
        if self._state is State.SETUP:
            self._setup_click((x, y))
            return
        if self.opening.active:
            self._opening_click((x, y))
            return
        what = self.turns.play((x, y))
        self._publish(
            what,
            move=(x, y) if What.MOVES in what else None,
            refused=(x, y) if What.REFUSED in what else None,
        )

    def undo(self) -> bool:
        """Take back moves until it is a human's turn again (one move in human vs human).

        Never a silent replay: when no human's turn can be reached (the computer made
        the only move, or no person plays) nothing changes and the message bar says why."""
        reason = self.undo_blocked_reason()
        if reason is not None:
            if self._state in (State.PLAYING, State.GAME_OVER):
                self._publish(self._say(reason))
            return False
        if not self.help.may_take(Aid.TAKEBACK):
            return False
        what = self.turns.stop()
        if self._state is State.GAME_OVER:
            self.desk.take_back()
            what |= What.SERIES | self._set_state(State.PLAYING)
        what |= self.turns.take_back()
        self.help.note({self.turns.game.to_move()}, Aid.TAKEBACK)
        self._publish(what)
        return True

    def undo_blocked_reason(self) -> str | None:
        """Why Undo can do nothing now, or None when it can take moves back."""
        if self.opening.active:
            return Control.tr("Nothing to undo: the opening is being settled")
        if self._state not in (State.PLAYING, State.GAME_OVER):
            return Control.tr("Nothing to undo")
        return self.turns.undo_blocked()

    def redo(self) -> bool:
        what = self.turns.redo()
        self._publish(what, move=self.turns.game.last_move if what else None)
        return bool(what)

    def move_now(self) -> None:
        self.opening.hurry()
        self._publish(self.turns.move_now())

    def pause(self) -> None:
        self._publish(self.turns.pause())

    def resume_play(self) -> None:
        self._publish(self.turns.resume())

    def step(self) -> None:
        self._publish(self.turns.step())

    # -- help: hints, the analysis panel, takebacks ----------------------------------------
    def take_help(self, aid: Aid, marks: Collection[Mark] | None = None) -> bool:
        """Help ``aid`` in the game in play (``HelpRecord.take``), kept at once."""
        taken = (
            self._state is State.PLAYING
            and not self.opening.active  # none in an opening
            and self.help.take(aid, marks)
        )
        if taken:
            self._keep()
        return taken
