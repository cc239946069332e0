"""The review's curve: the engine's evaluation turned into an expected score, fitted on games.

Data: finished games (any file the app reads; ``tictactoe match --save-dir`` writes
them).  From each game, every ``every``-th position from ply ``skip`` on that is not
over is searched as the review searches it (``analyze`` with its time per
position); the pair (the value for the side to move, that side's final score: 1, 0.5
or 0) is one sample.  Proven values are left out: the review scores them 1 or 0
without the curve.

Fit: ``p = 1 / (1 + exp(-(slope * v + tempo)))`` by maximum likelihood (the
logistic log-loss, with a draw as half a win), by Newton's method on the two
parameters.  ``tempo`` is the side to move's own edge at a value of 0.  The fit
prints the samples, the parameters, the log-loss against the curve with no tempo and
against a constant 0.5, and a calibration table (predicted against observed per bin).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from tictactoe.ai import Limit, analyze, is_proven
from tictactoe.game import Game, Termination

SCALE = 100.0  # values are fitted in hundreds (the Newton steps stay well scaled)
MAX_STEPS = 50


@dataclass(frozen=True)
class Sample:
    value: float  # the engine's value for the side to move
    score: float  # the side to move's final score: 1, 0.5 or 0


@dataclass(frozen=True)
class Fit:
    slope: float
    tempo: float
    samples: int
    log_loss: float
    log_loss_no_tempo: float
    log_loss_even: float
    calibration: tuple[tuple[float, float, float, int], ...]  # (low, predicted, observed, n)


def samples_of(game: Game, seconds: float, every: int, skip: int) -> list[Sample]:
    """The samples of one finished game (none when it did not end on the board)."""
    outcome = game.outcome()
    if outcome is None or outcome.termination is Termination.FORFEIT:
        return []
    board = Game.for_rules(game.rules, start=game.start)
    out: list[Sample] = []
    for ply, move in enumerate(game.moves):
        if ply >= skip and (ply - skip) % every == 0 and not board.is_over():
            value = analyze(board, Limit(time=seconds)).value
            if not is_proven(value):
                mover = board.to_move()
                score = 0.5 if outcome.winner is None else float(outcome.winner is mover)
                out.append(Sample(float(value), score))
        board.play(move)
    return out


def collect(
    games: Iterable[Game],
    seconds: float,
    every: int,
    skip: int,
    done: Callable[[int, int], None] | None = None,
) -> list[Sample]:
    out: list[Sample] = []
    for number, game in enumerate(games, 1):
        out += samples_of(game, seconds, every, skip)
        if done is not None:
            done(number, len(out))
    return out


def _probability(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def log_loss(samples: Sequence[Sample], slope: float, tempo: float) -> float:
    total = 0.0
    for s in samples:
        p = min(1 - 1e-12, max(1e-12, _probability(slope * s.value + tempo)))
        total -= s.score * math.log(p) + (1 - s.score) * math.log(1 - p)
    return total / len(samples)


def newton(samples: Sequence[Sample], with_tempo: bool = True) -> tuple[float, float]:
    """The maximum-likelihood (slope, tempo) (tempo 0 when ``with_tempo`` is false)."""
    a = b = 0.0
    for _ in range(MAX_STEPS):
        ga = gb = haa = hab = hbb = 0.0
        for s in samples:
            x = s.value / SCALE
            p = _probability(a * x + b)
            r = p - s.score
            w = p * (1 - p)
            ga += r * x
            gb += r
            haa += w * x * x
            hab += w * x
            hbb += w
        if with_tempo:
            det = haa * hbb - hab * hab
            da = (hbb * ga - hab * gb) / det
            db = (haa * gb - hab * ga) / det
        else:
            da, db = ga / haa, 0.0
        a, b = a - da, b - db
        if abs(da) < 1e-9 and abs(db) < 1e-9:
            break
    return a / SCALE, b


def fit(samples: Sequence[Sample], bins: int = 8) -> Fit:
    if len(samples) < 10:
        raise ValueError(f"{len(samples)} samples: too few to fit a curve")
    slope, tempo = newton(samples)
    plain, _ = newton(samples, with_tempo=False)
    ordered = sorted(samples, key=lambda s: s.value)
    size = math.ceil(len(ordered) / bins)
    table = []
    for i in range(0, len(ordered), size):
        chunk = ordered[i : i + size]
        predicted = sum(_probability(slope * s.value + tempo) for s in chunk) / len(chunk)
        observed = sum(s.score for s in chunk) / len(chunk)
        table.append((chunk[0].value, predicted, observed, len(chunk)))
    return Fit(
        slope,
        tempo,
        len(samples),
        log_loss(samples, slope, tempo),
        log_loss(samples, plain, 0.0),
        log_loss(samples, 0.0, 0.0),
        tuple(table),
    )
