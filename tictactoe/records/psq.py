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
the trailer began, a move off the board or on a taken cell, or a move after
the game was won is refused with its line number.

The game is freestyle Gomoku: k = 5 (five or more in a row wins).  A .psq file
holds neither another k, a set-up start, a called draw nor a forfeit: saving such
a game as .psq is refused for the first two; the end is lost for the others
(the moves are kept).  Boards from 5 to 20 cells a side (our limit) are read.
"""
from __future__ import annotations

import re

from tictactoe.game import MAX_SIDE, Game, Move, Rules
from tictactoe.records.errors import GameFileError
from tictactoe.records.model import GameRecord, check_players, play_moves, short_name

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
        raise GameFileError(f"line {number}", f"expected a header like 'Piskvorky 15x15, 11:11, 0',"
                                              f" not {header.strip()[:40]!r}")
    width, height = int(found.group(1)), int(found.group(2))
    where = f"line {number}"
    for side, size in (("wide", width), ("high", height)):
        if not 1 <= size <= MAX_SIDE:
            raise GameFileError(where, f"the board is {size} cells {side}; "
                                       f"this program plays 1 to {MAX_SIDE}")
    if max(width, height) < K:
        raise GameFileError(where, f"a {width}x{height} board cannot hold five in a row "
                                   "(a .psq game is Gomoku, k = 5)")
    rules = Rules(width, height, K)

    moves: list[Move] = []
    times: list[int] = []
    move_lines: list[int] = []
    trailer: list[str] = []
    trailer_start: int | None = None
    for index in range(number, len(lines)):
        line_number = index + 1
        content = lines[index].strip()
        if not content:
            continue
        fields = [part.strip() for part in content.split(",")]
        if len(fields) == 3 and all(_NUMBER.fullmatch(f) for f in fields[:2]):
            if trailer_start is not None:
                raise GameFileError(f"line {line_number}", f"a move after the move list ended "
                                                           f"(on line {trailer_start})")
            x, y = int(fields[0]), int(fields[1])
            if not (1 <= x <= width and 1 <= y <= height):
                raise GameFileError(f"line {line_number}", f"{x},{y} is not on the {width}x{height}"
                                                           f" board (x 1..{width}, y 1..{height})")
            if not (fields[2].isascii() and fields[2].isdigit() and len(fields[2]) <= 10
                    and int(fields[2]) <= _MAX_TIME_MS):
                raise GameFileError(f"line {line_number}", f"the time must be milliseconds "
                                                           f"(a whole number), not {fields[2][:20]!r}")
            moves.append((x - 1, y - 1))
            times.append(int(fields[2]))
            move_lines.append(line_number)
            continue
        if _looks_like_a_broken_move(fields) and trailer_start is None:
            raise GameFileError(f"line {line_number}", f"expected a move 'x,y,time', "
                                                       f"not {content[:40]!r}")
        if trailer_start is None:
            trailer_start = line_number
        trailer.append(content)

    game = Game(rules=rules)
    play_moves(game, moves, lambda i: f"line {move_lines[i]}", _label)
    names = [short_name(line) for line in trailer if _is_name(line)]
    players = check_players(dict(zip(("X", "O"), (n for n in names if n))))
    return GameRecord(game, players, "psq", {}, tuple(times))


def _first_line(lines: list[str]) -> tuple[int, str]:
    for index, line in enumerate(lines):
        if line.strip():
            return index + 1, line.lstrip("\ufeff")
    raise GameFileError(None, "the file is empty")


def _looks_like_a_broken_move(fields: list[str]) -> bool:
    """``5,6`` or ``5,6,x,2`` right after moves: a damaged move, not a trailer line."""
    numeric = sum(1 for f in fields if _NUMBER.fullmatch(f))
    return (len(fields) == 2 and numeric == 2) or (len(fields) >= 3 and numeric >= 2
                                                    and _NUMBER.fullmatch(fields[0]) is not None)


def _is_name(line: str) -> bool:
    """A trailer line naming an engine, not a number (``-1``) or a rule (``1,Freestyle``)."""
    first = line.split(",", 1)[0].strip()
    return not _NUMBER.fullmatch(first)


def write(record: GameRecord) -> str:
    game = record.game
    if game.k != K:
        raise GameFileError(None, f"a .psq file holds Gomoku (five in a row); this game has "
                                  f"k={game.k}: save it as .ttt")
    if game.start.x_bits or game.start.o_bits:
        raise GameFileError(None, "a .psq file cannot hold a set-up start position: "
                                  "save it as .ttt or .sgf")
    times = record.times if len(record.times) == len(game.moves) else (0,) * len(game.moves)
    lines = [f"Piskvorky {game.width}x{game.height}, 11:11, 0"]
    lines += [f"{x + 1},{y + 1},{max(0, int(t))}" for (x, y), t in zip(game.moves, times)]
    names = check_players(record.players)
    if names.get("X") and names.get("O"):
        lines += [short_name(names["X"]), short_name(names["O"])]
    return "\n".join(lines) + "\n"
