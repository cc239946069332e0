"""Writing atomically and reading defensively: the two rules of the player's data.

``write_atomic`` and ``read_capped`` are :mod:`tictactoe.safe_files`' (shared with
the game files of :mod:`tictactoe.records`).  ``set_aside`` renames a file that cannot be
read to ``NAME.unreadable-YYYYmmdd-HHMMSS``: the player's data is never deleted
because this program failed to read it.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from tictactoe.safe_files import UnreadableFile, read_regular, write_atomic

__all__ = ["UnreadableFile", "read_capped", "set_aside", "set_aside_saying", "write_atomic"]


read_capped = read_regular  # the bytes of a regular file of at most a cap, never blocking


def set_aside(path: str | os.PathLike[str], label: str = "unreadable") -> Path:
    """Rename ``path`` to ``NAME.LABEL-YYYYmmdd-HHMMSS`` (``-2``, ``-3``... if taken); returns
    the new path.  Never deletes anything."""
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = source.with_name(f"{source.name}.{label}-{stamp}")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{base.name}-{n}")
    os.replace(source, target)
    return target


def set_aside_saying(path: str | os.PathLike[str], what: str, error: object) -> str:
    """Set an unreadable file aside (:func:`set_aside`) and say so, for the player:
    "``what`` could not be read (error); the file was set aside as NAME"."""
    try:
        moved = set_aside(path)
    except OSError:
        return f"{what} could not be read ({error}) nor set aside"
    return f"{what} could not be read ({error}); the file was set aside as {moved.name}"
