"""The game of the m,n,k family: boards up to 20x20, k in a row wins (as the variant says).

:class:`Rules` (board, k, variant) and what wins under each variant live in the
rules module, :mod:`tictactoe.variants`; this module keeps the positions and the
game, and asks it.

No Qt and no numpy here: this module is the ground every other layer stands on,
and it must import in a plain Python shell in a few milliseconds.

Coordinates are ``(x, y)``: x is the column, y the row, both 0-based from the
top-left corner.  Internally a cell ``(x, y)`` is the bit ``y * width + x`` of
one Python int per side (a bitboard), which keeps ``play``/``undo`` cheap.

Spencer's TicTacToe 2017 asks for *static* helpers that work on any board handed to
them without side effects; they are the module-level functions below
(``is_legal``, ``side_to_move``, ``wins_at``, ``find_winner``, ``is_full``,
``is_dead_draw``), also reachable as static methods of :class:`Game`
(``Game.is_legal_move``, ``Game.side_to_move``, ``Game.wins_at``,
``Game.find_winner``, ``Game.is_full_position``, ``Game.is_dead_draw_position``;
``game.is_legal(move)`` and friends ask the same about that game).  A "board"
for them is a :class:`Position`: the rules plus one bitboard per side.
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tictactoe import variants
from tictactoe.problems import Kind, Problem
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.variants import (
    BOARD_AND_K,
    DIRECTIONS,
    MAX_SIDE,
    MIN_SIDE,
    Foul,
    Rules,
    RulesError,
    RulesFault,
    Variant,
)

__all__ = [
    "BOARD_AND_K",
    "DIRECTIONS",
    "MAX_SIDE",
    "MIN_SIDE",
    "Foul",
    "Game",
    "IllegalMoveError",
    "Mark",
    "Move",
    "Outcome",
    "Position",
    "Rules",
    "RulesError",
    "RulesFault",
    "Termination",
    "Variant",
    "default_k",
    "find_winner",
    "is_dead_draw",
    "is_full",
    "is_legal",
    "iter_cells",
    "line_through",
    "position_from_rows",
    "side_to_move",
    "unreachable",
    "why_unreachable",
    "wins_at",
    "Illegal",
    "Impossible",
    "ImpossiblePosition",
    "Unreachable",
    "GAME_OVER",
    "NO_MOVE_TO_CHOOSE",
    "NO_MOVE_TO_SEARCH",
]

Move = tuple[int, int]


class IllegalMoveError(ValueError):
    """A move that the rules do not allow; the game is left unchanged.  ``problem`` says
    why as data when the rules said it (an :class:`Illegal` kind; None for a message of
    another layer's), the message is its English."""

    def __init__(self, reason: str | Problem) -> None:
        super().__init__(str(reason))
        self.problem = reason if isinstance(reason, Problem) else None


@enum.unique
class Illegal(Kind):
    """Why a move may not be played (:meth:`Game.illegal`), each with its English."""

    NOT_A_PAIR = QT_TRANSLATE_NOOP("Problems", "{!r} is not a move: give (x, y)")
    NOT_WHOLE = QT_TRANSLATE_NOOP("Problems", "{!r} is not a move: x and y must be whole numbers")
    OFF_BOARD = QT_TRANSLATE_NOOP(
        "Problems", "({}, {}) is not a cell of the {}x{} board (x must be 0..{}, y 0..{})"
    )
    TAKEN = QT_TRANSLATE_NOOP("Problems", "cell ({}, {}) is already taken by {}")
    WON = QT_TRANSLATE_NOOP("Problems", "the game is over: {} has won")
    ENDED = QT_TRANSLATE_NOOP("Problems", "the game is over: {.phrase}")  # the Outcome
    FORBIDDEN = QT_TRANSLATE_NOOP(
        "Problems", "({}, {}) is forbidden to Black under renju: {.phrase}"
    )  # the Foul


# The answer of a player or a search asked for a move (or an analysis, a proof, a draw
# offer) in a game that is over: a caller's mistake, said on the command line and in logs,
# never to a player, so not marked for translation.  Each says GAME_OVER first, then what
# there is none of.
GAME_OVER = "the game is over"
NO_MOVE_TO_CHOOSE = f"{GAME_OVER}: there is no move to choose"  # a player, the fallback AI
NO_MOVE_TO_SEARCH = f"{GAME_OVER}: there is no move to search"  # the engine's searches


class Mark(str, enum.Enum):
    """A player's mark.  ``Mark.X == "X"`` holds, so plain strings work too."""

    X = "X"
    O = "O"  # noqa: E741 (the mark's own name, never a zero)

    @property
    def other(self) -> Mark:
        return Mark.O if self is Mark.X else Mark.X

    @property
    def index(self) -> int:  # type: ignore[override]  # a mark's side, never str.index
        """0 for X, 1 for O: the index of this side's bitboard."""
        return 0 if self is Mark.X else 1

    def __str__(self) -> str:
        return self.value


def default_k(width: int, height: int) -> int:
    """The k a player expects on a board of this size: 3 up to 3x3, 4 up to 5x5 (as in
    the menu's presets), else 5 (Gomoku), never longer than the longest side."""
    side = max(width, height)
    return min(side, 3 if side <= 3 else 4 if side <= 5 else 5)


@lru_cache(maxsize=64)
def _cell_checks(
    width: int, height: int, k: int
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], ...]:
    """For each cell, per direction: ``(segment, windows)`` for the win test of ``Game.play``.

    ``segment`` is the union of the k-cell windows through the cell in that
    direction; ``windows`` lists them, or is empty when there is only one
    (then the segment *is* the window).  A direction whose line through the
    cell is shorter than k is left out.  Testing ``bits & segment`` first
    rejects most directions with two integer operations.
    """
    by_direction: list[list[list[int]]] = [[[] for _ in DIRECTIONS] for _ in range(width * height)]
    for (d, cells), mask in zip(
        variants.lines(width, height, k), Rules(width, height, k).windows()
    ):
        for c in cells:
            by_direction[c][d].append(mask)
    table = []
    for directions in by_direction:
        checks = []
        for windows in directions:
            if windows:
                segment = 0
                for mask in windows:
                    segment |= mask
                checks.append((segment, tuple(windows) if len(windows) > 1 else ()))
        table.append(tuple(checks))
    return tuple(table)


@dataclass(frozen=True)
class Position:
    """A board for the static helpers: rules plus one bitboard per side."""

    rules: Rules
    x_bits: int = 0
    o_bits: int = 0

    def __post_init__(self) -> None:
        x_bits, o_bits = self.x_bits, self.o_bits
        if type(x_bits) is not int or type(o_bits) is not int:
            raise ValueError("a position's bitboards must be ints")
        if x_bits < 0 or o_bits < 0 or (x_bits | o_bits) >> self.rules.cells:
            raise ValueError(
                f"a position has marks outside the {self.rules.width}x{self.rules.height} board"
            )
        if x_bits & o_bits:
            raise ValueError("a position has a cell marked by both X and O")

    def bits(self, mark: Mark | str) -> int:
        return self.x_bits if Mark(mark) is Mark.X else self.o_bits

    def at(self, move: Move) -> Mark | None:
        bit = 1 << self.rules.index(move)
        if self.x_bits & bit:
            return Mark.X
        if self.o_bits & bit:
            return Mark.O
        return None

    def rows(self) -> list[str]:
        """The board as rows of ``X``, ``O`` and ``.``, top row first."""
        w, h = self.rules.width, self.rules.height
        out = []
        for y in range(h):
            row = []
            for x in range(w):
                bit = 1 << (y * w + x)
                row.append("X" if self.x_bits & bit else "O" if self.o_bits & bit else ".")
            out.append("".join(row))
        return out


# --- static helpers (Spencer's TicTacToe 2017): pure functions of a position -------


def is_legal(position: Position, move: object) -> bool:
    """True when ``move`` is on the board, empty, and the game is not over."""
    return _illegal_reason(position, move) is None


def _illegal_reason(position: Position, move: object) -> str | None:
    rules = position.rules
    if not rules.on_board(move):
        return (
            f"{move!r} is not a cell of the {rules.width}x{rules.height} board "
            f"(x must be 0..{rules.width - 1}, y 0..{rules.height - 1})"
        )
    if (position.x_bits | position.o_bits) >> rules.index(move) & 1:
        return f"cell {move} is already taken by {position.at(move)}"
    if find_winner(position) is not None:
        return f"{GAME_OVER}: someone has already won"
    if is_full(position):
        return f"{GAME_OVER}: the board is full"
    return None


def side_to_move(position: Position) -> Mark:
    """X moves first, so X is to move whenever both sides have as many marks."""
    xs, os = position.x_bits.bit_count(), position.o_bits.bit_count()
    return Mark.X if xs <= os else Mark.O


def line_through(
    rules: Rules, bits: int, move: Move, theirs: int = 0, black: bool = True
) -> list[Move] | None:
    """The winning row of ``bits`` through ``move`` under ``rules`` (sorted cells), or None.

    ``move`` counts as one of ``bits`` (played or not); ``theirs`` are the other
    side's stones (caro's blocked ends) and ``black`` says whether ``bits`` are X's
    (renju judges Black and White apart).  When rows in several directions win, the
    first in ``DIRECTIONS`` order (horizontal, vertical, diagonal, anti-diagonal) is
    returned, whole.  Only the four lines through ``move`` are read (the rules module,
    :func:`tictactoe.variants.winning_run`), so the cost is O(k) on any board.
    """
    index = rules.index(move)
    run = variants.winning_run(rules, bits | 1 << index, theirs, index, black)
    return None if run is None else sorted(rules.move(c) for c in run)


def wins_at(position: Position, move: Move, mark: Mark | str | None = None) -> bool:
    """Does ``mark`` (default: the mark on ``move``) win with a row through ``move``?

    ``move`` counts as ``mark``'s even when it is still empty, so with ``mark``
    given this also answers "would playing ``move`` win for ``mark``?" (a forbidden
    point under renju aside: :meth:`Game.why_illegal` says whether it may be played).
    """
    if mark is None:
        mark = position.at(move)
        if mark is None:
            return False
    mark = Mark(mark)
    return (
        line_through(
            position.rules, position.bits(mark), move, position.bits(mark.other), mark is Mark.X
        )
        is not None
    )


def find_winner(position: Position) -> Mark | None:
    """The side with a winning row anywhere on the board, or None.  Scans every line."""
    rules = position.rules
    if rules.freestyle:
        for mask in rules.windows():
            if position.x_bits & mask == mask:
                return Mark.X
            if position.o_bits & mask == mask:
                return Mark.O
        return None
    x_rows, o_rows = variants.winning_windows(rules, position.x_bits, position.o_bits)
    return Mark.X if x_rows else Mark.O if o_rows else None


def is_full(position: Position) -> bool:
    return (position.x_bits | position.o_bits) == position.rules.full_mask


def is_dead_draw(position: Position) -> bool:
    """True when neither side can complete any line any more, whatever is played.

    A run of k cells can still be won by a side when it holds none of the
    other side's marks and that side has enough moves left to fill it.
    This is sound (True only when nobody can win) but not complete: a side
    that needs two lines at once is not noticed.  Sound under every variant too:
    a winning row fills a window (a window may be dead for a variant and still be
    counted, never the other way round).  A won position is not a dead draw
    (False); a full board without a winner is (True).
    """
    rules = position.rules
    x_bits, o_bits = position.x_bits, position.o_bits
    empty = rules.cells - (x_bits | o_bits).bit_count()
    x_to_move = side_to_move(position) is Mark.X
    x_left = (empty + 1) // 2 if x_to_move else empty // 2
    o_left = empty - x_left
    for mask in rules.windows():
        if not o_bits & mask and (mask & ~x_bits).bit_count() <= x_left:
            return False
        if not x_bits & mask and (mask & ~o_bits).bit_count() <= o_left:
            return False
    return True


class Impossible(enum.Enum):
    """Why a position cannot arise in a game from the empty board (:class:`Unreachable`)."""

    COUNTS = "counts"  # X and O have marks no turn order gives
    BOTH_LINES = "both lines"  # both sides have a line
    OVERLINE = "overline"  # renju: Black has an overline
    MOVED_SINCE = "moved since"  # a side has a line, but the other moved since
    NO_LAST_MOVE = "no last move"  # a side's lines share no cell a last move could be


@dataclass(frozen=True)
class Unreachable:
    """Why a position is impossible, as data: the kind, the side it is about and the
    counts of marks (the window words it); ``str()`` is the English of the command line
    and the error messages."""

    kind: Impossible
    mark: Mark = Mark.X
    xs: int = 0
    os: int = 0

    @property
    def args(self) -> tuple[object, ...]:
        """The arguments of its English (:data:`UNREACHABLE`): the counts, or the sides."""
        if self.kind is Impossible.COUNTS:
            return (self.xs, self.os)
        if self.kind is Impossible.MOVED_SINCE:
            return (self.mark, self.mark.other)
        return (self.mark,) if self.kind is Impossible.NO_LAST_MOVE else ()

    def __str__(self) -> str:
        return UNREACHABLE[self.kind].format(*self.args)


# Why a position is impossible, in English (the window translates these).
UNREACHABLE = {
    Impossible.COUNTS: QT_TRANSLATE_NOOP(
        "Setup",
        "X has {} marks and O has {}; X moves first, so X must have as many marks as O or one more",
    ),
    Impossible.BOTH_LINES: QT_TRANSLATE_NOOP("Setup", "both X and O have a line"),
    Impossible.OVERLINE: QT_TRANSLATE_NOOP(
        "Setup", "Black (X) has an overline, which renju forbids"
    ),
    Impossible.MOVED_SINCE: QT_TRANSLATE_NOOP("Setup", "{} has a line but {} has moved since"),
    Impossible.NO_LAST_MOVE: QT_TRANSLATE_NOOP(
        "Setup",
        "{} has lines that no single last move could have made (the game would have ended earlier)",
    ),
}


class ImpossiblePosition(ValueError):
    """A position no game reaches from the empty board (a game's set-up ``start``, or a
    position read from rows); ``reason`` says why, as data, the message in English."""

    def __init__(self, reason: Unreachable, *, start: bool = False) -> None:
        super().__init__(f"impossible {'start ' if start else ''}position: {reason}")
        self.reason = reason


def why_unreachable(position: Position, counted: bool = True) -> str | None:
    """Why ``position`` cannot arise in a game from the empty board, or None if it can
    (:func:`unreachable`, in English)."""
    reason = unreachable(position, counted)
    return None if reason is None else str(reason)


def unreachable(position: Position, counted: bool = True) -> Unreachable | None:
    """Why ``position`` cannot arise in a game from the empty board, or None if it can.

    X moves first, so X has as many marks as O or one more (unless ``counted`` is
    false: the side to move was given, not counted); at most one side has a winning
    row, that side moved last, and one single cell (its last move) lies on every one
    of its rows: otherwise the game would have ended earlier.  Under renju Black
    never has an overline (a five ends the game first).
    """
    x_bits, o_bits = position.x_bits, position.o_bits
    xs, os = x_bits.bit_count(), o_bits.bit_count()
    if counted and xs not in (os, os + 1):
        return Unreachable(Impossible.COUNTS, xs=xs, os=os)
    rules = position.rules
    if rules.freestyle:
        windows = rules.windows()
        x_lines = [m for m in windows if x_bits & m == m]
        o_lines = [m for m in windows if o_bits & m == m]
    else:
        x_lines, o_lines = variants.winning_windows(rules, x_bits, o_bits)
    if x_lines and o_lines:
        return Unreachable(Impossible.BOTH_LINES)
    if rules.variant is Variant.RENJU and not x_lines and variants.overline(rules, x_bits):
        return Unreachable(Impossible.OVERLINE)
    for mark, lines, last in ((Mark.X, x_lines, xs == os + 1), (Mark.O, o_lines, xs == os)):
        if not lines:
            continue
        if not last and counted:
            return Unreachable(Impossible.MOVED_SINCE, mark)
        common = -1
        for mask in lines:
            common &= mask
        if not common:
            return Unreachable(Impossible.NO_LAST_MOVE, mark)
    return None


# --- how a game ended ----------------------------------------------------------------

# What the game refuses about an end, and about a side to move, in English: written here and
# named by the game files' faults (records.Fault) that say the same of a file.
NEEDS_WINNER = QT_TRANSLATE_NOOP("GameFile", "an outcome by {} needs a winner")
DRAW_NO_WINNER = QT_TRANSLATE_NOOP("GameFile", "an outcome by {} is a draw: it has no winner")
NOT_DEAD = QT_TRANSLATE_NOOP(
    "GameFile", "a draw can be called only when nobody can complete a line any more"
)
DEAD_NOT_AGREED = QT_TRANSLATE_NOOP(
    "GameFile", "nobody can complete a line any more: the draw is called, not agreed"
)
SIDE_VALUE = QT_TRANSLATE_NOOP("GameFile", "the side to move must be X or O, not {!r}")
TURN_COUNTS = QT_TRANSLATE_NOOP(
    "GameFile",
    "{} cannot be to move: X has {} marks and O has {}, so it is {}'s turn (X moves first)",
)


class Termination(str, enum.Enum):
    """Why a game ended.  The first three come from the board; the others are decided
    off the board (:meth:`Game.end`) and travel with the game: files, autosave,
    statistics and replay read them from :meth:`Game.outcome`."""

    LINE = "line"  # a winning row (k or more in a row, as the variant says)
    FULL_BOARD = "full board"  # every cell taken and no line
    NO_MOVE = "no move"  # a draw: the side to move may play nowhere (renju:
    # every empty point is forbidden to Black)
    DEAD_DRAW = "dead draw"  # called a draw: nobody could complete a line any more
    FORFEIT = "forfeit"  # a player lost off the board (an engine's timeout,
    # crash or illegal move; a resignation)
    AGREED = "agreed draw"  # a draw offered by one side and accepted by the other

    @property
    def off_board(self) -> bool:
        """Decided off the board (by :meth:`Game.end`), not by the marks on it."""
        return self not in (Termination.LINE, Termination.FULL_BOARD, Termination.NO_MOVE)

    @property
    def is_draw(self) -> bool:
        """An end without a winner."""
        return self in (
            Termination.FULL_BOARD,
            Termination.NO_MOVE,
            Termination.DEAD_DRAW,
            Termination.AGREED,
        )


@dataclass(frozen=True)
class Outcome:
    """How a game ended (python-chess's ``Outcome(termination, winner)``).

    ``winner`` is None for a draw.  ``reason`` is a plain-words detail for a
    forfeit ("O's engine took 3.2 s, the limit is 1 s"); empty otherwise.
    """

    termination: Termination
    winner: Mark | None = None
    reason: str = ""

    def __post_init__(self) -> None:
        termination = Termination(self.termination)
        winner = None if self.winner is None else Mark(self.winner)
        object.__setattr__(self, "termination", termination)
        object.__setattr__(self, "winner", winner)
        if not termination.is_draw and winner is None:
            raise ValueError(NEEDS_WINNER.format(termination.value))
        if termination.is_draw and winner is not None:
            raise ValueError(DRAW_NO_WINNER.format(termination.value))
        if not isinstance(self.reason, str):
            raise ValueError("an outcome's reason must be text")

    @property
    def result(self) -> str:
        """ "X", "O" or "draw" (what :meth:`Game.result` says)."""
        return self.winner.value if self.winner is not None else "draw"

    def describe(self) -> str:
        """ "X wins", "A draw: nobody could win any more", "A draw by agreement",
        "O wins: X forfeits (...)"."""
        phrase = self.phrase
        return phrase[:1].upper() + phrase[1:]

    @property
    def phrase(self) -> str:
        """:meth:`describe` as said inside a sentence ("a draw by agreement"); the window
        words the outcome itself (an outcome is an argument of a :class:`Problem`)."""
        sentence, args = self.words
        return sentence.format(*args)

    @property
    def words(self) -> tuple[str, tuple[object, ...]]:
        """:attr:`phrase` as its sentence (marked for translation) and the sentence's
        arguments: the winner, the loser and the reason of a forfeit."""
        if self.termination is Termination.FORFEIT:
            assert self.winner is not None, "a forfeit has a winner (__post_init__)"
            if self.reason:
                return FORFEITS_WHY, (self.winner, self.winner.other, self.reason)
            return FORFEITS, (self.winner, self.winner.other)
        return OUTCOMES[self.termination], (self.winner,) if self.winner else ()


# How a game ended, in English, as said inside a sentence (the window translates these).
OUTCOMES = {
    Termination.LINE: QT_TRANSLATE_NOOP("Problems", "{} wins"),
    Termination.FULL_BOARD: QT_TRANSLATE_NOOP("Problems", "a draw"),
    Termination.DEAD_DRAW: QT_TRANSLATE_NOOP("Problems", "a draw: nobody could win any more"),
    Termination.AGREED: QT_TRANSLATE_NOOP("Problems", "a draw by agreement"),
    Termination.NO_MOVE: QT_TRANSLATE_NOOP(
        "Problems", "a draw: the side to move could play nowhere"
    ),
}
FORFEITS = QT_TRANSLATE_NOOP("Problems", "{} wins: {} forfeits")
FORFEITS_WHY = QT_TRANSLATE_NOOP("Problems", "{} wins: {} forfeits ({})")


# --- the game: a position plus its history ----------------------------------------

_MARKS = (Mark.X, Mark.O)


class Game:
    """A game in progress: the rules, an optional set-up start, and the moves played.

    >>> g = Game()
    >>> g.play((1, 1)); g.play((0, 0))
    >>> g.to_move(), g.moves
    (<Mark.X: 'X'>, [(1, 1), (0, 0)])

    ``play``/``undo`` are the make/unmake pair for searches: both are O(1) in
    the size of the board (the win test looks only at the lines through the
    move, through precomputed masks).
    """

    # Spencer's design: static helpers usable on any Position, without side effects.  The
    # names differ from the instance methods ``is_legal``/``is_full``/``is_dead_draw``
    # (same questions about this game), which would otherwise hide them.
    is_legal_move = staticmethod(is_legal)
    side_to_move = staticmethod(side_to_move)
    wins_at = staticmethod(wins_at)
    find_winner = staticmethod(find_winner)
    is_full_position = staticmethod(is_full)
    is_dead_draw_position = staticmethod(is_dead_draw)

    __slots__ = (
        "rules",
        "_bits",
        "_moves",
        "_start",
        "_winner",
        "_turn",
        "_width",
        "_height",
        "_k",
        "_checks",
        "_ended",
    )
    plays_every_rule = False  # freestyle only; a VariantGame plays them all (for_rules)

    def __init__(
        self,
        width: int = 3,
        height: int = 3,
        k: int = 3,
        *,
        rules: Rules | None = None,
        start: Position | None = None,
        to_move: Mark | str | None = None,
    ) -> None:
        """``to_move``: the side to move at a set-up ``start`` when it is not the one its
        counts say (a Gomocup manager's ``BOARD`` may give the engine to move more
        stones than its opponent); X has then any number of marks, O too.

        A ``Game`` plays freestyle; the game of any rule is :meth:`for_rules`'s."""
        self.rules = rules if rules is not None else Rules(width, height, k)
        if not (self.rules.freestyle or self.plays_every_rule):
            raise ValueError(
                f"a Game plays freestyle, not {self.rules.variant.value}: make the game of "
                "any rule with Game.for_rules(rules), which gives a VariantGame for the others"
            )
        if start is None:
            start = Position(self.rules)
        else:
            if start.rules != self.rules:
                raise ValueError(
                    f"the start position was made for {start.rules}, not for {self.rules}"
                )
            reason = unreachable(start, counted=to_move is None)
            if reason is not None:
                raise ImpossiblePosition(reason, start=True)
        turn = side_to_move(start) if to_move is None else Mark(to_move)
        self._start = start
        self._bits = [start.x_bits, start.o_bits]
        self._moves: list[Move] = []
        self._turn = turn.index
        self._width, self._height, self._k = self.rules.width, self.rules.height, self.rules.k
        self._checks = _cell_checks(self._width, self._height, self._k)
        self._winner: Mark | None = find_winner(start)
        self._ended: Outcome | None = None  # an end decided off the board (see end())

    # -- construction -------------------------------------------------------------
    @staticmethod
    def for_rules(
        rules: Rules | None = None,
        *,
        start: Position | None = None,
        to_move: Mark | str | None = None,
    ) -> Game:
        """A new game under ``rules`` (3x3, k=3 when None), from ``start`` if given: a
        :class:`Game` for freestyle, a :class:`VariantGame` for the other variants
        (python-chess keeps one board class per variant too), so freestyle's ``play``
        stays as fast as it was.  Every game of a rule that may not be freestyle is made
        here."""
        made = Game if rules is None or rules.freestyle else VariantGame
        return made(rules=rules, start=start, to_move=to_move)

    @staticmethod
    def from_rows(
        rows: Sequence[str] | str,
        k: int,
        to_move: Mark | str | None = None,
        variant: Variant | str = Variant.FREESTYLE,
    ) -> Game:
        """A game starting from a set-up position written as rows of X, O and '.'.

        ``rows`` is a sequence of strings (or one string of lines).  The side to
        move follows from the counts of marks (X moves first); if given, it must
        agree.  An impossible position raises ``ValueError`` saying what is wrong.
        """
        position = position_from_rows(rows, k, to_move, variant)
        return Game.for_rules(position.rules, start=position)

    def copy(self) -> Game:
        """An independent copy: playing on one never changes the other."""
        other = object.__new__(type(self))
        other.rules = self.rules
        other._start = self._start
        other._bits = self._bits[:]
        other._moves = self._moves[:]
        other._turn = self._turn
        other._winner = self._winner
        other._ended = self._ended
        other._width, other._height, other._k = self._width, self._height, self._k
        other._checks = self._checks
        return other

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, object]) -> Game:
        return self.copy()  # everything else it holds is immutable

    def __getstate__(self) -> dict[str, object]:
        """For pickle (e.g. a worker process): the state without the derived tables."""
        return {
            "rules": self.rules,
            "start": self._start,
            "bits": list(self._bits),
            "moves": list(self._moves),
            "turn": self._turn,
            "winner": self._winner,
            "ended": self._ended,
        }

    def __setstate__(self, state: dict[str, Any]) -> None:
        rules = state["rules"]
        assert isinstance(rules, Rules)
        self.rules = rules
        self._start = state["start"]
        self._bits = list(state["bits"])
        self._moves = list(state["moves"])
        self._turn = state["turn"]
        self._winner = state["winner"]
        self._ended = state.get("ended")
        self._width, self._height, self._k = rules.width, rules.height, rules.k
        self._checks = _cell_checks(rules.width, rules.height, rules.k)

    # -- state -----------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self._width

    @property
    def height(self) -> int:
        return self._height

    @property
    def k(self) -> int:
        return self._k

    @property
    def moves(self) -> list[Move]:
        """The moves played since the start, oldest first (a copy)."""
        return self._moves[:]

    @property
    def last_move(self) -> Move | None:
        return self._moves[-1] if self._moves else None

    @property
    def start(self) -> Position:
        """The position the game started from (empty unless set up)."""
        return self._start

    def bitboards(self) -> tuple[int, int]:
        """``(x_bits, o_bits)``: bit ``y * width + x`` is set where that side has a mark."""
        return self._bits[0], self._bits[1]

    def position(self) -> Position:
        return Position(self.rules, self._bits[0], self._bits[1])

    def at(self, move: Move) -> Mark | None:
        return self.position().at(move)

    def rows(self) -> list[str]:
        return self.position().rows()

    def to_move(self) -> Mark:
        """The side to move: X first, then alternately (also after the game ends)."""
        return _MARKS[self._turn]

    def turn_counted(self) -> bool:
        """Does the side to move follow from the counts of marks (X when X has no more
        than O)?  Always, but in a game set up with its side to move given."""
        return self._turn == (0 if self._bits[0].bit_count() <= self._bits[1].bit_count() else 1)

    def winner(self) -> Mark | None:
        return self._winner

    def winning_line(self) -> list[Move] | None:
        """The cells of the winning line (all of it, if longer than k), or None."""
        if self._winner is None:
            return None
        side = self._winner.index
        bits, theirs = self._bits[side], self._bits[side ^ 1]
        if self._moves:
            return line_through(self.rules, bits, self._moves[-1], theirs, side == 0)
        return _scan_line(self.rules, bits, theirs, side == 0)

    def is_full(self) -> bool:
        return (self._bits[0] | self._bits[1]) == self.rules.full_mask

    def is_over(self) -> bool:
        return self._winner is not None or self._ended is not None or self.is_full()

    def is_draw(self) -> bool:
        """The board is full and nobody won."""
        return self._winner is None and self.is_full()

    def is_dead_draw(self) -> bool:
        """Nobody can complete a line any more: the game is a draw already.

        True too when the board is full without a winner.  Looks at every
        window of k cells, so it costs O(width * height) (about a millisecond
        on 20x20): call it once per move, not inside a search.
        """
        return self._winner is None and is_dead_draw(self.position())

    def result(self) -> str | None:
        """ "X", "O" or "draw" once the game is over, else None."""
        outcome = self.outcome()
        return outcome.result if outcome is not None else None

    def outcome(self) -> Outcome | None:
        """How the game ended (a line, a full board, or an end decided by
        :meth:`end`), or None while it is in play."""
        if self._winner is not None:
            return Outcome(Termination.LINE, self._winner)
        if self._ended is not None:
            return self._ended
        if self.is_full():
            return Outcome(Termination.FULL_BOARD)
        return None

    def end(self, outcome: Outcome) -> None:
        """End the game off the board: a called draw (only when :meth:`is_dead_draw`),
        a draw by agreement (only when it is not: so the board tells the two apart)
        or a forfeit.  Raises ValueError (changing nothing) when the game is over
        already or the outcome is not one of those.  :meth:`undo` and :meth:`reopen`
        take it back."""
        if not isinstance(outcome, Outcome):
            raise ValueError(f"end() takes an Outcome, not {outcome!r}")
        if not outcome.termination.off_board:
            raise ValueError(
                f"a game ends by {outcome.termination.value} on the board, not by end()"
            )
        over = self.outcome()
        if over is not None:
            raise ValueError(f"{GAME_OVER} already: {over.describe()}")
        if outcome.termination is Termination.DEAD_DRAW and not self.is_dead_draw():
            raise ValueError(NOT_DEAD)
        if outcome.termination is Termination.AGREED and self.is_dead_draw():
            raise ValueError(DEAD_NOT_AGREED)
        self._ended = outcome

    def reopen(self) -> Outcome | None:
        """Take back an end decided by :meth:`end` (the moves stay); returns it."""
        ended, self._ended = self._ended, None
        return ended

    def legal_moves(self) -> list[Move]:
        """The empty cells, row by row from the top-left; [] once the game is over."""
        if self.is_over():
            return []
        occupied = self._bits[0] | self._bits[1]
        w = self._width
        return [(i % w, i // w) for i in range(self.rules.cells) if not occupied >> i & 1]

    def is_legal(self, move: object) -> bool:
        return self.why_illegal(move) is None

    def foul(self, move: Move) -> Foul | None:
        """Why the side to move may not play the empty cell ``move`` though it is empty
        and the game goes on (renju's forbidden points: :class:`VariantGame`); never,
        under freestyle."""
        return None

    def why_illegal(self, move: object) -> str | None:
        """The reason ``play(move)`` would refuse the move, or None if it is legal
        (:meth:`illegal` in English)."""
        problem = self.illegal(move)
        return None if problem is None else str(problem)

    def illegal(self, move: object) -> Problem | None:
        """Why ``play(move)`` would refuse the move (an :class:`Illegal` kind and its
        arguments), or None if it is legal.

        Changes nothing (not even for a moment), so it is safe to ask about a game
        another thread is reading.
        """
        parsed = _parse(move)
        if isinstance(parsed, Problem):
            return parsed
        x, y = parsed
        w, h = self._width, self._height
        if not (0 <= x < w and 0 <= y < h):
            return Problem(Illegal.OFF_BOARD, (x, y, w, h, w - 1, h - 1))
        bit = 1 << (y * w + x)
        for mark, bits in zip(_MARKS, self._bits):
            if bits & bit:
                return Problem(Illegal.TAKEN, (x, y, mark))
        if self._winner is not None:
            return Problem(Illegal.WON, (self._winner,))
        if self._ended is not None:
            return Problem(Illegal.ENDED, (self._ended,))
        return None  # an empty cell: the board is not full

    # -- make / unmake -----------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Put the mark of the side to move on ``move``; raise IllegalMoveError if not allowed.

        An illegal move changes nothing.
        """
        try:
            x, y = move
        except (TypeError, ValueError):
            x, y = _coordinates(move)  # raises the reason
        if type(x) is not int or type(y) is not int:
            x, y = _coordinates(move)
        w = self._width
        if 0 <= x < w and 0 <= y < self._height and self._winner is None and self._ended is None:
            index = y * w + x
            bit = 1 << index
            bits = self._bits
            if not (bits[0] | bits[1]) & bit:
                side = self._turn
                mine = bits[side] | bit
                bits[side] = mine
                self._turn = side ^ 1
                self._moves.append((x, y))
                # The cell was empty, so the board was not full: no draw check needed.
                for segment, windows in self._checks[index]:
                    held = mine & segment
                    if held == segment:
                        self._winner = _MARKS[side]
                        return
                    if windows and held.bit_count() >= self._k:
                        for mask in windows:
                            if mine & mask == mask:
                                self._winner = _MARKS[side]
                                return
                return
        raise self._refusal((x, y))

    def _refusal(self, move: Move) -> IllegalMoveError:
        """The error of a move :meth:`play` found illegal, saying why."""
        problem = self.illegal(move)
        assert problem is not None, "play() refuses only what illegal() explains"
        return IllegalMoveError(problem)

    def undo(self) -> Move:
        """Take back the last move and return it (and an end decided by :meth:`end`
        after it).  Raises IndexError when there is none."""
        if not self._moves:
            raise IndexError("no move to undo")
        self._ended = None
        move = self._moves.pop()
        side = self._turn ^ 1
        self._bits[side] &= ~(1 << (move[1] * self._width + move[0]))
        self._turn = side
        self._winner = None  # a game that had a winner before this move would have ended
        return move

    # -- presentation ----------------------------------------------------------------
    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"Game({self.rules}, moves={self._moves!r})"

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves[:])


class VariantGame(Game):
    """A game under a variant other than freestyle (:mod:`tictactoe.variants`).

    The win test asks the rules module about the row through the move (after the
    cheap test of ``Game.play`` finds a full window: every winning row fills one).
    Under renju Black may not play a forbidden point: ``play`` refuses it,
    ``why_illegal`` says why and ``legal_moves`` leaves it out; when Black, to
    move, may play nowhere, the game is a draw (``Termination.NO_MOVE``).
    :meth:`Game.for_rules` makes one of these for every variant but freestyle.
    """

    __slots__ = ()
    plays_every_rule = True

    def foul(self, move: Move) -> Foul | None:
        """Why the side to move may not play the empty cell ``move`` (only Black, only
        under renju), or None."""
        if self._turn or self.rules.variant is not Variant.RENJU:
            return None
        x, y = move
        return variants.foul(self.rules, self._bits[0], self._bits[1], y * self._width + x)

    def illegal(self, move: object) -> Problem | None:
        reason = super().illegal(move)
        if reason is None:
            x, y = _coordinates(move)
            found = self.foul((x, y))
            if found is not None:
                return Problem(Illegal.FORBIDDEN, (x, y, found))
        return reason

    def legal_moves(self) -> list[Move]:
        """The empty cells the side to move may play, row by row; [] once it is over."""
        if self._winner is not None or self._ended is not None:
            return []
        occupied = self._bits[0] | self._bits[1]
        w = self._width
        moves = [(i % w, i // w) for i in range(self.rules.cells) if not occupied >> i & 1]
        if self._turn == 0 and self.rules.variant is Variant.RENJU:
            moves = [m for m in moves if self.foul(m) is None]
        return moves

    def no_move(self) -> bool:
        """Is it Black's turn under renju with every empty point forbidden?"""
        if self._turn or self.rules.variant is not Variant.RENJU:
            return False
        occupied = self._bits[0] | self._bits[1]
        w = self._width
        return (
            not any(
                not occupied >> i & 1 and self.foul((i % w, i // w)) is None
                for i in range(self.rules.cells)
            )
            and not self.is_full()
        )

    def is_over(self) -> bool:
        return super().is_over() or self.no_move()

    def is_draw(self) -> bool:
        return super().is_draw() or (self._winner is None and self.no_move())

    def outcome(self) -> Outcome | None:
        outcome = super().outcome()
        if outcome is None and self.no_move():
            return Outcome(Termination.NO_MOVE)
        return outcome

    def play(self, move: Move) -> None:
        x, y = _coordinates(move)
        w = self._width
        index = y * w + x
        side = self._turn
        bits = self._bits
        if (
            not (0 <= x < w and 0 <= y < self._height)
            or (bits[0] | bits[1]) >> index & 1
            or self._winner is not None
            or self._ended is not None
            or (side == 0 and self.foul((x, y)) is not None)
        ):
            raise self._refusal((x, y))
        mine = bits[side] | 1 << index
        bits[side] = mine
        self._turn = side ^ 1
        self._moves.append((x, y))
        for segment, windows in self._checks[index]:
            held = mine & segment
            if held == segment or (windows and any(mine & m == m for m in windows)):
                if (
                    variants.winning_run(self.rules, mine, bits[side ^ 1], index, side == 0)
                    is not None
                ):
                    self._winner = _MARKS[side]
                return


def _coordinates(move: object) -> tuple[int, int]:
    """``(x, y)`` as plain ints (numpy ints are fine), else IllegalMoveError saying why."""
    parsed = _parse(move)
    if isinstance(parsed, Problem):
        raise IllegalMoveError(parsed)
    return parsed


def _parse(move: object) -> tuple[int, int] | Problem:
    """``(x, y)`` as plain ints, or why ``move`` is not a move."""
    pair: Any = move  # anything: its unpacking and its ints are checked here, at run time
    try:
        x, y = pair
    except (TypeError, ValueError):
        return Problem(Illegal.NOT_A_PAIR, (move,))
    try:
        if isinstance(x, bool) or isinstance(y, bool):
            raise TypeError
        return operator.index(x), operator.index(y)
    except TypeError:
        return Problem(Illegal.NOT_WHOLE, (move,))


def _scan_line(rules: Rules, bits: int, theirs: int, black: bool) -> list[Move] | None:
    for i in range(rules.cells):
        if bits >> i & 1:
            line = line_through(rules, bits, rules.move(i), theirs, black)
            if line is not None:
                return line
    return None


def position_from_rows(
    rows: Sequence[str] | str,
    k: int,
    to_move: Mark | str | None = None,
    variant: Variant | str = Variant.FREESTYLE,
) -> Position:
    """Parse rows of ``X``, ``O`` and ``.`` into a position; raise ValueError if impossible.

    Leading and trailing blanks of each row are ignored; lower-case x and o are
    accepted.  ``to_move``, if given, must agree with the counts of marks.
    """
    if isinstance(rows, str):
        rows = rows.splitlines()
    rows = [r.strip() for r in rows]
    if not rows or not rows[0]:
        raise ValueError("the board diagram is empty")
    width = len(rows[0])
    for number, row in enumerate(rows, 1):
        if len(row) != width:
            raise ValueError(
                f"row {number} has {len(row)} cells but row 1 has {width}: "
                "every row must be as wide as the first"
            )
        bad = set(row.upper()) - set("XO.")
        if bad:
            raise ValueError(f"row {number} holds {''.join(sorted(bad))!r}: use only X, O and '.'")
    rules = Rules(width, len(rows), k, Variant(variant))
    wanted: Mark | None = None
    if to_move is not None:
        try:
            wanted = Mark(str(to_move).upper())
        except ValueError:
            raise ValueError(SIDE_VALUE.format(to_move)) from None
    x_bits = o_bits = 0
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.upper()):
            if ch == "X":
                x_bits |= 1 << (y * width + x)
            elif ch == "O":
                o_bits |= 1 << (y * width + x)
    position = Position(rules, x_bits, o_bits)
    reason = unreachable(position)
    if reason is not None:
        raise ImpossiblePosition(reason)
    counted = side_to_move(position)
    if wanted is not None and wanted is not counted:
        xs, os = x_bits.bit_count(), o_bits.bit_count()
        raise ValueError(TURN_COUNTS.format(wanted, xs, os, counted))
    return position


def iter_cells(rules: Rules) -> Iterable[Move]:
    return ((x, y) for y in range(rules.height) for x in range(rules.width))
