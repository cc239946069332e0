"""The engine's one routing table: which search gets a position, by rules and limit.

Every search has the same face (:class:`Search`); :func:`tictactoe.ai.analyze`
runs the searches :func:`route` names, in turn, each with the time that is left
of the call, until one settles the position.  The exact solve and the proof may
fail; they keep part of the time for the search after them (:func:`exact_share`,
:func:`proof_time`).  The pattern search always answers.

    the position (the first row that fits)  the searches, in turn
    --------------------------------------  --------------------------------------------
    a rule other than freestyle             the plain search up to PLAIN_MAX_EMPTIES empty
                                            cells (all_values aside), then the pattern
                                            search; beyond, the pattern search
    all_values asked (the hint's heat-map)  the pattern search
    a depth limit below its empty cells     the pattern search
    not too_large (the exact solver tries)  the exact solve, then the pattern search
    a board of at most 64 cells             the proof (all but 1 s of the time from 5 s
                                            up, or when cached), then the pattern search
    a larger board                          the pattern search

A position's value alone (the GUI's proven values, :func:`value_route`): the
proof cache first on boards of at most 64 cells, then the exact solver where
it tries, the proof on the other boards of at most 64 cells, else ``analyze``.

Which search supports which variant (:data:`SUPPORTS`; a search is never handed a
variant it does not support, and a test asks for every route):

    search     supports                    why not the others
    ---------  --------------------------  ---------------------------------------------
    exact      freestyle                   reads wins off full windows; prunes passes
                                           ("one more stone never hurts": false when a
                                           stone can make an overline)
    proof      freestyle                   the same, and strategy stealing
    pattern    every variant               its line tables read k cells a side under the
                                           other rules (tictactoe.ai.rule_patterns), its
                                           VCF judges a window's ends, renju's forbidden
                                           points are the rules module's where a proof
                                           needs them (tictactoe.ai.rule_threats)
    plain      every variant               asks the rules module at every node (slow)
    quick      every variant               one ply, its wins checked by the rules module

In a freestyle game whose side to move was given, not counted (which the exact
solver and the prover cannot read): the plain search up to PLAIN_MAX_EMPTIES, then
the pattern search.

The pattern search (:mod:`tictactoe.ai.large`, its threats, safety check and kept
tables in ``large_*``; the compiled core's ``core.search`` where it is built) plays
every board, every k and every rule (its line tables beyond k = 5, and under the
rules other than freestyle, fill as they are needed).
"""

from __future__ import annotations

from typing import Protocol

from tictactoe.ai.types import Analysis, Cancel, Limit, Progress
from tictactoe.game import Game, Rules, Variant

EXACT = "exact"  # tictactoe.ai.exact: every move's exact value (the solver)
PROOF = "proof"  # tictactoe.ai.proof.analysis: every move's proven value
PATTERN = "pattern"  # tictactoe.ai.large: the pattern search (any board, any k)
PLAIN = "plain"  # tictactoe.ai.plain: full-width alpha-beta on the rules module
QUICK = "quick"  # tictactoe.ai.fallback: one ply of tactics
ANALYZE = "analyze"  # the engine's whole route (for a position's value alone)

ALL_VARIANTS = frozenset(Variant)
SUPPORTS: dict[str, frozenset[Variant]] = {
    EXACT: frozenset({Variant.FREESTYLE}),
    PROOF: frozenset({Variant.FREESTYLE}),
    PATTERN: ALL_VARIANTS,
    PLAIN: ALL_VARIANTS,
    QUICK: ALL_VARIANTS,
}
#: the searches that read the side to move off the counts of marks
COUNTS_TURN = frozenset({EXACT, PROOF})
PLAIN_MAX_EMPTIES = 16  # the plain search's positions; it deepens as far as the time
# allows (to the end from 12 empty cells: 0.9 s on 5x5 k=4
# standard, 2.4 s on 6x6 caro, 3.4 s on 6x6 renju; from 14:
# 5 s, 13 s, 42 s)
PLAIN_UNLIMITED_MAX_EMPTIES = 12  # without a time limit, solved to the end up to here

PROOF_MAX_CELLS = 64  # boards a proof may settle (15x15, 20x20 never pay for one)
EXACT_MAX_EMPTIES_K5 = 20  # see too_large
EXACT_SHARES = ((16, 0.7), (24, 0.5))  # (up to this many empty cells, share of the time
EXACT_SHARE_LARGE = 0.25  # for the exact solve); beyond them, this share
PROOF_MIN_TIME = 5.0  # seconds: below this, a proof only comes from the cache
CACHED_SHARE = 0.3  # of a shorter time, when the cache knows the position
MOVE_RESERVE = 1.0  # seconds a proof leaves for a move should it fail (hard's time)
RESERVE_SHARE = 0.25  # and at most this share of the time


class Search(Protocol):
    """The face of every search (a module with this function is one)."""

    def search(
        self, game: Game, limit: Limit, cancel: Cancel, progress: Progress | None
    ) -> Analysis | None:
        """The analysis of ``game`` (never changed) within ``limit``, or None when this
        search did not settle the position (the next one then gets the time left).
        ``progress`` gets the analysis so far as the search deepens."""


def route(rules: Rules, empties: int, limit: Limit, counted: bool = True) -> tuple[str, ...]:
    """The searches a position of ``empties`` empty cells goes to, in turn.

    ``counted``: the side to move follows from the counts of marks (see
    ``Game.turn_counted``); when not, no search that reads it off them runs."""
    names = _route(rules, empties, limit, counted)
    assert all(supports(name, rules, counted) for name in names), (names, rules)
    return names


def supports(name: str, rules: Rules, counted: bool = True) -> bool:
    """Does the search ``name`` play ``rules`` (and a side to move that was given)?"""
    return rules.variant in SUPPORTS[name] and (counted or name not in COUNTS_TURN)


def _route(rules: Rules, empties: int, limit: Limit, counted: bool) -> tuple[str, ...]:
    if not rules.freestyle:
        if limit.all_values:
            return (PATTERN,)
        return (PLAIN, PATTERN) if empties <= PLAIN_MAX_EMPTIES else (PATTERN,)
    if not counted:
        return (PLAIN, PATTERN) if empties <= PLAIN_MAX_EMPTIES else (PATTERN,)
    if limit.all_values:
        return (PATTERN,)
    if limit.depth is not None and limit.depth < empties:
        return (PATTERN,)
    if not too_large(rules, empties):
        return (EXACT, PATTERN)
    if rules.cells <= PROOF_MAX_CELLS:
        return (PROOF, PATTERN)
    return (PATTERN,)


def value_route(rules: Rules, empties: int) -> str:
    """The search that settles a position's value alone (not every move's): the
    exact solver where it tries (on the position alone, with exact distances), the
    proof on the other boards of at most PROOF_MAX_CELLS cells, else ``analyze``
    (a forced win by fours or threes proves a large position)."""
    if not rules.freestyle:
        return ANALYZE
    if not too_large(rules, empties):
        return EXACT
    return PROOF if rules.cells <= PROOF_MAX_CELLS else ANALYZE


def too_large(rules: Rules, empties: int) -> bool:
    """Positions the exact solver does not even try.

    With k >= 5 on a board of more than 36 cells (9x9 and up), a solve of more
    than :data:`EXACT_MAX_EMPTIES_K5` empty cells almost never finishes in a
    move's budget: its share was wasted in the late middle game, where the
    large search needs the time to convert (measured on 9x9 k=5 against
    ``rules``)."""
    if rules.k >= 5 and rules.cells > 36 and empties > EXACT_MAX_EMPTIES_K5:
        return True
    return empties > 36 or (empties > 30 and rules.k >= 5)


def exact_share(empties: int) -> float:
    """The share of its time the exact solve takes before it gives up."""
    return next((f for most, f in EXACT_SHARES if empties <= most), EXACT_SHARE_LARGE)


def proof_time(seconds: float, cached: bool) -> float | None:
    """The seconds a proof may take of ``seconds``, or None: no proof is tried.

    From :data:`PROOF_MIN_TIME` up, all of them but a move's worth for the
    pattern search should the proof fail (:data:`MOVE_RESERVE`, at most
    :data:`RESERVE_SHARE` of them): nothing else can settle such a position (the
    exact solver does not try it, the pattern search proves no draw), so
    keeping more back only stops proofs short (the empty 7x7 k=5 board needs
    about 75 s: with 120 s it used to get 90, with 60 s 45).  Below, a proof only
    when the cache knows the position, in :data:`CACHED_SHARE` of the time (a
    one-second move keeps most of it for the pattern search, should the moves'
    proofs not come).
    """
    if seconds >= PROOF_MIN_TIME:
        return seconds - min(MOVE_RESERVE, seconds * RESERVE_SHARE)
    return seconds * CACHED_SHARE if cached else None
