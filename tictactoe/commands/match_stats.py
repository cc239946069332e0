"""A match's figures: results per colour, the score with its standard error, Elo.

The score is wins plus half the draws.  Its standard error is the sample
standard deviation of the per-game scores over the square root of the number
of games; when the games come in colour-swapped pairs from one opening each,
the two games of a pair are not independent (the opening favours one colour
in both), so the error is taken over the pairs' mean scores instead (the
"pentanomial" way of engine testers), which is the honest, usually smaller,
figure.  The Elo difference is ``-400 log10(1/s - 1)`` of the score rate s,
and its 95% interval maps s +- 1.96 standard errors the same way (infinite
when that reaches 0% or 100%).
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from tictactoe.commands.match_games import GameResult

Z95 = 1.959964


@dataclass(frozen=True)
class Record:
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    def text(self) -> str:
        return f"{self.wins}-{self.draws}-{self.losses}"


@dataclass(frozen=True)
class Side:
    spec: str
    wins: int
    draws: int
    losses: int
    score: float
    score_rate: float
    as_x: Record
    as_o: Record
    mean_move_s: float
    max_move_s: float
    moves_over_limit: int
    moves: int
    forfeits: int
    limit_s: float | None


def _record(results: list[GameResult], me: str, mark: str | None) -> Record:
    games = [r for r in results if mark is None or (r.a_mark == mark) == (me == "a")]
    wins = sum(1 for r in games if r.winner == me)
    losses = sum(1 for r in games if r.winner is not None and r.winner != me)
    return Record(wins, len(games) - wins - losses, losses)


def summarise(results: list[GameResult], spec_a: str, spec_b: str) -> tuple[Side, Side]:
    sides = []
    n = len(results)
    for me, spec in (("a", spec_a), ("b", spec_b)):
        total = _record(results, me, None)
        figures = [getattr(r, me) for r in results]
        count = sum(f.moves for f in figures)
        spent = sum(f.total_s for f in figures)
        limits = [f.limit for f in figures if f.limit is not None]
        score = total.wins + total.draws / 2
        forfeits = sum(
            1 for r in results if r.termination == "forfeit" and r.winner not in (me, None)
        )
        sides.append(
            Side(
                spec,
                total.wins,
                total.draws,
                total.losses,
                score,
                score / n if n else 0.0,
                _record(results, me, "X"),
                _record(results, me, "O"),
                spent / count if count else 0.0,
                max((f.max_s for f in figures), default=0.0),
                sum(f.over for f in figures),
                count,
                forfeits,
                max(limits) if limits else None,
            )
        )
    return sides[0], sides[1]


def game_scores(results: list[GameResult]) -> list[float]:
    """A's score in each game: 1, 0.5 or 0."""
    return [1.0 if r.winner == "a" else 0.0 if r.winner == "b" else 0.5 for r in results]


def score_error(results: list[GameResult], paired: bool) -> float | None:
    """The standard error of A's score rate (see the module's docstring); None with
    fewer than two games (or pairs)."""
    scores = game_scores(results)
    if paired:
        by_pair: dict[int, list[float]] = {}
        for r, s in zip(results, scores):
            by_pair.setdefault(r.index // 2, []).append(s)
        samples = [sum(v) / len(v) for v in by_pair.values() if len(v) == 2]
        if len(samples) >= 2:
            return statistics.stdev(samples) / math.sqrt(len(samples))
    if len(scores) < 2:
        return None
    return statistics.stdev(scores) / math.sqrt(len(scores))


def elo(rate: float) -> float:
    """The Elo difference that expects the score rate ``rate`` (+-inf at 1 and 0)."""
    if rate >= 1.0:
        return math.inf
    if rate <= 0.0:
        return -math.inf
    return -400.0 * math.log10(1.0 / rate - 1.0)


@dataclass(frozen=True)
class EloFigure:
    diff: float
    low: float
    high: float

    def text(self) -> str:
        return f"{_signed(self.diff)} (95%: {_signed(self.low)} to {_signed(self.high)})"

    def as_json(self) -> dict[str, float | None]:
        return {
            k: (v if math.isfinite(v) else None)
            for k, v in (("diff", self.diff), ("low", self.low), ("high", self.high))
        }


def _signed(value: float) -> str:
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return f"{value:+.0f}"


def elo_figure(rate: float, error: float | None) -> EloFigure:
    spread = Z95 * error if error is not None else math.inf
    return EloFigure(elo(rate), elo(rate - spread), elo(rate + spread))
