"""Every file the app writes, its format's version and who may read it: the one list
(issue 49; ``docs/architecture.md`` "Files and storage" says the same, and a test holds the
two and each module's own number together).

The rule throughout is SQLite's and Firefox's: a change that adds keeps the version older
readers accept, or goes where they do not look; a file is of the oldest version that holds
what it says; a reader refuses rather than misreads a newer file, and never sets a newer
version's file aside nor writes over it.  0.1.0 is the first release (commit f1ffd63), the
oldest version these rules speak of.
"""

from __future__ import annotations

from dataclasses import dataclass

from tictactoe.records import native
from tictactoe.storage import autosave, own_puzzles, puzzle_ratings, statistics_pending
from tictactoe.storage import statistics_schema as schema

#: The settings' layout (QSettings, ``ui/settings/store.py`` writes it as ``format/version``).
SETTINGS_VERSION = 2
#: The proof table's version (``tictactoe.ai.proof``'s cache, ``"version"``).
PROOFS_VERSION = 1


@dataclass(frozen=True)
class FileFormat:
    """One kind of file: its name, what it holds, its format's version now and the rule of
    who may read and write it."""

    name: str
    holds: str
    version: int
    readers: str


FORMATS: tuple[FileFormat, ...] = (
    FileFormat(
        "statistics.sqlite3",
        "every finished game (SQLite)",
        schema.SCHEMA_VERSION,
        f"schema {schema.SCHEMA_VERSION} in the about table; PRAGMA user_version is the oldest "
        f"schema that may read and write it ({schema.COMPATIBLE}: 0.1.0 on).  Older readers "
        "ignore the newer columns and tables; a reader whose schema is below user_version "
        "leaves the file as it is.  Migrated in one transaction after a copy "
        "(statistics.sqlite3.vN.bak).",
    ),
    FileFormat(
        "statistics-pending-PID-TOKEN.json",
        "games kept aside while the statistics could not be written",
        statistics_pending.VERSION,
        "0.2.0 on; merged into the statistics at the next start that can write them.",
    ),
    FileFormat(
        "autosave.json, autosave-N.json (+ .ttt)",
        "an unfinished game and its series",
        autosave.VERSION,
        "the layout 0.1.0 reads; its record is a game file of the oldest version that holds "
        "the game (0.1.0 resumes a plain freestyle game and sets aside the others, which "
        "0.2.0 offers again); 0.1.0 reads autosave.json only.  A newer version's is left "
        "where it is.",
    ),
    FileFormat(
        ".ttt, .json (tictactoe-mnk)",
        "a game file of ours",
        native.VERSION,
        f"version {native.FIRST} (0.1.0's fields) when it holds the game, else "
        f"{native.VERSION}; a reader reads its version and older, refuses newer versions "
        "and unknown fields.",
    ),
    FileFormat(
        "proofs.json, proofs-rules.json",
        "proven values (a cache)",
        PROOFS_VERSION,
        "proofs.json holds freestyle boards only (0.1.0 reads it); proofs-rules.json the "
        "other rules' (0.2.0 on).",
    ),
    FileFormat(
        "puzzle_attempts.json",
        "every puzzle attempt",
        puzzle_ratings.VERSION,
        "0.2.0 on; a newer version's is left as it is and not written.",
    ),
    FileFormat(
        "my_puzzles.tsv",
        "the puzzles cut from the person's games",
        own_puzzles.VERSION,
        f"0.2.0 on; the version in the first line, a comment; {own_puzzles.LAYOUT}.",
    ),
    FileFormat(
        "TicTacToe.conf (QSettings)",
        "the settings",
        SETTINGS_VERSION,
        "every version reads every version's: unknown keys ignored, an unreadable value "
        "read as its default (0.1.0 wrote no version: 1).",
    ),
)
