"""The help each side took in a game: which kind, how often.  A value kept with the game
in every file it is kept in (our game format, the autosave, the statistics row).

What counts as help (the one list; the README and docs/window.md say the same):

* ``hint``: the Hint button or H, counted once per position asked about.
* ``analysis``: the analysis panel (evaluation bar, best line) switched on during the
  game, counted each time it is switched on.
* ``engine``: the engine's knowledge (the proven result, the evaluation, the best
  line) in view because the person chose "Show what the engine knows", counted
  once per game.
* ``takeback``: a move taken back (Undo); after one the person has seen the
  computer's reply to the move taken back and may play another, so the game no
  longer shows what they would have played alone.
* ``start``: the game did not start from the empty board in front of the person
  (a set-up position, a game opened from a file part-way, Play from here past
  move 0): a position can be chosen for being won.

Help is counted for the side it helped (the side a person plays).  This module
knows the kinds and the counts; the words are the GUI's.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tictactoe.game import Mark
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.text import kind

MAX_COUNT = 1_000_000


class Aid(enum.Enum):
    """A kind of help, in the order the words list them."""

    HINT = "hint"
    ANALYSIS = "analysis"
    ENGINE = "engine"
    TAKEBACK = "takeback"
    START = "start"


@dataclass(frozen=True)
class Help:
    """How often each side took each kind of help (only counts above zero are kept)."""

    taken: tuple[tuple[Mark, Aid, int], ...] = ()

    @classmethod
    def of(cls, counts: Mapping[tuple[Mark, Aid], int]) -> Help:
        """From counts by (side, kind); zero counts are left out, the order fixed."""
        kept = [(mark, aid, int(n)) for (mark, aid), n in counts.items() if n > 0]
        kept.sort(key=lambda t: (t[0].value, list(Aid).index(t[1])))
        return cls(tuple(kept))

    @classmethod
    def hints(cls, counts: Mapping[str, int]) -> Help:
        """From hint counts by mark letter (``{"X": 2}``: the older files' ``hints``)."""
        return cls.of({(Mark(m), Aid.HINT): n for m, n in counts.items()})

    def __bool__(self) -> bool:
        return bool(self.taken)

    def counts(self) -> dict[tuple[Mark, Aid], int]:
        return {(mark, aid): n for mark, aid, n in self.taken}

    def count(self, mark: Mark | None = None, aid: Aid | None = None) -> int:
        """How often ``mark`` (any side when None) took ``aid`` (any help when None)."""
        return sum(
            n for m, a, n in self.taken if (mark is None or m is mark) and (aid is None or a is aid)
        )

    def added(self, marks: Iterable[Mark], aid: Aid, times: int = 1) -> Help:
        """This help with ``aid`` taken ``times`` more by each of ``marks``."""
        counts = self.counts()
        for mark in marks:
            counts[(mark, aid)] = min(MAX_COUNT, counts.get((mark, aid), 0) + times)
        return Help.of(counts)

    # -- as data -----------------------------------------------------------------------
    def to_data(self) -> dict[str, dict[str, int]]:
        """``{"X": {"hint": 2, "takeback": 1}}``: sides without help left out."""
        out: dict[str, dict[str, int]] = {}
        for mark, aid, n in self.taken:
            out.setdefault(mark.value, {})[aid.value] = n
        return out

    def to_text(self) -> str:
        """The compact JSON of :meth:`to_data`, "" for no help (the statistics column)."""
        return json.dumps(self.to_data(), separators=(",", ":"), sort_keys=True) if self else ""

    @classmethod
    def from_data(cls, value: Any, where: str = "help") -> Help:
        """Checked: sides X and O, known kinds, whole counts; GameFileError names the field."""
        if value is None:
            return cls()
        if not isinstance(value, Mapping):
            raise GameFileError(where, Problem(Fault.HELP_SHAPE, (kind(value),)))
        counts: dict[tuple[Mark, Aid], int] = {}
        known = ", ".join(a.value for a in Aid)
        for side, aids in value.items():
            side = str(side)
            if side not in ("X", "O"):
                raise GameFileError(f"{where}.{side[:40]}", Problem(Fault.UNKNOWN_SIDE))
            if not isinstance(aids, Mapping):
                raise GameFileError(
                    f"{where}.{side}", Problem(Fault.SIDE_HELP_SHAPE, (kind(aids),))
                )
            for name, n in aids.items():
                field = f"{where}.{side}.{str(name)[:40]}"
                try:
                    aid = Aid(name)
                except ValueError:
                    raise GameFileError(field, Problem(Fault.UNKNOWN_HELP, (known,))) from None
                if type(n) is not int or not 0 <= n <= MAX_COUNT:
                    raise GameFileError(field, Problem(Fault.COUNT_RANGE, (MAX_COUNT, kind(n))))
                counts[(Mark(side), aid)] = n
        return cls.of(counts)

    @classmethod
    def from_text(cls, text: str) -> Help:
        """The statistics column back ("" is no help); GameFileError when it is not one."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except ValueError:
            raise GameFileError("help", Problem(Fault.HELP_NOT_JSON)) from None
        return cls.from_data(data)
