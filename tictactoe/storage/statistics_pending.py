"""Finished games kept aside while the statistics file cannot be written (read-only,
locked by another program, damaged but still open elsewhere), added to it at the next
start that can write it.

Each :class:`~tictactoe.storage.statistics.Statistics` that keeps games aside writes them
to a file of its own, ``statistics-pending-PID-TOKEN.json``, rewritten whole (atomically)
after every change: two windows never write the same file.  The merge claims a file by
renaming it (``.merging``) before reading it, so a window that rewrites its file meanwhile
makes a new one and nothing is lost; a claimed file left by a crash is merged at the next
start, and the merge skips a game already in the database (the same values, end time to
the microsecond included), so merging twice adds nothing twice.  Files are read with a
cap; a file or a game that is not what this module writes is skipped, and the file is then
set aside rather than removed.  Values every game of a session has alike (the ratings'
edition it was played under) are kept once beside the games, where a reader that does not
know them does not look: the file stays version 1.
"""

from __future__ import annotations

import json
import os
import secrets
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tictactoe.storage.files import UnreadableFile, read_capped, set_aside, write_atomic

PREFIX = "statistics-pending-"
SUFFIX = ".json"
CLAIMED = ".merging"
FORMAT = "tictactoe-statistics-pending"
VERSION = 1
MAX_BYTES = 2_000_000  # some 8,000 games; a session keeps a few dozen at most


class PendingGames:
    """This session's file of kept-aside games in ``directory``, and the merge of all of them.

    ``columns``: the names of a game's values, in the order rows are given and returned;
    ``shared``: the names of the values that follow them in a row, alike in every game of
    a file (None when a file does not have them).
    """

    def __init__(
        self,
        directory: str | os.PathLike[str],
        columns: Sequence[str],
        shared: Sequence[str] = (),
    ) -> None:
        self.directory = Path(directory)
        self.columns = tuple(columns)
        self.shared = tuple(shared)
        token = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.path = self.directory / f"{PREFIX}{token}{SUFFIX}"

    def write(self, rows: Sequence[Sequence[Any]]) -> None:
        """Keep ``rows`` (this session's games, all of them) in this session's file."""
        if not rows:
            try:
                self.path.unlink()
            except FileNotFoundError:
                pass
            return
        width = len(self.columns)
        shared = {tuple(row[width:]) for row in rows}
        if len(shared) != 1:
            raise ValueError("the games kept aside differ in a value they share")
        games = [dict(zip(self.columns, row[:width])) for row in rows]
        data = {"format": FORMAT, "version": VERSION, "games": games}
        data.update(zip(self.shared, shared.pop()))
        text = json.dumps(data)
        write_atomic(self.path, text + "\n", mode=0o600)

    def files(self) -> list[Path]:
        """Every kept-aside file in the folder, claimed ones included, oldest name first."""
        try:
            names = sorted(entry.name for entry in os.scandir(self.directory))
        except OSError:
            return []
        return [
            self.directory / name
            for name in names
            if name.startswith(PREFIX)
            and (name.endswith(SUFFIX) or name.endswith(SUFFIX + CLAIMED))
        ]

    def writable(self) -> bool:
        """Whether a file can be made in the folder (tried for real: permissions lie to root)."""
        try:
            with tempfile.TemporaryFile(dir=self.directory):
                return True
        except OSError:
            return False

    def claim(self) -> list[Path]:
        """Rename every unclaimed file to ``.merging`` (another window's too: it rewrites
        its own whole at its next game); returns every claimed file."""
        claimed = []
        for path in self.files():
            if path.name.endswith(CLAIMED):
                claimed.append(path)
                continue
            target = path.with_name(path.name + CLAIMED)
            try:
                os.replace(path, target)
            except FileNotFoundError:
                continue  # claimed by another window just now
            claimed.append(target)
        return claimed

    def read(self, path: Path) -> tuple[list[tuple[Any, ...]], int]:
        """The games in one file as rows (``columns`` then ``shared``), and how many
        entries were skipped."""
        try:
            data = json.loads(read_capped(path, MAX_BYTES).decode("utf-8"))
        except FileNotFoundError:
            return [], 0
        except (UnreadableFile, OSError, ValueError, RecursionError):
            return [], 1
        if (
            not isinstance(data, dict)
            or data.get("format") != FORMAT
            or data.get("version") != VERSION
            or not isinstance(data.get("games"), list)
        ):
            return [], 1
        shared = tuple(data.get(name) if _scalar(data.get(name)) else None for name in self.shared)
        rows, skipped = [], 0
        for game in data["games"]:
            if (
                isinstance(game, dict)
                and set(game) == set(self.columns)
                and all(_scalar(game[name]) for name in self.columns)
            ):
                rows.append((*(game[name] for name in self.columns), *shared))
            else:
                skipped += 1
        return rows, skipped

    def finish(self, path: Path, skipped: int) -> None:
        """A claimed file, merged: removed, or set aside if some of it could not be read."""
        try:
            if skipped:
                set_aside(path)
            else:
                path.unlink(missing_ok=True)
        except OSError:
            pass  # merged again (to no effect) at the next start


def _scalar(value: Any) -> bool:
    """A value a game row may hold (the database's own checks do the rest)."""
    return isinstance(value, (int, float, str)) and not isinstance(value, bool)
