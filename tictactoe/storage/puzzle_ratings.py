"""Puzzle ratings: the person's and every puzzle's, Glicko-2, from the attempts; the streak.

The update is :func:`tictactoe.storage.rating.update` (Glickman's steps), the same
as the person's game rating; only what it is fed differs:

* An attempt is (puzzle id, solved or not, when).  Only the first attempt at a
  puzzle counts for the ratings and the streak: a retry after the answer was shown
  says nothing about either side (Lichess rates the first try only).
* Each counted attempt is one rating period for both sides, each rated against the
  other's rating *before* the attempt: the person scores 1 for a solved puzzle, the
  puzzle 1 for a failed one.
* The person starts at ``PERSON_START`` (1500) with Glickman's deviation of an
  unrated player, 350.  A puzzle starts at :func:`first_rating`, from its length
  and branching, with the same deviation: a guess that its attempts correct.
* The streak: the solved first attempts in a row up to the last one; the best
  streak ever too.
* Like the game rating, everything is recomputed from the stored attempts: no
  number is stored that could drift from them.

The attempts live in ``puzzle_attempts.json`` in the data folder, written whole and
atomically after each attempt (:class:`AttemptLog`); a file that cannot be read is
set aside (renamed, never deleted) and a new one started.  A file of a newer version (its
``version`` above this one's) is a newer version's: left as it is, never set aside nor
written; this session's attempts are then not kept.
"""

from __future__ import annotations

import enum
import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from tictactoe.coach import Puzzle
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.storage.files import (
    SetAside,
    UnreadableFile,
    read_capped,
    set_aside_saying,
    write_atomic,
)
from tictactoe.storage.rating import START_DEVIATION, Glicko, update

FILE_NAME = "puzzle_attempts.json"
FORMAT = "tictactoe-mnk-puzzle-attempts"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # about 300,000 attempts
PERSON_START = 1500.0
BASE = 1000.0  # a win in 3 (two attacker moves) with nothing else tempting: 1150
PER_MOVE = 150.0  # each attacker move beyond the first
PER_DOUBLING = 100.0  # each doubling of the tempting first moves (branching)
QUIET = 150.0  # a first move that is not a four (no forcing threat to find it by)


@dataclass(frozen=True)
class Attempt:
    puzzle_id: str
    solved: bool
    at: float  # seconds since the epoch


@dataclass(frozen=True)
class Standing:
    """The person's puzzle rating after every counted attempt (``history``, oldest
    first), the puzzles' ratings, the streaks."""

    person: Glicko
    history: tuple[Glicko, ...]
    puzzles: dict[str, Glicko]
    streak: int
    best_streak: int
    counted: int


def first_rating(puzzle: Puzzle) -> Glicko:
    """A puzzle's rating before any attempt: from its length (attacker moves), its
    branching (tempting first moves) and whether the first move is quiet."""
    attacker_moves = (puzzle.plies + 1) // 2
    rating = (
        BASE + PER_MOVE * (attacker_moves - 1) + PER_DOUBLING * math.log2(max(1, puzzle.branching))
    )
    if puzzle.starts_quietly():
        rating += QUIET
    return Glicko(rating, START_DEVIATION)


def standing(
    attempts: Iterable[Attempt],
    puzzles: Mapping[str, Puzzle],
    first: Mapping[str, Glicko] | None = None,
) -> Standing:
    """The ratings and streaks from ``attempts`` (in order); attempts at puzzles not in
    ``puzzles`` (a puzzle no longer there) are left out.  ``first``: the puzzles' first
    ratings worked out already (by id), else :func:`first_rating` is asked."""
    person = Glicko(PERSON_START, START_DEVIATION)
    rated: dict[str, Glicko] = {}
    history: list[Glicko] = []
    streak = best = 0
    for attempt in attempts:
        puzzle = puzzles.get(attempt.puzzle_id)
        if puzzle is None or attempt.puzzle_id in rated:
            continue
        theirs = (first or {}).get(attempt.puzzle_id) or first_rating(puzzle)
        score = 1.0 if attempt.solved else 0.0
        person, rated[attempt.puzzle_id] = (
            update(person, [(theirs.rating, theirs.deviation, score)]),
            update(theirs, [(person.rating, person.deviation, 1.0 - score)]),
        )
        history.append(person)
        streak = streak + 1 if attempt.solved else 0
        best = max(best, streak)
    return Standing(person, tuple(history), rated, streak, best, len(history))


def puzzle_rating(puzzle: Puzzle, now: Standing) -> Glicko:
    """A puzzle's rating: after its attempt, else its first rating."""
    return now.puzzles.get(puzzle.id) or first_rating(puzzle)


class AttemptLog:
    """``puzzle_attempts.json`` in ``directory``; ``problem`` says what went wrong reading it."""

    def __init__(self, directory: str | Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self.problem: Problem | None = None
        self.newer = False  # a newer version's file: read nothing, write nothing

    def load(self) -> list[Attempt]:
        """The attempts, oldest first ([] when there is no file).  A file that cannot be
        read is set aside and ``problem`` says so."""
        try:
            data = json.loads(read_capped(self.path, MAX_BYTES).decode("utf-8"))
            return _attempts(data)
        except FileNotFoundError:
            return []
        except AttemptsError as exc:
            if exc.problem.kind is not BadAttempts.NEWER:
                self.problem = set_aside_saying(
                    self.path, (SetAside.ATTEMPTS, SetAside.ATTEMPTS_STAYED), exc
                )
            else:
                self.newer, self.problem = True, exc.problem
            return []
        except (UnreadableFile, OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
            self.problem = set_aside_saying(
                self.path, (SetAside.ATTEMPTS, SetAside.ATTEMPTS_STAYED), exc
            )
            return []

    def record(self, attempt: Attempt) -> list[Attempt]:
        """Add ``attempt`` and write the file (atomically); returns every attempt (only
        ``attempt`` when the file is a newer version's: it is not written)."""
        attempts = [*self.load(), attempt]
        if self.newer:
            return attempts
        data = {
            "format": FORMAT,
            "version": VERSION,
            "attempts": [[a.puzzle_id, int(a.solved), round(a.at, 3)] for a in attempts],
        }
        write_atomic(self.path, json.dumps(data, separators=(",", ":")).encode("utf-8"))
        return attempts


@enum.unique
class BadAttempts(Kind):
    """Why ``puzzle_attempts.json`` is not read (each with its English)."""

    NOT_ATTEMPTS = QT_TRANSLATE_NOOP("Storage", "not a puzzle attempts file")
    VERSION = QT_TRANSLATE_NOOP("Storage", "version {!r}, not {}")
    NEWER = QT_TRANSLATE_NOOP(
        "Storage",
        "The puzzle attempts were written by a newer version of the game (version {}); "
        "they are left as they are and this session's attempts are not kept",
    )
    NOT_A_LIST = QT_TRANSLATE_NOOP("Storage", "attempts: not a list")
    BAD_ROW = QT_TRANSLATE_NOOP("Storage", "attempts[{}]: not [puzzle id, 0 or 1, time]")


class AttemptsError(ProblemError, ValueError):
    """The attempts file holds something else; ``problem`` says what."""


def _attempts(data: object) -> list[Attempt]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise AttemptsError(BadAttempts.NOT_ATTEMPTS)
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise AttemptsError(BadAttempts.NEWER, version)
    if version != VERSION:
        raise AttemptsError(BadAttempts.VERSION, version, VERSION)
    rows = data.get("attempts")
    if not isinstance(rows, list):
        raise AttemptsError(BadAttempts.NOT_A_LIST)
    out = []
    for number, row in enumerate(rows):
        if (
            not isinstance(row, list)
            or len(row) != 3
            or not isinstance(row[0], str)
            or row[1] not in (0, 1)
            or not isinstance(row[2], (int, float))
            or isinstance(row[2], bool)
            or not len(row[0]) <= 64
        ):
            raise AttemptsError(BadAttempts.BAD_ROW, number)
        out.append(Attempt(row[0], bool(row[1]), float(row[2])))
    return out
