"""The game-over screen (Spencer's TicTacToe 2017 + TICTACTO.PAS): the result, the final
board, the series scorecard, and green Play (again), yellow Menu and orange Quit."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget,
)

from tictactoe.ui.board.board_view import BoardState, BoardView
from tictactoe.ui.widgets.accessible import SpokenLabel
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.play.series import Series
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.widgets import Panel


class GameOverScreen(QWidget):
    play_again_requested = Signal()
    menu_requested = Signal()
    quit_requested = Signal()
    save_requested = Signal()
    replay_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        self.result = SpokenLabel()   # read out once the screen shows
        self.result.setObjectName("result")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)
        layout.addWidget(self.result)
        self.rating = QLabel()   # how the game moved the person's rating
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

        buttons = QHBoxLayout()
        self.play_button = Button("Play again", "play", point_size=16)
        self.menu_button = Button("Menu", "menu", point_size=16)
        self.quit_button = Button("Quit", "quit", point_size=16)
        self.save_button = Button("Save game…", point_size=12)
        self.replay_button = Button("Replay", point_size=12)
        set_tooltip(self.replay_button, "Step through the game move by move")
        self.replay_button.clicked.connect(self.replay_requested)
        self.play_button.clicked.connect(self.play_again_requested)
        self.menu_button.clicked.connect(self.menu_requested)
        self.quit_button.clicked.connect(self.quit_requested)
        self.save_button.clicked.connect(self.save_requested)
        for button in (self.play_button, self.menu_button, self.quit_button):
            buttons.addWidget(button, 2)
        buttons.addWidget(self.replay_button, 1)
        buttons.addWidget(self.save_button, 1)
        layout.addLayout(buttons)
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says of the controls that do not say it themselves (a
        Button's name is its text; its description, its tooltip)."""
        self.play_button.setAccessibleDescription(
            "The next game of the series, or a new one, with the same players and board")
        self.menu_button.setAccessibleDescription("Back to the menu (Esc)")
        self.quit_button.setAccessibleDescription("Quit the game")
        self.save_button.setAccessibleDescription("Save this game to a file (Ctrl+S)")
        self.history_view.setAccessibleName("Games of the series")
        self.history_view.setAccessibleDescription("Who won each game of the series so far")

    def _build_scorecard(self) -> None:
        """The scorecard panel: the series line, the wins-draws-losses table, the
        session's line under it and the games' history (scrolling)."""
        self.scorecard = Panel("Scorecard")
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
        for column, heading in enumerate(("", "Wins", "Draws", "Losses")):
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

    def show_result(self, text: str, board: BoardState, series: Series,
                    names: tuple[str, str], session: Series | None = None) -> None:
        """The result, the board, the series' scorecard and, when this session played
        more games with these players and board than the series, the session's."""
        finished = series.is_finished()
        if series.games > 1:
            if finished:
                leader = series.leader()
                verdict = (f"{names[leader - 1]} wins the series" if leader
                           else "the series is level")
                text = f"{text}<br><span style='font-size:18px'>Series over: {verdict}</span>"
            else:
                text = f"{text}<br><span style='font-size:16px'>Game {series.played} of {series.games}</span>"
        self.result.setText(text)
        self.board.set_state(board)
        self.series_label.setText(
            ("Final scorecard" if finished else "Scorecard so far")
            + f": {series.played} of {series.games} game{'s' if series.games > 1 else ''}")
        for row in (1, 2):
            score = series.score(row)
            self.cells[(row, "name")].setText(names[row - 1])
            self.cells[(row, "wins")].setText(str(score.wins))
            self.cells[(row, "draws")].setText(str(score.draws))
            self.cells[(row, "losses")].setText(str(score.losses))
        lines = []
        for index, outcome in enumerate(series.results):
            starter = names[series.x_player(index) - 1].split(" (")[0]
            won = "a draw" if outcome == 0 else f"{names[outcome - 1].split(' (')[0]} won"
            lines.append(f"Game {index + 1}: {won} ({starter} started)")
        self.history.setText("\n".join(lines) if series.games > 1 else "")
        self.play_button.setText("New series" if finished and series.games > 1
                                 else "Next game" if not finished else "Play again")
        self.session_label.setText(_session_text(session, names)
                                   if session is not None and session.played > series.played else "")

    def show_rating(self, text: str) -> None:
        """The line on how the person's rating moved ("" hides it)."""
        self.rating.setText(text)
        self.rating.setVisible(bool(text))

    def scores(self) -> dict[int, tuple[int, int, int]]:
        return {row: tuple(int(self.cells[(row, k)].text()) for k in ("wins", "draws", "losses"))
                for row in (1, 2)}

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()


def _session_text(session: Series, names: tuple[str, str]) -> str:
    """"This session, 4 games: Player 1 (Human) 2 wins, 1 draw, 1 loss"."""
    score = session.score(1)

    def count(n: int, word: str) -> str:
        return f"{n} {word}" + ("" if n == 1 else "es" if word == "loss" else "s")

    return (f"This session, {count(session.played, 'game')}: {names[0]} "
            f"{count(score.wins, 'win')}, {count(score.draws, 'draw')}, "
            f"{count(score.losses, 'loss')}")
