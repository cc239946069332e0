"""Lasting statistics: every finished game, one row, in a small SQLite database.

Per pairing, board and rule the summary gives games, wins, draws, losses, the longest
winning streak and when it was last played.  A pairing is written in a fixed
order so that "you vs Hard" and "Hard vs you" are one line: a human first,
else the two specs in alphabetical order (player 1 first when they are equal);
wins and losses are the first side's.  Games a person played are kept apart
from computer-vs-computer games (the ``human`` column).  ``help`` is the help
taken in that game, by side and kind (:class:`~tictactoe.records.help.Help` as
compact JSON, "" for none); a game with help does not count for the person's
rating.  ``hints``, the column of schema 1, keeps the number of hints taken.
``accuracy_a`` and ``accuracy_b``: each side's accuracy (0-100) from the game's
review in the window, NULL until it is reviewed (or when a side made no move
reviewed).

Schema 2 added ``help``, schema 3 the rule (``rule``: freestyle, standard, renju,
caro), schema 4 the accuracies.  :func:`_migrate` brings an older database up, one step a
transaction, when it is opened: old rows keep every value, their hints become help taken
by the first-named side (a person's games name the person first; schema 1 did not say
whose hints they were), every older game reads freestyle (all of them were), and their
accuracies are NULL (not reviewed).

Each game is one transaction.  A database that cannot be read is set aside
(renamed, with its journal files, never deleted) and a new one is started;
``problem`` then says so, for the GUI to tell the player.
"""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from tictactoe.game import Mark, Rules, Variant
from tictactoe.records.help import Aid, Help
from tictactoe.storage.files import set_aside

DATABASE_FILE = "statistics.sqlite3"
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
"""
_INDEX = ("CREATE INDEX IF NOT EXISTS games_by_pairing "
          "ON games (human, player_a, player_b, width, height, k)")
_COLUMNS = {"id", "ended_at", "width", "height", "k", "player_a", "player_b", "a_mark",
            "result", "termination", "moves", "human", "hints", "help", "rule", "accuracy_a",
            "accuracy_b"}


def _add_help(db: sqlite3.Connection) -> None:
    """Schema 1 -> 2: the help column, from the hints (taken by the first-named side)."""
    db.execute("ALTER TABLE games ADD COLUMN help TEXT NOT NULL DEFAULT ''")
    rows = db.execute("SELECT id, a_mark, hints FROM games WHERE hints > 0").fetchall()
    for row_id, a_mark, hints in rows:
        db.execute("UPDATE games SET help = ? WHERE id = ?",
                   (Help.of({(Mark(a_mark), Aid.HINT): hints}).to_text(), row_id))


def _add_rule(db: sqlite3.Connection) -> None:
    """Schema 2 -> 3: the rule column, every older game freestyle (all of them were)."""
    db.execute("ALTER TABLE games ADD COLUMN rule TEXT NOT NULL DEFAULT 'freestyle'")


def _add_accuracies(db: sqlite3.Connection) -> None:
    """Schema 3 -> 4: each side's accuracy from the game's review, NULL (not reviewed)."""
    for column in ("accuracy_a", "accuracy_b"):
        db.execute(f"ALTER TABLE games ADD COLUMN {column} REAL")


#: What brings a database of an older schema up to date, step by step: (the schema a
#: step leads to, what it does).  A new database gets ``_SCHEMA``, which has them all.
_MIGRATIONS: tuple[tuple[int, Callable[[sqlite3.Connection], None]], ...] = (
    (2, _add_help),
    (3, _add_rule),
    (4, _add_accuracies),
)


def _migrate(db: sqlite3.Connection, version: int) -> None:
    """Bring a games table of schema ``version`` up to :data:`SCHEMA_VERSION`, one step
    at a time, each in its own transaction."""
    for step, migrate in _MIGRATIONS:
        if version < step:
            with db:
                db.execute("BEGIN IMMEDIATE")
                migrate(db)
                db.execute(f"PRAGMA user_version={step}")


@dataclass(frozen=True)
class PairingStats:
    """The summary of one pairing on one board, from ``player_a``'s side."""

    player_a: str
    player_b: str
    rules: Rules
    human: bool
    games: int
    wins: int
    draws: int
    losses: int
    longest_streak: int     # the most wins in a row by player_a
    last_played: float      # seconds since the epoch


def pairing(player1: str, player2: str, human1: bool, human2: bool) -> tuple[bool, str, str]:
    """(swapped, a, b): the order a pairing is stored in (a human first, else by name)."""
    if human1 != human2:
        swapped = human2
    else:
        swapped = player2 < player1
    return (swapped, player2, player1) if swapped else (swapped, player1, player2)


class Statistics:
    """The statistics database in ``directory``; ``problem`` says what went wrong opening it."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.path = Path(directory) / DATABASE_FILE
        self.problem: str | None = None
        try:
            self._db = self._open()
        except sqlite3.Error as error:
            moved = self._set_aside()
            self.problem = (f"The statistics could not be read ({error}); "
                            f"they were set aside as {moved.name} and new ones started.")
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, isolation_level=None, timeout=2.0)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            check = db.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"the database is damaged: {check}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"written by a newer program (schema {version})")
            existed = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' "
                                 "AND name = 'games'").fetchone() is not None
            if not existed:
                db.executescript(_SCHEMA)
            else:
                _migrate(db, max(version, 1))
            db.execute(_INDEX)
            columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
            if not _COLUMNS <= columns:
                raise sqlite3.DatabaseError(f"the games table lacks {sorted(_COLUMNS - columns)}")
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except BaseException:
            db.close()
            raise
        return db

    def _set_aside(self) -> Path:
        moved = set_aside(self.path)
        for suffix in ("-wal", "-shm", "-journal"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                os.replace(extra, moved.with_name(moved.name + suffix))
        return moved

    def close(self) -> None:
        self._db.close()

    # -- writing -----------------------------------------------------------------------
    def record(self, *, player1: str, player2: str, human1: bool, human2: bool,
               player1_mark: Mark, winner: Mark | None, rules: Rules, termination: str,
               moves: int, help: Help = Help(), ended_at: float | None = None) -> int:
        """Add one finished game (one transaction); returns its row id."""
        swapped, a, b = pairing(player1, player2, human1, human2)
        a_mark = Mark(player1_mark).other if swapped else Mark(player1_mark)
        result = "draw" if winner is None else "win" if Mark(winner) is a_mark else "loss"
        with self._db:
            cursor = self._db.execute(
                "INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, "
                "result, termination, moves, human, hints, help, rule) "
                "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (time.time() if ended_at is None else ended_at, rules.width, rules.height,
                 rules.k, a, b, a_mark.value, result, termination, moves,
                 int(human1 or human2), help.count(aid=Aid.HINT), help.to_text(),
                 rules.variant.value))
        return int(cursor.lastrowid)  # type: ignore[arg-type]

    def set_accuracy(self, row_id: int, accuracy: dict[Mark, float | None]) -> bool:
        """Keep each side's accuracy (by mark, 0-100; None: not known) with a game's row,
        once it is reviewed; False when the row is gone (reset, or taken back)."""
        row = self._db.execute("SELECT a_mark FROM games WHERE id = ?", (row_id,)).fetchone()
        if row is None:
            return False
        a_mark = Mark(row[0])
        with self._db:
            self._db.execute("UPDATE games SET accuracy_a = ?, accuracy_b = ? WHERE id = ?",
                             (accuracy.get(a_mark), accuracy.get(a_mark.other), row_id))
        return True

    def forget(self, row_id: int) -> None:
        """Take a game back out (Undo after the game ended)."""
        with self._db:
            self._db.execute("DELETE FROM games WHERE id = ?", (row_id,))

    def reset(self) -> None:
        """Forget every game."""
        with self._db:
            self._db.execute("DELETE FROM games")

    # -- reading -----------------------------------------------------------------------
    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def person_games(self) -> list[tuple[float, Rules, str, str]]:
        """The games a person played alone against a computer player without taking
        help, in the order they ended: (ended_at, rules, the opponent's spec, the
        person's result).  The person's rating is made of them."""
        rows = self._db.execute(
            "SELECT ended_at, width, height, k, rule, player_b, result FROM games "
            "WHERE human = 1 AND player_a = 'human' AND player_b != 'human' AND help = '' "
            "ORDER BY ended_at, id")
        return [(ended, _rules(w, h, k, rule), b, result)
                for ended, w, h, k, rule, b, result in rows]

    def accuracy_history(self) -> list[tuple[float, Rules, float]]:
        """The person's accuracy in each reviewed game they played, in the order the
        games ended: (ended_at, rules, accuracy).  The person is the first-named side
        (in a game between two people, the first of them)."""
        rows = self._db.execute(
            "SELECT ended_at, width, height, k, rule, accuracy_a FROM games "
            "WHERE human = 1 AND player_a = 'human' AND accuracy_a IS NOT NULL "
            "ORDER BY ended_at, id")
        return [(ended, _rules(w, h, k, rule), accuracy)
                for ended, w, h, k, rule, accuracy in rows]

    def summary(self, human: bool | None = None) -> list[PairingStats]:
        """Every pairing, board and rule (only games with or without a person, when
        ``human`` is given), the most recently played first."""
        query = ("SELECT player_a, player_b, width, height, k, rule, human, result, ended_at "
                 "FROM games")
        params: tuple = ()
        if human is not None:
            query += " WHERE human = ?"
            params = (int(human),)
        groups: dict[tuple, list[tuple[str, float]]] = {}
        for a, b, w, h, k, rule, hu, result, ended in self._db.execute(
                query + " ORDER BY id", params):
            groups.setdefault((a, b, w, h, k, rule, hu), []).append((result, ended))
        out = []
        for (a, b, w, h, k, rule, hu), games in groups.items():
            streak = best = 0
            for result, _ in games:
                streak = streak + 1 if result == "win" else 0
                best = max(best, streak)
            results = [r for r, _ in games]
            out.append(PairingStats(a, b, _rules(w, h, k, rule), bool(hu), len(games),
                                    results.count("win"), results.count("draw"),
                                    results.count("loss"), best, max(e for _, e in games)))
        out.sort(key=lambda s: s.last_played, reverse=True)
        return out


def _rules(width: int, height: int, k: int, rule: str) -> Rules:
    """A row's rules; a rule this program does not know reads as a database it cannot
    use (sqlite3.DatabaseError), like any other damage."""
    try:
        return Rules(width, height, k, Variant(rule))
    except ValueError as error:
        raise sqlite3.DatabaseError(f"a game has rules this program cannot read: {error}") \
            from None
