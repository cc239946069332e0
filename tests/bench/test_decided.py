"""Where a match's games were decided (tictactoe.bench.decided), with a fake judge that says
its evaluation as Rapfi does (tests/pbrain_fakes/fake_evals.py)."""

from __future__ import annotations

import json

from tests.pbrain_helpers import fake_evals
from tictactoe.bench.decided import main
from tictactoe.game import Game
from tictactoe.records import save

# X lines up (7..10, 7) while O plays in the corners: an open four after X's fourth stone
CORNERS = [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7), (14, 14), (10, 7)]


def _match(directory):
    """A match's saved games: A is X in game 1 (and makes its five), O in game 2 (and
    cannot stop X's open four)."""
    folder = directory / "match"
    folder.mkdir()
    for number, tail in ((1, [(14, 0), (11, 7)]), (2, [(11, 7), (6, 7)])):
        game = Game(15, 15, 5)
        for move in CORNERS + tail:
            game.play(move)
        assert game.winner() == "X"
        save(folder / f"game-{number:04d}.ttt", game)
    return folder


def test_the_judge_s_word_on_each_of_a_s_moves_is_summed_up(tmp_path, capsys):
    out = tmp_path / "judged.jsonl"
    argv = [str(_match(tmp_path)), "--judge", "pbrain:" + fake_evals(tmp_path), "--ms", "500"]
    assert main([*argv, "--out", str(out)]) == 0
    said = capsys.readouterr().out.splitlines()
    # the fake's value: 10 a stone of the longest line one stone would make for the side to
    # move, -7 a stone of the other side's (on the empty board both are 1)
    assert said == [
        "A as X: 1 games, 1 won; the judge at A's first move +3 (median); called A lost in "
        "0; called A winning in 1, of which A won 1",
        "A as O: 1 games, 0 won; the judge at A's first move -4 (median); called A lost in "
        "1, at its move 4 (median); called A winning in 0, of which A won 0",
    ]
    first, second = (json.loads(line) for line in out.read_text().splitlines())
    assert [row[0] for row in first["judged"]] == [0, 2, 4, 6, 8]
    ply, value, mate, judge_move, played = first["judged"][-1]
    assert (ply, value, mate, played) == (8, 1, True, [11, 7])  # +M1: it makes five
    assert judge_move in ([6, 7], [11, 7])
    assert [row[0] for row in second["judged"]] == [1, 3, 5, 7]
    assert second["judged"][-1][1:3] == [-2, True]  # -M2: two fives, one move to stop them
    # from ply 4 on, A's earlier moves are left out
    assert main([*argv, "--from", "4", "--out", str(out)]) == 0
    assert [json.loads(line)["judged"][0][0] for line in out.read_text().splitlines()] == [4, 5]


def test_a_judge_that_fails_or_bad_input_is_one_line_and_status_2(tmp_path, capsys):
    folder = str(_match(tmp_path))
    garbage = "pbrain:" + fake_evals(tmp_path, "garbage", 2)
    for argv, words in (
        ([folder, "--judge", garbage], "the judge failed"),
        ([str(tmp_path / "none"), "--judge", garbage], "is not a directory"),
        ([folder, "--judge", "hard"], "is not a pbrain engine"),
        ([folder, "--judge", "pbrain:" + str(tmp_path / "nothing")], "--judge"),
        ([folder, "--judge", garbage, "--ms", "0"], "--ms"),
        ([folder, "--judge", garbage, "--out", str(tmp_path / "no" / "such.jsonl")], "--out"),
    ):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("decided: ") and words in err and err.count("\n") == 1, err
