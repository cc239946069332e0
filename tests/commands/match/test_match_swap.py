"""`tictactoe match` under a rule other than freestyle, and with swap / swap2 openings."""

from __future__ import annotations

import json

import pytest

from tictactoe import records
from tictactoe.cli import main
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.swap import Choice, Opening, SwapRecord


def run_json(capsys, *args: str) -> dict:
    assert main(["match", *args, "--json", "--games-json"]) == 0
    captured = capsys.readouterr()
    assert "warning" not in captured.err, captured.err
    return json.loads(captured.out)


@pytest.mark.parametrize("variant", [Variant.RENJU, Variant.STANDARD])
def test_the_games_are_played_under_the_rule_asked_for(capsys, variant: Variant) -> None:
    """Regression: the match's games were set up without the rule (freestyle whatever
    --rule said).  Replayed under the rule every move is legal and each game ends as the
    rule says: random players on a crowded 9x9 board under freestyle play onto renju's
    forbidden points and win with sixes."""
    out = run_json(
        capsys,
        "random",
        "random",
        "--board",
        "9x9",
        "--rule",
        variant.value,
        "--games",
        "16",
        "--jobs",
        "1",
    )
    rules = Rules(9, 9, 5, variant)
    for game_json in out["results"]:
        game = Game.for_rules(rules)
        for move in game_json["moves"]:
            game.play(tuple(move))  # IllegalMoveError under renju: a forbidden point played
        if game_json["termination"] != "forfeit":
            assert game.outcome().termination.value == game_json["termination"]
            winner = game.winner()
            expected = (
                None if winner is None else ("a" if winner.value == game_json["a_mark"] else "b")
            )
            assert expected == game_json["winner"]


def test_swap2_pairs_let_each_player_propose_once_and_follow_the_choices(capsys, tmp_path) -> None:
    out = run_json(
        capsys,
        "level:3",
        "level:2",
        "--board",
        "9x9",
        "--opening",
        "swap2",
        "--games",
        "4",
        "--jobs",
        "1",
        "--save-dir",
        str(tmp_path),
    )
    assert out["opening"] == "swap2" and out["paired"]
    for game_json in out["results"]:
        proposer = "a" if game_json["index"] % 2 == 0 else "b"
        assert game_json["proposer"] == proposer
        record = SwapRecord(Opening.SWAP2, tuple(Choice(c) for c in game_json["swap"]))
        assert game_json["opening"] == record.stones
        proposer_mark = record.proposer.value
        a_mark = proposer_mark if proposer == "a" else Mark(proposer_mark).other.value
        assert game_json["a_mark"] == a_mark  # A's colour is the one the opening gave it
        saved = records.load(tmp_path / f"game-{game_json['index'] + 1:04d}.ttt")
        assert saved.opening == record
        assert saved.game.moves[: record.stones] == [
            tuple(m) for m in game_json["moves"][: record.stones]
        ]
        names = (
            {"X": "level:3", "O": "level:2"} if a_mark == "X" else {"X": "level:2", "O": "level:3"}
        )
        assert saved.players == names
    colours = {(r["a_mark"]) for r in out["results"]}
    assert out["a"]["as_x"]["wins"] + out["a"]["as_x"]["draws"] + out["a"]["as_x"]["losses"] == sum(
        1 for r in out["results"] if r["a_mark"] == "X"
    )
    assert colours <= {"X", "O"}


def test_plain_swap_has_one_choice(capsys) -> None:
    out = run_json(
        capsys,
        "level:2",
        "level:2",
        "--board",
        "9x9",
        "--opening",
        "swap",
        "--games",
        "2",
        "--jobs",
        "1",
    )
    for game_json in out["results"]:
        assert len(game_json["swap"]) == 1 and game_json["opening"] == 3


@pytest.mark.parametrize(
    "args,words",
    [
        (["--board", "7x7", "--opening", "swap"], "9x9 and up"),
        (["--board", "15x15", "--k", "4", "--opening", "swap2"], "five in a row"),
        (["--board", "15x15", "--opening", "swap2", "--openings", "x"], "not both"),
        (["--board", "15x15", "--opening", "swap3"], "--opening"),
    ],
)
def test_a_swap_that_cannot_be_played_is_one_line_and_exit_2(
    capsys, args: list[str], words: str
) -> None:
    assert main(["match", "random", "random", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err
