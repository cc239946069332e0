"""Game records: save and load games, and read "a game situation" (seed 000).

Two file kinds are read by :func:`load`:

* a **game record**, small versioned JSON written by :func:`save`::

    {
      "format": "tictactoe-mnk",
      "version": 1,
      "rules": {"width": 3, "height": 3, "k": 3},
      "start": null,
      "moves": [[1, 1], [0, 0], [2, 2]],
      "players": {"X": "Ann", "O": "Perfect AI"},
      "result": null
    }

  ``start`` is null or ``{"rows": ["X..", ".O.", "..."]}`` (a set-up position the
  moves continue from); ``players`` may be left out; ``result`` is "X", "O",
  "draw" or null (not over), and must agree with the moves ("draw" is also
  accepted for a dead draw, a game nobody can win any more).

* a **board diagram** (a game situation): optional header lines ``k=4`` and
  ``to_move=O`` and ``#`` comments, then the rows of ``X``, ``O`` and ``.``::

    # a 4x3 board, four in a row
    k=4
    X..O
    .XO.
    ....

Loading checks everything and raises :class:`GameFileError` (a ``ValueError``)
whose message names the field (``moves[3]: ...``) or the line (``line 4: ...``)
that is wrong.  Nothing is returned unless the whole file is good.  A file
that cannot be read at all (missing, a directory, no permission) is a
GameFileError too, with the ``OSError`` as its ``__cause__``.  ``save`` lets
``OSError`` through when the file cannot be written.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from tictactoe.game import (
    Game, IllegalMoveError, Mark, Position, Rules, position_from_rows,
)

FORMAT = "tictactoe-mnk"
VERSION = 1
MAX_FILE_BYTES = 1_000_000
MAX_NAME_LENGTH = 100
RESULTS = ("X", "O", "draw")
_FIELDS = ("format", "version", "rules", "start", "moves", "players", "result")
_REQUIRED = ("format", "version", "rules", "moves", "result")


class GameFileError(ValueError):
    """A game file or text that cannot be loaded; the message says where and why.

    ``where`` is the field (``"moves[3]"``) or line (``"line 4"``) at fault, or
    None when the whole file is; ``path`` is the file, when there is one.
    """

    def __init__(self, where: str | None, reason: str, path: str | os.PathLike[str] | None = None
                 ) -> None:
        self.where = where
        self.reason = reason
        self.path = None if path is None else str(path)
        parts = [p for p in (self.path, where, reason) if p]
        super().__init__(": ".join(parts))

    def with_path(self, path: str | os.PathLike[str]) -> GameFileError:
        return GameFileError(self.where, self.reason, path)


@dataclass(frozen=True)
class GameRecord:
    """A loaded game: the game (start position plus moves), player names, result.

    ``kind`` is ``"record"`` (JSON) or ``"diagram"`` (a board diagram, no moves).
    ``result`` is what the file says ("X", "O", "draw" or None); it agrees with
    ``game.result()``, except that "draw" may also mark a dead draw.
    """

    game: Game
    players: dict[str, str] = field(default_factory=dict)
    result: str | None = None
    kind: str = "record"

    @property
    def rules(self) -> Rules:
        return self.game.rules


# --- writing ----------------------------------------------------------------------------

def to_json(game: Game, players: Mapping[str, str] | None = None, *,
            result: str | None = None) -> str:
    """The game as a version-1 record (text ending in a newline).

    ``result`` defaults to ``game.result()``; pass "draw" to record a dead draw
    the players agreed to end.  Invalid names or a result that contradicts
    the game raise ``ValueError``.
    """
    names = _check_players(dict(players) if players is not None else None, "players")
    if result is None:
        result = game.result()
    _check_result(game, result, "result")
    rules = game.rules
    start = game.start
    lines = [
        "{",
        f'  "format": {json.dumps(FORMAT)},',
        f'  "version": {VERSION},',
        f'  "rules": {{"width": {rules.width}, "height": {rules.height}, "k": {rules.k}}},',
    ]
    if start.x_bits or start.o_bits:
        rows = ",\n".join(f"    {json.dumps(row)}" for row in start.rows())
        lines.append(f'  "start": {{"rows": [\n{rows}\n  ]}},')
    else:
        lines.append('  "start": null,')
    moves = [f"[{x}, {y}]" for x, y in game.moves]
    if moves:
        chunks = [", ".join(moves[i:i + 10]) for i in range(0, len(moves), 10)]
        body = ",\n".join(f"    {chunk}" for chunk in chunks)
        lines.append(f'  "moves": [\n{body}\n  ],')
    else:
        lines.append('  "moves": [],')
    if names:
        lines.append(f'  "players": {json.dumps(names, ensure_ascii=False)},')
    lines.append(f'  "result": {json.dumps(result)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def save(path: str | os.PathLike[str], game: Game, players: Mapping[str, str] | None = None,
         *, result: str | None = None) -> None:
    """Write the game to ``path`` atomically: a reader sees the old file or the new one."""
    text = to_json(game, players, result=result)
    target = Path(path)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                dir=target.parent if str(target.parent) else ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file private (0600); give it the usual mode of a saved file
        # (or keep the mode of the file it replaces).
        try:
            mode = target.stat().st_mode & 0o777
        except OSError:
            mode = 0o644
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


def to_diagram(game: Game) -> str:
    """The current position as a board diagram that :func:`parse_diagram` reads back."""
    header = f"k={game.k}\nto_move={game.to_move()}\n"
    return header + "\n".join(game.rows()) + "\n"


# --- reading ------------------------------------------------------------------------------

def load(path: str | os.PathLike[str]) -> GameRecord:
    """Read a game record (JSON) or a board diagram from ``path``."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise GameFileError(None, f"cannot read the file: {reason}", path) from error
    try:
        return loads(_decode(data))
    except GameFileError as error:
        raise error.with_path(path) from None


def loads(text: str) -> GameRecord:
    """Like :func:`load`, for text already in memory."""
    _check_size(len(text))
    if _looks_like_json(text):
        return from_json(text)
    return GameRecord(parse_diagram(text), kind="diagram")


def from_json(text: str) -> GameRecord:
    """Parse and check a game record; raise GameFileError naming the field at fault."""
    _check_size(len(text))
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except GameFileError:
        raise
    except json.JSONDecodeError as error:
        if not text[error.pos:].strip() or error.msg.startswith("Unterminated string"):
            raise GameFileError(f"line {error.lineno}",
                                "the file ends too early (is it truncated?)") from None
        raise GameFileError(f"line {error.lineno}, column {error.colno}",
                            f"not valid JSON: {error.msg}") from None
    except RecursionError:
        raise GameFileError(None, "the JSON is nested too deeply") from None
    except ValueError as error:  # e.g. an integer with thousands of digits
        raise GameFileError(None, f"not valid JSON: {error}") from None
    return _record_from_data(data)


def _record_from_data(data: Any) -> GameRecord:
    if not isinstance(data, dict):
        raise GameFileError(None, f"a game record must be a JSON object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        if "format" not in data:
            raise GameFileError("format", f"missing: is this a game record? "
                                          f'(expected "format": "{FORMAT}")')
        raise GameFileError("format", f"expected {FORMAT!r}, found {data['format']!r}")
    version = data.get("version")
    if "version" not in data:
        raise GameFileError("version", "missing")
    if type(version) is not int:
        raise GameFileError("version", f"must be a whole number, not {_kind(version)}")
    if version != VERSION:
        newer = " (written by a newer program?)" if version > VERSION else ""
        raise GameFileError("version", f"version {version} is not supported{newer}; "
                                       f"this program reads version {VERSION}")
    unknown = [key for key in data if key not in _FIELDS]
    if unknown:
        raise GameFileError(unknown[0], f"unknown field (known fields: {', '.join(_FIELDS)})")
    for key in _REQUIRED:
        if key not in data:
            raise GameFileError(key, "missing")

    rules = _rules_from(data["rules"])
    start = _start_from(data.get("start"), rules)
    moves = _moves_from(data["moves"])
    players = _check_players(data.get("players"), "players")

    try:
        game = Game(rules=rules, start=start)
    except ValueError as error:
        raise GameFileError("start", str(error)) from None
    for i, move in enumerate(moves):
        try:
            game.play(move)
        except IllegalMoveError as error:
            raise GameFileError(f"moves[{i}]", str(error)) from None
    result = data["result"]
    _check_result(game, result, "result")
    return GameRecord(game, players or {}, result, "record")


def _rules_from(value: Any) -> Rules:
    if not isinstance(value, dict):
        raise GameFileError("rules", f'must be an object like {{"width": 3, "height": 3, "k": 3}}, '
                                     f"not {_kind(value)}")
    for key in value:
        if key not in ("width", "height", "k"):
            raise GameFileError(f"rules.{key}", "unknown field (known: width, height, k)")
    for key in ("width", "height", "k"):
        if key not in value:
            raise GameFileError(f"rules.{key}", "missing")
        if type(value[key]) is not int:
            raise GameFileError(f"rules.{key}", f"must be a whole number, not {_kind(value[key])}")
    try:
        return Rules(value["width"], value["height"], value["k"])
    except ValueError as error:
        raise GameFileError("rules", str(error)) from None


def _start_from(value: Any, rules: Rules) -> Position | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"rows"}:
        raise GameFileError("start", 'must be null or an object {"rows": [...]}')
    rows = value["rows"]
    if not isinstance(rows, list):
        raise GameFileError("start.rows", f"must be a list of strings, not {_kind(rows)}")
    if len(rows) != rules.height:
        raise GameFileError("start.rows", f"has {len(rows)} rows but the board is "
                                          f"{rules.height} high")
    for i, row in enumerate(rows):
        where = f"start.rows[{i}]"
        if not isinstance(row, str):
            raise GameFileError(where, f"must be a string, not {_kind(row)}")
        if len(row) != rules.width:
            raise GameFileError(where, f"has {len(row)} cells but the board is {rules.width} wide")
        bad = sorted(set(row) - set("XO."))
        if bad:
            raise GameFileError(where, f"holds {''.join(bad)!r}: use only X, O and '.'")
    try:
        return position_from_rows(rows, rules.k)
    except ValueError as error:
        raise GameFileError("start", str(error)) from None


def _moves_from(value: Any) -> list[tuple[int, int]]:
    if not isinstance(value, list):
        raise GameFileError("moves", f"must be a list of [x, y] pairs, not {_kind(value)}")
    moves = []
    for i, move in enumerate(value):
        if (not isinstance(move, list) or len(move) != 2
                or any(type(c) is not int for c in move)):
            raise GameFileError(f"moves[{i}]", f"must be a pair of whole numbers [x, y], "
                                               f"not {json.dumps(move)[:40]}")
        moves.append((move[0], move[1]))
    return moves


def _check_players(value: Any, where: str) -> dict[str, str] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise GameFileError(where, f'must be an object like {{"X": "name", "O": "name"}}, '
                                   f"not {_kind(value)}")
    names = {}
    for mark, name in value.items():
        if mark not in ("X", "O"):
            raise GameFileError(f"{where}.{mark}", "unknown side: use X and O")
        if not isinstance(name, str):
            raise GameFileError(f"{where}.{mark}", f"must be a string, not {_kind(name)}")
        if len(name) > MAX_NAME_LENGTH:
            raise GameFileError(f"{where}.{mark}", f"longer than {MAX_NAME_LENGTH} characters")
        if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
            raise GameFileError(f"{where}.{mark}", "holds control characters")
        names[str(mark)] = name
    return names


def _check_result(game: Game, result: Any, where: str) -> None:
    if result is not None and result not in RESULTS:
        raise GameFileError(where, f'must be "X", "O", "draw" or null, not {json.dumps(result)}')
    actual = game.result()
    if result == actual:
        return
    if result == "draw" and actual is None and game.is_dead_draw():
        return
    said = "null (not over)" if result is None else json.dumps(result)
    if actual is None:
        truth = "the game is not over"
    elif actual == "draw":
        truth = "the moves end in a draw"
    else:
        truth = f"the moves end with {actual} winning"
    raise GameFileError(where, f"{said} contradicts the moves: {truth}")


# --- board diagrams ---------------------------------------------------------------------------

_HEADER = re.compile(r"^\s*([A-Za-z_][A-Za-z_ -]*?)\s*[=:]\s*(.*?)\s*$")
_HEADER_KEYS = {"k": "k", "to_move": "to_move", "to move": "to_move", "to-move": "to_move",
                "tomove": "to_move"}


def parse_diagram(text: str, k: int | None = None, to_move: Mark | str | None = None) -> Game:
    """A game starting from a board diagram: header lines, then rows of X, O and '.'.

    Headers ``k=4`` and ``to_move=O`` (case and blanks do not matter; ``#``
    starts a comment) come before the board.  ``k`` and ``to_move`` given here
    are used when the text has no such header, and must agree when it does.
    Without either, k is 3 (or the longest side, if shorter).  The side to
    move follows from the counts of marks.  Cells in a row may be separated
    by blanks (``X . O``).
    """
    _check_size(len(text))
    if "\x00" in text:
        raise GameFileError(None, "the text holds binary data (NUL characters)")
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
        match = _HEADER.match(content)
        if match and not set(content) <= set("XxOo. \t"):
            if rows:
                raise GameFileError(f"line {number}", "header lines such as 'k=4' must come "
                                                      "before the board")
            key = match.group(1).strip().lower()
            if key not in _HEADER_KEYS:
                raise GameFileError(f"line {number}", f"unknown setting {match.group(1)!r} "
                                                      "(known: k, to_move)")
            key = _HEADER_KEYS[key]
            if key in headers:
                raise GameFileError(f"line {number}", f"{key} is set twice "
                                                      f"(first on line {headers[key][0]})")
            headers[key] = (number, match.group(2))
            continue
        if after_board_blank is not None:
            raise GameFileError(f"line {after_board_blank}",
                                "blank line inside the board: the rows must be together")
        rows.append((number, content))
    if not rows:
        raise GameFileError(None, "no board found: write rows of X, O and '.'")

    cells = []
    for number, content in rows:
        row = "".join(content.split())
        bad = sorted(set(row) - set("XxOo."))
        if bad:
            hint = " (zero is not the letter O)" if "0" in bad else ""
            raise GameFileError(f"line {number}", f"{''.join(bad)!r} is not a cell: "
                                                  f"use X, O or '.'{hint}")
        cells.append(row)
    first_number, first = rows[0][0], cells[0]
    for (number, _), row in zip(rows, cells):
        if len(row) != len(first):
            raise GameFileError(f"line {number}", f"the row has {len(row)} cells but the first "
                                                  f"row (line {first_number}) has {len(first)}")
    width, height = len(first), len(cells)
    board = f"lines {first_number}-{rows[-1][0]}" if height > 1 else f"line {first_number}"
    for side, limit in (("wide", width), ("high", height)):
        if limit > 20:
            raise GameFileError(board, f"the board is {limit} cells {side}; at most 20 are allowed")

    k_value = _header_k(headers.get("k"), k, width, height)
    side = _header_to_move(headers.get("to_move"), to_move)
    try:
        position = position_from_rows(cells, k_value)
    except ValueError as error:
        raise GameFileError(board, str(error)) from None
    if side is not None:
        counted = Game(rules=position.rules, start=position).to_move()
        if side is not counted:
            where = f"line {headers['to_move'][0]}" if "to_move" in headers else "to_move"
            xs, os = position.x_bits.bit_count(), position.o_bits.bit_count()
            raise GameFileError(where, f"{side} cannot be to move: X has {xs} marks and O has "
                                       f"{os}, so it is {counted}'s turn (X moves first)")
    return Game(rules=position.rules, start=position)


def _header_k(header: tuple[int, str] | None, given: int | None, width: int, height: int) -> int:
    if header is None:
        value = given if given is not None else min(3, max(width, height))
        where = "k"
    else:
        where = f"line {header[0]}"
        try:
            value = int(header[1])
        except ValueError:
            raise GameFileError(where, f"k must be a whole number, not {header[1]!r}") from None
        if given is not None and given != value:
            raise GameFileError(where, f"k={value} here, but k={given} was asked for")
    longest = max(width, height)
    if type(value) is not int or not 1 <= value <= longest:
        raise GameFileError(where, f"k must be between 1 and {longest} on a {width}x{height} "
                                   f"board, not {value!r}")
    return value


def _header_to_move(header: tuple[int, str] | None, given: Mark | str | None) -> Mark | None:
    candidates = []
    if header is not None:
        candidates.append((f"line {header[0]}", header[1]))
    if given is not None:
        candidates.append(("to_move", str(given)))
    chosen: Mark | None = None
    for where, text in candidates:
        try:
            mark = Mark(text.strip().upper())
        except ValueError:
            raise GameFileError(where, f"the side to move must be X or O, not {text!r}") from None
        if chosen is not None and mark is not chosen:
            raise GameFileError(where, f"to_move={mark} was asked for, but the file says {chosen}")
        chosen = mark
    return chosen


# --- helpers ---------------------------------------------------------------------------------

def _check_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise GameFileError(None, f"too large (over {MAX_FILE_BYTES // 1_000_000} MB): "
                                  "a game record is a few kilobytes")


def _decode(data: bytes) -> str:
    _check_size(len(data))
    if not data.strip():
        raise GameFileError(None, "the file is empty")
    if b"\x00" in data:
        raise GameFileError(None, "this is a binary file, not a game record or a board diagram")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b"\n") + 1
        raise GameFileError(f"line {line}", "not UTF-8 text (a binary file?)") from None
    bad = [ch for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f"]
    if bad:
        line = text[:text.index(bad[0])].count("\n") + 1
        raise GameFileError(f"line {line}", "holds control characters (a binary file?)")
    return text


def _looks_like_json(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n")[:1] in ("{", "[")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise GameFileError(key, "appears twice")
        out[key] = value
    return out


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value[:40] + ("..." if len(value) > 40 else ""))
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
