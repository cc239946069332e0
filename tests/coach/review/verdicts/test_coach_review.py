"""The review's arithmetic, its facts on a large board, its worker's manners, and
`tictactoe review` (issue 43, target 1).  The verdicts against the exact solver are
tests/coach/exact_review/exact_values.py; the missed wins by fours,
test_coach_review_fours.py."""

from __future__ import annotations

import json
import threading

import pytest

from tictactoe.ai import WIN
from tictactoe.cli import main
from tictactoe.coach import Budget, Grade, VerdictKind, expected_score, review_game
from tictactoe.coach.scores import BLUNDER, INACCURACY, MISTAKE, grade, move_accuracy, side_accuracy
from tictactoe.game import Game, Mark, Outcome, Termination
from tictactoe.records import save


def test_expected_score_is_proven_at_the_ends_and_rises_with_the_value():
    assert expected_score(WIN - 5) == 1.0 and expected_score(-(WIN - 5)) == 0.0
    values = [-3000, -500, -100, 0, 100, 500, 3000]
    scores = [expected_score(v) for v in values]
    assert scores == sorted(scores) and all(0.0 < s < 1.0 for s in scores)
    assert expected_score(0.0, slope=0.01, tempo=0.0) == 0.5


def test_grades_follow_the_thresholds():
    assert grade(0.0, best=True) is Grade.BEST
    assert grade(INACCURACY - 1e-9, best=False) is Grade.GOOD
    assert grade(INACCURACY, best=False) is Grade.INACCURACY
    assert grade(MISTAKE, best=False) is Grade.MISTAKE
    assert grade(BLUNDER, best=True) is Grade.BLUNDER
    assert not Grade.GOOD.is_error and Grade.MISTAKE.is_error


def test_accuracy_is_lichess_formula_and_the_harmonic_mean_weighs_a_blunder():
    assert move_accuracy(0.7, 0.7) == pytest.approx(100.0, abs=1e-3)
    assert move_accuracy(0.7, 0.9) == pytest.approx(100.0, abs=1e-3)  # a gain is no loss
    assert move_accuracy(1.0, 0.5) == pytest.approx(8.5, abs=0.1)
    assert move_accuracy(0.6, 0.5) == pytest.approx(63.6, abs=0.2)
    assert move_accuracy(1.0, 0.0) == 0.0
    assert side_accuracy([]) is None
    clean = side_accuracy([100.0] * 10)
    one_blunder = side_accuracy([100.0] * 9 + [0.0])
    assert clean == pytest.approx(100.0)
    assert one_blunder < 100.0 * 9 / 10  # below the arithmetic mean alone


def open_three_left_alone() -> Game:
    """15x15: X has an open three on row 8; O plays far away instead of blocking it."""
    game = Game(15, 15, 5)
    for move in [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7), (14, 14)]:
        game.play(move)
    return game


def test_a_move_that_lets_the_opponent_win_by_fours_says_so():
    review = review_game(open_three_left_alone(), Budget(nodes=2000), first=5)
    judged = review.moves[0]
    assert judged.mover is Mark.O and judged.move == (14, 14)
    verdict = judged.verdict
    assert verdict is not None and verdict.kind is VerdictKind.ALLOWED_WIN
    assert len(verdict.line) == 3 and verdict.line[0] in [(6, 7), (10, 7)]
    assert verdict.played_in(Mark.O) == 3  # X wins in 3 from its own move on
    assert judged.grade is Grade.BLUNDER and judged.after == 0.0
    assert judged.better is not None and judged.better != (14, 14)


def test_a_cancelled_review_returns_what_it_judged_and_reports_each_move():
    game = open_three_left_alone()
    cancel = threading.Event()
    seen = []

    def progress(review) -> None:
        seen.append(len(review.moves))
        if len(review.moves) == 2:
            cancel.set()

    review = review_game(game, Budget(nodes=500), cancel=cancel, on_progress=progress)
    assert seen == [1, 2]
    assert not review.complete and len(review.moves) == 2
    assert len(review.graph()) == 3  # the positions before, between and after


def test_the_moves_are_reviewed_whatever_ended_the_game_off_the_board():
    game = Game(3, 3, 3)
    for move in [(1, 1), (1, 0)]:
        game.play(move)
    game.end(Outcome(Termination.FORFEIT, Mark.X, "no answer"))
    review = review_game(game, Budget(cap=None))
    assert review.complete and [m.move for m in review.moves] == [(1, 1), (1, 0)]
    assert [m.verdict.kind.name for m in review.moves] == ["KEPT_DRAW", "ALLOWED_WIN"]
    with pytest.raises(ValueError):
        review_game(game, first=3)


# --- the command ------------------------------------------------------------------------


def three_by_three_game(tmp_path) -> str:
    game = Game(3, 3, 3)
    for move in [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]:
        game.play(move)  # O's B1 lets X force a win; X's A3 forks; X wins
    path = tmp_path / "game.ttt"
    save(path, game)
    return str(path)


def test_the_command_prints_each_move_and_each_side(tmp_path, capsys):
    assert main(["review", three_by_three_game(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "allowed X a win in 5" in out and "O B1??" in out
    assert "X: accuracy 100" in out and "blunder" in out


def test_the_command_writes_json(tmp_path, capsys):
    assert main(["review", three_by_three_game(tmp_path), "--json", "--time", "5"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["board"] == [3, 3] and report["result"] == "X" and report["complete"]
    assert len(report["moves"]) == 7 and len(report["graph"]) == 8
    second = report["moves"][1]
    assert second["grade"] == "blunder" and second["verdict"]["kind"] == "allowed_win"
    assert second["better"] is not None and second["line"][0] == second["better"]
    assert report["sides"]["X"]["counts"]["blunder"] == 0


@pytest.mark.parametrize(
    "argv,words",
    [
        (["review", "no-such-file.ttt"], "no-such-file.ttt"),
        (["review", "GAME", "--time", "0"], "--time"),
        (["review", "GAME", "--time", "601"], "at most 600"),
        (["review", "GAME", "--nodes", "0"], "--nodes must be from 1"),
        (["review", "GAME", "--nodes", "many"], "--nodes must be a whole number"),
        (["review", "EMPTY"], "no moves"),
    ],
)
def test_bad_input_is_one_line_and_status_2(tmp_path, capsys, argv, words):
    empty = tmp_path / "empty.ttt"
    save(empty, Game(3, 3, 3))
    argv = [
        three_by_three_game(tmp_path) if a == "GAME" else str(empty) if a == "EMPTY" else a
        for a in argv
    ]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("tictactoe review: ") and words in err and err.count("\n") == 1


def test_the_time_cap_marks_the_moves_it_cut_short(tmp_path, capsys):
    game = open_three_left_alone()
    review = review_game(game, Budget(nodes=50_000, cap=0.01), first=4)
    assert review.complete and review.cut() == len(review.moves) == 2
    assert all(m.cut for m in review.moves)
    uncut = review_game(game, Budget(nodes=300, cap=60.0), first=4)
    assert uncut.cut() == 0
    path = tmp_path / "game.ttt"
    save(path, game)
    assert main(["review", str(path), "--nodes", "50000", "--time", "0.01"]) == 0
    out = capsys.readouterr().out
    assert "cut short by the time cap" in out and "a larger --time lets the nodes decide" in out
