"""What the engine knows, shown beside the board: hints, live analysis, proven values,
the move list and replay.  The glue between the controller and the analysis widgets.

Which search runs (one at a time, :class:`AnalysisRunner`, tagged with the job
kind and the position, stale reports dropped):

1. a hint the player asked for on this position (``hint_search``);
2. else, with the analysis panel on, the panel's search (``panel_search``),
   unless an engine player is searching this very position: the panel then
   shows that player's own reports (``ComputerTurn.progress``), so watching AI vs
   AI costs no second search;
3. else, when no AI searches at all, a short attempt to prove the position
   (``tictactoe.ai.prove``), once per position.

So a search of ours never shares the GIL with a time-bounded engine player
(it would lose half its nodes); it can with the source documents' AIs, which search to a
fixed depth and only take longer.  Every reading, verdict and AI analysis is
kept per position by :class:`~tictactoe.ui.window.knowledge.Knowledge` (a
:class:`~tictactoe.game.Position` is the key), so the board, the panel and the
replay reuse them when a position comes back; it also says which search a
position still wants.

No spoilers: in a person's game what the engine knows (the proven result, the
panel) stays hidden, and nothing is proven, until asked for: a hint on the position
shown, the panel, or the setting "Show what the engine knows" (help: see
``GameController.take_help``).  Games between computers show it all.  While a hint
is shown the panel shows the hint's reading: ring, sentence and best line agree.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QWidget

from tictactoe.ai import Reading, Verdict, hint_search, panel_search, prove, reading_of
from tictactoe.game import Game, Move, Position, Rules, side_to_move
from tictactoe.players import PlayerKind, available_players
from tictactoe.records.help import Aid
from tictactoe.ui.analysis.analysis_panel import considered_text
from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.change import Change, PlayView, What
from tictactoe.ui.play.computer_turn import SearchProgress
from tictactoe.ui.play.controller import GameController, State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.screens.side_panel import SidePanel
from tictactoe.ui.widgets.shortcuts import shortcut
from tictactoe.ui.window.knowledge import Knowledge
from tictactoe.ui.words.help_words import help_label, hint_message
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.reading_words import Readings, proven_line
from tictactoe.ui.words.translation import fill
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, PaintGuard, Report
from tictactoe.ui.workers.gui_gc import JOIN_S, GuiCollector

SETTLE_MS = 150  # the panel's and the prover's searches start once a position stays this long
# a report of the computer's search is shown this long after it comes, together with any
# that come meanwhile (they come at most every 100 ms): the last report of a search comes
# just before its move, whose refresh shows it
SHOW_REPORT_MS = 40


class Analyst(QObject):
    def __init__(
        self,
        controller: GameController,
        side: SidePanel,
        board: BoardView,
        message: QLabel,
        window: QWidget,
        kinds: Callable[[], tuple[PlayerKind, ...]] = available_players,
    ) -> None:
        super().__init__(window)
        self._kinds = kinds  # the players Play from here offers (the window's, engines added)
        self.c = controller
        self.side = side
        self.board = board
        self.message = message
        self.window = window
        self.collector = GuiCollector(self)  # cyclic garbage on this thread only: see gui_gc
        self.guard = PaintGuard()
        self.overlay = BoardOverlay(board, self.guard)
        self.runner = AnalysisRunner(self, guard=self.guard)
        # the AI's search steps aside too
        controller.computer.paint_guard = self.guard
        self._view: PlayView = controller.play_view()  # the last one published
        self.ask_players: Callable[[int], MatchSettings | None] = self._ask_players
        self._job: tuple[str, Position] | None = None
        self.known = Knowledge()  # every reading, verdict and AI analysis, per position
        self._hint_for: Position | None = None
        self._panel_on = False
        self._line_hover = False
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._on_settled)
        self._settling: tuple[str, Position] | None = None
        # the computer's reports are shown together, a moment after they come
        # (SHOW_REPORT_MS); any refresh meanwhile shows them
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(SHOW_REPORT_MS)
        self._soon.timeout.connect(self.refresh)
        self._settled: tuple[str, Position] | None = None
        self._closed = False
        self._suspended = False  # another screen (the review) has the runner
        self._connect()

    def _connect(self) -> None:
        c, side = self.c, self.side
        self.runner.reported.connect(self._on_report)
        c.computer.progress.connect(self._on_ai_progress)
        c.changed.connect(self._on_change)
        side.hint_requested.connect(self.request_hint)
        side.analysis_toggled.connect(self.set_panel)
        side.moves.index_chosen.connect(c.view)
        side.moves.play_from_requested.connect(self.play_from)
        side.analysis.line_hovered.connect(self._on_line_hover)
        side.analysis.pause_requested.connect(c.pause)
        side.analysis.resume_requested.connect(c.resume_play)
        side.analysis.step_requested.connect(c.step)
        self.overlay.hovered.connect(self._on_cell_hover)
        self.board.installEventFilter(self)
        self.window.installEventFilter(self)  # the window's repaints: see eventFilter
        for keys in shortcut("hint").keys:  # the window binds the other rows of the table
            bound = QShortcut(QKeySequence(keys), self.window)
            bound.activated.connect(self.request_hint)

    # -- the player's requests ---------------------------------------------------------
    def request_hint(self) -> bool:
        """The Hint button / H key: help counted once per position, on a human's turn;
        False when it is not one, or the person went back rather than end a rated game."""
        view = self.c.play_view()  # the game as it is now: the kept view follows by a signal
        if not view.human_turn:
            return False
        key = view.game.position()
        if self._hint_for != key:
            if not self.c.take_help(Aid.HINT, {view.game.to_move()}):
                return False
            self._hint_for = key
        self.refresh()
        return True

    def set_panel(self, on: bool) -> None:
        """The Analysis button: switched on during a person's game it is help (asked
        first in a rated game; declined, the panel stays off)."""
        if (
            on
            and not self._panel_on
            and self._view.state is State.PLAYING
            and self._person_plays()
            and not self.c.take_help(Aid.ANALYSIS)
        ):
            self.side.set_analysis_shown(False)
            return
        self._panel_on = on
        self.refresh()

    def _person_plays(self) -> bool:
        return any(player.is_human for player in self.c.players.values())

    @property
    def panel_on(self) -> bool:
        return self._panel_on

    def play_from(self, index: int) -> None:
        settings = self.ask_players(index)
        if settings is None:
            return
        try:
            problem = self.c.play_from(index, settings)
        except ValueError as exc:
            problem = error_words(exc)
        if problem:
            self.message.setText(fill(Readings.tr("Cannot play from here: %1"), problem))

    def _ask_players(self, index: int) -> MatchSettings | None:
        from tictactoe.ui.screens.play_from_dialog import ask_players

        return ask_players(self.window, self._kinds(), self.c, index)

    def set_suspended(self, on: bool) -> None:
        """While the Review screen shows, its review runs on our runner: no search of
        ours starts (one engine search at a time)."""
        if on != self._suspended:
            self._suspended = on
            self.refresh()

    def shutdown(self) -> None:
        """The window closes: stop the search and wait for its thread (a search checks
        its cancel flag every few milliseconds) before automatic collection may come
        back, so that no thread of this window can collect while another window is
        built (see gui_gc).  No search starts after this: a settle timer still armed
        by the last move, or a signal of the controller closing, would start one
        with automatic collection back on."""
        self._closed = True
        self._settle.stop()
        self._soon.stop()
        self.runner.cancel()
        self.runner.wait(JOIN_S)
        self.collector.release()

    # -- what we know ------------------------------------------------------------------
    def hint_reading(self) -> Reading | None:
        """The hint shown on the board, if any."""
        return self.overlay.heat

    def verdict(self, position: Position) -> Verdict | None:
        return self.known.verdicts.get(position)

    def panel_reading(self, position: Position) -> Reading | None:
        """What the panel shows of ``position`` (``Knowledge.panel_reading``)."""
        return self.known.panel_reading(position, self._hint_for == position)

    def knowledge_shown(self, position: Position) -> bool:
        """Whether what the engine knows of ``position`` is in view: always in a game
        without a person; in a person's game once asked for (see the module's docstring)."""
        return (
            not self._person_plays()
            or self.c.help.show_knowledge
            or self._panel_on
            or self._hint_for == position
        )

    def job(self) -> tuple[str, Position] | None:
        return self._job

    # -- reports -----------------------------------------------------------------------
    def _on_report(self, report: Report) -> None:
        if self._job is None or report.tag != self._job:
            return  # a job we no longer want
        kind, key = self._job
        reading = self.known.take_report(kind, key, report.reading, report.final)
        if (
            kind == "hint"
            and reading is not None
            and reading.best is not None
            and self._hint_for == key
        ):
            self.message.setText(self._hint_words(reading, key.rules))  # as the ring moves
        if report.final:
            self._job = None
        self.refresh()

    def _on_ai_progress(self, progress: SearchProgress) -> None:
        """A report of the computer's search for the current turn (the turn drops any other)."""
        mover = side_to_move(progress.position)
        reading = reading_of(progress.analysis, mover, bounds=True, final=progress.final)
        who = f"{mover.value}, {self.c.seats().name(mover)}"
        self.known.take_progress(progress.position, reading, who)
        if not self._soon.isActive():  # not put off again: shown within SHOW_REPORT_MS
            self._soon.start()

    # -- keeping the screen up to date -------------------------------------------------
    def _on_change(self, change: Change) -> None:
        self._view = change.view
        if What.NEW_GAME in change.what:
            self._hint_for = None
            self.known.forget()  # a new game: what was read of the last one goes
            # on for computers; for a person, only by the setting (asking is help)
            self._panel_on = not self._person_plays() or self.c.help.show_knowledge
        self.refresh()

    def refresh(self) -> None:
        self._soon.stop()  # what a report waits to show is shown now
        view = self._view
        if self._suspended or view.state not in (State.PLAYING, State.REPLAY):
            self._set_job(None, None)
            self.overlay.show_heat(None)
            self.overlay.show_line(())
            return
        game = view.shown
        key = game.position()
        live = self.known.live
        if live is not None and live[0] != view.game.position():
            self.known.live = None
        self.known.derive_verdict(game)
        self._schedule(game, key)
        self._show(game, key)

    def _engine_searching(self, key: Position) -> bool:
        view = self._view
        return view.computer_reports and view.game.position() == key

    def _schedule(self, game: Game, key: Position) -> None:
        want = (
            None
            if game.is_over()
            else self.known.wanted(
                key,
                hint=self._hint_for == key,
                panel=self._panel_on and not self._engine_searching(key),
                prove=not self._view.thinking and self.knowledge_shown(key),
            )
        )
        self._set_job(want, key, game)

    def _set_job(self, kind: str | None, key: Position | None, game: Game | None = None) -> None:
        job = (kind, key) if kind is not None and key is not None and not self._closed else None
        if job == self._job:
            return
        self.runner.cancel()
        self._job = None
        if job is None or game is None:
            self._settle.stop()
            return
        if kind != "hint" and job != self._settled:
            # wait until the position stays a moment: fast play, an AI vs AI of quick
            # players or an auto replay would otherwise start (and drop) a search a move
            self._settling = job
            self._settle.start()
            return
        self._job = job
        snapshot = game.copy()  # the live game changes on this thread; the search gets a copy
        if kind == "hint":
            self.runner.start(job, lambda cancel, report: hint_search(snapshot, cancel, report))
        elif kind == "panel":
            self.runner.start(job, lambda cancel, report: panel_search(snapshot, cancel, report))
        else:
            self.runner.start(job, lambda cancel, report: prove(snapshot, cancel))

    def _show(self, game: Game, key: Position) -> None:
        view, side = self._view, self.side
        hint = self.known.hints.get(key) if self._hint_for == key else None
        self.overlay.show_heat(hint if hint is not None and hint.options else None)
        side.show_legend(hint is not None)
        side.hint_button.setEnabled(view.human_turn)
        side.set_help_room(not view.can_pause)
        side.hints_label.setText(help_label(self.c.help.taken, self.c.seats()))
        verdict = (
            None
            if game.is_over() or not self.knowledge_shown(key)
            else self.known.verdicts.get(key)
        )
        side.verdict.setText(proven_line(verdict) if verdict else "")
        side.moves.set_history(
            view.game.moves, side_to_move(view.game.start), view.shown_index, view.game.rules
        )
        side.set_analysis_shown(self._panel_on)
        reading = None
        if self._panel_on:
            reading = None if game.is_over() else self.panel_reading(key)
            searching = (self._job is not None and self._job[1] == key) or self._engine_searching(
                key
            )
            side.analysis.show_reading(reading, verdict, len(game.moves) + 1, searching, game.rules)
            side.analysis.show_considered(self._considered_text(game))
            side.analysis.set_flow(view.can_pause, view.paused)
        if self._panel_on and self._line_hover and reading is not None:
            self.overlay.show_line(reading.best_line(), game.to_move(), len(game.moves) + 1)
        else:
            self.overlay.show_line(())

    def _hint_words(self, reading: Reading, rules: Rules) -> str:
        """The hint's sentence: the engine's score and depth only for a person who asked
        to see what the engine knows (or in a game of computers)."""
        engine = self.c.help.show_knowledge or not self._person_plays()
        return hint_message(reading, rules, engine=engine)

    def _considered_text(self, game: Game) -> str:
        found = self.known.last_considered(game)
        return considered_text(*found, game.rules) if found is not None else ""

    def _on_settled(self) -> None:
        self._settled = self._settling
        self.refresh()

    # -- pointer and keys --------------------------------------------------------------
    def _on_line_hover(self, inside: bool) -> None:
        self._line_hover = inside
        self.refresh()

    def _on_cell_hover(self, move: Move | None) -> None:
        if self.overlay.heat is None:
            return
        text = self.overlay.words_at(move) if move is not None else None
        self.message.setText(text or self._hint_words(self.overlay.heat, self.board.rules))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the board, Home / Left / Right / End step through the history while the
        board is not taking moves (a replay, or browsing the move list), and H asks
        for a hint (the window's H shortcut does it from anywhere in an active window;
        this also serves a window that is not active, as under the offscreen tests)."""
        if watched is self.window and event.type() == QEvent.Type.UpdateRequest:
            # Qt repaints every dirty widget of the window in this one event: the
            # searches step aside until it is over (the next turn of the event loop)
            self.guard.painting()
            QTimer.singleShot(0, self.guard.done)
            return False
        if (
            watched is not self.board
            or event.type() != QEvent.Type.KeyPress
            or not isinstance(event, QKeyEvent)
        ):
            return False
        if event.key() == Qt.Key.Key_H and not event.modifiers():
            self.request_hint()
            return True
        if self._view.state is State.REPLAY or self._view.browsing:
            return self.side.moves.handle_key(event)
        return False
