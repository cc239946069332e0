"""The menu (Spencer's TicTacToe 2017, with TRYST'98's and TICTACTO.PAS's choices): players,
board and rule, who starts and the opening, series.

The current choice of every group is shown by a Button in its "pressed" state
(yellow).  An invalid custom board (or a player that cannot play on it) is said
at once under the board settings, and Play is disabled until it is fixed: the
fields take any number as typed (25, 0) and the check line reads the text the
player sees, so it never contradicts them.  Return plays.  The unfinished games
are offered above the buttons (:mod:`~tictactoe.ui.screens.kept_games`); the note
line says what happened to them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from tictactoe.game import MAX_SIDE, MIN_SIDE, Rules
from tictactoe.players import PlayerKind
from tictactoe.storage.rating import Experience, PersonRating, rating_on, suggested_rung
from tictactoe.ui.board.board_value import BoardValueLabel
from tictactoe.ui.play.adaptive import pick
from tictactoe.ui.play.series import MAX_SERIES, MatchSettings, Starter, starter_words
from tictactoe.ui.screens.board_choice import PRESETS, board_problem, preset_label
from tictactoe.ui.screens.kept_games import KeptGames
from tictactoe.ui.screens.player_chooser import PlayerChooser
from tictactoe.ui.screens.rule_chooser import RuleLists, check_line, rule_problem
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button, button_row
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import Panel
from tictactoe.ui.words.about_words import title_text
from tictactoe.ui.words.rating_words import class_note, person_line
from tictactoe.ui.words.translation import Words, fill

Menu = Words("Menu")


class MenuScreen(QWidget):
    play_requested = Signal(object)  # MatchSettings
    setup_requested = Signal(object)  # MatchSettings
    open_requested = Signal()
    add_engine_requested = Signal(int)  # "Add engine…" of player 1 or 2: the engine plays there
    resume_requested = Signal()
    resume_other_requested = Signal(int)  # the n-th game of the "more unfinished games" list
    offered_requested = Signal()  # "Start the new game" on the kept-game bar
    statistics_requested = Signal()
    puzzles_requested = Signal()
    settings_requested = Signal()
    rules_requested = Signal()  # "Rules…": the rules' help page
    quit_requested = Signal()
    muted_changed = Signal(bool)
    knowledge_changed = Signal(bool)  # "Show what the engine knows"
    painted = Signal()

    def __init__(self, kinds: tuple[PlayerKind, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self._ratings: dict[str, PersonRating] = {}  # the person's, per board class
        self._experience: Experience | None = None  # where a first rating starts
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        outer.addLayout(self._head())
        players = QHBoxLayout()
        self.player1 = PlayerChooser(Menu.tr("Player 1"), kinds)
        self.player2 = PlayerChooser(Menu.tr("Player 2"), kinds)
        players.addWidget(self.player1, 1)
        players.addWidget(self.player2, 1)
        for number, chooser in ((1, self.player1), (2, self.player2)):
            chooser.add_engine_requested.connect(lambda n=number: self.add_engine_requested.emit(n))
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
        self.kept = KeptGames(self)
        self.kept.resume_requested.connect(self.resume_requested)
        self.kept.resume_other_requested.connect(self.resume_other_requested)
        self.kept.offered_requested.connect(self.offered_requested)
        outer.addLayout(self.kept.layout)
        # its parts, as the window and the tests name them
        self.resume_button, self.more_button = self.kept.resume_button, self.kept.more_button
        self.more_menu, self.kept_bar = self.kept.more_menu, self.kept.kept_bar
        self.kept_text, self.offered_button = self.kept.kept_text, self.kept.offered_button
        self.resume_kept_button = self.kept.resume_kept_button
        self.show_resume, self.show_more = self.kept.show_resume, self.kept.show_more
        self.offer_choice = self.kept.offer_choice
        outer.addLayout(self._buttons())
        self.player1.changed.connect(self._refresh)
        self.player2.changed.connect(self._refresh)
        self._starter = Starter.PLAYER1
        self.set_settings(MatchSettings())
        self._describe()

    # -- building ----------------------------------------------------------------------
    def _head(self) -> QVBoxLayout:
        title = QLabel(Menu.tr("Tic-Tac-Toe"))
        title.setObjectName("title")
        set_tooltip(title, title_text())  # the version (Settings' About box says it too)
        self.title = title
        subtitle = QLabel(
            Menu.tr(
                "m,n,k: any board up to 20x20, k in a row wins. "
                "Return plays, Ctrl+O opens a game, Esc quits."
            )
        )
        subtitle.setObjectName("subtitle")
        head = QVBoxLayout()
        head.setSpacing(0)
        head.addWidget(title)
        head.addWidget(subtitle)
        return head

    def _board_panel(self) -> Panel:
        """The presets, the custom width, height and k, and the check line."""
        board = Panel(Menu.tr("Board"))
        self.rule_row = RuleLists()  # built first: the presets keep its rule
        for box in (self.rule_row.rule_box, self.rule_row.opening_box):
            box.activated.connect(self._refresh)
        self.rule_row.help_button.clicked.connect(self.rules_requested)
        self.rating_label = QLabel()  # "Your rating on 15x15: 1140 ± 90"
        self.rating_label.setObjectName("ratingLine")
        self.rating_label.setWordWrap(True)  # a longer language takes a second line
        board.add_to_title(self.rating_label)
        board.add_to_title(self.rule_row.rule_box)  # named by its items: Freestyle, Renju, ...
        presets = QHBoxLayout()
        self.preset_buttons: dict[str, Button] = {}
        for w, h, k in PRESETS:
            label = preset_label(w, h, k)
            button = Button(label, point_size=11)
            button.clicked.connect(
                lambda w=w, h=h, k=k: self.set_rules(Rules(w, h, k, self.rule_row.for_k(k)))
            )
            presets.addWidget(button)
            self.preset_buttons[label] = button
        board.body.addLayout(presets)
        custom = QHBoxLayout()
        self.width_box, self.height_box, self.k_box = QSpinBox(), QSpinBox(), QSpinBox()
        for name, box, tip in (
            (
                Menu.tr("Width"),
                self.width_box,
                fill(Menu.tr("Width: %1 to %2"), MIN_SIDE, MAX_SIDE),
            ),
            (
                Menu.tr("Height"),
                self.height_box,
                fill(Menu.tr("Height: %1 to %2"), MIN_SIDE, MAX_SIDE),
            ),
            (
                Menu.tr("k in a row"),
                self.k_box,
                Menu.tr("marks in a row to win: 1 to the longest side"),
            ),
        ):
            box.setRange(0, 99)  # any number as typed (25, 0): the check line says what is wrong
            box.setAccessibleName(name)
            set_tooltip(box, tip)
            label = QLabel(name)
            label.setBuddy(box)  # the box's label, for a screen reader too
            custom.addWidget(label)
            custom.addWidget(box)
            box.textChanged.connect(self._refresh)  # a new value (also set by code)
            box.lineEdit().textChanged.connect(self._refresh)  # any keystroke, even ""
        custom.addStretch(1)
        board.body.addLayout(custom)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.board_value = BoardValueLabel()  # the board's value with perfect play, if proven
        feedback_row = QHBoxLayout()
        feedback_row.addWidget(self.feedback, 1)
        feedback_row.addWidget(self.board_value)
        board.body.addLayout(feedback_row)
        return board

    def _match_panel(self) -> Panel:
        """Who starts, the games in the series, and the sound."""
        match = self.match_panel = Panel(Menu.tr("Who starts (plays X)"))
        match.add_to_title(self.rule_row.opening_box)  # named by its items: No swap, Swap, Swap2
        starts = QHBoxLayout()
        self.starter_buttons: dict[Starter, Button] = {}
        for starter in Starter:
            button = Button(starter_words(starter), point_size=11)
            button.clicked.connect(lambda s=starter: self.set_starter(s))
            starts.addWidget(button)
            self.starter_buttons[starter] = button
        match.body.addLayout(starts)
        series = QHBoxLayout()
        games_label = QLabel(Menu.tr("Games in the series"))
        series.addWidget(games_label)
        self.games_box = QSpinBox()
        games_label.setBuddy(self.games_box)
        self.games_box.setRange(1, MAX_SERIES)
        self.games_box.setAccessibleName(Menu.tr("Games in the series"))
        series.addWidget(self.games_box)
        series.addStretch(1)
        series.addWidget(self.rule_row.help_button)
        match.body.addLayout(series)
        self.mute_box = QCheckBox(Menu.tr("Mute sound"))
        self.mute_box.toggled.connect(self.muted_changed)
        self.knowledge_box = QCheckBox(Menu.tr("Show what the engine knows"))
        set_tooltip(
            self.knowledge_box,
            Menu.tr(
                "In your games, show the proven result, the evaluation and the best "
                "line from the start. It is help: your games are not rated while "
                "it is on. (Games between computers always show it.)"
            ),
        )
        self.knowledge_box.toggled.connect(self.knowledge_changed)
        boxes = QHBoxLayout()
        boxes.addWidget(self.mute_box)
        boxes.addWidget(self.knowledge_box)
        boxes.addStretch(1)
        match.body.addLayout(boxes)
        return match

    def _buttons(self) -> QHBoxLayout:
        """Play, Set up, Open, Puzzles, Statistics, Settings and Quit: each at its words'
        full size at 900 px (Play and Quit take the room left; Add engine is with the
        players, beside the list the engines join)."""
        self.play_button = Button(Menu.tr("Play"), "play", point_size=16)
        set_tooltip(self.play_button, Menu.tr("Start the game (Return)"))
        self.setup_button = Button(Menu.tr("Set up…"), point_size=12)
        set_tooltip(
            self.setup_button, Menu.tr("Set up a position: place marks freely, then play on")
        )
        self.open_button = Button(Menu.tr("Open…"), point_size=12)
        set_tooltip(self.open_button, Menu.tr("Open a saved game or a board diagram (Ctrl+O)"))
        self.statistics_button = Button(Menu.tr("Statistics"), point_size=12)
        set_tooltip(
            self.statistics_button, Menu.tr("Your results against each opponent, on each board")
        )
        self.puzzles_button = Button(Menu.tr("Puzzles"), point_size=12)
        set_tooltip(
            self.puzzles_button, Menu.tr("Winning positions to solve, near your puzzle rating")
        )
        self.settings_button = Button(Menu.tr("Settings…"), point_size=12)
        set_tooltip(
            self.settings_button,
            Menu.tr("The theme, the board's style, the language and other settings"),
        )
        self.quit_button = Button(Menu.tr("Quit"), "quit", point_size=16)
        set_tooltip(self.quit_button, Menu.tr("Quit (Esc)"))
        self.play_button.clicked.connect(self._play)
        self.setup_button.clicked.connect(self._setup)
        self.open_button.clicked.connect(self.open_requested)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.puzzles_button.clicked.connect(self.puzzles_requested)
        self.settings_button.clicked.connect(self.settings_requested)
        self.quit_button.clicked.connect(self.quit_requested)
        return button_row(
            (
                self.play_button,
                self.setup_button,
                self.open_button,
                self.puzzles_button,
                self.statistics_button,
                self.settings_button,
                self.quit_button,
            ),
            roomy=(self.play_button, self.quit_button),
        )

    def _describe(self) -> None:
        """What a screen reader says of the controls that do not say it themselves (a
        Button's name is its text; its description, its tooltip)."""
        for w, h, k in PRESETS:
            self.preset_buttons[preset_label(w, h, k)].setAccessibleDescription(
                fill(Menu.tr("Choose a %1 by %2 board, %3 in a row wins"), w, h, k)
            )
        starts = {
            Starter.PLAYER1: Menu.tr("Player 1 plays X and starts every game"),
            Starter.PLAYER2: Menu.tr("Player 2 plays X and starts every game"),
            Starter.ALTERNATE: Menu.tr("The players take turns to start and play X"),
        }
        for starter, button in self.starter_buttons.items():
            button.setAccessibleDescription(starts[starter])
        self.games_box.setAccessibleDescription(
            fill(Menu.tr("How many games the series has, 1 to %1"), MAX_SERIES)
        )
        self.mute_box.setAccessibleDescription(Menu.tr("Turn the game's sounds off, or on again"))

    # -- state -------------------------------------------------------------------------
    def add_kind(self, kind: PlayerKind) -> None:
        """Offer a new kind (an external engine) to both players."""
        self.player1.add_kind(kind)
        self.player2.add_kind(kind)
        self._refresh()

    def set_engine_busy(self, busy: bool) -> None:
        """While an engine added is being started: both players' buttons say so and wait."""
        for chooser in (self.player1, self.player2):
            chooser.set_engine_busy(busy)

    def set_settings(self, settings: MatchSettings) -> None:
        self.player1.set_spec(settings.player1)
        self.player2.set_spec(settings.player2)
        self.rule_row.choose_opening(settings.opening)
        self.set_rules(settings.rules)
        self.set_starter(settings.starter)
        self.games_box.setValue(settings.games)

    def set_rules(self, rules: Rules) -> None:
        for box, value in (
            (self.width_box, rules.width),
            (self.height_box, rules.height),
            (self.k_box, rules.k),
        ):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.rule_row.choose(rules.variant)
        self._refresh()

    def set_starter(self, starter: Starter) -> None:
        self._starter = starter
        for key, button in self.starter_buttons.items():
            button.set_selected(key is starter)

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
        problem = board_problem(w, h, k) or rule_problem(self.rule_row.variant, k)
        if problem is not None:
            return problem
        rules = Rules(w, h, k, self.rule_row.variant)  # type: ignore[arg-type]  # no problem: all typed
        for chooser in (self.player1, self.player2):
            reason = chooser.check(rules)
            if reason:
                return fill(Menu.tr("%1: %2"), chooser.title, reason)
        return None

    def settings(self) -> MatchSettings | None:
        if self.problem() is not None:
            return None
        rules = Rules(*self.typed(), self.rule_row.variant)  # type: ignore[misc]  # no problem: all typed
        return MatchSettings(
            self.player1.spec(),
            self.player2.spec(),
            rules,
            self._starter,
            self.games_box.value(),
            self.rule_row.opening,
        )

    def _refresh(self) -> None:
        w, h, k = self.typed()
        for pw, ph, pk in PRESETS:
            self.preset_buttons[preset_label(pw, ph, pk)].set_selected((w, h, k) == (pw, ph, pk))
        problem = self.problem()
        if problem:
            self.feedback.setObjectName("feedbackError")
            self.feedback.setText("✗ " + problem)
        else:
            self.feedback.setObjectName("feedbackOk")
            self.feedback.setText(check_line(self.settings()))  # type: ignore[arg-type]  # no problem: settings() has them
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.play_button.setEnabled(problem is None)
        self.setup_button.setEnabled(problem is None)
        self.rule_row.fit(self._valid_rules(), k)
        chosen = self.settings()
        self.match_panel.heading.setText(
            Menu.tr("Who starts (proposes)")
            if chosen and chosen.negotiated
            else Menu.tr("Who starts (plays X)")
        )
        self.board_value.show_board(self._valid_rules() if problem is None else None)
        self._show_rating(self._valid_rules())

    def set_person_ratings(
        self, ratings: dict[str, PersonRating], experience: Experience | None = None
    ) -> None:
        """The person's rating per board class (from the statistics) and where a first
        one starts, shown for the board chosen, with the suggested rung marked in both
        players' level lists (the game-over screen shows the same numbers)."""
        self._ratings, self._experience = dict(ratings), experience
        self._show_rating(self._valid_rules())

    def _show_rating(self, rules: Rules | None) -> None:
        person = None if rules is None else rating_on(self._ratings, rules, self._experience)
        if rules is None:
            self.rating_label.setText("")
            suggested, note = None, ""
        else:
            self.rating_label.setText(person_line(person, rules))
            set_tooltip(self.rating_label, class_note(rules))
            suggested = suggested_rung(person, rules)
            note = pick(person, rules)[1]
        for chooser in (self.player1, self.player2):
            chooser.set_board(rules, suggested, note)

    def _valid_rules(self) -> Rules | None:
        try:
            return Rules(*self.typed(), self.rule_row.variant)  # type: ignore[misc]  # Rules refuses a None (ValueError)
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
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()
        self.painted.emit()
