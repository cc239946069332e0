"""The proven values kept between sessions: ``proofs.json`` in the data directory.

A board proven once (the empty 7x7 k=5 takes the prover about 30 s) is answered
at once in every later session: the table of :class:`tictactoe.ai.proof.ProofCache`
is loaded into the engine's process-wide cache at start and written back,
atomically, when the window closes.  The table only holds what our own prover
proved and its checker accepted; a table that cannot be read is set aside
(renamed, never deleted) and the game starts with an empty one.

Two files, so that version 0.1.0, which refuses a whole table for one key it does not know,
still reads the first: ``proofs.json`` holds the freestyle boards' values (keys
``7x7k5/...``, as 0.1.0 wrote them) and ``proofs-rules.json`` the other rules' (keys
``15x15k5-renju/...``), which 0.1.0 never opens.  Both are the cache's format
(``tictactoe-proofs``, version 1).

Nothing here imports the prover: the cache is passed in (anything with
``to_dict()`` and ``update_from(dict)``), so the GUI can load it on a
background thread after start-up.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

from tictactoe.problems import Problem
from tictactoe.storage.files import (
    SetAside,
    UnreadableFile,
    read_capped,
    set_aside_saying,
    write_atomic,
)

FILE_NAME = "proofs.json"  # the freestyle boards' values (version 0.1.0 reads it)
RULES_FILE_NAME = "proofs-rules.json"  # the other rules' values (0.2.0 on)
MAX_BYTES = 8_000_000  # the prover's cache holds at most 4096 entries of ~200 bytes


class Table(Protocol):
    def to_dict(self) -> dict[str, Any]: ...

    def update_from(self, data: object) -> int: ...


class ProofTable:
    """``proofs.json`` and ``proofs-rules.json`` in ``directory``: :meth:`load_into` a
    cache, :meth:`save` it back."""

    def __init__(self, directory: str | Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self.rules_path = Path(directory) / RULES_FILE_NAME
        # what each file holds, to skip writing it again
        self._saved: dict[Path, dict[str, Any]] = {}

    def load_into(self, cache: Table) -> Problem | None:
        """Add the files' values to ``cache``; what to tell the player when a file could
        not be read (it is then set aside), else None (also when there is none)."""
        for path in (self.path, self.rules_path):
            try:
                data = json.loads(read_capped(path, MAX_BYTES).decode("utf-8"))
                cache.update_from(data)
            except FileNotFoundError:
                continue
            except (
                UnreadableFile,
                OSError,
                UnicodeDecodeError,
                ValueError,
                RecursionError,
            ) as error:
                return set_aside_saying(path, (SetAside.PROOFS, SetAside.PROOFS_STAYED), error)
            self._saved[path] = _part(cache.to_dict(), path is self.rules_path)
        return None

    def save(self, cache: Table) -> bool:
        """Write what holds anything new; True when a file was written."""
        data = cache.to_dict()
        written = False
        for path in (self.path, self.rules_path):
            part = _part(data, path is self.rules_path)
            saved = self._saved.get(path)
            if part == saved or (saved is None and not part["entries"]):
                continue
            write_atomic(path, json.dumps(part, separators=(",", ":")), mode=0o600)
            self._saved[path] = part
            written = True
        return written


def _part(data: dict[str, Any], rules: bool) -> dict[str, Any]:
    """The table with only the freestyle boards' entries (their keys name no rule), or
    only the others'."""
    entries = data.get("entries", {})
    keep = {key: value for key, value in entries.items() if ("-" in key.split("/")[0]) == rules}
    return {**data, "entries": keep}
