"""Piskvork's game files (``.psq``): Gomoku as Gomocup managers keep it.

::

    Piskvorky 20x20, 11:11, 0
    10,10,0
    11,11,963
    ...
    pbrain-alice.exe
    pbrain-bob.exe
    -1

The header names the board (``WxH``; the rest of the line is the manager's and is
ignored).  Then one line per move, ``x,y,time``: x the column and y the row, both
counted from 1 at the top-left, and the thinking time in milliseconds; X (black)
moves first.  After the moves, a manager may write trailer lines: the engines'
names or paths, ``-1``, a rule line such as ``1,Freestyle``.  They are read
leniently: the first two lines that look like names become the names of X and O
(the order this program writes them; a manager that lists its engines otherwise
gives the names swapped, never the moves), a long path is cut to its file name,
and the rest is ignored.  Blank lines are skipped anywhere.  A move line after
the trailer began, a move cut short, a move off the board or on a taken cell, or
a move after the game was won is refused with its line number.  (A bare number
right after the moves, such as ``0``, reads as a move cut short: the trailers
we know start with names.)

On writing, the names of X and O follow the moves when both are known and read
back as names (a name such as ``0`` or ``3,4`` is a number or a move to a reader,
and is left out).

The game is read as freestyle Gomoku (five or more in a row wins), and the record
says so (``rule_assumed``): the file has no place for the rule (a manager's
trailer line ``1,Freestyle`` is not a standard; it is ignored).  A game of another
rule is written all the same and the rule named among what the file does not keep.
k = 5, on boards of 5 to 20 cells a side (20 is our limit).  A .psq file holds no other k (such a
game is refused), no set-up start (its stones are written as the first moves, X and O
alternately, row by row, as managers give openings), no called draw and no
forfeit (the end is lost, the moves are kept), and no draw by agreement (refused:
read back, the game would be in play again).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from tictactoe.game import MAX_SIDE, Game, Move, Rules, find_winner
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError, line
from tictactoe.records.model import (
    GameRecord,
    check_players,
    common_losses,
    play_moves,
    refuse_agreed_draw,
    short_name,
)

K = 5
_HEADER = re.compile(r"\s*piskvorky\s+(\d{1,4})\s*x\s*(\d{1,4})(?![\d])", re.IGNORECASE)
_NUMBER = re.compile(r"-?\d{1,9}")
_MAX_TIME_MS = 10**9


def sniff(text: str) -> bool:
    first = text.lstrip("\ufeff \t\r\n").split("\n", 1)[0]
    return first[:9].lower() == "piskvorky"


def _label(move: Move) -> str:
    return f"{move[0] + 1},{move[1] + 1}"


def read(text: str) -> GameRecord:
    lines = text.splitlines()
    number, header = _first_line(lines)
    found = _HEADER.match(header)
    if not found:
        raise GameFileError(line(number), Problem(Fault.PSQ_HEADER, (header.strip()[:40],)))
    width, height = int(found.group(1)), int(found.group(2))
    where = line(number)
    for fault, size in ((Fault.PLAYS_WIDE, width), (Fault.PLAYS_HIGH, height)):
        if not 1 <= size <= MAX_SIDE:
            raise GameFileError(where, Problem(fault, (size, MAX_SIDE)))
    if max(width, height) < K:
        raise GameFileError(where, Problem(Fault.PSQ_NO_FIVE, (width, height)))
    rules = Rules(width, height, K)

    times: list[int] = []
    move_lines: list[int] = []
    trailer: list[str] = []
    game = Game.for_rules(rules)
    # played as they are read: a long file stops at its first wrong move
    play_moves(
        game,
        _moves(lines, number, rules, times, move_lines, trailer),
        lambda i: line(move_lines[i]),
        _label,
    )
    names = [short_name(line) for line in trailer if _is_name(line)]
    players = check_players(dict(zip(("X", "O"), (n for n in names if n))))
    return GameRecord(game, players, "psq", times=tuple(times), rule_assumed=True)


def _moves(
    lines: list[str],
    first: int,
    rules: Rules,
    times: list[int],
    move_lines: list[int],
    trailer: list[str],
) -> Iterator[Move]:
    """The moves after the header line ``first``; fills ``times``, ``move_lines`` (each
    move's line number) and ``trailer`` (the lines after the moves) on the way."""
    width, height = rules.width, rules.height
    trailer_start: int | None = None
    for index in range(first, len(lines)):
        line_number = index + 1
        content = lines[index].strip()
        if not content:
            continue
        fields = [part.strip() for part in content.split(",")]
        if len(fields) == 3 and fields[2] and all(_NUMBER.fullmatch(f) for f in fields[:2]):
            if trailer_start is not None:
                raise GameFileError(
                    line(line_number), Problem(Fault.MOVE_AFTER_TRAILER, (trailer_start,))
                )
            x, y = int(fields[0]), int(fields[1])
            if not (1 <= x <= width and 1 <= y <= height):
                raise GameFileError(
                    line(line_number),
                    Problem(Fault.PSQ_OFF_BOARD, (x, y, width, height, width, height)),
                )
            if not (_digits(fields[2]) and len(fields[2]) <= 10 and int(fields[2]) <= _MAX_TIME_MS):
                raise GameFileError(line(line_number), Problem(Fault.PSQ_TIME, (fields[2][:20],)))
            times.append(int(fields[2]))
            move_lines.append(line_number)
            yield (x - 1, y - 1)
            continue
        if trailer_start is None and _is_partial_move(fields):
            last = not any(line.strip() for line in lines[index + 1 :])
            raise GameFileError(
                line(line_number),
                Problem(Fault.CUT_SHORT) if last else Problem(Fault.EXPECTED_MOVE, (content[:40],)),
            )
        if trailer_start is None:
            trailer_start = line_number
        trailer.append(content)


def _is_partial_move(fields: list[str]) -> bool:
    """What is left of a move line cut short, or a move with a field missing:
    ``12``, ``12,``, ``12,5``, ``12,5,`` (but not ``-1`` or ``1,Freestyle``)."""
    if len(fields) > 3 or not _digits(fields[0]):
        return False
    return all(_digits(f) for f in fields[1:-1]) and (fields[-1] == "" or _digits(fields[-1]))


def _digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _first_line(lines: list[str]) -> tuple[int, str]:
    for index, text in enumerate(lines):
        if text.strip():
            return index + 1, text.lstrip("\ufeff")
    raise GameFileError(None, Problem(Fault.EMPTY))


def _is_name(line: str) -> bool:
    """A trailer line naming an engine, not a number (``-1``) or a rule (``1,Freestyle``)."""
    first = line.split(",", 1)[0].strip()
    return not _NUMBER.fullmatch(first)


def losses(record: GameRecord) -> list[str]:
    names = [short_name(record.players.get(mark, "")) for mark in ("X", "O")]
    keeps_names = all(name and _is_name(name) for name in names)
    lost = common_losses(record, names=keeps_names, help=False, times=True, off_board_end=False)
    start = record.game.start
    if start.x_bits or start.o_bits:
        lost.insert(0, "a set-up start (its stones are written as the first moves)")
    if not record.rules.freestyle:
        lost.insert(0, f"the rule ({record.rules.variant.value}: the file reads back as freestyle)")
    return lost


def _start_as_moves(game: Game) -> list[Move]:
    """A set-up start as moves, X and O alternately, row by row (Gomocup managers give
    openings as moves too).  No prefix of a line-free position has a line, so the
    moves are legal; a start that is won already is refused."""
    start = game.start
    if find_winner(start) is not None:
        raise GameFileError(None, Problem(Fault.PSQ_WON_START))
    cells = game.rules.cells
    xs = [game.rules.move(i) for i in range(cells) if start.x_bits >> i & 1]
    os = [game.rules.move(i) for i in range(cells) if start.o_bits >> i & 1]
    moves = []
    for i in range(len(xs)):
        moves.append(xs[i])
        if i < len(os):
            moves.append(os[i])
    return moves


def write(record: GameRecord) -> str:
    game = record.game
    if game.k != K:
        raise GameFileError(None, Problem(Fault.PSQ_K, (game.k,)))
    refuse_agreed_draw(record, Fault.PSQ_AGREED)
    opening = _start_as_moves(game)
    times = record.times if len(record.times) == len(game.moves) else (0,) * len(game.moves)
    lines = [f"Piskvorky {game.width}x{game.height}, 11:11, 0"]
    lines += [f"{x + 1},{y + 1},0" for x, y in opening]
    lines += [f"{x + 1},{y + 1},{max(0, int(t))}" for (x, y), t in zip(game.moves, times)]
    names = [short_name(check_players(record.players).get(mark, "")) for mark in ("X", "O")]
    if all(name and _is_name(name) for name in names):
        lines += names
    return "\n".join(lines) + "\n"
