"""The numbered move list beside the board, and the replay controls under it.

Every mark gets its own number ("7. X h8"), as Gomoku records number stones,
in the board's notation (:mod:`tictactoe.notation`); row 0 is the start
position.  Clicking a row (or Up/Down in the list) shows that position;
first / back / forward / last are buttons and the Home / Left / Right / End
keys; "Auto" steps forward at the chosen speed until the end or a pause;
"Play from here" asks for a new game from the position shown.  A review marks
the moves it judged (``set_marks``: "14. X h8?").

The widget only reports what the player chose (``index_chosen``); the
controller decides what the board shows and calls :meth:`set_history` back.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QSlider, QWidget

from tictactoe.game import Mark, Move, Rules
from tictactoe.notation import cell_name
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import Panel
from tictactoe.ui.words.translation import Words, fill

Moves = Words("Moves")

SPEEDS_MS = (2000, 1400, 1000, 700, 450, 250, 120)  # auto replay, slow .. fast
DEFAULT_SPEED = 2

NAVIGATION_KEYS = {
    Qt.Key.Key_Home: "first",
    Qt.Key.Key_Left: "back",
    Qt.Key.Key_Right: "forward",
    Qt.Key.Key_End: "last",
}


def move_rows(moves: list[Move], first: Mark, rules: Rules, number: int = 1) -> list[str]:
    """["1. X h8", "2. O i9", ...]: the moves numbered from ``number``, ``first`` playing
    the first of them, named on the board of ``rules``."""
    rows = []
    mark = first
    for n, move in enumerate(moves, number):
        rows.append(f"{n}. {mark.value} {cell_name(move, rules)}")
        mark = mark.other
    return rows


class MoveList(Panel):
    index_chosen = Signal(int)  # show the position after this many moves
    play_from_requested = Signal(int)  # a new game from the position after this many moves

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Moves.tr("Moves"), parent)
        self.list = QListWidget()
        self.list.setObjectName("moveList")
        self.list.setAccessibleName(Moves.tr("Move list"))
        # its parts (title, list, buttons, speed) 6 px apart, as the side column's: that
        # column, at 900x700 on 20x20 with the analysis panel, had 1 px to spare, fewer
        # than the lines above it need
        self.body.setSpacing(6)
        self.list.currentRowChanged.connect(self._row_changed)
        self.list.installEventFilter(self)
        self.body.addWidget(self.list, 1)
        nav = QHBoxLayout()
        nav.setSpacing(4)
        self.buttons: dict[str, Button] = {}
        for name, text, said, key in (
            ("first", "|◀", Moves.tr("First"), Moves.tr("Home")),
            ("back", "◀", Moves.tr("Back"), Moves.tr("Left")),
            ("forward", "▶", Moves.tr("Forward"), Moves.tr("Right")),
            ("last", "▶|", Moves.tr("Last"), Moves.tr("End")),
        ):
            button = Button(text, point_size=10)
            set_tooltip(button, fill(Moves.tr("%1 (%2)"), said, key))
            button.setAccessibleName(said)
            button.clicked.connect(lambda n=name: self.navigate(n))
            nav.addWidget(button)
            self.buttons[name] = button
        self.auto_button = Button(Moves.tr("Auto"), point_size=10)
        set_tooltip(self.auto_button, Moves.tr("Replay the moves one by one"))
        self.auto_button.clicked.connect(self.toggle_auto)
        nav.addWidget(self.auto_button)
        self.body.addLayout(nav)
        auto = QHBoxLayout()
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(0, len(SPEEDS_MS) - 1)
        self.speed.setValue(DEFAULT_SPEED)
        self.speed.setAccessibleName(Moves.tr("Replay speed"))
        set_tooltip(self.speed, Moves.tr("Replay speed"))
        self.speed.valueChanged.connect(self._speed_changed)
        self.speed.setMinimumWidth(50)
        auto.addWidget(QLabel(Moves.tr("speed")))
        auto.addWidget(self.speed, 1)
        self.play_from_button = Button(Moves.tr("Play from here"), "play", point_size=10)
        set_tooltip(
            self.play_from_button, Moves.tr("A new game from the position shown, with any players")
        )
        self.play_from_button.clicked.connect(lambda: self.play_from_requested.emit(self._shown))
        auto.addWidget(self.play_from_button)
        self.body.addLayout(auto)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._auto_step)
        self._speed_changed(self.speed.value())
        self._moves: list[Move] = []
        self._first: Mark | None = None
        self._rules: Rules | None = None
        self._shown = 0
        self._marks: dict[int, str] = {}
        self.speed.setAccessibleDescription(Moves.tr("How fast Auto replays the moves"))
        self.list.setAccessibleDescription(
            Moves.tr(
                "Every move of the game: choose one to see the position after it "
                "(Home, Left, Right and End step through them)"
            )
        )

    # -- state from the controller -----------------------------------------------------
    def set_history(self, moves: list[Move], first: Mark, shown: int, rules: Rules) -> None:
        """The game's moves (``first`` played the first) on the board of ``rules``, and how
        many the board shows."""
        same = first is self._first and rules == self._rules
        if (
            same
            and shown == self._shown
            and self.list.currentRow() == shown
            and len(moves) == len(self._moves)
            and moves == self._moves
        ):
            return  # nothing new: the analyst shows the game again at every search report
        known = len(self._moves)
        self.list.blockSignals(True)
        if same and moves[:known] == self._moves:  # the usual case: more moves
            start = first if known % 2 == 0 else first.other
            self.list.addItems(move_rows(moves[known:], start, rules, known + 1))
        else:
            self.list.clear()
            self.list.addItems([Moves.tr("Start"), *move_rows(moves, first, rules)])
        self._moves, self._first, self._rules = list(moves), first, rules
        if self._marks:
            self._show_marks()
        self._shown = shown
        self.list.setCurrentRow(shown)
        self.list.blockSignals(False)
        self.list.scrollToItem(self.list.item(shown))
        last = len(moves)
        for name, enabled in (
            ("first", shown > 0),
            ("back", shown > 0),
            ("forward", shown < last),
            ("last", shown < last),
        ):
            self.buttons[name].setEnabled(enabled)
        self.auto_button.setEnabled(shown < last or self._timer.isActive())
        if shown >= last:
            self.stop_auto()

    def set_marks(self, marks: Mapping[int, str]) -> None:
        """A review's marks after the moves' names: move number (1-based) -> "?!"."""
        if dict(marks) != self._marks:
            self._marks = dict(marks)
            self._show_marks()

    def _show_marks(self) -> None:
        if self._first is None or self._rules is None:
            return
        for number, row in enumerate(move_rows(self._moves, self._first, self._rules), 1):
            item = self.list.item(number)
            if item is not None:
                item.setText(row + self._marks.get(number, ""))

    def row_texts(self) -> list[str]:
        """The list's rows as shown ("Start", "1. X B2", ...)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    @property
    def shown(self) -> int:
        return self._shown

    @property
    def length(self) -> int:
        return len(self._moves)

    # -- navigation --------------------------------------------------------------------
    def navigate(self, where: str) -> None:
        """ "first", "back", "forward" or "last"."""
        target = {
            "first": 0,
            "back": self._shown - 1,
            "forward": self._shown + 1,
            "last": self.length,
        }[where]
        target = max(0, min(self.length, target))
        if where != "forward":
            self.stop_auto()
        if target != self._shown:
            self.index_chosen.emit(target)

    def _row_changed(self, row: int) -> None:
        if row >= 0 and row != self._shown:
            self.stop_auto()
            self.index_chosen.emit(row)

    def eventFilter(self, watched, event) -> bool:
        if (
            watched is self.list
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
        ):
            return self.handle_key(event)
        return super().eventFilter(watched, event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Home / Left / Right / End navigate; True when the key was used."""
        where = NAVIGATION_KEYS.get(Qt.Key(event.key()))
        if where is None:
            return False
        self.navigate(where)
        return True

    # -- auto replay -------------------------------------------------------------------
    def toggle_auto(self) -> None:
        if self._timer.isActive():
            self.stop_auto()
        elif self._shown < self.length:
            self._timer.start()
            self.auto_button.setText(Moves.tr("Pause"))
            self.auto_button.set_selected(True)

    def stop_auto(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
        self.auto_button.setText(Moves.tr("Auto"))
        self.auto_button.set_selected(False)

    def is_auto(self) -> bool:
        return self._timer.isActive()

    def _auto_step(self) -> None:
        if self._shown >= self.length:
            self.stop_auto()
        else:
            self.index_chosen.emit(self._shown + 1)

    def _speed_changed(self, value: int) -> None:
        self._timer.setInterval(SPEEDS_MS[value])

    def interval_ms(self) -> int:
        return self._timer.interval()
