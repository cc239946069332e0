"""Puzzles (issue 43, targets 3 and 4): the resumable `tictactoe puzzles make`: a killed
make loses nothing finished and goes on; bad input refused in one line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tictactoe.cli import main
from tictactoe.coach import parse_puzzles


def games_folder(tmp_path, count: int):
    """A folder of 9x9 games between two ladder rungs."""
    folder = tmp_path / "games"
    assert (
        main(
            [
                "match",
                "level:3",
                "level:5",
                "--board",
                "9x9",
                "--games",
                str(count),
                "--opening",
                "2",
                "--seed",
                "31",
                "--jobs",
                "1",
                "--save-dir",
                str(folder),
            ]
        )
        == 0
    )
    return folder


def make(folder, out) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "tictactoe", "puzzles", "make", str(folder), "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


@pytest.mark.slow
def test_a_killed_make_loses_nothing_finished_and_goes_on(tmp_path, capsys):
    folder = games_folder(tmp_path, 40)
    capsys.readouterr()
    whole = tmp_path / "whole.tsv"
    assert make(folder, whole).wait(timeout=300) == 0
    expected = {p.id for p in parse_puzzles(whole.read_text(), "whole")}
    assert len(expected) >= 5
    out = tmp_path / "killed.tsv"
    process = make(folder, out)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not out.exists() or out.read_text().count("\n") < 2):
        time.sleep(0.01)
    os.killpg(process.pid, signal.SIGKILL)
    process.wait()
    partial = out.read_text()
    assert 2 <= partial.count("\n") < len(expected)
    done_before = (tmp_path / "killed.tsv.done").read_text().split("\n")
    assert make(folder, out).wait(timeout=300) == 0
    kept = parse_puzzles(out.read_text(), "killed")
    assert [p.id for p in kept][: partial.count("\n")] == [
        p.id for p in parse_puzzles(partial, "partial", cut_off=True)
    ]
    assert {p.id for p in kept} == expected and len(kept) == len(expected)
    done = (tmp_path / "killed.tsv.done").read_text().split("\n")[:-1]
    assert len(done) == len(set(done)) == 40 and done[: len(done_before) - 1] == done_before[:-1]


def test_make_refuses_bad_input_in_one_line(tmp_path, capsys):
    assert (
        main(["puzzles", "make", str(tmp_path / "nothing"), "--out", str(tmp_path / "p.tsv")]) == 2
    )
    err = capsys.readouterr().err
    assert err.startswith("tictactoe puzzles: ") and err.count("\n") == 1
    bad = tmp_path / "bad.tsv"
    bad.write_text("not a puzzle\n")
    assert main(["puzzles", "--file", str(bad)]) == 2
    assert "bad.tsv, line 1" in capsys.readouterr().err


def test_the_counts_are_printed(capsys):
    assert main(["puzzles"]) == 0
    out = capsys.readouterr().out
    assert "15x15 k5" in out and "5x5 k4" in out
