"""The statistics database's schema: its tables, the columns a game is written with, the
rows every reading takes, the check that decides "damaged", and the migrations of older
databases (:mod:`tictactoe.storage.statistics` opens, writes and reads the file).  No Qt.

Two numbers say who may use a file (SQLite's own rule for its file format: a change that
adds tables and columns leaves older readers able to read and write the file).
``about.schema`` is the file's layout; ``compatible``, kept in ``PRAGMA user_version`` too
(the number every build checks), is the oldest schema whose builds may read *and* write it.
Every change since schema 1 only added columns with defaults and tables, so a file of this
schema is still ``compatible`` 1: version 0.1.0, which refuses a ``user_version`` above 1,
reads and writes it, and its rows (no help, no rule, no edition) are read as it meant them.
A build leaves a file whose ``compatible`` is above its own schema as it is (a newer
version's: Firefox's "a newer version was used" guard), never sets it aside.

Schemas: 1 (0.1.0) the games table; 2 ``help``; 3 ``rule``; 4 ``accuracy_a``/``_b``; 5 the
``about`` table (schema, compatible, the version that last opened the file to write, and
where the person's rating started); 6 ``edition``, the edition of the ladder's ratings a
game was played under (:mod:`tictactoe.players.ratings`): NULL in the rows written before
it or by an older build, read as edition 1, the table every build before schema 6 shipped.
A migration copies the file aside first (``statistics.sqlite3.v5.bak``, SQLite's backup of
the whole database) and runs in the transaction that opens it."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tictactoe.game import Mark
from tictactoe.problems import Problem
from tictactoe.records.help import Aid, Help
from tictactoe.storage.statistics_file import Damage, Damaged, Newer, connect
from tictactoe.version import __version__

SCHEMA_VERSION = 6
COMPATIBLE = 1  # the oldest schema whose builds may read and write a file of this schema
RESULTS = ("win", "draw", "loss")
KEEP_BACKUPS = 3  # the copies made before migrations, kept at a clean start

_SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id          INTEGER PRIMARY KEY,
    ended_at    REAL    NOT NULL,                  -- seconds since the epoch
    width       INTEGER NOT NULL,
    height      INTEGER NOT NULL,
    k           INTEGER NOT NULL,
    player_a    TEXT    NOT NULL,                  -- the pairing, a human first
    player_b    TEXT    NOT NULL,
    a_mark      TEXT    NOT NULL CHECK (a_mark IN ('X', 'O')),
    result      TEXT    NOT NULL CHECK (result IN ('win', 'draw', 'loss')),  -- player_a's
    termination TEXT    NOT NULL,                  -- game.Termination's value
    moves       INTEGER NOT NULL,
    human       INTEGER NOT NULL CHECK (human IN (0, 1)),  -- a person played
    hints       INTEGER NOT NULL DEFAULT 0,        -- hints taken (schema 1; also in help)
    help        TEXT    NOT NULL DEFAULT '',       -- help taken: Help.to_text(), '' for none
    rule        TEXT    NOT NULL DEFAULT 'freestyle', -- game.Variant's value (schema 3)
    accuracy_a  REAL,                              -- player_a's accuracy in the review (schema 4)
    accuracy_b  REAL,
    edition     INTEGER                            -- the ratings' edition (schema 6); NULL: 1
);
CREATE INDEX IF NOT EXISTS games_by_pairing ON games (human, player_a, player_b, width, height, k);
CREATE TABLE IF NOT EXISTS about (                 -- schema 5: what the file is
    key         TEXT    PRIMARY KEY,               -- schema, compatible, opened_by,
    value       TEXT    NOT NULL                   -- rating_middle_until
);
"""
#: A game's values, as ``record`` writes them and the pending file keeps them.
COLUMNS = (
    "ended_at",
    "width",
    "height",
    "k",
    "player_a",
    "player_b",
    "a_mark",
    "result",
    "termination",
    "moves",
    "human",
    "hints",
    "help",
    "rule",
)
REVIEWED = ("accuracy_a", "accuracy_b")  # set once the game is reviewed (set_accuracy)
#: the ladder's ratings edition a game was played under, written with it by ``record``
#: (NULL in older rows: edition 1); not part of what makes two rows the same game
EDITION = "edition"
#: the columns :func:`migrate` adds to an older table
MIGRATED = frozenset({"help", "rule", *REVIEWED, EDITION})
#: The rows every reading takes: a board the rules accept, every value of its kind (the
#: table's CHECKs hold only in a file this program made).
VALID_ROW = (
    "(valid_rules(width, height, k, rule) AND typeof(ended_at) IN ('integer', 'real') "
    "AND typeof(player_a) = 'text' AND typeof(player_b) = 'text' "
    "AND a_mark IN ('X', 'O') AND result IN ('win', 'draw', 'loss') "
    "AND typeof(termination) = 'text' AND typeof(moves) = 'integer' "
    "AND human IN (0, 1) AND typeof(hints) = 'integer' AND typeof(help) = 'text')"
)
COMPANIONS = ("-wal", "-shm", "-journal")  # a database's files beside it, moved with it


@dataclass(frozen=True)
class Layout:
    """What a file says it is: its ``schema`` (0: a new, empty file), the oldest schema
    that may write it (``compatible``), its games table's columns and the ``about`` rows."""

    schema: int
    compatible: int
    columns: frozenset[str]
    about: dict[str, str]

    @property
    def newer(self) -> bool:
        """Written by a newer version that this one may not write to."""
        return self.compatible > SCHEMA_VERSION

    @property
    def older(self) -> bool:
        """An older schema, to be migrated (a file with a games table)."""
        return bool(self.columns) and self.schema < SCHEMA_VERSION


def layout(db: sqlite3.Connection) -> Layout:
    """The file's layout, read (a file of schema 4 or less has no ``about`` table: its
    ``user_version`` is its schema)."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    columns = frozenset(row[1] for row in db.execute("PRAGMA table_info(games)"))
    about: dict[str, str] = {}
    if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'about'").fetchone():
        about = {str(k): str(v) for k, v in db.execute("SELECT key, value FROM about")}
    try:
        schema, compatible = int(about["schema"]), int(about["compatible"])
    except (KeyError, ValueError):
        schema = compatible = version
    return Layout(schema, compatible, columns, about)


def check(db: sqlite3.Connection) -> Layout:
    """The file's layout; :class:`Damaged` unless it passes ``quick_check`` and has every
    column, :class:`Newer` when a newer version made it and this one may not write it."""
    check = db.execute("PRAGMA quick_check").fetchone()
    if check is None or check[0] != "ok":
        raise Damaged(Problem(Damage.QUICK_CHECK, (check,)))
    found = layout(db)
    missing = {"id", *COLUMNS} - MIGRATED - found.columns
    if found.columns and missing and not found.newer:
        raise Damaged(Problem(Damage.LACKS, (sorted(missing),)))
    if found.newer:
        raise Newer(Problem(Damage.NEWER, (found.schema,)))
    return found


def make_schema(db: sqlite3.Connection, found: Layout | None = None) -> None:
    """The tables and index where missing, an older table migrated, the ``about`` rows
    and the version: a write (in the caller's transaction, if any), so a file that cannot
    be written says so here.  ``found``: the layout :func:`check` read."""
    found = found or layout(db)
    statement = ""
    for line in _SCHEMA.splitlines(keepends=True):  # (a comment may hold a semicolon)
        statement += line
        if sqlite3.complete_statement(statement):
            db.execute(statement)
            statement = ""
    migrate(db)
    heal_rows(db)
    about = {"opened_by": __version__}
    if found.schema < SCHEMA_VERSION:
        about.update(schema=str(SCHEMA_VERSION), compatible=str(COMPATIBLE))
        if found.columns and found.schema < 2:  # 0.1.0 started every rating at the middle
            last = db.execute("SELECT max(ended_at) FROM games").fetchone()[0]
            if isinstance(last, (int, float)):
                about["rating_middle_until"] = repr(float(last))
    db.executemany("INSERT OR REPLACE INTO about (key, value) VALUES (?, ?)", about.items())
    compatible = int(about.get("compatible", found.compatible))
    if db.execute("PRAGMA user_version").fetchone()[0] != compatible:
        db.execute(f"PRAGMA user_version={compatible}")


def migrate(db: sqlite3.Connection) -> None:
    """Bring the games table to this schema (in the caller's transaction; nothing when it
    is): schema 2 adds the help column, made from the hints; schema 3 the rule, every
    older game freestyle; schema 4 the accuracies, none reviewed; schema 6 the ratings'
    edition, NULL (edition 1) in every older game."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    if "help" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN help TEXT NOT NULL DEFAULT ''")
    if "rule" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN rule TEXT NOT NULL DEFAULT 'freestyle'")
    for column in REVIEWED:
        if column not in columns:
            db.execute(f"ALTER TABLE games ADD COLUMN {column} REAL")
    if EDITION not in columns:
        db.execute(f"ALTER TABLE games ADD COLUMN {EDITION} INTEGER")


def heal_rows(db: sqlite3.Connection) -> None:
    """The rows an older build wrote, as it meant them: 0.1.0 writes hints and no help (its
    games count for the rating only without a hint), so hints without help become help.
    This build always writes both, so the rows it wrote are never touched."""
    help_from_hints(db)


def backup(path: Path, schema: int) -> Path:
    """A copy of the whole database beside it, ``NAME.vSCHEMA.bak`` (``-2``... if taken),
    made with SQLite's backup (the write-ahead log's pages included) and renamed into
    place whole; returns its path.  Made before a migration, while the migrating
    connection holds the write lock: a reader of its own (write-ahead logging lets it read
    then), as the same connection's backup waits on its own transaction."""
    base = path.with_name(f"{path.name}.v{schema}.bak")
    target, n = base, 1
    while target.exists():
        n += 1
        target = base.with_name(f"{path.name}.v{schema}-{n}.bak")
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        source, copy = connect(path), connect(partial)
        try:
            source.backup(copy)
        finally:
            copy.close()
            source.close()
        os.chmod(partial, 0o600)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return target


def prune_backups(path: Path, keep: int = KEEP_BACKUPS) -> list[Path]:
    """Remove all but the ``keep`` newest copies made before migrations and of files whose
    games were merged back (``NAME.*.bak``; at a clean start: the file opened without a
    migration); returns what was removed."""
    prefix = path.name + "."
    found = []
    try:
        for entry in os.scandir(path.parent):
            if entry.name.startswith(prefix) and entry.name.endswith(".bak"):
                found.append((entry.stat().st_mtime, entry.name))
    except OSError:
        return []
    removed = []
    for _, name in sorted(found, reverse=True)[keep:]:
        try:
            (path.parent / name).unlink()
        except OSError:
            continue
        removed.append(path.parent / name)
    return removed


def help_from_hints(db: sqlite3.Connection) -> None:
    """Schema 1's hints (a row with hints and no help) as help taken by the first-named
    side."""
    rows = db.execute(
        "SELECT id, a_mark, hints FROM games WHERE hints > 0 AND help = '' AND "
        "a_mark IN ('X', 'O') AND typeof(hints) = 'integer'"
    ).fetchall()
    for row_id, a_mark, hints in rows:
        db.execute(
            "UPDATE games SET help = ? WHERE id = ?",
            (Help.of({(Mark(a_mark), Aid.HINT): hints}).to_text(), row_id),
        )


def insert_new(
    db: sqlite3.Connection,
    row: Sequence[Any],
    reviewed: Sequence[Any] = (),
    edition: int | None = None,
) -> int:
    """Add a game kept aside unless it is invalid or already there (the same values in
    every column of :data:`COLUMNS`); 1 when added.  ``reviewed``: its accuracies, when
    known (:data:`REVIEWED`); ``edition``: the ratings' edition it was played under (None:
    not known, read as edition 1)."""
    names = (*COLUMNS, *REVIEWED[: len(reviewed)], EDITION)
    values = ", ".join(f"? AS {name}" for name in names)
    same = " AND ".join(f"old.{name} IS new.{name}" for name in COLUMNS)
    cursor = db.execute(
        f"INSERT INTO games ({', '.join(names)}) SELECT * FROM (SELECT {values}) AS new "
        f"WHERE {VALID_ROW} AND NOT EXISTS (SELECT 1 FROM games AS old WHERE {same})",
        (*row, *reviewed, edition),
    )
    return cursor.rowcount
