"""Renju problems (issue 48, target 5): the shipped puzzles under renju are ones the rule
decides (White wins through a point forbidden to Black, Black's win avoids one), each
point named by the rule module and held to the tests' own reference checker, the rule
changing each answer, and a sample proven again under renju: by the compiled core, by
the pure-Python search (which asks the rule module for every forbidden point), and by
the judge the window asks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.renju_reference import forbidden as reference_forbidden
from tests.renju_reference import grid_of
from tictactoe.ai import winning_fours
from tictactoe.coach import Finder, PuzzleKind, Result, judge, reprove, shipped
from tictactoe.coach.puzzle import wins_now
from tictactoe.coach.puzzle_check import _fours_steps
from tictactoe.coach.puzzle_find import rule_changes_the_win, rule_matters
from tictactoe.coach.puzzle_rule import HowItMatters, forbidden_point
from tictactoe.game import Game, IllegalMoveError, Mark, Position, Rules, Variant

RENJU = Rules(15, 15, 5, Variant.RENJU)


def renju_problems():
    return [p for p in shipped() if p.rules.variant is Variant.RENJU]


def sample(count: int, seed: int):
    """``count`` problems of each side, drawn with ``seed``."""
    rnd = random.Random(seed)
    problems = renju_problems()
    return [
        p
        for side in (Mark.X, Mark.O)
        for p in rnd.sample([q for q in problems if q.attacker is side], count)
    ]


def grid(position: Position) -> list[list[str]]:
    rules = position.rules
    return grid_of(
        [
            "".join(
                "X" if position.at((x, y)) is Mark.X else "O" if position.at((x, y)) else "."
                for x in range(rules.width)
            )
            for y in range(rules.height)
        ]
    )


def test_at_least_200_renju_problems_ship_on_both_sides():
    problems = renju_problems()
    assert len(problems) >= 200
    assert len({p.id for p in problems}) == len(problems)
    assert all(p.rules == RENJU and p.kind is PuzzleKind.FOURS for p in problems)
    sides = Counter(p.attacker for p in problems)
    assert sides[Mark.X] >= 40 and sides[Mark.O] >= 40, sides
    assert len({p.plies for p in problems}) >= 4


def test_the_rule_module_names_the_forbidden_point_of_every_renju_problem():
    """White's through a point forbidden to Black, Black's avoiding one; the point and its
    foul are the reference checker's too (it shares no code with the rule module)."""
    fouls = Counter()
    for puzzle in renju_problems():
        found = forbidden_point(puzzle)
        assert found is not None, puzzle.id
        expected = HowItMatters.THROUGH if puzzle.attacker is Mark.O else HowItMatters.AVOIDS
        assert found.how is expected, puzzle.id
        x, y = found.point
        assert found.position.at(found.point) is None
        assert reference_forbidden(grid(found.position), x, y) == found.foul.value, puzzle.id
        fouls[found.foul] += 1
    assert len(fouls) >= 2  # not one kind of foul only


def test_the_rule_changes_the_answer_of_every_renju_problem():
    for puzzle in renju_problems():
        assert rule_matters(puzzle), puzzle.id


def test_a_freestyle_position_and_a_freestyle_puzzle_are_no_renju_problems():
    freestyle = next(p for p in shipped() if p.rules.freestyle and p.kind is PuzzleKind.FOURS)
    assert not rule_matters(freestyle)
    assert not rule_changes_the_win(freestyle.game())
    assert forbidden_point(freestyle) is None


@pytest.mark.slow
def test_a_sample_of_the_renju_problems_is_proven_again_under_renju():
    """The finder's whole check again (the only first move that wins as fast, quiet moves
    included) and every step of the tree, forbidden blocks judged by the rule module."""
    for puzzle in sample(2, 48):
        assert reprove(puzzle, Finder()) is None, puzzle.id


def test_the_pure_python_search_proves_a_sample_with_the_rule_module(monkeypatch):
    """With the compiled core switched off the threat search reads every forbidden point
    from the rule module: the answer still wins as fast as the puzzle says, each step of
    the tree holds, and the rule still changes the answer."""
    monkeypatch.setenv("TICTACTOE_PURE", "1")
    for puzzle in sample(1, 5):
        wins = winning_fours(puzzle.game(), max_plies=puzzle.plies, nodes=200_000)
        assert wins is not None and puzzle.solution.move in wins, puzzle.id
        assert len(wins[puzzle.solution.move]) == puzzle.plies, puzzle.id
        assert _fours_steps(puzzle.game(), puzzle.solution, puzzle.attacker) is None
        assert rule_matters(puzzle, Finder(nodes=200_000)), puzzle.id


def test_the_judge_agrees_with_the_check_under_renju():
    """Along the tree every move of the attacker is right; Black's freestyle answer on a
    point forbidden to it is refused as forbidden."""
    for puzzle in sample(1, 11):
        path: list = []
        node = puzzle.solution
        while True:
            said = judge(puzzle, tuple(path), node.move)
            assert said.result in (Result.RIGHT, Result.SOLVED), (puzzle.id, said)
            if not node.replies:
                break
            reply, after = node.replies[0]
            path += [node.move, reply]
            node = after
        assert said.result is Result.SOLVED
    blacks = [p for p in renju_problems() if p.attacker is Mark.X]
    at_start = [
        (p, found)
        for p in blacks
        if (found := forbidden_point(p)) is not None and found.position == p.start
    ]
    assert at_start
    for puzzle, found in at_start[:3]:
        with pytest.raises(IllegalMoveError, match="forbidden"):
            judge(puzzle, (), found.point)


def test_black_may_not_block_where_a_white_problem_wins():
    """In a White problem's forbidden position, Black to move, the game refuses the block."""
    whites = [p for p in renju_problems() if p.attacker is Mark.O]
    refused = 0
    for puzzle in random.Random(17).sample(whites, 20):
        found = forbidden_point(puzzle)
        assert found is not None
        board = Game.for_rules(RENJU, start=found.position)
        if board.to_move() is Mark.X:  # else a four of Black's whose five is an overline
            assert board.why_illegal(found.point) is not None
            with pytest.raises(IllegalMoveError):
                board.play(found.point)
            refused += 1
    assert refused >= 10


def test_where_black_may_not_block_the_tree_answers_beside_the_four():
    """The tree's Black reply to a four it may not block is the legal cell nearest the four
    (the search's own line names any cell, A1), and White's five follows."""
    seen = 0
    for puzzle in renju_problems():
        if puzzle.attacker is not Mark.O:
            continue
        game, node = puzzle.game(), puzzle.solution
        while node.replies:
            game.play(node.move)
            blocks = wins_now(game, Mark.O)
            reply, after = node.replies[0]
            if len(blocks) == 1 and game.why_illegal(blocks[0]) is not None:

                def away(cell, four=node.move):
                    return max(abs(cell[0] - four[0]), abs(cell[1] - four[1]))

                nearest = min(away(m) for m in game.legal_moves())
                assert game.why_illegal(reply) is None and away(reply) == nearest, puzzle.id
                assert nearest <= 2
                assert after.move == blocks[0] and not after.replies
                seen += 1
            game.play(reply)
            node = after
    assert seen >= 50
