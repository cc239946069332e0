"""The player's data (no Qt): the data directory, atomic writes, the autosave and the
statistics.  The GUI only calls it; see ``autosave.py`` and ``statistics.py``."""

from __future__ import annotations

from tictactoe.storage.autosave import (
    AutosaveError,
    AutosaveStore,
    AutosaveWriter,
    SeriesState,
    Snapshot,
)
from tictactoe.storage.files import (
    UnreadableFile,
    read_capped,
    remove_stale_temporaries,
    set_aside,
    write_atomic,
)
from tictactoe.storage.paths import APPLICATION, ORGANISATION, OWN_FILES, data_dir
from tictactoe.storage.statistics import PairingStats, Statistics
from tictactoe.storage.statistics_file import Note, Trouble

__all__ = [
    "APPLICATION",
    "AutosaveError",
    "AutosaveStore",
    "AutosaveWriter",
    "Note",
    "ORGANISATION",
    "OWN_FILES",
    "PairingStats",
    "SeriesState",
    "Snapshot",
    "Statistics",
    "Trouble",
    "UnreadableFile",
    "data_dir",
    "read_capped",
    "remove_stale_temporaries",
    "set_aside",
    "write_atomic",
]
