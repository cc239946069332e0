"""The main window: the screens in a QStackedWidget, driven by the GameController.

Its parts: ``files`` (Open, Save, Add engine: ``file_actions``), ``kept`` (the kept
games on the menu, Resume, the question before one is replaced: ``kept_actions``),
``looks`` (the theme, the screens' style sheet, the Settings dialog: ``settings.looks``),
``analyst`` (what the engine knows, beside the board) and ``coach`` (Review, Puzzles).
Each screen draws what the controller publishes; the window switches between them.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from tictactoe.game import Mark
from tictactoe.players import PlayerKind, available_players
from tictactoe.storage.rating import Experience
from tictactoe.ui.coach.coach_screens import CoachScreens
from tictactoe.ui.play.change import Change, PlayView, What
from tictactoe.ui.play.controller import GameController, State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.screens import engines
from tictactoe.ui.screens.game_over_screen import GameOverScreen
from tictactoe.ui.screens.game_screen import GameScreen
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.screens.statistics_screen import StatisticsScreen
from tictactoe.ui.settings.looks import WindowLooks
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.dialogs import give_focus_back, message
from tictactoe.ui.widgets.questions import yes_or_no
from tictactoe.ui.widgets.shortcuts import SHORTCUTS
from tictactoe.ui.widgets.sound import Sound, resource_path
from tictactoe.ui.window import accessibility
from tictactoe.ui.window.analyst import Analyst
from tictactoe.ui.window.file_actions import WindowFiles
from tictactoe.ui.window.first_rating import ask_experience, question_due
from tictactoe.ui.window.kept_actions import WindowKept
from tictactoe.ui.window.rules_dialog import show_rules
from tictactoe.ui.words.game_words import board_rule
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.rating_words import game_over_line
from tictactoe.ui.words.translation import Words, fill

Window = Words("Window")

# The smallest window at which the menu, game and game-over screens do not clip
# (looked at in a real window; tests/ui/window/in_process/main_window/test_ui_window.py
# checks every screen's minimum).
MINIMUM_SIZE = QSize(900, 700)


class MainWindow(QMainWindow):
    first_painted = Signal()

    def __init__(
        self,
        *,
        store: SettingsStore | None = None,
        sound: Sound | None = None,
        kinds: tuple[PlayerKind, ...] | None = None,
        controller: GameController | None = None,
    ) -> None:
        super().__init__()
        accessibility.install()  # the board and the Buttons, as a screen reader sees them
        self.store = store if store is not None else SettingsStore()
        self.kinds = (kinds if kinds is not None else available_players()) + tuple(
            engines.kind_of(e) for e in engines.load_engines(self.store.q)
        )
        self.controller = (
            controller if controller is not None else GameController(self, keeper=GameKeeper())
        )
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.sound = sound if sound is not None else Sound(self)
        self.sound.set_muted(self.store.muted())
        computer = self.controller.computer
        computer.set_delay(self.store.ai_delay_ms(computer.delay_ms))
        self.controller.help.confirm = lambda title, text: self.confirm(title, text)
        self.controller.confirm_draw = lambda title, text: self.confirm(title, text)
        self.controller.confirm_resign = lambda title, text: self.confirm(title, text)
        self.controller.help.show_knowledge = self.store.show_knowledge()
        self._painted_once = False

        self.setWindowTitle(Window.tr("Tic-Tac-Toe"))
        self.setWindowIcon(QIcon(resource_path("tictactoe.svg")))
        self.stack = QStackedWidget()
        self.looks = WindowLooks(self, self.stack, self.store)  # theme, style sheet, Settings
        self.appearance = self.looks.appearance
        self.menu_screen = MenuScreen(self.kinds)
        self.game_screen = GameScreen()
        self.over_screen = GameOverScreen()
        self.statistics_screen = StatisticsScreen(self.kinds)
        for screen in (
            self.menu_screen,
            self.game_screen,
            self.over_screen,
            self.statistics_screen,
        ):
            self.stack.addWidget(screen)
        self.setCentralWidget(self.stack)
        self.setMinimumSize(MINIMUM_SIZE)
        self.files = WindowFiles(self)  # Open, Save, Add engine
        self.kept = WindowKept(self)  # the kept games, Resume
        self.menu_screen.set_settings(self.store.match())
        self.menu_screen.mute_box.setChecked(self.sound.muted)
        self.menu_screen.knowledge_box.setChecked(self.controller.help.show_knowledge)
        self.game_screen.set_muted(self.sound.muted)
        self.game_screen.set_delay(self.controller.computer.delay_ms)
        self.analyst = Analyst(
            self.controller,
            self.game_screen.side,
            self.game_screen.board,
            self.game_screen.message,
            self,
            lambda: self.kinds,
        )
        self.coach = CoachScreens(self)  # Review and Puzzles (after the analyst: its runner)
        if not self._restore_geometry():
            # at most the screen's room (at 200% a 2560x1440 screen has 1280x720), never
            # less than the minimum
            self.resize(self.sizeHint().boundedTo(self.screen().availableGeometry().size()))
        self._connect()
        keeper = self.controller.keeper
        if keeper is not None:
            keeper.experience = self.store.experience()
        notes = self.kept.load() + ([self.looks.note] if self.looks.note else [])
        if notes:
            self.menu_screen.show_note("\n".join(notes), error=True)

    def _restore_geometry(self) -> bool:
        """Open where the window was last closed, kept as its inside (``geometry``), not
        as Qt's ``saveGeometry``: that keeps the frame's place, and a window with no frame
        (no window manager) came back 1 px right and 25 px down (Qt's guess of a frame),
        on every start.  The inside is placed by X11's static gravity, the same with a
        frame or without.  Moved onto the screen it was on, shrunk to its room (at most);
        False when nothing is kept or its screen is gone."""
        kept = self.store.geometry()
        screen = QGuiApplication.screenAt(kept[0].center()) if kept is not None else None
        if kept is None or screen is None:
            return False
        rect, maximized = kept
        room = screen.availableGeometry()
        size = rect.size().boundedTo(room.size()).expandedTo(self.minimumSize())
        x = max(room.left(), min(rect.x(), room.right() + 1 - size.width()))
        y = max(room.top(), min(rect.y(), room.bottom() + 1 - size.height()))
        self.setGeometry(QRect(QPoint(x, y), size))
        if maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        return True

    def _connect(self) -> None:
        c, menu, game, over = self.controller, self.menu_screen, self.game_screen, self.over_screen
        menu.play_requested.connect(self.start)
        menu.setup_requested.connect(self.start_setup)
        menu.open_requested.connect(self.files.open_game)
        menu.add_engine_requested.connect(self.files.add_engine)
        menu.statistics_requested.connect(self.show_statistics)
        menu.settings_requested.connect(self.looks.open_settings)
        menu.rules_requested.connect(lambda: show_rules(self))
        game.side.opening_bar.chosen.connect(c.choose_colour)
        self.statistics_screen.back_requested.connect(self._back_to_menu)
        self.statistics_screen.reset_requested.connect(self.reset_statistics)
        menu.quit_requested.connect(self.close)
        menu.muted_changed.connect(self.set_muted)
        menu.knowledge_changed.connect(self.set_show_knowledge)
        menu.painted.connect(self._on_painted)
        game.painted.connect(self._on_painted)
        game.board.cell_clicked.connect(c.click_cell)
        game.menu_requested.connect(c.go_to_menu)
        game.move_now_requested.connect(c.move_now)
        game.undo_requested.connect(c.undo)
        game.draw_requested.connect(c.offer_draw)
        game.redo_requested.connect(c.redo)
        game.resign_requested.connect(c.resign)
        game.save_requested.connect(self.files.save_game)
        game.play_on_requested.connect(c.finish_setup)
        game.delay_changed.connect(self._set_delay)
        game.muted_changed.connect(self.set_muted)
        over.play_again_requested.connect(c.play_again)
        over.menu_requested.connect(c.go_to_menu)
        over.quit_requested.connect(self.close)
        over.save_requested.connect(self.files.save_game)
        over.replay_requested.connect(lambda: c.start_replay(1))  # from the first move
        c.changed.connect(self._on_change)
        actions = {
            "undo": c.undo,
            "redo": c.redo,
            "save": self.files.save_game,
            "open": self.files.open_game,
            "resume": self.kept.resume,
            "quit": self.close,
            "mute": lambda: self.set_muted(not self.sound.muted),
        }
        self.shortcuts: dict[str, list[QShortcut]] = {}
        for entry in SHORTCUTS:
            if entry.name not in actions:
                continue  # a feature's row whose action another part of the window binds
            for keys in entry.keys:
                shortcut = QShortcut(QKeySequence(keys), self)
                shortcut.activated.connect(actions[entry.name])
                self.shortcuts.setdefault(entry.name, []).append(shortcut)

    # -- actions -----------------------------------------------------------------------
    def start(self, settings: MatchSettings, *, ask: bool = True) -> bool:
        """Start a series; False (and the reason under the board fields) when it cannot
        start, or when the player would rather keep the unfinished game."""
        if ask and not self.kept.may_replace(Window.tr("Start a new game")):
            return False
        if ask and not self._ask_first_rating(settings):
            return False  # cancelled: back to the menu
        try:
            self.controller.start_match(settings)
        except ValueError as exc:
            self.menu_screen.feedback.setText(fill(Window.tr("✗ %1"), error_words(exc)))
            return False
        self.store.save_match(settings)
        return True

    def start_setup(self, settings: MatchSettings) -> None:
        if not self.kept.may_replace(Window.tr("Set up a new position")):
            return
        try:
            self.controller.start_setup(settings)
        except ValueError as exc:
            self.menu_screen.feedback.setText(fill(Window.tr("✗ %1"), error_words(exc)))
            return
        self.store.save_match(settings)

    def _ask_first_rating(self, settings: MatchSettings) -> bool:
        """The one question before a first rated game (ui.window.first_rating); False
        when it was cancelled (nothing starts)."""
        keeper = self.controller.keeper
        if keeper is None or not question_due(keeper, settings):
            return True
        answer = self.ask_experience()
        if answer is None:
            return False
        keeper.experience = answer
        self.store.save_experience(answer)
        return True

    def ask_experience(self) -> Experience | None:
        """ "How well do you know the game?"; None: cancelled (tests replace this method)."""
        return ask_experience(self)

    def confirm(self, title: str, text: str) -> bool:
        """Ask yes or no in a message box, clear of the board's stones during a game (tests
        replace this method)."""
        board = self.game_screen.board
        in_game = self.stack.currentWidget() is self.game_screen and board.isVisible()
        return yes_or_no(self, title, text, board.stone_rects() if in_game else ())

    def show_statistics(self) -> None:
        keeper = self.controller.keeper
        self.statistics_screen.show_statistics(
            keeper.statistics if keeper else None, keeper.ratings() if keeper else {}
        )
        self.statistics_screen.show_set_aside(keeper.files_set_aside() if keeper else ())
        self.coach.fill_statistics()
        self.stack.setCurrentWidget(self.statistics_screen)
        self.statistics_screen.back_button.setFocus()

    def reset_statistics(self) -> None:
        keeper = self.controller.keeper
        if keeper is None or keeper.statistics is None:
            return
        if self.confirm(
            Window.tr("Reset statistics"), Window.tr("Forget every game in the statistics?")
        ):
            keeper.statistics.reset()
            self.statistics_screen.show_statistics(keeper.statistics, keeper.ratings())
            self.kept.refresh()

    def _back_to_menu(self) -> None:
        self.stack.setCurrentWidget(self.menu_screen)
        self.menu_screen.play_button.setFocus()

    def set_muted(self, muted: bool) -> None:
        self.sound.set_muted(muted)
        self.store.save_muted(muted)
        self.game_screen.set_muted(muted)
        self.menu_screen.mute_box.blockSignals(True)
        self.menu_screen.mute_box.setChecked(muted)
        self.menu_screen.mute_box.blockSignals(False)

    def set_show_knowledge(self, on: bool) -> None:
        """The menu's "Show what the engine knows" (remembered): in the person's next
        games, from their start (and so not rated)."""
        self.controller.help.show_knowledge = on
        self.store.save_show_knowledge(on)

    def _set_delay(self, ms: int) -> None:
        self.controller.computer.set_delay(ms)
        self.store.save_ai_delay_ms(ms)

    def notify(self, title: str, text: str, *, warning: bool = False) -> None:
        """Tell the user something in a message box (tests replace this method)."""
        message(self, title, text, warning=warning)

    def tell(self, text: str) -> None:
        """A short word on the screen showing (the controller's message stays beside it)."""
        state = self.controller.state
        if state is State.GAME_OVER:
            self.over_screen.status.setText(text)
        elif state is State.MENU:
            self.menu_screen.show_note(text)
        else:
            message = self.controller.message
            self.game_screen.message.setText(
                fill(Window.tr("%1. %2"), text, message) if text and message else text or message
            )

    # -- controller -> screens ---------------------------------------------------------
    def _on_change(self, change: Change) -> None:
        if What.REFUSED in change.what:
            self.sound.warning()
        self.game_screen.follow(change)  # before the screens change: the board shows the last move
        if What.STATE in change.what:
            self._on_state(change.view)
        elif change.view.state is State.GAME_OVER:
            self._show_game_over()

    def _on_state(self, view: PlayView) -> None:
        state = view.state
        self.over_screen.status.setText("")
        if state is not State.MENU:
            self.kept.offered = None  # a game started or resumed: the choice is made
        if state is State.MENU:
            if self.controller.keeper is not None:
                self.controller.keeper.load_kept()  # a window closed meanwhile left its game
            # the board just played (a game from the command line, Open, Resume): its
            # rating is the one the game-over screen spoke of
            self.menu_screen.set_rules(view.game.rules)
            self.kept.refresh()
            self.menu_screen.show_note(view.message)
            self.stack.setCurrentWidget(self.menu_screen)
            self.menu_screen.play_button.setFocus()
        elif state in (State.PLAYING, State.SETUP, State.REPLAY):
            self.game_screen.set_setup_mode(state is State.SETUP)
            self.stack.setCurrentWidget(self.game_screen)
            self.game_screen.board.setFocus()
        else:
            self.over_screen.show_rating(self._rating_line())
            self._show_game_over()
            self.stack.setCurrentWidget(self.over_screen)
            self.over_screen.play_button.setFocus()

    def _show_game_over(self) -> None:
        c = self.controller
        seats = c.seats()
        self.over_screen.show_rule(board_rule(c.game.rules, c.opening.kind()))
        self.over_screen.show_result(
            c.result_text(),
            c.board_state(),
            c.series,
            (seats.name_of(1), seats.name_of(2)),
            c.session(),
            seats.you(),
        )

    def _rating_line(self) -> str:
        """How the finished game moved the person's rating ("" when it did not count)."""
        c = self.controller
        if not c.recorded:
            return ""
        rules = c.game.rules
        players = c.players
        return game_over_line(
            c.desk.person_rating(rules), (players[Mark.X], players[Mark.O]), rules, c.help.taken
        )

    def _on_painted(self) -> None:
        if not self._painted_once:
            self._painted_once = True
            # With no window manager nobody activates a new window: no tooltip, no key
            # until the first click (as after a dialog: widgets/dialogs.py).
            give_focus_back(self)
            self.first_painted.emit()

    # -- Qt overrides ------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(980, 760)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.stack.currentWidget() is self.statistics_screen:
                self._back_to_menu()
            elif self.coach.handles_escape():
                pass
            elif self.controller.state is State.MENU:
                self.close()
            else:
                self.controller.go_to_menu()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.controller.state is State.MENU:
            self.menu_screen.play_button.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.analyst.shutdown()
        normal = self.normalGeometry()
        self.store.save_geometry(
            normal if normal.isValid() else self.geometry(), self.isMaximized()
        )
        self.store.sync()
        event.accept()
        super().closeEvent(event)
