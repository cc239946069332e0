"""The same review every time (issue 48, target 2), kept: a review kept with its game is the
review a new run gives, and one carried on after a stop is the whole review (the game, the
budget and the cold review: tests/coach/review/same_review.py and the ``fresh`` fixture of
tests/coach/review/conftest.py)."""

from __future__ import annotations

import threading

import pytest

from tests.coach.review.same_review import BUDGET, coarse, cold, shown, the_game
from tictactoe import records
from tictactoe.coach import continue_review, review_data, review_game, review_of
from tictactoe.coach.kept import budget_of


@pytest.mark.slow
def test_a_kept_review_is_the_review_a_new_run_gives_and_a_stopped_one_carries_on(fresh):
    game = the_game()
    whole = fresh  # a new run, from cold, with BUDGET
    text = records.dumps(game, review=review_data(whole, BUDGET))
    record = records.loads(text)
    kept = review_of(record.review, record.game)
    assert budget_of(record.review) == BUDGET
    # as far as the file keeps it: 4 digits a move, so a side's accuracy (their mean) may
    # differ in its second decimal (95.49 read back, 95.48 reviewed)
    assert coarse(shown(game, kept)) == coarse(shown(game, whole))
    assert [(a.winner, a.plies) for a in kept.positions] == [
        (a.winner, a.plies) for a in whole.positions
    ]
    # saved == new: the budget read back is BUDGET (above), and ``whole`` is a new run with
    # it; a second new run in a warm process agrees with it
    # (tests/coach/review/same/test_coach_review_warm.py)
    cancel = threading.Event()

    def stop_at_ten(review) -> None:
        if len(review.moves) == 10:
            cancel.set()

    cold()
    part = review_game(game, BUDGET, cancel=cancel, on_progress=stop_at_ten)
    assert len(part.moves) == 10 and not part.complete
    part = review_of(review_data(part, BUDGET), game)  # kept, reopened, carried on
    carried_on = continue_review(part, game, BUDGET)
    assert coarse(shown(game, carried_on)) == coarse(shown(game, whole))
