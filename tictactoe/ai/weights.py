"""The evaluation's and the move order's tables for five in a row, fitted per rule.

A cell's worth depends on its four line patterns for a side (:mod:`tictactoe.ai.patterns`,
:mod:`tictactoe.ai.rule_patterns`), taken as an unordered *combination* (1,001 of them:
four of the eleven patterns, ``FOUL`` included).  Per side and combination a rule's file
holds four numbers:

* ``move``: the cell's value to its side when that side is to move;
* ``wait``: its value to its side when the other side is to move;
* ``own`` / ``opp``: the move order's worth of playing the cell for its side, and of
  taking it from the other side.

Beside them, per side to move, ``threat``: what the threats on the board are worth to
the side that moves first (:data:`THREATS`: has it, or has the other side, a cell of
these classes).

The static value of a position for the side ``s`` to move is the sum, over the empty
cells, of ``move[s]`` of each cell's combination for ``s`` minus ``wait[o]`` of its
combination for the other side ``o``, plus ``threat[s]`` of the threats on the board: a
linear model in the counts of combinations and the threats,
fitted by logistic regression to the outcomes of games (``tictactoe fit``; the data, the
fit and the command in docs/measurements.md).  Under renju Black and White have tables
of their own; under the other rules both sides share one.

The files are package data (``tictactoe/ai/weights/<rule>.json``), read by the Python
search (:mod:`tictactoe.ai.evaluate`, :mod:`tictactoe.ai.rule_patterns`) and handed to
the compiled core (:mod:`tictactoe.ai.core`), so both evaluate alike.  Their format:
``{"format": 1, "rule": ..., "source": ..., "move": [[...1001], [...1001]], "wait":
..., "own": ..., "opp": ..., "threat": [[...9], [...9]]}``; a reader refuses another
format.
"""

from __future__ import annotations

import json
from array import array
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import combinations_with_replacement

from tictactoe.variants import Variant

FORMAT = 1
NPAT = 11  # DEAD .. F5 and FOUL (tictactoe.ai.rule_patterns.FOUL)
COMBOS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(range(NPAT), 4))
NCOMBO = len(COMBOS)  # 1,001
_INDEX = {combo: i for i, combo in enumerate(COMBOS)}
FIELDS = ("move", "wait", "own", "opp")
#: the threats the static value weighs (the core's T_* order): the side to move's, then
#: the other side's cells of these classes
THREATS = (
    "own four-three",
    "own double three",
    "own three",
    "own four",
    "opponent open four",
    "opponent four-three",
    "opponent double three",
    "opponent three",
    "opponent four",
)


def combo_index(patterns: tuple[int, ...] | list[int]) -> int:
    """The combination of four line patterns (in any order)."""
    return _INDEX[tuple(sorted(patterns))]


Table = tuple[tuple[int, ...], tuple[int, ...]]  # per side (0 X/Black, 1 O/White)


@dataclass(frozen=True)
class Weights:
    """A rule's four tables, each per side and combination (see the module doc)."""

    move: Table
    wait: Table
    own: Table
    opp: Table
    threat: Table
    source: str = ""

    def packed(self) -> bytes:
        """The tables as the compiled core reads them: int32, ``move``, ``wait``, ``own``,
        ``opp``, each side 0 then side 1."""
        out = array("i")
        for field in (*FIELDS, "threat"):
            for side in (0, 1):
                out.extend(getattr(self, field)[side])
        return out.tobytes()

    def to_json(self, rule: str) -> str:
        body = {"format": FORMAT, "rule": rule, "source": self.source}
        for field in (*FIELDS, "threat"):
            body[field] = [list(side) for side in getattr(self, field)]
        return json.dumps(body, separators=(",", ":")) + "\n"


class WeightsError(ValueError):
    """A weights file that cannot be read (a packaging fault: they ship with the game)."""


def parse(text: str) -> Weights:
    """A weights file's tables; WeightsError when it is not one this program reads."""
    try:
        body = json.loads(text)
    except json.JSONDecodeError as error:
        raise WeightsError(f"not JSON: {error}") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise WeightsError(f"not a weights file of format {FORMAT}")
    tables = {}
    for field, size in (*((f, NCOMBO) for f in FIELDS), ("threat", len(THREATS))):
        sides = body.get(field)
        if (
            not isinstance(sides, list)
            or len(sides) != 2
            or any(
                not isinstance(side, list)
                or len(side) != size
                or any(type(v) is not int or abs(v) >= 1 << 24 for v in side)
                for side in sides
            )
        ):
            raise WeightsError(f"{field!r}: two lists of {size} whole numbers below 2**24")
        tables[field] = (tuple(sides[0]), tuple(sides[1]))
    return Weights(**tables, source=str(body.get("source", "")))


@lru_cache(maxsize=8)
def load(variant: Variant) -> Weights:
    """The shipped tables of a rule (five in a row)."""
    name = f"{variant.value}.json"
    text = resources.files("tictactoe.ai").joinpath("weights", name).read_text(encoding="utf-8")
    return parse(text)
