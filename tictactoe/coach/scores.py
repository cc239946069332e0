"""Expected scores, the grades of a move and accuracy: the review's arithmetic.  No Qt.

* **Expected score** (0 to 1, for the side to move): 1, 0.5 or 0 where the result is
  proven (a win, an exact draw, a loss); elsewhere the engine's evaluation ``v``
  turned into a score by a logistic curve fitted on our own games,
  ``1 / (1 + exp(-(CURVE_SLOPE * v + CURVE_TEMPO)))`` (:func:`expected_score`).
  ``CURVE_TEMPO`` is the side to move's own edge at an evaluation of 0.  The fit,
  its data and the command that reproduces it are in docs/measurements.md
  ("The review's curve"); :mod:`tictactoe.bench.score_fit` does it.
* **Grades** from the loss of expected score a move causes (the mover's score
  before it minus the mover's score after it), with the thresholds Lichess uses
  on its "winning chances" (-1 to 1) halved onto the 0-to-1 scale: an inaccuracy
  from 0.05, a mistake from 0.10, a blunder from 0.15.  A move that loses less is
  *best* when it is the engine's choice (on a solved board: keeps the result and
  its distance), else *good*.
* **Accuracy** of a move, 0 to 100, from the mover's expected score before and
  after it in percent (Lichess's formula): ``103.1668 * exp(-0.04354 * (before -
  after)) - 3.1669``, clamped to 0..100 (a move that loses nothing scores 100, a
  loss of 10 points about 64, of 50 points about 8.5).  A side's accuracy is the
  mean of the arithmetic and the harmonic means of its moves' accuracies (each
  at least 1 in the harmonic mean): the harmonic mean lets one blunder weigh as
  it should, the arithmetic one keeps a single slip from sinking a good game.
"""

from __future__ import annotations

import enum
import math
from typing import Sequence

from tictactoe.ai import is_proven

# The curve (see the module's docstring); fitted by `tictactoe review-fit`.
CURVE_SLOPE = 0.003168
CURVE_TEMPO = -0.0821

INACCURACY = 0.05
MISTAKE = 0.10
BLUNDER = 0.15

ACCURACY_A = 103.1668
ACCURACY_B = 0.04354
ACCURACY_C = 3.1669
HARMONIC_FLOOR = 1.0


class Grade(str, enum.Enum):
    """How good a move was, best first (chess.com's and Lichess's classes)."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def is_error(self) -> bool:
        return self in (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)


def expected_score(value: float, slope: float = CURVE_SLOPE, tempo: float = CURVE_TEMPO) -> float:
    """The side to move's expected score for the engine's value ``value`` (its own point
    of view): 1 or 0 for a proven win or loss, else the fitted curve."""
    if is_proven(value):
        return 1.0 if value > 0 else 0.0
    x = slope * value + tempo
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def grade(loss: float, best: bool) -> Grade:
    """The grade of a move that lost ``loss`` of expected score (``best``: it was the
    engine's choice, or kept the exact result and distance)."""
    if loss >= BLUNDER:
        return Grade.BLUNDER
    if loss >= MISTAKE:
        return Grade.MISTAKE
    if loss >= INACCURACY:
        return Grade.INACCURACY
    return Grade.BEST if best else Grade.GOOD


def move_accuracy(before: float, after: float) -> float:
    """A move's accuracy (0-100) from the mover's expected score before and after it."""
    drop = max(0.0, before - after) * 100.0
    value = ACCURACY_A * math.exp(-ACCURACY_B * drop) - ACCURACY_C
    return max(0.0, min(100.0, value))


def side_accuracy(accuracies: Sequence[float]) -> float | None:
    """A side's accuracy from its moves' (None when it made no move)."""
    if not accuracies:
        return None
    arithmetic = sum(accuracies) / len(accuracies)
    harmonic = len(accuracies) / sum(1.0 / max(HARMONIC_FLOOR, a) for a in accuracies)
    return (arithmetic + harmonic) / 2.0
