"""The statistics file's troubles, told apart, and its connections (see
:mod:`tictactoe.storage.statistics`, which decides what each trouble means for the file).

SQLite's own guidance is followed: a lock is waited for (a busy timeout) and is never a
reason to move a database; "damaged" is what ``PRAGMA quick_check`` or SQLite's own error
codes (corrupt, not a database) say, or what the schema check proves.
"""

from __future__ import annotations

import enum
import os
import sqlite3
import urllib.parse
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from tictactoe.game import Rules, Variant
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.storage.files import open_elsewhere

BUSY_SECONDS = 2.0  # how long a statement waits for another process's lock


class Trouble(Enum):
    """What a note is about."""

    SET_ASIDE = "set aside"  # proven damaged: renamed, a new file started
    LEFT_IN_USE = "left in use"  # proven damaged, but open in another process: not moved
    BUSY = "busy"  # still locked by another process after the busy timeout
    READ_ONLY = "read-only"  # cannot be written
    UNAVAILABLE = "unavailable"  # another error (disk I/O, ...)
    BAD_ROWS = "bad rows"  # rows every reading skips
    MERGED = "merged"  # games kept aside earlier were added to the file
    NEWER = "newer"  # a newer version's file this one may not write: left as it is


@dataclass(frozen=True)
class Note:
    """Something the player should know about the statistics file (``ui/`` words it).

    ``detail``: SQLite's message, or the first bad row's problem, in English;
    ``problem``: the same as data when the words are ours (why the file is damaged, the
    first bad row's problem), None when they are SQLite's own; ``moved``: the name a
    damaged file was set aside as; ``count``: the bad rows skipped, or the games merged;
    ``history``: while games are kept aside, whether the file's games could be read;
    ``kept``: whether new games can be kept aside (the folder can be written).
    """

    trouble: Trouble
    detail: str = ""
    moved: str = ""
    count: int = 0
    history: bool = True
    kept: bool = True
    problem: Problem | None = None


@enum.unique
class Damage(Kind):
    """Why the file is not a statistics database this program can use (with its English)."""

    QUICK_CHECK = QT_TRANSLATE_NOOP(
        "Storage", "the database is damaged: {}"
    )  # what SQLite's quick_check said
    NEWER = QT_TRANSLATE_NOOP(
        "Storage", "written by a newer program (schema {})"
    )  # not damage: Newer's problem
    LACKS = QT_TRANSLATE_NOOP("Storage", "the games table lacks {}")


class Damaged(ProblemError, sqlite3.DatabaseError):
    """The file is proven not to be a statistics database this program can use;
    ``problem`` says why (a :class:`Damage`, or why the file is not read at all)."""


class Newer(ProblemError, sqlite3.DatabaseError):
    """The file was made by a newer version that this one may not write to: it is used as
    a locked file is (read, never changed, never moved), not as a damaged one."""


def connect(database: str | Path) -> sqlite3.Connection:
    """A connection in autocommit mode, with the busy timeout and ``valid_rules``."""
    uri = isinstance(database, str) and database.startswith("file:")
    db = sqlite3.connect(database, isolation_level=None, timeout=BUSY_SECONDS, uri=uri)
    db.create_function("valid_rules", 4, _valid_rules, deterministic=True)
    return db


def _valid_rules(width: object, height: object, k: object, rule: object) -> bool:
    try:
        Rules(width, height, k, Variant(rule))  # type: ignore[arg-type]  # the file's values: Rules checks them
    except ValueError:
        return False
    return True


def tidy_read_only_leftovers(path: Path) -> None:
    """Remove an empty ``-wal`` (and its ``-shm``) that cannot be written, when no other
    process has the database open.

    SQLite makes these with the database's mode, and a connection that cannot write cannot
    remove them at its close: after a session on a read-only file, they would keep the file
    read-only after its owner made it writable again.  An empty write-ahead log holds no
    data and the ``-shm`` is only its index, rebuilt at the next open.
    """
    wal, shm = (path.with_name(path.name + suffix) for suffix in ("-wal", "-shm"))
    try:
        if wal.stat().st_size != 0:
            return
        os.close(os.open(wal, os.O_WRONLY))
        return  # writable: SQLite looks after it
    except PermissionError:
        pass
    except OSError:
        return
    if open_elsewhere([path, wal, shm]):
        return
    for leftover in (wal, shm):
        try:
            leftover.unlink()
        except OSError:
            return


def read_only_uri(path: Path) -> str:
    return f"file:{urllib.parse.quote(str(path.absolute()))}?mode=ro"


def trouble_of(error: sqlite3.Error) -> Trouble:
    """What an error opening or writing the file says about it: damaged only when proven."""
    if isinstance(error, Damaged):
        return Trouble.SET_ASIDE
    if isinstance(error, Newer):
        return Trouble.NEWER
    code = getattr(error, "sqlite_errorcode", None)
    primary = None if code is None else code & 0xFF
    if primary in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return Trouble.SET_ASIDE
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return Trouble.BUSY
    if primary in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN):
        return Trouble.READ_ONLY
    return Trouble.UNAVAILABLE
