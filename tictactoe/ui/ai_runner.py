"""AI moves computed off the GUI thread.

Each search runs in a daemon Python thread on a *copy* of the game, with its own
cancel Event.  The result comes back through a Qt signal (queued to the GUI
thread) tagged with the generation the controller gave it; the controller drops
a result whose generation is no longer current (after New game, Menu, Undo).

Why a thread and not a worker process: DESIGN.md measured a pure-Python search
in a thread stalling the GUI's 5 ms timer by 25 ms at most (the GIL switch
interval), well inside the 50 ms budget, while a process costs a spawn (and
PySide6 + multiprocessing aborted at exit in a probe).  ``tictactoe.bench.gui``
measures the stall on this machine.

Quitting mid-search: the cancel Event is set; the thread is a daemon, so the
interpreter does not wait for a search that ignores it (``app.run`` then
leaves with ``os._exit`` so that no Qt object is torn down under a live thread).

A broken AI never leaves the game "thinking" forever: anything it raises (even a
BaseException such as SystemExit) comes back as a failed result; and a watchdog
asks a search that runs far past its budget to hurry, then, if it still does
not answer (it ignores its cancel flag), gives up on it with a failed result,
as "Move now" does after ``HURRY_GRACE_S``.  The controller then plays a quick
move for it and tells the player.
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
import threading
import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from tictactoe.ai import Analysis, quick_move
from tictactoe.game import Game, Move, Position
from tictactoe.players import Forfeit, Player
from tictactoe.ui.gui_gc import watch


# The GIL switch interval of the GUI process.  Python's default (5 ms) lets the search
# thread hold the GIL up to 5 ms each time the GUI wants it; 1 ms halved the 99th
# percentile of the event-loop gaps while "hard" searched 20x20 (24 -> 13 ms, measured
# with tictactoe.bench.gui), for a search a few per cent slower.
GUI_SWITCH_INTERVAL_S = 0.001


def configure_interpreter() -> None:
    """Set the GIL switch interval for a GUI process that searches in a thread."""
    sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)


AI_PACKAGES = ("tictactoe.players", "tictactoe.ai")

HURRY_GRACE_S = 1.5      # after "Move now" (or the watchdog's hurry), how long a search may take
WATCHDOG_MIN_S = 30.0    # the watchdog hurries a search after max(this, 10 x its time budget)


def watchdog_seconds(player: Player) -> float:
    """How long a search may run before the watchdog hurries it."""
    budget = player.budget
    return max(WATCHDOG_MIN_S, 10.0 * budget) if budget else WATCHDOG_MIN_S


def preload_ai_modules() -> int:
    """Import every module of the players and AI packages; returns how many.

    The players import their engines lazily, so the first search would import
    (and, after an edit, compile) them in the search thread while holding the
    GIL: a 60 ms stall of the GUI measured at the first move.  The app calls
    this in a background thread while the menu shows, where no one sees it.
    """
    count = 0
    for name in AI_PACKAGES:
        try:
            package = importlib.import_module(name)
        except ImportError:
            continue
        for info in pkgutil.iter_modules(package.__path__, name + "."):
            try:
                importlib.import_module(info.name)
                count += 1
            except Exception:  # a module that fails to import fails later, where it is used
                pass
    return count


def preload_in_background() -> threading.Thread:
    thread = threading.Thread(target=preload_ai_modules, name="ai-preload", daemon=True)
    thread.start()
    return thread


@dataclass(frozen=True)
class SearchResult:
    generation: int
    move: Move | None
    seconds: float
    error: str = ""
    hurried: bool = False
    forfeit: str = ""  # an external engine lost the game off the board: the reason


@dataclass(frozen=True)
class SearchProgress:
    """A searching player's analysis so far (``final``: the one it chose from)."""

    generation: int
    position: Position      # the position searched
    analysis: Analysis
    final: bool = False


PROGRESS_INTERVAL_S = 0.1   # at most one progress report per this long (and the final one)


class AIRunner(QObject):
    """Runs one search at a time; ``finished`` carries a :class:`SearchResult`,
    ``progress`` the :class:`SearchProgress` of players that report theirs."""

    finished = Signal(object)
    progress = Signal(object)

    def __init__(self, parent: QObject | None = None, *, watchdog_s: float | None = None,
                 grace_s: float = HURRY_GRACE_S) -> None:
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self._hurry = threading.Event()
        self._generation = -1
        self.lock = threading.Lock()   # no signal is sent once cancel() has returned
        self.paint_guard = None        # the window's PaintGuard: searches step aside for repaints
        self._watchdog_s = watchdog_s       # None: from the player's budget
        self._grace_s = grace_s
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._overdue)
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self._give_up)
        self._started = 0.0
        self._name = ""
        self.finished.connect(self._stop_watching)  # first, before the controller's slot

    def start(self, generation: int, player: Player, game: Game) -> None:
        """Search ``player``'s move in a copy of ``game``; cancels a search still running."""
        self.cancel()
        self._cancel = threading.Event()
        self._hurry = threading.Event()
        self._generation = generation
        snapshot = game.copy()
        thread = watch(threading.Thread(
            target=self._run, args=(generation, player, snapshot, self._cancel, self._hurry),
            name=f"ai-search-{generation}", daemon=True))
        self._thread = thread
        self._started = time.perf_counter()
        self._name = player.name
        seconds = self._watchdog_s if self._watchdog_s is not None else watchdog_seconds(player)
        self._watchdog.start(int(seconds * 1000))
        thread.start()

    def _run(self, generation: int, player: Player, game: Game, cancel: threading.Event,
             hurry: threading.Event) -> None:
        started = time.perf_counter()
        move: Move | None = None
        error = ""
        relay = _ProgressRelay(self, generation, game.position(), cancel)
        try:
            if player.reports_progress:
                move = player.choose_move(game, _Either(cancel, hurry, self.paint_guard),
                                          on_progress=relay)
            else:
                move = player.choose_move(game, _Either(cancel, hurry, self.paint_guard))
        except Forfeit as forfeit:
            if not cancel.is_set():
                self._emit(SearchResult(generation, None, time.perf_counter() - started,
                                        forfeit=forfeit.reason), cancel)
            return
        except BaseException as exc:  # noqa: B036  a broken AI (even SystemExit) must not hang the game
            error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        if cancel.is_set():
            return  # nobody wants this result any more
        relay.flush()
        if (move is None or not game.is_legal(move)) and hurry.is_set() and not game.is_over():
            move, error = quick_move(game), ""
        elif move is not None and not game.is_legal(move):
            error = error or f"{player.name} chose an illegal move {move!r}"
            move = None
        self._emit(SearchResult(generation, move, time.perf_counter() - started, error,
                                hurry.is_set()), cancel)

    def _emit(self, result: SearchResult, cancel: threading.Event | None = None) -> None:
        # Under the lock: once cancel() has returned (the window closing) this thread
        # never touches the runner again.
        with self.lock:
            if cancel is not None and cancel.is_set():
                return
            try:
                self.finished.emit(result)
            except RuntimeError:
                pass  # the runner was deleted while quitting

    def set_watchdog(self, seconds: float | None, grace_s: float | None = None) -> None:
        """Hurry a search after ``seconds`` (None: from the player's budget); give up
        ``grace_s`` after a hurry.  For tests and demos."""
        self._watchdog_s = seconds
        if grace_s is not None:
            self._grace_s = grace_s

    def hurry(self) -> None:
        """"Move now": ask the search for its best move at once; if it has not answered
        within the grace period, give up on it (a failed result)."""
        self._hurry.set()
        self._watchdog.stop()
        if not self._grace.isActive() and not self._cancel.is_set():
            self._grace.start(int(self._grace_s * 1000))

    def cancel(self) -> None:
        """Drop the running search: nothing of it is delivered once this returns."""
        with self.lock:
            self._cancel.set()
        self._watchdog.stop()
        self._grace.stop()

    def _stop_watching(self, result: SearchResult) -> None:
        if result.generation == self._generation:
            self._watchdog.stop()
            self._grace.stop()

    def _overdue(self) -> None:
        """The watchdog: a search far past its budget is asked to hurry."""
        if not self._cancel.is_set():
            self.hurry()

    def _give_up(self) -> None:
        """The search did not answer a hurry: drop it and report a failure."""
        if self._cancel.is_set():
            return
        with self.lock:
            self._cancel.set()  # a late answer from that thread is dropped
        seconds = time.perf_counter() - self._started
        self.finished.emit(SearchResult(
            self._generation, None, seconds,
            f"{self._name} did not answer after {seconds:.1f} s", hurried=True))

    def is_busy(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, timeout: float) -> bool:
        """Wait for the search thread to end; True when it has."""
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()


class _ProgressRelay:
    """A player's ``on_progress``: emits at most one report per interval; ``flush``
    emits the last one, marked final."""

    def __init__(self, runner: AIRunner, generation: int, position: Position,
                 cancel: threading.Event) -> None:
        self._runner, self._generation, self._position = runner, generation, position
        self._cancel = cancel
        self._last: Analysis | None = None
        self._at = 0.0

    def __call__(self, analysis: Analysis) -> None:
        self._last = analysis
        now = time.perf_counter()
        if now - self._at >= PROGRESS_INTERVAL_S:
            self._at = now
            self._send(analysis, False)

    def flush(self) -> None:
        if self._last is not None:
            self._send(self._last, True)

    def _send(self, analysis: Analysis, final: bool) -> None:
        with self._runner.lock:
            if self._cancel.is_set():
                return
            try:
                self._runner.progress.emit(SearchProgress(self._generation, self._position,
                                                          analysis, final))
            except RuntimeError:
                pass  # the runner was deleted while quitting


class _Either:
    """A Cancel that is set when either event is (quit, or "Move now").  With a paint
    guard (anything with ``busy()``), it first waits out a repaint of the board
    (see ``analysis_runner.PaintGuard``)."""

    def __init__(self, a: threading.Event, b: threading.Event, guard=None) -> None:
        self._a, self._b, self._guard = a, b, guard

    def is_set(self) -> bool:
        while (self._guard is not None and self._guard.busy()
               and not (self._a.is_set() or self._b.is_set())):
            time.sleep(0.001)
        return self._a.is_set() or self._b.is_set()
