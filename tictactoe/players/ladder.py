"""The difficulty ladder: rungs ``level:1`` (a first game) to ``level:10`` (the full engine).

Rungs 1-5 play on intuition alone (a one-move score with a mistake model, one knob:
:func:`tictactoe.players.mistakes.skill`); rungs 6-9 add the engine's reading
(:class:`tictactoe.ai.Limit` by depth and nodes, a time cap below 0.3 s), on some
moves only (``glance``) or with slips to intuition on the others (``slip``); rung 10
is ``hard``.  How they err: :mod:`tictactoe.players.mistakes`.  Their ratings per
board class ship in ``ratings.json`` (:mod:`tictactoe.players.ratings`).
``perfect`` stays above the ladder where the board is solvable.

Each rung's style is in :data:`STYLES` (and :data:`CLASS_STYLES` where a board class
needs its own); how far apart the rungs play, each step measured in games under every
rule, is in docs/measurements.md ("The ladder's steps").  On 3x3 the rungs are a ladder
of mistakes, exact over the game tree (the test
``test_on_3x3_each_rung_scores_more_than_the_one_below``).

The old level names keep working as the rungs nearest to what they were
(:data:`OLD_NAMES`): saved games and statistics use them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tictactoe.game import Rules
from tictactoe.players.board_classes import board_class
from tictactoe.players.mistakes import Style, skill
from tictactoe.sentences import QT_TRANSLATE_NOOP

SPEC_PREFIX = "level:"


@dataclass(frozen=True)
class Rung:
    """One rung: its number (1 the weakest), a plain name, how it plays in one line,
    and what it always sees (each row tested on crafted positions)."""

    number: int
    name: str
    summary: str
    sees: tuple[str, ...] = ()

    @property
    def spec(self) -> str:
        return f"{SPEC_PREFIX}{self.number}"


# What a rung always sees (each row tested on crafted positions, 15x15 and 9x9).
WIN_IN_ONE = QT_TRANSLATE_NOOP("Players", "its own win in one")
FOUR_TO_BLOCK = QT_TRANSLATE_NOOP("Players", "the opponent's four (a win in one) to block")
OWN_DOUBLE = QT_TRANSLATE_NOOP("Players", "its own open four or double four (a win in two moves)")
OPEN_THREE = QT_TRANSLATE_NOOP(
    "Players", "the opponent's open three (the point of its open four) to block"
)
FOURS_TO_WIN = QT_TRANSLATE_NOOP("Players", "its own win by two fours in a row")

RUNGS: tuple[Rung, ...] = (
    Rung(
        1,
        QT_TRANSLATE_NOOP("Players", "Beginner"),
        QT_TRANSLATE_NOOP(
            "Players",
            "A first game: wins at once when it can, otherwise plays near the "
            "stones almost at random; blocks a four most of the time.",
        ),
        (WIN_IN_ONE,),
    ),
    Rung(
        2,
        QT_TRANSLATE_NOOP("Players", "Easy"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Plays the shapes a one-move look suggests, loosely; blocks every four, "
            "often overlooks an open three.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK),
    ),
    Rung(
        3,
        QT_TRANSLATE_NOOP("Players", "Medium"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Blocks every four; sees an open three, or the open four it could "
            "make, about half the time.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK),
    ),
    Rung(
        4,
        QT_TRANSLATE_NOOP("Players", "Keen"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Sees most open threes and its own open fours; still prefers a "
            "slightly worse shape now and then.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK),
    ),
    Rung(
        5,
        QT_TRANSLATE_NOOP("Players", "Steady"),
        QT_TRANSLATE_NOOP(
            "Players", "Always makes its open four and blocks every open three; no reading ahead."
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE),
    ),
    Rung(
        6,
        QT_TRANSLATE_NOOP("Players", "Club"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads a move ahead with the engine nine moves in twenty, else plays like Steady.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE),
    ),
    Rung(
        7,
        QT_TRANSLATE_NOOP("Players", "Skilled"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads up to two moves ahead two moves in three (three in five on 9x9 to 12x12 "
            "under renju), else plays like Steady.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE),
    ),
    Rung(
        8,
        QT_TRANSLATE_NOOP("Players", "Strong"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads up to four moves ahead every move (on 15x15 mostly two to four); "
            "on one in five (two in five on 9x9 to 12x12 under renju) it plays its "
            "intuition instead, unless its reading shows that move losing.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE, FOURS_TO_WIN),
    ),
    Rung(
        9,
        QT_TRANSLATE_NOOP("Players", "Expert"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads up to five moves ahead (on 15x15 mostly three to five); slips to its "
            "intuition one move in twenty-five (one in six on 9x9 to 12x12 under renju).",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE, FOURS_TO_WIN),
    ),
    Rung(
        10,
        QT_TRANSLATE_NOOP("Players", "Hard"),
        QT_TRANSLATE_NOOP(
            "Players",
            "The engine at full strength within 1 s a move: wins by fours and "
            "threes, its own and the opponent's, as far as its search reaches.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE, FOURS_TO_WIN),
    ),
)

#: The old level names and the rungs they are now.
OLD_NAMES: dict[str, int] = {"beginner": 1, "easy": 2, "medium": 3, "hard": 10}

#: How each rung below the top plays (:mod:`tictactoe.players.mistakes`); the top
#: rung is ``hard`` itself.
STYLES: dict[int, Style] = {
    1: skill(0.1),
    2: skill(0.3),
    3: skill(0.5),
    4: skill(0.7),
    5: skill(0.9),
    6: skill(0.9, depth=1, nodes=1500, time=0.2, glance=0.45),
    7: skill(0.9, depth=2, nodes=3000, time=0.2, glance=0.65),
    8: skill(0.9, depth=4, nodes=9000, time=0.28, slip=0.2),
    9: skill(0.9, depth=5, nodes=30000, time=0.28, slip=0.04),
}
TOP = 10  # the rung that is ``hard``

#: Where a board class needs its upper rungs to err more.  On 9x9 to 12x12 under renju
#: the engine's reading draws most games between the upper rungs: with the styles above,
#: Expert scored 53.8% against Strong there and Hard 55.0% against Expert.  Reading as far
#: as elsewhere, these rungs play on intuition more often there (the descriptions say how
#: often), which puts each step back within 60-80% (docs/measurements.md, "The ladder's
#: steps").  Only how often a rung reads or slips differs: its reading (depth, nodes,
#: time) is the same on every board.
CLASS_STYLES: dict[str, dict[int, Style]] = {
    "middle renju": {
        7: replace(STYLES[7], glance=0.6),
        8: replace(STYLES[8], slip=0.4),
        9: replace(STYLES[9], slip=1 / 6),
    },
}


def style_of(number: int, rules: Rules) -> Style:
    """How rung ``number`` (below the top) plays on ``rules``'s board class."""
    return CLASS_STYLES.get(board_class(rules) or "", {}).get(number, STYLES[number])


def rung(number: int) -> Rung:
    """The rung numbered ``number``; ValueError outside the ladder."""
    if not 1 <= number <= len(RUNGS):
        raise ValueError(f"level {number} is not on the ladder: levels run from 1 to {len(RUNGS)}")
    return RUNGS[number - 1]


def rung_number(text: str) -> int:
    """The rung a ``level:`` spec's number names; ValueError when it is not one."""
    raw = text.strip()
    if not raw.isdigit() or not raw.isascii():
        raise ValueError(
            f"{raw!r} is not a rung: write level:N or level:N,time=S, N a "
            f"whole number from 1 to {len(RUNGS)}"
        )
    return rung(int(raw)).number


def rung_of_spec(spec: str) -> Rung | None:
    """The rung a player spec plays: ``level:N`` (with or without ``,time=S``) and the
    old names (``beginner``, ``easy``, ``medium``, ``hard``); None for anything else,
    including a ``level:`` spec off the ladder."""
    if not isinstance(spec, str):
        return None
    name, _, rest = spec.strip().lower().partition(":")
    name = name.strip()
    if name in OLD_NAMES:
        return rung(OLD_NAMES[name])
    if name + ":" != SPEC_PREFIX:
        return None
    try:
        return rung(rung_number(rest.partition(",")[0]))
    except ValueError:
        return None
