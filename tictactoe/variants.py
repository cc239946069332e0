"""The rule as a value, and the one module that says what wins and what is forbidden.

:class:`Rules` is the board (width, height), k and the :class:`Variant`:

* ``FREESTYLE``: k or more in a row wins (the app's rule until now, the default);
* ``STANDARD``: exactly k in a row wins, for both sides; a longer row does not
  (Gomocup's ``INFO rule 1``, Piskvork's "exactly five", Rapfi's ``STANDARD``);
* ``RENJU`` (k = 5): Black (X, the first player) wins with exactly five and may not
  play a forbidden point (an overline, a double four, a double three: see
  :mod:`tictactoe.renju`); White (O) wins with five or more;
* ``CARO`` (k = 5): Gomocup's rule 8, as its judge (GomocupJudge, ``ai_match.py``)
  decides a game: six or more in a row wins; exactly five wins unless it is blocked
  at both ends, an end being blocked by an opponent's stone or the board's edge.

The Rules page (``resources/rules.md``) states each rule with diagrams and the sources.
Everything else asks this module: :class:`~tictactoe.game.Game` (``play``, ``winner``,
``winning_line``, legality), the searches (through the routing table, which says
which search supports which variant), the players, the files and the protocol.

The windows (every run of k cells in a line) are enumerated here once, for the
engine's window boards and the win test of ``Game.play``.  No Qt and no numpy.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeGuard

from tictactoe import renju
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.renju import Foul
from tictactoe.sentences import QT_TRANSLATE_NOOP

MIN_SIDE = 1
MAX_SIDE = 20
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (1, -1))
FIVE = 5

Move = tuple[int, int]

__all__ = [
    "BOARD_AND_K",
    "DIRECTIONS",
    "FIVE",
    "MAX_SIDE",
    "MIN_SIDE",
    "Foul",
    "Move",
    "Rules",
    "RulesError",
    "RulesFault",
    "Variant",
    "foul",
    "overline",
    "winning_cells",
    "winning_run",
    "winning_windows",
]


# A board and its k in words, "15x15, 5 in a row": the review's first line on the command
# line, and the window's names of a board (a proven value, a puzzle, a game's end).
BOARD_AND_K = QT_TRANSLATE_NOOP("RuleNames", "{}x{}, {} in a row")


@enum.unique
class RulesFault(Kind):
    """Why a board, k or rule is refused (:class:`RulesError`), each with its English."""

    NOT_WHOLE = QT_TRANSLATE_NOOP("Problems", "{} must be a whole number, not {!r}")
    WIDTH_RANGE = QT_TRANSLATE_NOOP("Problems", "the board width must be between {} and {}, not {}")
    HEIGHT_RANGE = QT_TRANSLATE_NOOP(
        "Problems", "the board height must be between {} and {}, not {}"
    )
    K_RANGE = QT_TRANSLATE_NOOP(
        "Problems", "k (marks in a row to win) must be between 1 and {} on a {}x{} board, not {}"
    )
    UNKNOWN_RULE = QT_TRANSLATE_NOOP("Problems", "unknown rule {!r}: the rules are {}")
    FIVE_ONLY = QT_TRANSLATE_NOOP(
        "Problems", "{.value} is played with five in a row (k = 5), not k = {}"
    )


class RulesError(ProblemError, ValueError):
    """Rules that cannot be: ``problem`` says why (a :class:`RulesFault` and its
    arguments); the message is its English."""


class Variant(str, enum.Enum):
    """Which rows win (and, under renju, where Black may not play)."""

    FREESTYLE = "freestyle"
    STANDARD = "standard"
    RENJU = "renju"
    CARO = "caro"

    @property
    def label(self) -> str:
        """The name renju software writes (SGF ``RU[]``, Yixin, Rapfi): "Freestyle", ..."""
        return self.value.capitalize()

    @property
    def five_only(self) -> bool:
        """Only k = 5 (renju and caro are defined for five in a row)."""
        return self in (Variant.RENJU, Variant.CARO)

    @classmethod
    def named(cls, name: str) -> Variant:
        """The variant of a name in any case ("Renju", "renju"); "exact" and "exactly-k"
        name ``STANDARD``.  ValueError listing the names otherwise."""
        key = name.strip().lower()
        if key in ("exact", "exactly-k", "exactly-five"):
            return cls.STANDARD
        try:
            return cls(key)
        except ValueError:
            names = ", ".join(v.value for v in cls)
            raise RulesError(Problem(RulesFault.UNKNOWN_RULE, (name, names))) from None


@dataclass(frozen=True)
class Rules:
    """Board size, line length and variant.  Invalid settings raise :class:`RulesError`
    (a ``ValueError``)."""

    width: int = 3
    height: int = 3
    k: int = 3
    variant: Variant = Variant.FREESTYLE

    def __post_init__(self) -> None:
        for name in ("width", "height", "k"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(Problem(RulesFault.NOT_WHOLE, (name, value)))
        for fault, value in (
            (RulesFault.WIDTH_RANGE, self.width),
            (RulesFault.HEIGHT_RANGE, self.height),
        ):
            if not MIN_SIDE <= value <= MAX_SIDE:
                raise RulesError(Problem(fault, (MIN_SIDE, MAX_SIDE, value)))
        longest = max(self.width, self.height)
        if not 1 <= self.k <= longest:
            raise RulesError(
                Problem(RulesFault.K_RANGE, (longest, self.width, self.height, self.k))
            )
        if not isinstance(self.variant, Variant):
            try:
                object.__setattr__(self, "variant", Variant(self.variant))
            except ValueError:
                raise RulesError(
                    Problem(
                        RulesFault.UNKNOWN_RULE, (self.variant, ", ".join(v.value for v in Variant))
                    )
                ) from None
        if self.variant.five_only and self.k != FIVE:
            raise RulesError(Problem(RulesFault.FIVE_ONLY, (self.variant, self.k)))

    @property
    def cells(self) -> int:
        return self.width * self.height

    @property
    def full_mask(self) -> int:
        return (1 << self.cells) - 1

    @property
    def freestyle(self) -> bool:
        return self.variant is Variant.FREESTYLE

    def index(self, move: Move) -> int:
        x, y = move
        return y * self.width + x

    def move(self, index: int) -> Move:
        return (index % self.width, index // self.width)

    def on_board(self, move: object) -> TypeGuard[Move]:
        if not (isinstance(move, tuple) and len(move) == 2):
            return False
        x, y = move
        return (
            isinstance(x, int)
            and isinstance(y, int)
            and not isinstance(x, bool)
            and not isinstance(y, bool)
            and 0 <= x < self.width
            and 0 <= y < self.height
        )

    def windows(self) -> tuple[int, ...]:
        """Bitmasks of every run of k cells in a line (the places a win can be: under
        every variant a winning row holds a full window, though a full window need
        not win outside freestyle)."""
        return _windows(self.width, self.height, self.k)

    def window_cells(self) -> tuple[tuple[int, ...], ...]:
        """The cell indices of each window, in line order (the order of ``windows()``)."""
        return tuple(cells for _, cells in lines(self.width, self.height, self.k))

    def cell_windows(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the bitmasks of the windows through it (in ``windows()`` order)."""
        return _cell_windows(self.width, self.height, self.k)

    def with_variant(self, variant: Variant | str) -> Rules:
        return Rules(self.width, self.height, self.k, Variant(variant))

    def __str__(self) -> str:
        board = f"{self.width}x{self.height} k={self.k}"
        return board if self.freestyle else f"{board} {self.variant.value}"


@lru_cache(maxsize=64)
def lines(width: int, height: int, k: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every window (a run of k cells in a line) once, as ``(direction, cells)``:
    ``direction`` indexes DIRECTIONS, ``cells`` are its cell indices in line order;
    by first cell (row by row), then by direction.

    The one enumeration of the windows: ``Rules.windows()``, ``window_cells()``,
    ``cell_windows()``, the win test's table of ``Game.play`` and the engine's window
    board (:mod:`tictactoe.ai.windows`) are all built from it.
    """
    found: list[tuple[int, tuple[int, ...]]] = []
    for y in range(height):
        for x in range(width):
            for d, (dx, dy) in enumerate(DIRECTIONS):
                if k == 1 and d:
                    continue  # k = 1: the four directions give the same one-cell window
                ex, ey = x + dx * (k - 1), y + dy * (k - 1)
                if 0 <= ex < width and 0 <= ey < height:
                    found.append((d, tuple((y + dy * i) * width + x + dx * i for i in range(k))))
    return tuple(found)


def mask_of(cells: Iterable[int]) -> int:
    mask = 0
    for c in cells:
        mask |= 1 << c
    return mask


@lru_cache(maxsize=64)
def _windows(width: int, height: int, k: int) -> tuple[int, ...]:
    return tuple(mask_of(cells) for _, cells in lines(width, height, k))


@lru_cache(maxsize=64)
def _cell_windows(width: int, height: int, k: int) -> tuple[tuple[int, ...], ...]:
    through: list[list[int]] = [[] for _ in range(width * height)]
    for (_, cells), mask in zip(lines(width, height, k), _windows(width, height, k)):
        for c in cells:
            through[c].append(mask)
    return tuple(tuple(masks) for masks in through)


# --- what wins ----------------------------------------------------------------------------


@lru_cache(maxsize=64)
def _rays(
    width: int, height: int, reach: int
) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """Per cell, per direction: the cells forward and backward of it (nearest first, at
    most ``reach`` each way), then ``-1`` if the board ends within ``reach``."""
    table = []
    for c in range(width * height):
        x0, y0 = c % width, c // width
        per_direction = []
        for dx, dy in DIRECTIONS:
            both = []
            for sign in (1, -1):
                ray: list[int] = []
                x, y = x0 + sign * dx, y0 + sign * dy
                while len(ray) < reach:
                    if not (0 <= x < width and 0 <= y < height):
                        ray.append(-1)
                        break
                    ray.append(y * width + x)
                    x, y = x + sign * dx, y + sign * dy
                both.append(tuple(ray))
            per_direction.append(tuple(both))
        table.append(tuple(per_direction))
    return tuple(table)


def winning_run(rules: Rules, mine: int, theirs: int, index: int, black: bool) -> list[int] | None:
    """The cells (by index, in line order) of the row through ``index`` with which the
    side holding ``mine`` (whose stone is on ``index``) wins under ``rules``, or None.

    ``black``: that side is X, the first player (renju judges Black and White apart);
    ``theirs`` the other side's stones (caro's blocked ends).  Only the four lines
    through ``index`` are read: O(k) whatever the board.  When rows in several
    directions win, the first in DIRECTIONS order is returned, whole.
    """
    k = rules.k
    variant = rules.variant
    for forward, backward in _rays(rules.width, rules.height, k + 1)[index]:
        ahead = _run(forward, mine)
        behind = _run(backward, mine)
        length = 1 + len(ahead) + len(behind)
        if length < k:
            continue
        if variant is Variant.FREESTYLE or (variant is Variant.RENJU and not black):
            wins = True
        elif variant is Variant.CARO:
            wins = length > k or not (
                _blocked(forward, len(ahead), theirs) and _blocked(backward, len(behind), theirs)
            )
        else:  # STANDARD, and Black under RENJU: exactly k
            wins = length == k
        if wins:
            return [*behind[::-1], index, *ahead]
    return None


def _run(ray: tuple[int, ...], bits: int) -> list[int]:
    run = []
    for c in ray:
        if c < 0 or not bits >> c & 1:
            break
        run.append(c)
    return run


def _blocked(ray: tuple[int, ...], run: int, theirs: int) -> bool:
    """Is the end of a row ``run`` cells along ``ray`` blocked (the edge, or theirs)?"""
    if run >= len(ray):
        return False  # the ray stops before the end is seen: only for rows beyond k + 1
    end = ray[run]
    return end < 0 or bool(theirs >> end & 1)


def winning_cells(rules: Rules, mine: int, theirs: int, black: bool = True) -> list[int]:
    """The empty cells where the side holding ``mine`` (X when ``black``) wins at once,
    ascending: each cell completes a window of k free of ``theirs``, and outside
    freestyle the row it makes must win (:func:`winning_run`)."""
    k = rules.k
    found = 0
    for w in rules.windows():
        if not theirs & w:
            rest = w & ~mine
            if rest and not rest & (rest - 1) and (w & mine).bit_count() == k - 1:
                found |= rest
    cells = []
    while found:
        low = found & -found
        cells.append(low.bit_length() - 1)
        found ^= low
    if rules.freestyle:
        return cells
    return [c for c in cells if winning_run(rules, mine | 1 << c, theirs, c, black) is not None]


def winning_windows(rules: Rules, x_bits: int, o_bits: int) -> tuple[list[int], list[int]]:
    """The windows (bitmasks) that hold a winning row of X and of O under ``rules``.

    Every winning row, under every variant, fills at least one window; a full window
    whose row does not win (exactly-k's overline, a caro five blocked at both ends,
    Black's overline under renju) is left out.  Scans every window."""
    x_found: list[int] = []
    o_found: list[int] = []
    free = rules.freestyle
    for mask, (_, cells) in zip(rules.windows(), lines(rules.width, rules.height, rules.k)):
        for found, mine, theirs, black in (
            (x_found, x_bits, o_bits, True),
            (o_found, o_bits, x_bits, False),
        ):
            if mine & mask == mask and (
                free or winning_run(rules, mine, theirs, cells[0], black) is not None
            ):
                found.append(mask)
    return x_found, o_found


def overline(rules: Rules, bits: int) -> bool:
    """Does ``bits`` hold an unbroken row longer than k (six or more in Gomoku)?"""
    return any(bits & mask == mask for mask in _windows(rules.width, rules.height, rules.k + 1))


def foul(rules: Rules, x_bits: int, o_bits: int, index: int) -> Foul | None:
    """Why Black (X) may not play the empty cell ``index``, or None (every variant but
    renju: never).  A move that makes five is never a foul (it wins)."""
    if rules.variant is not Variant.RENJU:
        return None
    return renju.foul(rules.width, rules.height, x_bits, o_bits, index)
