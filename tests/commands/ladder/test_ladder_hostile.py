"""The ladder's files read with limits (issue 40): a results file and a ratings table that
are nested too deeply, hold values of the wrong kind, or are a device or a named pipe give
one line on stderr and status 2, never a traceback, a hang or unbounded memory; a failed
start of ``ladder measure`` writes nothing.  The fuzz tests mutate good files at random
(seeded) the way the game files' fuzzing does (tests/records/test_records_hostile.py)."""

from __future__ import annotations

import copy
import json
import os
import random
import resource
import subprocess
import sys

import pytest

from tictactoe.cli import main

SESSION = {
    "kind": "session",
    "board_class": "3x3",
    "width": 3,
    "height": 3,
    "k": 3,
    "seed": 0,
    "opening": 0,
    "openings": None,
    "command": "tictactoe ladder measure",
    "started": "",
}
PLAYERS = ("level:1", "level:2", "level:3")
DEEP = "[" * 100_000 + "]" * 100_000


def _games() -> list[dict]:
    rng = random.Random(40)
    games = []
    for i, a in enumerate(PLAYERS):
        for b in PLAYERS[i + 1 :]:
            for index in range(8):
                games.append(
                    {
                        "kind": "game",
                        "a": a,
                        "b": b,
                        "index": index,
                        "seeds": [index, index + 1],
                        "a_mark": "XO"[index % 2],
                        "winner": rng.choice(["a", "b", None]),
                        "termination": "line",
                        "a_seconds": 0.001,
                        "b_seconds": 0.002,
                        "board": "3x3",
                        "k": 3,
                        "moves": "b2 a1 c3",
                        "opening": 0,
                        "reason": "",
                    }
                )
    return games


def _lines(items: list[dict]) -> str:
    return "".join(json.dumps(item) + "\n" for item in items)


def _table() -> dict:
    players = {
        spec: {"elo": 1000.0 + 100 * n, "error": 30.0, "games": 16, "seconds_per_move": 0.001}
        for n, spec in enumerate(PLAYERS)
    }
    return {
        "classes": {
            "3x3": {
                "anchor": {"spec": "level:1", "elo": 1000},
                "board": "3x3",
                "k": 3,
                "command": "x",
                "fit": "y",
                "date": "2026-11-26",
                "games": 24,
                "players": players,
                "pairs": [],
            }
        }
    }


def ladder(capsys, *args: str) -> tuple[int, str]:
    status = main(["ladder", *args])
    return status, capsys.readouterr().err


def _one_line_error(status: int, err: str) -> None:
    assert status == 2, err
    assert len(err.splitlines()) == 1 and err.startswith("tictactoe ladder: error: "), err


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
        (lambda lines: lines[2].update(seeds=[1]), "seeds must be a list of 2 whole numbers"),
        (lambda lines: lines[2].update(index=True), "index must be a whole number"),
        (lambda lines: lines[2].update(b_seconds=float("nan")), "b_seconds must be a number"),
        (lambda lines: lines[2].pop("a"), "a is missing"),
        (lambda lines: lines[2].update(extra=1), "unknown field 'extra'"),
        (lambda lines: lines.insert(3, [1, 2]), "line 4: not a results line (not an object)"),
    ],
)
def test_a_bad_results_file_is_one_line_for_fit_and_measure(tmp_path, capsys, change, says):
    lines: list = [dict(SESSION), *_games()]
    change(lines)
    results = tmp_path / "r.jsonl"
    results.write_text(
        "".join((item if isinstance(item, str) else json.dumps(item)) + "\n" for item in lines)
    )
    before = results.read_bytes()
    _one_line_error(*ladder(capsys, "fit", "--results", str(results)))
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
    _one_line_error(status, err)
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
    table = _table()
    change(table)
    path = tmp_path / "table.json"
    path.write_text(json.dumps(table).replace('"DEEP"', DEEP))
    results = tmp_path / "r.jsonl"
    results.write_text(_lines([SESSION, *_games()]))
    before = path.read_bytes()
    for args in (
        ["--board", "3x3", "--table", str(path)],
        ["fit", "--results", str(results), "--write", "--table", str(path)],
        ["place", "random", "--class", "3x3", "--table", str(path)],
    ):
        status, err = ladder(capsys, *args)
        _one_line_error(status, err)
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
    results.write_text(_lines([SESSION, *_games()]))
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
        _one_line_error(run.returncode, run.stderr)
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
    _one_line_error(status, err)
    assert "absent.txt" in err and not results.exists()
    status, err = ladder(capsys, *small)  # the corrected run is not refused
    assert status == 0, err
    assert capsys.readouterr() is not None


# -- fuzzing ----------------------------------------------------------------------------------

ODD_VALUES = [
    "fast",
    [0],
    {"a": 1},
    None,
    True,
    -1,
    10**30,
    1e308,
    float("nan"),
    "",
    [[[[]]]],
    "DEEP",
    0,
    "level:1",
]


def _mutate(value, rng: random.Random):
    """A copy of a JSON value with one thing changed somewhere inside it."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        choice = rng.random()
        if choice < 0.15:
            value.pop(key)
        elif choice < 0.25:
            value[rng.choice(["extra", "kind", key + "x"])] = rng.choice(ODD_VALUES)
        else:
            value[key] = _mutate(value[key], rng)
        return value
    if isinstance(value, list) and value and rng.random() < 0.8:
        index = rng.randrange(len(value))
        value[index] = _mutate(value[index], rng)
        return value
    return copy.deepcopy(rng.choice(ODD_VALUES))


def _text(value) -> str:
    return json.dumps(value).replace('"DEEP"', DEEP)


def test_fuzzed_results_files_never_raise(tmp_path, capsys):
    rng = random.Random(4040)
    good = [dict(SESSION), *_games()]
    path = tmp_path / "r.jsonl"
    outcomes = {0: 0, 2: 0}
    for _ in range(300):
        lines = copy.deepcopy(good)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(lines))
            lines[at] = _mutate(lines[at], rng)
        text = "".join(_text(line) + "\n" for line in lines)
        if rng.random() < 0.2:  # a cut or a stray byte
            at = rng.randrange(len(text))
            text = text[:at] + rng.choice(["", "\x00", "{", "\n", "é"]) + text[at + 1 :]
        path.write_text(text)
        status, err = ladder(capsys, "fit", "--results", str(path))
        assert status in outcomes, err
        if status == 2:
            _one_line_error(status, err)
        outcomes[status] += 1
    assert outcomes[0] >= 5 and outcomes[2] >= 200  # both kinds were reached


def test_fuzzed_ratings_tables_never_raise(tmp_path, capsys):
    rng = random.Random(4041)
    path = tmp_path / "table.json"
    outcomes = {0: 0, 2: 0}
    for _ in range(300):
        table = _mutate(_table(), rng)
        path.write_text(_text(table))
        for args in (
            ["--board", "3x3", "--table", str(path)],
            ["--board", "3x3", "--table", str(path), "--json"],
        ):
            status, err = ladder(capsys, *args)
            assert status in outcomes, err
            if status == 2:
                _one_line_error(status, err)
            outcomes[status] += 1
    assert outcomes[0] > 50 and outcomes[2] > 50
