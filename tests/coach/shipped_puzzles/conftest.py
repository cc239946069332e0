"""Fixtures of the shipped puzzles' tests: the sample proven again."""

from __future__ import annotations

import random

import pytest

from tictactoe.coach import Puzzle, PuzzleKind, shipped


@pytest.fixture(scope="session")
def proven_again() -> dict[PuzzleKind, list[Puzzle]]:
    """The shipped puzzles proven again: 6 exact ones and 14 won by fours, drawn with one
    seed (the exact ones first).  Each kind is proven in a file of its own, so that the two
    run side by side on two cores."""
    puzzles = list(shipped())
    rnd = random.Random(43)
    exact = rnd.sample([p for p in puzzles if p.kind is PuzzleKind.EXACT], 6)
    fours = rnd.sample([p for p in puzzles if p.kind is PuzzleKind.FOURS], 14)
    return {PuzzleKind.EXACT: exact, PuzzleKind.FOURS: fours}
