"""Values shared by every search: options, analyses, scores, cancellation.

Scores are from the point of view of the side to move (positive is good).
An exact result is scored by its distance: a win ``p`` plies from the
position searched is ``WIN - p``, a loss ``-(WIN - p)``, a draw 0, so a faster
win and a slower loss are preferred (the lookahead article, Spencer's TicTacToe
2017).  Heuristic scores stay strictly inside ``(-HEURISTIC_LIMIT, HEURISTIC_LIMIT)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from tictactoe.game import Move as Move  # the engine's moves are the game's (re-exported)

WIN = 1_000_000
HEURISTIC_LIMIT = WIN - 1_000  # |heuristic score| < this; |proven result| > this
#: of a time budget, for a search's own work; the rest builds and hands back the answer, so
#: that a move stays within its time (a search that stopped at the whole budget overran it)
TIME_SHARE = 0.97


class Cancel(Protocol):
    """Anything with ``is_set()``: threading.Event, multiprocessing.Event, ..."""

    def is_set(self) -> bool: ...


class NeverCancel:
    def is_set(self) -> bool:
        return False


def win_in(plies: int) -> int:
    return WIN - plies


def is_proven(score: float) -> bool:
    """True for a proven win or loss (a draw is proven only by an exact search)."""
    return abs(score) > HEURISTIC_LIMIT


def result_of(score: float) -> str:
    """ "win", "loss" or "draw" for an exact score."""
    return "win" if score > 0 else "loss" if score < 0 else "draw"


def describe(score: float, exact: bool) -> str:
    """A short human label: "win in 3", "loss in 4", "draw", or "+12.5"."""
    if is_proven(score):
        plies = int(WIN - abs(score))
        return f"{'win' if score > 0 else 'loss'} in {plies}"
    if exact:
        return "draw"
    return f"{score:+g}"


@dataclass(frozen=True)
class Option:
    """One legal move and what it is worth (Spencer's TicTacToe 2017: its MinimaxOption).

    ``value``: the score of the position after the move, for the mover.
    ``width``: how many *other* options in the same analysis reach the same
    value (Spencer's TicTacToe 2017: "how many other moves with the same value could also have
    been made").
    ``replies``: where known (exact searches), how many of the opponent's replies
    hold the opponent to its best result after this move, the width of the
    opponent's own best option; fewer means more chances for the opponent to go
    wrong.  None when not computed.
    """

    move: Move
    value: float
    width: int = 0
    replies: int | None = None


@dataclass(frozen=True)
class Analysis:
    """The result of searching a position.  ``options`` are sorted best first."""

    best: Move
    options: tuple[Option, ...]
    exact: bool
    nodes: int = 0
    time_s: float = 0.0
    depth: int = 0
    info: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def value(self) -> float:
        return self.options[0].value

    @property
    def result(self) -> str | None:
        """ "win", "draw" or "loss" for the side to move when exact, else None."""
        if not self.exact:
            return result_of(self.value) if is_proven(self.value) else None
        return result_of(self.value)


Progress = Callable[[Analysis], None]
"""A search's report after each completed depth (see ``analyze(on_progress=...)``)."""


@dataclass(frozen=True)
class Limit:
    """How far a search may go: the one object every search gets, unchanged in name
    from ``analyze`` down (python-chess's ``engine.Limit`` is the model).

    ``time``: seconds for the whole call (None: positions of at most 16 empty cells
    are solved to the end, however long; the others get 1 s).
    ``nodes``: a node budget for the pattern search's phases instead of the clock
    (the time still holds): with cold tables its answer is the same on any machine.
    ``depth``: the deepest iteration of the heuristic search; below the number of
    empty cells, no exact solve or proof runs (weaker players).
    ``all_values``: every root move gets its own full-window value from the heuristic
    search (the hint's heat-map); no exact solve or proof runs.
    """

    time: float | None = None
    nodes: int | None = None
    depth: int | None = None
    all_values: bool = False

    def __post_init__(self) -> None:
        if self.time is not None and not self.time > 0:
            raise ValueError(f"the time limit must be positive, not {self.time!r}")
        if self.nodes is not None and self.nodes < 1:
            raise ValueError(f"the node limit must be positive, not {self.nodes!r}")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"the depth limit must be at least 1, not {self.depth!r}")


def with_widths(options: list[Option]) -> tuple[Option, ...]:
    """Fill in each option's width and sort: value high first, then fewer best
    replies for the opponent, then the order given (stable)."""
    counts: dict[float, int] = {}
    for o in options:
        counts[o.value] = counts.get(o.value, 0) + 1
    filled = [Option(o.move, o.value, counts[o.value] - 1, o.replies) for o in options]
    filled.sort(key=lambda o: (-o.value, o.replies if o.replies is not None else 0))
    return tuple(filled)
