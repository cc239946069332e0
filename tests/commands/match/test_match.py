"""`tictactoe match`: scores, JSON, alternation, seeds independent of the scheduling, errors."""

from __future__ import annotations

import json

import pytest

from tictactoe.cli import main


def run_json(capsys, *args: str) -> dict:
    assert main(["match", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_keys_and_totals(capsys) -> None:
    out = run_json(capsys, "perfect", "random", "--games", "6", "--jobs", "1")
    assert out["games"] == 6
    for side in ("a", "b"):
        for key in ("wins", "draws", "losses", "score", "mean_move_s", "max_move_s"):
            assert key in out[side]
        s = out[side]
        assert s["wins"] + s["draws"] + s["losses"] == 6
        assert s["score"] == s["wins"] + s["draws"] / 2
    assert out["a"]["wins"] == out["b"]["losses"] and out["a"]["losses"] == 0


def test_alternation(capsys) -> None:
    # classic never loses; random never wins.  With --no-alternate classic always starts.
    out = run_json(capsys, "classic", "classic", "--games", "4", "--jobs", "1")
    assert out["a"]["draws"] == 4
    first = run_json(
        capsys, "random", "perfect", "--games", "4", "--jobs", "1", "--no-alternate", "--seed", "7"
    )
    assert first["b"]["losses"] == 0


def test_results_do_not_depend_on_the_workers(capsys) -> None:
    args = ["beginner", "rules", "--games", "6", "--board", "5x5", "--k", "4", "--seed", "3"]
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    for side in ("a", "b"):
        assert {k: one[side][k] for k in ("wins", "draws", "losses")} == {
            k: two[side][k] for k in ("wins", "draws", "losses")
        }


def test_text_table(capsys) -> None:
    assert main(["match", "classic:ultra=1", "rules", "--games", "2", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "classic:ultra=1" in out and "score" in out and "max s/move" in out


@pytest.mark.parametrize(
    "args,words",
    [
        (["wizard", "random"], "valid players"),
        (["classic", "random", "--board", "4x4"], "3x3"),
        (["random", "random", "--board", "4y4"], "WxH"),
        (["random", "random", "--board", "30x30"], "between 1 and 20"),
        (["random", "random", "--k", "9"], "k"),
        (["random", "random", "--games", "0"], "--games"),
        (["random", "random", "--time", "0"], "--time"),
        (["random", "random", "--jobs", "0"], "--jobs"),
        (["human", "random"], "human"),
        (["random", "random", "--games-json"], "--json"),
    ],
)
def test_bad_arguments_exit_2(capsys, args: list[str], words: str) -> None:
    assert main(["match", *args]) == 2
    assert words in capsys.readouterr().err


def test_argparse_errors_exit_2() -> None:
    with pytest.raises(SystemExit) as info:
        main(["match", "random"])
    assert info.value.code == 2


def test_games_json_lists_replayable_games(capsys) -> None:
    """--games-json gives every game's starter, winner and moves; replaying the moves
    reaches the reported result (classic never loses, so random wins none)."""
    from tictactoe.game import Game

    out = run_json(
        capsys,
        "classic:ultra=1",
        "random",
        "--games",
        "4",
        "--jobs",
        "1",
        "--games-json",
        "--seed",
        "5",
    )
    results = out["results"]
    assert [r["index"] for r in results] == [0, 1, 2, 3]
    assert [r["first"] for r in results] == ["a", "b", "a", "b"]
    wins = {"a": 0, "b": 0}
    for r in results:
        game = Game(3, 3, 3)
        for move in r["moves"]:
            game.play(tuple(move))
        assert game.is_over()
        mark = game.winner()
        if mark is None:
            assert r["winner"] is None
        else:
            starter_won = mark == "X"
            assert r["winner"] == (
                r["first"] if starter_won else ("b" if r["first"] == "a" else "a")
            )
            wins[r["winner"]] += 1
    assert wins["a"] == out["a"]["wins"] and wins["b"] == out["b"]["wins"] == 0


def test_games_json_is_off_by_default(capsys) -> None:
    out = run_json(capsys, "random", "random", "--games", "2", "--jobs", "1")
    assert "results" not in out
