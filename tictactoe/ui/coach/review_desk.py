"""What the Review screen shows, and its work on the window's one background worker.

:class:`ReviewDesk` opens a game for review (:class:`ReviewRequest`): a review kept
with it shows at once; otherwise (or to carry one cut short on) the review runs as a
job of the window's :class:`~tictactoe.ui.workers.analysis_runner.AnalysisRunner`, the
one the analyst uses (the analyst stands aside while this screen shows: one engine
search at a time, as everywhere in the window), reporting each judged move: the
graph, the marks, the accuracies and the progress bar grow as it goes, and Cancel
keeps what it judged.  The move in view shows its judgement; where the engine had a
better move, the board shows the position before the move, the square played lit
(empty) and the better move and its line as the board overlay's numbered ghost
stones from that move's number: drawn over the position after it, the line crossed
the move played.

"Learn from your mistakes" hands the screen to the
:class:`~tictactoe.ui.coach.drill_desk.DrillDesk` until Back to the review.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent

from tictactoe.coach import DEFAULT_BUDGET, Budget, MoveReview, Review
from tictactoe.game import Game, Mark, Move, side_to_move
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.coach.drill import mistakes_of
from tictactoe.ui.coach.drill_desk import DrillDesk
from tictactoe.ui.coach.jobs import Jobs
from tictactoe.ui.coach.review_job import CUTTING, OwnCut, ReviewDone, ReviewTask, review_job
from tictactoe.ui.coach.review_screen import ReviewScreen
from tictactoe.ui.play.history import clamp, game_after
from tictactoe.ui.play.turns import forbidden_points
from tictactoe.ui.screens.move_list import NAVIGATION_KEYS
from tictactoe.ui.words import review_words as words
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, Report

Review_ = Words("Review_")


@dataclass(frozen=True)
class ReviewRequest:
    """A game to review: ``game`` (a copy), the names of its sides, the people among
    them (``humans``: their mistakes become exercises; none: both sides'), a review
    kept with it (complete, or cut short), where its own puzzles go (None: it is not
    the person's game of today), and the budget (the command line's: the same review;
    a kept review's own, so that carrying it on gives what a whole review would)."""

    game: Game
    title: str
    names: dict[Mark, str]
    humans: frozenset[Mark]
    review: Review | None = None
    own: OwnCut | None = None
    budget: Budget = DEFAULT_BUDGET


START_LATEST_MS = 200  # the review starts once the screen is painted, or after this


class ReviewDesk(QObject):
    reviewed = Signal(object)  # the Review, each time it grows (the glue keeps it)
    done = Signal(object)  # a ReviewDone: the review finished, its puzzles kept

    def __init__(
        self, screen: ReviewScreen, runner: AnalysisRunner, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.screen = screen
        self.jobs = Jobs(runner, self)
        self.drills = DrillDesk(screen, runner, self)
        self.request: ReviewRequest | None = None
        self.review: Review | None = None
        self._shown = 0
        self._puzzle_note = ""  # why the person's reviewed game gave no puzzle
        self._waiting = False  # the review starts when the screen is first painted
        self._start_timer = QTimer(self)
        self._start_timer.setSingleShot(True)
        self._start_timer.setInterval(START_LATEST_MS)
        self._start_timer.timeout.connect(self._start_waiting)
        screen.painted.connect(self._start_waiting)
        self.jobs.progress.connect(self._on_progress)
        self.jobs.finished.connect(self._on_finished)
        self.drills.ended.connect(self._drill_ended)
        screen.graph.index_chosen.connect(self.view)
        screen.moves.index_chosen.connect(self.view)
        screen.cancel_requested.connect(self.cancel)
        screen.continue_requested.connect(self._start)
        screen.learn_requested.connect(self.learn)
        screen.board.installEventFilter(self)

    # -- opening and the review's job ------------------------------------------------
    def open(self, request: ReviewRequest) -> None:
        """Show ``request``'s game; review it unless its review is complete."""
        self.leave()
        self.drills.end()
        self.request, self.review = request, request.review
        self._puzzle_note = ""
        game = request.game
        self.screen.title.setText(fill(Review_.tr("Review: %1"), request.title))
        self.screen.set_drill(False)
        self.screen.continue_button.setVisible(False)  # running, or complete: nothing to carry on
        self.screen.moves.set_marks({})
        self._shown = 0
        self._show_review()
        # the board first: the progress bar's new value repaints the window at once (Qt's
        # QProgressBar), and a board given its game after that drew its faces twice
        self.view(0)
        if self.review is None or not self.review.complete:
            # the new screen paints first, not beside a search (a 15x15 board and the
            # screen's first layout: 15-30 ms alone, twice that beside a search)
            self._waiting = True
            self._start_timer.start()
            self._show_running()
        else:
            self.screen.show_progress(
                None, Review_.tr("Reviewed: %n move(s)", None, len(game.moves))
            )

    def running(self) -> bool:
        """The review runs (or is about to start)."""
        return self.jobs.kind is not None or self._waiting

    def _start_waiting(self) -> None:
        if self._waiting:
            self._waiting = False
            self._start_timer.stop()
            self._start()

    def _start(self) -> None:
        request = self.request
        if request is None or (self.review is not None and self.review.complete):
            return
        task = ReviewTask(request.game.copy(), request.budget, self.review, request.own)
        self.jobs.run("review", review_job(task))
        self._show_running()

    def cancel(self) -> None:
        """Cancel: stop the review; what was judged stays."""
        waiting, self._waiting = self._waiting, False
        self._start_timer.stop()
        if self.jobs.stop() is not None or waiting:
            self._show_stopped()

    def leave(self) -> None:
        """The screen is left: nothing of ours runs on."""
        self.cancel()
        self.drills.leave()

    def _on_progress(self, kind: str, reading: object) -> None:
        if reading == CUTTING:
            self.screen.show_progress(
                self._done_total(), Review_.tr("Looking for puzzles in your game…")
            )
        elif isinstance(reading, Review):
            self._set_review(reading)

    def _on_finished(self, kind: str, report: Report) -> None:
        done = report.reading
        if not isinstance(done, ReviewDone):
            self._show_stopped(report.error or Review_.tr("the review failed"))
            return
        self._set_review(done.review)
        if done.review.complete:
            self._show_done(done)
        else:
            self._show_stopped()
        self.done.emit(done)

    def _set_review(self, review: Review) -> None:
        judged = self.judged_move(self._shown)
        self.review = review
        self._show_review()
        self.reviewed.emit(review)
        if self.jobs.kind is not None:
            self._show_running()
        if not self.drills.active and self.judged_move(self._shown) != judged:
            self.view(self._shown)  # the move in view was just judged (no repaint else)

    def _done_total(self) -> tuple[int, int]:
        request = self.request
        total = len(request.game.moves) if request is not None else 0
        first = self.review.first if self.review is not None else 0
        done = len(self.review.moves) if self.review is not None else 0
        return done, total - first

    def _show_running(self) -> None:
        done, total = self._done_total()
        self.screen.show_progress((done, total), words.progress_text(done, total))
        self.screen.continue_button.setVisible(False)
        self.screen.learn_button.setEnabled(False)

    def _show_stopped(self, problem: str = "") -> None:
        done, total = self._done_total()
        text = words.stopped_text(done, total)
        self.screen.show_progress(
            None, fill(Review_.tr("%1 (%2)"), text, problem) if problem else text
        )
        self.screen.continue_button.setVisible(not self.drills.active and done < total)
        self._show_learn()

    def _show_done(self, done: ReviewDone) -> None:
        request = self.request
        moves = len(request.game.moves) if request is not None else 0
        text = Review_.tr("Reviewed: %n move(s).", None, moves)
        if done.puzzles:
            text = fill(
                Review_.tr(
                    "%1 %n new puzzle(s) from this game: see Puzzles on the menu.",
                    None,
                    len(done.puzzles),
                ),
                text,
            )
        self._puzzle_note = "" if done.unfit is None else words.unfit_text(done.unfit)
        if self._puzzle_note and self._shown == 0 and not self.drills.active:
            self.screen.message.setText(self._unjudged_text(0))
        if done.problem:
            text = fill(Review_.tr("%1 %2"), text, done.problem)
        self.screen.show_progress(None, text)
        self.screen.continue_button.setVisible(False)
        self._show_learn()

    # -- the review on view --------------------------------------------------------------
    def _show_review(self) -> None:
        request, review = self.request, self.review
        if request is None:
            return
        total = len(request.game.moves)
        marks = words.marks_by_number(review) if review is not None else {}
        self.screen.graph.show_graph(review.graph() if review is not None else (), marks, total)
        self.screen.moves.set_marks(marks)
        for line, mark in zip(self.screen.side_lines, (Mark.X, Mark.O)):
            name = request.names.get(mark, mark.value)
            line.setText(
                words.side_line(review.summary(mark), name)
                if review is not None
                else fill(Review_.tr("%1 (%2): not reviewed yet"), mark.value, name)
            )
        self._show_learn()

    def _sides(self) -> frozenset[Mark]:
        request = self.request
        return (
            request.humans
            if request is not None and request.humans
            else frozenset((Mark.X, Mark.O))
        )

    def _show_learn(self) -> None:
        review = self.review
        count = len(mistakes_of(review, self._sides())) if review is not None else 0
        yours = self.request is not None and self.request.humans
        self.screen.learn_button.setText(
            fill(
                Review_.tr("Learn from your mistakes (%1)")
                if yours
                else Review_.tr("Learn from the mistakes (%1)"),
                count,
            )
        )
        self.screen.learn_button.setEnabled(count > 0 and not self.running())

    def judged_move(self, index: int) -> MoveReview | None:
        """The judgement of the move that leads to the position after ``index`` moves."""
        review = self.review
        if review is None or index < 1:
            return None
        j = index - 1 - review.first
        return review.moves[j] if 0 <= j < len(review.moves) else None

    def view(self, index: int) -> None:
        """The position after ``index`` moves, with its move's judgement."""
        request = self.request
        if request is None or self.drills.active:
            return
        game = request.game
        self._shown = index = clamp(index, len(game.moves))
        self.screen.board.set_interactive(False)
        self.screen.graph.show_index(index)
        self.screen.moves.set_history(game.moves, side_to_move(game.start), index, game.rules)
        judged = self.judged_move(index)
        if judged is None or judged.better is None:
            self._put(game_after(game, index))
            self.screen.overlay.show_line(())
        else:  # the position before the move, its square lit, the better line drawn
            self._put(game_after(game, index - 1), last=judged.move)
            self.screen.overlay.show_line(
                judged.line or (judged.better,), judged.mover, judged.ply + 1
            )
        if judged is None or self.review is None:
            self.screen.message.setText(self._unjudged_text(index))
            return
        mark = words.move_mark(self.review, judged.ply - self.review.first)
        self.screen.message.setText(words.move_sentence(judged, game.rules, mark))

    def _unjudged_text(self, index: int) -> str:
        if index == 0:
            start = Review_.tr("The start. Pick a move in the list, or a point on the graph.")
            if self._puzzle_note:  # why the person's game gave no puzzle
                return fill(Review_.tr("%1 %2"), start, self._puzzle_note)
            return start
        return fill(Review_.tr("Move %1 is not judged yet."), index)

    @property
    def shown(self) -> int:
        return self._shown

    def _put(self, game: Game, last: Move | None = None) -> None:
        moves = game.moves
        self.screen.board.set_state(
            BoardState(
                game.position(),
                last if last is not None else (moves[-1] if moves else None),
                tuple(game.winning_line() or ()),
                forbidden=forbidden_points(game),
            )
        )

    # -- learn from your mistakes ------------------------------------------------------
    def learn(self) -> None:
        request, review = self.request, self.review
        if request is None or review is None or self.running():
            return
        mistakes = mistakes_of(review, self._sides())
        if mistakes:
            self.drills.start(request.game, mistakes, request.budget)

    def _drill_ended(self, index: int) -> None:
        if self.review is not None and not self.review.complete:
            self._show_stopped()
        self._show_learn()
        self.view(index)

    # -- keys ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Home / Left / Right / End on the board step through the game (not in an exercise)."""
        if (
            watched is self.screen.board
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and not self.drills.active
            and Qt.Key(event.key()) in NAVIGATION_KEYS
        ):
            return self.screen.moves.handle_key(event)
        return False
