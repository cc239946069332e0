"""Helpers for the UI tests: a window with private settings, silent sound, scripted players."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QSettings, Qt

from tictactoe.game import Game, Move
from tictactoe.players import AIPlayer, make_player
from tictactoe.storage.rating import Experience
from tictactoe.ui.play.controller import GameController, State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.sound import Sound
from tictactoe.ui.window.main_window import MainWindow
from tictactoe.ui.workers.interpreter import preload_ai_modules


class GatedPlayer(AIPlayer):
    """An AI that thinks until the test opens its gate (or it is cancelled / hurried)."""

    def __init__(self, gate: threading.Event, started: threading.Event) -> None:
        super().__init__("gated", "Gated")
        self.gate, self.started = gate, started

    def select(self, game: Game, cancel) -> Move:
        self.started.set()
        while not self.gate.is_set() and not cancel.is_set():
            self.gate.wait(0.005)
        return game.legal_moves()[0]


def store_in(tmp_path: Path) -> SettingsStore:
    return SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def make_window(
    qtbot,
    tmp_path: Path,
    *,
    factory=make_player,
    delay_ms: int = 0,
    keeper: GameKeeper | None = None,
) -> MainWindow:
    """A window with private settings and no sound; it keeps games (autosave, statistics)
    only when given a ``keeper``; the first-rating question is answered "New to the game"
    (the lowest rung, where an unanswered question left the rating).  The AI modules are
    imported first, as the app does while its menu shows (ui.window.app): otherwise the
    first search of the session imports them in its thread, which under load took
    seconds past its window's close, long enough to keep automatic collection off into a
    later test (see gui_gc)."""
    preload_ai_modules()
    controller = GameController(player_factory=factory, ai_delay_ms=delay_ms, keeper=keeper)
    window = MainWindow(store=store_in(tmp_path), sound=Sound(enabled=False), controller=controller)
    window.ask_experience = lambda: Experience.NEW  # the lowest rung: as if never asked
    qtbot.addWidget(window)
    window.resize(980, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_cell(qtbot, window: MainWindow, move: Move) -> None:
    board = window.game_screen.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(move).toPoint())


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def wait_state(qtbot, window: MainWindow, state: State, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: window.controller.state is state, timeout=timeout)


def wait_human_turn(qtbot, window: MainWindow, timeout: int = 20000) -> None:
    qtbot.waitUntil(
        lambda: (
            window.controller.play_view().human_turn or window.controller.state is not State.PLAYING
        ),
        timeout=timeout,
    )


def draw_15x15_order() -> list[Move]:
    """Moves that fill 15x15 with no 5 in a row: X where (x//2 + y) is even, alternately."""
    xs = [(x, y) for y in range(15) for x in range(15) if (x // 2 + y) % 2 == 0]
    os_ = [(x, y) for y in range(15) for x in range(15) if (x // 2 + y) % 2 == 1]
    order: list[Move] = []
    for i in range(len(xs)):
        order.append(xs[i])
        if i < len(os_):
            order.append(os_[i])
    return order
