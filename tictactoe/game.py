"""The rules of the m,n,k game: boards up to 20x20, k in a row wins.

No Qt and no numpy here: this module is the ground every other layer stands on,
and it must import in a plain Python shell in a few milliseconds.

Coordinates are ``(x, y)``: x is the column, y the row, both 0-based from the
top-left corner.  Internally a cell ``(x, y)`` is the bit ``y * width + x`` of
one Python int per side (a bitboard), which keeps ``play``/``undo`` cheap.

Seed 003's design asks for *static* helpers that work on any board handed to
them without side effects; they are the module-level functions below
(``is_legal``, ``side_to_move``, ``wins_at``, ``find_winner``, ``is_full``,
``is_dead_draw``), also reachable as static methods of :class:`Game`.  A
"board" for them is a :class:`Position`: the rules plus one bitboard per side.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator, Sequence

MIN_SIDE = 1
MAX_SIDE = 20
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (1, -1))

Move = tuple[int, int]


class IllegalMoveError(ValueError):
    """A move that the rules do not allow; the game is left unchanged."""


class Mark(str, enum.Enum):
    """A player's mark.  ``Mark.X == "X"`` holds, so plain strings work too."""

    X = "X"
    O = "O"

    @property
    def other(self) -> Mark:
        return Mark.O if self is Mark.X else Mark.X

    @property
    def index(self) -> int:
        """0 for X, 1 for O: the index of this side's bitboard."""
        return 0 if self is Mark.X else 1

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Rules:
    """Board size and line length.  Invalid settings raise ``ValueError``."""

    width: int = 3
    height: int = 3
    k: int = 3

    def __post_init__(self) -> None:
        for name in ("width", "height", "k"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
        for name in ("width", "height"):
            value = getattr(self, name)
            if not MIN_SIDE <= value <= MAX_SIDE:
                raise ValueError(
                    f"the board {name} must be between {MIN_SIDE} and {MAX_SIDE}, not {value}"
                )
        longest = max(self.width, self.height)
        if not 1 <= self.k <= longest:
            raise ValueError(
                f"k (marks in a row to win) must be between 1 and {longest} on a "
                f"{self.width}x{self.height} board, not {self.k}"
            )

    @property
    def cells(self) -> int:
        return self.width * self.height

    @property
    def full_mask(self) -> int:
        return (1 << self.cells) - 1

    def index(self, move: Move) -> int:
        x, y = move
        return y * self.width + x

    def move(self, index: int) -> Move:
        return (index % self.width, index // self.width)

    def on_board(self, move: object) -> bool:
        if not (isinstance(move, tuple) and len(move) == 2):
            return False
        x, y = move
        return (
            isinstance(x, int) and isinstance(y, int)
            and not isinstance(x, bool) and not isinstance(y, bool)
            and 0 <= x < self.width and 0 <= y < self.height
        )

    def windows(self) -> tuple[int, ...]:
        """Bitmasks of every run of k cells in a line (the places a win can be)."""
        return _windows(self.width, self.height, self.k)

    def __str__(self) -> str:
        return f"{self.width}x{self.height} k={self.k}"


@lru_cache(maxsize=64)
def _windows(width: int, height: int, k: int) -> tuple[int, ...]:
    masks: list[int] = []
    for y in range(height):
        for x in range(width):
            for dx, dy in DIRECTIONS:
                ex, ey = x + dx * (k - 1), y + dy * (k - 1)
                if not (0 <= ex < width and 0 <= ey < height):
                    continue
                mask = 0
                for i in range(k):
                    mask |= 1 << ((y + dy * i) * width + x + dx * i)
                masks.append(mask)
    return tuple(masks)


@dataclass(frozen=True)
class Position:
    """A board for the static helpers: rules plus one bitboard per side."""

    rules: Rules
    x_bits: int = 0
    o_bits: int = 0

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


# --- static helpers (seed 003): pure functions of a position ---------------------

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
    if (position.x_bits | position.o_bits) >> rules.index(move) & 1:  # type: ignore[arg-type]
        return f"cell {move} is already taken by {position.at(move)}"  # type: ignore[arg-type]
    if find_winner(position) is not None:
        return "the game is over: someone has already won"
    if is_full(position):
        return "the game is over: the board is full"
    return None


def side_to_move(position: Position) -> Mark:
    """X moves first, so X is to move whenever both sides have as many marks."""
    xs, os = position.x_bits.bit_count(), position.o_bits.bit_count()
    return Mark.X if xs <= os else Mark.O


def line_through(rules: Rules, bits: int, move: Move) -> list[Move] | None:
    """The longest line of at least k of ``bits`` through ``move``, or None.

    Only the four lines through ``move`` are looked at, so the cost is O(k),
    whatever the size of the board.
    """
    w, h, k = rules.width, rules.height, rules.k
    x0, y0 = move
    for dx, dy in DIRECTIONS:
        cells = [move]
        for sign in (1, -1):
            x, y = x0 + sign * dx, y0 + sign * dy
            while 0 <= x < w and 0 <= y < h and bits >> (y * w + x) & 1:
                cells.append((x, y))
                x, y = x + sign * dx, y + sign * dy
        if len(cells) >= k:
            return sorted(cells)
    return None


def wins_at(position: Position, move: Move, mark: Mark | str | None = None) -> bool:
    """Does ``mark`` (default: the mark on ``move``) have k in a row through ``move``?"""
    if mark is None:
        mark = position.at(move)
        if mark is None:
            return False
    return line_through(position.rules, position.bits(mark), move) is not None


def find_winner(position: Position) -> Mark | None:
    """The side with k in a row anywhere on the board, or None.  Scans every line."""
    for mask in position.rules.windows():
        if position.x_bits & mask == mask:
            return Mark.X
        if position.o_bits & mask == mask:
            return Mark.O
    return None


def is_full(position: Position) -> bool:
    return (position.x_bits | position.o_bits) == position.rules.full_mask


def is_dead_draw(position: Position) -> bool:
    """True when neither side can complete any line any more, whatever is played.

    A run of k cells can still be won by a side when it holds none of the
    other side's marks and that side has enough moves left to fill it.
    Assumes nobody has won yet.
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


# --- the game: a position plus its history ----------------------------------------

class Game:
    """A game in progress: the rules, an optional set-up start, and the moves played.

    >>> g = Game()
    >>> g.play((1, 1)); g.play((0, 0))
    >>> g.to_move(), g.moves
    (<Mark.X: 'X'>, [(1, 1), (0, 0)])
    """

    # seed 003: static helpers usable on any board, without side effects
    is_legal = staticmethod(is_legal)
    side_to_move = staticmethod(side_to_move)
    wins_at = staticmethod(wins_at)
    find_winner = staticmethod(find_winner)
    is_full = staticmethod(is_full)
    is_dead_draw_position = staticmethod(is_dead_draw)

    __slots__ = ("rules", "_bits", "_moves", "_start", "_winner", "_win_line")

    def __init__(self, width: int = 3, height: int = 3, k: int = 3, *,
                 rules: Rules | None = None, start: Position | None = None) -> None:
        self.rules = rules if rules is not None else Rules(width, height, k)
        if start is None:
            start = Position(self.rules)
        elif start.rules != self.rules:
            raise ValueError("the start position was made for other rules")
        self._start = start
        self._bits = [start.x_bits, start.o_bits]
        self._moves: list[Move] = []
        self._winner: Mark | None = None
        self._win_line: list[Move] | None = None
        self._winner, self._win_line = _scan_winner(start)

    # -- construction -------------------------------------------------------------
    @classmethod
    def from_rows(cls, rows: Sequence[str], k: int, to_move: Mark | str | None = None) -> Game:
        """A game starting from a set-up position written as rows of X, O and '.'.

        The side to move is derived from the counts of marks, or given.  An
        impossible position raises ``ValueError`` saying what is wrong.
        """
        return cls(rules=Rules(len(rows[0]) if rows else 0, len(rows), k),
                   start=position_from_rows(rows, k, to_move))

    def copy(self) -> Game:
        other = Game.__new__(Game)
        other.rules = self.rules
        other._start = self._start
        other._bits = self._bits[:]
        other._moves = self._moves[:]
        other._winner = self._winner
        other._win_line = self._win_line
        return other

    # -- state -----------------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.rules.width

    @property
    def height(self) -> int:
        return self.rules.height

    @property
    def k(self) -> int:
        return self.rules.k

    @property
    def moves(self) -> list[Move]:
        """The moves played since the start, oldest first (a copy)."""
        return self._moves[:]

    @property
    def start(self) -> Position:
        """The position the game started from (empty unless set up)."""
        return self._start

    def position(self) -> Position:
        return Position(self.rules, self._bits[0], self._bits[1])

    def at(self, move: Move) -> Mark | None:
        return self.position().at(move)

    def rows(self) -> list[str]:
        return self.position().rows()

    def to_move(self) -> Mark:
        """The side to move: X first, then alternately (also after the game ends)."""
        return Mark.X if self._bits[0].bit_count() <= self._bits[1].bit_count() else Mark.O

    def winner(self) -> Mark | None:
        return self._winner

    def winning_line(self) -> list[Move] | None:
        """The cells of the winning line (all of it, if longer than k), or None."""
        return self._win_line[:] if self._win_line else None

    def is_full(self) -> bool:  # type: ignore[override]
        return (self._bits[0] | self._bits[1]) == self.rules.full_mask

    def is_over(self) -> bool:
        return self._winner is not None or self.is_full()

    def is_draw(self) -> bool:
        """The board is full and nobody won."""
        return self._winner is None and self.is_full()

    def is_dead_draw(self) -> bool:
        """Nobody can complete a line any more: the game is a draw already."""
        return self._winner is None and is_dead_draw(self.position())

    def result(self) -> str | None:
        """"X", "O" or "draw" once the game is over, else None."""
        if self._winner is not None:
            return self._winner.value
        return "draw" if self.is_full() else None

    def legal_moves(self) -> list[Move]:
        if self.is_over():
            return []
        occupied = self._bits[0] | self._bits[1]
        w = self.rules.width
        return [(i % w, i // w) for i in range(self.rules.cells) if not occupied >> i & 1]

    def is_legal(self, move: object) -> bool:  # type: ignore[override]
        return self._why_illegal(move) is None

    def _why_illegal(self, move: object) -> str | None:
        rules = self.rules
        if not rules.on_board(move):
            return (
                f"{move!r} is not a cell of the {rules.width}x{rules.height} board "
                f"(x must be 0..{rules.width - 1}, y 0..{rules.height - 1})"
            )
        index = rules.index(move)  # type: ignore[arg-type]
        if self._bits[0] >> index & 1:
            return f"cell {move} is already taken by X"
        if self._bits[1] >> index & 1:
            return f"cell {move} is already taken by O"
        if self._winner is not None:
            return f"the game is over: {self._winner} has won"
        if self.is_full():
            return "the game is over: the board is full"
        return None

    # -- make / unmake -----------------------------------------------------------------
    def play(self, move: Move) -> None:
        """Put the mark of the side to move on ``move``; raise IllegalMoveError if not allowed."""
        if not isinstance(move, tuple):
            try:
                move = tuple(move)  # type: ignore[assignment]
            except TypeError:
                raise IllegalMoveError(f"{move!r} is not a move: give (x, y)") from None
        reason = self._why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        side = self.to_move()
        self._bits[side.index] |= 1 << self.rules.index(move)
        self._moves.append(move)
        line = line_through(self.rules, self._bits[side.index], move)
        if line is not None:
            self._winner, self._win_line = side, line

    def undo(self) -> Move:
        """Take back the last move and return it.  Raises IndexError when there is none."""
        if not self._moves:
            raise IndexError("no move to undo")
        move = self._moves.pop()
        bit = 1 << self.rules.index(move)
        self._bits[0] &= ~bit
        self._bits[1] &= ~bit
        self._winner, self._win_line = None, None
        return move

    # -- presentation ----------------------------------------------------------------
    def __str__(self) -> str:
        return "\n".join(self.rows())

    def __repr__(self) -> str:
        return f"Game({self.rules}, moves={self._moves!r})"

    def __iter__(self) -> Iterator[Move]:
        return iter(self._moves[:])


def _scan_winner(position: Position) -> tuple[Mark | None, list[Move] | None]:
    mark = find_winner(position)
    if mark is None:
        return None, None
    bits = position.bits(mark)
    for i in range(position.rules.cells):
        if bits >> i & 1:
            line = line_through(position.rules, bits, position.rules.move(i))
            if line is not None:
                return mark, line
    return mark, None  # pragma: no cover - find_winner guarantees a line


def position_from_rows(rows: Sequence[str], k: int, to_move: Mark | str | None = None
                       ) -> Position:
    """Parse rows of ``X``, ``O`` and ``.`` into a position; raise ValueError if impossible."""
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
            raise ValueError(
                f"row {number} holds {''.join(sorted(bad))!r}: use only X, O and '.'"
            )
    rules = Rules(width, len(rows), k)
    x_bits = o_bits = 0
    for y, row in enumerate(rows):
        for x, ch in enumerate(row.upper()):
            if ch == "X":
                x_bits |= 1 << (y * width + x)
            elif ch == "O":
                o_bits |= 1 << (y * width + x)
    xs, os = x_bits.bit_count(), o_bits.bit_count()
    counted = Mark.X if xs == os else Mark.O if xs == os + 1 else None
    if to_move is not None:
        try:
            wanted = Mark(str(to_move).upper())
        except ValueError:
            raise ValueError(f"the side to move must be X or O, not {to_move!r}") from None
    else:
        wanted = counted
    if counted is None:
        raise ValueError(
            f"impossible position: X has {xs} marks and O has {os}; X moves first, "
            "so X must have as many marks as O or one more"
        )
    if wanted is not counted:
        raise ValueError(
            f"{wanted} cannot be to move: X has {xs} marks and O has {os}, so it is {counted}'s turn"
        )
    position = Position(rules, x_bits, o_bits)
    x_won = any(x_bits & m == m for m in rules.windows())
    o_won = any(o_bits & m == m for m in rules.windows())
    if x_won and o_won:
        raise ValueError("impossible position: both X and O have a line")
    if x_won and counted is not Mark.O:
        raise ValueError("impossible position: X has a line but O has moved since")
    if o_won and counted is not Mark.X:
        raise ValueError("impossible position: O has a line but X has moved since")
    return position


def iter_cells(rules: Rules) -> Iterable[Move]:
    return ((x, y) for y in range(rules.height) for x in range(rules.width))
