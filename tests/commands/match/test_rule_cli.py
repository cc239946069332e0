"""``--rule`` on the command line: analyze, match (and play's checks, which need no window)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tictactoe.cli import main
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.records import load


def test_analyze_takes_the_rule_and_reports_it(capsys) -> None:
    # X (Black) to move; h9 would make a double three (h11-h10-h9, f9-g9-h9)
    assert (
        main(
            [
                "analyze",
                "--rule",
                "renju",
                "--moves",
                "h11 a15 h10 o15 f9 a1 g9 o1",
                "--time",
                "0.5",
                "--json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["rule"] == "renju" and report["board"] == [15, 15] and report["k"] == 5
    assert "h9" not in {o["name"] for o in report["options"]}
    assert (
        main(
            [
                "analyze",
                "--moves",
                "h11 a15 h10 o15 f9 a1 g9 o1",
                "--board",
                "15x15",
                "--time",
                "0.3",
                "--json",
            ]
        )
        == 0
    )
    free = json.loads(capsys.readouterr().out)
    assert free["rule"] == "freestyle" and "h9" in {o["name"] for o in free["options"]}


@pytest.mark.parametrize(
    "args,words",
    [
        (
            ["analyze", "--rule", "pente"],
            "--rule: unknown rule 'pente': the rules are freestyle, standard, renju, caro",
        ),
        (["analyze", "--rule", "caro", "--board", "9x9", "--k", "4"], "caro is played with five"),
        (["match", "hard", "random", "--rule", "gomoku"], "unknown rule 'gomoku'"),
        (
            ["match", "forecaster", "random", "--rule", "renju", "--board", "9x9"],
            "plays freestyle only, not renju",
        ),
    ],
)
def test_a_bad_rule_is_one_line_and_status_2(capsys, args, words) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and words in err[0]


def test_a_match_under_a_rule_saves_its_games_with_the_rule(tmp_path: Path, capsys) -> None:
    assert (
        main(
            [
                "match",
                "hard",
                "random",
                "--rule",
                "standard",
                "--board",
                "7x7",
                "--games",
                "2",
                "--time",
                "0.1",
                "--jobs",
                "1",
                "--save-dir",
                str(tmp_path),
            ]
        )
        == 0
    )
    assert "2 games on 7x7 k=5 standard" in capsys.readouterr().out
    saved = sorted(tmp_path.iterdir())
    assert [p.suffix for p in saved] == [".ttt", ".ttt"]
    assert all(load(p).rules.variant is Variant.STANDARD for p in saved)


def test_analyze_says_when_a_file_did_not_name_its_rule(tmp_path: Path, capsys) -> None:
    from tictactoe.game import Game
    from tictactoe.records import save

    game = Game(15, 15, 5)
    for move in ((7, 7), (8, 8), (7, 8)):
        game.play(move)
    save(tmp_path / "game.psq", game)
    save(tmp_path / "game.ttt", game)
    assert main(["analyze", str(tmp_path / "game.psq"), "--time", "0.2"]) == 0
    assert "(the file does not say its rule: read as freestyle)" in capsys.readouterr().out
    assert main(["analyze", str(tmp_path / "game.ttt"), "--time", "0.2"]) == 0
    assert "does not say its rule" not in capsys.readouterr().out


def test_a_match_under_a_rule_plays_and_judges_its_games_by_it(capsys) -> None:
    # random players on 5x5, four in a row, exactly four: an overline ends no game (the
    # match used to play every game under freestyle, whatever --rule said)
    assert (
        main(
            [
                "match",
                "random",
                "random",
                "--rule",
                "standard",
                "--board",
                "5x5",
                "--k",
                "4",
                "--games",
                "30",
                "--jobs",
                "1",
                "--json",
                "--games-json",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    rules = Rules(5, 5, 4, Variant.STANDARD)
    went_on = 0
    for result in report["results"]:
        game, free = Game.for_rules(rules), Game(5, 5, 4)
        for x, y in result["moves"]:
            game.play((x, y))
            if not free.is_over():
                free.play((x, y))
        assert game.is_over()
        a_mark = Mark(result["a_mark"])
        winner = {"a": a_mark, "b": a_mark.other, None: None}[result["winner"]]
        assert game.winner() is winner
        went_on += len(free.moves) < len(game.moves)
    assert went_on >= 1
