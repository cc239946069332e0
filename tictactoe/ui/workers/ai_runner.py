"""AI moves computed off the GUI thread: the worker's search, with Qt signals.

Each search is a :class:`~tictactoe.players.worker.Search` (a daemon thread on
a *copy* of the game, with its own cancel flag; why a thread and not a process
is said there).  The result comes back through a Qt signal (queued to the GUI
thread) tagged with the generation the controller gave it; the controller drops
a result whose generation is no longer current (after New game, Menu, Undo).

Quitting mid-search: the search is cancelled; its thread is a daemon, so the
interpreter does not wait for a search that ignores it (``app.run`` then
leaves with ``os._exit`` so that no Qt object is torn down under a live thread).

A broken AI never leaves the game "thinking" forever: anything it raises (even a
BaseException such as SystemExit) comes back as a failed result; and the
worker's deadline, a watchdog here, asks a search that runs far past its budget
to hurry, then, if it still does not answer (it ignores its cancel flag), gives
up on it with a failed result, as "Move now" does after ``HURRY_GRACE_S``.  The
controller then plays the quick move for it and tells the player.  A search
hurried that answers no move plays the worker's fallback (its best so far, else
the quick move).
"""
from __future__ import annotations

import importlib
import pkgutil
import sys
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from tictactoe.ai import Analysis
from tictactoe.game import Game, Move, Position
from tictactoe.players import Forfeit, Player
from tictactoe.players.worker import (HURRY_GRACE_S, Finish, Search, answered_move,
                                      fallback_move, move_job)
from tictactoe.ui.workers.gui_gc import watch


# The GIL switch interval of the GUI process.  Python's default (5 ms) lets the search
# thread hold the GIL up to 5 ms each time the GUI wants it; 1 ms halved the 99th
# percentile of the event-loop gaps while "hard" searched 20x20 (24 -> 13 ms, measured
# with tictactoe.bench.gui), for a search a few per cent slower.
GUI_SWITCH_INTERVAL_S = 0.001


def configure_interpreter() -> None:
    """Set the GIL switch interval for a GUI process that searches in a thread."""
    sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)


AI_PACKAGES = ("tictactoe.players", "tictactoe.ai")

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
        self._search: Search | None = None
        self.paint_guard = None        # the window's PaintGuard: searches step aside for repaints
        self._watchdog_s = watchdog_s  # None: from the player's budget
        self._grace_s = grace_s

    def start(self, generation: int, player: Player, game: Game) -> None:
        """Search ``player``'s move in a copy of ``game``; cancels a search still running."""
        self.cancel()
        snapshot = game.copy()
        position = snapshot.position()
        seconds = self._watchdog_s if self._watchdog_s is not None else watchdog_seconds(player)
        self._search = Search(
            move_job(player, snapshot),
            lambda finish: self._finished(generation, player, snapshot, finish),
            on_report=lambda analysis: self._send(
                self.progress, SearchProgress(generation, position, analysis)),
            interval=PROGRESS_INTERVAL_S, guard=self.paint_guard, hurry_after=seconds,
            grace=self._grace_s, name=f"ai-search-{generation}", register=watch).start()

    def _finished(self, generation: int, player: Player, game: Game, finish: Finish) -> None:
        """The worker's finish as a result (on the search's thread or its timer's)."""
        if finish.given_up:
            result = SearchResult(generation, None, finish.seconds,
                                  f"{player.name} did not answer after {finish.seconds:.1f} s",
                                  hurried=True)
        elif isinstance(finish.error, Forfeit):
            result = SearchResult(generation, None, finish.seconds, forfeit=finish.error.reason)
        else:
            if finish.last is not None:
                self._send(self.progress,
                           SearchProgress(generation, game.position(), finish.last, final=True))
            move, error = answered_move(game, finish), finish.why
            if move is None and finish.hurried and not game.is_over():
                move, error = fallback_move(game, finish)[0], ""
            elif move is None and not error:
                error = f"{player.name} chose an illegal move {finish.answer!r}"
            result = SearchResult(generation, move, finish.seconds, error, finish.hurried)
        self._send(self.finished, result)

    @staticmethod
    def _send(signal: Signal, value: object) -> None:
        try:
            signal.emit(value)
        except RuntimeError:
            pass  # the runner was deleted while quitting

    def set_watchdog(self, seconds: float | None, grace_s: float | None = None) -> None:
        """Hurry a search after ``seconds`` (None: from the player's budget); give up
        ``grace_s`` after a hurry.  For tests and demos; from the next search on."""
        self._watchdog_s = seconds
        if grace_s is not None:
            self._grace_s = grace_s

    def hurry(self) -> None:
        """"Move now": ask the search for its best move at once; if it has not answered
        within the grace period, give up on it (a failed result)."""
        if self._search is not None:
            self._search.hurry()

    def cancel(self) -> None:
        """Drop the running search: nothing of it is delivered once this returns."""
        if self._search is not None:
            self._search.cancel()

    def is_busy(self) -> bool:
        return self._search is not None and self._search.is_alive()

    def wait(self, timeout: float) -> bool:
        """Wait for the search thread to end; True when it has."""
        return self._search is None or self._search.join(timeout)
