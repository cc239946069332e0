"""Maximum-likelihood Elo ratings over all the games at once (Bradley-Terry on the Elo scale).

The model: a player rated ``r_a`` scores against one rated ``r_b`` with the
expectation ``p = 1 / (1 + 10 ** ((r_b - r_a) / 400))``; a game adds
``s log p + (1 - s) log (1 - p)`` to the log-likelihood, where ``s`` is the
score (1 a win, 0.5 a draw, 0 a loss), so a draw counts as half a win and half
a loss, as Ordo and BayesElo rate engines.  No advantage for the first player
is fitted: the rating matches swap colours in every pair of games.

Some players are fixed (the anchor of a scale, or a whole ladder when an engine
is placed on it); the others are fitted by Newton's method on the concave
log-likelihood.  A rating's standard error is the square root of the diagonal
of the inverse observed information (minus the Hessian of the log-likelihood,
fixed players left out) at the maximum.  The errors take the games as
independent, which colour-swapped pairs from one opening are not quite.

A maximum exists only when no group of free players won (or lost) every game
against everyone else: the graph "scored at least a draw against" must join
each free player to the fixed ones in both directions.  A player outside that
part (say it won all its games) is marked ``bounded=False`` and fitted with a
weak prior instead: one virtual draw added to every pairing of such a player.
Its rating is then a rough bound, not a measurement, and says so.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np

ELO_PER_NAT = 400.0 / math.log(10.0)
PRIOR_DRAWS = 1.0  # virtual draws added to each pairing of an unbounded player
MAX_ITERATIONS = 200
MAX_STEP = 2.0  # nats (about 350 Elo) per Newton step and player
TOLERANCE = 1e-10


class FitError(ValueError):
    """The games cannot be fitted (a player joined to no fixed player, no games...)."""


@dataclass(frozen=True)
class Fitted:
    """A player's fitted rating: Elo, standard error (0 for a fixed player), games,
    points scored, and whether the rating is a maximum-likelihood measurement."""

    elo: float
    error: float
    games: int
    points: float
    fixed: bool = False
    bounded: bool = True


def expected_score(diff: float) -> float:
    """The score a player expects against one rated ``diff`` Elo lower."""
    return 1.0 / (1.0 + 10.0 ** (-diff / 400.0))


def fit(games: Iterable[tuple[str, str, float]], fixed: Mapping[str, float]) -> dict[str, Fitted]:
    """Ratings of every player in ``games`` (each ``(a, b, a's score)``), the
    players in ``fixed`` held at their given Elo.  FitError when it cannot be done."""
    players, points, counts = _tally(games)
    if not fixed:
        raise FitError("no player is fixed: name the anchor of the scale")
    missing = [p for p in fixed if p not in players]
    if len(missing) == len(fixed):
        raise FitError(f"the fixed player {missing[0]} played no game")
    index = {p: i for i, p in enumerate(players)}
    is_fixed = np.array([p in fixed for p in players])
    joined = _reach(counts > 0, is_fixed)
    if not joined.all():
        lost = [p for p, j in zip(players, joined) if not j]
        raise FitError(f"{', '.join(lost)}: no games joining them to {', '.join(fixed)}")
    bounded = _reach(points > 0, is_fixed) & _reach((points > 0).T, is_fixed)
    bounded |= is_fixed
    unbounded = ~bounded
    prior = np.zeros_like(counts)
    touch = (unbounded[:, None] | unbounded[None, :]) & (counts > 0)
    prior[touch] = PRIOR_DRAWS
    s = points + prior / 2
    n = counts + prior
    x = np.zeros(len(players))
    for p, elo in fixed.items():
        if p in index:
            x[index[p]] = elo / ELO_PER_NAT
    free = np.flatnonzero(~is_fixed)
    if len(free):
        x[free] = np.mean([e for p, e in fixed.items() if p in index]) / ELO_PER_NAT
        x = _newton(x, free, s, n)
        cov = np.linalg.inv(_information(x, free, n))
        errors = np.sqrt(np.diag(cov)) * ELO_PER_NAT
    result = {}
    position = {int(i): k for k, i in enumerate(free)}
    for i, p in enumerate(players):
        error = 0.0 if is_fixed[i] else float(errors[position[i]])
        result[p] = Fitted(
            float(x[i] * ELO_PER_NAT),
            error,
            round(counts[i].sum()),
            float(points[i].sum()),
            bool(is_fixed[i]),
            bool(bounded[i]),
        )
    return result


def _tally(games: Iterable[tuple[str, str, float]]) -> tuple[list[str], np.ndarray, np.ndarray]:
    """The players (sorted), points[i, j] scored by i against j, and games[i, j]."""
    listed = [(a, b, float(score)) for a, b, score in games]
    for a, b, score in listed:
        if a == b:
            raise FitError(f"{a} played itself")
        if score not in (0.0, 0.5, 1.0):
            raise FitError(f"a game's score is 0, 0.5 or 1, not {score}")
    if not listed:
        raise FitError("no games to fit")
    players = sorted({p for a, b, _ in listed for p in (a, b)})
    index = {p: i for i, p in enumerate(players)}
    points = np.zeros((len(players), len(players)))
    counts = np.zeros_like(points)
    for a, b, score in listed:
        i, j = index[a], index[b]
        points[i, j] += score
        points[j, i] += 1.0 - score
        counts[i, j] += 1.0
        counts[j, i] += 1.0
    return players, points, counts


def _reach(edges: np.ndarray, start: np.ndarray) -> np.ndarray:
    """Which nodes reach a ``start`` node along ``edges`` (edges[i, j]: i -> j)."""
    seen = start.copy()
    while True:
        more = seen | (edges & seen[None, :]).any(axis=1)
        if (more == seen).all():
            return seen
        seen = more


def _expected(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(x[None, :] - x[:, None]))


def _information(x: np.ndarray, free: np.ndarray, n: np.ndarray) -> np.ndarray:
    """Minus the Hessian of the log-likelihood in the free players (natural units)."""
    p = _expected(x)
    w = n * p * (1.0 - p)
    full = np.diag(w.sum(axis=1)) - w
    return full[np.ix_(free, free)]


def _newton(x: np.ndarray, free: np.ndarray, s: np.ndarray, n: np.ndarray) -> np.ndarray:
    for _ in range(MAX_ITERATIONS):
        p = _expected(x)
        gradient = (s - n * p).sum(axis=1)[free]
        info = _information(x, free, n)
        try:
            step = np.linalg.solve(info, gradient)
        except np.linalg.LinAlgError:
            raise FitError(
                "the games do not determine the ratings (singular information)"
            ) from None
        step = np.clip(step, -MAX_STEP, MAX_STEP)
        x = x.copy()
        x[free] += step
        if np.max(np.abs(step)) < TOLERANCE:
            return x
    raise FitError(f"the fit did not settle in {MAX_ITERATIONS} steps")
