"""Puzzles (issue 43, targets 3 and 4): the text form (coach/puzzle.py): a line reads and
writes back the same, a bad line or file is refused saying what is wrong."""

from __future__ import annotations

import pytest

from tests.coach.puzzles.puzzle_lines import (
    EXACT_7,
    EXACT_11,
    FOURS_7,
    FOURS_13,
    SLOWER_9,
    TWO_WAYS_11,
    swap,
)
from tictactoe.coach import PuzzleError, PuzzleFileError, from_line, parse_puzzles, to_line


@pytest.mark.parametrize("line", [EXACT_7, EXACT_11, TWO_WAYS_11, FOURS_13, FOURS_7, SLOWER_9])
def test_a_line_reads_and_writes_back_the_same(line):
    puzzle = from_line(line)
    assert to_line(puzzle) == line
    assert puzzle.solution.attacker_moves() * 2 - 1 == puzzle.plies


@pytest.mark.parametrize(
    "bad,words",
    [
        (FOURS_7.replace("\t", " "), "fields"),
        (swap(FOURS_7, 1, "9x99"), "between"),
        (swap(FOURS_7, 3, "magic"), "magic"),
        (swap(FOURS_7, 0, "000000000000"), "does not name"),
        (swap(FOURS_7, 6, "D3 E3 G3 B4 C5 F5 C6 D6 E6 F6 C7 E7 A1 A9"), "impossible"),
        (swap(FOURS_7, 8, "C8(C9 D7(B9 F7(B7 A1;G7 B7)))"), "does not win"),
        (swap(FOURS_7, 8, "C8(C9 D7(B9 F7(B7 D3;G7 B7)))"), "D3"),
        (swap(FOURS_7, 8, "C8(C9 D7(B9 F7(B7 G7;G7 B7))"), "expected"),
        (swap(FOURS_7, 8, "C8(C9 D7(B9 F7(B7 G7;G7 B7)))x"), "unexpected"),
        (swap(FOURS_7, 8, "C8(C9 D7(B9 Z7(B7 G7;G7 B7)))"), "tree"),
        (swap(FOURS_7, 4, "9"), "not 9 plies"),
        (swap(FOURS_7, 9, "2026-13-01"), "not a date"),
        ("x" * 30_000, "longer"),
    ],
)
def test_a_bad_line_is_refused_saying_what_is_wrong(bad, words):
    with pytest.raises(PuzzleError, match=words):
        from_line(bad)


def test_a_bad_file_names_its_line():
    with pytest.raises(PuzzleFileError, match="puzzles.tsv, line 3"):
        parse_puzzles(f"# a comment\n{FOURS_7}\n{swap(FOURS_7, 3, 'x')}\n", "puzzles.tsv")
    kept = parse_puzzles(f"{FOURS_7}\n{EXACT_7[:40]}", "cut.tsv", cut_off=True)
    assert [p.id for p in kept] == ["df709f780a3b"]
