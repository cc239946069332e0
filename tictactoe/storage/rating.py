"""The person's own rating: Glicko-2 per board class, from the statistics database.

Glicko-2 is written here from Glickman's paper "Example of the Glicko-2 system"
(steps 1 to 8) rather than taken from a package: the best known one on PyPI,
``glicko2`` 2.1.0 (MIT, last released January 2024), is a fork of a fork of a
2012 script that updates mutable player objects in place and keeps no history;
the others (``pyglicko2``, ``glicko2-py``) are alphas or a few weeks old.  The
algorithm is some fifty lines with no dependency, and a test reproduces the
paper's worked example.

How the person's rating is made, per board class
(:func:`tictactoe.players.board_classes.board_class`):

* Only games a person played against a computer player that has a shipped
  rating on that class count (:func:`tictactoe.players.ratings.rating`): human
  against human, players without a shipped rating (an external engine, a level
  not measured on that class) and boards without a scale do not.
* A game in which the person took help does not count (a hint, the analysis
  panel, a takeback, ...: the list is :mod:`tictactoe.records.help`'s): the
  engine's help is not the person's strength (the game-over screen says so).
* The opponents' ratings are the shipped ones and stay fixed: they are the
  anchors of the scale, and the person's rating is on the same scale.  An
  opponent's deviation is its measured standard error.  Each game takes them from
  the edition of the shipped table it was played under (the statistics database
  keeps it with the game; a row without one was played under edition 1), so a new
  edition shipped moves nobody's rating: it counts from the next game on.
* Each game is one rating period, in the order the games ended, so the rating
  moves after every game (the game-over screen says by how much) and the
  history has one point a game.  Glickman suggests periods of 10 to 15 games
  for a population rated together; here one person is rated against fixed
  anchors and plays a game or a few at a time, so a longer period would only
  hold back what the person can already see.  No deviation is added for the
  time between games: the rating is a function of the stored rows alone.
* It starts from the person's answer to the one question asked before their
  first rated game (:class:`Experience`): new to the game at the lowest rung,
  played before at rung 3, a strong player at rung 5 (the middle); unanswered, at
  the lowest rung.  (It used to start every new player at the middle rung: one
  win against level 1 then put Adaptive at level 5.)  The rung's rating on the
  class is the start (the nearest rated rung below it when it has none), with
  Glickman's deviation of an unrated player, 350, and his volatility 0.06: a
  deviation of 350 spans the ladder, so the first few games move it quickly.
  A class whose first rated game was played by version 0.1.0, which started everyone at
  the middle rung (``level:5``, else the median of the rated rungs), starts there still
  (:meth:`~tictactoe.storage.statistics.Statistics.rating_middle_until`): an upgrade
  leaves a rating as it was.  For the same reason a class's start is taken from the
  edition its first game was played under; a person who has not played there yet
  starts on the newest edition, which Adaptive's pick and the suggestion use too.
* It is provisional while its deviation is :data:`PROVISIONAL_DEVIATION` (110,
  Lichess's bound) or more: about the first ten games against rungs near it.
  The screens say so in words ("1290 (provisional)"), and while it is
  provisional Adaptive moves at most one rung a game (:func:`matching_rung`).
* It is recomputed from the stored games every time it is asked for: there is
  no stored number that could drift from them, and resetting the statistics
  (which deletes the rows) clears it.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import median

from tictactoe.game import Rules
from tictactoe.players import Player, parse_spec
from tictactoe.players.board_classes import board_class
from tictactoe.players.ladder import RUNGS, Rung, rung_of_spec
from tictactoe.players.ratings import rating
from tictactoe.storage.statistics import PersonGame, Statistics

SCALE = 173.7178  # Glicko-2's factor between the Glicko scale and its own
START_DEVIATION = 350.0  # Glickman's deviation of an unrated player
START_VOLATILITY = 0.06
TAU = 0.5  # the system constant: how fast the volatility may change
EPSILON = 1e-6  # the convergence tolerance of step 5
MIDDLE_RUNG = 5  # where version 0.1.0 started every person (middle_start)
PROVISIONAL_DEVIATION = 110.0  # provisional while the deviation is this or more (Lichess's bound)
SCORES = {"win": 1.0, "draw": 0.5, "loss": 0.0}


class Experience(enum.Enum):
    """The person's answer to "How well do you know the game?", and the rung their
    first rating starts at."""

    NEW = "new"
    PLAYED = "played"
    STRONG = "strong"

    @property
    def start_rung(self) -> int:
        return {"new": 1, "played": 3, "strong": 5}[self.value]


@dataclass(frozen=True)
class Glicko:
    """A rating on the Glicko scale: rating, deviation (RD) and volatility (sigma)."""

    rating: float
    deviation: float
    volatility: float = START_VOLATILITY

    @property
    def provisional(self) -> bool:
        """Too few games to trust yet (shown "1290 (provisional)")."""
        return self.deviation >= PROVISIONAL_DEVIATION


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def update(player: Glicko, games: Sequence[tuple[float, float, float]], tau: float = TAU) -> Glicko:
    """The rating after one rating period: ``games`` are (opponent's rating,
    opponent's deviation, score 1/0.5/0) on the Glicko scale (Glickman's steps 2-8)."""
    mu = (player.rating - 1500.0) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:  # step 6 alone: the deviation grows
        return Glicko(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    v_inverse = delta_sum = 0.0
    for r_j, rd_j, score in games:
        mu_j, g_j = (r_j - 1500.0) / SCALE, _g(rd_j / SCALE)
        expected = 1.0 / (1.0 + math.exp(-g_j * (mu - mu_j)))
        v_inverse += g_j * g_j * expected * (1.0 - expected)
        delta_sum += g_j * (score - expected)
    v = 1.0 / v_inverse
    delta = v * delta_sum
    sigma = _new_volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu = mu + phi * phi * delta_sum
    return Glicko(mu * SCALE + 1500.0, phi * SCALE, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


# -- the person's rating from the statistics rows ---------------------------------------
@dataclass(frozen=True)
class RatedGame:
    """One game that counted: when it ended, the opponent, the person's result and
    the person's rating after it."""

    ended_at: float
    rules: Rules
    opponent: str
    result: str
    after: Glicko


@dataclass(frozen=True)
class PersonRating:
    """The person's rating on one board class, with the games behind it (oldest first)."""

    board_class: str
    start: Glicko
    history: tuple[RatedGame, ...]

    @property
    def current(self) -> Glicko:
        return self.history[-1].after if self.history else self.start

    @property
    def games(self) -> int:
        return len(self.history)

    @property
    def before_last(self) -> Glicko:
        """The rating before the last game counted."""
        return self.history[-2].after if len(self.history) > 1 else self.start


def rated_spec(spec: str) -> str:
    """The spec a player's shipped rating is filed under: a rung's ``level:N`` (also
    for the old level names, ``medium`` -> ``level:5``), else the canonical spec."""
    on_ladder = rung_of_spec(spec)
    if on_ladder is not None:
        return on_ladder.spec
    try:
        return parse_spec(spec).canonical()
    except ValueError:
        return spec.strip()


def opponent_rating(spec: str, rules: Rules, edition: int | None = None) -> Glicko | None:
    """The opponent's fixed rating and deviation on this board's class in an edition of
    the shipped table (None: the newest), or None."""
    shipped = rating(rated_spec(spec), rules, edition)
    return None if shipped is None else Glicko(shipped.elo, shipped.error)


def counts_for_rating(players: Iterable[Player], rules: Rules) -> bool:
    """Whether a game of ``players`` on ``rules`` can count for the person's rating: one
    person against one computer player with a shipped rating on this board's class
    (whether it does also depends on the help taken: :mod:`tictactoe.records.help`)."""
    players = list(players)
    computers = [p for p in players if not p.is_human]
    return (
        len(players) == 2
        and len(computers) == 1
        and opponent_rating(computers[0].spec, rules) is not None
    )


def start_rating(
    rules: Rules, experience: Experience | None = None, edition: int | None = None
) -> Glicko:
    """Where a person starts on the class of ``rules``, on an edition of the shipped table
    (None: the newest; see the module's docstring)."""
    rungs = rated_rungs(rules, edition)
    if not rungs:
        return Glicko(1500.0, START_DEVIATION)
    target = experience.start_rung if experience is not None else 1
    below = [elo for rung, elo in rungs if rung.number <= target]
    return Glicko(below[-1] if below else rungs[0][1], START_DEVIATION)


def middle_start(rules: Rules, edition: int | None = None) -> Glicko:
    """Where version 0.1.0 started every person: the middle rung's rating, else the
    median of the class's rated rungs (on an edition of the table; None: the newest)."""
    rungs = {rung.number: elo for rung, elo in rated_rungs(rules, edition)}
    elo = rungs.get(MIDDLE_RUNG, median(rungs.values()) if rungs else 1500.0)
    return Glicko(elo, START_DEVIATION)


def ratings_of(
    statistics: Statistics, experience: Experience | None = None
) -> dict[str, PersonRating]:
    """The person's rating per board class from the statistics database."""
    return person_ratings(statistics.person_games(), experience, statistics.rating_middle_until())


def rating_on(
    ratings: dict[str, PersonRating], rules: Rules, experience: Experience | None = None
) -> PersonRating | None:
    """The person's rating on the class of ``rules``: from ``ratings`` (by class), or
    where it would start before a game there; None for a board without a class."""
    name = board_class(rules)
    if name is None:
        return None
    return ratings.get(name) or PersonRating(name, start_rating(rules, experience), ())


def person_ratings(
    games: Iterable[PersonGame | tuple[float, Rules, str, str]],
    experience: Experience | None = None,
    middle_until: float | None = None,
) -> dict[str, PersonRating]:
    """The person's rating per board class from ``games`` (:class:`PersonGame`: when it
    ended, rules, the opponent's spec, the person's result and the ratings' edition it was
    played under; without one, the newest), in the order they ended, starting where
    ``experience`` says (at :func:`middle_start` for a class whose first game ended by
    ``middle_until``) on the edition of the class's first game.  Games against an
    opponent without a rating on that board in their edition are skipped."""
    starts: dict[str, Glicko] = {}
    histories: dict[str, list[RatedGame]] = {}
    for game in games:
        ended_at, rules, opponent, result, edition = PersonGame(*game)
        name = board_class(rules)
        anchor = opponent_rating(opponent, rules, edition)
        if name is None or anchor is None:
            continue
        if name not in starts:
            old = middle_until is not None and ended_at <= middle_until
            start = (
                middle_start(rules, edition) if old else start_rating(rules, experience, edition)
            )
            starts[name], histories[name] = start, []
        history = histories[name]
        now = history[-1].after if history else starts[name]
        after = update(now, [(anchor.rating, anchor.deviation, SCORES[result])])
        history.append(RatedGame(ended_at, rules, opponent, result, after))
    return {name: PersonRating(name, starts[name], tuple(histories[name])) for name in starts}


# -- rungs for a rating ---------------------------------------------------------------
def rated_rungs(rules: Rules, edition: int | None = None) -> list[tuple[Rung, float]]:
    """The rungs with a shipped rating on this board (in an edition; None: the newest),
    weakest first."""
    out = []
    for rung in RUNGS:
        shipped = rating(rung.spec, rules, edition)
        if shipped is not None:
            out.append((rung, shipped.elo))
    return out


def _nearest(rungs: list[tuple[Rung, float]], elo: float) -> int:
    """The index of the rung rated nearest ``elo`` (the weaker one of a tie)."""
    return min(range(len(rungs)), key=lambda i: (abs(rungs[i][1] - elo), i))


def _adaptive_index(person: PersonRating, rungs: list[tuple[Rung, float]]) -> int:
    """Adaptive's pick among ``rungs``, game by game from the start: the rung nearest
    the rating after each game, but while that rating is provisional at most one
    rung from the pick before."""
    index = _nearest(rungs, person.start.rating)
    for game in person.history:
        near = _nearest(rungs, game.after.rating)
        index = max(index - 1, min(index + 1, near)) if game.after.provisional else near
    return index


def matching_rung(person: PersonRating | None, rules: Rules) -> Rung:
    """Adaptive's pick: the rung rated nearest the person's rating, moving at most one
    rung a game while the rating is provisional; the lowest rung when the person has
    no rating on this class (None) or no rung is rated."""
    rungs = rated_rungs(rules)
    if person is None or not rungs:
        return RUNGS[0]
    return rungs[_adaptive_index(person, rungs)][0]


def is_nearest(person: PersonRating, rules: Rules) -> bool:
    """Whether Adaptive's pick is the rung nearest the rating (not held back)."""
    rungs = rated_rungs(rules)
    return not rungs or _adaptive_index(person, rungs) == _nearest(rungs, person.current.rating)


def suggested_rung(person: PersonRating | None, rules: Rules) -> Rung | None:
    """The rung a little above the person: the weakest rung rated above their rating
    (the strongest rung when none is), while the rating is provisional no more than
    one above Adaptive's pick; the lowest rung when they have no rating (None); None
    when no rung has a rating on this board."""
    rungs = rated_rungs(rules)
    if not rungs:
        return None
    if person is None:
        return RUNGS[0]
    mine = person.current.rating
    above = [i for i, (_, elo) in enumerate(rungs) if elo > mine]
    by_elo = lambda i: (rungs[i][1], i)  # noqa: E731
    index = min(above, key=by_elo) if above else max(range(len(rungs)), key=by_elo)
    if person.current.provisional:
        index = min(index, _adaptive_index(person, rungs) + 1, len(rungs) - 1)
    return rungs[index][0]
