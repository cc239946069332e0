"""What the controller publishes after every change: one :class:`Change`, on one signal.

A change says *what* changed (:class:`What`, flags) and carries the whole
:class:`PlayView`, everything the screens show of the game at that moment, so that a
screen never reaches into the controller's parts to read it.  A user's action (a
click, Undo, a new game) or the computer's move is published once, when it is over,
with every flag it set.  No Qt here: the controller emits it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.game import Game, Mark, Move
from tictactoe.swap import Choice, Opening, Step
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.states import State


class What(enum.Flag):
    NOTHING = 0
    STATE = enum.auto()  # the controller's state: another screen
    NEW_GAME = enum.auto()  # another game on the board (new, resumed, opened, replayed)
    MOVES = enum.auto()  # a move played, taken back or redone
    OVER = enum.auto()  # the game ended
    VIEW = enum.auto()  # the position on view, or the flow (pause, step)
    THINKING = enum.auto()  # the computer started or stopped thinking
    MESSAGE = enum.auto()  # the message bar's line
    SERIES = enum.auto()  # the series, its scorecard or its players
    REFUSED = enum.auto()  # a request refused: flash the cell (if any) and beep


@dataclass(frozen=True)
class OpeningView:
    """What the screens show of a swap opening under way."""

    kind: Opening
    step: Step
    options: tuple[Choice, ...]  # the choices a person picks from now (none: not a person's)
    placing: Mark | None  # a person places a stone of this colour now (None: not)


@dataclass(frozen=True)
class PlayView:
    """Everything the screens show of the game, at one moment.

    ``game`` is the game in play, not a copy: read it, never change it (ask the
    controller).  ``shown`` is the game as far as the board shows it (a copy while
    browsing the move list or replaying)."""

    state: State
    game: Game
    shown: Game
    board: BoardState
    message: str
    title: str  # who plays whom, above the board
    series: str  # "Game 2 of 5", or ""
    rule: str  # the rule and opening beside it: "Renju · swap2", or ""
    human_turn: bool  # the board takes a person's move
    thinking: bool  # the computer is thinking
    computer_reports: bool  # ... and shows its search as it goes (the analysis panel)
    browsing: bool  # an earlier position is on view
    undo_blocked: str | None
    can_redo: bool
    can_offer_draw: bool  # the person to move may offer a draw (or call a dead one)
    can_pause: bool  # a game between computers, which Pause and Step serve
    paused: bool
    opening: OpeningView | None = None  # a swap opening under way: its step and choices

    @property
    def shown_index(self) -> int:
        """How many of the game's moves the board shows."""
        return len(self.shown.moves)


@dataclass(frozen=True)
class Change:
    what: What
    view: PlayView
    move: Move | None = None  # the move just played (MOVES), if one was
    refused: Move | None = None  # the cell a refused click was on (REFUSED)
