"""`tictactoe match`: openings, per-colour results, standard error, Elo, time figures,
forfeits by external engines, saved games, the progress bar, and bad input."""

from __future__ import annotations

import io
import json
import math
import random

import pytest

from tests.pbrain_helpers import fake_engine
from tictactoe import records
from tictactoe.cli import main
from tictactoe.commands.match_games import GameResult, Progress, SideFigures
from tictactoe.commands.match_stats import elo, elo_figure, score_error
from tictactoe.game import Game, Rules
from tictactoe.openings import OpeningError, random_opening, read_openings, wins_in_one

OPENINGS = "# X, O, X; O to move\n4,8 6,6 5,4  # eval -78\n\nH8 J9 G7\n"


def run_json(capsys, *args: str) -> dict:
    assert main(["match", *args, "--json"]) == 0
    captured = capsys.readouterr()
    assert "warning" not in captured.err, captured.err
    return json.loads(captured.out)


def result(index: int, winner: str | None, a_mark: str = "X") -> GameResult:
    return GameResult(
        index,
        winner,
        a_mark,
        (),
        0,
        "line" if winner else "full board",
        "",
        SideFigures(),
        SideFigures(),
    )


# -- figures, by hand ---------------------------------------------------------------
def test_standard_error_and_elo_by_hand() -> None:
    # A: win, loss, win, draw -> scores 1, 0, 1, 0.5: mean 0.625
    games = [result(0, "a"), result(1, "b"), result(2, "a"), result(3, None)]
    by_game = math.sqrt(((0.375**2) * 2 + 0.625**2 + 0.125**2) / 3) / 2
    assert score_error(games, paired=False) == pytest.approx(by_game)
    # pairs (1, 0) -> 0.5 and (1, 0.5) -> 0.75: stdev 0.1768, over sqrt(2)
    assert score_error(games, paired=True) == pytest.approx(0.125)
    assert score_error(games[:1], paired=False) is None
    assert elo(0.5) == 0 and elo(1.0) == math.inf and elo(0.0) == -math.inf
    assert elo(0.75) == pytest.approx(190.85, abs=0.01)
    figure = elo_figure(0.875, 0.125)
    assert figure.low == pytest.approx(elo(0.875 - 1.959964 * 0.125))
    assert figure.high == math.inf and figure.as_json()["high"] is None
    assert "+inf" in figure.text()


# -- openings --------------------------------------------------------------------------
def test_random_openings_are_balanced_and_reproducible() -> None:
    rules = Rules(15, 15, 5)
    for seed in range(40):
        moves = random_opening(rules, 4, random.Random(seed))
        assert len(set(moves)) == 4 and all(4 <= x <= 10 and 4 <= y <= 10 for x, y in moves)
        game = Game.for_rules(rules)
        for m in moves:
            game.play(m)
        assert wins_in_one(game) is None
        assert moves == random_opening(rules, 4, random.Random(seed))
    # on 3x3 a balanced 2-stone opening exists; a 7-stone one does not fit the rule
    assert len(random_opening(Rules(3, 3, 3), 2, random.Random(1))) == 2
    with pytest.raises(OpeningError):
        random_opening(Rules(3, 3, 3), 9, random.Random(1))


def test_wins_in_one_sees_both_sides() -> None:
    game = Game.from_rows(["XX.", "OO.", "..."], k=3)
    assert wins_in_one(game) is not None
    assert wins_in_one(Game.from_rows(["X..", ".O.", "..."], k=3)) is None


def test_openings_file(tmp_path) -> None:
    path = tmp_path / "openings.txt"
    path.write_text(OPENINGS)
    assert read_openings(path, Rules(15, 15, 5)) == [
        [(4, 8), (6, 6), (5, 4)],
        [(7, 7), (8, 8), (6, 6)],
    ]


@pytest.mark.parametrize(
    "text,words",
    [
        ("4,8 4,8\n", "line 1: cell (4, 8) is already taken"),
        ("# c\n4,8 99,1\n", "line 2: move 2"),
        ("7,7 0,0 8,7 0,1 9,7 0,2 10,7\n", "line 1: X could win in one move"),
        ("# only comments\n", "no openings"),
        ("7,7 zz\n", "line 1"),
    ],
)
def test_bad_openings_files_name_the_line(tmp_path, text: str, words: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(text)
    with pytest.raises(OpeningError) as info:
        read_openings(path, Rules(15, 15, 5))
    assert words in str(info.value)


def test_each_opening_is_played_twice_with_colours_swapped(capsys, tmp_path) -> None:
    path = tmp_path / "openings.txt"
    path.write_text(OPENINGS)
    out = run_json(
        capsys,
        "medium",
        "easy",
        "--board",
        "15x15",
        "--openings",
        str(path),
        "--jobs",
        "1",
        "--games-json",
    )
    assert out["games"] == 4 and out["paired"]
    games = out["results"]
    assert [g["a_mark"] for g in games] == ["X", "O", "X", "O"]
    assert games[0]["moves"][:3] == games[1]["moves"][:3] == [[4, 8], [6, 6], [5, 4]]
    assert games[2]["moves"][:3] == [[7, 7], [8, 8], [6, 6]] and games[0]["opening"] == 3
    a = out["a"]
    assert a["as_x"]["wins"] + a["as_o"]["wins"] == a["wins"]
    assert sum(a["as_x"].values()) == sum(a["as_o"].values()) == 2
    assert out["score_error"] is not None and set(out["elo"]) == {"diff", "low", "high"}


def test_random_openings_shared_by_a_pair(capsys) -> None:
    out = run_json(
        capsys,
        "beginner",
        "beginner",
        "--board",
        "9x9",
        "--k",
        "5",
        "--opening",
        "3",
        "--games",
        "6",
        "--jobs",
        "1",
        "--games-json",
        "--seed",
        "5",
    )
    firsts = [tuple(map(tuple, g["moves"][:3])) for g in out["results"]]
    assert firsts[0] == firsts[1] and firsts[2] == firsts[3] and firsts[4] == firsts[5]
    assert len({firsts[0], firsts[2], firsts[4]}) == 3


# -- time figures, forfeits, saved games -------------------------------------------------
def test_a_hanging_engine_forfeits_and_the_match_goes_on(capsys, tmp_path) -> None:
    hang = fake_engine(tmp_path, "hang")
    out = run_json(
        capsys,
        f"pbrain:{hang}:time=0.2",
        "medium",
        "--board",
        "9x9",
        "--k",
        "5",
        "--games",
        "2",
        "--jobs",
        "1",
        "--games-json",
        "--save-dir",
        str(tmp_path / "games"),
    )
    assert out["b"]["wins"] == 2 and out["a"]["forfeits"] == 2
    assert [f["loser"] for f in out["forfeits"]] == ["a", "a"]
    assert all("no move within 0.7 s" in f["reason"] for f in out["forfeits"])
    assert all(g["termination"] == "forfeit" for g in out["results"])
    saved = sorted((tmp_path / "games").iterdir())
    assert [p.name for p in saved] == ["game-0001.ttt", "game-0002.ttt"]
    record = json.loads(saved[0].read_text())
    assert record["players"]["X"] == "pbrain:pbrain-hang:time=0.2" and record["result"] == "O"


def test_saved_games_are_psq_with_times_for_gomoku(capsys, tmp_path) -> None:
    out = run_json(
        capsys,
        "medium",
        "easy",
        "--board",
        "9x9",
        "--k",
        "5",
        "--games",
        "2",
        "--opening",
        "2",
        "--jobs",
        "1",
        "--games-json",
        "--save-dir",
        str(tmp_path),
    )
    saved = sorted(tmp_path.glob("game-*"))
    assert [p.name for p in saved] == ["game-0001.psq", "game-0002.psq"]
    for path, game in zip(saved, out["results"]):
        record = records.load(path)
        assert [list(m) for m in record.game.moves] == game["moves"]
        assert (
            record.players == {"X": "medium", "O": "easy"}
            if game["a_mark"] == "X"
            else record.players == {"X": "easy", "O": "medium"}
        )
        lines = path.read_text().splitlines()
        assert lines[1].endswith(",0") and lines[2].endswith(",0")  # the opening's stones


def test_moves_over_the_limit_are_counted(capsys, tmp_path) -> None:
    slow = fake_engine(tmp_path, "slow", delay=0.08)
    out = run_json(
        capsys,
        f"pbrain:{slow}:time=0.05",
        "random",
        "--board",
        "7x7",
        "--k",
        "5",
        "--games",
        "1",
        "--jobs",
        "1",
        "--no-alternate",
    )
    a = out["a"]
    assert a["limit_s"] == 0.05 and a["moves"] >= 1
    assert a["moves_over_limit"] == a["moves"] and a["max_move_s"] > 0.08
    assert out["a"]["forfeits"] == 0


def test_the_text_table_shows_colours_error_elo_and_forfeits(capsys, tmp_path) -> None:
    garbage = fake_engine(tmp_path, "garbage")
    assert (
        main(
            [
                "match",
                "medium",
                f"pbrain:{garbage}",
                "--board",
                "9x9",
                "--k",
                "5",
                "--games",
                "4",
                "--opening",
                "2",
                "--jobs",
                "2",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    for words in (
        "as X",
        "as O",
        "+-",
        "Elo difference A - B",
        "forfeit in game",
        "answered 'hello there' instead of a move",
        "2-stone random openings",
    ):
        assert words in out


def test_progress_shows_the_time_left() -> None:
    stream = io.StringIO()
    progress = Progress(4, stream, force=True)
    progress.show(0), progress.show(2), progress.close()
    text = stream.getvalue()
    assert "2/4 games" in text and "left" in text and text.endswith("\n")
    assert Progress(4, io.StringIO()).on is False  # not a terminal: silent


# -- bad input ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "args,words",
    [
        (["--time", "inf"], "--time"),
        (["--time", "1e300"], "at most 600"),
        (["--time", "nan"], "--time"),
        (["--time", "-1"], "--time"),
        (["--games", "1000000000"], "from 1 to 100,000"),
        (["--jobs", "1000"], "--jobs"),
        (["--opening", "99"], "--opening"),
        (["--opening", "-1"], "--opening"),
        (["--opening", "2", "--openings", "x"], "not both"),
        (["--openings", "/nonexistent/file"], "No such file"),
        (["--board", "15x15", "--opening", "2"], None),
    ],
)
def test_bad_match_input_is_one_line_and_exit_2(capsys, args: list[str], words: str | None) -> None:
    if words is None:  # the control: the same line with good values runs
        assert main(["match", "random", "random", *args, "--games", "2", "--jobs", "1"]) == 0
        return
    assert main(["match", "random", "random", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err


def test_an_engine_that_refuses_the_board_is_refused_before_any_game(capsys, tmp_path) -> None:
    refuse = fake_engine(tmp_path, "refuse")
    assert main(["match", f"pbrain:{refuse}", "random", "--board", "15x15"]) == 2
    err = capsys.readouterr().err
    assert "refuses a 15x15 board: only 20x20 here" in err and err.count("\n") == 1
