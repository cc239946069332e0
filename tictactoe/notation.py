"""How a cell is named: the board's labels, the move list, messages, the command line.

Two notations, and the board's rule of five decides which one a person reads:

* **Gomoku** (every board of five in a row, k = 5, under every rule): the renju and
  Gomoku players' own, as the Renju International Federation writes its records.
  Columns ``a`` .. ``o`` from the left *with* ``i``, rows ``1`` .. ``15`` counted from
  the **bottom**, lower case: ``a1`` is the bottom-left, ``h8`` the centre of 15x15.
  Other sizes go on the same way (``a`` .. ``t`` on 20x20).
* **Grid** (every other k: Tic-Tac-Toe's 3x3 .. the m,n,k boards): the app's own since
  its first version.  Columns ``A`` .. ``V`` without ``I`` (as on Go boards, where ``I``
  is too easily read as ``J`` or ``1``), rows counted from the **top**, upper case:
  ``A1`` is the top-left.

:func:`cell_name` names a cell for a person in the board's notation; :func:`parse_move`
reads a person's cell (the command line) in it, in either case, and ``x,y`` (0-based, x
the column, y the row from the top: the API's coordinates) on every board.

**Files** keep the grid notation they have always been written in (the puzzles, the
ladder's results; game files store coordinates): :func:`stored_name` writes it, so a file
means the same to every version of the app.  :func:`parse_stored_move` reads both: an
upper-case name is the grid notation, a lower-case one the board's notation (Gomoku's on
five in a row, where a person may write a file's cells as renju players do).

>>> from tictactoe.game import Rules
>>> gomoku, ttt = Rules(15, 15, 5), Rules(3, 3, 3)
>>> cell_name((7, 7), gomoku), cell_name((0, 14), gomoku), cell_name((0, 0), ttt)
('h8', 'a1', 'A1')
>>> parse_moves("h8 i9 7,6", gomoku)
[(7, 7), (8, 6), (7, 6)]
>>> stored_name((8, 6), gomoku), parse_stored_moves("J9 i9", gomoku)
('J7', [(8, 8), (8, 6)])
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from tictactoe.game import MAX_SIDE, Move, Rules
from tictactoe.problems import Kind, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP

GRID_COLUMNS = "ABCDEFGHJKLMNOPQRSTUV"  # no I; 21 letters for at most 20 columns
GOMOKU_COLUMNS = "abcdefghijklmnopqrstu"  # with i
assert min(len(GRID_COLUMNS), len(GOMOKU_COLUMNS)) > MAX_SIDE
GOMOKU_K = 5  # five in a row: the boards named in the Gomoku notation

_CELL = re.compile(r"([A-Za-z])(\d{1,2})")
_PAIR = re.compile(r"\(?(-?\d{1,3})\s*,\s*(-?\d{1,3})\)?")


class Notation(enum.Enum):
    """A way of naming cells (see the module's docstring)."""

    GRID = "grid"
    GOMOKU = "gomoku"

    @classmethod
    def of(cls, rules: Rules) -> Notation:
        """The notation a person reads on this board: Gomoku's on five in a row."""
        return cls.GOMOKU if rules.k == GOMOKU_K else cls.GRID

    @property
    def columns(self) -> str:
        return GOMOKU_COLUMNS if self is Notation.GOMOKU else GRID_COLUMNS

    @property
    def from_bottom(self) -> bool:
        """Rows counted from the bottom (the column letters then sit below the board)."""
        return self is Notation.GOMOKU

    @property
    def explained(self) -> str:
        """One line for the command line, saying how cells are named."""
        if self is Notation.GOMOKU:
            return (
                "Gomoku notation: columns a.. from the left (with i), rows from the bottom; "
                "a1 is the bottom-left, h8 the centre of 15x15"
            )
        return (
            "grid notation: columns A.. from the left (no I), rows from the top; A1 is the top-left"
        )

    def column(self, x: int) -> str:
        return self.columns[x]

    def row(self, y: int, height: int) -> str:
        """The number of row ``y`` (0 the top row) on a board ``height`` rows high."""
        return str(height - y if self.from_bottom else y + 1)

    def cell(self, move: Move, height: int) -> str:
        return self.column(move[0]) + self.row(move[1], height)

    def read(self, letter: str, number: int, height: int) -> Move | None:
        """The cell of a column letter (either case) and a row number, None for a letter
        this notation has no column for; a row off the board gives a ``y`` off it."""
        x = self.columns.find(letter.upper() if self is Notation.GRID else letter.lower())
        if x < 0:
            return None
        return (x, height - number if self.from_bottom else number - 1)


@enum.unique
class Misread(Kind):
    """Why a cell or a move list cannot be read (:class:`NotationError`), with its English."""

    ROW_ZERO = QT_TRANSLATE_NOOP("Storage", "{!r}: rows are numbered from 1")
    NOT_A_CELL = QT_TRANSLATE_NOOP(
        "Storage", "{!r} is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)"
    )
    OFF_BOARD = QT_TRANSLATE_NOOP("Storage", "{} is not on the {}x{} board")
    MOVE = QT_TRANSLATE_NOOP("Storage", "move {}: {}")


class NotationError(ProblemError, ValueError):
    """A cell or move list that cannot be read; ``problem`` says what was wrong (an
    :class:`Misread` kind), the message is its English."""


# -- what a person reads ----------------------------------------------------------------------
def column_label(x: int, rules: Rules) -> str:
    """The letter of column ``x`` on this board: ``8`` -> ``"i"`` (Gomoku) or ``"J"``."""
    return Notation.of(rules).column(x)


def row_label(y: int, rules: Rules) -> str:
    """The number of row ``y`` (0 the top row): from the bottom in the Gomoku notation."""
    return Notation.of(rules).row(y, rules.height)


def cell_name(move: Move, rules: Rules) -> str:
    """The cell's name on this board: ``(7, 7)`` -> ``"h8"`` on 15x15 five in a row."""
    return Notation.of(rules).cell(move, rules.height)


def format_moves(moves: Iterable[Move], rules: Rules) -> str:
    """``[(7, 7), (8, 6)]`` -> ``"h8 i9"`` on 15x15 five in a row."""
    return " ".join(cell_name(m, rules) for m in moves)


def parse_move(text: str, rules: Rules) -> Move:
    """A person's cell: its name in the board's notation (either case), or ``x,y`` /
    ``(x,y)`` from 0.  Raises :class:`NotationError` (a ValueError) saying what is wrong,
    a cell off the board included."""
    return _parse(text, rules, stored=False)


def parse_moves(text: str, rules: Rules) -> list[Move]:
    """Cells separated by blanks (or ``;``), names and ``x,y`` mixed: ``"h8 i9 7,6"``.

    Tokens are numbered in the error: ``"move 3: 'Z9' is not a cell ..."``.
    """
    return _parse_list(text, rules, stored=False)


# -- what a file holds -------------------------------------------------------------------------
def stored_name(move: Move, rules: Rules) -> str:
    """The cell's name as files write it, on every board: the grid notation (``"H8"``)."""
    return Notation.GRID.cell(move, rules.height)


def stored_moves(moves: Iterable[Move], rules: Rules) -> str:
    return " ".join(stored_name(m, rules) for m in moves)


def parse_stored_move(text: str, rules: Rules) -> Move:
    """A cell in a file: upper case the grid notation files are written in, lower case the
    board's notation (Gomoku's on five in a row), or ``x,y``."""
    return _parse(text, rules, stored=True)


def parse_stored_moves(text: str, rules: Rules) -> list[Move]:
    return _parse_list(text, rules, stored=True)


# -- reading ---------------------------------------------------------------------------------
def _parse(text: str, rules: Rules, stored: bool) -> Move:
    token = text.strip()
    found = _CELL.fullmatch(token)
    if found:
        letter, number = found.group(1), int(found.group(2))
        if number == 0:
            raise NotationError(Misread.ROW_ZERO, token)
        notation = Notation.GRID if stored and letter.isupper() else Notation.of(rules)
        move = notation.read(letter, number, rules.height)
        if move is None:
            raise NotationError(Misread.NOT_A_CELL, token)
        x, y = move
    else:
        found = _PAIR.fullmatch(token)
        if not found:
            shown = token if len(token) <= 20 else token[:20] + "..."
            raise NotationError(Misread.NOT_A_CELL, shown)
        x, y = int(found.group(1)), int(found.group(2))
    if not rules.on_board((x, y)):
        raise NotationError(Misread.OFF_BOARD, token, rules.width, rules.height)
    return (x, y)


def _parse_list(text: str, rules: Rules, stored: bool) -> list[Move]:
    moves = []
    for number, token in enumerate(text.replace(";", " ").split(), 1):
        try:
            moves.append(_parse(token, rules, stored))
        except NotationError as exc:
            raise NotationError(Misread.MOVE, number, exc.problem) from None
    return moves
