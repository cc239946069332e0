"""A last-resort move chooser, used only when ``tictactoe.ai.large`` is missing.

One ply with tactics: a win on the spot, else the block of the opponent's
win, else the cell with the best sum of window weights (own runs for attack,
the opponent's for defence).  Always legal, always fast.
"""
from __future__ import annotations

import time

from tictactoe.ai.types import (HEURISTIC_LIMIT, WIN, Analysis, Cancel, Limit, Option,
                                Progress, with_widths)
from tictactoe.game import Game


def search(game: Game, limit: Limit = Limit(), cancel: Cancel | None = None,
           progress: Progress | None = None) -> Analysis:
    start = time.perf_counter()
    rules = game.rules
    pos = game.position()
    me_x = game.to_move().index == 0
    me, opp = (pos.x_bits, pos.o_bits) if me_x else (pos.o_bits, pos.x_bits)
    occupied = me | opp
    k = rules.k
    scores: dict[int, float] = {}
    for c in range(rules.cells):
        if occupied >> c & 1:
            continue
        bit = 1 << c
        score = 0.0
        for m in rules.windows():
            if not m & bit:
                continue
            a, b = (m & me).bit_count(), (m & opp).bit_count()
            if b == 0:
                if a == k - 1:
                    score = WIN - 1
                    break
                score += 5.0 ** a
            if a == 0:
                score += 50_000.0 if b == k - 1 else 4.0 ** b
        scores[c] = score if score >= WIN - 1 else min(score, HEURISTIC_LIMIT - 1)
    options = [Option(rules.move(c), v) for c, v in scores.items()]
    ranked = with_widths(options)
    analysis = Analysis(ranked[0].move, ranked, exact=False, nodes=len(options),
                        time_s=time.perf_counter() - start, depth=1, info={"engine": "fallback"})
    if progress is not None:
        progress(analysis)
    return analysis
