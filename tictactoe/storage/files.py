"""Writing atomically and reading defensively: the two rules of the player's data.

``write_atomic`` and ``read_capped`` are :mod:`tictactoe.safe_files`' (shared with
the game files of :mod:`tictactoe.records`).  ``set_aside`` renames a file that cannot be
read to ``NAME.unreadable-YYYYmmdd-HHMMSS``: the player's data is never deleted
because this program failed to read it, and never moved while another process has it
open (``open_elsewhere``): that process would go on writing into the renamed file, or,
for a database, lose its journal.  ``remove_stale_temporaries`` clears what a killed
writer left behind, and only that.
"""

from __future__ import annotations

import enum
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from tictactoe.problems import Kind, Problem
from tictactoe.safe_files import UnreadableFile, read_regular, temporary_writer, write_atomic
from tictactoe.sentences import QT_TRANSLATE_NOOP

__all__ = [
    "FileInUse",
    "SetAside",
    "UnreadableFile",
    "open_elsewhere",
    "read_capped",
    "remove_stale_temporaries",
    "set_aside",
    "set_aside_saying",
    "write_atomic",
]

PROC = Path("/proc")
UNKNOWN_WRITER_AGE = 3600.0  # seconds: a leftover that does not name its writer, this old


class FileInUse(OSError):
    """Another process has the file open, so it is left where it is."""


read_capped = read_regular  # the bytes of a regular file of at most a cap, never blocking


def open_elsewhere(paths: Iterable[str | os.PathLike[str]]) -> bool:
    """Whether a process other than this one has one of ``paths`` open.

    Read from ``/proc/PID/fd`` (Linux), comparing device and inode, so a renamed or
    linked file is still recognised; only the user's own processes can be seen, which
    is enough for files in the user's private data folder.  Where there is no ``/proc``
    the answer is False: it cannot be told.
    """
    wanted = set()
    for path in paths:
        try:
            info = os.stat(path)
        except OSError:
            continue
        wanted.add((info.st_dev, info.st_ino))
    if not wanted or not PROC.is_dir():
        return False
    me = str(os.getpid())
    for process in os.scandir(PROC):
        if not process.name.isdigit() or process.name == me:
            continue
        try:
            descriptors = list(os.scandir(os.path.join(process.path, "fd")))
        except OSError:
            continue  # gone, or another user's
        for fd in descriptors:
            try:
                info = os.stat(fd.path)
            except OSError:
                continue
            if (info.st_dev, info.st_ino) in wanted:
                return True
    return False


def set_aside(
    path: str | os.PathLike[str], label: str = "unreadable", companions: Iterable[str] = ()
) -> Path:
    """Rename ``path`` to ``NAME.LABEL-YYYYmmdd-HHMMSS`` (``-2``, ``-3``... if taken), and
    ``path + suffix`` for each suffix in ``companions`` that exists beside it (a
    database's ``-wal``); returns the new path.  Never deletes anything; raises
    :class:`FileInUse` (moving nothing) when another process has one of them open."""
    source = Path(path)
    extras = [(source.with_name(source.name + suffix), suffix) for suffix in companions]
    if open_elsewhere([source] + [extra for extra, _ in extras]):
        raise FileInUse(f"{source}: another program has it open")
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = source.with_name(f"{source.name}.{label}-{stamp}")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{base.name}-{n}")
    os.replace(source, target)
    for extra, suffix in extras:
        if extra.exists():
            os.replace(extra, target.with_name(target.name + suffix))
    return target


@enum.unique
class SetAside(Kind):
    """A file of the player's data that could not be read, and where it went (with its
    English); the arguments are the error and the name it was set aside as."""

    PUZZLES = QT_TRANSLATE_NOOP(
        "Storage", "Your puzzles could not be read ({}); the file was set aside as {}"
    )
    PUZZLES_STAYED = QT_TRANSLATE_NOOP(
        "Storage", "Your puzzles could not be read ({}) nor set aside"
    )
    ATTEMPTS = QT_TRANSLATE_NOOP(
        "Storage", "The puzzle attempts could not be read ({}); the file was set aside as {}"
    )
    ATTEMPTS_STAYED = QT_TRANSLATE_NOOP(
        "Storage", "The puzzle attempts could not be read ({}) nor set aside"
    )
    PROOFS = QT_TRANSLATE_NOOP(
        "Storage", "The proven values could not be read ({}); the file was set aside as {}"
    )
    PROOFS_STAYED = QT_TRANSLATE_NOOP(
        "Storage", "The proven values could not be read ({}) nor set aside"
    )


def set_aside_saying(
    path: str | os.PathLike[str], said: tuple[SetAside, SetAside], error: Exception
) -> Problem:
    """Set an unreadable file aside (:func:`set_aside`) and say so, for the player: the
    first kind of ``said`` when it was moved, the second when it could not be."""
    try:
        moved = set_aside(path)
    except OSError:
        return Problem(said[1], (error,))
    return Problem(said[0], (error, moved.name))


def remove_stale_temporaries(
    directory: str | os.PathLike[str], prefixes: tuple[str, ...]
) -> list[Path]:
    """Remove the temporary files ``write_atomic`` left in ``directory`` for a file whose
    name starts with one of ``prefixes``, when they are proven stale: the writer named in
    the file's name is no longer running (a file in the older form, which names none, is
    an hour old) and no process has the file open.  A write takes milliseconds, so a
    second window writing at this moment keeps its file.  Returns what was removed."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return removed
    for entry in entries:
        found = temporary_writer(entry.name)
        if found is None or not found[0].startswith(prefixes):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if found[1] is None:
                if time.time() - entry.stat().st_mtime < UNKNOWN_WRITER_AGE:
                    continue
            elif _running(found[1]):
                continue
            if open_elsewhere([entry.path]):
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _running(pid: int) -> bool:
    """Whether a process ``pid`` runs (this one counts; where it cannot be told, it does)."""
    if pid == os.getpid() or sys.platform == "win32":  # os.kill ends a process there
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process
    return True
