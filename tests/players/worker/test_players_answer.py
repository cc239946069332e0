"""The one fallback policy (no Qt): what a computer plays whatever its search did."""

from __future__ import annotations

import itertools

from tictactoe.ai import Analysis, Option, quick_move
from tictactoe.game import Game
from tictactoe.players import Forfeit
from tictactoe.players.answer import Source, answer_of
from tictactoe.players.external_session import EngineFault
from tictactoe.players.worker import Finish
from tictactoe.problems import Problem

CRASHED = Problem(EngineFault.NOT_A_MOVE, ("it crashed",))


def _game() -> Game:
    game = Game(9, 9, 5)
    game.play((4, 4))
    return game


def _analysis(best) -> Analysis:
    return Analysis(best, (Option(best, 12),), exact=False, nodes=10, time_s=0.1, depth=2)


def test_a_legal_answer_is_played_as_it_is() -> None:
    answer = answer_of(_game(), Finish(answer=(0, 0), last=_analysis((3, 3))))
    assert (answer.move, answer.source, answer.failure, answer.forfeit) == (
        (0, 0),
        Source.SEARCH,
        None,
        None,
    )


def test_every_way_a_search_can_fail_gets_the_same_policy() -> None:
    """Each failure (none, hurried, given up, raised, illegal, forfeited) crossed with
    each last report (none, a legal best, a taken best): the last report's legal best,
    else the quick move, and a reason for every failure but a mere hurry."""
    game = _game()
    good, taken = _analysis((3, 3)), _analysis((4, 4))
    failures = {
        "hurried": (Finish(hurried=True), ""),
        "given up": (
            Finish(hurried=True, given_up=True, seconds=2.25),
            "did not answer after 2.2 s",
        ),
        "raised": (Finish(error=RuntimeError("boom")), "raised RuntimeError: boom"),
        "illegal": (Finish(answer=(4, 4)), "answered an illegal move (4, 4)"),
        "not a move": (Finish(answer="e5"), "answered an illegal move 'e5'"),
        "forfeit": (
            Finish(error=Forfeit(CRASHED)),
            "raised Forfeit: answered 'it crashed' instead of a move",
        ),
    }
    for (name, (finish, failure)), last in itertools.product(failures.items(), (None, good, taken)):
        finish = Finish(
            finish.answer, finish.error, finish.seconds, finish.hurried, finish.given_up, last
        )
        answer = answer_of(game, finish)
        if last is good:
            assert (answer.move, answer.source, answer.analysis) == (
                (3, 3),
                Source.LAST_DEPTH,
                good,
            ), name
        else:
            assert (answer.move, answer.source, answer.analysis) == (
                quick_move(game),
                Source.QUICK,
                None,
            ), name
        assert str(answer.failure or "") == failure, name
        assert answer.forfeit == (CRASHED if name == "forfeit" else None), name
        assert game.is_legal(answer.move)
