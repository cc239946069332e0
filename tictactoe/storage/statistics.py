"""Lasting statistics: every finished game, one row, in a small SQLite database.

Per pairing and board the summary gives games, wins, draws, losses, the longest
winning streak and when it was last played.  A pairing is written in a fixed
order so that "you vs Hard" and "Hard vs you" are one line: a human first,
else the two specs in alphabetical order (player 1 first when they are equal);
wins and losses are the first side's.  Games a person played are kept apart
from computer-vs-computer games (the ``human`` column).  ``help`` is the help
taken in that game, by side and kind (:class:`~tictactoe.records.help.Help` as
compact JSON, "" for none); a game with help does not count for the person's
rating.  ``hints``, the column of schema 1, keeps the number of hints taken.

``rule`` is the game's rule (freestyle, standard, renju, caro).  ``accuracy_a`` and
``accuracy_b``: each side's accuracy (0-100) from the game's review in the window, NULL
until it is reviewed (or when a side made no move reviewed).  ``edition``: the edition of
the ladder's ratings the game was played under (:mod:`tictactoe.players.ratings`), which
the person's rating takes its opponent's rating from; NULL (edition 1) in older rows.

Schema 2 added ``help``, schema 3 ``rule``, schema 4 the accuracies, schema 5 the ``about``
table, schema 6 ``edition`` (:mod:`~tictactoe.storage.statistics_schema` says who may read
which);
:func:`~tictactoe.storage.statistics_schema.migrate` brings an older database up in the
transaction that opens it, after a copy of the file: old rows keep every value, their
hints become help taken by the first-named side (a person's games name the person first;
schema 1 did not say whose hints they were), every older game reads freestyle (all of them
were), none is reviewed and each was played under the first edition of the ratings.

Each game is one transaction.  What can go wrong opening the file is told apart (SQLite's
guidance: wait on a lock, decide "damaged" by ``PRAGMA quick_check``), and only a file
proven damaged is moved: ``quick_check`` fails, SQLite says it is corrupt or not a
database, a column is missing, or it is not a file at all.  It is set aside (renamed, with
its journal files, never deleted) and a new one is started, unless another process has it
open: then it is left where it is.  A newer version's file (one this schema may not write)
is not damaged: it is used as a locked one is, below.  A lock is waited for (the busy timeout).
A file that cannot be written this time (read-only, still locked after the wait, another
error) is neither moved nor changed: its games are copied into a database in memory, so the
history and the rating still show, and new games are kept aside
(:mod:`~tictactoe.storage.statistics_pending`) and added to the file at the next start
that can write it.  A row that holds no valid game (a width of 0, a k of 99, a text where a
number belongs: another program wrote it) is skipped by every reading and counted in a
note; it stays in the file.  ``take_notes`` says what happened, as data: ``ui/`` words it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from tictactoe.game import Mark, Rules, RulesError, Variant
from tictactoe.players.ratings import newest_edition
from tictactoe.problems import Problem
from tictactoe.records.help import Aid, Help
from tictactoe.safe_files import not_regular
from tictactoe.storage.files import FileInUse, set_aside
from tictactoe.storage.statistics_file import (
    Damaged,
    Newer,
    Note,
    Trouble,
    connect,
    read_only_uri,
    tidy_read_only_leftovers,
    trouble_of,
)
from tictactoe.storage.statistics_pending import PendingGames
from tictactoe.storage.statistics_schema import (
    COLUMNS,
    COMPANIONS,
    EDITION,
    REVIEWED,
    VALID_ROW,
    backup,
    check,
    help_from_hints,
    insert_new,
    make_schema,
    prune_backups,
)

DATABASE_FILE = "statistics.sqlite3"


class PersonGame(NamedTuple):
    """A game a person played alone against a computer player without help: when it
    ended, its rules, the opponent's spec, the person's result and the edition of the
    ladder's ratings it was played under (None: the newest, for a game not recorded)."""

    ended_at: float
    rules: Rules
    opponent: str
    result: str
    edition: int | None = None


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
    longest_streak: int  # the most wins in a row by player_a
    last_played: float  # seconds since the epoch


def pairing(player1: str, player2: str, human1: bool, human2: bool) -> tuple[bool, str, str]:
    """(swapped, a, b): the order a pairing is stored in (a human first, else by name)."""
    swapped = human2 if human1 != human2 else player2 < player1
    return (swapped, player2, player1) if swapped else (swapped, player1, player2)


class Statistics:
    """The statistics database in ``directory``; ``take_notes`` says what went wrong opening
    or writing it.  ``kept_aside``: the file cannot be written now; the games in use are a
    copy in memory, and new ones are kept aside."""

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self.path = Path(directory) / DATABASE_FILE
        self.pending = PendingGames(directory, COLUMNS, shared=(EDITION,))
        self.kept_aside = False
        self._notes: list[Note] = []
        self._session: list[int] = []  # this session's rows, while kept aside
        self.backup: Path | None = None  # the copy made before this start's migration
        self.about: dict[str, str] = {}  # the file's about rows (schema 5), as opened
        self._db = self._connect()
        self._note_bad_rows()

    def take_notes(self) -> list[Note]:
        """The notes since the last call (from opening, or a write that was kept aside)."""
        notes, self._notes = self._notes, []
        return notes

    def close(self) -> None:
        self._db.close()

    # -- opening -----------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        try:
            return self._open_file()
        except sqlite3.Error as error:
            trouble, detail = trouble_of(error), str(error)
            problem = error.problem if isinstance(error, (Damaged, Newer)) else None
        if trouble is not Trouble.SET_ASIDE:
            return self._keep_aside(trouble, detail, problem)
        try:
            moved = set_aside(self.path, companions=COMPANIONS)
        except FileInUse:
            return self._keep_aside(Trouble.LEFT_IN_USE, detail, problem)
        self._notes.append(Note(Trouble.SET_ASIDE, detail, moved.name, problem=problem))
        return self._open_file()

    def _open_file(self) -> sqlite3.Connection:
        """The file, checked, its schema made by a write (which proves it writable) and the
        games kept aside earlier merged in; sqlite3.Error when any of it fails."""
        try:
            mode = os.stat(self.path).st_mode
        except FileNotFoundError:
            pass
        else:
            if not stat.S_ISREG(mode):
                raise Damaged(not_regular(mode))
            tidy_read_only_leftovers(self.path)
        db = connect(self.path)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            check(db)
            claimed = {path: self.pending.read(path) for path in self.pending.claim()}
            db.execute("BEGIN IMMEDIATE")
            try:
                found = check(db)  # (again: another process may have migrated it meanwhile)
                if found.older:  # a copy first, then the migration in this transaction
                    self.backup = backup(self.path, found.schema)
                make_schema(db, found)
                merged = sum(_insert_kept(db, row) for rows, _ in claimed.values() for row in rows)
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
            self.about = dict(db.execute("SELECT key, value FROM about").fetchall())
        except BaseException:
            db.close()
            raise
        if self.backup is None:
            prune_backups(self.path)  # a clean start: the copies of earlier migrations
        for path, (_, skipped) in claimed.items():
            self.pending.finish(path, skipped)
        if merged:
            self._notes.append(Note(Trouble.MERGED, count=merged))
        return db

    def _keep_aside(
        self,
        trouble: Trouble,
        detail: str,
        problem: Problem | None,
        source: sqlite3.Connection | None = None,
    ) -> sqlite3.Connection:
        """A database in memory with the file's games (when they can be read) and every
        game kept aside so far; from now on new games go to this session's pending file."""
        memory = connect(":memory:")
        make_schema(memory)
        try:
            with contextlib.closing(source or connect(read_only_uri(self.path))) as reader:
                try:
                    check(reader)
                except Newer:
                    pass  # read as far as this version knows it
                present = {row[1] for row in reader.execute("PRAGMA table_info(games)")}
                names = [name for name in ("id", *COLUMNS, *REVIEWED, EDITION) if name in present]
                with contextlib.suppress(sqlite3.Error):  # (no such table before schema 5)
                    self.about = dict(reader.execute("SELECT key, value FROM about").fetchall())
                rows = reader.execute(f"SELECT {', '.join(names)} FROM games").fetchall()
            with memory:  # (a row the table's checks refuse is left out, as reading would)
                memory.executemany(
                    f"INSERT OR IGNORE INTO games ({', '.join(names)}) VALUES "
                    f"({', '.join('?' * len(names))})",
                    rows,
                )
                if "help" not in present:  # an older file: its hints as help, as migrated
                    help_from_hints(memory)
                    last = memory.execute("SELECT max(ended_at) FROM games").fetchone()[0]
                    if isinstance(last, (int, float)):  # 0.1.0's: its ratings' start, as migrated
                        self.about.setdefault("rating_middle_until", repr(float(last)))
            history = True
        except sqlite3.Error:
            history = False
        for path in self.pending.files():
            for row in self.pending.read(path)[0]:
                _insert_kept(memory, row)
        self.kept_aside = True
        self._notes.append(
            Note(trouble, detail, history=history, kept=self.pending.writable(), problem=problem)
        )
        return memory

    def _note_bad_rows(self) -> None:
        total = self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        valid = self.count()
        if total == valid:
            return
        first = self._db.execute(
            f"SELECT width, height, k, rule FROM games WHERE NOT coalesce("
            f"{VALID_ROW}, 0) ORDER BY id"
        ).fetchone()
        problem = None
        try:
            width, height, k, rule = first
            Rules(width, height, k, rule)
        except RulesError as error:
            problem = error.problem
        self._notes.append(
            Note(
                Trouble.BAD_ROWS,
                "" if problem is None else str(problem),
                count=total - valid,
                problem=problem,
            )
        )

    # -- writing -----------------------------------------------------------------------
    def record(
        self,
        *,
        player1: str,
        player2: str,
        human1: bool,
        human2: bool,
        player1_mark: Mark,
        winner: Mark | None,
        rules: Rules,
        termination: str,
        moves: int,
        help: Help = Help(),
        ended_at: float | None = None,
    ) -> int:
        """Add one finished game (one transaction), with the edition of the ratings it was
        played under (this build's newest); returns its row id.  When the file is locked
        past the busy timeout or cannot be written, the game is kept aside (a note says
        so); OSError when even that fails."""
        swapped, a, b = pairing(player1, player2, human1, human2)
        a_mark = Mark(player1_mark).other if swapped else Mark(player1_mark)
        result = "draw" if winner is None else "win" if Mark(winner) is a_mark else "loss"
        row = (
            time.time() if ended_at is None else ended_at,
            rules.width,
            rules.height,
            rules.k,
            a,
            b,
            a_mark.value,
            result,
            termination,
            moves,
            int(human1 or human2),
            help.count(aid=Aid.HINT),
            help.to_text(),
            rules.variant.value,
            newest_edition(),
        )
        try:
            row_id = self._insert(row)
        except sqlite3.OperationalError as error:
            if self.kept_aside or trouble_of(error) is Trouble.SET_ASIDE:
                raise
            self._db = self._keep_aside(trouble_of(error), str(error), None, source=self._db)
            row_id = self._insert(row)
        if self.kept_aside:
            self._session.append(row_id)
            self._write_pending()
        return row_id

    def _insert(self, row: Sequence[Any]) -> int:
        with self._db:
            cursor = self._db.execute(
                f"INSERT INTO games ({', '.join((*COLUMNS, EDITION))}) "
                f"VALUES ({', '.join('?' * len(row))})",
                row,
            )
        return int(cursor.lastrowid)  # type: ignore[arg-type]  # set by the INSERT

    def _write_pending(self) -> None:
        marks = ", ".join("?" * len(self._session))
        rows = self._db.execute(
            f"SELECT {', '.join((*COLUMNS, EDITION))} FROM games WHERE id IN ({marks}) ORDER BY id",
            self._session,
        ).fetchall()
        self.pending.write(rows)

    def merge_set_aside(self, path: Path) -> int | None:
        """Add the games of a statistics file set aside earlier (by any version) that are
        not here yet, in one transaction; how many were added, or None when the file
        cannot be read (damaged, not a database, no games table).  Its rows are read as
        :meth:`_keep_aside` reads a file: the columns it has, a schema-1 file's hints as
        help; rows that hold no valid game are left out."""
        try:
            with contextlib.closing(connect(path)) as reader:  # (its -wal beside it)
                try:
                    check(reader)
                except Newer:
                    pass
                present = {row[1] for row in reader.execute("PRAGMA table_info(games)")}
                if not present:
                    return None
                names = [name for name in (*COLUMNS, *REVIEWED, EDITION) if name in present]
                rows = reader.execute(
                    f"SELECT {', '.join(names)} FROM games ORDER BY id"
                ).fetchall()
        except sqlite3.Error:
            return None
        memory = connect(":memory:")
        try:
            make_schema(memory)
            memory.executemany(
                f"INSERT OR IGNORE INTO games ({', '.join(names)}) VALUES "
                f"({', '.join('?' * len(names))})",
                rows,
            )
            if "help" not in present:
                help_from_hints(memory)
            found = memory.execute(
                f"SELECT {', '.join((*COLUMNS, *REVIEWED, EDITION))} FROM games ORDER BY id"
            ).fetchall()
        finally:
            memory.close()
        added = 0
        with self._db:
            for row in found:
                reviewed = row[len(COLUMNS) : len(COLUMNS) + len(REVIEWED)]
                added += insert_new(self._db, row[: len(COLUMNS)], reviewed, row[-1])
        return added

    def set_accuracy(self, row_id: int, accuracy: dict[Mark, float | None]) -> bool:
        """Keep each side's accuracy (by mark, 0-100; None: not known) with a game's row,
        once it is reviewed; False when the row is gone (reset, or taken back)."""
        row = self._db.execute("SELECT a_mark FROM games WHERE id = ?", (row_id,)).fetchone()
        if row is None:
            return False
        a_mark = Mark(row[0])
        with self._db:
            self._db.execute(
                "UPDATE games SET accuracy_a = ?, accuracy_b = ? WHERE id = ?",
                (accuracy.get(a_mark), accuracy.get(a_mark.other), row_id),
            )
        return True

    def forget(self, row_id: int) -> None:
        """Take a game back out (Undo after the game ended)."""
        with self._db:
            self._db.execute("DELETE FROM games WHERE id = ?", (row_id,))
        if row_id in self._session:
            self._session.remove(row_id)
            self._write_pending()

    def reset(self) -> None:
        """Forget every game (not while games are kept aside: the file cannot be written)."""
        if self.kept_aside:
            raise sqlite3.OperationalError("the statistics file cannot be written now")
        with self._db:
            self._db.execute("DELETE FROM games")

    # -- reading -----------------------------------------------------------------------
    def rating_middle_until(self) -> float | None:
        """When the file came from version 0.1.0 (schema 1), which started every person's
        rating at the middle rung: the end of its last game then; a board class whose
        first rated game ended by then starts there still, so an upgrade leaves the
        rating as it was (:func:`tictactoe.storage.rating.person_ratings`)."""
        try:
            return float(self.about["rating_middle_until"])
        except (KeyError, ValueError):
            return None

    def count(self) -> int:
        return int(self._db.execute(f"SELECT COUNT(*) FROM games WHERE {VALID_ROW}").fetchone()[0])

    def person_games(self) -> list[PersonGame]:
        """The games a person played alone against a computer player without taking
        help, in the order they ended, each with its ratings' edition (1 where the row
        has none, or not a number).  The person's rating is made of them."""
        rows = self._db.execute(
            "SELECT ended_at, width, height, k, rule, player_b, result, "
            "CASE WHEN typeof(edition) = 'integer' AND edition > 1 THEN edition ELSE 1 END "
            "FROM games WHERE human = 1 AND player_a = 'human' AND player_b != 'human' "
            f"AND help = '' AND {VALID_ROW} ORDER BY ended_at, id"
        )
        return [
            PersonGame(ended, _rules(w, h, k, rule), b, result, edition)
            for ended, w, h, k, rule, b, result, edition in rows
        ]

    def accuracy_history(self) -> list[tuple[float, Rules, float]]:
        """The person's accuracy in each reviewed game they played, in the order the
        games ended: (ended_at, rules, accuracy).  The person is the first-named side
        (in a game between two people, the first of them)."""
        rows = self._db.execute(
            "SELECT ended_at, width, height, k, rule, accuracy_a FROM games "
            "WHERE human = 1 AND player_a = 'human' AND accuracy_a IS NOT NULL "
            f"AND {VALID_ROW} ORDER BY ended_at, id"
        )
        return [(ended, _rules(w, h, k, rule), accuracy) for ended, w, h, k, rule, accuracy in rows]

    def summary(self, human: bool | None = None) -> list[PairingStats]:
        """Every pairing, board and rule (only games with or without a person, when
        ``human`` is given), the most recently played first."""
        query = (
            "SELECT player_a, player_b, width, height, k, rule, human, result, ended_at "
            f"FROM games WHERE {VALID_ROW}"
        )
        params: tuple[Any, ...] = ()
        if human is not None:
            query += " AND human = ?"
            params = (int(human),)
        groups: dict[tuple[Any, ...], list[tuple[str, float]]] = {}
        for a, b, w, h, k, rule, hu, result, ended in self._db.execute(
            query + " ORDER BY id", params
        ):
            groups.setdefault((a, b, w, h, k, rule, hu), []).append((result, ended))
        out = []
        for (a, b, w, h, k, rule, hu), games in groups.items():
            streak = best = 0
            for result, _ in games:
                streak = streak + 1 if result == "win" else 0
                best = max(best, streak)
            results = [r for r, _ in games]
            out.append(
                PairingStats(
                    a,
                    b,
                    _rules(w, h, k, rule),
                    bool(hu),
                    len(games),
                    results.count("win"),
                    results.count("draw"),
                    results.count("loss"),
                    best,
                    max(e for _, e in games),
                )
            )
        out.sort(key=lambda s: s.last_played, reverse=True)
        return out


def _insert_kept(db: sqlite3.Connection, row: Sequence[Any]) -> int:
    """Add a game from a kept-aside file (its values, then its edition) unless it is
    there already."""
    return insert_new(db, row[: len(COLUMNS)], edition=row[len(COLUMNS)])


def _rules(width: int, height: int, k: int, rule: str) -> Rules:
    """A row's rules (every reading keeps to ``VALID_ROW``, so they are valid)."""
    return Rules(width, height, k, Variant(rule))
