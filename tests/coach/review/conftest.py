"""Fixtures of the review's rooms."""

from __future__ import annotations

import pytest

from tests.coach.review.same_review import BUDGET, cold, the_game
from tictactoe.coach import review_game


@pytest.fixture(scope="module")
def fresh():
    """The game's review from the engine's empty tables, in this process (made once a test
    file: the tests compare it with the command line's, the file's, a carried-on one's and a
    warm process's)."""
    cold()
    return review_game(the_game(), BUDGET)
