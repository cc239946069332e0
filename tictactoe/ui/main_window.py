"""The main window: the three screens in a QStackedWidget, driven by the GameController."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QIcon, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget

from tictactoe.ui import engines, files
from tictactoe.ui.catalogue import PlayerKind, find_kind, player_kinds
from tictactoe.ui.controller import GameController, State
from tictactoe.ui.game_over_screen import GameOverScreen
from tictactoe.ui.game_screen import GameScreen
from tictactoe.ui.menu_screen import MenuScreen
from tictactoe.ui.series import MatchSettings
from tictactoe.ui.settings import SettingsStore
from tictactoe.ui.sound import Sound, resource_path
from tictactoe.ui.widgets import style_sheet


class MainWindow(QMainWindow):
    first_painted = Signal()

    def __init__(self, *, store: SettingsStore | None = None, sound: Sound | None = None,
                 kinds: tuple[PlayerKind, ...] | None = None,
                 controller: GameController | None = None) -> None:
        super().__init__()
        self.store = store if store is not None else SettingsStore()
        self.kinds = (kinds if kinds is not None else player_kinds()) + tuple(
            engines.kind_of(e) for e in engines.load_engines(self.store.q))
        self.controller = controller if controller is not None else GameController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.sound = sound if sound is not None else Sound(self)
        self.sound.set_muted(self.store.muted())
        self.controller.set_ai_delay(self.store.ai_delay_ms(self.controller.ai_delay_ms))
        self._painted_once = False

        self.setWindowTitle("Tic-Tac-Toe")
        self.setWindowIcon(QIcon(resource_path("tictactoe.svg")))
        self.setStyleSheet(style_sheet())
        self.stack = QStackedWidget()
        self.menu_screen = MenuScreen(self.kinds)
        self.game_screen = GameScreen()
        self.over_screen = GameOverScreen()
        for screen in (self.menu_screen, self.game_screen, self.over_screen):
            self.stack.addWidget(screen)
        self.setCentralWidget(self.stack)
        self.menu_screen.set_settings(self.store.match())
        self.menu_screen.mute_box.setChecked(self.sound.muted)
        self.game_screen.set_muted(self.sound.muted)
        self.game_screen.set_delay(self.controller.ai_delay_ms)
        geometry = self.store.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(self.sizeHint())
        self._connect()

    def _connect(self) -> None:
        c, menu, game, over = self.controller, self.menu_screen, self.game_screen, self.over_screen
        menu.play_requested.connect(self.start)
        menu.setup_requested.connect(self.start_setup)
        menu.open_requested.connect(self.open_game)
        menu.add_engine_requested.connect(self.add_engine)
        menu.quit_requested.connect(self.close)
        menu.muted_changed.connect(self.set_muted)
        menu.painted.connect(self._on_painted)
        game.painted.connect(self._on_painted)
        game.board.cell_clicked.connect(c.click_cell)
        game.menu_requested.connect(c.go_to_menu)
        game.move_now_requested.connect(c.move_now)
        game.undo_requested.connect(c.undo)
        game.draw_requested.connect(c.call_draw)
        game.redo_requested.connect(c.redo)
        game.save_requested.connect(self.save_game)
        game.play_on_requested.connect(c.finish_setup)
        game.delay_changed.connect(self._set_delay)
        game.muted_changed.connect(self.set_muted)
        over.play_again_requested.connect(c.play_again)
        over.menu_requested.connect(c.go_to_menu)
        over.quit_requested.connect(self.close)
        over.save_requested.connect(self.save_game)
        c.state_changed.connect(self._on_state)
        c.board_changed.connect(self._on_board)
        c.message_changed.connect(game.message.setText)
        c.thinking_changed.connect(self._on_thinking)
        c.illegal_move.connect(lambda x, y: game.board.flash((x, y)))
        c.warning_sound.connect(self.sound.warning)
        c.series_changed.connect(self._on_series)
        c.quit_requested.connect(self.close)
        for keys, slot in (("Ctrl+Z", c.undo), ("Ctrl+Y", c.redo), ("Ctrl+Shift+Z", c.redo),
                           ("Ctrl+S", self.save_game), ("Ctrl+O", self.open_game),
                           ("Ctrl+M", lambda: self.set_muted(not self.sound.muted))):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(slot)

    # -- actions -----------------------------------------------------------------------
    def start(self, settings: MatchSettings) -> bool:
        try:
            self.controller.start_match(settings)
        except ValueError as exc:
            self.menu_screen.feedback.setText(f"✗ {exc}")
            return False
        self.store.save_match(settings)
        return True

    def start_setup(self, settings: MatchSettings) -> None:
        try:
            self.controller.start_setup(settings)
        except ValueError as exc:
            self.menu_screen.feedback.setText(f"✗ {exc}")
            return
        self.store.save_match(settings)

    def set_muted(self, muted: bool) -> None:
        self.sound.set_muted(muted)
        self.store.save_muted(muted)
        self.game_screen.set_muted(muted)
        self.menu_screen.mute_box.blockSignals(True)
        self.menu_screen.mute_box.setChecked(muted)
        self.menu_screen.mute_box.blockSignals(False)

    def _set_delay(self, ms: int) -> None:
        self.controller.set_ai_delay(ms)
        self.store.save_ai_delay_ms(ms)

    def notify(self, title: str, text: str, *, warning: bool = False) -> None:
        """Tell the user something in a message box (tests replace this method)."""
        if warning:
            QMessageBox.warning(self, title, text)
        else:
            QMessageBox.information(self, title, text)

    def open_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", "", "Tic-Tac-Toe games and positions (*.ttt *.json *.txt);;All files (*)")
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> str | None:
        """Open a game file and play on from it; returns the error message, if any."""
        try:
            loaded = files.load_game(path)
            self.controller.load_game(loaded.game, loaded.players)
        except (ValueError, OSError) as exc:
            self.notify("Open game", f"Could not open {path}:\n{exc}", warning=True)
            return str(exc)
        return None

    def add_engine(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Add engine (a Gomocup pbrain program)", "",
                                              "All files (*)")
        if path:
            self.add_engine_path(path)

    def add_engine_path(self, path: str) -> None:
        """Start the engine off the GUI thread; when it answers, offer it to both players
        (chosen for Player 2) and remember it, or say why it cannot be used."""
        self.menu_screen.set_engine_busy(True)
        probe = engines.EngineProbe(self)
        probe.finished.connect(lambda result: self._engine_probed(path, result))
        self._probe = probe  # kept alive until it answers
        probe.start(path)

    def _engine_probed(self, path: str, result: object) -> None:
        self.menu_screen.set_engine_busy(False)
        if not isinstance(result, engines.EngineEntry):
            self.notify("Add engine", f"Could not use {path} as an engine:\n{result}",
                        warning=True)
            return
        engines.remember(self.store.q, result)
        kind = engines.kind_of(result)
        if all(k.name != kind.name for k in self.kinds):
            self.kinds = (*self.kinds, kind)
        self.menu_screen.add_kind(kind)
        self.menu_screen.player2.choose(kind.name)

    def save_game(self) -> None:
        if self.controller.state not in (State.PLAYING, State.GAME_OVER):
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "game.ttt", "Tic-Tac-Toe games (*.ttt);;All files (*)")
        if path:
            self.save_path(path)

    def save_path(self, path: str) -> str | None:
        try:
            files.save_game(path, self.controller.game, self.controller.players_for_file())
        except (ValueError, OSError) as exc:
            self.notify("Save game", f"Could not save {path}:\n{exc}", warning=True)
            return str(exc)
        return None

    # -- controller -> screens ---------------------------------------------------------
    def _on_state(self, state: State) -> None:
        if state is State.MENU:
            self.stack.setCurrentWidget(self.menu_screen)
            self.menu_screen.play_button.setFocus()
        elif state in (State.PLAYING, State.SETUP):
            self.game_screen.set_setup_mode(state is State.SETUP)
            self.stack.setCurrentWidget(self.game_screen)
            self.game_screen.board.setFocus()
        else:
            self._show_game_over()
            self.stack.setCurrentWidget(self.over_screen)
            self.over_screen.play_button.setFocus()
        self._on_board()

    def _on_board(self) -> None:
        c = self.controller
        board = self.game_screen.board
        board.set_state(c.board_state())
        board.set_interactive(c.is_human_turn() or c.state is State.SETUP)
        self.game_screen.undo_button.setEnabled(c.can_undo())
        self.game_screen.redo_button.setEnabled(c.can_redo())
        self.game_screen.draw_button.setVisible(c.can_call_draw())
        if c.state is State.GAME_OVER:
            self._show_game_over()

    def _on_thinking(self, thinking: bool) -> None:
        self.game_screen.set_thinking(thinking)
        self._on_board()

    def _on_series(self) -> None:
        s = self.controller.series
        self.game_screen.series_label.setText(
            f"Game {s.current_game} of {s.games}" if s.games > 1 else "")

    def _show_game_over(self) -> None:
        c = self.controller
        self.over_screen.show_result(c.result_text(), c.board_state(), c.series,
                                     (c.player_label(1), c.player_label(2)))

    def _on_painted(self) -> None:
        if not self._painted_once:
            self._painted_once = True
            self.first_painted.emit()

    # -- Qt overrides ------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        return QSize(980, 760)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.controller.state is State.MENU:
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
        self.store.save_geometry(self.saveGeometry())
        self.store.sync()
        event.accept()
        super().closeEvent(event)


def kind_label(kinds: tuple[PlayerKind, ...], spec: str) -> str:
    kind, _ = find_kind(kinds, spec)
    return kind.label if kind else spec
