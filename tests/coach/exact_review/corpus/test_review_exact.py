"""The review never contradicts the exact solver: the corpus' games on 3x3 and 4x4, and those
on 5x5 between ladder players, reviewed with no time limit, every verdict held to the exact
values (``exact_values.py`` says how they are computed)."""

from __future__ import annotations

import pytest

from tests.coach.exact_review.exact_values import check_reviews, corpus, random_5x5


@pytest.mark.slow
def test_every_verdict_of_the_corpus_agrees_with_the_exact_values():
    games = [game for game, ladder in corpus() if not random_5x5(game, ladder)]
    assert len(games) == 194
    kinds = check_reviews(games)
    assert all(kinds.values()), kinds  # every kind of verdict occurred
