"""What the rating benchmark plays: per board class, the pairs of players and their games.

A class is measured on one board of its own (:data:`SETTINGS`): the ladder
(``level:1`` .. ``level:10``, with ``random`` below it and ``perfect`` above it
where the board is solved) plays each adjacent pair and every other pair two
apart, so that the scale holds together.  The historical AIs (and an engine
being placed) play the rungs near their strength, found by :func:`placement`:
start in the middle of the ladder, play a short probe, move up or down.

Everything here is plain data: the command turns each :class:`PlannedGame`
into a game job and plays it.  A game's seeds and opening follow from the
measurement's seed, the pair and the game's index alone, so a resumed run plays
exactly the games a run without a stop would have played.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from tictactoe.players.ladder import RUNGS

ANCHOR = "level:1"
ANCHOR_ELO = 1000.0
PROBE_GAMES = 20  # games of a probe while looking for the rungs near a player
UP, DOWN = 0.75, 0.25  # a probe's score that moves the search up or down


@dataclass(frozen=True)
class ClassSetting:
    """How one class is measured: the board, the openings (random balanced ones of
    ``opening`` stones; 0 plays from the empty board), games per pair, the players
    under and over the ladder, the historical AIs placed on it."""

    name: str
    width: int
    height: int
    k: int
    opening: int
    games_per_pair: int
    below: tuple[str, ...] = ("random",)
    above: tuple[str, ...] = ()
    extras: tuple[str, ...] = ("forecaster", "lookahead", "rules")

    @property
    def board(self) -> str:
        return f"{self.width}x{self.height}"


SETTINGS: dict[str, ClassSetting] = {
    "3x3": ClassSetting(
        "3x3",
        3,
        3,
        3,
        0,
        400,
        above=("perfect",),
        extras=("classic", "forecaster", "lookahead", "rules"),
    ),
    "small": ClassSetting("small", 5, 5, 4, 0, 100, above=("perfect",)),
    "middle": ClassSetting("middle", 9, 9, 5, 2, 100),
    "large": ClassSetting("large", 15, 15, 5, 2, 100),
}


def rung_specs() -> list[str]:
    return [r.spec for r in RUNGS]


def ladder_players(setting: ClassSetting) -> list[str]:
    """The players of the scale, weakest first."""
    return [*setting.below, *rung_specs(), *setting.above]


def pairs(players: Sequence[str]) -> list[tuple[str, str]]:
    """Each adjacent pair (weaker first), and every other pair two apart."""
    out = [(players[i], players[i + 1]) for i in range(len(players) - 1)]
    out += [(players[i], players[i + 2]) for i in range(0, len(players) - 2, 2)]
    return out


@dataclass(frozen=True)
class PlannedGame:
    a: str
    b: str
    index: int  # within the pair: A plays X in even games
    opening: int  # the opening's number: games 2p and 2p + 1 share opening p

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.a, self.b, self.index)

    @property
    def a_first(self) -> bool:
        return self.index % 2 == 0


def pair_games(a: str, b: str, games: int) -> list[PlannedGame]:
    return [PlannedGame(a, b, i, i // 2) for i in range(games)]


def fixed_games(players: Sequence[str], games_per_pair: int) -> list[PlannedGame]:
    return [g for a, b in pairs(players) for g in pair_games(a, b, games_per_pair)]


def opening_rng(seed: int, number: int) -> random.Random:
    """The generator of opening ``number`` (the match command's, so the same seed gives
    the same openings)."""
    return random.Random(f"tictactoe-opening:{seed}:{number}")


Score = Callable[[str], tuple[float, int]]  # a rung -> (points, games) of the placed player


def placement(
    player: str, rungs: Sequence[str], score: Score, games: int, probe: int = PROBE_GAMES
) -> list[PlannedGame]:
    """The games that place ``player`` on the ladder ``rungs`` (weakest first), given its
    points and games so far against each rung: the caller plays those not yet played,
    and the player is placed when there are none.

    From the middle rung, a probe of ``probe`` games: above 75% the search moves a rung
    up, below 25% a rung down (never back to a rung it left), until the player scores
    between them or the ladder ends.  Then it plays ``games`` against that rung and each
    neighbour.  Deterministic in the scores, so a resumed run asks for the same games."""
    probe = min(probe, games)
    position = (len(rungs) - 1) // 2
    left: set[int] = set()
    while True:
        points, played = score(rungs[position])
        if played < probe:
            return pair_games(player, rungs[position], probe)
        rate = points / played
        step = 1 if rate > UP else -1 if rate < DOWN else 0
        target = position + step
        if step == 0 or not 0 <= target < len(rungs) or target in left:
            break
        left.add(position)
        position = target
    near = rungs[max(0, position - 1) : position + 2]
    return [g for rung in near for g in pair_games(player, rung, games)]


def scores_against(games: Iterable[tuple[str, str, float]], player: str) -> Score:
    """A :data:`Score` from finished games ``(a, b, a's score)``."""
    table: dict[str, list[float]] = {}
    for a, b, s in games:
        if a == player:
            entry = table.setdefault(b, [0.0, 0])
            entry[0] += s
            entry[1] += 1
        elif b == player:
            entry = table.setdefault(a, [0.0, 0])
            entry[0] += 1.0 - s
            entry[1] += 1

    def score(rung: str) -> tuple[float, int]:
        points, played = table.get(rung, (0.0, 0))
        return float(points), int(played)

    return score
