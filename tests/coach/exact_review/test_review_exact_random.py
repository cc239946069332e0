"""The review never contradicts the exact solver: the corpus' games between random players,
reviewed with no time limit, every verdict held to the exact values
(``exact_values.py`` says how they are computed)."""

from __future__ import annotations

import pytest

from tests.coach.exact_review.exact_values import check_reviews, corpus


@pytest.mark.slow
def test_every_verdict_of_the_random_games_agrees_with_the_exact_values():
    games = [game for game, ladder in corpus() if ladder is False]
    assert len(games) >= 100
    kinds = check_reviews(games)
    assert all(kinds.values()), kinds  # every kind of verdict occurred
