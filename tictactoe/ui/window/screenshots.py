"""The app's pictures of itself: the menu, then a 15x15 game with the hint map.

``take_screenshots(directory)`` builds the real main window with throwaway settings
and a throwaway data directory (so a player's kept game, statistics and proofs are
never read or written), shows it, drives it as a player would and saves each screen
with ``QWidget.grab()``.  ``tictactoe screenshots DIR`` calls it; the README's
pictures in ``docs/images/`` come from it.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QSize
from PySide6.QtWidgets import QApplication

from tictactoe.game import Game, Rules
from tictactoe.notation import parse_stored_moves
from tictactoe.ui.play.controller import GameController, State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.sound import Sound
from tictactoe.ui.window.app import application
from tictactoe.ui.window.main_window import MainWindow
from tictactoe.ui.workers.interpreter import configure_interpreter, preload_ai_modules

SIZE = QSize(980, 760)  # the window's own size hint
MENU_SETTINGS = MatchSettings("human", "hard", Rules(15, 15, 5), Starter.PLAYER1, 1)
GAME_MOVES = "H8 J9 J8 G8 H9 H7 K7 G10"  # grid notation (upper case); X, you, to move vs hard
HINT_WAIT_S = 15.0  # the hint refines for 4 s, then is final
MENU_SETTLE_S = 1.0  # "boards too big to prove quickly say so"
NAMES = ("menu.png", "game-15x15.png")


class ScreenshotError(RuntimeError):
    """A screen could not be captured or written."""


def _wait(app: QApplication, done: Callable[[], bool], timeout: float) -> bool:
    """Run the event loop until ``done()`` or ``timeout`` seconds; whether it came true."""
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            return False
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    return True


def _pause(app: QApplication, seconds: float) -> None:
    """Let the event loop run (repaints, the menu's background work) for ``seconds``."""
    _wait(app, lambda: False, seconds)


def _save(window: MainWindow, path: Path) -> Path:
    if not window.grab().save(str(path), "PNG"):
        raise ScreenshotError(f"cannot write {path}")
    return path


def take_screenshots(directory: Path) -> list[Path]:
    """Write the menu and a game in progress as PNGs in ``directory``; their paths."""
    configure_interpreter()
    preload_ai_modules()  # as the app does while its menu shows
    app = application()
    with tempfile.TemporaryDirectory(prefix="tictactoe-screenshots-") as scratch:
        store = SettingsStore(
            QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        )
        store.save_match(MENU_SETTINGS)
        controller = GameController(keeper=GameKeeper(Path(scratch) / "data"))
        window = MainWindow(store=store, sound=Sound(enabled=False), controller=controller)
        try:
            return _shoot(app, window, directory)
        finally:
            window.close()


def _shoot(app: QApplication, window: MainWindow, directory: Path) -> list[Path]:
    painted: list[bool] = []
    window.first_painted.connect(lambda: painted.append(True))
    window.resize(SIZE)
    window.show()
    if not _wait(app, lambda: bool(painted), 10.0):
        raise ScreenshotError("the window was never painted")
    _pause(app, MENU_SETTLE_S)  # the menu's line on the board's value
    shots = [_save(window, directory / NAMES[0])]
    game = Game(15, 15, 5)
    for move in parse_stored_moves(GAME_MOVES, game.rules):
        game.play(move)
    window.controller.load_game(game, {"X": "human", "O": "hard"})
    if window.controller.state is not State.PLAYING or not window.controller.play_view().human_turn:
        raise ScreenshotError("the game did not start on your turn")
    window.analyst.request_hint()
    reading = window.analyst.hint_reading
    _wait(app, lambda: reading() is not None and reading().final, HINT_WAIT_S)
    _pause(app, 0.3)  # the last repaint of the heat-map
    shots.append(_save(window, directory / NAMES[1]))
    return shots
