"""Which window owns which autosave: a lock per slot that a second window respects.

Each window keeps its unfinished game in a slot of its own (``autosave.json``, then
``autosave-2.json``, ``autosave-3.json``...; see :mod:`~tictactoe.storage.autosave`)
and holds the slot's lock file (``autosave.lock``, ``autosave-2.lock``...) locked for as
long as it plays it: ``flock``, which the system lets go of when the process ends,
however it ends (a SIGKILL included).  Another window never writes, resumes or removes a
slot it cannot lock, and lists only the slots no window holds: a game is kept until its
own player ends it, whichever window quits first.

A lock file may be removed by its holder (a slot given back empty); whoever locks it
checks afterwards that the file it locked is still the one on disk, as the usual
lock-file recipe does, so a removed file never gives two windows one slot.  Where there
is no ``flock`` (Windows) every lock is granted: one window at a time is assumed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from tictactoe.storage.autosave import AutosaveError, AutosaveStore, Snapshot, slot_after, slots

MAX_SLOTS = 1000  # slots tried for a free one (one a window: a few at most)

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]  # no locks there


class SlotLock:
    """The lock of one slot: ``acquire`` it (without waiting), ``release`` it."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Lock the slot; False when another window (or another lock here) holds it."""
        if self._fd is not None:
            return True
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                return False
            try:
                same = os.fstat(fd).st_ino == os.stat(self.path).st_ino
            except FileNotFoundError:
                same = False
            if same:
                self._fd = fd
                return True
            os.close(fd)  # its holder removed it meanwhile: lock the one on disk now

    def release(self, *, remove: bool = False) -> None:
        """Let go of the slot; ``remove`` takes the lock file away first (an empty slot)."""
        if self._fd is None:
            return
        if remove:
            try:
                self.path.unlink()
            except OSError:
                pass
        os.close(self._fd)
        self._fd = None

    def free(self) -> bool:
        """Whether no one holds the slot now (a look, not a claim)."""
        if self._fd is not None:
            return False
        if not self.acquire():
            return False
        self.release()
        return True


@dataclass(frozen=True)
class KeptGame:
    """An unfinished game on disk that no window holds: its slot, its snapshot and when
    it was last written (seconds since the epoch)."""

    slot: str
    snapshot: Snapshot
    saved_at: float


class Slots:
    """This window's slot in ``directory`` and the unfinished games of the others.

    The window holds no slot until it keeps a game (:meth:`claim`: the first slot that
    no one holds and that holds no game); it keeps that slot for its next games, takes
    another's over to resume it (:meth:`adopt`), and lets go of it when it closes.
    """

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.directory = Path(directory)
        self.store = AutosaveStore(self.directory)  # this window's, once claimed
        self.lock = SlotLock(self.store.lock_path)

    def claim(self) -> AutosaveStore:
        """This window's slot, claimed now if it holds none (OSError when the folder
        cannot be written: the store is then slot "", unlocked, and its writes fail)."""
        slot = ""
        for _ in range(MAX_SLOTS):
            if self.lock.held:
                break
            store = AutosaveStore(self.directory, slot)
            lock = SlotLock(store.lock_path)
            if lock.acquire():
                if not store.exists():
                    self.store, self.lock = store, lock
                    break
                lock.release()  # another window's unfinished game, free to resume
            slot = slot_after(slot)
        return self.store

    def others(self) -> tuple[list[KeptGame], list[tuple[AutosaveStore, AutosaveError]]]:
        """The unfinished games no window holds, the most recent first, and the slots
        whose game cannot be read, with why (for the caller to set aside); a newer
        version's game is in neither list: it is left as it is."""
        games: list[KeptGame] = []
        unreadable: list[tuple[AutosaveStore, AutosaveError]] = []
        for slot in slots(self.directory):
            if self.lock.held and slot == self.store.slot:
                continue
            store = AutosaveStore(self.directory, slot)
            lock = SlotLock(store.lock_path)
            try:
                if not lock.acquire():
                    continue  # another window plays it
                snapshot = store.read()
                if snapshot is not None:
                    games.append(KeptGame(slot, snapshot, store.state_path.stat().st_mtime))
            except AutosaveError as error:
                if not error.newer:  # a newer version's game stays where it is, for it
                    unreadable.append((store, error))
            except OSError:
                continue
            finally:
                lock.release()
        games.sort(key=lambda kept: kept.saved_at, reverse=True)
        return games, unreadable

    def adopt(self, slot: str) -> bool:
        """Make ``slot`` this window's (to resume its game), letting go of the one it held
        (its game, if any, stays for any window to resume); False when another window
        holds ``slot`` now."""
        store = AutosaveStore(self.directory, slot)
        lock = SlotLock(store.lock_path)
        if not lock.acquire():
            return False
        self.release()
        self.store, self.lock = store, lock
        return True

    def release(self) -> None:
        """Let go of this window's slot (its lock file goes too when it holds no game)."""
        self.lock.release(remove=not self.store.exists())
