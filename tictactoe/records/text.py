"""Reading a file's bytes safely and turning them into text every format can parse.

Only regular files of at most ``MAX_FILE_BYTES`` are read, never blocking
(:func:`tictactoe.safe_files.read_regular`: a named pipe would block the GUI's
Open forever).
"""

from __future__ import annotations

import json
import os
from typing import Any

from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError, line
from tictactoe.safe_files import FileTooLarge, UnreadableFile, read_regular

MAX_FILE_BYTES = 1_000_000


def check_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise GameFileError(None, Problem(Fault.TOO_LARGE, (MAX_FILE_BYTES // 1_000_000,)))


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file (at most MAX_FILE_BYTES); GameFileError otherwise."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except FileTooLarge:
        check_size(MAX_FILE_BYTES + 1)  # raises the one message for a file too large
        raise  # pragma: no cover - check_size always raises here
    except UnreadableFile as error:
        raise GameFileError(None, Problem(Fault.CANNOT_READ, (error.problem,)), path) from error
    except OSError as error:
        reason = error.strerror or str(error)
        raise GameFileError(None, Problem(Fault.CANNOT_READ, (reason,)), path) from error


def decode(data: bytes) -> str:
    """UTF-8 text (a byte-order mark is dropped); binary, empty or huge data is refused."""
    check_size(len(data))
    if not data.strip():
        raise GameFileError(None, Problem(Fault.EMPTY))
    if b"\x00" in data:
        raise GameFileError(None, Problem(Fault.BINARY))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        number = data[: error.start].count(b"\n") + 1
        raise GameFileError(line(number), Problem(Fault.NOT_UTF8)) from None
    check_controls(text)
    return text


def check_controls(text: str) -> None:
    for index, ch in enumerate(text):
        if ord(ch) < 32 and ch not in "\t\n\r\f":
            number = text.count("\n", 0, index) + 1
            raise GameFileError(line(number), Problem(Fault.CONTROLS_BINARY))


def kind(value: Any) -> str | Problem:
    """A short description of a JSON value for an error message: the value itself when
    short (data), else what it is (words)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 40 else Problem(Fault.LONG_NUMBER, (len(text),))
    if isinstance(value, str):
        return json.dumps(value[:40] + ("..." if len(value) > 40 else ""))
    if isinstance(value, list):
        return Problem(Fault.A_LIST)
    if isinstance(value, dict):
        return Problem(Fault.AN_OBJECT)
    return type(value).__name__


def show(value: Any, limit: int = 40) -> str | Problem:
    """``value`` as JSON, cut to ``limit`` characters; safe on values nested thousands deep."""
    if isinstance(value, (list, dict)):
        try:
            text = json.dumps(value)
        except (RecursionError, ValueError):
            return Problem(Fault.NESTED, (kind(value),))
    else:
        described = kind(value)
        if isinstance(described, Problem):
            return described
        text = described
    return text if len(text) <= limit else text[:limit] + "..."
