"""The proven values kept between sessions: ``proofs.json`` in the data directory.

A board proven once (the empty 7x7 k=5 takes the prover about 30 s) is answered
at once in every later session: the table of :class:`tictactoe.ai.proof.ProofCache`
is loaded into the engine's process-wide cache at start and written back,
atomically, when the window closes.  The table only holds what our own prover
proved and its checker accepted; a table that cannot be read is set aside
(renamed, never deleted) and the game starts with an empty one.

Nothing here imports the prover: the cache is passed in (anything with
``to_dict()`` and ``update_from(dict)``), so the GUI can load it on a
background thread after start-up.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Protocol

from tictactoe.problems import Problem
from tictactoe.storage.files import (
    SetAside,
    UnreadableFile,
    read_capped,
    set_aside_saying,
    write_atomic,
)

FILE_NAME = "proofs.json"
MAX_BYTES = 8_000_000  # the prover's cache holds at most 4096 entries of ~200 bytes


class Table(Protocol):
    def to_dict(self) -> dict: ...

    def update_from(self, data: object) -> int: ...


class ProofTable:
    """``proofs.json`` in ``directory``: :meth:`load_into` a cache, :meth:`save` it back."""

    def __init__(self, directory: str | Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self._saved: dict | None = None  # what the file holds, to skip writing it again

    def load_into(self, cache: Table) -> Problem | None:
        """Add the file's values to ``cache``; what to tell the player when the file could
        not be read (it is then set aside), else None (also when there is none)."""
        try:
            data = json.loads(read_capped(self.path, MAX_BYTES).decode("utf-8"))
            cache.update_from(data)
        except FileNotFoundError:
            return None
        except (UnreadableFile, OSError, UnicodeDecodeError, ValueError, RecursionError) as error:
            return set_aside_saying(self.path, (SetAside.PROOFS, SetAside.PROOFS_STAYED), error)
        self._saved = cache.to_dict()
        return None

    def save(self, cache: Table) -> bool:
        """Write ``cache`` if it holds anything new; True when the file was written."""
        data = cache.to_dict()
        if data == self._saved or (self._saved is None and not data.get("entries")):
            return False
        write_atomic(self.path, json.dumps(data, separators=(",", ":")), mode=0o600)
        self._saved = data
        return True
