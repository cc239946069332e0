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

The words (:func:`option_words`, :func:`Verdict.words`, :func:`board_words`)
are the same in the hint's tooltips, the message bar, the analysis panel and
the menu.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tictactoe.ai.types import WIN, Analysis, Option, is_proven
from tictactoe.game import Mark, Move, Rules
from tictactoe.notation import cell_name


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

    def words(self) -> str:
        """"X can force a win in 9", "A draw with perfect play"."""
        if self.winner is None:
            return "A draw with perfect play"
        if not self.exact_distance:
            if not self.plies:
                return f"{self.winner.value} can force a win"
            moves = "move" if self.plies == 1 else "moves"
            return f"{self.winner.value} can force a win (within {self.plies} {moves})"
        return f"{self.winner.value} can force a win in {self.plies}"


def option_words(value: float, exact: bool, *, bound: bool = False) -> str:
    """A cell's value for the side to move: "wins at once", "wins in 3", "draws",
    "loses in 5", or the engine's score ("score +57", "score at most +57")."""
    if is_proven(value):
        plies = int(WIN - abs(value))
        if value > 0:
            return "wins at once" if plies == 1 else f"wins in {plies}"
        return f"loses in {plies}"
    if exact:
        return "draws"
    return f"score {'at most ' if bound else ''}{value:+.0f}"


def board_words(rules: Rules, verdict: Verdict | None) -> str:
    """"3x3: a draw with perfect play", "6x5, 4 in a row: the first player wins" (with
    "in 11" when that is the exact distance)."""
    name = f"{rules.width}x{rules.height}"
    if not (rules.width == rules.height == rules.k):
        name += f", {rules.k} in a row"
    return f"{name}: {value_words(verdict)}"


def value_words(verdict: Verdict | None) -> str:
    """An empty board's value: "a draw with perfect play", "the first player wins in 11"."""
    if verdict is None:
        return "not proven"
    if verdict.winner is None:
        return "a draw with perfect play"
    first = "first" if verdict.winner is Mark.X else "second"
    distance = f" in {verdict.plies}" if verdict.exact_distance else ""
    return f"the {first} player wins{distance}"


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

    def words_for(self, move: Move) -> str | None:
        """What the hint says about one cell, or None when it has no value."""
        option = self.values.get(move)
        if option is None:
            return None
        text = option_words(option.value, self.is_exact(move), bound=self.is_bound(move))
        if option.width and not self.is_bound(move):
            text += f" (like {option.width} other move{'s' if option.width > 1 else ''})"
        return text

    def line_words(self, move: Move) -> str:
        """"H8: wins in 3", for the message bar."""
        return f"{cell_name(move)}: {self.words_for(move) or 'not considered'}"

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
    return Reading(mover, tuple(options), exact, bounds and not analysis.exact, analysis.exact,
                   analysis.depth, analysis.nodes, analysis.time_s,
                   tuple(analysis.info.get("pv") or ()), final,
                   analysis.info.get("deepest_ply", 0))


def combine(mover: Mark, exact: dict[Move, Option], scores: dict[Move, Option], *,
            solved: bool = False, depth: int = 0, nodes: int = 0, seconds: float = 0.0,
            pv: tuple[Move, ...] = (), final: bool = False, deepest: int = 0) -> Reading:
    """A reading from exact values and engine scores (an exact value wins over a
    score of the same move), ranked best first with the widths recounted."""
    options = list(exact.values()) + [o for m, o in scores.items() if m not in exact]
    counts: dict[float, int] = {}
    for o in options:
        counts[o.value] = counts.get(o.value, 0) + 1
    options.sort(key=lambda o: -o.value)
    ranked = tuple(Option(o.move, o.value, counts[o.value] - 1, o.replies) for o in options)
    return Reading(mover, ranked, frozenset(exact), False, solved, depth, nodes, seconds, pv,
                   final, deepest)
