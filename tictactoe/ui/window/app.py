"""Build the QApplication and the main window, and run the event loop."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tictactoe.players import Player, make_player
from tictactoe.players.worker import SEARCH_THREADS
from tictactoe.ui.play.change import Change, What
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.states import State
from tictactoe.ui.settings import language
from tictactoe.ui.settings.store import APPLICATION, ORGANISATION, SettingsStore
from tictactoe.ui.widgets.sound import BEEP_NAME, resource_path
from tictactoe.ui.widgets.theme import BUILTIN_IDS
from tictactoe.ui.window.interrupts import SignalWaker, quiet_multimedia, quit_now
from tictactoe.ui.window.main_window import MainWindow
from tictactoe.ui.words.translation import Words
from tictactoe.ui.workers.gui_gc import freeze_after
from tictactoe.ui.workers.interpreter import configure_interpreter, preload_in_background

SMOKE_ENV = "TICTACTOE_SMOKE"  # set to 1: start, paint, check resources, quit
PAINT_PROBE_ENV = "TICTACTOE_PAINT_PROBE"  # set to 1: print the time of the first paint and quit
Window = Words("Window")


@dataclass(frozen=True)
class LaunchOptions:
    match: MatchSettings | None = None  # go straight into this game
    smoke: bool = False
    ai_delay_ms: int | None = None
    quit_after_ms: int | None = None  # close the window after this long (tests, demos)
    player_factory: Callable[[str], Player] | None = None
    store: SettingsStore | None = None
    verbose: bool = False  # Qt's multimedia warnings on the terminal
    on_window: Callable[[MainWindow], None] | None = None  # called once the window exists (tests)
    quit_when_over: bool = False  # play the series to its end, print each result, quit


def application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setOrganizationName(ORGANISATION)
        app.setApplicationName(APPLICATION)
        app.setApplicationDisplayName("Tic-Tac-Toe")
        app.setDesktopFileName("io.github.tictactoe_mnk.TicTacToe")
        app.setWindowIcon(QIcon(resource_path("tictactoe.svg")))
    return app  # type: ignore[return-value]  # ours is a QApplication


def missing_resources() -> list[str]:
    names = (
        BEEP_NAME,
        "tictactoe.svg",
        "tictactoe.png",
        *(f"themes/{theme}.json" for theme in BUILTIN_IDS),
        *(
            f"translations/tictactoe_{code}.qm"
            for code in sorted(language.CODES - {language.SOURCE})
        ),
    )
    return [n for n in names if not os.path.isfile(resource_path(n))]


def quit_when_over(window: MainWindow) -> None:
    """At each game's end print its result; start the series' next game, or close the
    window after the last one (a whole game in a real window, for CI and demos)."""
    controller = window.controller

    def on_change(change: Change) -> None:
        if not (change.what & What.STATE and change.view.state is State.GAME_OVER):
            return
        series = controller.series
        print(f"game {series.played} of {series.games}: {controller.result_text()}", flush=True)
        QTimer.singleShot(0, window.close if series.is_finished() else controller.play_again)

    controller.changed.connect(on_change)


def run(options: LaunchOptions) -> int:
    configure_interpreter()
    if not options.verbose:
        quiet_multimedia()
    app = application()
    store = options.store if options.store is not None else SettingsStore()
    language.install(store.language())  # before any word is built (the app owns them)
    app.setApplicationDisplayName(Window.tr("Tic-Tac-Toe"))
    controller = GameController(
        keeper=GameKeeper(),
        player_factory=options.player_factory or make_player,
    )
    window = MainWindow(store=store, controller=controller)
    waker = SignalWaker(lambda signum: quit_now(window))  # Ctrl+C, SIGTERM: quit, game kept
    if options.on_window is not None:
        options.on_window(window)
    if options.quit_when_over:
        quit_when_over(window)
    if options.quit_after_ms is not None:
        QTimer.singleShot(options.quit_after_ms, window.close)
    if options.ai_delay_ms is not None:
        window.controller.computer.set_delay(options.ai_delay_ms)
        window.game_screen.set_delay(options.ai_delay_ms)
    if options.match is not None and not window.kept.start_or_offer(options.match):
        # (with a game kept, the window opens on the menu and offers both)
        print(f"cannot start the game: {window.menu_screen.feedback.text()}", file=sys.stderr)
        return 2
    smoke = options.smoke or os.environ.get(SMOKE_ENV) == "1"
    probe = os.environ.get(PAINT_PROBE_ENV) == "1"
    status = {"code": 0}
    if smoke or probe:

        def painted() -> None:
            if probe:
                print(f"first-paint {time.time():.6f}", flush=True)
            if smoke:
                missing = missing_resources()
                if missing:
                    print(f"smoke: missing resources {missing}", file=sys.stderr)
                    status["code"] = 1
                else:
                    print(f"smoke: ok, painted; resources in {resource_path('')}", flush=True)
            QTimer.singleShot(300 if smoke else 0, window.close)

        window.first_painted.connect(painted)
        QTimer.singleShot(20000, window.close)  # never hang, whatever happens
    if waker.handled:  # a signal ended a dialog shown before the window: no loop to run
        code = status["code"]
    else:
        window.show()
        # while the menu shows: see preload_ai_modules; then the start's objects are
        # frozen, out of every later full collection's way (gui_gc.freeze_startup)
        QTimer.singleShot(200, lambda: freeze_after(preload_in_background(), window))
        code = app.exec() or status["code"]
    waker.close()
    if waker.received is not None:
        code = 128 + waker.received  # the shell's convention for a program ended by a signal
    if not _searches_ended(0.2):
        # A search (the AI's, a hint's, an analysis) that has not seen its cancel flag
        # yet: leave without waiting for it, and without tearing Qt down under it.
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    return code


def _searches_ended(timeout: float) -> bool:
    """Wait up to ``timeout`` s for the background threads (all daemons) to end; a kept
    search thread waiting for its next search (``players.worker.SearchThreads``) has
    nothing to finish."""
    deadline = time.monotonic() + timeout
    while any(_working(t) for t in threading.enumerate()):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.005)  # a kept thread does not end when its search does: no join
    return True


def _working(thread: threading.Thread) -> bool:
    return thread.daemon and thread.is_alive() and not SEARCH_THREADS.is_idle(thread)
