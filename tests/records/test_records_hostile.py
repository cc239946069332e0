"""Hostile input found by fuzzing: each one a regression test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tictactoe.game import Game
from tictactoe.records import GameFileError, from_json, load, loads, parse_diagram, save, to_json


def _seconds(text: str) -> float:
    """The fastest of three runs of loads(text) (a diagram, or a GameFileError)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        try:
            loads(text)
        except GameFileError:
            pass
        best = min(best, time.perf_counter() - start)
    return best


def test_a_long_run_of_blanks_parses_in_linear_time() -> None:
    """The old header regex took 2.2 s at 16 KB and 9.9 s at 32 KB (quadratic)."""
    small = _seconds("a" + " " * 64_000 + "b\n")
    large = _seconds("a" + " " * 512_000 + "b\n")
    assert small < 1.0  # the target is well under 0.1 s; the bound allows a loaded machine
    # 8 times the text: linear is about 8 times the time, quadratic 64 times
    assert large < max(30 * small, 0.5)


@pytest.mark.parametrize(
    "text",
    [
        "k" + " " * 100_000 + "=3\n...",
        "k=" + " " * 100_000 + "3x\n...",
        "to_move" + "-" * 100_000 + ":X\n...",
        "X" + " ." * 100_000 + "\n",
    ],
)
def test_other_long_lines_are_linear_too(text: str) -> None:
    assert _seconds(text) < 1.0


def _nested(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def test_a_result_nested_a_thousand_deep_is_a_game_file_error() -> None:
    depth = 990
    text = (
        '{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3, "height": 3, '
        '"k": 3}, "moves": [], "result": ' + "[" * depth + "]" * depth + "}"
    )
    # json.loads itself may give up first, depending on how deep the caller's stack is
    with pytest.raises(GameFileError, match=r"nested too deeply$"):
        from_json(text)
    for field in ("moves", "players", "hints", "help", "outcome", "start", "format", "version"):
        data = json.loads(to_json(Game()))
        data[field] = "NESTED"
        text = json.dumps(data).replace('"NESTED"', "[" * depth + "]" * depth)
        with pytest.raises(GameFileError, match=f"^{field}|nested too deeply$"):
            from_json(text)


def test_values_nested_past_the_recursion_limit_are_described_not_dumped() -> None:
    """Where json.loads succeeded (990 deep at the top of a stack) the error message
    used to json.dumps the value and raise RecursionError past the loader."""
    from tictactoe.records.native import _record_from_data

    data = json.loads(to_json(Game()))
    data["result"] = _nested(100_000)
    with pytest.raises(
        GameFileError,
        match=r'^result: must be "X", "O", "draw" or null, '
        r"not a list nested too deeply$",
    ):
        _record_from_data(data)
    data = json.loads(to_json(Game()))
    data["moves"] = [_nested(100_000)]
    with pytest.raises(
        GameFileError,
        match=r"^moves\[0\]: must be a pair of whole numbers "
        r"\[x, y\], not a list nested too deeply$",
    ):
        _record_from_data(data)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_opening_a_named_pipe_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "game.ttt"
    os.mkfifo(fifo)
    # in a subprocess, so that a regression fails the test instead of hanging the suite
    code = (
        "import sys\nfrom tictactoe.records import load, GameFileError\n"
        "try:\n    load(sys.argv[1])\nexcept GameFileError as e:\n    print(e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(fifo)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stderr
    assert (
        done.stdout.strip()
        == f"{fifo}: cannot read the file: it is a named pipe (FIFO), not a file"
    )


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_not_read() -> None:
    with pytest.raises(GameFileError, match=r"/dev/zero: cannot read the file: it is a device"):
        load("/dev/zero")


def test_a_folder_is_not_read(tmp_path: Path) -> None:
    with pytest.raises(GameFileError, match=r"cannot read the file: it is a folder$"):
        load(tmp_path)


def test_a_finished_diagram_loads_with_its_result(tmp_path: Path) -> None:
    path = tmp_path / "won.txt"
    path.write_text("XXX\nOO.\n...\n")
    record = load(path)
    assert record.result == "X" == record.game.result()
    assert record.outcome is not None and record.outcome.winner == "X"
    assert loads("XOX\nXOO\nOXX\n").result == "draw"


def test_a_lone_surrogate_in_a_name_is_refused_on_load_and_on_save(tmp_path: Path) -> None:
    """JSON can spell U+D800 ("\\ud800"), UTF-8 cannot: such a name used to load and
    then fail every save.  Load and save now agree: both refuse it."""
    text = to_json(Game(), {"X": "Ann"}).replace('"Ann"', '"An\\ud800n"')
    with pytest.raises(
        GameFileError,
        match=r"^players\.X: holds an invalid character "
        r"\(a lone surrogate, U\+D800\)$",
    ):
        from_json(text)
    with pytest.raises(GameFileError, match=r"^players\.O: holds an invalid character"):
        save(tmp_path / "g.ttt", Game(), {"O": "\udfff"})
    assert list(tmp_path.iterdir()) == []
    # a proper pair of surrogates is a character like any other
    assert from_json(
        to_json(Game()).replace('"start"', '"players": {"X": "\\ud83d\\ude00"}, "start"')
    ).players == {"X": "\U0001f600"}


def test_diagram_header_values_with_huge_numbers_are_refused_plainly() -> None:
    with pytest.raises(GameFileError, match=r"^line 1: k must be a whole number, not '9999"):
        parse_diagram("k=" + "9" * 5000 + "\n...")
