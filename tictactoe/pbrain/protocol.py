"""The Gomocup ``pbrain`` wire format: lines in, lines out, no processes.

A manager (Piskvork, a Gomocup judge, our ``tictactoe match``) talks to a
brain over its stdin/stdout, one command per line (protocol 2, "Gomoku AI
protocol", Petr Lastovicka).  Both sides of the conversation are here, as pure
functions over strings, so both are tested from strings alone (as
python-chess tests its engine protocols with a mock transport):

* the brain side: :func:`parse_command` reads a manager's line into a frozen
  command value, :func:`parse_board_line` the ``x,y,field`` lines of a
  ``BOARD`` block, :func:`parse_swap_line` the ``x,y`` lines of a ``SWAP2BOARD``
  block; the replies are ``x,y`` (:func:`format_move`), ``OK``,
  ``ERROR reason``, ``UNKNOWN reason``, ``MESSAGE text``, ``DEBUG text`` and
  the ``ABOUT`` line (:func:`format_about`);
* the manager side: :func:`format_start` (``START n`` or ``RECTSTART w,h``),
  :func:`format_board`, :func:`format_swap2board`, :func:`format_info` and
  :func:`parse_reply`, which reads a brain's line into a :class:`Reply` (a move,
  ``OK``, ``ERROR``, ``UNKNOWN``, ``MESSAGE``, ``DEBUG``, ``SUGGEST``, or garbage);
  :func:`parse_swap_answer` reads the answer to ``SWAP2BOARD``; :func:`parse_eval` the
  evaluation that engines such as Rapfi and Yixin report in their ``MESSAGE`` lines.

``SWAP2BOARD`` (Gomocup's swap2 extension, from its 2020 experimental tournament):
the manager sends ``SWAP2BOARD``, the stones placed so far one ``x,y`` a line in the
order played (Black, White, Black[, White, Black]), then ``DONE``.  With no stones
the brain answers the first three, ``x,y x,y x,y``; with three it answers ``SWAP``
(it takes Black), one move (it takes White and plays the fourth stone) or two moves
(the fourth and fifth stones: the manager's side then chooses); with five, ``SWAP``
(Black) or one move (White, the sixth stone).  The game then goes on with ``BOARD``.

Coordinates are ``x,y``: x the column, y the row, 0-based from the top-left
(the same as the rest of the project).  Commands are matched without regard
to case; line ends (CR LF, LF or CR) are stripped.

Our extension: ``INFO k K`` sets the number in a row that wins (the m,n,k
family); without it k is 5, as in Gomoku.  A brain that knows it says
``mnk="1"`` in its ``ABOUT`` line, so a manager can tell before it asks for a
board with another k.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from tictactoe.game import Move, Variant
from tictactoe.problems import Kind, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP

MAX_LINE = 65_536  # longer lines are garbage (a manager must not crash on them)
UNLIMITED_MS = 2_147_483_647  # time_left when the match has no clock (the protocol's value)

# fields of a BOARD line
OWN, OPPONENT, WINNING_LINE = 1, 2, 3

# INFO rule: a bit mask (the Gomocup protocol): 1 exactly five, 2 a continuous game
# (the manager's business), 4 renju, 8 caro.  One rule at a time: 0, 1, 4 or 8.
RULE_EXACTLY_FIVE, RULE_CONTINUOUS, RULE_RENJU, RULE_CARO = 1, 2, 4, 8
RULE_NUMBERS = {
    Variant.FREESTYLE: 0,
    Variant.STANDARD: RULE_EXACTLY_FIVE,
    Variant.RENJU: RULE_RENJU,
    Variant.CARO: RULE_CARO,
}


@enum.unique
class Unparsed(Kind):
    """What is wrong with a line of the protocol (each with its English; the line's own
    text is an argument, shown as it is)."""

    NOT_COORDINATES = QT_TRANSLATE_NOOP("Engines", "expected coordinates x,y, got {!r}")
    SIZE_NOT_WHOLE = QT_TRANSLATE_NOOP(
        "Engines", "START's board size must be a whole number, not {!r}"
    )
    WIDTH_NOT_WHOLE = QT_TRANSLATE_NOOP("Engines", "the width must be a whole number, not {!r}")
    HEIGHT_NOT_WHOLE = QT_TRANSLATE_NOOP("Engines", "the height must be a whole number, not {!r}")
    FIELD_NOT_WHOLE = QT_TRANSLATE_NOOP(
        "Engines", "a BOARD line's field must be a whole number, not {!r}"
    )
    TOO_LONG = QT_TRANSLATE_NOOP("Engines", "line too long ({} characters)")
    NO_ARGUMENTS = QT_TRANSLATE_NOOP("Engines", "{} takes no arguments (got {!r})")
    RECTSTART = QT_TRANSLATE_NOOP("Engines", "RECTSTART takes width,height (got {!r})")
    MOVE_OF = QT_TRANSLATE_NOOP("Engines", "{}: {}")  # TURN or TAKEBACK, what is wrong
    INFO = QT_TRANSLATE_NOOP("Engines", "INFO takes a key and a value (INFO timeout_turn 1000)")
    EMPTY = QT_TRANSLATE_NOOP("Engines", "empty line")
    BOARD_LINE = QT_TRANSLATE_NOOP("Engines", "a BOARD line is x,y,field or DONE, not {!r}")
    BOARD_FIELD = QT_TRANSLATE_NOOP(
        "Engines", "a BOARD field is 1 (own), 2 (opponent) or 3, not {}"
    )
    RULE_MASK = QT_TRANSLATE_NOOP(
        "Engines", "INFO rule takes a whole number (a bit mask), not {!r}"
    )
    RULE_NOT_PLAYED = QT_TRANSLATE_NOOP(
        "Engines",
        "rule {} is not played here: this engine plays 0 (freestyle), "
        "1 (exactly five), 4 (renju) and 8 (caro), with or without 2 "
        "(continuous)",
    )
    SWAP_ANSWER = QT_TRANSLATE_NOOP("Engines", "expected SWAP or one to three moves x,y, got {!r}")


class ProtocolError(ProblemError, ValueError):
    """A line that does not follow the protocol; ``problem`` says what is wrong (an
    :class:`Unparsed` kind), the message is its English."""


# -- values --------------------------------------------------------------------------
@dataclass(frozen=True)
class Command:
    """A manager's command.  ``name`` is upper-case; the other fields are filled
    for the commands that carry them:

    * ``START n`` / ``RECTSTART w,h``: ``name == "START"``, ``width``, ``height``;
    * ``TURN x,y`` / ``TAKEBACK x,y``: ``move``;
    * ``INFO key value``: ``key`` (lower-case), ``value`` (the text);
    * ``RESTART``, ``BEGIN``, ``BOARD``, ``SWAP2BOARD``, ``ABOUT``, ``END``: nothing;
    * anything else: ``name == "UNKNOWN"`` and ``text`` holds the command word.
    """

    name: str
    width: int = 0
    height: int = 0
    move: Move | None = None
    key: str = ""
    value: str = ""
    text: str = ""


@dataclass(frozen=True)
class Reply:
    """A brain's line.  ``kind`` is ``"move"`` (``move`` set), ``"ok"``,
    ``"error"``, ``"unknown"``, ``"message"``, ``"debug"``, ``"suggest"``
    (``move`` set) or ``"garbage"``; ``text`` is what followed the keyword (the
    whole line for garbage)."""

    kind: str
    move: Move | None = None
    text: str = ""

    @property
    def is_chatter(self) -> bool:
        """MESSAGE and DEBUG lines: informative, allowed at any time, never an answer."""
        return self.kind in ("message", "debug")


_COORDS = re.compile(r"\s*(-?\d{1,6})\s*,\s*(-?\d{1,6})\s*")
_INT = re.compile(r"\s*\d{1,9}\s*")
_WORD = re.compile(r"\S+")


def clean(line: str) -> str:
    """The line without its end (CR LF, LF or CR) and surrounding blanks."""
    return line.strip(" \t\r\n")


def parse_coords(text: str) -> Move:
    """``"7,8"`` -> ``(7, 8)``.  Negative or large numbers are read (the caller says
    whether the cell is on the board); anything else raises ProtocolError."""
    found = _COORDS.fullmatch(text)
    if not found:
        raise ProtocolError(Unparsed.NOT_COORDINATES, text.strip())
    return int(found.group(1)), int(found.group(2))


def _size(text: str, what: Unparsed) -> int:
    if not _INT.fullmatch(text):
        raise ProtocolError(what, text.strip())
    return int(text)


# -- the brain's side -----------------------------------------------------------------
_NO_ARGUMENTS = ("RESTART", "BEGIN", "BOARD", "SWAP2BOARD", "ABOUT", "END")


def parse_command(line: str) -> Command:
    """Read one command line from a manager.

    An unknown command word gives ``Command("UNKNOWN", text=word)`` (the brain
    answers ``UNKNOWN``); a known command with bad arguments raises
    :class:`ProtocolError` (the brain answers ``ERROR`` with the message).
    """
    text = clean(line)
    if len(text) > MAX_LINE:
        raise ProtocolError(Unparsed.TOO_LONG, len(text))
    word, _, rest = text.partition(" ")
    name = word.upper()
    rest = rest.strip()
    if name in _NO_ARGUMENTS:
        if rest:
            raise ProtocolError(Unparsed.NO_ARGUMENTS, name, rest)
        return Command(name)
    if name == "START":
        size = _size(rest, Unparsed.SIZE_NOT_WHOLE)
        return Command("START", width=size, height=size)
    if name == "RECTSTART":
        width, _, height = rest.partition(",")
        if not _:
            raise ProtocolError(Unparsed.RECTSTART, rest)
        return Command(
            "START",
            width=_size(width, Unparsed.WIDTH_NOT_WHOLE),
            height=_size(height, Unparsed.HEIGHT_NOT_WHOLE),
        )
    if name in ("TURN", "TAKEBACK"):
        try:
            move = parse_coords(rest)
        except ProtocolError as error:
            raise ProtocolError(Unparsed.MOVE_OF, name, error.problem) from None
        return Command(name, move=move)
    if name == "INFO":
        key, _, value = rest.partition(" ")
        if not key:
            raise ProtocolError(Unparsed.INFO)
        return Command("INFO", key=key.lower(), value=value.strip())
    if not name:
        raise ProtocolError(Unparsed.EMPTY)
    return Command("UNKNOWN", text=word)


def parse_board_line(line: str) -> tuple[Move, int] | None:
    """A line inside a ``BOARD`` block: ``x,y,field`` -> ``((x, y), field)``, or None
    for ``DONE``.  The field is 1 (the brain's own stone), 2 (the opponent's) or 3
    (a winning-line marker some managers send in a continuous game)."""
    text = clean(line)
    if text.upper() == "DONE":
        return None
    parts = text.split(",")
    if len(parts) != 3:
        raise ProtocolError(Unparsed.BOARD_LINE, text)
    move = parse_coords(",".join(parts[:2]))
    field = _size(parts[2], Unparsed.FIELD_NOT_WHOLE)
    if field not in (OWN, OPPONENT, WINNING_LINE):
        raise ProtocolError(Unparsed.BOARD_FIELD, field)
    return move, field


def parse_swap_line(line: str) -> Move | None:
    """A line inside a ``SWAP2BOARD`` block: ``x,y`` -> ``(x, y)``, or None for ``DONE``."""
    text = clean(line)
    if text.upper() == "DONE":
        return None
    return parse_coords(text)


def format_move(move: Move) -> str:
    return f"{move[0]},{move[1]}"


def format_moves(moves: tuple[Move, ...] | list[Move]) -> str:
    """``x,y x,y x,y``: the answer to ``SWAP2BOARD`` that places stones."""
    return " ".join(format_move(m) for m in moves)


def format_about(fields: dict[str, str]) -> str:
    """``{"name": "x", "version": "1"}`` -> ``name="x", version="1"``."""
    return ", ".join(f'{key}="{value.replace(chr(34), chr(39))}"' for key, value in fields.items())


def rule_variant(value: str) -> Variant:
    """The rule of ``INFO rule value``; ProtocolError saying why when we do not play it.

    Bit 2 (a continuous game: the manager lets play go on after a five) is the
    manager's business and accepted with any rule.  The others name one rule each:
    0 freestyle, 1 exactly five (standard), 4 renju, 8 caro; a mix (9, Gomocup's caro
    with exactly five) or an unknown bit is refused."""
    if not _INT.fullmatch(value):
        raise ProtocolError(Unparsed.RULE_MASK, value)
    mask = int(value) & ~RULE_CONTINUOUS
    for variant, number in RULE_NUMBERS.items():
        if mask == number:
            return variant
    raise ProtocolError(Unparsed.RULE_NOT_PLAYED, value)


def rule_number(variant: Variant) -> int:
    """What ``INFO rule`` says for ``variant``."""
    return RULE_NUMBERS[variant]


# -- the manager's side ---------------------------------------------------------------
def format_start(width: int, height: int) -> str:
    """``START n`` for a square board (what every brain knows), else ``RECTSTART w,h``."""
    return f"START {width}" if width == height else f"RECTSTART {width},{height}"


def format_turn(move: Move) -> str:
    return f"TURN {format_move(move)}"


def format_takeback(move: Move) -> str:
    return f"TAKEBACK {format_move(move)}"


def format_info(key: str, value: object) -> str:
    return f"INFO {key} {value}"


def format_board(stones: list[tuple[Move, int]]) -> list[str]:
    """The ``BOARD`` block: ``BOARD``, one ``x,y,field`` line per stone, ``DONE``."""
    return ["BOARD", *(f"{m[0]},{m[1]},{field}" for m, field in stones), "DONE"]


def format_swap2board(stones: tuple[Move, ...] | list[Move]) -> list[str]:
    """The ``SWAP2BOARD`` block: the stones placed so far, in the order played."""
    return ["SWAP2BOARD", *(format_move(m) for m in stones), "DONE"]


@dataclass(frozen=True)
class SwapAnswer:
    """A brain's answer to ``SWAP2BOARD``: ``swap`` (it takes Black) or its ``moves``."""

    swap: bool = False
    moves: tuple[Move, ...] = ()


def parse_swap_answer(line: str) -> SwapAnswer:
    """``SWAP`` or one to three moves ``x,y`` separated by blanks; ProtocolError else."""
    text = clean(line)
    if text.upper() == "SWAP":
        return SwapAnswer(swap=True)
    words = text.split()
    if not 1 <= len(words) <= 3:
        raise ProtocolError(Unparsed.SWAP_ANSWER, text[:80])
    return SwapAnswer(moves=tuple(parse_coords(w) for w in words))


_KEYWORDS = {
    "OK": "ok",
    "ERROR": "error",
    "UNKNOWN": "unknown",
    "MESSAGE": "message",
    "DEBUG": "debug",
    "SUGGEST": "suggest",
}


def parse_reply(line: str) -> Reply:
    """Read one line from a brain.  Never raises: a line that is none of the
    protocol's answers is ``Reply("garbage", text=line)``."""
    text = clean(line)
    if len(text) > MAX_LINE:
        return Reply("garbage", text=text[:80] + "...")
    found = _COORDS.fullmatch(text)
    if found:
        return Reply("move", (int(found.group(1)), int(found.group(2))))
    word, _, rest = text.partition(" ")
    kind = _KEYWORDS.get(word.upper())
    if kind is None:
        return Reply("garbage", text=text)
    rest = rest.strip()
    if kind == "ok" and rest and not rest.startswith("-"):
        # "OK" may carry a remark ("OK - everything is good"), nothing else
        return Reply("garbage", text=text)
    if kind == "suggest":
        try:
            return Reply("suggest", parse_coords(rest))
        except ProtocolError:
            return Reply("garbage", text=text)
    return Reply(kind, text=rest)


_EVAL = re.compile(r"\bEval\s+([+-]?)(M?)(\d+)")


@dataclass(frozen=True)
class Eval:
    """An engine's evaluation for the side to move: ``value`` in the engine's own units,
    or, when ``mate``, a forced win (positive) or loss (negative) in ``abs(value)`` plies."""

    value: int
    mate: bool = False


def parse_eval(text: str) -> Eval | None:
    """The evaluation in a ``MESSAGE`` line (``... | Eval -37 | ...``, ``Eval +M5``, ``Eval
    -M12``: not a protocol's word, but what Rapfi, Yixin and others print while they think),
    or None when the line gives none."""
    found = _EVAL.search(text)
    if found is None:
        return None
    sign, mate, number = found.groups()
    return Eval(-int(number) if sign == "-" else int(number), bool(mate))


_ABOUT_FIELD = re.compile(r'\s*([A-Za-z_][\w-]*)\s*=\s*"([^"]*)"\s*(?:,|$)')


def parse_about(line: str) -> dict[str, str]:
    """``name="Rapfi", version="0.43"`` -> ``{"name": "Rapfi", "version": "0.43"}``.

    Lenient (an engine's name is only shown): text that is not ``key="value"``
    pairs becomes the name."""
    text = clean(line)
    fields: dict[str, str] = {}
    position = 0
    while position < len(text):
        found = _ABOUT_FIELD.match(text, position)
        if not found:
            break
        fields[found.group(1).lower()] = found.group(2)
        position = found.end()
    if position < len(text) or not fields:
        return {"name": text[:80]} if text else {}
    return fields
