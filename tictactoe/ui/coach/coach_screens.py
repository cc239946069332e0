"""The coach's screens in the window: the Review screen and the Puzzles screen, and the
few places where the rest of the window meets them.

:class:`CoachScreens` is a part of the main window (as ``file_actions`` is): it adds
the two screens to the window's stack and wires them to

* Review on the game-over screen and, for a finished game opened or replayed, on the
  game screen (:class:`~tictactoe.ui.coach.review_desk.ReviewDesk`); the reviews are
  kept per game (its start and moves) for the session, saved with the game in our
  format and adopted from an opened file, so reopening shows one at once;
* the review's accuracy kept with the game's statistics row, and the person's own
  puzzles cut from a game they just played (both through the keeper's folder);
* Puzzles on the menu (:class:`~tictactoe.ui.coach.puzzle_desk.PuzzleDesk`) and the
  puzzle rating and streak on the Statistics screen;
* the one background worker: the analyst's :class:`AnalysisRunner`.  While the
  Review screen shows, the analyst stands aside (``set_suspended``); leaving a screen
  stops what it runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any, Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStackedWidget, QWidget

from tictactoe.coach import DEFAULT_BUDGET, Budget, Review, budget_of, review_data, review_of
from tictactoe.game import Game, Mark, Position
from tictactoe.ui.coach.puzzle_book import Book
from tictactoe.ui.coach.puzzle_desk import PuzzleDesk
from tictactoe.ui.coach.puzzle_screen import PuzzleScreen
from tictactoe.ui.coach.review_desk import ReviewDesk, ReviewRequest
from tictactoe.ui.coach.review_job import OwnCut, ReviewDone
from tictactoe.ui.coach.review_screen import ReviewScreen
from tictactoe.ui.play.change import Change, What
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.play.states import State
from tictactoe.ui.screens.game_over_screen import GameOverScreen
from tictactoe.ui.screens.game_screen import GameScreen
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.screens.statistics_screen import StatisticsScreen
from tictactoe.ui.words import puzzle_words
from tictactoe.ui.words.player_words import board_label
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, PaintGuard

Review_ = Words("Review_")

KEPT_REVIEWS = 16  # reviews remembered per session (by game)
GameKey = tuple[Position, tuple[tuple[int, int], ...]]


class Analyst(Protocol):
    runner: AnalysisRunner
    guard: PaintGuard

    def set_suspended(self, on: bool) -> None: ...


class Files(Protocol):
    def save_game(self) -> None: ...


class Window(Protocol):
    """What the coach's screens use of the main window."""

    controller: GameController
    stack: QStackedWidget
    menu_screen: MenuScreen
    game_screen: GameScreen
    over_screen: GameOverScreen
    statistics_screen: StatisticsScreen
    analyst: Analyst
    files: Files

    def tell(self, text: str) -> None: ...


def game_key(game: Game) -> GameKey:
    return game.start, tuple(game.moves)


def why_not_reviewable(game: Game) -> str | None:
    """Why the window cannot review ``game`` (None: it can).  The review judges
    freestyle k-in-a-row, the one rule the game has today."""
    if not game.moves:
        return Review_.tr("the game has no moves")
    return None


class CoachScreens(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = w = cast(Window, window)
        self.c = w.controller
        runner = w.analyst.runner
        self.review_screen = ReviewScreen(w.analyst.guard)
        self.review = ReviewDesk(self.review_screen, runner, self)
        self.puzzle_screen = PuzzleScreen(w.analyst.guard)
        keeper = self.c.keeper
        self.puzzles = PuzzleDesk(
            self.puzzle_screen, runner, keeper.directory if keeper is not None else None, self
        )
        for screen in (self.review_screen, self.puzzle_screen):
            w.stack.addWidget(screen)
        self._reviews: dict[GameKey, Review] = {}
        self._budgets: dict[GameKey, Budget] = {}  # a kept review's own budget, when not ours
        self._came_from: QWidget | None = None
        self._current: QWidget | None = w.stack.currentWidget()
        self._connect()

    def _connect(self) -> None:
        w = self._window
        w.over_screen.review_requested.connect(self.open_review)
        w.game_screen.side.review_button.clicked.connect(self.open_review)
        w.menu_screen.puzzles_requested.connect(self.open_puzzles)
        self.review_screen.back_requested.connect(self.back)
        self.review_screen.save_requested.connect(w.files.save_game)
        self.puzzle_screen.back_requested.connect(self.back)
        self.review.reviewed.connect(self._keep_review)
        self.review.done.connect(self._review_done)
        self.puzzles.book_loaded.connect(self._show_puzzle_standing)
        w.stack.currentChanged.connect(self._screen_changed)
        self.c.changed.connect(self._on_change)

    # -- the review ----------------------------------------------------------------------
    def open_review(self) -> bool:
        """Review the finished game on the board (the game-over screen's or a replay's)."""
        c, w = self.c, self._window
        if c.state not in (State.GAME_OVER, State.REPLAY):
            return False
        game = c.game
        reason = why_not_reviewable(game)
        if reason is not None:
            w.tell(fill(Review_.tr("Review is not available: %1"), reason))
            return False
        seats = c.seats()
        humans = frozenset(m for m, p in c.players.items() if p.is_human)
        keeper = c.keeper
        own = (
            OwnCut(keeper.directory, humans, date.today())
            if keeper is not None and humans and c.recorded
            else None
        )
        request = ReviewRequest(
            game.copy(),
            f"{seats.title()}, {board_label(game.rules)}",
            {m: seats.name(m) for m in (Mark.X, Mark.O)},
            humans,
            self._reviews.get(game_key(game)),
            own,
            self._budgets.get(game_key(game), DEFAULT_BUDGET),
        )
        self._came_from = w.stack.currentWidget()
        w.analyst.set_suspended(True)  # the worker is ours while the review shows
        w.stack.setCurrentWidget(self.review_screen)
        self.review.open(request)
        self.review_screen.focus_board()
        return True

    def review_for(self, game: Game) -> Review | None:
        """The review of ``game`` kept this session (complete or cut short), if any."""
        return self._reviews.get(game_key(game))

    def review_data_for(self, game: Game) -> dict[str, Any] | None:
        """``game``'s review as our format's data, for Save (None: none)."""
        review = self.review_for(game)
        if review is None:
            return None
        return review_data(review, self._budgets.get(game_key(game), DEFAULT_BUDGET))

    def adopt(self, game: Game, data: Mapping[str, Any] | None) -> None:
        """A game opened from a file with its review: shown at once when reviewed."""
        if data is None:
            return
        try:
            review = review_of(data, game)
            self._budgets[game_key(game)] = budget_of(data)
            self._keep_review(review)
        except ValueError as error:
            self._window.tell(
                fill(Review_.tr("The game's review could not be read: %1"), error_words(error))
            )

    def _keep_review(self, review: Review) -> None:
        key = (review.start, review.played)
        if key not in self._reviews and len(self._reviews) >= KEPT_REVIEWS:
            self._budgets.pop(next(iter(self._reviews)), None)
            self._reviews.pop(next(iter(self._reviews)))
        self._reviews[key] = review

    def _review_done(self, done: ReviewDone) -> None:
        """A complete review of the recorded game: its accuracies go to its row."""
        review, c = done.review, self.c
        keeper = c.keeper
        if (
            not review.complete
            or keeper is None
            or c.statistics_row is None
            or (review.start, review.played) != game_key(c.game)
        ):
            return
        keeper.keep_accuracy(
            c.statistics_row, {m: review.summary(m).accuracy for m in (Mark.X, Mark.O)}
        )

    # -- the puzzles -----------------------------------------------------------------------
    def open_puzzles(self) -> None:
        w = self._window
        self._came_from = w.stack.currentWidget()
        w.stack.setCurrentWidget(self.puzzle_screen)
        self.puzzles.open()

    def _show_puzzle_standing(self, book: Book) -> None:
        now = book.standing()
        w = self._window
        w.statistics_screen.accuracy.show_puzzles(puzzle_words.rating_line(now, now.counted))
        if book.problems:  # a file set aside as the puzzles loaded: said where the person is
            text = " ".join(book.problems)
            w.statistics_screen.show_note(text)
            keeper = w.controller.keeper
            w.statistics_screen.show_set_aside(keeper.files_set_aside() if keeper else ())
            w.menu_screen.show_note(text)

    def fill_statistics(self) -> None:
        """The Statistics screen's puzzle line (the puzzles loaded first, if need be)."""
        book = self.puzzles.book
        if book is not None:
            self._show_puzzle_standing(book)
        else:
            self._window.statistics_screen.accuracy.show_puzzles(
                Review_.tr("Your puzzle rating: …")
            )
            self.puzzles.load()

    # -- moving between screens --------------------------------------------------------
    def back(self) -> None:
        """Back to the screen the review or the puzzles were opened from."""
        w = self._window
        target = self._came_from if self._came_from is not None else w.menu_screen
        if target is w.over_screen and self.c.state is not State.GAME_OVER:
            target = w.menu_screen
        w.stack.setCurrentWidget(target)
        if target is w.menu_screen:
            w.menu_screen.play_button.setFocus()

    def handles_escape(self) -> bool:
        """Esc on one of our screens goes back (True when it did)."""
        if self._window.stack.currentWidget() in (self.review_screen, self.puzzle_screen):
            self.back()
            return True
        return False

    def _screen_changed(self, _index: int) -> None:
        """Leaving a screen of ours stops its work; leaving the review gives the worker
        back to the analyst."""
        now = self._window.stack.currentWidget()
        before, self._current = self._current, now
        if before is self.review_screen and now is not self.review_screen:
            self.review.leave()
            self._window.analyst.set_suspended(False)
        if before is self.puzzle_screen and now is not self.puzzle_screen:
            self.puzzles.leave_screen()

    def _on_change(self, change: Change) -> None:
        if What.STATE in change.what or What.NEW_GAME in change.what:
            view = change.view
            self._window.game_screen.side.review_button.setVisible(view.state is State.REPLAY)
