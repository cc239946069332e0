"""The menu (Spencer's TicTacToe 2017, with TRYST'98's and TICTACTO.PAS's choices): players,
board, who starts, series.

The current choice of every group is shown by a Button in its "pressed" state
(yellow).  An invalid custom board (or a player that cannot play on it) is said
at once under the board settings, and Play is disabled until it is fixed: the
fields take any number as typed (25, 0) and the check line reads the text the
player sees, so it never contradicts them.  Return plays.  A game kept from
before is offered by the Resume button, and every other unfinished game by the list
beside it; the note line says what happened to them.
A game asked for on the command line while one is kept is offered beside it, on
the kept-game bar in place of the Resume button: nothing is replaced until the
player picks.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox, QFrame, QHBoxLayout, QLabel, QMenu, QSpinBox, QVBoxLayout, QWidget,
)

from tictactoe.game import MAX_SIDE, MIN_SIDE, Rules
from tictactoe.players.ratings import board_class
from tictactoe.storage.rating import PersonRating, suggested_rung
from tictactoe.ui.widgets.words import wrapped
from tictactoe.ui.board.board_value import BoardValueLabel
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.play.adaptive import pick
from tictactoe.players import PlayerKind
from tictactoe.ui.play.rating_text import class_note, person_line
from tictactoe.ui.screens.player_chooser import PlayerChooser
from tictactoe.ui.play.series import MAX_SERIES, MatchSettings, Starter
from tictactoe.ui.widgets.theme import PALETTE
from tictactoe.ui.widgets.widgets import Panel

ADD_ENGINE = "Add engine…"

PRESETS: tuple[tuple[str, int, int, int], ...] = (
    ("3x3", 3, 3, 3),
    ("4x4", 4, 4, 4),
    ("5x5 k=4", 5, 5, 4),
    ("15x15 k=5", 15, 15, 5),
    ("20x20 k=5", 20, 20, 5),
)


class MenuScreen(QWidget):
    play_requested = Signal(object)     # MatchSettings
    setup_requested = Signal(object)    # MatchSettings
    open_requested = Signal()
    add_engine_requested = Signal()
    resume_requested = Signal()
    resume_other_requested = Signal(int)   # the n-th game of the "more unfinished games" list
    offered_requested = Signal()        # "Start the new game" on the kept-game bar
    statistics_requested = Signal()
    quit_requested = Signal()
    muted_changed = Signal(bool)
    painted = Signal()

    def __init__(self, kinds: tuple[PlayerKind, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self._ratings: dict[str, PersonRating] = {}   # the person's, per board class
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        outer.addLayout(self._head())
        players = QHBoxLayout()
        self.player1 = PlayerChooser("Player 1", kinds)
        self.player2 = PlayerChooser("Player 2", kinds)
        players.addWidget(self.player1, 1)
        players.addWidget(self.player2, 1)
        outer.addLayout(players, 1)
        options = QHBoxLayout()
        options.addWidget(self._board_panel(), 3)
        options.addWidget(self._match_panel(), 2)
        outer.addLayout(options)
        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        outer.addWidget(self.note)
        self.resume_button = Button("Resume", PALETTE.play, point_size=13)
        self.resume_button.setToolTip("Return to the game you left, exactly where it was")
        self.resume_button.clicked.connect(self.resume_requested)
        self.resume_button.setVisible(False)
        resume_row = QHBoxLayout()
        resume_row.addWidget(self.resume_button, 3)
        resume_row.addWidget(self._more_button(), 1)
        outer.addLayout(resume_row)
        outer.addWidget(self._kept_bar())
        outer.addLayout(self._buttons())
        self.player1.changed.connect(self._refresh)
        self.player2.changed.connect(self._refresh)
        self._starter = Starter.PLAYER1
        self.set_settings(MatchSettings())

    # -- building ----------------------------------------------------------------------
    def _head(self) -> QVBoxLayout:
        title = QLabel("Tic-Tac-Toe")
        title.setObjectName("title")
        subtitle = QLabel("m,n,k: any board up to 20x20, k in a row wins. "
                          "Return plays, Ctrl+O opens a game, Esc quits.")
        subtitle.setObjectName("subtitle")
        head = QVBoxLayout()
        head.setSpacing(0)
        head.addWidget(title)
        head.addWidget(subtitle)
        return head

    def _board_panel(self) -> Panel:
        """The presets, the custom width, height and k, and the check line."""
        board = Panel("Board")
        presets = QHBoxLayout()
        self.preset_buttons: dict[str, Button] = {}
        for label, w, h, k in PRESETS:
            button = Button(label, point_size=11)
            button.clicked.connect(lambda w=w, h=h, k=k: self.set_rules(Rules(w, h, k)))
            presets.addWidget(button)
            self.preset_buttons[label] = button
        board.body.addLayout(presets)
        custom = QHBoxLayout()
        self.width_box, self.height_box, self.k_box = QSpinBox(), QSpinBox(), QSpinBox()
        for name, box in (("Width", self.width_box), ("Height", self.height_box),
                          ("k in a row", self.k_box)):
            box.setRange(0, 99)  # any number as typed (25, 0): the check line says what is wrong
            box.setAccessibleName(name)
            box.setToolTip(f"{name}: {MIN_SIDE} to {MAX_SIDE}" if name != "k in a row"
                           else "marks in a row to win: 1 to the longest side")
            custom.addWidget(QLabel(name))
            custom.addWidget(box)
            box.textChanged.connect(self._refresh)              # a new value (also set by code)
            box.lineEdit().textChanged.connect(self._refresh)   # any keystroke, even ""
        custom.addStretch(1)
        board.body.addLayout(custom)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.board_value = BoardValueLabel()   # the board's value with perfect play, if proven
        feedback_row = QHBoxLayout()
        feedback_row.addWidget(self.feedback, 1)
        feedback_row.addWidget(self.board_value)
        board.body.addLayout(feedback_row)
        self.rating_label = QLabel()   # "Your rating on 15x15: 1140 ± 90"
        self.rating_label.setObjectName("ratingLine")
        self.rating_label.setStyleSheet("QLabel#ratingLine { color: #ffd43b; }")
        board.add_to_title(self.rating_label)
        return board

    def _match_panel(self) -> Panel:
        """Who starts, the games in the series, and the sound."""
        match = Panel("Who starts (plays X)")
        starts = QHBoxLayout()
        self.starter_buttons: dict[Starter, Button] = {}
        for starter in Starter:
            button = Button(starter.label, point_size=11)
            button.clicked.connect(lambda s=starter: self.set_starter(s))
            starts.addWidget(button)
            self.starter_buttons[starter] = button
        match.body.addLayout(starts)
        series = QHBoxLayout()
        series.addWidget(QLabel("Games in the series"))
        self.games_box = QSpinBox()
        self.games_box.setRange(1, MAX_SERIES)
        self.games_box.setAccessibleName("Games in the series")
        series.addWidget(self.games_box)
        series.addStretch(1)
        match.body.addLayout(series)
        self.mute_box = QCheckBox("Mute sound")
        self.mute_box.toggled.connect(self.muted_changed)
        match.body.addWidget(self.mute_box)
        return match

    def _more_button(self) -> Button:
        """The other unfinished games (of earlier runs, or of windows closed since), each
        resumed from the list this button opens."""
        self.more_button = Button("", point_size=12)
        self.more_button.setToolTip("The other unfinished games, each kept until it is "
                                    "finished")
        self.more_menu = QMenu(self)
        self.more_button.clicked.connect(lambda: self.more_menu.popup(
            self.more_button.mapToGlobal(self.more_button.rect().bottomLeft())))
        self.more_button.setVisible(False)
        return self.more_button

    def _kept_bar(self) -> QFrame:
        """The kept game and the one asked for on the command line, side by side."""
        self.kept_bar = QFrame()
        self.kept_bar.setObjectName("messageBar")
        bar = QHBoxLayout(self.kept_bar)
        bar.setContentsMargins(12, 4, 6, 4)  # no taller than the Resume button it replaces
        self.kept_text = QLabel()
        self.kept_text.setWordWrap(True)
        self.resume_kept_button = Button("Resume it", PALETTE.play, point_size=12)
        self.resume_kept_button.setToolTip("Return to the unfinished game, exactly where it was")
        self.resume_kept_button.clicked.connect(self.resume_requested)
        self.offered_button = Button("Start the new game", point_size=12)
        self.offered_button.clicked.connect(self.offered_requested)
        bar.addWidget(self.kept_text, 1)
        bar.addWidget(self.resume_kept_button)
        bar.addWidget(self.offered_button)
        self.kept_bar.setVisible(False)
        return self.kept_bar

    def _buttons(self) -> QHBoxLayout:
        """Play, Set up, Open, Statistics, Add engine and Quit."""
        self.play_button = Button("Play", PALETTE.play, point_size=16)
        self.play_button.setToolTip("Start the game (Return)")
        self.setup_button = Button("Set up…", point_size=12)
        self.setup_button.setToolTip("Set up a position: place marks freely, then play on")
        self.open_button = Button("Open…", point_size=12)
        self.open_button.setToolTip("Open a saved game or a board diagram (Ctrl+O)")
        self.statistics_button = Button("Statistics", point_size=12)
        self.statistics_button.setToolTip("Your results against each opponent, on each board")
        self.engine_button = Button(ADD_ENGINE, point_size=12)
        self.engine_button.setToolTip(wrapped("Add an external Gomoku engine (a program that "
                                              "speaks the Gomocup pbrain protocol) as a player"))
        self.quit_button = Button("Quit", PALETTE.quit, point_size=16)
        self.quit_button.setToolTip("Quit (Esc)")
        self.play_button.clicked.connect(self._play)
        self.setup_button.clicked.connect(self._setup)
        self.open_button.clicked.connect(self.open_requested)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.engine_button.clicked.connect(self.add_engine_requested)
        self.quit_button.clicked.connect(self.quit_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button, 2)
        for button in (self.setup_button, self.open_button, self.statistics_button,
                       self.engine_button):
            buttons.addWidget(button, 1)
        buttons.addWidget(self.quit_button, 2)
        return buttons

    # -- state -------------------------------------------------------------------------
    def add_kind(self, kind: PlayerKind) -> None:
        """Offer a new kind (an external engine) to both players."""
        self.player1.add_kind(kind)
        self.player2.add_kind(kind)
        self._refresh()

    def set_engine_busy(self, busy: bool) -> None:
        """While an engine added is being started: the button says so and waits."""
        self.engine_button.setText("Starting engine…" if busy else ADD_ENGINE)
        self.engine_button.setEnabled(not busy)

    def set_settings(self, settings: MatchSettings) -> None:
        self.player1.set_spec(settings.player1)
        self.player2.set_spec(settings.player2)
        self.set_rules(settings.rules)
        self.set_starter(settings.starter)
        self.games_box.setValue(settings.games)

    def set_rules(self, rules: Rules) -> None:
        for box, value in ((self.width_box, rules.width), (self.height_box, rules.height),
                           (self.k_box, rules.k)):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self._refresh()

    def set_starter(self, starter: Starter) -> None:
        self._starter = starter
        for key, button in self.starter_buttons.items():
            button.set_selected(key is starter)

    def show_resume(self, text: str | None) -> None:
        """Offer the kept game ("Resume: 15x15, move 23, Hard vs you"), or hide the offer."""
        self.resume_button.setVisible(text is not None)
        if text is not None:
            self.resume_button.setText(text)

    def show_more(self, games: list[str]) -> None:
        """The other unfinished games ("15x15, move 23, Hard vs you"), or none."""
        self.more_menu.clear()
        for index, text in enumerate(games):
            action = self.more_menu.addAction(f"Resume: {text}")
            action.triggered.connect(lambda _=False, i=index: self.resume_other_requested.emit(i))
        self.more_button.setText("1 more unfinished game" if len(games) == 1
                                 else f"{len(games)} more unfinished games")
        self.more_button.setVisible(bool(games))

    def offer_choice(self, kept: str | None, offered: str = "", *, replaces: bool = True) -> None:
        """The kept-game bar: the game kept (``kept``) or the new one asked for
        (``offered``), the player's pick; None takes the bar away.  ``replaces``: the new
        game takes the kept one's place (this window's own), else both are kept."""
        self.kept_bar.setVisible(kept is not None)
        if kept is not None:
            place = " (in its place)" if replaces else ""
            self.kept_text.setText(f"Unfinished game: {kept}\nNew game: {offered}{place}")
            self.offered_button.setToolTip(wrapped(
                f"Start {offered}; the unfinished game is given up" if replaces else
                f"Start {offered}; the unfinished game stays kept for Resume"))

    def show_note(self, text: str, *, error: bool = False) -> None:
        """A line for the player above the buttons (empty hides it)."""
        self.note.setObjectName("feedbackError" if error else "note")
        self.note.setText(text)
        self.note.setVisible(bool(text))
        self.note.style().unpolish(self.note)
        self.note.style().polish(self.note)

    def typed(self) -> tuple[int | None, int | None, int | None]:
        """Width, height and k as the fields show them (None where not a number)."""
        values = []
        for box in (self.width_box, self.height_box, self.k_box):
            text = box.cleanText().strip()
            values.append(int(text) if text.isdigit() else None)
        return values[0], values[1], values[2]

    def problem(self) -> str | None:
        """Why Play cannot start with the current choices, or None."""
        w, h, k = self.typed()
        for name, value in (("width", w), ("height", h), ("k", k)):
            if value is None:
                return f"type the board {name}" if name != "k" else "type k (marks in a row to win)"
        try:
            rules = Rules(w, h, k)  # type: ignore[arg-type]
        except ValueError as exc:
            return str(exc)
        for chooser in (self.player1, self.player2):
            reason = chooser.check(rules)
            if reason:
                return f"{chooser.title}: {reason}"
        return None

    def settings(self) -> MatchSettings | None:
        if self.problem() is not None:
            return None
        rules = Rules(*self.typed())  # type: ignore[arg-type]
        return MatchSettings(self.player1.spec(), self.player2.spec(), rules, self._starter,
                             self.games_box.value())

    def _refresh(self) -> None:
        w, h, k = self.typed()
        for label, pw, ph, pk in PRESETS:
            self.preset_buttons[label].set_selected((w, h, k) == (pw, ph, pk))
        problem = self.problem()
        if problem:
            self.feedback.setObjectName("feedbackError")
            self.feedback.setText("✗ " + problem)
        else:
            self.feedback.setObjectName("feedbackOk")
            self.feedback.setText(f"✓ {w}x{h} board, {k} in a row wins")
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.play_button.setEnabled(problem is None)
        self.setup_button.setEnabled(problem is None)
        self.board_value.show_board(self._valid_rules() if problem is None else None)
        self._show_rating(self._valid_rules())

    def set_person_ratings(self, ratings: dict[str, PersonRating]) -> None:
        """The person's rating per board class (from the statistics), shown for the
        board chosen, with the suggested rung marked in both players' level lists."""
        self._ratings = dict(ratings)
        self._show_rating(self._valid_rules())

    def _show_rating(self, rules: Rules | None) -> None:
        name = None if rules is None else board_class(rules)
        person = None if name is None else self._ratings.get(name)
        if rules is None:
            self.rating_label.setText("")
            suggested, note = None, ""
        else:
            self.rating_label.setText(person_line(person, rules))
            self.rating_label.setToolTip(wrapped(class_note(rules)))
            suggested = suggested_rung(person, rules)
            note = pick(person, rules)[1]
        for chooser in (self.player1, self.player2):
            chooser.set_board(rules, suggested, note)

    def _valid_rules(self) -> Rules | None:
        try:
            return Rules(*self.typed())  # type: ignore[arg-type]
        except ValueError:
            return None

    def _play(self) -> None:
        settings = self.settings()
        if settings is not None:
            self.play_requested.emit(settings)

    def _setup(self) -> None:
        settings = self.settings()
        if settings is not None:
            self.setup_requested.emit(settings)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._play()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(PALETTE.window))
        painter.end()
        self.painted.emit()
