"""What the engine says about a position, in the shape the analysis widgets need.  No Qt.

An :class:`~tictactoe.ai.types.Analysis` is the engine's answer; a
:class:`Reading` is the GUI's view of one: which options are exact (a proven
win or loss, or an exact draw) and which carry only the engine's score, and
whether the other values are mere upper bounds (the large search without
``all_values`` gives only its best move a true value).  A :class:`Verdict` is
a proven value of a whole position.

Distances are counted in moves of both sides, as the move list numbers them
and as the engine counts plies: "wins in 3" is a win on the third mark placed
from now, the mover's own move included.

These are data: the window says them in words (``ui/analysis/reading_words.py``,
in the language chosen).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tictactoe.ai.types import WIN, Analysis, Option, is_proven
from tictactoe.game import Mark, Move
from tictactoe.sentences import QT_TRANSLATE_NOOP

# A proven value's words (proof.values.ProvenValue.label), marked for the window, which
# says a verdict with them (ui/words/reading_words.py): tictactoe.ai names them.
PERFECT_DRAW = QT_TRANSLATE_NOOP("Readings", "a draw with perfect play")
FIRST_WINS = QT_TRANSLATE_NOOP("Readings", "the first player wins")
SECOND_WINS = QT_TRANSLATE_NOOP("Readings", "the second player wins")
FORCES_WIN = QT_TRANSLATE_NOOP("Readings", "{} can force a win")  # the winner, X or O


@dataclass(frozen=True)
class Verdict:
    """A proven result of a position: ``winner`` (None: a draw) in ``plies`` moves.

    ``exact_distance`` is false when a win is proven but a quicker one may exist
    (an interrupted solve found this one first).
    """

    winner: Mark | None
    plies: int = 0
    exact_distance: bool = True

    @classmethod
    def of(cls, value: float, mover: Mark, exact_distance: bool = True) -> Verdict:
        """The verdict of a position whose exact value, for ``mover``, is ``value``."""
        if not is_proven(value):
            return cls(None)
        winner = mover if value > 0 else mover.other
        return cls(winner, int(WIN - abs(value)), exact_distance)

    def after_move(self) -> Verdict:
        """The same verdict one move later (the move played was part of it)."""
        if self.winner is None:
            return self
        return Verdict(self.winner, max(1, self.plies - 1), self.exact_distance)


@dataclass(frozen=True)
class Reading:
    """A search's view of one position so far.

    ``options`` are best first, with Spencer's widths; ``exact`` holds the moves
    whose value is exact; with ``bounds`` the values of options other than the
    best that are not exact are upper bounds.  ``solved``: every legal move's
    value is exact.  ``final``: the search is over.
    """

    mover: Mark
    options: tuple[Option, ...]
    exact: frozenset[Move] = frozenset()
    bounds: bool = False
    solved: bool = False
    depth: int = 0
    nodes: int = 0
    seconds: float = 0.0
    pv: tuple[Move, ...] = ()
    final: bool = False
    #: the deepest ply the search reached (past ``depth`` where threats were followed)
    deepest: int = 0
    values: dict[Move, Option] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.values.update({o.move: o for o in self.options})

    @property
    def best(self) -> Move | None:
        return self.options[0].move if self.options else None

    @property
    def value(self) -> float:
        return self.options[0].value if self.options else 0.0

    def best_moves(self) -> tuple[Move, ...]:
        """The best move and every option of exactly the same value (Spencer's width)."""
        if not self.options:
            return ()
        if self.bounds:
            return (self.options[0].move,)
        return tuple(o.move for o in self.options if o.value == self.options[0].value)

    def best_line(self) -> tuple[Move, ...]:
        """The best line: the principal variation when it starts with the best move,
        else the best move alone (a hint's values and its search's line may part;
        the panel and the hint's ring must name one move)."""
        if self.best is None:
            return ()
        return self.pv if self.pv and self.pv[0] == self.best else (self.best,)

    def is_exact(self, move: Move) -> bool:
        return self.solved or move in self.exact

    def is_bound(self, move: Move) -> bool:
        return self.bounds and move != self.best and not self.is_exact(move)

    def verdict(self) -> Verdict | None:
        """The position's proven value, if this reading proves it."""
        if not self.options:
            return None
        top = self.options[0]
        if self.solved:
            return Verdict.of(top.value, self.mover)
        if is_proven(top.value) and top.value > 0:
            # a proven win of one move proves the position (a quicker one may exist)
            return Verdict.of(top.value, self.mover, exact_distance=False)
        return None

    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    def x_value(self) -> float:
        """The value for X (the evaluation bar's side)."""
        return self.value if self.mover is Mark.X else -self.value


def reading_of(analysis: Analysis, mover: Mark, *, bounds: bool, final: bool = False) -> Reading:
    """The reading of an engine analysis, for ``mover`` (the side to move).

    ``bounds``: the search gave the options other than the best upper bounds only
    (the large search without ``all_values``).  A partial exact analysis (its
    ``info["exact_moves"]``) keeps only the moves already solved: the others
    are placeholders."""
    options = analysis.options
    if analysis.exact:
        exact = frozenset(o.move for o in options)
    elif "exact_moves" in analysis.info:
        exact = frozenset(analysis.info["exact_moves"])
        options = combine(mover, {o.move: o for o in options if o.move in exact}, {}).options
    else:
        exact = frozenset(o.move for o in options if is_proven(o.value))
    return Reading(
        mover,
        tuple(options),
        exact,
        bounds and not analysis.exact,
        analysis.exact,
        analysis.depth,
        analysis.nodes,
        analysis.time_s,
        tuple(analysis.info.get("pv") or ()),
        final,
        analysis.info.get("deepest_ply", 0),
    )


def combine(
    mover: Mark,
    exact: dict[Move, Option],
    scores: dict[Move, Option],
    *,
    solved: bool = False,
    depth: int = 0,
    nodes: int = 0,
    seconds: float = 0.0,
    pv: tuple[Move, ...] = (),
    final: bool = False,
    deepest: int = 0,
) -> Reading:
    """A reading from exact values and engine scores (an exact value wins over a
    score of the same move), ranked best first with the widths recounted."""
    options = list(exact.values()) + [o for m, o in scores.items() if m not in exact]
    counts: dict[float, int] = {}
    for o in options:
        counts[o.value] = counts.get(o.value, 0) + 1
    options.sort(key=lambda o: -o.value)
    ranked = tuple(Option(o.move, o.value, counts[o.value] - 1, o.replies) for o in options)
    return Reading(
        mover, ranked, frozenset(exact), False, solved, depth, nodes, seconds, pv, final, deepest
    )
