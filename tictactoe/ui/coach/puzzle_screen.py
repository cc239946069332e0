"""The Puzzles screen: the person's puzzle rating and streak, which puzzles to play (all,
those from the person's own games, or the renju problems), the board (under renju with
the points forbidden to Black marked), what the puzzle asks and where it
came from, what the engine answers to each move, and Retry, Show the solution, Next.

Widgets only: :class:`~tictactoe.ui.coach.puzzle_desk.PuzzleDesk` decides what they
show and hears their requests.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.coach.puzzle_book import Source
from tictactoe.ui.widgets.accessible import SpokenLines
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import LinesLabel, Panel
from tictactoe.ui.words.game_words import back_to_menu
from tictactoe.ui.words.rating_words import rating_and_streak
from tictactoe.ui.words.translation import Words, fill
from tictactoe.ui.workers.analysis_runner import PaintGuard

Puzzles = Words("Puzzles")

COLUMN_WIDTH = 320


class PuzzleScreen(QWidget):
    back_requested = Signal()
    source_chosen = Signal(object)  # a Source
    retry_requested = Signal()
    solution_requested = Signal()
    next_requested = Signal()

    def __init__(self, guard: PaintGuard | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        head = QHBoxLayout()
        title = QLabel(Puzzles.tr("Puzzles"))
        title.setObjectName("title")
        head.addWidget(title)
        head.addStretch(1)
        self.sources: dict[Source, Button] = {}
        for source, text, tip in (
            (
                Source.ALL,
                Puzzles.tr("All puzzles"),
                Puzzles.tr("Puzzles from every source, near your rating"),
            ),
            (
                Source.OWN,
                Puzzles.tr("From your games"),
                Puzzles.tr("Puzzles cut from your own reviewed games"),
            ),
            (
                Source.RENJU,
                Puzzles.tr("Renju problems"),
                Puzzles.tr(
                    "Puzzles under renju that its forbidden points decide: White wins where "
                    "Black may not block, Black wins without playing a forbidden point"
                ),
            ),
        ):
            button = Button(text, point_size=11)
            set_tooltip(button, tip)
            button.clicked.connect(lambda s=source: self.source_chosen.emit(s))
            head.addWidget(button)
            self.sources[source] = button
        layout.addLayout(head)
        self.rating = QLabel()  # "Your puzzle rating: 1540 (provisional) · streak 3 (best 5)"
        self.rating.setObjectName("ratingLine")
        self.rating.setAccessibleName(rating_and_streak())
        layout.addWidget(self.rating)
        middle = QHBoxLayout()
        self.board = BoardView()
        self.board.setAccessibleName(Puzzles.tr("The puzzle's board"))
        self.overlay = BoardOverlay(self.board, guard)
        middle.addWidget(self.board, 1)
        middle.addWidget(self._column())
        layout.addLayout(middle, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.back_button = Button(Puzzles.tr("Menu"), "menu", point_size=14)
        set_tooltip(self.back_button, back_to_menu())
        self.back_button.clicked.connect(self.back_requested)
        buttons.addWidget(self.back_button)
        layout.addLayout(buttons)

    def _column(self) -> QWidget:
        column = QWidget()
        column.setFixedWidth(COLUMN_WIDTH)
        body = QVBoxLayout(column)
        body.setContentsMargins(0, 0, 0, 0)
        panel = Panel(Puzzles.tr("This puzzle"))
        # "X to play and win in 3 moves: ...": two lines in English, three in a longer language
        self.task = LinesLabel(3)
        self.task.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.task.setAccessibleName(Puzzles.tr("What the puzzle asks"))
        self.origin = LinesLabel(2)  # "From your game of 3 March (15x15, 5 in a row)"
        self.origin.setObjectName("subtitle")
        self.origin.setAccessibleName(Puzzles.tr("Where the puzzle comes from"))
        self.puzzle_rating = LinesLabel(1)
        self.puzzle_rating.setObjectName("subtitle")
        self.puzzle_rating.setAccessibleName(Puzzles.tr("The puzzle's rating"))
        for label in (self.task, self.origin, self.puzzle_rating):
            panel.body.addWidget(label)
        body.addWidget(panel)
        self.message = SpokenLines(6)  # the engine's answer to the move tried
        self.message.setObjectName("puzzleMessage")
        self.message.setAccessibleName(Puzzles.tr("The engine's answer"))
        body.addWidget(self.message)
        self.retry_button = Button(Puzzles.tr("Retry"), point_size=12)
        set_tooltip(self.retry_button, Puzzles.tr("Start this puzzle again"))
        self.solution_button = Button(Puzzles.tr("Show the solution"), point_size=12)
        set_tooltip(self.solution_button, Puzzles.tr("The winning line, on the board"))
        self.next_button = Button(Puzzles.tr("Next puzzle"), "play", point_size=12)
        set_tooltip(self.next_button, Puzzles.tr("Another puzzle near your rating"))
        for button, signal in (
            (self.retry_button, self.retry_requested),
            (self.solution_button, self.solution_requested),
            (self.next_button, self.next_requested),
        ):
            button.clicked.connect(signal)
            body.addWidget(button)
        body.addStretch(1)
        return column

    def show_source(self, source: Source, own_count: int, renju_count: int) -> None:
        for key, button in self.sources.items():
            button.set_selected(key is source)
        self.sources[Source.OWN].setEnabled(own_count > 0)
        self.sources[Source.OWN].setText(fill(Puzzles.tr("From your games (%1)"), own_count))
        self.sources[Source.RENJU].setEnabled(renju_count > 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()
