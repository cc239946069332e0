"""The statistics database's schema: its table, the columns a game is written with, the
rows every reading takes, the check that decides "damaged", and the migrations of older
databases (:mod:`tictactoe.storage.statistics` opens, writes and reads the file).  No Qt."""

from __future__ import annotations

import sqlite3
from typing import Any, Sequence

from tictactoe.game import Mark
from tictactoe.records.help import Aid, Help
from tictactoe.problems import Problem
from tictactoe.storage.statistics_file import Damage, Damaged

SCHEMA_VERSION = 4
RESULTS = ("win", "draw", "loss")

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
    accuracy_b  REAL
);
CREATE INDEX IF NOT EXISTS games_by_pairing ON games (human, player_a, player_b, width, height, k);
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
#: the columns :func:`migrate` adds to an older table
MIGRATED = frozenset({"help", "rule", *REVIEWED})
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


def check(db: sqlite3.Connection) -> None:
    """Damaged unless the database passes ``quick_check``, is not newer and has every column."""
    check = db.execute("PRAGMA quick_check").fetchone()
    if check is None or check[0] != "ok":
        raise Damaged(Problem(Damage.QUICK_CHECK, (check,)))
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise Damaged(Problem(Damage.NEWER, (version,)))
    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    missing = {"id", *COLUMNS} - MIGRATED - columns
    if columns and missing:
        raise Damaged(Problem(Damage.LACKS, (sorted(missing),)))


def make_schema(db: sqlite3.Connection) -> None:
    """The table and index where missing, an older table migrated, and the version: a
    write (in the caller's transaction, if any), so a file that cannot be written says so
    here."""
    statement = ""
    for line in _SCHEMA.splitlines(keepends=True):  # (a comment may hold a semicolon)
        statement += line
        if sqlite3.complete_statement(statement):
            db.execute(statement)
            statement = ""
    migrate(db)
    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")


def migrate(db: sqlite3.Connection) -> None:
    """Bring the games table to this schema (in the caller's transaction; nothing when it
    is): schema 2 adds the help column, made from the hints; schema 3 the rule, every
    older game freestyle; schema 4 the accuracies, none reviewed."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
    if "help" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN help TEXT NOT NULL DEFAULT ''")
        help_from_hints(db)
    if "rule" not in columns:
        db.execute("ALTER TABLE games ADD COLUMN rule TEXT NOT NULL DEFAULT 'freestyle'")
    for column in REVIEWED:
        if column not in columns:
            db.execute(f"ALTER TABLE games ADD COLUMN {column} REAL")


def help_from_hints(db: sqlite3.Connection) -> None:
    """Schema 1's hints as help taken by the first-named side."""
    rows = db.execute(
        "SELECT id, a_mark, hints FROM games WHERE hints > 0 AND "
        "a_mark IN ('X', 'O') AND typeof(hints) = 'integer'"
    ).fetchall()
    for row_id, a_mark, hints in rows:
        db.execute(
            "UPDATE games SET help = ? WHERE id = ?",
            (Help.of({(Mark(a_mark), Aid.HINT): hints}).to_text(), row_id),
        )


def insert_new(db: sqlite3.Connection, row: Sequence[Any]) -> int:
    """Add a game kept aside unless it is invalid or already there; 1 when added."""
    values = ", ".join(f"? AS {name}" for name in COLUMNS)
    same = " AND ".join(f"old.{name} = new.{name}" for name in COLUMNS)
    cursor = db.execute(
        f"INSERT INTO games ({', '.join(COLUMNS)}) SELECT * FROM (SELECT {values}) AS new "
        f"WHERE {VALID_ROW} AND NOT EXISTS (SELECT 1 FROM games AS old WHERE {same})",
        row,
    )
    return cursor.rowcount
