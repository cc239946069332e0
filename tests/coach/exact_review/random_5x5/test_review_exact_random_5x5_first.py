"""The review never contradicts the exact solver: the corpus' games on 5x5 between random
players, which run to a full board (the longest reviews), the first two of the six (over half
of the six's time; the other four: test_review_exact_random_5x5_rest.py, beside it on the other
worker), reviewed with no time limit, every verdict held to the exact values
(``exact_values.py`` says how they are computed)."""

from __future__ import annotations

import pytest

from tests.coach.exact_review.exact_values import check_reviews, random_5x5_games


@pytest.mark.slow
def test_every_verdict_of_the_first_two_random_5x5_games_agrees_with_the_exact_values():
    kinds = check_reviews(random_5x5_games()[:2])
    assert all(kinds.values()), kinds  # every kind of verdict occurred
