"""`tictactoe analyze`: JSON keys, the readable table, and clean errors."""
from __future__ import annotations

import json

import pytest

from tictactoe.ai.types import WIN
from tictactoe.cli import main


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["analyze", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, "--board", "3x3", "--k", "3")
    for key in ("best", "options", "exact", "result", "nodes", "time_s"):
        assert key in report
    assert report["exact"] is True and report["result"] == "draw"
    assert len(report["options"]) == 9
    for option in report["options"]:
        assert set(option) >= {"move", "value", "width"}
        assert len(option["move"]) == 2
    values = [o["value"] for o in report["options"]]
    assert values == sorted(values, reverse=True)
    assert report["best"] == report["options"][0]["move"]


def test_moves_are_played_before_the_analysis(capsys: pytest.CaptureFixture[str]) -> None:
    # X has two in a row on the top; O to move must block at 2,0
    report = _json(capsys, "--moves", "0,0 1,1 1,0")
    assert report["to_move"] == "O"
    assert report["best"] == [2, 0]
    others = [o for o in report["options"] if o["move"] != [2, 0]]
    assert all(o["value"] == -(WIN - 2) for o in others)


def test_a_win_is_reported_with_its_distance(capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, "--board", "4x4", "--k", "3")
    assert report["result"] == "win" and report["exact"]
    assert report["options"][0]["label"].startswith("win in ")


def test_large_board_is_not_exact(capsys: pytest.CaptureFixture[str]) -> None:
    report = _json(capsys, "--board", "15x15", "--k", "5", "--moves", "7,7", "--time", "0.2")
    assert report["exact"] is False and report["result"] is None
    assert len(report["best"]) == 2


def test_readable_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "--moves", "0,0"]) == 0
    out = capsys.readouterr().out
    assert "draw" in out and "loss in" in out and "width" in out
    assert " X " in out or "X ." in out


@pytest.mark.parametrize("argv,message", [
    (["--board", "3by3"], "--board"),
    (["--k", "x"], "--k"),
    (["--k", "9"], "k (marks in a row"),
    (["--moves", "1,1 1,1"], "already taken"),
    (["--moves", "7,0"], "not a cell"),
    (["--moves", "a,b"], "not a move"),
    (["--moves", "0,0 1,0 0,1 1,1 0,2"], "game is over"),
    (["--player", "nobody"], "--player"),
    (["--player", "classic:ultra=2"], "--player"),
    (["--time", "0"], "--time"),
    (["--time", "soon"], "--time"),
])
def test_bad_arguments_exit_2_with_one_line(capsys: pytest.CaptureFixture[str],
                                            argv: list[str], message: str) -> None:
    assert main(["analyze", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in captured.err


def test_player_shows_its_own_choice_beside_the_engine_values(
        capsys: pytest.CaptureFixture[str]) -> None:
    # seed 004's UltraHardCore diagram: X in two opposite corners, O in the centre
    assert main(["analyze", "--moves", "0,0 1,1 2,2", "--player", "classic:ultra=1",
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["player"] == "classic:ultra=1"
    assert report["player_move"] == [1, 0]
    assert report["exact"] and report["result"] == "draw"
