"""The engine's readings for the GUI: the hint, the analysis panel, the proven values.

Each runs on a background thread (the GUI's ``AnalysisRunner``), never changes
the game it is given, reports :class:`~tictactoe.ai.readings.Reading` s as it
deepens, and stops when its ``cancel`` is set or its budget is spent.  The hint
and the panel go through :func:`tictactoe.ai.analyze` and the routing table
(:mod:`tictactoe.ai.routing`) like every other caller; :func:`prove` wants one
value, not every move's, and asks the proof cache, the exact solver or the prover
itself, as :func:`~tictactoe.ai.routing.value_route` says.

* :func:`hint_search`: a value for every cell worth one.  Immediate wins and
  losses first (exact, at once), then an exact solve where the engine may
  finish one (each root move is reported as it is solved), then the large
  search with ``all_values`` (a short pass at once, then a deeper one): the
  plain search gives only its best move a true value, the others are upper
  bounds that mostly tie, which would paint a flat heat-map (on a 15x15 middle
  game at 2 s: 11 of the 24 options read 57, the best's value; with
  ``all_values`` 73 options, every one its own value, at depth 5 instead of 9).
* :func:`panel_search`: the engine as the players use it (deepest best move
  and principal variation), for the evaluation bar.
* :func:`prove`: the proven value of a position, if the exact solver or the
  prover (:mod:`tictactoe.ai.proof`) settles it within a short budget
  (:func:`~tictactoe.ai.routing.value_route` says which).

None of them runs while an engine player searches (the GUI uses that player's
own reports then); see docs/decisions/0027-one-search-at-a-time-in-the-window.md.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Callable

from tictactoe.ai.engine import analyze
from tictactoe.ai.forced import solve
from tictactoe.ai.readings import Reading, Verdict, combine, reading_of
from tictactoe.ai.routing import (
    ANALYZE,
    EXACT,
    PROOF,
    PROOF_MAX_CELLS,
    route,
    too_large,
    value_route,
)
from tictactoe.ai.types import WIN, Analysis, Cancel, Limit, Option, is_proven
from tictactoe.game import Game, Mark, Move, Position, Rules, Variant, wins_at

HINT_BUDGET_S = 4.0  # a hint stops refining after this long
HINT_EXACT_SHARE = 0.75  # of it, for an exact solve where one may finish
HINT_QUICK_S = 0.2  # the first, shallow pass of the large search
PANEL_BUDGET_S = 10.0  # the analysis panel's own search of a position
PROVE_BUDGET_S = 0.5  # a quiet attempt to prove the position on the board
BOARD_BUDGET_S = 10.0  # the menu's attempt to prove an empty board
NO_LIMIT_S = 3600.0  # a time limit for analyze that our own deadline cuts short

Report = Callable[[Reading], None]

if TYPE_CHECKING:  # the prover is imported only when a board small enough asks for it
    from tictactoe.ai.proof.values import ProofCache, ProvenValue


class Deadline:
    """A cancel flag that is set once ``seconds`` have passed or any of ``cancels`` is."""

    def __init__(self, seconds: float, *cancels: Cancel) -> None:
        self._cancels = cancels
        self._at = time.perf_counter() + seconds

    def is_set(self) -> bool:
        return time.perf_counter() >= self._at or any(c.is_set() for c in self._cancels)

    def left(self) -> float:
        return self._at - time.perf_counter()


def empties(game: Game) -> int:
    x, o = game.bitboards()
    return game.rules.cells - (x | o).bit_count()


def immediate(game: Game) -> dict[Move, Option]:
    """Exact values known without a search: moves that win at once, and when the
    opponent threatens to win, every move that neither wins nor blocks loses in 2
    (all of them when it threatens twice).  Under caro a stone can also stop a five
    by blocking its second end: there each move is tried."""
    me = game.to_move()
    position = game.position()
    rules = game.rules
    moves = game.legal_moves()
    mine, theirs = (
        (position.x_bits, position.o_bits) if me is Mark.X else (position.o_bits, position.x_bits)
    )
    near = _near_fives(rules, mine, theirs)
    wins = [m for m in moves if near >> rules.index(m) & 1 and _wins(position, m, me)]
    near = _near_fives(rules, theirs, mine)
    threats = [
        rules.move(i)
        for i in range(rules.cells)
        if near >> i & 1 and _wins(position, rules.move(i), me.other)
    ]
    known = {m: Option(m, WIN - 1) for m in wins}
    if threats and len(moves) > 1:
        caro = game.rules.variant is Variant.CARO
        for m in moves:
            if m in known:
                continue
            if caro:
                after = _with(position, m, me)
                if not any(t != m and _wins(after, t, me.other) for t in threats):
                    continue
            elif len(threats) == 1 and m == threats[0]:
                continue
            known[m] = Option(m, -(WIN - 2))
    return known


def _near_fives(rules: Rules, mine: int, theirs: int) -> int:
    """The empty cells that fill a window of k cells with ``mine`` (k - 1 of its stones there
    and none of ``theirs``).  Every move that wins for that side is one of them, under every
    variant (a winning row holds a full window): :func:`immediate` tries only these, in
    well under a millisecond, where trying every cell of a 20x20 board took 9-13 ms of
    Python on a search thread, holding the GIL the window waits for."""
    found = 0
    for window in rules.windows():
        own = mine & window
        if not theirs & window and own.bit_count() == rules.k - 1:
            found |= window ^ own
    return found


def _with(position: Position, move: Move, mark: Mark) -> Position:
    bit = 1 << position.rules.index(move)
    x, o = position.x_bits, position.o_bits
    return (
        Position(position.rules, x | bit, o)
        if mark is Mark.X
        else Position(position.rules, x, o | bit)
    )


def _wins(position: Position, move: Move, mark: Mark) -> bool:
    return wins_at(_with(position, move, mark), move, mark)


def hint_search(
    game: Game, cancel: Cancel, report: Report, budget: float = HINT_BUDGET_S
) -> Reading:
    """Every cell's value for the side to move, refined until ``budget`` or ``cancel``."""
    game = game.copy()
    mover = game.to_move()
    legal = set(game.legal_moves())
    limit = Deadline(budget, cancel)
    exact = immediate(game)
    scores: dict[Move, Option] = {}
    shown = {"depth": 0, "deepest": 0, "nodes": 0, "seconds": 0.0, "pv": ()}
    started = time.perf_counter()

    def reading(final: bool = False) -> Reading:
        return combine(
            mover,
            exact,
            scores,
            solved=set(exact) >= legal,
            final=final,
            depth=shown["depth"],
            deepest=shown["deepest"],
            nodes=shown["nodes"],
            seconds=time.perf_counter() - started,
            pv=shown["pv"],
        )

    if exact and set(exact) >= legal:
        final = reading(final=True)
        report(final)
        return final
    report(reading())
    if route(game.rules, empties(game), Limit())[0] == EXACT:

        def on_exact(analysis: Analysis) -> None:
            solved = analysis.info.get("exact_moves")
            for option in analysis.options:
                if analysis.exact or (solved is not None and option.move in solved):
                    exact[option.move] = option
            shown["nodes"] = analysis.nodes
            report(reading())

        done = analyze(
            game,
            Limit(time=NO_LIMIT_S),
            on_progress=on_exact,
            cancel=Deadline(budget * HINT_EXACT_SHARE, limit),
        )
        if done.exact:
            final = reading_of(done, mover, bounds=False, final=True)
            report(final)
            return final
    if not limit.is_set():
        base = {"nodes": shown["nodes"]}

        def on_large(analysis: Analysis) -> None:
            for option in analysis.options:
                if is_proven(option.value):
                    exact.setdefault(option.move, option)
                else:
                    scores[option.move] = option
            shown.update(
                depth=analysis.depth,
                deepest=analysis.info.get("deepest_ply", 0),
                nodes=base["nodes"] + analysis.nodes,
                pv=tuple(analysis.info.get("pv") or ()),
            )
            report(reading())

        for seconds in (HINT_QUICK_S, None):
            left = limit.left() if seconds is None else min(seconds, limit.left())
            if limit.is_set() or left <= 0.01:
                break
            base["nodes"] = shown["nodes"]
            analyze(game, Limit(time=left, all_values=True), cancel=limit, on_progress=on_large)
    final = reading(final=True)
    report(final)
    return final


def panel_search(
    game: Game, cancel: Cancel, report: Report, budget: float = PANEL_BUDGET_S
) -> Reading:
    """The engine's own analysis of the position, as deep as ``budget`` allows."""
    mover = game.to_move()
    done = analyze(
        game,
        Limit(time=budget),
        cancel=cancel,
        on_progress=lambda a: report(reading_of(a, mover, bounds=True)),
    )
    final = reading_of(done, mover, bounds=True, final=True)
    report(final)
    return final


def prove(game: Game, cancel: Cancel, budget: float = PROVE_BUDGET_S) -> Verdict | None:
    """The proven value of the position, if found within ``budget`` seconds.

    A position the proof cache knows is answered at once (boards of up to
    :data:`~tictactoe.ai.routing.PROOF_MAX_CELLS` cells).  Where the exact
    solver may finish, it decides (``ExactSolver.solve`` on the position alone,
    with exact distances: the empty 6x5 k=4 board in 1.3 s, where ``analyze``,
    which values every move, takes 112 s).  On the other boards of up to
    ``PROOF_MAX_CELLS`` cells the dedicated prover (:mod:`tictactoe.ai.proof`:
    proof-number search, pairing strategies, every proof checked) tries, and what
    it proves goes into the shared cache (kept between sessions by the window).
    Larger boards get a short analysis (a forced win by fours or threes is a proof).
    """
    if game.is_over():
        return None
    mover = game.to_move()
    way = value_route(game.rules, empties(game))
    if game.rules.cells <= PROOF_MAX_CELLS:
        from tictactoe.ai.proof import default_cache, known

        cached = known(game, default_cache())
        if cached is not None:
            return verdict_of(cached)
    if way == PROOF:
        from tictactoe.ai.proof import default_cache
        from tictactoe.ai.proof import prove as prove_position

        found = prove_position(game, time_limit=budget, cancel=cancel, cache=default_cache())
        return verdict_of(found) if found is not None else None
    if way == ANALYZE:
        done = analyze(game, Limit(time=budget), cancel=cancel)
        return reading_of(done, mover, bounds=True).verdict()
    return solve(game, budget=budget, cancel=cancel)


def verdict_of(value: ProvenValue) -> Verdict:
    """The prover's answer as the window's verdict (a bound when the distance is not exact)."""
    if value.winner is None:
        return Verdict(None)
    plies = value.plies if value.plies is not None else value.at_most or 0
    return Verdict(Mark(value.winner), plies, value.plies is not None)


def prove_board(rules: Rules, cancel: Cancel, budget: float = BOARD_BUDGET_S) -> Verdict | None:
    """The proven value of the empty board (``None``: not proven within ``budget``)."""
    return prove(Game.for_rules(rules), cancel, budget)


def board_too_large(rules: Rules) -> bool:
    """An empty board the exact solver does not try: the menu does not offer to prove it."""
    return too_large(rules, rules.cells)


def proof_cache(*, only_if_used: bool = False) -> ProofCache | None:
    """The process-wide cache of proven values (the window keeps it between sessions).
    ``only_if_used``: None unless the prover was loaded in this process (nothing new)."""
    if only_if_used and "tictactoe.ai.proof" not in sys.modules:
        return None
    from tictactoe.ai.proof import default_cache

    return default_cache()
