"""The player's data: the data directory, atomic writes, the autosave files, statistics."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

from tictactoe import records
from tictactoe.game import Game, Mark, Outcome, Rules, Termination, Variant
from tictactoe.records.help import Aid, Help
from tictactoe.storage import (
    AutosaveError,
    AutosaveStore,
    AutosaveWriter,
    SeriesState,
    Snapshot,
    Statistics,
    Trouble,
    UnreadableFile,
    data_dir,
    read_capped,
    set_aside,
    write_atomic,
)

# -- the data directory ----------------------------------------------------------------


def test_data_dir_follows_xdg_data_home_and_never_the_cwd(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "tictactoe-mnk" / "TicTacToe"
    assert data_dir().is_dir()
    monkeypatch.setenv("XDG_DATA_HOME", "relative/dir")  # the XDG spec: ignore a relative path
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert (
        data_dir(create=False)
        == tmp_path / "home" / ".local" / "share" / "tictactoe-mnk" / "TicTacToe"
    )
    monkeypatch.delenv("XDG_DATA_HOME")
    assert (
        data_dir(create=False)
        == tmp_path / "home" / ".local" / "share" / "tictactoe-mnk" / "TicTacToe"
    )


def test_data_dir_is_where_qstandardpaths_puts_app_data(tmp_path):
    pytest.importorskip("PySide6")
    script = (
        "from PySide6.QtCore import QCoreApplication, QStandardPaths\n"
        "from tictactoe.storage import data_dir, ORGANISATION, APPLICATION\n"
        "app = QCoreApplication([]); app.setOrganizationName(ORGANISATION)\n"
        "app.setApplicationName(APPLICATION)\n"
        "qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)\n"
        "print(qt == str(data_dir(create=False)), qt)\n"
    )
    for xdg in (str(tmp_path / "x"), None):
        env = dict(os.environ, HOME=str(tmp_path / "home"))
        env.pop("XDG_DATA_HOME", None)
        if xdg:
            env["XDG_DATA_HOME"] = xdg
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
        )
        assert out.stdout.startswith("True "), (out.stdout, out.stderr[-500:])


# -- atomic writes, defensive reads ------------------------------------------------------


def test_write_atomic_replaces_the_whole_file_and_leaves_no_temp(tmp_path):
    target = tmp_path / "f.json"
    write_atomic(target, "old")
    write_atomic(target, "new ✓")
    assert target.read_text(encoding="utf-8") == "new ✓"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_a_write_that_fails_midway_leaves_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "f.json"
    write_atomic(target, "old contents")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        write_atomic(target, "new contents that never arrive")
    assert target.read_text() == "old contents"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


def test_read_capped_refuses_a_fifo_at_once_and_a_huge_file(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    started = time.monotonic()
    with pytest.raises(UnreadableFile, match="named pipe"):
        read_capped(fifo, 1000)
    assert time.monotonic() - started < 1.0  # did not wait for a writer
    big = tmp_path / "big"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(UnreadableFile, match="1001 bytes"):
        read_capped(big, 1000)
    assert read_capped(big, 1001) == b"x" * 1001
    with pytest.raises(FileNotFoundError):
        read_capped(tmp_path / "missing", 10)


def test_set_aside_renames_and_never_deletes(tmp_path):
    first = tmp_path / "a.json"
    first.write_text("1")
    moved1 = set_aside(first)
    first.write_text("2")
    moved2 = set_aside(first)
    assert not first.exists() and moved1 != moved2
    assert moved1.read_text() == "1" and moved2.read_text() == "2"
    assert moved1.name.startswith("a.json.unreadable-")


# -- the autosave ------------------------------------------------------------------------


def _snapshot() -> Snapshot:
    game = Game.from_rows(["X....", ".....", "..O..", ".....", "....."], k=4)
    for move in [(1, 1), (3, 3), (4, 0)]:
        game.play(move)
    series = SeriesState("human", "forecaster:depth=3,draw=0.2", "alternate", 5, (1, 0), (2,), None)
    return Snapshot(game, {"X": "human", "O": "forecaster:depth=3,draw=0.2"}, series)


def test_autosave_round_trip_and_the_game_file_opens_as_any_game(tmp_path):
    store = AutosaveStore(tmp_path)
    assert store.read() is None and not store.exists()
    snapshot = _snapshot()
    store.write(snapshot)
    back = store.read()
    assert back is not None
    assert back.game.moves == snapshot.game.moves
    assert back.game.start == snapshot.game.start and back.game.rules == Rules(5, 5, 4)
    assert back.players == snapshot.players and back.series == snapshot.series
    opened = records.load(store.game_path)  # what Open does
    assert opened.game.moves == snapshot.game.moves and opened.players == snapshot.players
    store.retire()
    assert store.read() is None and not store.game_path.exists()


def test_autosave_keeps_a_called_draw(tmp_path):
    game = Game()
    for move in [(0, 2), (0, 1), (1, 1), (2, 2), (0, 0), (2, 0), (2, 1)]:
        game.play(move)
    assert game.is_dead_draw() and not game.is_over()
    game.end(Outcome(Termination.DEAD_DRAW))
    store = AutosaveStore(tmp_path)
    store.write(
        Snapshot(
            game, {"X": "human", "O": "hard"}, SeriesState("human", "hard", games=3, results=(0,))
        )
    )
    back = store.read()
    assert back.game.result() == "draw" and back.series.results == (0,)


def test_every_truncation_of_the_autosave_is_refused(tmp_path):
    store = AutosaveStore(tmp_path)
    store.write(_snapshot())
    text = store.state_path.read_text(encoding="utf-8")
    accepted = []
    for end in range(len(text)):
        store.state_path.write_text(text[:end], encoding="utf-8")
        try:
            store.read()
            accepted.append(end)
        except AutosaveError:
            pass
    assert accepted == [len(text) - 1]  # only the text without its final newline: still whole


@pytest.mark.parametrize(
    "change,reason",
    [
        (lambda d: d.update(format="other"), "not an autosave"),
        (lambda d: d.update(version=2), "version 2"),
        (lambda d: d["series"].update(games=0), "games must be"),
        (lambda d: d["series"].update(results=[1, 1, 1, 1, 1, 1]), "6 results for a series of 5"),
        (lambda d: d["series"].update(results=[3]), "results must be"),
        (lambda d: d["series"].update(starter="nobody"), "starter"),
        (lambda d: d["series"].update(player1=""), "player1"),
        (lambda d: d["series"].update(extra=1), "unknown field"),
        (lambda d: d["series"].pop("results"), "missing"),
        (lambda d: d["record"].update(moves=[[9, 9]]), "the game"),
        (lambda d: d["record"].pop("players"), "both players"),
        (lambda d: d.update(series=[]), "series must be an object"),
    ],
)
def test_a_wrong_autosave_says_why(tmp_path, change, reason):
    store = AutosaveStore(tmp_path)
    store.write(_snapshot())
    data = json.loads(store.state_path.read_text())
    change(data)
    store.state_path.write_text(json.dumps(data))
    with pytest.raises(AutosaveError, match=reason):
        store.read()


def test_binary_deep_and_fifo_autosaves_are_refused_without_hanging(tmp_path):
    store = AutosaveStore(tmp_path)
    for payload in (b"\xff\xfe\x00garbage", b"[" * 100_000, b""):
        store.state_path.write_bytes(payload)
        with pytest.raises(AutosaveError):
            store.read()
    store.state_path.unlink()
    os.mkfifo(store.state_path)
    with pytest.raises(AutosaveError, match="named pipe"):
        store.read()


def test_set_aside_moves_both_autosave_files(tmp_path):
    store = AutosaveStore(tmp_path)
    store.write(_snapshot())
    moved = store.set_aside()
    assert len(moved) == 2 and all(p.exists() for p in moved)
    assert not store.exists() and not store.game_path.exists()


def test_writer_thread_writes_the_newest_snapshot_and_retires_in_order(tmp_path):
    store = AutosaveStore(tmp_path)
    writer = AutosaveWriter(store)
    game = Game.for_rules(Rules(15, 15, 5))
    for i in range(30):
        game.play((i % 15, i // 15))
        writer.submit(
            Snapshot(game.copy(), {"X": "hard", "O": "hard"}, SeriesState("hard", "hard"))
        )
    assert writer.flush(5.0)
    assert store.read().game.moves == game.moves
    writer.retire()
    assert writer.flush(5.0)
    assert not store.exists()
    writer.submit(Snapshot(game.copy(), {"X": "hard", "O": "hard"}, SeriesState("hard", "hard")))
    assert writer.close(5.0) and store.exists()


def test_a_failed_autosave_is_reported_and_the_writer_goes_on(tmp_path):
    errors: list[Exception] = []
    got = threading.Event()

    def on_error(error):
        errors.append(error)
        got.set()

    store = AutosaveStore(tmp_path / "missing-dir")
    writer = AutosaveWriter(store, on_error=on_error)
    snapshot = _snapshot()
    writer.submit(snapshot)
    assert got.wait(5.0) and isinstance(errors[0], OSError)
    (tmp_path / "missing-dir").mkdir()
    writer.submit(snapshot)
    assert writer.flush(5.0) and store.read() is not None


# -- statistics --------------------------------------------------------------------------


def _record(stats, p1, p2, mark1, winner, rules=Rules(), human=None, moves=5):
    h1 = p1 == "human" if human is None else human
    h2 = p2 == "human" if human is None else human
    return stats.record(
        player1=p1,
        player2=p2,
        human1=h1,
        human2=h2,
        player1_mark=Mark(mark1),
        winner=None if winner is None else Mark(winner),
        rules=rules,
        termination="line" if winner else "full board",
        moves=moves,
    )


def test_statistics_counted_by_hand(tmp_path):
    stats = Statistics(tmp_path)
    assert stats.take_notes() == [] and stats.summary() == []
    # you (player 1) vs hard on 3x3: W W D W W W L W, then one more W below: streak 3
    games = [
        ("X", "X"),
        ("O", "O"),
        ("X", None),
        ("O", "O"),
        ("X", "X"),
        ("O", "O"),
        ("X", "O"),
        ("O", "O"),
    ]
    for mark, winner in games:
        _record(stats, "human", "hard", mark, winner)
    # the same pairing from the other column: hard is player 1, you player 2, and you win
    _record(stats, "hard", "human", "X", "O")
    # another board, and computer-vs-computer games
    _record(stats, "human", "hard", "X", "O", Rules(15, 15, 5))
    _record(stats, "medium", "easy", "X", "X")  # stored as easy vs medium: a loss for easy
    _record(stats, "easy", "medium", "X", "O")
    summary = {(s.player_a, s.player_b, str(s.rules), s.human): s for s in stats.summary()}
    you = summary[("human", "hard", "3x3 k=3", True)]
    assert (you.games, you.wins, you.draws, you.losses, you.longest_streak) == (9, 7, 1, 1, 3)
    big = summary[("human", "hard", "15x15 k=5", True)]
    assert (big.games, big.wins, big.draws, big.losses, big.longest_streak) == (1, 0, 0, 1, 0)
    ai = summary[("easy", "medium", "3x3 k=3", False)]
    assert (ai.games, ai.wins, ai.losses) == (2, 0, 2)
    assert {s.human for s in stats.summary(human=False)} == {False}
    assert len(stats.summary(human=True)) == 2
    assert stats.count() == 12


def test_statistics_forget_reset_and_the_help_columns(tmp_path):
    stats = Statistics(tmp_path)
    taken = Help.of({(Mark.X, Aid.HINT): 3, (Mark.X, Aid.TAKEBACK): 1})
    row = stats.record(
        player1="human",
        player2="perfect",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=None,
        rules=Rules(),
        termination="full board",
        moves=9,
        help=taken,
    )
    assert stats._db.execute("SELECT hints, help FROM games WHERE id=?", (row,)).fetchone() == (
        3,
        '{"X":{"hint":3,"takeback":1}}',
    )
    assert Help.from_text(taken.to_text()) == taken
    assert stats.person_games() == []  # a game with help does not count
    stats.forget(row)
    assert stats.count() == 0
    _record(stats, "human", "perfect", "X", None)
    stats.close()
    again = Statistics(tmp_path)  # it lasts
    assert again.count() == 1
    again.reset()
    assert again.count() == 0


@pytest.mark.parametrize(
    "garbage", [b"this is not a database at all" * 10, b"SQLite format 3\x00" + b"\x07" * 2000]
)
def test_a_corrupt_statistics_file_is_set_aside_and_a_new_one_started(tmp_path, garbage):
    (tmp_path / "statistics.sqlite3").write_bytes(garbage)
    stats = Statistics(tmp_path)
    [note] = stats.take_notes()
    assert note.trouble is Trouble.SET_ASIDE and note.moved.startswith(
        "statistics.sqlite3.unreadable-"
    )
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.sqlite3.unreadable-")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage  # never deleted
    _record(stats, "human", "easy", "X", "X")
    assert stats.count() == 1


def test_a_database_from_a_newer_program_is_left_as_it_is(tmp_path):
    """Not damaged: a newer version's (Firefox's guard); never set aside (issue 49)."""
    db = sqlite3.connect(tmp_path / "statistics.sqlite3")
    db.execute("PRAGMA user_version=99")
    db.commit()
    db.close()
    stats = Statistics(tmp_path)
    [note] = stats.take_notes()
    assert note.trouble is Trouble.NEWER and "newer program" in note.detail
    assert stats.kept_aside and not [p for p in tmp_path.iterdir() if "unreadable" in p.name]
    assert sqlite3.connect(tmp_path / "statistics.sqlite3").execute(
        "PRAGMA user_version"
    ).fetchone() == (99,)


# -- proven values kept between sessions --------------------------------------------------


def test_the_proof_table_round_trips_and_is_written_only_when_it_changed(tmp_path):
    from tictactoe.ai.proof import ProofCache, prove_board
    from tictactoe.storage.proofs import ProofTable

    cache = ProofCache()
    prove_board(Rules(4, 4, 4), cache=cache)
    table = ProofTable(tmp_path)
    assert table.save(cache) and not table.save(cache)  # nothing new: no write
    again = ProofCache()
    assert ProofTable(tmp_path).load_into(again) is None
    assert again.to_dict() == cache.to_dict() and len(again) == len(cache) > 0
    assert not ProofTable(tmp_path / "none").save(ProofCache())  # an empty cache writes nothing


@pytest.mark.parametrize(
    "garbage", [b"{not json", b'{"format": "other"}', b"\xff\xfe", b"[" * 5000]
)
def test_an_unreadable_proof_table_is_set_aside_and_the_cache_stays_empty(tmp_path, garbage):
    from tictactoe.ai.proof import ProofCache
    from tictactoe.storage.proofs import ProofTable

    (tmp_path / "proofs.json").write_bytes(garbage)
    cache = ProofCache()
    message = ProofTable(tmp_path).load_into(cache)
    assert "set aside" in str(message) and len(cache) == 0
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("proofs.json.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage  # never deleted


def test_the_keeper_keeps_proven_values_from_one_session_to_the_next(qtbot, tmp_path):
    from tictactoe.ai.proof import default_cache, known, prove_board
    from tictactoe.ui.play.keeper import GameKeeper

    cache, board = default_cache(), Game.for_rules(Rules(6, 6, 5))
    prove_board(board.rules, cache=cache)
    GameKeeper(tmp_path, statistics=False).close()  # the window closes: the table is kept
    assert (tmp_path / "proofs.json").exists()
    cache.clear()  # a new session starts with nothing
    assert known(board, cache) is None
    keeper = GameKeeper(tmp_path, statistics=False)
    keeper.load_proofs_in_background().join(5)
    assert known(board, cache).result == "draw"  # answered at once, without a search
    keeper.close()


SCHEMA_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, ended_at REAL NOT NULL, width INTEGER NOT NULL,
    height INTEGER NOT NULL, k INTEGER NOT NULL, player_a TEXT NOT NULL,
    player_b TEXT NOT NULL, a_mark TEXT NOT NULL CHECK (a_mark IN ('X', 'O')),
    result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')), termination TEXT NOT NULL,
    moves INTEGER NOT NULL, human INTEGER NOT NULL CHECK (human IN (0, 1)),
    hints INTEGER NOT NULL DEFAULT 0);
CREATE INDEX games_by_pairing ON games (human, player_a, player_b, width, height, k);
INSERT INTO games VALUES (1, 10.0, 15, 15, 5, 'human', 'level:3', 'X', 'win', 'line', 20, 1, 0);
INSERT INTO games VALUES (2, 20.0, 15, 15, 5, 'human', 'level:4', 'O', 'win', 'line', 22, 1, 2);
INSERT INTO games VALUES (3, 30.0, 3, 3, 3, 'easy', 'medium', 'X', 'draw', 'full board', 9, 0, 0);
PRAGMA user_version=1;
"""
_SCHEMA_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, ended_at REAL NOT NULL, width INTEGER NOT NULL,
    height INTEGER NOT NULL, k INTEGER NOT NULL, player_a TEXT NOT NULL,
    player_b TEXT NOT NULL, a_mark TEXT NOT NULL, result TEXT NOT NULL,
    termination TEXT NOT NULL, moves INTEGER NOT NULL, human INTEGER NOT NULL,
    hints INTEGER NOT NULL DEFAULT 0);
INSERT INTO games VALUES (1, 100.0, 15, 15, 5, 'human', 'hard', 'X', 'win', 'line', 9, 1, 0);
INSERT INTO games VALUES (2, 200.0, 15, 15, 5, 'human', 'hard', 'O', 'loss', 'line', 12, 1, 0);
PRAGMA user_version=1;
"""


def test_a_schema_1_database_is_migrated_in_place_and_its_rows_stay(tmp_path):
    """Schema 2 added the help column, schema 3 the rule, schema 4 the accuracies: an
    older database is brought up step by step when opened (not set aside), every row
    kept, its hints now help of the person's side, its games freestyle and not reviewed."""
    import sqlite3

    from tictactoe.storage.statistics import DATABASE_FILE
    from tictactoe.storage.statistics_schema import SCHEMA_VERSION

    old = sqlite3.connect(tmp_path / DATABASE_FILE)
    old.executescript(SCHEMA_1)
    old.close()
    stats = Statistics(tmp_path)
    assert stats.take_notes() == [] and SCHEMA_VERSION == 6
    assert stats._db.execute("PRAGMA user_version").fetchone()[0] == 1  # 0.1.0 reads it
    assert stats.count() == 3
    rows = stats._db.execute(
        "SELECT id, hints, help, accuracy_a, accuracy_b FROM games ORDER BY id"
    ).fetchall()
    assert rows == [
        (1, 0, "", None, None),
        (2, 2, '{"O":{"hint":2}}', None, None),
        (3, 0, "", None, None),
    ]
    assert stats.accuracy_history() == []
    # the rating reads the old rows: the hinted game does not count, the other does
    assert [(g.rules.width, g.opponent, g.result, g.edition) for g in stats.person_games()] == [
        (15, "level:3", "win", 1)  # played before editions: the first
    ]
    stats.record(
        player1="human",
        player2="level:5",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=Mark.O,
        rules=Rules(15, 15, 5),
        termination="line",
        moves=30,
    )
    stats.close()
    again = Statistics(tmp_path)  # opened again: nothing left to migrate
    assert again.take_notes() == [] and again.count() == 4
    assert len(again.person_games()) == 2


def test_a_schema_1_database_gets_the_rule_column_and_its_games_read_freestyle(tmp_path):
    import sqlite3

    db = sqlite3.connect(tmp_path / "statistics.sqlite3")
    db.executescript(_SCHEMA_1)
    db.close()
    stats = Statistics(tmp_path)
    assert stats.take_notes() == [] and stats.count() == 2
    _record(stats, "human", "hard", "X", "X", Rules(15, 15, 5, Variant.RENJU))
    summary = {(str(s.rules), s.player_b): s for s in stats.summary()}
    assert set(summary) == {("15x15 k=5", "hard"), ("15x15 k=5 renju", "hard")}
    assert (summary[("15x15 k=5", "hard")].wins, summary[("15x15 k=5", "hard")].losses) == (1, 1)
    assert summary[("15x15 k=5 renju", "hard")].games == 1
    rules = [game.rules for game in stats.person_games()]
    assert rules == [Rules(15, 15, 5), Rules(15, 15, 5), Rules(15, 15, 5, Variant.RENJU)]
    stats.close()
    version = (
        sqlite3.connect(tmp_path / "statistics.sqlite3")
        .execute("PRAGMA user_version")
        .fetchone()[0]
    )
    assert version == 1  # compatible: every change since schema 1 added columns and tables
    reopened = Statistics(tmp_path)  # a second open migrates nothing twice
    assert reopened.take_notes() == [] and reopened.count() == 3


def test_a_game_of_a_rule_this_program_does_not_know_is_a_bad_row_skipped_with_a_note(tmp_path):
    stats = Statistics(tmp_path)
    _record(stats, "human", "hard", "X", "X")
    _record(stats, "human", "hard", "X", "O")
    stats._db.execute("UPDATE games SET rule = 'pente' WHERE id = 1")
    assert stats.count() == 1 and len(stats.summary()) == 1 and len(stats.person_games()) == 1
    stats.close()
    again = Statistics(tmp_path)
    notes = again.take_notes()
    assert [(n.trouble, n.count) for n in notes] == [(Trouble.BAD_ROWS, 1)]
    assert "pente" in notes[0].detail
