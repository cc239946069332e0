"""`tictactoe analyze`: JSON keys, the readable table, and clean errors."""

from __future__ import annotations

import json

import pytest

from tictactoe.ai import WIN
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


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--board", "3by3"], "--board"),
        (["--board", "9" * 5000], "--board 9999999999"),
        (["--board", "25x25"], "the board width must be between 1 and 20, not 25"),
        (["--k", "x"], "--k must be a whole number"),
        (["--k", "9" * 5000], "--k must be from 1 to 20"),
        (["--k", "9"], "k (marks in a row"),
        (["--moves", "1,1 1,1"], "--moves: move 2 (B2): B2 is already taken by X"),
        (["--moves", "7,0"], "--moves: move 1: 7,0 is not on the 3x3 board"),
        (["--moves", "D1"], "--moves: move 1: D1 is not on the 3x3 board"),
        (["--moves", "a,b"], "--moves: move 1: 'a,b' is not a cell"),
        (
            ["--moves", "9" * 5000 + ",1"],
            "--moves: move 1: '99999999999999999999...' is not a cell",
        ),
        (["--moves", "I1"], "is not a cell"),  # no column I
        (["--moves", "0,0 1,0 0,1 1,1 0,2"], "game is over"),
        (["--player", "nobody"], "--player"),
        (["--player", "classic:ultra=2"], "--player"),
        (["--player", "human"], "--player: 'human' is a person and cannot analyse"),
        (
            ["--board", "5x5", "--player", "classic"],
            "--player: the classic player (Theme05lab05) plays only 3x3",
        ),
        (["--time", "0"], "--time"),
        (["--time", "soon"], "--time"),
        (["--time", "nan"], "--time"),
        (["--time", "inf"], "--time"),
        (["--time", "1e300"], "--time 1e300: at most 3600 seconds"),
        (["--time", "9" * 5000], "--time"),
        (["--at", "3"], "--at goes with a FILE"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(["analyze", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in captured.err


def test_player_shows_its_own_choice_beside_the_engine_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Theme05lab05's UltraHardCore diagram: X in two opposite corners, O in the centre
    assert main(["analyze", "--moves", "0,0 1,1 2,2", "--player", "classic:ultra=1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["player"] == "classic:ultra=1"
    assert report["player_move"] == [1, 0]
    assert report["exact"] and report["result"] == "draw"


def test_moves_in_the_boards_notation(capsys: pytest.CaptureFixture[str]) -> None:
    """Five in a row: the Gomoku notation (h8 the centre of 15x15, i9 up and right of it,
    rows from the bottom), in either case; x,y from 0 still works."""
    by_name = _json(capsys, "--board", "15x15", "--moves", "h8 i9", "--time", "0.2")
    by_pair = _json(capsys, "--board", "15x15", "--moves", "7,7 8,6", "--time", "0.2")
    mixed = _json(capsys, "--board", "15x15", "--moves", "H8 8,6", "--time", "0.2")
    assert by_name["moves"] == by_pair["moves"] == mixed["moves"] == [[7, 7], [8, 6]]
    assert by_name["notation"] == "gomoku"
    for option in by_name["options"]:
        x, y = option["move"]
        assert option["name"] == "abcdefghijklmno"[x] + str(15 - y)
    assert by_name["best_name"] == by_name["options"][0]["name"]


def test_the_table_names_moves_as_the_board_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "--moves", "A1 B2 B1"]) == 0
    out = capsys.readouterr().out
    assert "cells in the grid notation" in out and "A1 is the top-left" in out
    assert "    A B C" in out and "  1  X X ." in out.replace("*", ".")
    lines = out.splitlines()
    header = next(i for i, line in enumerate(lines) if line.strip().startswith("move"))
    assert lines[header + 1].split()[0] == "C1"  # O must block at C1, the best move


def test_the_table_of_five_in_a_row_reads_as_a_renju_diagram(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Row 15 on top, row 1 at the bottom with the letters under it (with i), and the
    notation said above the board."""
    assert main(["analyze", "--board", "15x15", "--moves", "a1 o15 h8", "--time", "0.2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(
        "cells in the Gomoku notation" in line and "a1 is the bottom-left" in line for line in lines
    )
    top = next(i for i, line in enumerate(lines) if line.startswith(" 15 "))
    assert lines[top].replace("*", ".").split()[1:] == ["."] * 14 + ["O"]
    assert lines[top + 7].split()[0] == "8" and lines[top + 7].split()[8] == "X"  # h8
    assert lines[top + 14].split()[:2] == ["1", "X"]  # a1, bottom-left
    assert lines[top + 15].split() == list("abcdefghijklmno")


def test_the_help_says_how_cells_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("analyze", "review", "puzzles"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        words = " ".join(capsys.readouterr().out.split())
        assert "Gomoku notation" in words and "h8 the centre of 15x15" in words, command
        assert "A1 is the top-left" in words, command


def test_player_move_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "--moves", "A1 B2 C3", "--player", "classic:ultra=1"]) == 0
    assert capsys.readouterr().out.rstrip().endswith("classic:ultra=1 would play B1")


# --- analyze FILE ------------------------------------------------------------------------------


def _saved(tmp_path, name: str, moves: list[tuple[int, int]], rules=(3, 3, 3), end=None) -> str:
    from tictactoe.game import Game
    from tictactoe.records import save

    game = Game(*rules)
    for move in moves:
        game.play(move)
    if end is not None:
        game.end(end)
    path = tmp_path / name
    save(path, game, {"X": "Ann", "O": "Bob"})
    return str(path)


@pytest.mark.parametrize("name", ["g.ttt", "g.sgf", "g.txt"])
def test_analyze_a_saved_game(capsys: pytest.CaptureFixture[str], tmp_path, name: str) -> None:
    path = _saved(tmp_path, name, [(0, 0), (1, 1), (1, 0)])
    report = _json(capsys, path)
    assert report["file"] == path and report["to_move"] == "O"
    assert report["best"] == [2, 0] and report["best_name"] == "C1"
    assert report["rows"] == ["XX.", ".O.", "..."]


def test_analyze_a_psq_file_at_a_move(capsys: pytest.CaptureFixture[str], tmp_path) -> None:
    path = tmp_path / "g.psq"
    path.write_text("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,9,0\n9,10,0\n8,10,0\n")
    report = _json(capsys, str(path), "--at", "2", "--time", "0.2")
    assert report["moves"] == [[7, 7], [8, 8]] and report["to_move"] == "X"
    start = _json(capsys, str(path), "--at", "0", "--time", "0.2")
    assert start["moves"] == [] and start["to_move"] == "X"
    end = _json(capsys, str(path), "--time", "0.2")
    assert len(end["moves"]) == 5 and end["to_move"] == "O"
    assert end["best"] not in end["moves"] and [r[7:9] for r in end["rows"][7:10]] == [
        "X.",
        "XO",
        "XO",
    ]


def test_a_forfeited_game_is_analysed_as_its_board_stands(
    capsys: pytest.CaptureFixture[str], tmp_path
) -> None:
    from tictactoe.game import Mark, Outcome, Termination

    path = _saved(tmp_path, "f.ttt", [(1, 1)], end=Outcome(Termination.FORFEIT, Mark.X, "timeout"))
    report = _json(capsys, path)
    assert report["to_move"] == "O" and report["note"].startswith(
        "the game was ended off the board"
    )


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["{won}"],
            "the game is over after move 5 (X wins): nothing to analyse; try --at N, N from 0 to 4",
        ),
        (["{won}", "--at", "6"], "--at must be from 0 to 5, not 6"),
        (["{won}", "--at", "-1"], "--at must be from 0 to 5, not -1"),
        (["{won}", "--at", "two"], "--at must be a whole number, not 'two'"),
        (["{won}", "--at", "9" * 5000], "--at must be from 0 to 5, not 99999999999999999999..."),
        (["{won}", "--board", "4x4"], "--board describes a position: give it or a FILE, not both"),
        (["{won}", "--moves", "A1"], "--moves describes a position"),
        (["{missing}"], "missing.ttt: cannot read the file: No such file or directory"),
        (["{bad}"], "bad.ttt: line 1, column 2: not valid JSON"),
        (["{folder}"], "cannot read the file: it is a folder"),
    ],
)
def test_bad_files_and_positions_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path, argv: list[str], message: str
) -> None:
    won = _saved(tmp_path, "won.ttt", [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)])
    (tmp_path / "bad.ttt").write_text("{nope")
    names = {
        "won": won,
        "missing": str(tmp_path / "missing.ttt"),
        "bad": str(tmp_path / "bad.ttt"),
        "folder": str(tmp_path),
    }
    assert main(["analyze", *[a.format(**names) for a in argv]]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert captured.out == "" and len(lines) == 1, captured.err
    assert message in lines[0] and "Traceback" not in captured.err


def test_an_external_engine_that_fails_gives_one_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str], tmp_path
) -> None:
    from tests.pbrain_helpers import fake_engine

    engine = fake_engine(tmp_path, "slow", delay=5)  # misses its time limit (plus a grace)
    code = main(
        [
            "analyze",
            "--board",
            "15x15",
            "--moves",
            "H8",
            "--time",
            "0.2",
            "--player",
            f"pbrain:{engine}:time=0.2",
        ]
    )
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and err[0].startswith("tictactoe analyze: --player")


def test_a_board_the_prover_settles_says_how_it_was_proven(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _json(capsys, "--board", "6x6", "--k", "5", "--time", "60")
    assert report["exact"] and report["result"] == "draw" and report["engine"] == "proof"
    assert report["proof"] == "a draw with perfect play" and report["proof_method"]
    assert main(["analyze", "--board", "6x6", "--k", "5", "--time", "60"]) == 0
    assert "positions checked): a draw with perfect play" in capsys.readouterr().out


def test_a_proof_not_found_in_the_budget_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    """On a board only a proof can settle, the proof gets all of the time but a move's
    worth; when it finds none, the report says so, and how long it looked."""
    import re

    assert main(["analyze", "--board", "8x8", "--k", "5", "--time", "5"]) == 0
    out = capsys.readouterr().out
    found = re.search(
        r"not proven within the budget: the proof search found none in "
        r"([0-9.]+) s",
        out,
    )
    assert found is not None, out
    # 5 s less the 1 s kept for a move: it looked for its 4 s, and stopped with the move's
    # second left (at a load of 11 it stopped at 4.3 s: the clock, not the search, is late)
    assert 3.9 <= float(found.group(1)) < 5.0
