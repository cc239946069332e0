"""The proof search of the routing table: every move's proven value, when it pays.

The routing table (:mod:`tictactoe.ai.routing`) gives it the positions the
exact solver does not try on boards of at most ``PROOF_MAX_CELLS`` cells
(bigger ones, 15x15 and 20x20, never get here), before the pattern search.
With time enough (:func:`~tictactoe.ai.routing.proof_time`), or when the cache
already knows the position, :func:`search` proves the position and then each
move (up to the position's symmetries), and returns an analysis whose values
are proven.  A one-second move on a 7x7 board pays one cache look-up, so
``hard``'s ordinary moves cost the same as before.
"""

from __future__ import annotations

import math
import time

from tictactoe.ai.proof import default_cache
from tictactoe.ai.proof.api import prove_bits, to_move_wins
from tictactoe.ai.proof.values import ProvenValue
from tictactoe.ai.routing import proof_time
from tictactoe.ai.solver_base import board_tables
from tictactoe.ai.symmetry import symmetries
from tictactoe.ai.types import WIN, Analysis, Cancel, Limit, Option, Progress, with_widths
from tictactoe.game import Game, Rules


def _mover_value(child: ProvenValue) -> tuple[int, bool]:
    """A move's value for the mover from the proven value of the position after it
    (which is the opponent's to move); and whether a win's distance is exact."""
    if child.result == "draw":
        return 0, True
    plies = child.distance
    exact = child.plies is not None
    if plies is None:  # a proven result without any distance: count it far away
        plies, exact = 998, False
    # the opponent loses in `plies` from there: we win in plies + 1 from here
    if child.result == "loss":
        return WIN - (plies + 1), exact
    return -(WIN - (plies + 1)), exact


def search(
    game: Game, limit: Limit, cancel: Cancel, progress: Progress | None = None
) -> Analysis | None:
    """The proven analysis of the position (see :func:`proof_analysis`), or None;
    ``progress`` gets it when there is one."""
    analysis = proof_analysis(game, limit, cancel)
    if analysis is not None and progress is not None:
        progress(analysis)
    return analysis


def proof_analysis(game: Game, limit: Limit, cancel: Cancel) -> Analysis | None:
    """Proven values of the legal moves, or None (then nothing is claimed).

    Takes the part of ``limit.time`` (none: no limit) that
    :func:`~tictactoe.ai.routing.proof_time` gives it, if any: unless the cache
    knows the position, nothing from a short time.  The position is proven
    first, then each move (up to symmetry, centre first), each with a fair share
    of the time left.  When
    every move is proven the analysis is exact (when the wins' distances are
    exact too).  When some are not, and a proven move reaches the position's
    proven value (a win, or a draw), the analysis lists the proven moves first,
    and the rest after them valued 0 ("unknown", as an interrupted exact solve
    does), with ``exact`` false; else None.
    """
    start = time.perf_counter()
    rules = game.rules
    cache = default_cache()
    pos = game.position()
    root_known = cache.get(rules, pos.x_bits, pos.o_bits) is not None
    seconds = proof_time(limit.time if limit.time is not None else math.inf, root_known)
    if seconds is None:
        return None
    deadline = start + seconds

    def left() -> float:
        return deadline - time.perf_counter()

    root = prove_bits(
        rules, pos.x_bits, pos.o_bits, time_limit=max(left(), 1e-3), cancel=cancel, cache=cache
    )
    if root is None or cancel.is_set():
        return None
    x_to_move = pos.x_bits.bit_count() <= pos.o_bits.bit_count()
    sym = symmetries(rules.width, rules.height)
    stabilizer = sym.stabilizer(sym.keys(pos.x_bits, pos.o_bits))
    order = board_tables(rules).order  # the solver's: most windows, then centre, first
    legal = sorted(game.legal_moves(), key=lambda m: order.index(rules.index(m)))
    orbit = {m: min(sym.perms[s][rules.index(m)] for s in stabilizer) for m in legal}
    pending = list(dict.fromkeys(orbit.values()))
    if root.move is not None and root.move in orbit:  # the proof's own move first
        first = orbit[root.move]
        pending.remove(first)
        pending.insert(0, first)
    board = game.copy()
    values: dict[int, tuple[int, bool]] = {}
    positions = root.positions
    for number, rep in enumerate(pending):
        move = rules.move(rep)
        value = _won_at_once(board, move)
        if value is None:
            share = left() * 2 / (len(pending) - number + 1)
            if number == 0 and root.move is not None:
                share = left() / 2  # the proof's own move: most likely to be settled
            if share <= 0 or cancel.is_set():
                break
            bit = 1 << rep
            x_bits, o_bits = (
                (pos.x_bits | bit, pos.o_bits) if x_to_move else (pos.x_bits, pos.o_bits | bit)
            )
            value = _after_a_draw(root, rules, x_bits, o_bits, share, cancel)
            if value is None:
                child = prove_bits(
                    rules, x_bits, o_bits, time_limit=share, cancel=cancel, cache=cache
                )
                if child is None:
                    continue
                positions += child.positions
                value = _mover_value(child)
        values[rep] = value
    proven = [Option(m, values[orbit[m]][0]) for m in legal if orbit[m] in values]
    unknown = [Option(m, 0) for m in legal if orbit[m] not in values]
    complete = not unknown
    root_value = {"win": 1, "draw": 0, "loss": -1}[root.result]
    if not complete and not any((o.value > 0) - (o.value < 0) == root_value for o in proven):
        return None
    ranked = with_widths(proven + unknown)
    exact = complete and all(values[r][1] for r in values)
    return Analysis(
        ranked[0].move,
        ranked,
        exact=exact,
        nodes=positions,
        time_s=time.perf_counter() - start,
        depth=0,
        info={
            "engine": "proof",
            "proof": root.label(),
            "method": root.method,
            "proven_moves": len(proven),
        },
    )


def _after_a_draw(
    root: ProvenValue, rules: Rules, x_bits: int, o_bits: int, seconds: float, cancel: Cancel
) -> tuple[int, bool] | None:
    """A move's value when the position is a proven draw, with less work: the mover
    cannot win after any move (else the position would be a win), so the move
    draws unless the opponent can then force a win.  On the empty board not even
    that: the opponent, to move after the first stone, is the first player of the
    same board with an extra stone against it, and the first player of a drawn
    board cannot win (an extra stone never hurts its owner).  None when the
    position is not a proven draw, or a win for the opponent is proven or not
    disproven in time (then the move needs a full proof)."""
    if root.result != "draw":
        return None
    if root.empty_board:
        return 0, True
    if to_move_wins(rules, x_bits, o_bits, time_limit=seconds, cancel=cancel) is False:
        return 0, True
    return None


def _won_at_once(game: Game, move: tuple[int, int]) -> tuple[int, bool] | None:
    """A move that completes a line: a win in 1 (the proof functions take only
    positions nobody has won)."""
    game.play(move)
    try:
        if game.winner() is not None:
            return WIN - 1, True
        if game.is_over():
            return 0, True  # the board is full: a draw
    finally:
        game.undo()
    return None
