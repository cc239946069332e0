"""Puzzle ratings (Glicko-2 for the person and each puzzle, the streak) and the files that
keep the attempts and the person's own puzzles (issue 43, targets 3 and 4)."""

from __future__ import annotations

import json

import pytest

from tests.coach.puzzles.puzzle_lines import EXACT_7, EXACT_11, FOURS_7
from tests.coach.puzzles.puzzle_lines import TWO_WAYS_11 as FOURS_11  # 11 plies (two answers)
from tictactoe.coach import from_line
from tictactoe.storage.own_puzzles import FILE_NAME as OWN_FILE
from tictactoe.storage.own_puzzles import OwnPuzzles
from tictactoe.storage.puzzle_ratings import (
    FILE_NAME as ATTEMPTS_FILE,
)
from tictactoe.storage.puzzle_ratings import (
    PERSON_START,
    Attempt,
    AttemptLog,
    first_rating,
    puzzle_rating,
    standing,
)
from tictactoe.storage.rating import START_DEVIATION, Glicko, update

PUZZLES = {p.id: p for p in map(from_line, (EXACT_7, EXACT_11, FOURS_7, FOURS_11))}


def test_a_puzzle_starts_higher_the_longer_and_the_more_tempting():
    fours_7, fours_11 = from_line(FOURS_7), from_line(FOURS_11)
    assert fours_7.branching == fours_11.branching
    assert first_rating(fours_11).rating - first_rating(fours_7).rating == 2 * 150.0
    exact_7 = from_line(EXACT_7)
    assert exact_7.starts_quietly() and not fours_7.starts_quietly()
    assert first_rating(exact_7).rating == 1000 + 3 * 150 + 150  # branching 1: log2 = 0
    assert first_rating(fours_7).deviation == START_DEVIATION


def test_each_first_attempt_rates_both_sides_with_glicko2():
    puzzle = PUZZLES[from_line(FOURS_7).id]
    now = standing([Attempt(puzzle.id, True, 1.0)], PUZZLES)
    person0 = Glicko(PERSON_START, START_DEVIATION)
    theirs = first_rating(puzzle)
    assert now.person == update(person0, [(theirs.rating, theirs.deviation, 1.0)])
    assert now.puzzles[puzzle.id] == update(theirs, [(person0.rating, person0.deviation, 0.0)])
    assert now.person.rating > PERSON_START and puzzle_rating(puzzle, now).rating < theirs.rating
    failed = standing([Attempt(puzzle.id, False, 1.0)], PUZZLES)
    assert failed.person.rating < PERSON_START and failed.puzzles[puzzle.id].rating > theirs.rating


def test_only_first_attempts_count_and_the_streak_is_the_solved_run_at_the_end():
    ids = list(PUZZLES)
    attempts = [
        Attempt(ids[0], True, 1),
        Attempt(ids[1], True, 2),
        Attempt(ids[0], False, 3),
        Attempt(ids[2], False, 4),
        Attempt(ids[3], True, 5),
        Attempt("gone", True, 6),
    ]
    now = standing(attempts, PUZZLES)
    assert now.counted == 4 and len(now.history) == 4
    assert now.streak == 1 and now.best_streak == 2
    assert set(now.puzzles) == set(ids)
    assert puzzle_rating(PUZZLES[ids[0]], standing([], PUZZLES)) == first_rating(PUZZLES[ids[0]])


def test_the_attempts_file_is_kept_and_a_bad_one_set_aside(tmp_path):
    log = AttemptLog(tmp_path)
    assert log.load() == []
    log.record(Attempt("abc", True, 10.5))
    assert AttemptLog(tmp_path).record(Attempt("def", False, 11.0)) == [
        Attempt("abc", True, 10.5),
        Attempt("def", False, 11.0),
    ]
    data = json.loads((tmp_path / ATTEMPTS_FILE).read_text())
    assert data["attempts"] == [["abc", 1, 10.5], ["def", 0, 11.0]]
    (tmp_path / ATTEMPTS_FILE).write_text(
        '{"format": "tictactoe-mnk-puzzle-attempts", "version": 1, "attempts": [["abc", 2, 1]]}'
    )
    broken = AttemptLog(tmp_path)
    assert broken.load() == [] and "set aside" in str(broken.problem)
    assert not (tmp_path / ATTEMPTS_FILE).exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(ATTEMPTS_FILE + ".unread")]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        '{"format": "x"}',
        "[1, 2]",
        '{"format": "tictactoe-mnk-puzzle-attempts", "version": 0}',
    ],
)
def test_unreadable_attempts_are_never_lost(tmp_path, text):
    (tmp_path / ATTEMPTS_FILE).write_text(text)
    log = AttemptLog(tmp_path)
    assert log.load() == [] and log.problem is not None
    moved = [p for p in tmp_path.iterdir() if p.name != ATTEMPTS_FILE]
    assert len(moved) == 1 and moved[0].read_text() == text


def test_a_newer_versions_attempts_are_left_as_they_are_and_not_written(tmp_path):
    """Issue 49: set aside before, as if damaged; a newer version's file is its own."""
    text = '{"format": "tictactoe-mnk-puzzle-attempts", "version": 9, "attempts": []}'
    (tmp_path / ATTEMPTS_FILE).write_text(text)
    log = AttemptLog(tmp_path)
    assert log.load() == [] and "newer version" in str(log.problem) and log.newer
    assert log.record(Attempt("x", True, 1.0)) == [Attempt("x", True, 1.0)]
    assert [p.name for p in tmp_path.iterdir()] == [ATTEMPTS_FILE]
    assert (tmp_path / ATTEMPTS_FILE).read_text() == text


def test_own_puzzles_are_added_once_and_kept_whole(tmp_path):
    own = OwnPuzzles(tmp_path)
    assert own.load() == []
    first, second = from_line(FOURS_7), from_line(EXACT_7)
    assert own.add([first]) == [first]
    assert own.add([first, second]) == [second]
    assert [p.id for p in OwnPuzzles(tmp_path).load()] == [first.id, second.id]
    text = (tmp_path / OWN_FILE).read_text()
    assert text.startswith("#") and text.count("\n") == 3
    (tmp_path / OWN_FILE).write_text(text[:-40])  # a file cut short (not by us)
    damaged = OwnPuzzles(tmp_path)
    assert damaged.load() == [] and "set aside" in str(damaged.problem)
    assert damaged.add([first]) == [first] and len(OwnPuzzles(tmp_path).load()) == 1
