"""`tictactoe review-judge` (issue 48, target 3): the review's verdicts checked against a
judging engine's forced-win scores.  The judge here is a fake pbrain engine that reports
our own proven facts in Rapfi's words (tests/pbrain_fakes/fake_judge.py), or nothing."""

from __future__ import annotations

import json
import stat
import sys
from pathlib import Path

import pytest

from tictactoe.cli import main
from tictactoe.commands.review_judge import Score, parse_eval
from tictactoe.game import Game
from tictactoe.notation import parse_stored_moves
from tictactoe.records import save

FAKE = Path(__file__).parents[2] / "pbrain_fakes" / "fake_judge.py"
ROOT = Path(__file__).parents[3]


def judge(directory: Path, mode: str = "facts") -> str:
    path = directory / f"pbrain-judge-{mode}"
    path.write_text(f"#!/bin/sh\nPYTHONPATH='{ROOT}' exec '{sys.executable}' '{FAKE}' {mode}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def games(directory: Path) -> str:
    folder = directory / "games"
    folder.mkdir()
    # O leaves X's open three alone (allowed a win); X then misses its open four (missed a
    # win); in the second game X makes it and wins (kept the win)
    for name, moves in (("a", "H8 A1 J8 A15 K8 O15 A8"), ("b", "H8 A1 J8 A15 K8 O15 L8 O1 M8")):
        game = Game(15, 15, 5)
        for move in parse_stored_moves(moves, game.rules):
            game.play(move)
        save(folder / f"{name}.ttt", game)
    return str(folder)


def test_the_judge_s_words_are_read():
    assert parse_eval("MESSAGE Speed 10 | Depth 6-2 | Eval +M3 | Node 10") == Score(3)
    assert parse_eval("MESSAGE Depth 9 | Eval -M12 | Node 10") == Score(-12)
    assert parse_eval("MESSAGE Depth 9 | Eval -120 | Node 10") == Score(None)
    assert parse_eval("MESSAGE Bestline G8") is None


def test_the_verdicts_a_judge_signs_are_counted(tmp_path, capsys):
    cache = tmp_path / "judged.jsonl"
    argv = ["review-judge", games(tmp_path), "--judge", "pbrain:" + judge(tmp_path)]
    argv += ["--time", "1", "--nodes", "800", "--cap", "600", "--cache", str(cache), "--json"]
    assert main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["review_cap"] == 600.0
    counts = report["counts"]
    assert report["games"] == 2 and counts["allowed_said"] == 2 and counts["missed_said"] == 1
    assert report["said_confirmed"] == 1.0 and counts["judge_missed"] == 1
    assert report["missed_named"] == 1.0 and counts["kept_confirmed"] == counts["kept_said"] >= 1
    asked = cache.read_text().count("\n")
    assert asked >= 8  # the positions of both games (shared ones once; no five to make)
    assert main(argv) == 0  # again: every position answered from the cache
    assert json.loads(capsys.readouterr().out)["counts"] == counts
    assert cache.read_text().count("\n") == asked


def test_a_judge_that_sees_nothing_confirms_nothing(tmp_path, capsys):
    argv = ["review-judge", games(tmp_path), "--judge", "pbrain:" + judge(tmp_path, "quiet")]
    assert main([*argv, "--time", "1", "--nodes", "800"]) == 0
    out = capsys.readouterr().out
    assert "missed a win: 0 of 1 confirmed; allowed a win: 0 of 2 confirmed" in out
    assert "missed?: " in out and "allowed?: " in out


@pytest.mark.parametrize(
    "argv, said",
    [
        (["--judge", "rapfi"], "not a pbrain spec"),
        (["--judge", "pbrain:/no/such/engine"], "not an executable engine"),
        (["--judge", "pbrain:/bin/true", "--time", "0"], "--time"),
        (["--judge", "pbrain:/bin/true", "--cap", "4000"], "--cap"),
    ],
)
def test_bad_input_is_one_line_and_status_2(tmp_path, capsys, argv, said):
    assert main(["review-judge", games(tmp_path), *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tictactoe review-judge: ") and said in err and err.count("\n") == 1


def test_puzzles_check_asks_a_judge_for_quicker_or_other_wins(tmp_path, capsys):
    from tests.coach.puzzles.puzzle_lines import FOURS_7

    puzzles = tmp_path / "puzzles.tsv"
    puzzles.write_text(FOURS_7 + "\n")
    argv = ["puzzles", "--file", str(puzzles), "check", "--judge-time", "1", "--judge"]
    assert main([*argv, "pbrain:" + judge(tmp_path)]) == 0  # the same win: nothing said
    assert "1 of 1 puzzles proven again" in capsys.readouterr().out
    assert main([*argv, "pbrain:" + judge(tmp_path, "boast")]) == 1
    # the puzzle's C8 (the grid notation its file keeps) is c2 in the board's notation
    assert "the judge wins quicker: in 5 with c2" in capsys.readouterr().out


def _after(moves: str) -> Game:
    game = Game(15, 15, 5)
    for move in parse_stored_moves(moves, game.rules):
        game.play(move)
    return game


@pytest.mark.parametrize(
    ("judged", "expected"),
    [(Score(5), Score(-6)), (Score(-3), Score(4)), (Score(None), Score(None))],
)
def test_a_four_is_blocked_before_the_judge_is_asked(judged, expected):
    from tictactoe.commands.review_judge import through_blocks

    # X's closed four H8-L8 (G8 taken by O): O must block at M8, then X moves
    game = _after("H8 G8 J8 A1 K8 A15 L8")
    asked: list[Game] = []

    def ask(position):
        asked.append(position)
        return judged

    assert through_blocks(game, ask) == expected
    (position,) = asked
    block = parse_stored_moves("M8", game.rules)[0]
    assert position.last_move == block and position.to_move() is game.to_move().other
    assert len(game.moves) == 7  # the game itself is not changed


def test_forced_positions_need_no_judge():
    from tictactoe.commands.review_judge import through_blocks

    def ask(position):
        raise AssertionError("the judge was asked")

    # X to move with its own four: a win at once, even with O's four on the board
    assert through_blocks(_after("H8 A1 J8 A2 K8 A3 L8 A4"), ask) == Score(1)
    # O to move, no five of its own, X's open four: two cells to block, lost in 2
    assert through_blocks(_after("H8 A1 J8 A3 K8 A5 L8"), ask) == Score(-2)
