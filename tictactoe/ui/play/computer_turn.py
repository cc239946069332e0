"""The computer's turn: its search off the GUI thread, the delay before its move is
shown, and the one check that its answer is still wanted.

The search is a :class:`~tictactoe.players.worker.Search` (a daemon thread, on a copy
of the game; why a thread and not a process is said there).  What to play is the one
fallback policy, :func:`tictactoe.players.answer.answer_of`, asked on the search's
thread with the copy the search was given (nobody changes it): the player's legal
answer, else the best move of its last report, else the quick move.

Every search is tagged with the number of the turn it was started for; its answer and
its reports cross to the GUI thread by queued signals, and one that arrives after the
turn was cancelled or replaced (New game, Menu, Undo, Pause) is dropped here, the one
place that knows which turn is current.  So :class:`~tictactoe.ui.play.turns.Turns`
plays every :class:`~tictactoe.players.answer.Answer` it is handed.

The answer is handed on (``ready``) once both the search and the delay are over, so a
quick AI does not snap its reply; "Move now" (``hurry``) skips the delay, or asks a
search still running for its best move.  A failed or forfeited search is handed on at
once.  A broken AI never leaves the game "thinking" forever: anything it raises comes
back as a failure; a watchdog hurries a search that runs far past its budget
(``watchdog_seconds``), and one that still does not answer within the grace (it ignores
its cancel flag) is given up, as after "Move now".

Quitting mid-search: the search is cancelled; its thread is a daemon, so the
interpreter does not wait for a search that ignores it (``app.run`` then leaves with
``os._exit`` so that no Qt object is torn down under a live thread).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from tictactoe.ai import Analysis
from tictactoe.game import Game, Position
from tictactoe.players import Player
from tictactoe.players.answer import Answer, answer_of
from tictactoe.players.worker import (
    HURRY_GRACE_S,
    SEARCH_THREADS,
    Finish,
    Guard,
    Search,
    move_job,
)
from tictactoe.ui.workers.gui_gc import watch

WATCHDOG_MIN_S = 30.0  # the watchdog hurries a search after max(this, 10 x its time budget)
PROGRESS_INTERVAL_S = 0.1  # at most one progress report per this long (and the final one)


def watchdog_seconds(player: Player) -> float:
    """How long a search may run before the watchdog hurries it."""
    budget = player.budget
    return max(WATCHDOG_MIN_S, 10.0 * budget) if budget else WATCHDOG_MIN_S


@dataclass(frozen=True)
class SearchProgress:
    """A searching player's analysis so far (``final``: the one it chose from)."""

    position: Position  # the position searched
    analysis: Analysis
    final: bool = False


class ComputerTurn(QObject):
    ready = Signal(object)  # the Answer to play, for the current turn only
    progress = Signal(object)  # SearchProgress of the current turn's search
    _answered = Signal(int, object)  # from the search's thread: turn, Answer
    _reported = Signal(int, object)  # from the search's thread: turn, SearchProgress

    def __init__(
        self,
        delay_ms: int,
        parent: QObject | None = None,
        *,
        watchdog_s: float | None = None,
        grace_s: float = HURRY_GRACE_S,
    ) -> None:
        super().__init__(parent)
        self._delay_ms = delay_ms
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_over)
        self._answered.connect(self._on_answered)
        self._reported.connect(self._on_reported)
        self._search: Search | None = None
        self._turn = 0  # the current turn's number
        self._current = False  # a turn is under way
        self._pending: Answer | None = None  # a move found before the delay ran out
        self.paint_guard: Guard | None = None  # the window's: searches step aside for repaints
        self._watchdog_s = watchdog_s  # None: from the player's budget
        self._grace_s = grace_s

    @property
    def delay_ms(self) -> int:
        return self._delay_ms

    def set_delay(self, ms: int) -> None:
        """The least time before a move is shown, in milliseconds (0: at once)."""
        self._delay_ms = max(0, int(ms))

    def set_watchdog(self, seconds: float | None, grace_s: float | None = None) -> None:
        """Hurry a search after ``seconds`` (None: from the player's budget); give up
        ``grace_s`` after a hurry.  For tests and demos; from the next search on."""
        self._watchdog_s = seconds
        if grace_s is not None:
            self._grace_s = grace_s

    def start(self, player: Player, game: Game) -> None:
        """A new turn: search ``player``'s move in a copy of ``game``."""
        self.cancel()
        self._current = True
        self._delay.start(self._delay_ms)
        turn, snapshot = self._turn, game.copy()
        position = snapshot.position()
        seconds = self._watchdog_s if self._watchdog_s is not None else watchdog_seconds(player)

        def finished(finish: Finish) -> None:  # on the search's thread, or its timer's
            if finish.last is not None and finish.error is None and not finish.given_up:
                self._send(self._reported, turn, SearchProgress(position, finish.last, True))
            self._send(self._answered, turn, answer_of(snapshot, finish))

        self._search = Search(
            move_job(player, snapshot),
            finished,
            on_report=lambda analysis: self._send(
                self._reported, turn, SearchProgress(position, analysis)
            ),
            interval=PROGRESS_INTERVAL_S,
            guard=self.paint_guard,
            hurry_after=seconds,
            grace=self._grace_s,
            name=f"ai-search-{turn}",
            register=watch,
            background=True,
            threads=SEARCH_THREADS,
        ).start()

    def cancel(self) -> None:
        """Drop the turn: nothing of it is handed on."""
        self._turn += 1
        self._current = False
        if self._search is not None:
            self._search.cancel()
        self._delay.stop()
        self._pending = None

    def hurry(self) -> None:
        """ "Move now": the move found at once, or the search's best so far (a search
        that has not answered within the grace is given up)."""
        self._delay.stop()
        if self._pending is not None:
            self._hand_on()
        elif self._search is not None:
            self._search.hurry()

    def is_busy(self) -> bool:
        """A search still runs (even one given up or cancelled)."""
        return self._search is not None and self._search.is_alive()

    def wait(self, timeout: float) -> bool:
        """Wait for the search to end; True when it has."""
        return self._search is None or self._search.join(timeout)

    # -- on the GUI thread ---------------------------------------------------------------
    def _on_reported(self, turn: int, progress: SearchProgress) -> None:
        if turn == self._turn and self._current:
            self.progress.emit(progress)

    def _on_answered(self, turn: int, answer: Answer) -> None:
        if turn != self._turn or not self._current:
            return  # stale: the turn was cancelled or replaced since this search started
        self._pending = answer
        if answer.failure or answer.forfeit or not self._delay.isActive():
            self._hand_on()  # a failure is said at once

    def _on_delay_over(self) -> None:
        if self._pending is not None:
            self._hand_on()

    def _hand_on(self) -> None:
        answer, self._pending = self._pending, None
        self._current = False
        self.ready.emit(answer)

    @staticmethod
    def _send(signal: SignalInstance, turn: int, value: object) -> None:
        try:
            signal.emit(turn, value)
        except RuntimeError:
            pass  # the turn was deleted while quitting
