"""Reading a file's bytes safely and turning them into text every format can parse.

Only regular files are opened: a named pipe (FIFO) would block ``open`` until a
writer appears (forever, in the GUI's Open dialog), and a device such as
``/dev/zero`` never ends.  The file is opened without blocking, checked with
``fstat`` and only then read, at most ``MAX_FILE_BYTES`` + 1 bytes of it.
"""
from __future__ import annotations

import json
import os
import stat
from typing import Any

from tictactoe.records.errors import GameFileError

MAX_FILE_BYTES = 1_000_000


def check_size(size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise GameFileError(None, f"too large (over {MAX_FILE_BYTES // 1_000_000} MB): "
                                  "a game record is a few kilobytes")


def _not_regular(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe (FIFO), not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    return "it is not a regular file"


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file (at most MAX_FILE_BYTES); GameFileError otherwise."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        reason = error.strerror or str(error)
        raise GameFileError(None, f"cannot read the file: {reason}", path) from error
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise GameFileError(None, f"cannot read the file: {_not_regular(mode)}", path)
        with os.fdopen(fd, "rb") as handle:
            fd = -1  # the handle owns it now
            return handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or str(error)
        raise GameFileError(None, f"cannot read the file: {reason}", path) from error
    finally:
        if fd >= 0:
            os.close(fd)


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
