"""The player's files across versions (issue 49): the statistics' schema numbers and
migration copy, a newer version's files left as they are, what any version set aside read
again.  The run of the previous release itself is test_upgrade_downgrade.py."""

from __future__ import annotations

import json
import os
import sqlite3
import time

import pytest

from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.records.help import Aid, Help
from tictactoe.storage.autosave import AutosaveStore, SeriesState, Snapshot
from tictactoe.storage.files import set_aside
from tictactoe.storage.healing import heal, set_aside_files
from tictactoe.storage.rating import middle_start, ratings_of, start_rating
from tictactoe.storage.slots import Slots
from tictactoe.storage.statistics import DATABASE_FILE, Statistics
from tictactoe.storage.statistics_file import Trouble
from tictactoe.storage.statistics_schema import COMPATIBLE, SCHEMA_VERSION

# version 0.1.0's table, as it makes it (tictactoe/storage/statistics.py of f1ffd63)
SCHEMA_1 = """
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY, ended_at REAL NOT NULL, width INTEGER NOT NULL,
    height INTEGER NOT NULL, k INTEGER NOT NULL, player_a TEXT NOT NULL,
    player_b TEXT NOT NULL, a_mark TEXT NOT NULL CHECK (a_mark IN ('X', 'O')),
    result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')), termination TEXT NOT NULL,
    moves INTEGER NOT NULL, human INTEGER NOT NULL CHECK (human IN (0, 1)),
    hints INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS games_by_pairing ON games (human, player_a, player_b, width, height, k);
"""
OLD_NEEDED = {
    "id", "ended_at", "width", "height", "k", "player_a", "player_b", "a_mark", "result",
    "termination", "moves", "human", "hints",
}  # fmt: skip


def old_insert(path, ended_at, opponent, result, hints=0):
    """A row as version 0.1.0 writes it (its columns only)."""
    db = sqlite3.connect(path)
    with db:
        db.execute(
            "INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, result, "
            "termination, moves, human, hints) VALUES (?,15,15,5,'human',?,'X',?,'line',30,1,?)",
            (ended_at, opponent, result, hints),
        )
    db.close()


def old_opens(path) -> bool:
    """Version 0.1.0's check when it opens the file (its Statistics._open): True when it
    would use the file, False when it would call it damaged and set it aside."""
    db = sqlite3.connect(path)
    try:
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return False
        if db.execute("PRAGMA user_version").fetchone()[0] > 1:
            return False
        db.executescript(SCHEMA_1)
        columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
        return columns >= OLD_NEEDED
    finally:
        db.close()


def test_a_file_of_this_schema_is_one_version_0_1_0_uses_and_its_rows_read_as_meant(tmp_path):
    stats = Statistics(tmp_path)
    stats.record(
        player1="human", player2="level:3", human1=True, human2=False, player1_mark=Mark.X,
        winner=Mark.X, rules=Rules(15, 15, 5), termination="line", moves=30,
        help=Help.of({(Mark.X, Aid.ANALYSIS): 1}),
    )  # fmt: skip
    stats.close()
    path = tmp_path / DATABASE_FILE
    assert (SCHEMA_VERSION, COMPATIBLE) == (6, 1) and old_opens(path)
    old_insert(path, time.time() + 1, "level:4", "loss", hints=2)  # 0.1.0 plays a game
    again = Statistics(tmp_path)
    assert again.take_notes() == [] and again.count() == 2
    rows = again._db.execute("SELECT hints, help, rule FROM games ORDER BY id").fetchall()
    assert rows == [(0, '{"X":{"analysis":1}}', "freestyle"), (2, '{"X":{"hint":2}}', "freestyle")]
    assert again.person_games() == []  # neither counts: help taken in both
    assert again.about["schema"] == "6" and again.about["opened_by"]


def test_a_migration_copies_the_file_aside_first_and_is_one_transaction(tmp_path, monkeypatch):
    from tictactoe.storage import statistics_schema

    path = tmp_path / DATABASE_FILE
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_1 + "PRAGMA user_version=1;")
    db.close()
    old_insert(path, 10.0, "level:3", "win")
    before = path.read_bytes()

    real = statistics_schema.migrate

    def broken(db):  # the file's migration fails half-way (a column added, then an error)
        if not db.execute("PRAGMA database_list").fetchone()[2]:
            return real(db)  # (the copy in memory the games are read into meanwhile)
        db.execute("ALTER TABLE games ADD COLUMN help TEXT NOT NULL DEFAULT ''")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(statistics_schema, "migrate", broken)
    stats = Statistics(tmp_path)  # kept aside: the file could not be written this time
    assert stats.kept_aside and stats.count() == 1
    stats.close()
    columns = {r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(games)")}
    assert "help" not in columns  # rolled back whole
    copy = tmp_path / f"{DATABASE_FILE}.v1.bak"
    assert copy.exists()
    monkeypatch.undo()
    stats = Statistics(tmp_path)
    assert not stats.kept_aside and stats.backup == tmp_path / f"{DATABASE_FILE}.v1-2.bak"
    assert stats.count() == 1 and stats.about["schema"] == "6"
    assert sqlite3.connect(copy).execute("SELECT count(*) FROM games").fetchone() == (1,)
    assert sqlite3.connect(copy).execute("PRAGMA user_version").fetchone() == (1,)
    assert before  # the copy holds what the file held: its one game, its schema


def test_the_copies_are_kept_until_a_clean_start_and_then_pruned_to_three(tmp_path):
    names = [f"{DATABASE_FILE}.v{n}.bak" for n in range(4)]
    names.append(f"{DATABASE_FILE}.unreadable-20261126-101010.merged.bak")  # games merged back
    for n, name in enumerate(names):
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (1000 + n, 1000 + n))
    (tmp_path / "statistics.sqlite3.unreadable-20261126-101011").write_bytes(b"x")  # not a copy
    Statistics(tmp_path).close()  # a new file: no migration, a clean start
    left = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(DATABASE_FILE + "."))
    assert left == sorted([*names[2:], "statistics.sqlite3.unreadable-20261126-101011"])


def test_a_newer_versions_file_is_read_and_never_written_nor_moved(tmp_path):
    path = tmp_path / DATABASE_FILE
    Statistics(tmp_path).close()
    old_insert(path, 10.0, "level:3", "win")
    db = sqlite3.connect(path)
    with db:
        db.execute("UPDATE about SET value = '7' WHERE key = 'compatible'")
        db.execute("UPDATE about SET value = '9' WHERE key = 'schema'")
        db.execute("ALTER TABLE games ADD COLUMN future TEXT")
        db.execute("PRAGMA user_version=7")
    db.close()
    before = path.read_bytes()
    stats = Statistics(tmp_path)
    [note] = stats.take_notes()
    assert note.trouble is Trouble.NEWER and note.history and stats.count() == 1
    stats.record(
        player1="human", player2="level:3", human1=True, human2=False, player1_mark=Mark.X,
        winner=None, rules=Rules(15, 15, 5), termination="full board", moves=225,
    )  # fmt: skip
    assert stats.count() == 2 and path.read_bytes() == before
    assert [p.name for p in tmp_path.glob("statistics-pending-*.json")]


def test_a_rating_begun_under_0_1_0_keeps_its_start_and_a_new_class_starts_by_the_answer(
    tmp_path,
):
    path = tmp_path / DATABASE_FILE
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_1 + "PRAGMA user_version=1;")
    db.close()
    for n, (opponent, result) in enumerate([("level:3", "win"), ("level:4", "draw")]):
        old_insert(path, 100.0 + n, opponent, result)
    stats = Statistics(tmp_path)
    assert stats.rating_middle_until() == 101.0
    stats.record(
        player1="human", player2="level:3", human1=True, human2=False, player1_mark=Mark.X,
        winner=Mark.X, rules=Rules(9, 9, 5), termination="line", moves=30,
    )  # fmt: skip
    ratings = ratings_of(stats)
    large = Rules(15, 15, 5)  # (0.1.0's games: the first edition of the ratings)
    assert ratings["large"].start == middle_start(large, 1) != start_rating(large, None, 1)
    assert ratings["middle"].start == start_rating(Rules(9, 9, 5))  # its first game is 0.2.0's
    stats.close()
    assert Statistics(tmp_path).rating_middle_until() == 101.0  # kept in the file


def _snapshot(rules: Rules, moves, results=()) -> Snapshot:
    game = Game.for_rules(rules)
    for move in moves:
        game.play(move)
    series = SeriesState("human", "level:3", games=3, results=tuple(results))
    return Snapshot(game, {"X": "human", "O": "level:3"}, series)


def test_a_kept_plain_game_is_written_so_that_version_0_1_0_reads_it(tmp_path):
    store = AutosaveStore(tmp_path)
    store.write(_snapshot(Rules(15, 15, 5), [(7, 7), (8, 8)], results=(1,)))
    data = json.loads(store.state_path.read_text())
    assert data["version"] == 1 and data["record"]["version"] == 1
    assert set(data["series"]) <= {
        "player1", "player2", "starter", "games", "results", "session", "statistics_id"
    }  # fmt: skip
    assert "help" not in data["record"] and "rule" not in data["record"]["rules"]
    store.write(_snapshot(Rules(15, 15, 5, Variant.RENJU), [(7, 7)]))
    assert json.loads(store.state_path.read_text())["record"]["version"] == 2


def test_what_any_version_set_aside_is_read_again_and_the_unreadable_listed(tmp_path):
    stats = Statistics(tmp_path)
    stats.close()
    # a statistics file 0.1.0 set aside (schema 4 of a build of this round), with two games
    aside = tmp_path / "other"
    aside.mkdir()
    older = Statistics(aside)
    for result in (Mark.X, Mark.O):
        older.record(
            player1="human", player2="level:3", human1=True, human2=False,
            player1_mark=Mark.X, winner=result, rules=Rules(15, 15, 5), termination="line",
            moves=30,
        )  # fmt: skip
    older.close()
    moved_stats = set_aside(aside / DATABASE_FILE)
    os.replace(moved_stats, tmp_path / moved_stats.name)
    # an unfinished renju game 0.1.0 set aside (it read "version 2 is not supported")
    store = AutosaveStore(tmp_path)
    store.write(_snapshot(Rules(15, 15, 5, Variant.RENJU), [(7, 7), (8, 8), (9, 9)]))
    store.set_aside()
    # and a file nobody can read
    (tmp_path / "puzzle_attempts.json").write_text("garbage")
    garbage = set_aside(tmp_path / "puzzle_attempts.json")
    stats = Statistics(tmp_path)
    healed = heal(tmp_path, stats)
    assert (healed.games, healed.kept, healed.unreadable) == (2, 1, (garbage,))
    assert stats.count() == 2
    assert heal(tmp_path, stats).games == 0  # nothing twice
    games, unreadable = Slots(tmp_path).others()
    assert unreadable == [] and [kept.slot for kept in games] == ["2"]
    assert games[0].snapshot.game.rules.variant is Variant.RENJU
    assert len(games[0].snapshot.game.moves) == 3
    assert (tmp_path / "autosave-2.ttt").exists()  # the game file moved with it
    assert set_aside_files(tmp_path) == [garbage]


def test_a_newer_versions_unfinished_game_is_left_where_it_is(tmp_path):
    store = AutosaveStore(tmp_path)
    store.write(_snapshot(Rules(15, 15, 5), [(7, 7)]))
    data = json.loads(store.state_path.read_text())
    data["version"] = 2
    store.state_path.write_text(json.dumps(data))
    games, unreadable = Slots(tmp_path).others()
    assert games == [] and unreadable == [] and store.state_path.exists()
    data["version"], data["record"]["version"] = 1, 3
    store.state_path.write_text(json.dumps(data))
    assert Slots(tmp_path).others() == ([], [])


@pytest.mark.parametrize("version", [1, 2])
def test_a_game_file_says_the_oldest_version_that_holds_it(tmp_path, version):
    from tictactoe import records

    game = Game.for_rules(Rules(15, 15, 5) if version == 1 else Rules(15, 15, 5, Variant.CARO))
    game.play((7, 7))
    help = Help.of({(Mark.X, Aid.HINT): 2})
    text = records.to_json(game, {"X": "Ann", "O": "Bob"}, help=help)
    data = json.loads(text)
    assert data["version"] == version
    assert ("hints" in data) == (version == 1) and ("help" in data) == (version == 2)
    assert records.from_json(text).help == help


def test_the_proven_values_of_other_rules_go_where_version_0_1_0_never_looks(tmp_path):
    from tictactoe.ai.proof import ProofCache, prove_board
    from tictactoe.storage.proofs import ProofTable

    cache = ProofCache()
    prove_board(Rules(3, 3, 3), cache=cache)
    data = cache.to_dict()
    [(_key, value)] = list(data["entries"].items())[:1]
    cache.update_from({**data, "entries": {"15x15k5-renju/0": value}})
    assert ProofTable(tmp_path).save(cache)
    plain = json.loads((tmp_path / "proofs.json").read_text())
    rules = json.loads((tmp_path / "proofs-rules.json").read_text())
    assert plain["version"] == rules["version"] == 1
    assert all("-" not in k.split("/")[0] for k in plain["entries"]) and plain["entries"]
    assert list(rules["entries"]) == ["15x15k5-renju/0"]
    again = ProofCache()
    assert ProofTable(tmp_path).load_into(again) is None
    assert again.to_dict() == cache.to_dict()


def test_a_0_1_0_file_that_cannot_be_written_keeps_its_ratings_start_too(tmp_path, monkeypatch):
    path = tmp_path / DATABASE_FILE
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_1 + "PRAGMA user_version=1;")
    db.close()
    old_insert(path, 100.0, "level:3", "win")

    def unwritable(self):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(Statistics, "_open_file", unwritable)
    stats = Statistics(tmp_path)
    assert stats.kept_aside and stats.count() == 1 and stats.rating_middle_until() == 100.0
    assert ratings_of(stats)["large"].start == middle_start(Rules(15, 15, 5), 1)  # its edition
