"""The puzzles the window offers and how it picks the next one.  No Qt.

A :class:`Book` holds the puzzles shipped in the package, the person's own (cut from
their reviewed games, :mod:`tictactoe.storage.own_puzzles`) and every attempt
(:mod:`tictactoe.storage.puzzle_ratings`), from which the ratings and the streak are
computed.  :func:`load_book` reads them and works out each puzzle's first rating
(the shipped ones take about 0.3 s to read and check, and as long to rate: the
window loads them on its background worker, once; the person's own and the
attempts are read again each time).

**The choice** (:func:`choose`): among the puzzles of the source asked for (all, the
person's own, or those under renju: the shipped renju problems, which its forbidden
points decide, and any of the person's own) not tried yet (all of them once every one
was tried), the ``NEAREST`` whose rating (:func:`~tictactoe.storage.puzzle_ratings.puzzle_rating`)
is nearest the person's puzzle rating, one of them at random: near the rating, but
not the same puzzle every time two ratings tie.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from tictactoe.coach import Puzzle, shipped
from tictactoe.game import Variant
from tictactoe.storage.own_puzzles import OwnPuzzles
from tictactoe.storage.puzzle_ratings import Attempt, AttemptLog, Standing, first_rating, standing
from tictactoe.storage.rating import Glicko
from tictactoe.ui.words.problem_words import said

NEAREST = 8


class Source(enum.Enum):
    ALL = "all"
    OWN = "own"
    RENJU = "renju"  # the puzzles under renju (shipped or own)


@dataclass(frozen=True)
class Book:
    shipped: tuple[Puzzle, ...]
    own: tuple[Puzzle, ...] = ()
    attempts: tuple[Attempt, ...] = ()
    problems: tuple[str, ...] = ()  # files set aside while reading
    first: Mapping[str, Glicko] = field(default_factory=dict)  # each puzzle's first rating

    def by_id(self) -> dict[str, Puzzle]:
        return {p.id: p for p in (*self.shipped, *self.own)}

    def standing(self) -> Standing:
        return standing(self.attempts, self.by_id(), self.first)

    def tried(self) -> set[str]:
        return {a.puzzle_id for a in self.attempts}

    def pool(self, source: Source) -> tuple[Puzzle, ...]:
        if source is Source.OWN:
            return self.own
        own = {p.id for p in self.own}
        every = (*self.own, *(p for p in self.shipped if p.id not in own))
        if source is Source.RENJU:
            return tuple(p for p in every if p.rules.variant is Variant.RENJU)
        return every

    def attempted(self, attempt: Attempt) -> Book:
        return replace(self, attempts=(*self.attempts, attempt))

    def rating(self, puzzle: Puzzle, now: Standing) -> Glicko:
        """A puzzle's rating: after its attempt, else its first rating."""
        return now.puzzles.get(puzzle.id) or self.first.get(puzzle.id) or first_rating(puzzle)


def load_book(directory: Path | None, earlier: Book | None = None) -> Book:
    """The shipped puzzles (``earlier``'s, when given), and the person's own and attempts
    kept in ``directory`` (None: none kept), with every puzzle's first rating."""
    base = shipped() if earlier is None else earlier.shipped
    first = dict(earlier.first) if earlier is not None else {}
    mine: list[Puzzle] = []
    attempts: list[Attempt] = []
    problems: tuple[str, ...] = ()
    if directory is not None:
        own, log = OwnPuzzles(directory), AttemptLog(directory)
        mine, attempts = own.load(), log.load()
        problems = tuple(said(p) for p in (own.problem, log.problem) if p is not None)
    for puzzle in (*base, *mine):
        if puzzle.id not in first:
            first[puzzle.id] = first_rating(puzzle)
    return Book(tuple(base), tuple(mine), tuple(attempts), problems, first)


def choose(
    book: Book, source: Source, rng: random.Random, avoid: str | None = None
) -> Puzzle | None:
    """The next puzzle (see the module's docstring); ``avoid``: the one just played."""
    pool = [p for p in book.pool(source) if p.id != avoid] or list(book.pool(source))
    if not pool:
        return None
    tried = book.tried()
    fresh = [p for p in pool if p.id not in tried] or pool
    now = book.standing()
    target = now.person.rating
    fresh.sort(key=lambda p: (abs(book.rating(p, now).rating - target), p.id))
    return rng.choice(fresh[:NEAREST])
