"""What the window asks of the coach's review (issue 43, target 2): a review cut short
and carried on, one move tried judged as a move played, and Cancel never leaving a
judgement half made."""

from __future__ import annotations

import threading

from tictactoe.coach import Budget, Grade, continue_review, review_game, review_move
from tictactoe.coach import review as review_module
from tictactoe.game import Game

BLUNDER_GAME = [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]
LIMIT = Budget()


def game_of(moves) -> Game:
    game = Game(3, 3, 3)
    for move in moves:
        game.play(move)
    return game


def test_a_review_cut_short_is_carried_on_to_the_same_review():
    game = game_of(BLUNDER_GAME)
    whole = review_game(game, LIMIT)
    cancel = threading.Event()
    seen = []

    def stop_after_three(review) -> None:
        seen.append(len(review.moves))
        if len(review.moves) == 3:
            cancel.set()

    part = review_game(game, LIMIT, cancel=cancel, on_progress=stop_after_three)
    assert len(part.moves) == 3 and not part.complete
    reports = []
    carried = continue_review(part, game, LIMIT, on_progress=reports.append)
    assert carried.complete and carried.first == 0
    assert [m.grade for m in carried.moves] == [m.grade for m in whole.moves]
    assert carried.graph() == whole.graph()
    # progress reports the whole review so far, not the part carried on alone
    assert [len(r.moves) for r in reports] == [4, 5, 6, 7]
    assert continue_review(carried, game, LIMIT) is carried


def test_a_move_tried_is_judged_as_a_move_played():
    before = game_of(BLUNDER_GAME[:1])  # O to move after X's centre
    edge = review_move(before, (1, 0), LIMIT)
    corner = review_move(before, (0, 0), LIMIT)
    assert edge.grade is Grade.BLUNDER and edge.better is not None
    assert corner.grade in (Grade.BEST, Grade.GOOD) and not corner.grade.is_error
    assert edge == review_game(game_of(BLUNDER_GAME), LIMIT).moves[1]
    assert before.moves == BLUNDER_GAME[:1]  # the game is not changed
    cancel = threading.Event()
    cancel.set()
    assert review_move(before, (0, 0), LIMIT, cancel) is None


def test_cancel_during_a_judgement_drops_it(monkeypatch):
    """A judgement whose searches stopped at the flag is not kept half made (its
    missed win by fours or better line could be missing)."""
    cancel = threading.Event()
    judge = review_module.judge_move

    def judge_then_cancel(game, move, before, after, ply, limit, flag=None):
        judged = judge(game, move, before, after, ply, limit, flag)
        if ply == 2:
            cancel.set()  # as if Cancel came while move 3 was being judged
        return judged

    monkeypatch.setattr(review_module, "judge_move", judge_then_cancel)
    review = review_game(game_of(BLUNDER_GAME), LIMIT, cancel=cancel)
    assert len(review.moves) == 2 and len(review.positions) == 3 and not review.complete
