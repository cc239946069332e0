"""No temporary file outlives a restart (issue 40): at start the app removes what a killed
writer left in the data folder, and only what it can prove stale: its own kind of file,
whose writer no longer runs, that no process has open.  A second window writing at the
same moment keeps its file."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from tictactoe.safe_files import temporary_writer, write_atomic
from tictactoe.storage import OWN_FILES, remove_stale_temporaries

# A writer that stops for good between writing its temporary file and renaming it, as
# a SIGKILL at that moment would leave it.
STUCK_WRITER = textwrap.dedent("""
    import os, sys, time
    from tictactoe.safe_files import write_atomic

    def stuck(source, target):
        print("written", flush=True)
        time.sleep(600)

    os.replace = stuck
    write_atomic(os.path.join(sys.argv[1], sys.argv[2]), "{}" * 1000)
""")


def _stuck_writer(folder: Path, name: str) -> subprocess.Popen:
    writer = subprocess.Popen(
        [sys.executable, "-c", STUCK_WRITER, str(folder), name], stdout=subprocess.PIPE, text=True
    )
    assert writer.stdout.readline().strip() == "written"
    return writer


def _temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def _dead_pid() -> int:
    done = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    return int(done.stdout)


def test_the_temporary_name_carries_its_writer(tmp_path):
    seen = []
    real = os.replace

    def spy(source, target):
        seen.append(Path(source).name)
        real(source, target)

    os.replace = spy
    try:
        write_atomic(tmp_path / "autosave.json", "{}")
    finally:
        os.replace = real
    [name] = seen
    assert temporary_writer(name) == ("autosave.json", os.getpid())
    assert temporary_writer(".autosave.ttt.k2x_9abc.tmp") == ("autosave.ttt", None)
    assert temporary_writer("autosave.json") is None and temporary_writer(".x.tmp") is None


def test_a_killed_writers_leftover_is_removed_at_the_next_start(qtbot, tmp_path):
    from tictactoe.ui.play.keeper import GameKeeper

    writer = _stuck_writer(tmp_path, "autosave.ttt")
    [leftover] = _temporaries(tmp_path)
    assert leftover.startswith(".autosave.ttt.")
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    keeper = GameKeeper(tmp_path)  # the restart
    try:
        assert _temporaries(tmp_path) == []
    finally:
        keeper.close()


def test_a_second_window_writing_now_keeps_its_file(qtbot, tmp_path):
    from tictactoe.ui.play.keeper import GameKeeper

    writer = _stuck_writer(tmp_path, "autosave.json")  # alive, in the middle of a write
    try:
        keeper = GameKeeper(tmp_path)
        keeper.close()
        assert len(_temporaries(tmp_path)) == 1
    finally:
        writer.kill()
        writer.wait()


def test_only_files_proven_stale_are_removed(tmp_path):
    dead = _dead_pid()
    stale = [
        f".autosave.json.{dead}.a1b2c3.tmp",
        f".proofs.json.{dead}.zz9.tmp",
        f".statistics-pending-1-ab.json.{dead}.q.tmp",
    ]
    old_form = ".autosave.ttt.k2x_9abc.tmp"
    kept = [
        f".mygame.ttt.{dead}.a1b2c3.tmp",  # not one of the app's own files
        ".autosave.ttt.fresh123.tmp",  # the older form, made a moment ago
        f".autosave.json.{os.getpid()}.x1.tmp",  # this process's own
        f"autosave.json.{dead}.x2.tmp",
    ]  # not a temporary name
    for name in [*stale, old_form, *kept]:
        (tmp_path / name).write_text("{")
    hour_ago = time.time() - 2 * 3600
    os.utime(tmp_path / old_form, (hour_ago, hour_ago))
    folder_form = tmp_path / f".autosave.json.{dead}.dir.tmp"
    folder_form.mkdir()
    held = tmp_path / f".autosave.ttt.{dead}.held.tmp"  # its writer is gone, but another
    held.write_text("{")  # process has it open
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; f = open(sys.argv[1]); print('open', flush=True); sys.stdin.readline()",
            str(held),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "open"
        removed = remove_stale_temporaries(tmp_path, OWN_FILES)
    finally:
        holder.communicate("\n", timeout=30)
    assert sorted(p.name for p in removed) == sorted([*stale, old_form])
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([*kept, folder_form.name, held.name])
