"""Writing atomically and reading defensively: the two rules of the player's data.

``write_atomic`` writes a temporary file in the target's directory, flushes and
fsyncs it, renames it over the target and fsyncs the directory, so a reader (or
the next start after a power cut or a SIGKILL) sees the old file or the new one,
never half of one.  ``read_capped`` reads only regular files (a FIFO would block
forever), and no more than a cap.  ``set_aside`` renames a file that cannot be
read to ``NAME.unreadable-YYYYmmdd-HHMMSS``: the player's data is never deleted
because this program failed to read it.
"""
from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path


class UnreadableFile(OSError):
    """A data file that is not a regular file, too large, or cannot be read."""


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, mode: int = 0o600) -> None:
    """Replace ``path`` with ``data`` atomically (temp file, flush + fsync, rename)."""
    target = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
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
    sync_directory(target.parent)


def sync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable (where the system allows opening a directory)."""
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


def read_capped(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; UnreadableFile otherwise.

    The file is opened non-blocking and checked with ``fstat`` before reading, so a
    FIFO or a device never blocks the caller.  FileNotFoundError passes through.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile(f"{os.fspath(path)} is not a regular file")
        if info.st_size > max_bytes:
            raise UnreadableFile(f"{os.fspath(path)} is {info.st_size} bytes; "
                                 f"the most this program reads is {max_bytes}")
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
            raise UnreadableFile(f"{os.fspath(path)} grew past {max_bytes} bytes while read")
        return data
    finally:
        os.close(fd)


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
