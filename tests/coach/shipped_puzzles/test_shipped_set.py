"""The shipped puzzles (coach/puzzles.tsv, coach/puzzle_store.py): at least 500, spread over
boards and lengths; a sample of those won by fours proven again, and asked again by the
engine's threat search for a second answer."""

from __future__ import annotations

import random

import pytest

from tictactoe.coach import Finder, PuzzleKind, reprove, shipped
from tictactoe.coach.puzzle_find import rivals


def test_the_package_ships_at_least_500_puzzles_spread_over_boards_and_lengths():
    puzzles = shipped()
    assert len(puzzles) >= 500
    assert len({p.id for p in puzzles}) == len(puzzles)
    boards = {(p.rules.width, p.rules.height, p.rules.k) for p in puzzles}
    lengths = {p.plies for p in puzzles}
    assert (
        len(boards) >= 4
        and min(w for w, _, _ in boards) == 5
        and max(w for w, _, _ in boards) == 15
    )
    assert lengths >= {3, 5, 7, 9, 11}
    assert {p.kind for p in puzzles} == set(PuzzleKind)


@pytest.mark.slow
def test_a_sample_of_the_shipped_puzzles_won_by_fours_is_proven_again(proven_again):
    for puzzle in proven_again[PuzzleKind.FOURS]:
        assert reprove(puzzle, Finder(budget=30.0)) is None, puzzle.id


def test_a_sample_of_the_shipped_puzzles_has_no_second_answer_by_the_threat_search():
    """150 shipped puzzles won by fours, drawn at random, asked again (the engine's threat
    search: every four and three of the attacker, every defence): no other first move wins
    within the margin, and the answer wins no quicker with a three.  About 1-2 s of CPU
    with the compiled core; `tictactoe puzzles check` asks it of the whole set
    (docs/measurements.md, "The puzzles")."""
    fours = [p for p in shipped() if p.kind is PuzzleKind.FOURS]
    sample = random.Random(48).sample(fours, 150)
    found = {p.id: rivals(p.game(), p.solution.move, p.plies, Finder()) for p in sample}
    assert {pid: r for pid, r in found.items() if r != {}} == {}
