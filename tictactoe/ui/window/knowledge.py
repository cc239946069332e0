"""What the engine has said, kept per position: hints, the panel's readings, the
computer's own reports, proven verdicts.  No Qt.

The :class:`~tictactoe.ui.window.analyst.Analyst` runs the searches and shows their
readings; this keeps them, keyed by :class:`~tictactoe.game.Position`, so that the
board, the panel and the replay reuse them when a position comes back, and says which
search a position still wants (:meth:`Knowledge.wanted`).  Each kind keeps at most
:data:`CACHE_CAP` positions (then starts again).
"""

from __future__ import annotations

from tictactoe.ai import Reading, Verdict, is_proven
from tictactoe.game import Game, Move, Position, side_to_move

CACHE_CAP = 4096  # positions remembered per kind of reading


class Knowledge:
    def __init__(self) -> None:
        self.hints: dict[Position, Reading] = {}
        self.panel: dict[Position, Reading] = {}
        self.live: tuple[Position, Reading] | None = None  # the AI's search in progress
        self.verdicts: dict[Position, Verdict] = {}
        self._considered: dict[Position, tuple[str, Reading]] = {}
        self._tried: set[Position] = set()

    def forget(self) -> None:
        """A new game: what was read of the last one goes.  Its positions do not come back,
        and kept for every game (up to 4,096 positions of each kind) the readings grew the
        window's memory game after game, computer against computer."""
        self.live = None
        for store in (self.hints, self.panel, self.verdicts, self._considered, self._tried):
            store.clear()

    # -- what is known -------------------------------------------------------------------
    def panel_reading(self, position: Position, hint_shown: bool) -> Reading | None:
        """What the panel shows of ``position``: the hint's reading while a hint is shown
        on it (``hint_shown``: one reading, see the analyst), else an engine player's
        search of it, the panel's own, or an earlier hint's."""
        if hint_shown and position in self.hints:
            return self.hints[position]
        live = self.live[1] if self.live is not None and self.live[0] == position else None
        return live or self.panel.get(position) or self.hints.get(position)

    def considered(self, position: Position) -> Reading | None:
        """What the computer considered in ``position`` before its move, if it said."""
        found = self._considered.get(position)
        return found[1] if found is not None else None

    def last_considered(self, game: Game) -> tuple[str, Move, Reading] | None:
        """Who made ``game``'s last move, the move, and what it considered before it."""
        if not game.moves:
            return None
        parent = game.copy()
        move = parent.undo()
        found = self._considered.get(parent.position())
        return (found[0], move, found[1]) if found is not None else None

    def wanted(self, key: Position, *, hint: bool, panel: bool, prove: bool) -> str | None:
        """The search ``key`` still wants, if any: the hint asked for (``hint``), else
        the panel's (``panel``: it is on and no engine player searches ``key``), else a
        proof (``prove``: nobody thinks and what the engine knows is in view)."""
        hinted, paneled = self.hints.get(key), self.panel.get(key)
        done = (hinted is not None and hinted.final) or (paneled is not None and paneled.final)
        if hint and not (hinted is not None and hinted.final):
            return "hint"
        if panel and not done:
            return "panel"
        if prove and key not in self.verdicts and key not in self._tried and not done:
            return "prove"
        return None

    # -- what comes in -------------------------------------------------------------------
    def take_report(
        self, kind: str, key: Position, reading: Reading | Verdict | None, final: bool
    ) -> Reading | None:
        """A report of one of our searches of ``key``; the reading kept (a hint's or the
        panel's), if any."""
        if kind == "prove":
            if final:
                self._tried.add(key)
                if isinstance(reading, Verdict):
                    self.verdicts[key] = reading
            return None
        if not isinstance(reading, Reading):  # the search failed: do not try it again
            reading = Reading(side_to_move(key), (), final=True)
        _remember(self.hints if kind == "hint" else self.panel, key, reading)
        verdict = reading.verdict()
        if verdict is not None:
            self.verdicts[key] = verdict
        return reading

    def take_progress(self, key: Position, reading: Reading, who: str) -> None:
        """A report of the computer's search of ``key``; its final one is what it
        considered (``who``: "X, Level 3 · Medium")."""
        self.live = (key, reading)
        verdict = reading.verdict()
        if verdict is not None:
            self.verdicts[key] = verdict
        if reading.final:
            _remember(self._considered, key, (who, reading))
            _remember(self.panel, key, reading)

    def derive_verdict(self, game: Game) -> None:
        """A move whose exact value was known proves the position it led to."""
        key = game.position()
        if key in self.verdicts or not game.moves or game.is_over():
            return
        parent = game.copy()
        move = parent.undo()
        parent_key = parent.position()
        mover = parent.to_move()
        sources = [
            self.hints.get(parent_key),
            self.panel.get(parent_key),
            self.considered(parent_key),
        ]
        for reading in sources:
            option = reading.values.get(move) if reading is not None else None
            if reading is None or option is None:
                continue
            if reading.is_exact(move) or (move == reading.best and is_proven(option.value)):
                self.verdicts[key] = Verdict.of(option.value, mover).after_move()
                return


def _remember(store: dict, key: Position, value: object) -> None:
    if len(store) >= CACHE_CAP:
        store.clear()
    store[key] = value
