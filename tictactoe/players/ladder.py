"""The difficulty ladder: rungs ``level:1`` (a first game) to ``level:10`` (the full engine).

A rung is a player built on the engine's :class:`tictactoe.ai.Limit` and a mistake
model (see :mod:`tictactoe.players.levels`).  Its measured rating per board class
ships in ``ratings.json`` (:mod:`tictactoe.players.ratings`).  ``perfect`` stays
above the ladder where the board is solvable.

The old level names keep working as the rungs they became (:data:`OLD_NAMES`):
saved games and statistics use them.
"""
from __future__ import annotations

from dataclasses import dataclass

from tictactoe.players.mistakes import Style

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


RUNGS: tuple[Rung, ...] = (
    Rung(1, "Beginner", "Wins at once when it can, otherwise plays anywhere."),
    Rung(2, "Novice", ""),
    Rung(3, "Easy", ""),
    Rung(4, "Casual", ""),
    Rung(5, "Medium", ""),
    Rung(6, "Club", ""),
    Rung(7, "Skilled", ""),
    Rung(8, "Strong", ""),
    Rung(9, "Expert", ""),
    Rung(10, "Hard", "The engine at full strength within 1 s a move."),
)

#: The old level names and the rungs they are now.
OLD_NAMES: dict[str, int] = {"beginner": 1, "easy": 3, "medium": 5, "hard": 10}

#: How each rung below the top plays (:mod:`tictactoe.players.mistakes`); the top
#: rung is ``hard`` itself.
STYLES: dict[int, Style] = {
    1: Style(block_four=0.3, attack=0.0, block_three=0.0, temperature=0.5),
    2: Style(block_four=1.0, attack=0.3, block_three=0.3, temperature=0.3),
    3: Style(block_four=1.0, attack=0.6, block_three=0.6, temperature=0.15),
    4: Style(attack=0.9, block_three=0.85, temperature=0.08),
    5: Style(temperature=0.03),
    6: Style(temperature=0.05, depth=1, time=0.2, slip=0.3),
    7: Style(temperature=0.05, depth=2, time=0.2, slip=0.15),
    8: Style(temperature=0.03, depth=3, time=0.25, slip=0.08),
    9: Style(temperature=0.03, depth=4, time=0.25, slip=0.03),
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
        raise ValueError(f"{raw!r} is not a rung: write level:N or level:N,time=S, N a "
                         f"whole number from 1 to {len(RUNGS)}")
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
