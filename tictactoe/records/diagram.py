"""Board diagrams (``.txt``): "a game situation" (TRYST'98), a position without its moves.

Optional header lines ``k=4``, ``rule=renju`` (freestyle when left out: the header
is written only for the other rules) and ``to_move=O`` and ``#`` comments, then the
rows of ``X``, ``O`` and ``.``::

    # a 4x3 board, four in a row
    k=4
    X..O
    .XO.
    ....

Parsing is linear in the size of the text: a header line is split at its first
``=`` or ``:`` with string methods (a regular expression with two blank-eating
groups around the key took 2.2 s on a 16 KB line of blanks and 9.9 s on 32 KB).
"""

from __future__ import annotations

import re

from tictactoe.game import Game, Mark, RulesError, Variant
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError, line
from tictactoe.records.model import GameRecord, common_losses, refuse_agreed_draw
from tictactoe.records.rows import check_rows, position_from
from tictactoe.records.text import check_size

_KEY = re.compile(r"[A-Za-z_][A-Za-z_ -]*")  # one character class: no backtracking
_HEADER_KEYS = {
    "k": "k",
    "to_move": "to_move",
    "to move": "to_move",
    "to-move": "to_move",
    "tomove": "to_move",
    "rule": "rule",
}
_ROW_CHARS = frozenset("XxOo. \t")


def to_diagram(game: Game) -> str:
    """The current position as a board diagram that :func:`parse_diagram` reads back."""
    rule = "" if game.rules.freestyle else f"rule={game.rules.variant.value}\n"
    header = f"k={game.k}\n{rule}to_move={game.to_move()}\n"
    return header + "\n".join(game.rows()) + "\n"


def write(record: GameRecord) -> str:
    refuse_agreed_draw(record, Fault.DIAGRAM_AGREED)
    return to_diagram(record.game)


def losses(record: GameRecord) -> list[str]:
    """A diagram keeps the position only."""
    lost = common_losses(record, names=False, help=False, times=False, off_board_end=False)
    if record.game.moves:
        lost.insert(0, f"the {len(record.game.moves)} moves (a diagram holds the position)")
    return lost


def read(text: str) -> GameRecord:
    return GameRecord(parse_diagram(text), kind="diagram")


def sniff(text: str) -> bool:
    return True  # the fallback: anything else is read as a diagram


def _header(content: str) -> tuple[str, str] | None:
    """``("k", "4")`` for ``k = 4`` or ``k: 4``; None when the line is not a header."""
    cuts = [i for i in (content.find("="), content.find(":")) if i >= 0]
    if not cuts:
        return None
    cut = min(cuts)
    key = content[:cut].strip()
    if not _KEY.fullmatch(key):
        return None
    return key, content[cut + 1 :].strip()


def parse_diagram(text: str, k: int | None = None, to_move: Mark | str | None = None) -> Game:
    """A game starting from a board diagram: header lines, then rows of X, O and '.'.

    Headers ``k=4`` and ``to_move=O`` (case and blanks do not matter; ``#``
    starts a comment) come before the board.  ``k`` and ``to_move`` given here
    are used when the text has no such header, and must agree when it does.
    Without either, k is 3 (or the longest side, if shorter).  The side to
    move follows from the counts of marks.  Cells in a row may be separated
    by blanks (``X . O``).
    """
    check_size(len(text))
    if "\x00" in text:
        raise GameFileError(None, Problem(Fault.NUL_TEXT))
    headers: dict[str, tuple[int, str]] = {}
    rows: list[tuple[int, str]] = []
    after_board_blank: int | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        content = raw.split("#", 1)[0].strip()
        if number == 1:
            content = content.lstrip("\ufeff")
        if not content:
            if rows and after_board_blank is None:
                after_board_blank = number
            continue
        header = None if set(content) <= _ROW_CHARS else _header(content)
        if header is not None:
            if rows:
                raise GameFileError(line(number), Problem(Fault.HEADER_AFTER_BOARD))
            key = header[0].lower()
            if key not in _HEADER_KEYS:
                raise GameFileError(line(number), Problem(Fault.UNKNOWN_SETTING, (header[0][:40],)))
            key = _HEADER_KEYS[key]
            if key in headers:
                raise GameFileError(line(number), Problem(Fault.SET_TWICE, (key, headers[key][0])))
            headers[key] = (number, header[1])
            continue
        if after_board_blank is not None:
            raise GameFileError(line(after_board_blank), Problem(Fault.BLANK_IN_BOARD))
        rows.append((number, content))
    if not rows:
        raise GameFileError(None, Problem(Fault.NO_BOARD))

    labelled: list[tuple[str | Problem, str]] = [
        (line(number), "".join(content.split()).replace("x", "X").replace("o", "O"))
        for number, content in rows
    ]
    board = Problem(Fault.LINES, (rows[0][0], rows[-1][0])) if len(rows) > 1 else line(rows[0][0])
    cells = check_rows(labelled, board_where=board)
    width, height = len(cells[0]), len(cells)
    k_value = _header_k(headers.get("k"), k, width, height)
    side = _header_to_move(headers.get("to_move"), to_move)
    position = position_from(cells, k_value, board, _header_rule(headers.get("rule")))
    if side is not None:
        counted = Game.for_rules(position.rules, start=position).to_move()
        if side is not counted:
            where = line(headers["to_move"][0]) if "to_move" in headers else "to_move"
            xs, os = position.x_bits.bit_count(), position.o_bits.bit_count()
            raise GameFileError(where, Problem(Fault.TURN_COUNTS, (side, xs, os, counted)))
    return Game.for_rules(position.rules, start=position)


def _header_k(header: tuple[int, str] | None, given: int | None, width: int, height: int) -> int:
    if header is None:
        value = given if given is not None else min(3, max(width, height))
        where: str | Problem = "k"
    else:
        where = line(header[0])
        text = header[1]
        if not (text.isascii() and text.isdigit() and len(text) <= 4):
            raise GameFileError(where, Problem(Fault.K_NOT_NUMBER, (text[:40],)))
        value = int(text)
        if given is not None and given != value:
            raise GameFileError(where, Problem(Fault.K_ASKED, (value, given)))
    longest = max(width, height)
    if type(value) is not int or not 1 <= value <= longest:
        raise GameFileError(where, Problem(Fault.K_RANGE, (longest, width, height, value)))
    return value


def _header_rule(header: tuple[int, str] | None) -> Variant:
    if header is None:
        return Variant.FREESTYLE
    try:
        return Variant.named(header[1])
    except RulesError as error:
        raise GameFileError(line(header[0]), error.problem) from None


def _header_to_move(header: tuple[int, str] | None, given: Mark | str | None) -> Mark | None:
    candidates: list[tuple[str | Problem, str]] = []
    if header is not None:
        candidates.append((line(header[0]), header[1]))
    if given is not None:
        candidates.append(("to_move", str(given)))
    chosen: Mark | None = None
    for where, text in candidates:
        try:
            mark = Mark(text.strip().upper())
        except ValueError:
            raise GameFileError(where, Problem(Fault.SIDE_VALUE, (text[:40],))) from None
        if chosen is not None and mark is not chosen:
            raise GameFileError(where, Problem(Fault.TO_MOVE_ASKED, (mark, chosen)))
        chosen = mark
    return chosen
