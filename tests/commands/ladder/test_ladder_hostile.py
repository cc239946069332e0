"""The ladder's files read with limits (issue 40): a results file and a ratings table that
are nested too deeply, hold values of the wrong kind, or are a device or a named pipe give
one line on stderr and status 2, never a traceback, a hang or unbounded memory; a failed
start of ``ladder measure`` writes nothing.  The same files mutated at random:
test_ladder_fuzz.py."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys

import pytest

from tests.commands.ladder.ladder_files import (
    DEEP,
    PLAYERS,
    SESSION,
    good_games,
    good_table,
    ladder,
    one_line_error,
    results_text,
)

# -- the cases of the issue ------------------------------------------------------------------


@pytest.mark.parametrize(
    "change, says",
    [
        (
            lambda lines: lines.insert(1, DEEP),
            "line 2: not a results line (it is nested too deeply)",
        ),
        (lambda lines: lines[1].update(a_seconds="fast"), "a_seconds must be a number"),
        (lambda lines: lines[0].update(seed=[0]), "seed must be a whole number"),
        (lambda lines: lines[0].update(board_class={"a": 1}), "board_class must be a text"),
        (lambda lines: lines[0].update(width=0), "width must be between 1 and 20"),
        (lambda lines: lines[0].update(rule="gomoku"), "rule 'gomoku' is none of freestyle"),
        (lambda lines: lines[0].update(rule=None), "rule must be a text"),
        (lambda lines: lines[0].update(rule="renju"), "five"),
        (lambda lines: lines[2].update(seeds=[1]), "seeds must be a list of 2 whole numbers"),
        (lambda lines: lines[2].update(index=True), "index must be a whole number"),
        (lambda lines: lines[2].update(b_seconds=float("nan")), "b_seconds must be a number"),
        (lambda lines: lines[2].pop("a"), "a is missing"),
        (lambda lines: lines[2].update(extra=1), "unknown field 'extra'"),
        (lambda lines: lines.insert(3, [1, 2]), "line 4: not a results line (not an object)"),
    ],
)
def test_a_bad_results_file_is_one_line_for_fit_and_measure(tmp_path, capsys, change, says):
    lines: list = [dict(SESSION), *good_games()]
    change(lines)
    results = tmp_path / "r.jsonl"
    results.write_text(
        "".join((item if isinstance(item, str) else json.dumps(item)) + "\n" for item in lines)
    )
    before = results.read_bytes()
    one_line_error(*ladder(capsys, "fit", "--results", str(results)))
    status, err = ladder(
        capsys,
        "measure",
        "--class",
        "3x3",
        "--players",
        ",".join(PLAYERS),
        "--extras",
        "none",
        "--games-per-pair",
        "8",
        "--jobs",
        "1",
        "--results",
        str(results),
    )
    one_line_error(status, err)
    assert says in err and results.read_bytes() == before


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda t: t["classes"]["3x3"]["players"].update({"level:1": 5}), "is not an object"),
        (lambda t: t["classes"]["3x3"]["players"]["level:2"].update(elo="x"), "needs numbers"),
        (lambda t: t["classes"]["3x3"]["players"]["level:2"].update(games=1.5), "needs numbers"),
        (lambda t: t["classes"]["3x3"]["players"]["level:2"].update(bounded="no"), "bounded"),
        # an integer no float holds (issue 49: a traceback, status 1)
        (lambda t: t["classes"]["3x3"]["players"]["level:2"].update(elo=10**400), "needs numbers"),
        (lambda t: t["classes"]["3x3"]["players"]["level:2"].update(error=-(10**400)), "numbers"),
        (lambda t: t["classes"]["3x3"]["anchor"].update(elo=10**400), "anchor"),
        (lambda t: t["classes"]["3x3"].update(anchor=5), "anchor"),
        (lambda t: t["classes"]["3x3"].update(command=["x"]), "command is not a text"),
        (lambda t: t["classes"].update({"large": []}), "class 'large': not an object"),
        (lambda t: t.update(classes="DEEP"), "nested too deeply"),
    ],
)
def test_a_bad_ratings_table_is_one_line_for_every_command(tmp_path, capsys, change, says):
    table = good_table()
    change(table)
    path = tmp_path / "table.json"
    path.write_text(json.dumps(table).replace('"DEEP"', DEEP))
    results = tmp_path / "r.jsonl"
    results.write_text(results_text([SESSION, *good_games()]))
    before = path.read_bytes()
    for args in (
        ["--board", "3x3", "--table", str(path)],
        ["fit", "--results", str(results), "--write", "--table", str(path)],
        ["place", "random", "--class", "3x3", "--table", str(path)],
    ):
        status, err = ladder(capsys, *args)
        one_line_error(status, err)
        assert says in err
    assert path.read_bytes() == before


def _limited() -> None:
    """In the child: at most 1 GB of memory (the old reader grew to 12 GB on /dev/zero)."""
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@pytest.mark.parametrize("kind", ["device", "fifo"])
def test_a_table_that_is_a_device_or_a_pipe_is_refused_at_once(tmp_path, kind):
    if kind == "device":
        table = "/dev/zero"
    else:
        table = str(tmp_path / "fifo")
        os.mkfifo(table)
    results = tmp_path / "r.jsonl"
    results.write_text(results_text([SESSION, *good_games()]))
    for args in (
        ["--table", table],
        ["fit", "--results", str(results), "--write", "--table", table],
        ["place", "random", "--class", "3x3", "--table", table],
    ):
        run = subprocess.run(
            [sys.executable, "-m", "tictactoe", "ladder", *args],
            capture_output=True,
            text=True,
            timeout=30,
            preexec_fn=_limited,
        )
        one_line_error(run.returncode, run.stderr)
        assert ("a device" if kind == "device" else "a named pipe") in run.stderr


def test_a_failed_measure_start_writes_nothing(tmp_path, capsys):
    results = tmp_path / "r.jsonl"
    small = [
        "measure",
        "--class",
        "3x3",
        "--players",
        "level:1,level:2",
        "--extras",
        "none",
        "--games-per-pair",
        "2",
        "--jobs",
        "1",
        "--results",
        str(results),
    ]
    status, err = ladder(capsys, *small, "--openings", str(tmp_path / "absent.txt"))
    one_line_error(status, err)
    assert "absent.txt" in err and not results.exists()
    status, err = ladder(capsys, *small)  # the corrected run is not refused
    assert status == 0, err
    assert capsys.readouterr() is not None
