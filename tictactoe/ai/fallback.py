"""The quick move: one ply with tactics, for when there is no time for a search.

One user: every worker whose search gave no move in time (:func:`quick_move`, a
name of ``tictactoe.ai``; the one fallback policy, :mod:`tictactoe.players.answer`):
the GUI's AI move, the brain's reply before ``timeout_turn``.  :func:`search` has
the face of every search but is in no route of the table (:mod:`.routing`): the
engine's pattern search is always :mod:`tictactoe.ai.large`.

A win on the spot, else the block of the opponent's win, else the cell with
the best sum of window weights (own runs for attack, the opponent's for
defence); among equals, the one nearest the last move (the centre of an empty
board).  Always legal, always fast: each cell reads only the windows through
it (``Rules.cell_windows``), a few milliseconds on 20x20.

Every variant: a window one stone from full is a win only when the rules module
says so (:func:`tictactoe.variants.winning_run`: not an overline under exactly-k,
not a caro five blocked at both ends), and under renju a point forbidden to Black
is no option when Black is to move.
"""

from __future__ import annotations

import time

from tictactoe.ai.types import (
    HEURISTIC_LIMIT,
    WIN,
    Analysis,
    Cancel,
    Limit,
    Option,
    Progress,
    with_widths,
)
from tictactoe.game import NO_MOVE_TO_CHOOSE, Game, Move
from tictactoe.variants import winning_run


def search(
    game: Game,
    limit: Limit = Limit(),
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> Analysis:
    start = time.perf_counter()
    rules = game.rules
    pos = game.position()
    me_x = game.to_move().index == 0
    me, opp = (pos.x_bits, pos.o_bits) if me_x else (pos.o_bits, pos.x_bits)
    occupied = me | opp
    k = rules.k
    through = rules.cell_windows()
    free = rules.freestyle
    cells = range(rules.cells) if free else [rules.index(m) for m in game.legal_moves()]
    scores: dict[int, float] = {}
    for c in cells:
        if occupied >> c & 1:
            continue
        score = 0.0
        for m in through[c]:
            a, b = (m & me).bit_count(), (m & opp).bit_count()
            if b == 0:
                if a == k - 1 and (free or winning_run(rules, me | 1 << c, opp, c, me_x)):
                    score = WIN - 1
                    break
                score += 5.0**a
            if a == 0:
                score += 50_000.0 if b == k - 1 else 4.0**b
        scores[c] = score if score >= WIN - 1 else min(score, HEURISTIC_LIMIT - 1)
    fx, fy = game.last_move or ((rules.width - 1) / 2, (rules.height - 1) / 2)
    width = rules.width
    nearest_first = sorted(scores, key=lambda c: (c % width - fx) ** 2 + (c // width - fy) ** 2)
    options = [Option(rules.move(c), scores[c]) for c in nearest_first]
    ranked = with_widths(options)  # stable: among equal values, the nearest first
    analysis = Analysis(
        ranked[0].move,
        ranked,
        exact=False,
        nodes=len(options),
        time_s=time.perf_counter() - start,
        depth=1,
        info={"engine": "fallback"},
    )
    if progress is not None:
        progress(analysis)
    return analysis


def quick_move(game: Game) -> Move:
    """The quick move in ``game`` (which must not be over): see the module's docstring."""
    if game.is_over():
        raise ValueError(NO_MOVE_TO_CHOOSE)
    return search(game).best
