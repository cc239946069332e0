"""The Review screen: the reviewed game's board with the better move drawn on it, the
evaluation graph under it, each side's accuracy and the marked move list beside it,
the judgement of the move in view, and "Learn from your mistakes".

Widgets only: :class:`~tictactoe.ui.coach.review_desk.ReviewDesk` decides what they
show and hears their requests.  A calm screen, as the game screen: the message keeps
three lines, the column beside the board its width, the progress row its place.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.coach.eval_graph import EvalGraph
from tictactoe.ui.screens.move_list import MoveList
from tictactoe.ui.widgets.accessible import SpokenLines
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import LinesLabel, Panel
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import PaintGuard

Review_ = Words("Review_")

COLUMN_WIDTH = 300


class ReviewScreen(QWidget):
    back_requested = Signal()
    cancel_requested = Signal()
    continue_requested = Signal()
    learn_requested = Signal()
    save_requested = Signal()
    retry_requested = Signal()
    answer_requested = Signal()
    next_requested = Signal()
    drill_done_requested = Signal()
    painted = Signal()

    def __init__(self, guard: PaintGuard | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)
        layout.addWidget(self._top_bar())
        middle = QHBoxLayout()
        left = QVBoxLayout()
        self.board = BoardView()
        self.board.setAccessibleName(Review_.tr("The game reviewed"))
        self.overlay = BoardOverlay(self.board, guard)
        self.graph = EvalGraph()
        left.addWidget(self.board, 1)
        left.addWidget(self.graph)
        middle.addLayout(left, 1)
        middle.addWidget(self._column())
        layout.addLayout(middle, 1)
        self.message = SpokenLines(3)  # the judgement of the move in view
        self.message.setObjectName("reviewMessage")
        self.message.setAccessibleName(Review_.tr("The move in view"))
        layout.addWidget(self.message)
        layout.addLayout(self._buttons())
        self.set_drill(False)
        self.show_progress(None)
        self.continue_button.setVisible(False)  # shown for a review stopped short

    def _top_bar(self) -> QFrame:
        bar = QFrame()
        bar.setObjectName("messageBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(10, 6, 10, 6)
        self.title = QLabel()  # "Review: You vs Level 3 · Medium, 15x15"
        self.title.setObjectName("panelTitle")
        self.title.setAccessibleName(Review_.tr("Game reviewed"))
        self.progress_label = QLabel()
        self.progress_label.setObjectName("subtitle")
        self.progress = QProgressBar()
        self.progress.setFixedWidth(160)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName(Review_.tr("Review progress"))
        self.cancel_button = Button(Review_.tr("Cancel"), "quit", point_size=11)
        set_tooltip(self.cancel_button, Review_.tr("Stop the review; what it judged so far stays"))
        self.cancel_button.clicked.connect(self.cancel_requested)
        row.addWidget(self.title, 1)
        row.addWidget(self.progress_label)
        row.addWidget(self.progress)
        row.addWidget(self.cancel_button)
        # the bar keeps the height the Cancel button gives it while a review runs, so the
        # board under it keeps its size when a review starts or ends (issue 48); the width
        # of the hidden button and progress bar goes to the title
        self._bar = bar
        self._fit_bar()
        return bar

    def _fit_bar(self) -> None:
        layout = self._bar.layout()
        assert layout is not None  # set when the bar was made
        margins = layout.contentsMargins()
        tallest = max(self.cancel_button.sizeHint().height(), self.progress.sizeHint().height())
        self._bar.setMinimumHeight(tallest + margins.top() + margins.bottom())

    def changeEvent(self, event: QEvent) -> None:
        """A new font or style (scale, language) gives the Cancel button a new height."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_bar()
        super().changeEvent(event)

    def _column(self) -> QWidget:
        column = QWidget()
        column.setFixedWidth(COLUMN_WIDTH)
        body = QVBoxLayout(column)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(6)
        self.sides = Panel(Review_.tr("Accuracy"))
        self.side_lines = []
        for name in (
            fill(Review_.tr("%1's accuracy"), "X"),
            fill(Review_.tr("%1's accuracy"), "O"),
        ):
            line = LinesLabel(3)  # two lines in English; a long name or language: three
            line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            line.setAccessibleName(name)
            self.sides.body.addWidget(line)
            self.side_lines.append(line)
        self.moves = MoveList()
        self.moves.play_from_button.setVisible(False)  # a new game is the menu's
        body.addWidget(self.sides)
        body.addWidget(self.moves, 1)
        return column

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.learn_button = Button(Review_.tr("Learn from your mistakes"), "play", point_size=12)
        set_tooltip(
            self.learn_button,
            Review_.tr("Each of your mistakes set as an exercise, from the position before it"),
        )
        self.continue_button = Button(Review_.tr("Continue the review"), point_size=12)
        set_tooltip(self.continue_button, Review_.tr("Review the moves left"))
        self.save_button = Button(Review_.tr("Save…"), point_size=12)
        set_tooltip(self.save_button, Review_.tr("Save the game with its review (.ttt)"))
        self.retry_button = Button(Review_.tr("Retry"), point_size=12)
        set_tooltip(self.retry_button, Review_.tr("Try the position again"))
        self.answer_button = Button(Review_.tr("Show the answer"), point_size=12)
        set_tooltip(self.answer_button, Review_.tr("The engine's move and its line, on the board"))
        self.next_button = Button(Review_.tr("Next mistake"), "play", point_size=12)
        set_tooltip(
            self.next_button, Review_.tr("The next of your mistakes, from the position before it")
        )
        self.drill_done_button = Button(Review_.tr("Back to the review"), point_size=12)
        set_tooltip(
            self.drill_done_button, Review_.tr("Leave the exercises: the review, at this move")
        )
        self.back_button = Button(Review_.tr("Back"), "menu", point_size=14)
        set_tooltip(self.back_button, Review_.tr("Leave the review (Esc)"))
        for button, signal in (
            (self.learn_button, self.learn_requested),
            (self.continue_button, self.continue_requested),
            (self.save_button, self.save_requested),
            (self.retry_button, self.retry_requested),
            (self.answer_button, self.answer_requested),
            (self.next_button, self.next_requested),
            (self.drill_done_button, self.drill_done_requested),
            (self.back_button, self.back_requested),
        ):
            button.clicked.connect(signal)
            row.addWidget(button)
        row.insertStretch(row.indexOf(self.back_button), 1)
        return row

    # -- what the desk shows -----------------------------------------------------------
    def show_progress(self, done_total: tuple[int, int] | None, text: str = "") -> None:
        """A review running (``done_total``: judged, to judge) or not (None)."""
        running = done_total is not None
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        if running:
            done, total = done_total  # type: ignore[misc]  # running: not None
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)
        self.progress_label.setText(text)

    def set_drill(self, on: bool) -> None:
        """The exercises' buttons, or the review's."""
        for button in (
            self.retry_button,
            self.answer_button,
            self.next_button,
            self.drill_done_button,
        ):
            button.setVisible(on)
        for button in (self.learn_button, self.save_button):
            button.setVisible(not on)
        if on:
            self.continue_button.setVisible(False)
        self.graph.setEnabled(not on)
        self.moves.setEnabled(not on)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()
        self.painted.emit()

    def focus_board(self) -> None:
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)
