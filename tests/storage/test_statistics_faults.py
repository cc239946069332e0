"""The statistics file is set aside only when proven damaged (issue 40): never because it is
busy, locked or read-only; a bad row is skipped with a note and never stops the app.

The locks are real: a second process holds a write transaction, in WAL mode and in
rollback-journal mode (``BEGIN EXCLUSIVE``), while this one opens the file.
"""

from __future__ import annotations

import ctypes
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tictactoe.game import Mark, Rules
from tictactoe.storage import Statistics, Trouble, statistics_file
from tictactoe.storage.rating import ratings_of

SIX_GAMES = 6
PR_CAPBSET_DROP = 24  # prctl: drop a capability from the bounding set
CAP_SETPCAP = 8  # the capability that allows it


@pytest.fixture(autouse=True)
def short_busy_timeout(monkeypatch):
    """The lock tests wait out the busy timeout; a short one keeps them quick."""
    monkeypatch.setattr(statistics_file, "BUSY_SECONDS", 0.3)


def _record(stats: Statistics, ended_at: float | None = None) -> int:
    return stats.record(
        player1="human",
        player2="level:3",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=Mark.X,
        rules=Rules(9, 9, 5),
        termination="line",
        moves=9,
        ended_at=ended_at,
    )


def _six_games(folder: Path) -> Path:
    stats = Statistics(folder)
    for n in range(SIX_GAMES):
        _record(stats, ended_at=1_000_000.0 + n)
    stats.close()
    return folder / "statistics.sqlite3"


def _set_aside_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".unreadable-" in p.name)


HOLDER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
if sys.argv[2] == "rollback":
    db.execute("PRAGMA journal_mode=DELETE")
    db.execute("BEGIN EXCLUSIVE")
else:
    db.execute("BEGIN IMMEDIATE")
db.execute("INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, result, "
           "termination, moves, human) "
           "VALUES (5, 3, 3, 3, 'easy', 'hard', 'X', 'loss', 'line', 6, 0)")
print("holding", flush=True)
sys.stdin.readline()
try:
    db.execute("COMMIT")
    print("committed", flush=True)
except sqlite3.Error as error:
    print(f"commit failed: {error}", flush=True)
"""


@pytest.mark.parametrize("journal", ["wal", "rollback"])
def test_a_file_locked_by_another_process_is_waited_for_never_set_aside(tmp_path, journal):
    database = _six_games(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(database), journal],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "holding"
        stats = Statistics(tmp_path)
        [note] = stats.take_notes()
        assert note.trouble is Trouble.BUSY and "locked" in note.detail
        assert stats.kept_aside and _set_aside_files(tmp_path) == []
        if journal == "wal":  # readers are not blocked: the history shows
            assert note.history and stats.count() == SIX_GAMES
        _record(stats)  # kept aside, in a file of this session's own
        assert stats.pending.path.exists()
        stats.close()
        out, _ = holder.communicate("\n", timeout=30)
    finally:
        holder.kill()
        holder.wait()
    assert out.strip() == "committed"  # the other process's work is whole, in the live file
    again = Statistics(tmp_path)
    [note] = again.take_notes()
    assert note.trouble is Trouble.MERGED and note.count == 1
    assert again.count() == SIX_GAMES + 2 and not again.kept_aside
    assert not any(p.name.startswith("statistics-pending-") for p in tmp_path.iterdir())
    assert _set_aside_files(tmp_path) == []


def test_a_short_lock_is_waited_out(tmp_path, monkeypatch):
    monkeypatch.setattr(statistics_file, "BUSY_SECONDS", 10.0)
    database = _six_games(tmp_path)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            HOLDER.replace("sys.stdin.readline()", "import time; time.sleep(0.5)"),
            str(database),
            "rollback",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout.readline().strip() == "holding"
    stats = Statistics(tmp_path)  # waits until the other process commits
    assert holder.wait(timeout=30) == 0 and holder.stdout.read().strip() == "committed"
    assert stats.take_notes() == [] and not stats.kept_aside
    assert stats.count() == SIX_GAMES + 1


READ_ONLY_RUN = """
import json, sys
from tictactoe.game import Mark, Rules
from tictactoe.storage import Statistics
stats = Statistics(sys.argv[1])
notes = [(n.trouble.name, n.history, n.kept) for n in stats.take_notes()]
count = stats.count()
try:
    stats.record(player1="human", player2="level:3", human1=True, human2=False,
                 player1_mark=Mark.X, winner=Mark.O, rules=Rules(9, 9, 5), termination="line",
                 moves=10)
    recorded = "yes"
except OSError as error:
    recorded = type(error).__name__
print(json.dumps({"notes": notes, "count": count, "after": stats.count(),
                  "kept": stats.kept_aside, "recorded": recorded}))
"""


def _without_root_powers() -> None:
    """In the child, before exec: a root process drops the capabilities that let it write
    any file whatever its mode (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) from its bounding set,
    so a mode of 444 binds it as it binds the file's owner."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (1, 2):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _can_drop_root_powers() -> bool:
    """Whether this root process may shrink a child's bounding set (CAP_SETPCAP)."""
    status = Path("/proc/self/status").read_text()
    effective = int(
        next(line.split()[1] for line in status.splitlines() if line.startswith("CapEff:")), 16
    )
    return bool(effective >> CAP_SETPCAP & 1)


def _as_owner(folder: Path) -> dict:
    """Run ``READ_ONLY_RUN`` on ``folder`` as its owner, file modes binding."""
    if os.geteuid() == 0 and not _can_drop_root_powers():
        pytest.skip("root without CAP_SETPCAP cannot make file modes bind a child")
    run = subprocess.run(
        [sys.executable, "-c", READ_ONLY_RUN, str(folder)],
        capture_output=True,
        text=True,
        timeout=60,
        preexec_fn=_without_root_powers if os.geteuid() == 0 else None,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_a_read_only_file_is_read_and_new_games_are_kept_aside_then_merged(tmp_path):
    database = _six_games(tmp_path)
    os.chmod(database, 0o444)
    before = database.read_bytes()
    seen = _as_owner(tmp_path)
    assert seen["notes"] == [["READ_ONLY", True, True]] and seen["recorded"] == "yes"
    assert seen["count"] == SIX_GAMES and seen["after"] == SIX_GAMES + 1 and seen["kept"]
    assert database.read_bytes() == before and _set_aside_files(tmp_path) == []
    os.chmod(database, 0o644)  # writable again: the game kept aside is added
    seen = _as_owner(tmp_path)
    assert seen["notes"] == [["MERGED", True, True]] and seen["count"] == SIX_GAMES + 1
    assert seen["after"] == SIX_GAMES + 2 and not seen["kept"]


def test_a_folder_that_cannot_be_written_leaves_the_file_untouched(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    database = _six_games(folder)
    before = database.read_bytes()
    os.chmod(folder, 0o555)
    try:
        seen = _as_owner(folder)
    finally:
        os.chmod(folder, 0o755)
    [[trouble, _, kept]] = seen["notes"]
    assert trouble == "READ_ONLY" and not kept and seen["recorded"] == "PermissionError"
    assert sorted(p.name for p in folder.iterdir()) == ["statistics.sqlite3"]
    assert database.read_bytes() == before


def _add_bad_rows(database: Path) -> None:
    db = sqlite3.connect(database)
    for width, k in ((0, 3), (9, 99)):
        db.execute(
            "INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, "
            "result, termination, moves, human) VALUES (?, ?, 9, ?, 'human', 'level:3', "
            "'X', 'win', 'line', 9, 1)",
            (2_000_000.0 + k, width, k),
        )
    db.execute(
        "INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, "
        "result, termination, moves, human) VALUES ('soon', 9, 9, 5, 'human', "
        "'level:3', 'X', 'win', 'line', 9, 1)"
    )
    db.commit()
    db.close()


def test_bad_rows_are_skipped_with_a_note_and_stay_in_the_file(tmp_path):
    database = _six_games(tmp_path)
    _add_bad_rows(database)
    stats = Statistics(tmp_path)
    [note] = stats.take_notes()
    assert note.trouble is Trouble.BAD_ROWS and note.count == 3
    assert "width must be between 1 and 20, not 0" in note.detail
    assert stats.count() == SIX_GAMES
    assert sum(s.games for s in stats.summary()) == SIX_GAMES
    assert len(stats.person_games()) == SIX_GAMES
    assert len(ratings_of(stats)["middle"].history) == SIX_GAMES
    stats.close()
    db = sqlite3.connect(database)
    assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == SIX_GAMES + 3
    db.close()


@pytest.mark.parametrize(
    "args",
    [["play", "--smoke"], ["play", "--x", "human", "--o", "level:3", "--board", "9x9", "--smoke"]],
)
def test_the_app_starts_with_bad_rows_in_its_statistics(tmp_path, args):
    folder = tmp_path / "data" / "tictactoe-mnk" / "TicTacToe"
    folder.mkdir(parents=True)
    _add_bad_rows(_six_games(folder))
    run = subprocess.run(
        [sys.executable, "-m", "tictactoe", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")},
    )
    assert run.returncode == 0, run.stderr
    assert "smoke: ok" in run.stdout


def test_a_damaged_file_another_process_has_open_is_left_where_it_is(tmp_path):
    database = tmp_path / "statistics.sqlite3"
    database.write_bytes(b"not a database, but somebody's file" * 40)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; f = open(sys.argv[1], 'rb'); "
            "print('open', flush=True); sys.stdin.readline()",
            str(database),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        stats = Statistics(tmp_path)
        [note] = stats.take_notes()
        assert note.trouble is Trouble.LEFT_IN_USE and not note.history
        assert database.exists() and _set_aside_files(tmp_path) == []
        _record(stats)
        stats.close()
    finally:
        holder.communicate("\n", timeout=30)
    again = Statistics(tmp_path)  # nobody has it open now: set aside, the game kept merged
    notes = {n.trouble: n for n in again.take_notes()}
    assert set(notes) == {Trouble.SET_ASIDE, Trouble.MERGED}
    assert _set_aside_files(tmp_path) == [notes[Trouble.SET_ASIDE].moved]
    assert again.count() == 1


def test_games_kept_aside_by_two_sessions_are_merged_once(tmp_path):
    """Two windows keep games aside while another process holds the file, each in a file
    of its own; the merge claims them by renaming, and a game already in the database (a
    claimed file left by a crash after its merge) is not added twice."""
    database = _six_games(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(database), "rollback"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "holding"
        sessions = [Statistics(tmp_path) for _ in range(2)]
        for n, stats in enumerate(sessions):
            assert stats.kept_aside
            _record(stats, ended_at=3e6 + n)
            stats.close()
        assert holder.communicate("\n", timeout=30)[0].strip() == "committed"
    finally:
        holder.kill()
        holder.wait()
    first, second = (stats.pending.path for stats in sessions)
    assert first != second and first.exists() and second.exists()
    crashed = second.with_name(second.name + ".merging")
    crashed.write_bytes(second.read_bytes())  # the same game, claimed before a crash
    merged = Statistics(tmp_path)
    [note] = merged.take_notes()
    assert note.trouble is Trouble.MERGED and note.count == 2
    assert merged.count() == SIX_GAMES + 1 + 2
    assert not any(p.name.startswith("statistics-pending-") for p in tmp_path.iterdir())


@pytest.mark.parametrize(
    "text",
    [
        "{",
        "[]",
        '{"format": "tictactoe-statistics-pending", "version": 1, "games": [{"width": 3}]}',
        "[" * 100_000,
    ],
)
def test_a_kept_aside_file_that_cannot_be_read_is_set_aside_not_deleted(tmp_path, text):
    _six_games(tmp_path)
    hostile = tmp_path / "statistics-pending-1-beef.json"
    hostile.write_text(text)
    stats = Statistics(tmp_path)
    assert stats.take_notes() == [] and stats.count() == SIX_GAMES
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("statistics-pending-")]
    assert ".unreadable-" in kept.name and kept.read_text() == text


def test_the_window_tells_the_player_about_bad_rows_and_starts(qtbot, tmp_path):
    from tictactoe.ui.play.keeper import GameKeeper

    _add_bad_rows(_six_games(tmp_path))
    keeper = GameKeeper(tmp_path)
    try:
        assert keeper.startup_problems == [
            "3 games in the statistics could not be read (the board width must be between 1 "
            "and 20, not 0) and are left out; the file keeps them."
        ]
        assert keeper.ratings()["middle"].games == SIX_GAMES
    finally:
        keeper.close()


@pytest.mark.parametrize("trouble", list(Trouble))
def test_every_note_is_a_plain_sentence(trouble):
    from tictactoe.storage import Note
    from tictactoe.ui.play.keeper import note_text

    for history, kept in ((True, True), (False, False)):
        text = note_text(
            Note(trouble, "database is locked", "statistics.sqlite3.x", 2, history, kept)
        )
        assert (text[0].isupper() or text[0].isdigit()) and text.endswith(".")
        assert "None" not in text
        if trouble in (Trouble.BUSY, Trouble.READ_ONLY, Trouble.UNAVAILABLE, Trouble.LEFT_IN_USE):
            assert ("are kept aside" in text) == kept
            assert ("so far are shown" in text) == history
