"""The shipped exact puzzles (coach/puzzles.tsv, coach/puzzle_store.py): a sample proven
again by the exact solver (`reprove`: the finder run afresh finds the same kind, length and
first move, and no other first move wins as fast)."""

from __future__ import annotations

import pytest

from tictactoe.coach import Finder, PuzzleKind, reprove


@pytest.mark.slow
def test_a_sample_of_the_shipped_exact_puzzles_is_proven_again(proven_again):
    for puzzle in proven_again[PuzzleKind.EXACT]:
        assert reprove(puzzle, Finder(budget=30.0)) is None, puzzle.id
