"""How long the brain may think: from the manager's INFO limits to a budget per move.

Two numbers per move, in seconds from when the command arrived:

* ``search``: the budget handed to the player (its searches stop on their own
  near it);
* ``deadline``: the watchdog's limit: if the search has not answered by then,
  it is cancelled and the brain replies with the best move found so far.

With ``timeout_turn`` T the reply must never come later than T.  The deadline
keeps a margin for what happens after it (a cancelled search returning, the
reply crossing the pipe, a loaded machine: :data:`TURN_MARGIN`); the search
gets :data:`SEARCH_SHARE` of what is left.  With a match clock (``time_left``,
or ``timeout_match`` before the first ``time_left``), a move gets the time
left, less a reserve, spread over the moves still expected, and
:data:`SHARP_FACTOR` times that in a sharp position (a four on the board, or
the opponent's open three), never more than a quarter of what is left.
"""

from __future__ import annotations

from dataclasses import dataclass

from tictactoe.game import Game, Mark
from tictactoe.pbrain.protocol import UNLIMITED_MS

TURN_MARGIN = (0.06, 0.08)  # the deadline is T - (0.06 s + 8% of T)
SEARCH_SHARE = 0.85  # of the time up to the deadline
FASTEST_S = 0.05  # timeout_turn 0 means "as fast as possible"
RESERVE = (0.2, 0.05)  # of a match clock, never spent: 0.2 s + 5% of what is left
SHARP_FACTOR = 2.5
MOVES_TO_GO = (8, 30)  # the own moves still expected: empties / 8 within these bounds


@dataclass
class Limits:
    """What the manager told us (milliseconds, as sent); None: not told."""

    turn_ms: int | None = None
    match_ms: int | None = None
    left_ms: int | None = None


@dataclass(frozen=True)
class Budget:
    search: float | None  # None: the player's own default (no limit was given)
    deadline: float | None  # None: no watchdog


def budget(limits: Limits, game: Game) -> Budget:
    """The budget for the side to move in ``game`` (see the module's docstring)."""
    search: float | None = None
    deadline: float | None = None
    if limits.turn_ms is not None:
        if limits.turn_ms <= 0:
            search, deadline = FASTEST_S, None
        else:
            turn = limits.turn_ms / 1000
            deadline = max(turn - TURN_MARGIN[0] - TURN_MARGIN[1] * turn, turn * 0.5)
            search = deadline * SEARCH_SHARE
    left_ms = limits.left_ms
    if left_ms is None and limits.match_ms:
        left_ms = limits.match_ms
    if left_ms is not None and left_ms < UNLIMITED_MS:
        left = max(0.0, left_ms / 1000)
        usable = max(0.0, left - RESERVE[0] - RESERVE[1] * left)
        empties = game.rules.cells - len(game.moves) - _start_stones(game)
        to_go = min(MOVES_TO_GO[1], max(MOVES_TO_GO[0], empties // 8))
        share = usable / to_go
        if is_sharp(game):
            share = min(share * SHARP_FACTOR, usable / 4)
        share = max(share, 0.01)
        search = share if search is None else min(search, share)
        clock_deadline = max(usable / 2, 0.02)
        deadline = clock_deadline if deadline is None else min(deadline, clock_deadline)
        if deadline < search:
            search = deadline * SEARCH_SHARE
    return Budget(search, deadline)


def _start_stones(game: Game) -> int:
    return game.start.x_bits.bit_count() + game.start.o_bits.bit_count()


def is_sharp(game: Game) -> bool:
    """A four on the board (k-1 in a window with no other stone) for either side, or
    two or more windows of k-2 for the opponent of the side to move (an open three).
    A reading for the clock, under every variant alike: a window is no proof of a
    win (the rules module decides those), only a sign that the position is tactical."""
    k = game.rules.k
    if k < 3:
        return False
    x_bits, o_bits = game.bitboards()
    ours, theirs = (x_bits, o_bits) if game.to_move() is Mark.X else (o_bits, x_bits)
    threes = 0
    for w in game.rules.windows():
        mine, its = (w & ours).bit_count(), (w & theirs).bit_count()
        if (mine == k - 1 and not its) or (its == k - 1 and not mine):
            return True
        if its == k - 2 and not mine:
            threes += 1
    return threes >= 2
