"""The review's curve fit (`tictactoe review-fit`, tictactoe.bench.score_fit)."""

from __future__ import annotations

import math
import random

import pytest

from tictactoe.bench.score_fit import Sample, fit, newton, samples_of
from tictactoe.cli import main
from tictactoe.game import Game, Mark, Outcome, Termination


def synthetic(slope: float, tempo: float, count: int, seed: int) -> list[Sample]:
    rnd = random.Random(seed)
    out = []
    for _ in range(count):
        value = rnd.uniform(-800, 800)
        p = 1 / (1 + math.exp(-(slope * value + tempo)))
        roll = rnd.random()
        out.append(Sample(value, 1.0 if roll < p * 0.9 else 0.5 if roll < p * 1.1 else 0.0))
    return out


def test_the_fit_finds_the_curve_the_samples_were_drawn_from():
    samples = synthetic(0.004, -0.1, 6000, seed=1)
    slope, tempo = newton(samples)
    assert slope == pytest.approx(0.004, rel=0.1) and tempo == pytest.approx(-0.1, abs=0.08)
    result = fit(samples)
    assert result.log_loss < result.log_loss_even
    assert sum(n for *_, n in result.calibration) == 6000
    for _, predicted, observed, _ in result.calibration:
        assert abs(predicted - observed) < 0.06
    with pytest.raises(ValueError):
        fit(samples[:5])


def test_a_game_gives_its_positions_with_the_final_score_of_the_side_to_move():
    game = Game(9, 9, 5)
    for move in [(4, 4), (0, 0), (4, 5), (0, 1), (4, 6), (8, 8)]:
        game.play(move)
    game.end(Outcome(Termination.FORFEIT, Mark.X, "gone"))
    assert samples_of(game, 0.05, 1, 0) == []  # a forfeit says nothing of the board
    game.reopen()
    for move in [(4, 3), (0, 2), (4, 2)]:
        game.play(move)  # X makes five in column 5
    samples = samples_of(game, 0.05, 2, 0)
    assert [s.score for s in samples] == [1.0, 1.0, 1.0]  # positions 0, 2, 4: X to move
    assert samples_of(game, 0.05, 1, 0)[1].score == 0.0


def test_bad_input_is_one_line_and_status_2(tmp_path, capsys):
    assert main(["review-fit", str(tmp_path / "none")]) == 2
    assert main(["review-fit", str(tmp_path), "--every", "0"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("tictactoe review-fit: ") for line in err)
