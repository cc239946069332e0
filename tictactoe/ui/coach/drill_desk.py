""" "Learn from your mistakes" on the Review screen: the exercises and their answers.

:class:`DrillDesk` sets each mistake (:mod:`~tictactoe.ui.coach.drill`) as an
exercise: the board, at the position before it, takes one move, which the window's
one worker judges as the review judges a move
(:func:`~tictactoe.ui.coach.review_job.attempt_job`); the sentence says how it
compares.  Retry sets the position again; Show the answer draws the engine's move and
its line; Next goes on; Back to the review (``ended``) hands the screen back to the
:class:`~tictactoe.ui.coach.review_desk.ReviewDesk`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tictactoe.coach import DEFAULT_BUDGET, Budget, MoveReview
from tictactoe.game import Game, Move
from tictactoe.notation import cell_name
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.coach.drill import Drill, Step
from tictactoe.ui.coach.jobs import Jobs
from tictactoe.ui.coach.review_job import attempt_job
from tictactoe.ui.coach.review_screen import ReviewScreen
from tictactoe.ui.play.history import game_after
from tictactoe.ui.words import review_words as words
from tictactoe.ui.words.puzzle_words import not_judged
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, Report

Review_ = Words("Review_")


class DrillDesk(QObject):
    ended = Signal(int)  # back to the review, at the position after this many moves

    def __init__(
        self, screen: ReviewScreen, runner: AnalysisRunner, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.screen = screen
        self.jobs = Jobs(runner, self)
        self.jobs.finished.connect(self._on_finished)
        self.drill: Drill | None = None
        self._game: Game | None = None
        self._budget = DEFAULT_BUDGET
        screen.retry_requested.connect(self.retry)
        screen.answer_requested.connect(self.show_answer)
        screen.next_requested.connect(lambda: self.go(self.drill.index + 1 if self.drill else 0))
        screen.drill_done_requested.connect(self.end)
        screen.board.cell_clicked.connect(self._on_click)

    @property
    def active(self) -> bool:
        return self.drill is not None

    def busy(self) -> bool:
        """An answer is being judged."""
        return self.jobs.kind is not None

    def start(self, game: Game, mistakes: tuple[MoveReview, ...], budget: Budget) -> None:
        """The exercises of ``mistakes`` (of ``game``), from the first."""
        self._game, self._budget = game, budget
        self.drill = Drill(mistakes)
        self.screen.set_drill(True)
        self.go(0)

    def leave(self) -> None:
        """The screen is left: nothing of ours runs on."""
        self.jobs.stop()

    def _before(self) -> Game:
        assert self._game is not None and self.drill is not None
        return game_after(self._game, self.drill.current.ply)

    def _put(self, game: Game, *, asking: bool = False) -> None:
        moves = game.moves
        self.screen.board.set_state(
            BoardState(
                game.position(),
                moves[-1] if moves else None,
                tuple(game.winning_line() or ()),
                game.to_move() if asking else None,
            )
        )
        self.screen.board.set_interactive(asking)

    def go(self, index: int) -> None:
        """Exercise ``index`` (the board waits for an answer)."""
        drill = self.drill
        if drill is None:
            return
        self.jobs.stop()
        drill.go(index)
        judged = drill.current
        self._put(self._before(), asking=True)
        self.screen.overlay.show_line(())
        self.screen.graph.show_index(judged.ply)
        rules = self._before().rules
        self.screen.message.setText(
            words.exercise_prompt(drill.index + 1, drill.count, judged, rules)
        )
        self._buttons()
        self.screen.focus_board()

    def _buttons(self) -> None:
        drill = self.drill
        if drill is None:
            return
        self.screen.retry_button.setEnabled(drill.step in (Step.WRONG, Step.SHOWN, Step.RIGHT))
        self.screen.answer_button.setEnabled(drill.step is not Step.JUDGING)
        self.screen.next_button.setEnabled(drill.has_next() and drill.step is not Step.JUDGING)

    def _on_click(self, x: int, y: int) -> None:
        drill = self.drill
        if drill is None or drill.step is not Step.ASKING:
            return
        before = self._before()
        move: Move = (x, y)
        if before.why_illegal(move) is not None:
            self.screen.board.flash(move)
            return
        after = before.copy()
        after.play(move)
        self._put(after)
        drill.step = Step.JUDGING
        name = cell_name(move, before.rules)
        self.screen.message.setText(fill(Review_.tr("Checking %1…"), name))
        self._buttons()
        self.jobs.run("attempt", attempt_job(before, move, self._budget))

    def _on_finished(self, kind: str, report: Report) -> None:
        drill = self.drill
        if drill is None:
            return
        tried = report.reading if isinstance(report.reading, MoveReview) else None
        drill.judged(tried)
        if tried is None:
            self.go(drill.index)
            self.screen.message.setText(not_judged(report.error or Review_.tr("stopped")))
            return
        rules = self._before().rules
        self.screen.message.setText(words.attempt_sentence(tried, drill.current, rules))
        self._buttons()

    def retry(self) -> None:
        if self.drill is not None:
            self.go(self.drill.index)

    def show_answer(self) -> None:
        drill = self.drill
        if drill is None:
            return
        self.jobs.stop()
        judged = drill.current
        self._put(self._before())
        if judged.better is not None:
            self.screen.overlay.show_line(
                judged.line or (judged.better,), judged.mover, judged.ply + 1
            )
        drill.step = Step.SHOWN
        self.screen.message.setText(words.answer_sentence(judged, self._before().rules))
        self._buttons()

    def end(self) -> None:
        """Back to the review, at the position after the exercise's move."""
        drill = self.drill
        if drill is None:
            return
        self.jobs.stop()
        self.drill = None
        self.screen.set_drill(False)
        self.ended.emit(drill.current.ply + 1)
