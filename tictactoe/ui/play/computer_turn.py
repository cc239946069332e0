"""The computer's turn: its search on the :class:`~tictactoe.ui.workers.ai_runner.AIRunner`
and the delay before its move is shown.

A move is handed on (``ready``) once both the search and the delay are over, so
that a quick AI does not snap its reply; "Move now" (``hurry``) skips the delay,
or asks a search still running for its best move.  A search that failed or
forfeited is handed on at once.  A result of another generation than the turn's
(one queued before a cancel) is dropped here; the controller checks again that
its game has not moved on.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from tictactoe.game import Game
from tictactoe.players import Player
from tictactoe.ui.workers.ai_runner import AIRunner, SearchResult


class ComputerTurn(QObject):
    ready = Signal(object)      # SearchResult

    def __init__(self, delay_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._delay_ms = delay_ms
        self.runner = AIRunner(self)   # the window lends it its paint guard
        self.runner.finished.connect(self._on_search_finished)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._on_delay_over)
        self._pending: SearchResult | None = None   # a move found before the delay ran out
        self._generation = -1

    @property
    def delay_ms(self) -> int:
        return self._delay_ms

    def set_delay(self, ms: int) -> None:
        """The least time before a move is shown, in milliseconds (0: at once)."""
        self._delay_ms = max(0, int(ms))

    def start(self, generation: int, player: Player, game: Game) -> None:
        """Search ``player``'s move in ``game`` (the runner searches a copy)."""
        self._pending = None
        self._generation = generation
        self._delay.start(self._delay_ms)
        self.runner.start(generation, player, game)

    def cancel(self) -> None:
        """Drop the turn: nothing of it is handed on."""
        self.runner.cancel()
        self._delay.stop()
        self._pending = None

    def hurry(self) -> None:
        """"Move now": the move found at once, or the search's best so far."""
        self._delay.stop()
        if self._pending is not None:
            self._hand_on()
        else:
            self.runner.hurry()

    def _on_search_finished(self, result: SearchResult) -> None:
        if result.generation != self._generation:
            return
        if result.move is None:    # failed or forfeited: said at once
            self.ready.emit(result)
            return
        self._pending = result
        if not self._delay.isActive():
            self._hand_on()

    def _on_delay_over(self) -> None:
        if self._pending is not None:
            self._hand_on()

    def _hand_on(self) -> None:
        result, self._pending = self._pending, None
        self.ready.emit(result)
