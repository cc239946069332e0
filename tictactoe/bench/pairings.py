"""How many ways to place the breaker's first stones leave a pairing strategy.

A proof that the first player cannot win ends, as a rule, where the breaker
has a pairing (:mod:`tictactoe.ai.proof.pairing`); stones of the maker only
take pairings away (a pairing of a position is one of the same position
without the maker's stones).  So the fewest breaker stones after which a
pairing exists at all bound how deep every such proof must go: on the
(8,8,5) board, no two stones leave one and two of the 5,278 ways (up to
symmetry) to place three do, so on nearly every line of play a proof that
ends in pairings goes four moves of each side deep (docs/measurements.md).

``python -m tictactoe.bench.pairings 8 8 5 3`` (width, height, k, stones)
prints the count as JSON; every search runs to its end (``unsettled`` counts
those that did not within the budget, none so far).
"""

from __future__ import annotations

import itertools
import json
import sys
import time

from tictactoe.ai.proof.board import proof_board
from tictactoe.ai.proof.pairing import pairing_search
from tictactoe.ai.symmetry import symmetries
from tictactoe.game import Rules

BUDGET = 1_000_000  # search nodes a placement (the hardest of (8,8,5) with 3 took 63,553)


def pairable_placements(rules: Rules, stones: int) -> dict:
    """For every placement of ``stones`` breaker stones on the empty board (up to the
    board's symmetries): does a pairing of the maker's live windows exist?"""
    board = proof_board(rules)
    perms = symmetries(rules.width, rules.height).perms
    seen: set[tuple[int, ...]] = set()
    with_pairing = []
    unsettled = 0
    start = time.perf_counter()
    for cells in itertools.combinations(range(rules.cells), stones):
        image = min(tuple(sorted(p[c] for c in cells)) for p in perms)
        if image in seen:
            continue
        seen.add(image)
        breaker = sum(1 << c for c in cells)
        empty = rules.full_mask & ~breaker
        live = [w for w in rules.windows() if not w & breaker]
        pairs, settled = pairing_search(
            [w & empty for w in live], [board.line_of[w] for w in live], BUDGET
        )
        if pairs is not None:
            with_pairing.append([rules.move(c) for c in cells])
        elif not settled:
            unsettled += 1
    return {
        "board": f"({rules.width},{rules.height},{rules.k})",
        "breaker_stones": stones,
        "placements": len(seen),
        "with_a_pairing": len(with_pairing),
        "unsettled": unsettled,
        "examples": with_pairing[:5],
        "s": round(time.perf_counter() - start, 1),
    }


if __name__ == "__main__":
    width, height, k, count = (int(a) for a in sys.argv[1:5])
    print(json.dumps(pairable_placements(Rules(width, height, k), count), indent=2))
