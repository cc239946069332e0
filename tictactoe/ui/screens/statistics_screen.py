"""The Statistics screen: per opponent and board, games, wins, draws, losses, the
longest winning streak and the last time played; your games apart from the
computer's games against itself; above them your rating per board class and its
history (:mod:`.rating_chart`), and beside it your accuracy in your reviewed games
with your puzzle rating and streak (:mod:`.accuracy_chart`).  Reset forgets the
games (after a question), the rating and accuracies with them."""

from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tictactoe.players import PlayerKind
from tictactoe.storage import PairingStats, Statistics
from tictactoe.storage.rating import PersonRating, rated_rungs
from tictactoe.ui.screens.accuracy_chart import AccuracyPanel
from tictactoe.ui.screens.rating_chart import RatingPanel
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import Panel
from tictactoe.ui.words.game_words import back_to_menu
from tictactoe.ui.words.player_words import board_label, player_label
from tictactoe.ui.words.translation import Words, fill

Stats = Words("Stats")

COLUMNS = (
    QT_TRANSLATE_NOOP("Stats", "Opponents"),
    QT_TRANSLATE_NOOP("Stats", "Board"),
    QT_TRANSLATE_NOOP("Stats", "Games"),
    QT_TRANSLATE_NOOP("Stats", "Wins"),
    QT_TRANSLATE_NOOP("Stats", "Draws"),
    QT_TRANSLATE_NOOP("Stats", "Losses"),
    QT_TRANSLATE_NOOP("Stats", "Longest streak"),
    QT_TRANSLATE_NOOP("Stats", "Last played"),
)


class StatisticsScreen(QWidget):
    back_requested = Signal()
    reset_requested = Signal()

    def __init__(self, kinds: tuple[PlayerKind, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kinds = kinds
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(10)
        title = QLabel(Stats.tr("Statistics"))
        title.setObjectName("title")
        self.summary = QLabel()
        self.summary.setObjectName("subtitle")
        self.summary.setWordWrap(True)
        self.notes = QLabel()  # files set aside, said here (hidden when there are none)
        self.notes.setObjectName("subtitle")
        self.notes.setWordWrap(True)
        self.notes.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notes.setVisible(False)
        self._said: list[str] = []
        self._set_aside: list[str] = []
        layout.addWidget(title)
        layout.addWidget(self.summary)
        layout.addWidget(self.notes)
        self.rating = RatingPanel()
        self.accuracy = AccuracyPanel()
        charts = QHBoxLayout()
        charts.addWidget(self.rating, 3)
        charts.addWidget(self.accuracy, 2)
        layout.addLayout(charts)
        self.tables: dict[bool, QTableWidget] = {}
        for human, heading in (
            (True, Stats.tr("Your games (wins and losses are yours)")),
            (False, Stats.tr("Computer against computer (from the first-named side)")),
        ):
            panel = Panel(heading)
            table = QTableWidget(0, len(COLUMNS))
            table.setObjectName("statistics")
            table.setHorizontalHeaderLabels([Stats.tr(column) for column in COLUMNS])
            table.verticalHeader().setVisible(False)
            table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # arrow keys read and scroll it,
            table.setTabKeyNavigation(False)  # Tab goes on to the next control
            table.horizontalHeaderItem(6).setToolTip(
                Stats.tr("The most wins in a row: yours, or the first-named side's")
            )
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
            panel.body.addWidget(table)
            layout.addWidget(panel, 2 if human else 1)
            self.tables[human] = table
        buttons = QHBoxLayout()
        self.back_button = Button(Stats.tr("Menu"), "menu", point_size=14)
        set_tooltip(self.back_button, back_to_menu())
        self.reset_button = Button(Stats.tr("Reset statistics…"), "quit", point_size=12)
        set_tooltip(self.reset_button, Stats.tr("Forget every game in the statistics"))
        self.back_button.clicked.connect(self.back_requested)
        self.reset_button.clicked.connect(self.reset_requested)
        buttons.addWidget(self.back_button, 2)
        buttons.addStretch(1)
        buttons.addWidget(self.reset_button, 1)
        layout.addLayout(buttons)
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says of the tables (a Button's name is its text; its
        description, its tooltip)."""
        self.tables[True].setAccessibleName(Stats.tr("Your games"))
        self.tables[True].setAccessibleDescription(
            Stats.tr("Your results against each opponent on each board; wins and losses are yours")
        )
        self.tables[False].setAccessibleName(Stats.tr("Computer against computer"))
        self.tables[False].setAccessibleDescription(
            Stats.tr("The computers' games against each other, from the first-named side")
        )

    def show_note(self, text: str) -> None:
        """Say ``text`` under the summary (a file of the player's set aside meanwhile)."""
        if text and text not in self._said:
            self._said.append(text)
            self._show_notes()

    def show_set_aside(self, paths: Iterable[Path]) -> None:
        """List the files set aside that no version here could read again, with their
        paths (what the keeper found at start, and anything set aside since)."""
        self._set_aside = [str(path) for path in paths]
        self._show_notes()

    def _show_notes(self) -> None:
        lines = list(self._said)
        if self._set_aside:
            lines.append(
                fill(
                    Stats.tr(
                        "%n file(s) of yours could not be read and were set aside, "
                        "kept as they are: %1",
                        None,
                        len(self._set_aside),
                    ),
                    Stats.tr(", ").join(self._set_aside),
                )
            )
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    def show_statistics(
        self, statistics: Statistics | None, ratings: dict[str, PersonRating]
    ) -> None:
        """The rows of ``statistics`` and the person's ``ratings`` by class (the keeper's)."""
        if statistics is None:
            self.summary.setText(
                Stats.tr("Statistics are off: the statistics file could not be opened.")
            )
            for table in self.tables.values():
                table.setRowCount(0)
            self.reset_button.setEnabled(False)
            self.rating.setVisible(False)
            self.accuracy.show_accuracy([])
            return
        self.rating.setVisible(True)
        self.accuracy.show_accuracy([a for _, _, a in statistics.accuracy_history()])
        self.rating.show_ratings(
            ratings,
            {name: rated_rungs(person.history[-1].rules) for name, person in ratings.items()},
        )
        rows = statistics.summary()
        games = sum(r.games for r in rows)
        self.summary.setText(
            fill(Stats.tr("%n game(s) recorded, kept in %1", None, games), statistics.path)
            if games
            else Stats.tr("No games yet: finish a game and it is counted here.")
        )
        self.reset_button.setEnabled(games > 0 and not statistics.kept_aside)
        for human, table in self.tables.items():
            self._fill(table, [r for r in rows if r.human == human])

    def _name(self, spec: str, human_game: bool, first: bool) -> str:
        if human_game and first and spec.split(":")[0] == "human":
            return Stats.tr("You")
        return player_label(self.kinds, spec)

    def _fill(self, table: QTableWidget, rows: list[PairingStats]) -> None:
        table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            opponents = fill(
                Stats.tr("%1 vs %2"),
                self._name(r.player_a, r.human, True),
                self._name(r.player_b, r.human, False),
            )
            values = (
                opponents,
                board_label(r.rules),
                r.games,
                r.wins,
                r.draws,
                r.losses,
                r.longest_streak,
                time.strftime("%Y-%m-%d %H:%M", time.localtime(r.last_played)),
            )
            for column, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(i, column, item)

    def rows(self, human: bool) -> list[list[str]]:
        """The table's text, row by row (for tests)."""
        table = self.tables[human]
        return [
            [table.item(i, j).text() for j in range(table.columnCount())]
            for i in range(table.rowCount())
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()
