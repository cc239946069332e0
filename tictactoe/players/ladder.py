"""The difficulty ladder: rungs ``level:1`` (a first game) to ``level:10`` (the full engine).

Rungs 1-5 play on intuition alone (a one-move score with a mistake model, one knob:
:func:`tictactoe.players.mistakes.skill`); rungs 6-9 add the engine's reading
(:class:`tictactoe.ai.Limit` by depth and nodes, a time cap below 0.3 s), on some
moves only (``glance``) or with slips to intuition on the others (``slip``); rung 10
is ``hard``.  How they err: :mod:`tictactoe.players.mistakes`.  Their ratings per
board class ship in ``ratings.json`` (:mod:`tictactoe.players.ratings`).
``perfect`` stays above the ladder where the board is solvable.

Measured (``tictactoe match level:N level:N-1 --board B --k 5 --opening 2 --games 60
--seed S --jobs 1``, S = 3 and 5: 120 games a pair; the score of the higher rung;
``level:10`` against ``level:9``: 40 games, seed 3, with rung 9 then bounded by 0.25 s
instead of its nodes), and the seconds a move on 15x15 (median / max over those games)::

    rung  name      plays                              15x15   9x9     s/move
    1     Beginner  skill 0.1                          -       -       0.001 / 0.005
    2     Easy      skill 0.3                          69.2%   66.7%   0.001 / 0.005
    3     Medium    skill 0.5                          69.2%   75.0%   0.001 / 0.002
    4     Keen      skill 0.7                          74.2%   75.8%   0.001 / 0.002
    5     Steady    skill 0.9                          77.5%   75.4%   0.001 / 0.005
    6     Club      + depth 1, 1500 nodes, 3 in 10     67.5%   63.8%   0.001 / 0.244
    7     Skilled   + depth 2, 3000 nodes, 2 in 3      70.0%   62.1%   0.001 / 0.150
    8     Strong    + depth 3, 4000 nodes, slips 1/5   70.8%   61.3%   0.014 / 0.190
    9     Expert    + depth 4, 9000 nodes, slips 1/12  62.5%   65.4%   0.023 / 0.260
    10    Hard      the engine, 1 s a move             66.3%   -       0.49 (mean)

On 3x3 the rungs are a ladder of mistakes, exact over the game tree (the test
``test_on_3x3_each_rung_scores_more_than_the_one_below``): against ``perfect`` from
0.228 (rung 1) to 0.484 (rung 9) and 0.5 (hard); against ``random`` from 0.888 to
0.9362 and 0.9363.

The old level names keep working as the rungs nearest to what they were
(:data:`OLD_NAMES`): saved games and statistics use them.
"""

from __future__ import annotations

from dataclasses import dataclass

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
            "Players", "Reads up to two moves ahead two moves in three, else plays like Steady."
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE),
    ),
    Rung(
        8,
        QT_TRANSLATE_NOOP("Players", "Strong"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads up to four moves ahead every move (on 15x15 mostly two to four); "
            "on one in five it plays its intuition instead, unless its reading shows "
            "that move losing.",
        ),
        (WIN_IN_ONE, FOUR_TO_BLOCK, OWN_DOUBLE, OPEN_THREE, FOURS_TO_WIN),
    ),
    Rung(
        9,
        QT_TRANSLATE_NOOP("Players", "Expert"),
        QT_TRANSLATE_NOOP(
            "Players",
            "Reads up to five moves ahead (on 15x15 mostly three to five); slips to its "
            "intuition one move in twenty-five.",
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
