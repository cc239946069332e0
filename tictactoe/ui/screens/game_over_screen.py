"""The game-over screen (Spencer's TicTacToe 2017 + TICTACTO.PAS): the result, the final
board, the series scorecard, and green Play (again), yellow Menu and orange Quit."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.series import Series
from tictactoe.ui.widgets.accessible import SpokenLabel
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button, button_row
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import Panel
from tictactoe.ui.words.game_words import back_to_menu
from tictactoe.ui.words.translation import Words, fill

Over = Words("Over")


class GameOverScreen(QWidget):
    play_again_requested = Signal()
    menu_requested = Signal()
    quit_requested = Signal()
    save_requested = Signal()
    replay_requested = Signal()
    review_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        self.result = SpokenLabel()  # read out once the screen shows
        self.result.setObjectName("result")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)
        layout.addWidget(self.result)
        self.rule = QLabel()  # the board and the rule: "15x15, 5 in a row · Renju"
        self.rule.setObjectName("subtitle")
        self.rule.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.rule)
        self.rating = QLabel()  # how the game moved the person's rating
        self.rating.setObjectName("ratingLine")
        self.rating.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rating.setStyleSheet("QLabel#ratingLine { font-size: 15px; }")
        self.rating.setVisible(False)
        layout.addWidget(self.rating)

        middle = QHBoxLayout()
        self.board = BoardView()
        middle.addWidget(self.board, 3)
        self._build_scorecard()
        middle.addWidget(self.scorecard, 2)
        layout.addLayout(middle, 1)

        self.status = QLabel()  # "Saved to game.ttt"
        self.status.setObjectName("subtitle")
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.status)

        self.play_button = Button(Over.tr("Play again"), "play", point_size=16)
        self.menu_button = Button(Over.tr("Menu"), "menu", point_size=16)
        self.quit_button = Button(Over.tr("Quit"), "quit", point_size=16)
        self.save_button = Button(Over.tr("Save game…"), point_size=12)
        self.replay_button = Button(Over.tr("Replay"), point_size=12)
        set_tooltip(self.replay_button, Over.tr("Step through the game move by move"))
        self.replay_button.clicked.connect(self.replay_requested)
        self.review_button = Button(Over.tr("Review"), point_size=12)
        set_tooltip(
            self.review_button,
            Over.tr(
                "Every move judged by the engine, your accuracy, and your mistakes to learn from"
            ),
        )
        self.review_button.clicked.connect(self.review_requested)
        self.play_button.clicked.connect(self.play_again_requested)
        self.menu_button.clicked.connect(self.menu_requested)
        self.quit_button.clicked.connect(self.quit_requested)
        self.save_button.clicked.connect(self.save_requested)
        big = (self.play_button, self.menu_button, self.quit_button)
        layout.addLayout(
            button_row((*big, self.replay_button, self.review_button, self.save_button), roomy=big)
        )
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says of the controls that do not say it themselves (a
        Button's name is its text; its description, its tooltip)."""
        self.play_button.setAccessibleDescription(
            Over.tr("The next game of the series, or a new one, with the same players and board")
        )
        self.menu_button.setAccessibleDescription(back_to_menu())
        self.quit_button.setAccessibleDescription(Over.tr("Quit the game"))
        self.save_button.setAccessibleDescription(Over.tr("Save this game to a file (Ctrl+S)"))
        self.history_view.setAccessibleName(Over.tr("Games of the series"))
        self.history_view.setAccessibleDescription(
            Over.tr("Who won each game of the series so far")
        )

    def _build_scorecard(self) -> None:
        """The scorecard panel: the series line, the wins-draws-losses table, the
        session's line under it and the games' history (scrolling)."""
        self.scorecard = Panel(Over.tr("Scorecard"))
        self.scorecard.setStyleSheet("QLabel { font-size: 15px; }")
        self.series_label = QLabel()
        self.scorecard.body.addWidget(self.series_label)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(16)
        self.scorecard.body.addLayout(self.table)
        self.session_label = QLabel()
        self.session_label.setObjectName("subtitle")
        self.session_label.setWordWrap(True)
        self.history = QLabel()
        self.history.setObjectName("subtitle")
        self.history.setWordWrap(True)
        self.history.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        history_view = self.history_view = QScrollArea()  # a 20-game series scrolls
        history_view.setObjectName("history")
        history_view.setWidget(self.history)
        history_view.setWidgetResizable(True)
        history_view.setFrameShape(QFrame.Shape.NoFrame)
        history_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scorecard.body.addWidget(self.session_label)  # under the table
        self.scorecard.body.addSpacing(8)
        self.scorecard.body.addWidget(history_view, 1)
        self.cells: dict[tuple[int, str], QLabel] = {}
        for column, heading in enumerate(
            ("", Over.tr("Wins"), Over.tr("Draws"), Over.tr("Losses"))
        ):
            label = QLabel(f"<b>{heading}</b>")
            self.table.addWidget(label, 0, column)
        for row in (1, 2):
            self.cells[(row, "name")] = QLabel()
            self.table.addWidget(self.cells[(row, "name")], row, 0)
            for column, key in enumerate(("wins", "draws", "losses"), 1):
                label = QLabel("0")
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self.cells[(row, key)] = label
                self.table.addWidget(label, row, column)

    def show_result(
        self,
        text: str,
        board: BoardState,
        series: Series,
        names: tuple[str, str],
        session: Series | None = None,
        you: int | None = None,
    ) -> None:
        """The result, the board, the series' scorecard and, when this session played
        more games with these players and board than the series, the session's.
        ``names``: players 1 and 2 as the result names them ("You", "Level 3 · Medium",
        "Player 2"); ``you``: the number of the one person playing the computer."""
        finished = series.is_finished()
        if series.games > 1:
            if finished:
                leader = series.leader()
                verdict = (
                    Over.tr("the series is level")
                    if not leader
                    else Over.tr("you win the series")
                    if leader == you
                    else fill(Over.tr("%1 wins the series"), names[leader - 1])
                )
                text = fill(
                    "%1<br><span style='font-size:18px'>%2</span>",
                    text,
                    fill(Over.tr("Series over: %1"), verdict),
                )
            else:
                text = fill(
                    "%1<br><span style='font-size:16px'>%2</span>",
                    text,
                    fill(Over.tr("Game %1 of %2"), series.played, series.games),
                )
        self.result.setText(text)
        self.board.set_state(board)
        self.series_label.setText(
            fill(
                Over.tr("Final scorecard: %1 of %n game(s)", None, series.games)
                if finished
                else Over.tr("Scorecard so far: %1 of %n game(s)", None, series.games),
                series.played,
            )
        )
        for row in (1, 2):
            score = series.score(row)
            self.cells[(row, "name")].setText(names[row - 1])
            self.cells[(row, "wins")].setText(str(score.wins))
            self.cells[(row, "draws")].setText(str(score.draws))
            self.cells[(row, "losses")].setText(str(score.losses))
        lines = []
        for index, outcome in enumerate(series.results):
            starter = names[series.x_player(index) - 1]
            won = Over.tr("a draw") if outcome == 0 else fill(Over.tr("%1 won"), names[outcome - 1])
            lines.append(fill(Over.tr("Game %1: %2 (%3 started)"), index + 1, won, starter))
        self.history.setText("\n".join(lines) if series.games > 1 else "")
        self.play_button.setText(
            Over.tr("New series")
            if finished and series.games > 1
            else Over.tr("Next game")
            if not finished
            else Over.tr("Play again")
        )
        self.session_label.setText(
            _session_text(session, names)
            if session is not None and session.played > series.played
            else ""
        )

    def show_rule(self, text: str) -> None:
        """The board and the rule the game was played under."""
        self.rule.setText(text)

    def show_rating(self, text: str) -> None:
        """The line on how the person's rating moved ("" hides it)."""
        self.rating.setText(text)
        self.rating.setVisible(bool(text))

    def scores(self) -> dict[int, tuple[int, int, int]]:
        return {
            row: tuple(int(self.cells[(row, k)].text()) for k in ("wins", "draws", "losses"))
            for row in (1, 2)
        }

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()


def _session_text(session: Series, names: tuple[str, str]) -> str:
    """ "This session, 4 games. You: 2 wins, 1 draw, 1 loss"."""
    score = session.score(1)
    return fill(
        Over.tr("This session, %1. %2: %3, %4, %5"),
        Over.tr("%n game(s)", None, session.played),
        names[0],
        Over.tr("%n win(s)", None, score.wins),
        Over.tr("%n draw(s)", None, score.draws),
        Over.tr("%n loss(es)", None, score.losses),
    )
