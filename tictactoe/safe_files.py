"""Writing atomically and reading defensively: the two rules every file we touch follows.

Game files (:mod:`tictactoe.records`) and the player's data (:mod:`tictactoe.storage`)
share them:

* :func:`write_atomic` writes a temporary file in the target's folder, flushes
  and fsyncs it, renames it over the target and fsyncs the folder, so a reader
  (or the next start after a power cut or a SIGKILL) sees the old file or the
  new one, never half of one.  The temporary file is named
  ``.NAME.PID.RANDOM.tmp``: the writer's process id lets a later start prove a
  leftover of a killed writer stale (:func:`temporary_writer`).
* :func:`read_regular` opens only regular files, without blocking, checks them
  with ``fstat`` before reading, and reads no more than a cap: a named pipe
  would block ``open`` until a writer appears (forever, in the GUI's Open
  dialog) and a device such as ``/dev/zero`` never ends.

No Qt here (this sits beside :mod:`tictactoe.game`).
"""

from __future__ import annotations

import enum
import os
import stat
import tempfile
from pathlib import Path

from tictactoe.problems import Kind, Problem
from tictactoe.sentences import QT_TRANSLATE_NOOP

TEMP_SUFFIX = ".tmp"


@enum.unique
class Unread(Kind):
    """Why a file is not read (:class:`UnreadableFile`), each with its English."""

    FOLDER = QT_TRANSLATE_NOOP("Problems", "it is a folder")
    FIFO = QT_TRANSLATE_NOOP("Problems", "it is a named pipe (FIFO), not a file")
    SOCKET = QT_TRANSLATE_NOOP("Problems", "it is a socket, not a file")
    DEVICE = QT_TRANSLATE_NOOP("Problems", "it is a device, not a file")
    NOT_REGULAR = QT_TRANSLATE_NOOP("Problems", "it is not a regular file")
    TOO_LARGE = QT_TRANSLATE_NOOP("Problems", "it is {} bytes; the most read is {}")
    GREW = QT_TRANSLATE_NOOP("Problems", "it grew past {} bytes while it was read")


class UnreadableFile(OSError):
    """A file we will not read: not a regular file, or larger than the cap.

    ``problem`` says why, as data (an :class:`Unread` kind); ``reason`` is its English
    ("it is a named pipe (FIFO), not a file").
    """

    def __init__(self, path: str | os.PathLike[str], problem: Problem) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.problem = problem
        self.reason = str(problem)


class FileTooLarge(UnreadableFile):
    """A regular file larger than the cap it was read with."""


def not_regular(mode: int) -> Problem:
    """Why a file of this ``st_mode`` is not read."""
    if stat.S_ISDIR(mode):
        return Problem(Unread.FOLDER)
    if stat.S_ISFIFO(mode):
        return Problem(Unread.FIFO)
    if stat.S_ISSOCK(mode):
        return Problem(Unread.SOCKET)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Problem(Unread.DEVICE)
    return Problem(Unread.NOT_REGULAR)


def read_regular(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``.

    Raises :class:`UnreadableFile` (:class:`FileTooLarge` for size) and lets
    other ``OSError`` through (FileNotFoundError, PermissionError, ...).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(path, not_regular(info.st_mode))
        if info.st_size > max_bytes:
            raise FileTooLarge(path, Problem(Unread.TOO_LARGE, (info.st_size, max_bytes)))
        chunks = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 16))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > max_bytes:
            raise FileTooLarge(path, Problem(Unread.GREW, (max_bytes,)))
        return data
    finally:
        os.close(fd)


def write_atomic(
    path: str | os.PathLike[str], data: str | bytes, *, mode: int | None = None
) -> None:
    """Replace ``path`` with ``data`` (text is written as UTF-8) atomically.

    ``mode``: the new file's permissions; None keeps those of the file it
    replaces, or 0o644 for a new file (mkstemp alone would make it 0o600).
    ``OSError`` passes through, and the old file is then left whole.
    """
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    folder = target.parent if str(target.parent) else Path(".")
    if mode is None:
        try:
            mode = target.stat().st_mode & 0o777
        except OSError:
            mode = 0o644
    fd, temp = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=folder
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise
    sync_directory(folder)


def temporary_writer(name: str) -> tuple[str, int | None] | None:
    """For the name of a temporary file :func:`write_atomic` makes (``.NAME.PID.RANDOM.tmp``;
    before process ids were in it, ``.NAME.RANDOM.tmp``): the target's NAME and the
    writer's process id (None in the older form); None for any other name."""
    if not name.startswith(".") or not name.endswith(TEMP_SUFFIX):
        return None
    parts = name[1 : -len(TEMP_SUFFIX)].split(".")
    if len(parts) >= 3 and parts[-2].isdigit() and parts[-2].isascii():
        return ".".join(parts[:-2]), int(parts[-2])
    if len(parts) >= 2:
        return ".".join(parts[:-1]), None
    return None


def sync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable (where the system allows opening a folder)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
