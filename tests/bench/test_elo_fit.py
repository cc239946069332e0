"""The maximum-likelihood Elo fit: known ratings recovered, the closed form, the anchor."""

from __future__ import annotations

import math
import random

import pytest

from tictactoe.bench.elo_fit import FitError, expected_score, fit


def synthetic_games(
    ratings: dict[str, float], pairs: list[tuple[str, str]], per_pair: int, seed: int
) -> list[tuple[str, str, float]]:
    """Games drawn from the model: A's expected score is the Elo expectation, with draws
    (half of the weaker side's chances become draws)."""
    rng = random.Random(seed)
    games = []
    for a, b in pairs:
        p = expected_score(ratings[a] - ratings[b])
        draw = min(p, 1 - p)
        for _ in range(per_pair):
            u = rng.random()
            score = 1.0 if u < p - draw / 2 else 0.5 if u < p + draw / 2 else 0.0
            games.append((a, b, score))
    return games


TRUE = {"p1": 1000.0, "p2": 1120.0, "p3": 1300.0, "p4": 1420.0, "p5": 1650.0}
LADDER = [("p1", "p2"), ("p2", "p3"), ("p3", "p4"), ("p4", "p5"), ("p1", "p3"), ("p3", "p5")]


def test_fit_recovers_known_ratings_within_its_error() -> None:
    fitted = fit(synthetic_games(TRUE, LADDER, 300, seed=7), {"p1": 1000.0})
    for name, elo in TRUE.items():
        f = fitted[name]
        if name == "p1":
            continue
        assert 5 < f.error < 60
        assert abs(f.elo - elo) < 3 * f.error, (name, f, elo)


def test_errors_are_honest_over_many_seeds() -> None:
    """About 95% of the fitted ratings lie within two standard errors of the truth."""
    inside = total = 0
    for seed in range(40):
        fitted = fit(synthetic_games(TRUE, LADDER, 100, seed=seed), {"p1": 1000.0})
        for name in ("p2", "p3", "p4", "p5"):
            total += 1
            inside += abs(fitted[name].elo - TRUE[name]) < 2 * fitted[name].error
    assert 0.88 <= inside / total <= 0.995


@pytest.mark.parametrize("wins, draws, losses", [(60, 20, 20), (10, 80, 10), (5, 0, 45)])
def test_two_players_match_the_closed_form(wins: int, draws: int, losses: int) -> None:
    games = (
        [("a", "b", 1.0)] * wins + [("a", "b", 0.5)] * draws + [("b", "a", 1.0)] * losses
    )  # b's wins, written with b first
    n = wins + draws + losses
    s = (wins + draws / 2) / n
    fitted = fit(games, {"b": 1500.0})
    assert fitted["a"].elo == pytest.approx(1500.0 + 400 * math.log10(s / (1 - s)), abs=1e-6)
    # the inverse information of one Bradley-Terry pair: 1 / (n s (1 - s)) nats squared
    assert fitted["a"].error == pytest.approx(400 / math.log(10) / math.sqrt(n * s * (1 - s)))
    assert fitted["a"].games == n and fitted["a"].points == wins + draws / 2
    assert fitted["b"].points == losses + draws / 2


def test_the_anchor_stays_fixed() -> None:
    games = synthetic_games(TRUE, LADDER, 50, seed=3)
    for anchor, elo in (("p1", 1000.0), ("p3", 2222.0)):
        fitted = fit(games, {anchor: elo})
        assert fitted[anchor].elo == elo and fitted[anchor].error == 0 and fitted[anchor].fixed
    # moving the anchor moves every rating by the same amount
    a, b = fit(games, {"p1": 1000.0}), fit(games, {"p1": 1200.0})
    for name in TRUE:
        assert b[name].elo - a[name].elo == pytest.approx(200.0)
        assert b[name].error == pytest.approx(a[name].error)


def test_a_player_placed_on_a_fixed_ladder() -> None:
    ladder = {"p1": 1000.0, "p3": 1300.0, "p5": 1650.0}
    games = synthetic_games({**TRUE, "new": 1450.0}, [("new", "p3"), ("new", "p5")], 400, 11)
    fitted = fit(games, ladder)
    assert [fitted[p].elo for p in ("p3", "p5")] == [1300.0, 1650.0]
    assert abs(fitted["new"].elo - 1450.0) < 3 * fitted["new"].error


def test_a_player_who_won_every_game_is_marked_unbounded() -> None:
    games = synthetic_games(TRUE, LADDER, 60, seed=5)
    games += [("top", "p5", 1.0)] * 30 + [("p1", "bottom", 1.0)] * 30
    fitted = fit(games, {"p1": 1000.0})
    assert not fitted["top"].bounded and not fitted["bottom"].bounded
    assert all(fitted[p].bounded for p in TRUE)
    assert fitted["top"].elo > fitted["p5"].elo + 300 and math.isfinite(fitted["top"].error)
    assert fitted["bottom"].elo < 1000.0 - 300
    # the prior touches only the unbounded players' pairings
    assert fitted["p3"].elo == pytest.approx(
        fit(synthetic_games(TRUE, LADDER, 60, seed=5), {"p1": 1000.0})["p3"].elo, abs=1.0
    )


def test_what_cannot_be_fitted() -> None:
    with pytest.raises(FitError, match="no games"):
        fit([], {"a": 1000.0})
    with pytest.raises(FitError, match="no games joining"):
        fit([("a", "b", 1.0), ("b", "a", 0.5), ("c", "d", 0.5)], {"a": 1000.0})
    with pytest.raises(FitError, match="played no game"):
        fit([("a", "b", 0.5)], {"z": 1000.0})
    with pytest.raises(FitError, match=r"0, 0\.5 or 1"):
        fit([("a", "b", 0.7)], {"a": 1000.0})
