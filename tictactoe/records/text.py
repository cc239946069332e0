"""Reading a file's bytes safely and turning them into text every format can parse.

Only regular files of at most ``MAX_FILE_BYTES`` are read, never blocking
(:func:`tictactoe.safe_files.read_regular`: a named pipe would block the GUI's
Open forever).
"""
from __future__ import annotations

import json
import os
from typing import Any

from tictactoe.records.errors import GameFileError
from tictactoe.safe_files import FileTooLarge, UnreadableFile, read_regular

MAX_FILE_BYTES = 1_000_000


def check_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise GameFileError(None, f"too large (over {MAX_FILE_BYTES // 1_000_000} MB): "
                                  "a game record is a few kilobytes")


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file (at most MAX_FILE_BYTES); GameFileError otherwise."""
    try:
        return read_regular(path, MAX_FILE_BYTES)
    except FileTooLarge:
        check_size(MAX_FILE_BYTES + 1)  # raises the one message for a file too large
        raise  # pragma: no cover - check_size always raises here
    except UnreadableFile as error:
        raise GameFileError(None, f"cannot read the file: {error.reason}", path) from error
    except OSError as error:
        reason = error.strerror or str(error)
        raise GameFileError(None, f"cannot read the file: {reason}", path) from error


def decode(data: bytes) -> str:
    """UTF-8 text (a byte-order mark is dropped); binary, empty or huge data is refused."""
    check_size(len(data))
    if not data.strip():
        raise GameFileError(None, "the file is empty")
    if b"\x00" in data:
        raise GameFileError(None, "this is a binary file, not a game record or a board diagram")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[:error.start].count(b"\n") + 1
        raise GameFileError(f"line {line}", "not UTF-8 text (a binary file?)") from None
    check_controls(text)
    return text


def check_controls(text: str) -> None:
    for index, ch in enumerate(text):
        if ord(ch) < 32 and ch not in "\t\n\r\f":
            line = text.count("\n", 0, index) + 1
            raise GameFileError(f"line {line}", "holds control characters (a binary file?)")


def kind(value: Any) -> str:
    """A short description of a JSON value for an error message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        text = repr(value)
        return text if len(text) <= 40 else f"a number with {len(text)} digits"
    if isinstance(value, str):
        return json.dumps(value[:40] + ("..." if len(value) > 40 else ""))
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def show(value: Any, limit: int = 40) -> str:
    """``value`` as JSON, cut to ``limit`` characters; safe on values nested thousands deep."""
    if isinstance(value, (list, dict)):
        try:
            text = json.dumps(value)
        except (RecursionError, ValueError):
            return kind(value) + " nested too deeply"
    else:
        text = kind(value)
    return text if len(text) <= limit else text[:limit] + "..."
