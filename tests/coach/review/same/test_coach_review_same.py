"""The same review every time (issue 48, target 2): a review is a function of the game and a
budget of nodes.  The command line and the window's job agree, from the same budget.  A warm
process's review: test_coach_review_warm.py; a kept one and one carried on after a stop:
tests/coach/review/kept/test_coach_review_carried_on.py.  Nothing here pins a verdict: any
engine that answers the same position and budget the same way passes."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import pytest

from tests.coach.review.same_review import BUDGET, cold, shown, the_game
from tictactoe import records
from tictactoe.coach import DEFAULT_BUDGET, Budget


def cli_review(path, budget: Budget = BUDGET) -> dict:
    """``tictactoe review --json`` in a process of its own (its own tables, its own hash
    seed)."""
    argv = [
        sys.executable,
        "-m",
        "tictactoe",
        "review",
        str(path),
        "--json",
        "--nodes",
        str(budget.nodes),
        "--facts",
        str(budget.facts),
        "--time",
        str(budget.cap),
    ]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    del found["file"]
    return found


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    path = tmp_path_factory.mktemp("same") / "game.ttt"
    records.save(path, the_game())
    return path


@pytest.mark.slow
def test_the_command_line_and_the_window_s_job_give_the_same_review(saved, fresh):
    first = cli_review(saved)
    # two runs, two processes (each its own hash seed): the command line's and this one's,
    # from cold (``fresh``, tests/coach/review/conftest.py: a warm process's review and a kept
    # one are compared with it too, each file building its own)
    assert first == shown(the_game(), fresh)
    assert first["cut"] == 0  # the cap cut nothing: the nodes decided everything
    from tictactoe.ui.coach.review_job import ReviewTask, review_job

    cold()
    game = the_game()
    done = review_job(ReviewTask(game.copy(), BUDGET))(threading.Event(), lambda _: None)
    assert shown(game, done.review) == first  # the window's job: the same function, budget


def test_the_window_and_the_command_line_start_from_the_same_budget():
    from tictactoe.commands.review import budget_from

    class Args:
        nodes = None
        facts = None
        time = None

    assert budget_from(Args()) == DEFAULT_BUDGET
    from tictactoe.ui.coach import review_desk

    assert review_desk.ReviewRequest.__dataclass_fields__["budget"].default == DEFAULT_BUDGET
