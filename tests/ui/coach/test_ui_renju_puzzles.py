"""Renju problems on the Puzzles screen (issue 48, target 5): a source of their own, the
rule named in what the puzzle asks and where it comes from, the points forbidden to
Black marked on the board, and a White problem played through a point Black may not
block."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pytestqt")

from tests.ui.coach.test_ui_puzzles import JUDGE_MS, on_puzzles, play
from tests.ui.ui_helpers import click
from tictactoe import coach
from tictactoe.coach.puzzle_rule import forbidden_point
from tictactoe.game import Mark, Variant
from tictactoe.ui.coach.puzzle_book import Source, choose, load_book
from tictactoe.ui.coach.puzzle_desk import black_forbidden


def renju_problems():
    return [p for p in coach.shipped() if p.rules.variant is Variant.RENJU]


def test_the_renju_source_offers_only_renju_problems_and_all_offers_them_too():
    book = load_book(None)
    renju = book.pool(Source.RENJU)
    assert len(renju) == len(renju_problems()) >= 200
    assert all(p.rules.variant is Variant.RENJU for p in renju)
    assert set(renju) < set(book.pool(Source.ALL))
    rng = random.Random(3)
    for _ in range(10):
        chosen = choose(book, Source.RENJU, rng)
        assert chosen is not None and chosen.rules.variant is Variant.RENJU


def test_the_screen_offers_renju_problems_with_the_rule_named(qtbot, tmp_path):
    _window, desk, screen = on_puzzles(qtbot, tmp_path)
    button = screen.sources[Source.RENJU]
    assert button.isEnabled() and button.text() == "Renju problems"
    click(qtbot, button)
    puzzle = desk.puzzle
    assert desk.source is Source.RENJU and puzzle is not None
    assert puzzle.rules.variant is Variant.RENJU
    assert screen.origin.text() == "A puzzle on 15x15, renju"
    colour = "Black (X)" if puzzle.attacker is Mark.X else "White (O)"
    assert screen.task.text().startswith(colour) and "forbidden point" in screen.task.text()
    marked = screen.board.state.forbidden
    assert marked == black_forbidden(puzzle.game())
    for _ in range(5):  # another one: still a renju problem
        click(qtbot, screen.next_button)
        assert desk.puzzle.rules.variant is Variant.RENJU


def test_a_white_problem_is_played_through_the_point_black_may_not_block(qtbot, tmp_path):
    """The forbidden point is marked on White's turn; after White's four the screen says
    Black may not block there and why, Black answers elsewhere, and White's five solves."""
    _window, desk, screen = on_puzzles(qtbot, tmp_path)
    puzzle = next(
        p
        for p in renju_problems()
        if p.attacker is Mark.O
        and p.plies == 3
        and (found := forbidden_point(p)) is not None
        and found.position.at(p.solution.move) is Mark.O
        and found.point in black_forbidden(p.game())
    )
    found = forbidden_point(puzzle)
    assert found is not None
    desk.start(puzzle)
    assert found.point in screen.board.state.forbidden
    play(qtbot, screen, puzzle.solution.move)
    qtbot.waitUntil(lambda: len(desk.path) == 2 and not desk.busy, timeout=JUDGE_MS)
    said = screen.message.text()
    assert said.startswith("Right: ") and "Black may not block at" in said, said
    assert found.foul.value in said
    assert desk.path[1] != found.point and screen.board.state.position.at(found.point) is None
    winning = puzzle.solution.replies[0][1].move
    play(qtbot, screen, winning)
    qtbot.waitUntil(lambda: desk.over, timeout=JUDGE_MS)
    assert screen.message.text().startswith("Solved")
