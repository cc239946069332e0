"""What the Puzzles screen shows, and its work on the window's one background worker.

:class:`PuzzleDesk` loads the puzzles (:mod:`~tictactoe.ui.coach.puzzle_book`, on the
worker: reading and rating the shipped ones takes about half a second), picks one near
the person's puzzle rating, and lets the person play its solution against the
engine's defence: each move tried is judged on the worker by the coach
(:func:`tictactoe.coach.judge`); a right one is answered by the defender's best reply
(the puzzle's tree) after :data:`DEFENCE_MS`, a wrong one with why
("After K9, O blocks at L10 and then wins"), its refutation drawn on the board.

A try ends solved, or wrong (a slower win too: the puzzle asks for the quickest), or
when the solution is shown first; each try is one attempt in ``puzzle_attempts.json``
(:class:`~tictactoe.storage.puzzle_ratings.AttemptLog`), and the first attempt at a
puzzle moves both ratings and the streak (the storage's rule).
"""

from __future__ import annotations

import random
import time
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from tictactoe.coach import Judgement, Puzzle, Result, judge, main_line
from tictactoe.coach.puzzle import wins_now
from tictactoe.game import Game, Mark, Move, Variant
from tictactoe.notation import cell_name
from tictactoe.renju import Foul
from tictactoe.storage.puzzle_ratings import Attempt, AttemptLog
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.coach.jobs import Jobs
from tictactoe.ui.coach.puzzle_book import Book, Source, choose, load_book
from tictactoe.ui.coach.puzzle_screen import PuzzleScreen
from tictactoe.ui.play.turns import forbidden_points
from tictactoe.ui.words import puzzle_words as words
from tictactoe.ui.words.rating_words import rating_number
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import AnalysisRunner, Report

Puzzles = Words("Puzzles")

DEFENCE_MS = 450  # the defender's reply comes this long after a right move


def black_forbidden(game: Game) -> tuple[Move, ...]:
    """Under renju, the points forbidden to Black in the position, whoever is to move: a
    renju problem turns on them (White wins where Black may not block; Black's win avoids
    them), so they are marked on White's turns too."""
    if game.rules.variant is not Variant.RENJU or game.is_over():
        return ()
    black = Game.for_rules(game.rules, start=game.position(), to_move=Mark.X)
    return forbidden_points(black)


def forbidden_block(game: Game) -> tuple[Move, Foul] | None:
    """Under renju, Black to move: the one cell that blocks White's four, when the rule
    forbids it to Black (White then wins there), and why."""
    if game.rules.variant is not Variant.RENJU or game.to_move() is not Mark.X:
        return None
    blocks = wins_now(game, Mark.O)
    found = game.foul(blocks[0]) if len(blocks) == 1 else None
    return None if found is None else (blocks[0], found)


class PuzzleDesk(QObject):
    book_loaded = Signal(object)  # the Book, each time it is (re)loaded

    def __init__(
        self,
        screen: PuzzleScreen,
        runner: AnalysisRunner,
        directory: Path | None,
        parent: QObject | None = None,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(parent)
        self.screen = screen
        self.jobs = Jobs(runner, self)
        self.directory = directory
        self.rng = rng or random.Random()
        self.book: Book | None = None
        self.source = Source.ALL
        self.puzzle: Puzzle | None = None
        self.path: list[Move] = []  # the moves of this try, along the tree
        self.busy = False  # a move is being judged, or the defender replies
        self.over = False  # this try ended (solved, wrong or shown)
        self.touched = False  # the person tried a move in this try
        self._reply_timer = QTimer(self)
        self._reply_timer.setSingleShot(True)
        self._reply_timer.setInterval(DEFENCE_MS)
        self._reply_timer.timeout.connect(self._defend)
        self._pending: Move | None = None
        self.jobs.finished.connect(self._on_finished)
        screen.board.cell_clicked.connect(self._on_click)
        screen.source_chosen.connect(self.set_source)
        screen.retry_requested.connect(self.retry)
        screen.solution_requested.connect(self.show_solution)
        screen.next_requested.connect(self.next_puzzle)

    # -- loading ---------------------------------------------------------------------
    def open(self) -> None:
        """The screen shows: (re)load the puzzles (the person's own may be new), then a
        puzzle."""
        self.screen.message.setText(Puzzles.tr("Loading the puzzles…"))
        self._set_controls(False)
        self.load()

    def load(self) -> None:
        directory, earlier = self.directory, self.book
        self.jobs.run("load", lambda cancel, report: load_book(directory, earlier))

    def leave(self) -> None:
        """The screen is left: nothing of ours runs on."""
        self._reply_timer.stop()
        self.jobs.stop()
        self.busy = False

    def leave_screen(self) -> None:
        """The person leaves the Puzzles screen: a try under way ends, failed."""
        self._finish_try(False)
        self.leave()

    def _on_finished(self, kind: str, report: Report) -> None:
        if kind == "load":
            if isinstance(report.reading, Book):
                self._loaded(report.reading)
            else:
                self.screen.message.setText(
                    fill(Puzzles.tr("The puzzles could not be read: %1"), report.error)
                )
        elif isinstance(report.reading, Judgement):
            self._judged(report.reading)
        else:
            self.busy = False
            self.screen.message.setText(words.not_judged(report.error or Puzzles.tr("stopped")))
            self._show_position()

    def _loaded(self, book: Book) -> None:
        self.book = book
        if not book.pool(self.source):
            self.source = Source.ALL
        self.book_loaded.emit(book)
        self._show_rating()
        if self.puzzle is None or self.over:
            self.next_puzzle()
        else:  # a puzzle picked when Statistics loaded the book: untouched, so started
            self.start(self.puzzle)  # afresh, which also ends open()'s "Loading…"
        if book.problems:  # a file set aside: said after the puzzle's first line
            self.screen.message.setText(" ".join(book.problems))

    # -- choosing ----------------------------------------------------------------------
    def set_source(self, source: Source) -> None:
        if source is not self.source:
            self.source = source
            self.next_puzzle()

    def next_puzzle(self) -> None:
        book = self.book
        if book is None:
            return
        self._finish_try(False)
        self.leave()
        avoid = self.puzzle.id if self.puzzle is not None else None
        puzzle = choose(book, self.source, self.rng, avoid)
        if puzzle is None:
            self.screen.message.setText(
                Puzzles.tr(
                    "No puzzles here yet: review a game of yours and its "
                    "winning positions become puzzles."
                )
            )
            return
        self.start(puzzle)

    def start(self, puzzle: Puzzle) -> None:
        """Play ``puzzle`` from its start (a new try)."""
        self.leave()
        self.puzzle, self.path, self.over, self.touched = puzzle, [], False, False
        screen, book = self.screen, self.book
        screen.task.setText(words.puzzle_task(puzzle))
        screen.origin.setText(words.puzzle_origin(puzzle, date.today()))
        if book is not None:
            screen.puzzle_rating.setText(
                fill(
                    Puzzles.tr("Puzzle rating: %1"),
                    rating_number(book.rating(puzzle, book.standing())),
                )
            )
            self._show_sources(book)
        screen.message.setText(fill(Puzzles.tr("%1 to play: your move."), puzzle.attacker.value))
        screen.overlay.show_line(())
        self._show_position()
        self._set_controls(True)

    # -- playing -----------------------------------------------------------------------
    def game(self) -> Game:
        """The puzzle's position after this try's moves."""
        assert self.puzzle is not None
        game = self.puzzle.game()
        for move in self.path:
            game.play(move)
        return game

    def _show_position(self, extra: Move | None = None) -> None:
        game = self.game()
        if extra is not None:
            game.play(extra)
        moves = game.moves
        waiting = not self.busy and not self.over and extra is None
        self.screen.board.set_state(
            BoardState(
                game.position(),
                moves[-1] if moves else None,
                tuple(game.winning_line() or ()),
                game.to_move() if waiting else None,
                black_forbidden(game),
            )
        )
        self.screen.board.set_interactive(waiting)

    def _on_click(self, x: int, y: int) -> None:
        puzzle = self.puzzle
        if puzzle is None or self.busy or self.over:
            return
        move = (x, y)
        if self.game().why_illegal(move) is not None:
            self.screen.board.flash(move)
            return
        self.busy = self.touched = True
        self._show_position(extra=move)
        self.screen.overlay.show_line(())
        name = cell_name(move, puzzle.rules)
        self.screen.message.setText(fill(Puzzles.tr("Checking %1…"), name))
        path = tuple(self.path)
        self.jobs.run("judge", lambda cancel, report: judge(puzzle, path, move))

    def _judged(self, judgement: Judgement) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        attacker = puzzle.attacker
        result = judgement.result
        if result is Result.NOT_PROVEN:
            self.busy = False
            said = words.judgement_sentence(judgement, attacker, False, 0, puzzle.rules)
            self.screen.message.setText(said)
            self._show_position()
            return
        if result is Result.RIGHT:
            self._pending = judgement.replies[0]
            self.path.append(judgement.move)
            said = words.judgement_sentence(judgement, attacker, False, 0, puzzle.rules)
            self.screen.message.setText(said)
            self._show_position()
            self._reply_timer.start()
            return
        self.busy = False
        left = puzzle.plies - len(self.path)
        after = self.game()
        after.play(judgement.move)
        blocks = judgement.reply is not None and Game.wins_at(
            after.position(), judgement.reply, attacker
        )
        said = words.judgement_sentence(judgement, attacker, blocks, left, puzzle.rules)
        self.screen.message.setText(said)
        if result.solves:
            self.path.append(judgement.move)
            self._finish_try(True)
            self._show_position()
            return
        self._finish_try(False)
        self._show_position(extra=judgement.move)
        if judgement.reply is not None:
            refutation = (judgement.reply, *judgement.line)
            self.screen.overlay.show_line(refutation, attacker.other, len(self.path) + 2)

    def _defend(self) -> None:
        puzzle, reply = self.puzzle, self._pending
        if puzzle is None or reply is None or self.over:
            return
        self._pending = None
        game = self.game()
        blocks = Game.wins_at(game.position(), reply, puzzle.attacker)
        forbidden = forbidden_block(game)
        self.path.append(reply)
        self.busy = False
        if forbidden is not None:
            point, foul = forbidden
            said = words.cannot_block_sentence(self.path[-2], point, foul, reply, puzzle.rules)
        else:
            said = words.right_sentence(
                self.path[-2], puzzle.attacker.other, reply, blocks, puzzle.rules
            )
        self.screen.message.setText(said)
        self._show_position()

    def retry(self) -> None:
        if self.puzzle is not None:
            self._finish_try(False)
            self.start(self.puzzle)

    def show_solution(self) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        self._finish_try(False, shown=True)
        self.leave()
        self.path = []
        self._show_position()
        self.screen.overlay.show_line(main_line(puzzle.solution), puzzle.attacker, 1)
        self.screen.message.setText(words.solution_sentence(puzzle))

    # -- attempts ----------------------------------------------------------------------
    def _finish_try(self, solved: bool, *, shown: bool = False) -> None:
        """This try ends (once): kept as an attempt when the person tried a move in it
        or saw the solution (a puzzle left untouched is no attempt); the rating follows."""
        puzzle, book = self.puzzle, self.book
        if puzzle is None or book is None or self.over:
            return
        self.over = True
        if not (self.touched or shown):
            return
        attempt = Attempt(puzzle.id, solved, time.time())
        if self.directory is not None:
            try:
                AttemptLog(self.directory).record(attempt)
            except OSError as error:
                self.screen.message.setText(
                    fill(Puzzles.tr("Your attempt could not be kept: %1"), error.strerror or error)
                )
        self.book = book.attempted(attempt)
        self._show_rating()

    def _show_rating(self) -> None:
        book = self.book
        if book is None:
            return
        now = book.standing()
        self.screen.rating.setText(words.rating_line(now, now.counted))
        self._show_sources(book)

    def _show_sources(self, book: Book) -> None:
        self.screen.show_source(self.source, len(book.own), len(book.pool(Source.RENJU)))

    def _set_controls(self, on: bool) -> None:
        for button in (
            self.screen.retry_button,
            self.screen.solution_button,
            self.screen.next_button,
        ):
            button.setEnabled(on)
