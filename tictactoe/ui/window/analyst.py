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
kept per position (a :class:`~tictactoe.game.Position` is the key), so the
board, the panel and the replay reuse them when a position comes back.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QWidget

from tictactoe.ai import (Reading, Verdict, hint_search, is_proven, panel_search, prove,
                          reading_of)
from tictactoe.game import Game, Mark, Move, Position, side_to_move
from tictactoe.notation import cell_name
from tictactoe.ui.analysis.analysis_panel import considered_text
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, PaintGuard, Report
from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.change import Change, PlayView, What
from tictactoe.ui.play.computer_turn import SearchProgress
from tictactoe.ui.play.controller import GameController, State
from tictactoe.ui.workers.gui_gc import JOIN_S, GuiCollector
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.widgets.shortcuts import shortcut
from tictactoe.ui.screens.side_panel import LEGEND, SidePanel

CACHE_CAP = 4096   # positions remembered per kind of reading
SETTLE_MS = 150    # the panel's and the prover's searches start once a position stays this long


class Analyst(QObject):
    def __init__(self, controller: GameController, side: SidePanel, board: BoardView,
                 message: QLabel, window: QWidget) -> None:
        super().__init__(window)
        self.c = controller
        self.side = side
        self.board = board
        self.message = message
        self.window = window
        self.collector = GuiCollector(self)   # cyclic garbage on this thread only: see gui_gc
        self.guard = PaintGuard()
        self.overlay = BoardOverlay(board, self.guard)
        self.runner = AnalysisRunner(self, guard=self.guard)
        # the AI's search steps aside too
        controller.computer.paint_guard = self.guard
        self._view: PlayView = controller.play_view()   # the last one published
        self.ask_players: Callable[[int], MatchSettings | None] = self._ask_players
        self._job: tuple[str, Position] | None = None
        self._hint: dict[Position, Reading] = {}
        self._panel: dict[Position, Reading] = {}
        self._live: tuple[Position, Reading] | None = None   # the AI's search in progress
        self._considered: dict[Position, tuple[str, Reading]] = {}
        self._verdicts: dict[Position, Verdict] = {}
        self._tried: set[Position] = set()
        self._hint_for: Position | None = None
        self._panel_on = False
        self._panel_choice = False     # the player's last choice outside AI vs AI
        self._line_hover = False
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._on_settled)
        self._settling: tuple[str, Position] | None = None
        self._settled: tuple[str, Position] | None = None
        self._closed = False
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
        self.window.installEventFilter(self)   # the window's repaints: see eventFilter
        for keys in shortcut("hint").keys:   # the window binds the other rows of the table
            bound = QShortcut(QKeySequence(keys), self.window)
            bound.activated.connect(self.request_hint)

    # -- the player's requests ---------------------------------------------------------
    def request_hint(self) -> bool:
        """The Hint button / H key: counted once per position, on a human's turn."""
        if not self._view.human_turn:
            return False
        key = self._view.game.position()
        if self._hint_for != key:
            self.c.note_hint()
            self._hint_for = key
        self.refresh()
        return True

    def set_panel(self, on: bool) -> None:
        self._panel_on = on
        if not self._view.can_pause:
            self._panel_choice = on
        self.refresh()

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
            problem = str(exc)
        if problem:
            self.message.setText(f"Cannot play from here: {problem}")

    def _ask_players(self, index: int) -> MatchSettings | None:
        from tictactoe.ui.screens.play_from_dialog import ask_players

        return ask_players(self.window, self.c, index)

    def shutdown(self) -> None:
        """The window closes: stop the search and wait for its thread (a search checks
        its cancel flag every few milliseconds) before automatic collection may come
        back, so that no thread of this window can collect while another window is
        built (see gui_gc).  No search starts after this: a settle timer still armed
        by the last move, or a signal of the controller closing, would start one
        with automatic collection back on."""
        self._closed = True
        self._settle.stop()
        self.runner.cancel()
        self.runner.wait(JOIN_S)
        self.collector.release()

    # -- what we know ------------------------------------------------------------------
    def hint_reading(self) -> Reading | None:
        """The hint shown on the board, if any."""
        return self.overlay.heat

    def verdict(self, position: Position) -> Verdict | None:
        return self._verdicts.get(position)

    def panel_reading(self, position: Position) -> Reading | None:
        live = self._live[1] if self._live is not None and self._live[0] == position else None
        return live or self._panel.get(position) or self._hint.get(position)

    def considered(self, position: Position) -> Reading | None:
        """What the computer considered in ``position`` before its move, if it said."""
        found = self._considered.get(position)
        return found[1] if found is not None else None

    def job(self) -> tuple[str, Position] | None:
        return self._job

    # -- reports -----------------------------------------------------------------------
    def _on_report(self, report: Report) -> None:
        if report.tag != self._job:
            return  # a job we no longer want
        kind, key = report.tag
        if kind == "prove":
            if report.final:
                self._tried.add(key)
                if report.reading is not None:
                    self._verdicts[key] = report.reading
        else:
            reading = report.reading
            if reading is None:  # the search failed: do not try it again
                reading = Reading(side_to_move(key), (), final=True)
            store = self._hint if kind == "hint" else self._panel
            _remember(store, key, reading)
            verdict = reading.verdict()
            if verdict is not None:
                self._verdicts[key] = verdict
            if report.final and kind == "hint" and reading.best is not None:
                self.message.setText(hint_message(reading))
        if report.final:
            self._job = None
        self.refresh()

    def _on_ai_progress(self, progress: SearchProgress) -> None:
        """A report of the computer's search for the current turn (the turn drops any other)."""
        key = progress.position
        mover = side_to_move(key)
        reading = reading_of(progress.analysis, mover, bounds=True, final=progress.final)
        self._live = (key, reading)
        verdict = reading.verdict()
        if verdict is not None:
            self._verdicts[key] = verdict
        if progress.final:
            who = self.c.seats().name(mover)
            _remember(self._considered, key, (f"{mover.value}, {who}", reading))
            _remember(self._panel, key, reading)
        self.refresh()

    # -- keeping the screen up to date -------------------------------------------------
    def _on_change(self, change: Change) -> None:
        self._view = view = change.view
        if What.NEW_GAME in change.what:
            self._hint_for = None
            self._live = None
            self._forget_readings()
            self._panel_on = True if view.can_pause else self._panel_choice
        self.refresh()

    def refresh(self) -> None:
        view = self._view
        if view.state not in (State.PLAYING, State.REPLAY):
            self._set_job(None, None)
            self.overlay.show_heat(None)
            self.overlay.show_line(())
            return
        game = view.shown
        key = game.position()
        if self._live is not None and self._live[0] != view.game.position():
            self._live = None
        self._derive_verdict(game, key)
        self._schedule(game, key)
        self._show(game, key)

    def _forget_readings(self) -> None:
        """A new game: what was read of the last one goes (its positions do not come
        back; kept for every game, up to 4,096 positions of each kind, the window's memory
        crept by about 0.05 MB a game of computer against computer on 15x15)."""
        for store in (self._hint, self._panel, self._considered, self._verdicts, self._tried):
            store.clear()

    def _engine_searching(self, key: Position) -> bool:
        view = self._view
        return view.computer_reports and view.game.position() == key

    def _schedule(self, game: Game, key: Position) -> None:
        want = None
        if not game.is_over():
            hint, panel = self._hint.get(key), self._panel.get(key)
            done = (hint is not None and hint.final) or (panel is not None and panel.final)
            if self._hint_for == key and not (hint is not None and hint.final):
                want = "hint"
            elif self._panel_on and not done and not self._engine_searching(key):
                want = "panel"
            elif (key not in self._verdicts and key not in self._tried and not done
                  and not self._view.thinking):
                want = "prove"
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
        snapshot = game.copy()   # the live game changes on this thread; the search gets a copy
        if kind == "hint":
            self.runner.start(job, lambda cancel, report: hint_search(snapshot, cancel, report))
        elif kind == "panel":
            self.runner.start(job, lambda cancel, report: panel_search(snapshot, cancel, report))
        else:
            self.runner.start(job, lambda cancel, report: prove(snapshot, cancel))

    def _derive_verdict(self, game: Game, key: Position) -> None:
        """A move whose exact value was known proves the position it led to."""
        if key in self._verdicts or not game.moves or game.is_over():
            return
        parent = game.copy()
        move = parent.undo()
        parent_key = parent.position()
        mover = parent.to_move()
        sources = [self._hint.get(parent_key), self._panel.get(parent_key)]
        considered = self._considered.get(parent_key)
        if considered is not None:
            sources.append(considered[1])
        for reading in sources:
            option = reading.values.get(move) if reading is not None else None
            if option is None:
                continue
            if reading.is_exact(move) or (move == reading.best and is_proven(option.value)):
                self._verdicts[key] = Verdict.of(option.value, mover).after_move()
                return

    def _show(self, game: Game, key: Position) -> None:
        view, side = self._view, self.side
        hint = self._hint.get(key) if self._hint_for == key else None
        self.overlay.show_heat(hint if hint is not None and hint.options else None)
        side.legend.setText(LEGEND if hint is not None else "")
        side.hint_button.setEnabled(view.human_turn)
        used = self.c.hints.used()
        side.hints_label.setText(f"Hints used: X {used[Mark.X]}, O {used[Mark.O]}"
                                 if any(used.values()) else "")
        verdict = None if game.is_over() else self._verdicts.get(key)
        side.verdict.setText(f"Proven: {verdict.words()}" if verdict else "")
        side.moves.set_history(view.game.moves, side_to_move(view.game.start), view.shown_index)
        side.set_analysis_shown(self._panel_on)
        reading = None
        if self._panel_on:
            reading = None if game.is_over() else self.panel_reading(key)
            searching = (self._job is not None and self._job[1] == key) or self._engine_searching(key)
            side.analysis.show_reading(reading, verdict, len(game.moves) + 1, searching)
            side.analysis.show_considered(self._considered_text(game))
            side.analysis.set_flow(view.can_pause, view.paused)
        if self._panel_on and self._line_hover and reading is not None:
            line = reading.pv or ((reading.best,) if reading.best is not None else ())
            self.overlay.show_line(tuple(line), game.to_move(), len(game.moves) + 1)
        else:
            self.overlay.show_line(())

    def _considered_text(self, game: Game) -> str:
        if not game.moves:
            return ""
        parent = game.copy()
        move = parent.undo()
        found = self._considered.get(parent.position())
        return considered_text(found[0], move, found[1]) if found is not None else ""

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
        self.message.setText(text or self.c.message)

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
        if (watched is not self.board or event.type() != QEvent.Type.KeyPress
                or not isinstance(event, QKeyEvent)):
            return False
        if event.key() == Qt.Key.Key_H and not event.modifiers():
            self.request_hint()
            return True
        if self._view.state is State.REPLAY or self._view.browsing:
            return self.side.moves.handle_key(event)
        return False


def hint_message(reading: Reading) -> str:
    """"Hint: H8: wins in 3", or "Hint: H5 looks best (engine's score +45, depth 5)"."""
    best = reading.best
    if best is None:
        return "Hint: no move to suggest"
    if reading.is_exact(best):
        return f"Hint: {reading.line_words(best)}"
    return (f"Hint: {cell_name(best)} looks best (engine's score "
            f"{reading.value:+.0f}, depth {reading.depth})")


def _remember(store: dict, key: Position, value: object) -> None:
    if len(store) >= CACHE_CAP:
        store.clear()
    store[key] = value
