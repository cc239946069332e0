"""Puzzles (issue 43, targets 3 and 4): judging (coach/puzzle_judge.py): every first move of
an exact and of a fours puzzle judged, each claim checked against the engine's proven values."""

from __future__ import annotations

import pytest

from tests.coach.puzzles.puzzle_lines import EXACT_7, FOURS_7
from tictactoe.ai import solve, winning_fours
from tictactoe.coach import MUCH_SLOWER, Finder, Refutation, Result, from_line, judge
from tictactoe.game import IllegalMoveError

# Every first move of FOURS_7 judged with the finder's own nodes (20,000 a question, what
# `puzzles make` uses) gets the very judgements the window's 200,000 give (all 57 compared:
# RIGHT, SLOWER, WRONG by NO_WIN_LEFT), in a seventh of the time.
FINDER = Finder()


def test_every_first_move_of_an_exact_puzzle_is_judged_and_each_claim_holds():
    puzzle = from_line(EXACT_7)
    game = puzzle.game()
    attacker = game.to_move()
    results = {}
    for move in game.legal_moves():
        verdict = judge(puzzle, (), move)
        results[move] = verdict.result
        if verdict.result is Result.WRONG:
            after = game.copy()
            after.play(move)
            after.play(verdict.reply)
            value = solve(after)
            if verdict.refutation is Refutation.WINS:
                assert value.winner is attacker.other
                assert value.plies == verdict.plies - 1  # the reply was the quickest
            else:
                assert verdict.refutation is Refutation.DRAWS and value.winner is None
        elif verdict.result is Result.SLOWER:
            assert verdict.plies >= puzzle.plies + MUCH_SLOWER
    assert [m for m, r in results.items() if r is Result.RIGHT] == [puzzle.solution.move]
    assert Result.WRONG in results.values()


def test_an_exact_puzzle_is_solved_along_its_tree():
    puzzle = from_line(EXACT_7)
    path: list = []
    node = puzzle.solution
    while True:
        move = node.move
        verdict = judge(puzzle, tuple(path), move)
        if not node.replies:
            assert verdict.result is Result.SOLVED and verdict.result.solves
            break
        assert verdict.result is Result.RIGHT
        assert verdict.replies == tuple(r for r, _ in node.replies)
        reply, node = node.replies[-1]
        path += [move, reply]
    assert len(path) + 1 == puzzle.plies


def test_every_first_move_of_a_fours_puzzle_is_judged_and_each_claim_holds():
    puzzle = from_line(FOURS_7)
    game = puzzle.game()
    attacker = game.to_move()
    seen = set()
    for move in game.legal_moves():
        verdict = judge(puzzle, (), move, FINDER)
        seen.add((verdict.result, verdict.refutation))
        if move == puzzle.solution.move:
            assert verdict.result is Result.RIGHT and verdict.replies == ((2, 8),)
            continue
        assert verdict.result in (Result.WRONG, Result.SLOWER, Result.NOT_PROVEN), move
        if verdict.result is Result.SLOWER:
            assert verdict.plies >= puzzle.plies + MUCH_SLOWER  # the puzzle is unique
        if verdict.refutation is Refutation.WINS:
            after = game.copy()
            after.play(move)
            for i, step in enumerate((verdict.reply, *verdict.line)):
                after.play(step)
            assert after.winner() is attacker.other
        elif verdict.refutation is Refutation.NO_WIN_LEFT:
            after = game.copy()
            after.play(move)
            after.play(verdict.reply)
            assert winning_fours(after, max_plies=41) == {}
    assert (Result.WRONG, Refutation.NO_WIN_LEFT) in seen


def test_judging_refuses_an_attempt_off_the_tree_and_an_illegal_move():
    puzzle = from_line(FOURS_7)
    with pytest.raises(IllegalMoveError):
        judge(puzzle, (), (3, 2))  # D3 is taken
    with pytest.raises(ValueError, match="not the puzzle's"):
        judge(puzzle, ((0, 0), (1, 1)), (2, 2))
    with pytest.raises(ValueError, match="replies"):
        judge(puzzle, ((2, 7), (0, 0)), (3, 6))
    assert judge(puzzle, ((2, 7), (2, 8)), (3, 6)).result is Result.RIGHT
