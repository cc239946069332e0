"""How the computer proposes swap openings: how many candidates it reads before one is
near-balanced, how even they are, and how long a proposal takes
(:mod:`tictactoe.players.swap_engine`, at the evaluation limit a player without a budget
gets).  Time-bounded readings: the figures depend on the machine and its load."""

from __future__ import annotations

import random
import statistics
import time

from tictactoe.game import Game, Rules, Variant
from tictactoe.players.swap_engine import (
    MARGIN,
    TRIES,
    engine_action,
    engine_evaluator,
    evaluation_limit,
)
from tictactoe.swap import Choice, Negotiation, Opening


def _proposals(rules: Rules, seeds: int) -> dict:
    limit = evaluation_limit(None)
    read = engine_evaluator(limit)
    calls = 0

    def counted(game: Game) -> float:
        nonlocal calls
        calls += 1
        return read(game)

    tries, values, seconds, two_values = [], [], [], []
    for seed in range(seeds):
        rng = random.Random(f"bench-swap:{seed}")
        calls = 0
        started = time.perf_counter()
        negotiation = Negotiation(Opening.SWAP2, rules)
        action = engine_action(negotiation, counted, rng)
        seconds.append(time.perf_counter() - started)
        tries.append(calls)
        values.append(abs(action.value or 0.0))
        two = engine_action(negotiation.apply(action).choose(Choice.TWO), counted, rng)
        two_values.append(abs(two.value or 0.0))
    return {
        "proposals": seeds,
        "candidates_read_median": statistics.median(tries),
        "candidates_read_max": max(tries),
        "within_margin_share": round(sum(v <= MARGIN for v in values) / seeds, 2),
        "abs_value_median": statistics.median(values),
        "two_more_within_margin_share": round(sum(v <= MARGIN for v in two_values) / seeds, 2),
        "proposal_s_median": round(statistics.median(seconds), 2),
        "proposal_s_max": round(max(seconds), 2),
    }


def figures(quick: bool) -> dict:
    seeds = 6 if quick else 30
    return {
        "margin": MARGIN,
        "tries": TRIES,
        "evaluation_s": evaluation_limit(None).time,
        "15x15 freestyle": _proposals(Rules(15, 15, 5), seeds),
        "15x15 renju": _proposals(Rules(15, 15, 5, Variant.RENJU), max(3, seeds // 3)),
    }
