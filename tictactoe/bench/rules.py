"""Figures of the rules for ``tictactoe bench``: section ``rules``.

* the renju checker (:func:`tictactoe.renju.foul`) per point on 15x15: every empty
  point of positions from seeded games (each move within two cells of a stone, as in
  play) of 20 to 100 stones, each point timed alone; the median over all of them and
  over the points near the stones (where a search asks), the 90th and 99th
  percentiles, the slowest, and the share answered by counting alone (no line read:
  fewer than two lines with two black stones within five cells, none with four).  The
  points are asked twice: the first pass fills the cache of line facts (its median
  and slowest are given as ``cold``), the figures are the second's;
* ``Game.play`` + ``undo`` per variant on the same boards: freestyle keeps the
  ``Game`` class and its path, the others are ``VariantGame``;
* the pattern search under each rule: the quiet 15x15 middle games of the large
  section (:data:`tictactoe.bench.positions.MIDDLE`) played again under the rule, each
  searched for 1 s from cold tables after a 0.2 s search has filled the line tables:
  nodes a second and the depth reached (medians), and how many a threat search settled.
"""

from __future__ import annotations

import random
import statistics
import time

from tictactoe.game import Game, Rules, Variant
from tictactoe.renju import _geometry, foul

SIZE = 15
STONES = (20, 40, 60, 80, 100)
NEAR = 2


def positions(quick: bool) -> list[Game]:
    """Renju games of 20 to 100 stones (Black never on a forbidden point), seeded."""
    rng = random.Random(8)
    rules = Rules(SIZE, SIZE, 5, Variant.RENJU)
    games = []
    for stones in STONES:
        for _ in range(2 if quick else 6):
            game = Game.for_rules(rules)
            game.play((SIZE // 2, SIZE // 2))
            while len(game.moves) < stones and not game.is_over():
                taken = {m for m in game.moves}
                near = [
                    m
                    for m in game.legal_moves()
                    if any(max(abs(m[0] - x), abs(m[1] - y)) <= NEAR for x, y in taken)
                ]
                game.play(rng.choice(near))
            if not game.is_over():
                games.append(game)
    return games


def _counted_only(black: int, index: int) -> bool:
    counts = [(black & mask).bit_count() for mask in _geometry(SIZE, SIZE).near[index]]
    return max(counts) < 4 and sum(1 for n in counts if n >= 2) < 2


def checker_figures(games: list[Game]) -> dict:
    every: list[tuple[float, int, int, int]] = []
    near: list[float] = []
    counted = 0
    clock = time.perf_counter
    for game in games:
        black, white = game.bitboards()
        taken = black | white
        stones = [(i % SIZE, i // SIZE) for i in range(SIZE * SIZE) if taken >> i & 1]
        for index in range(SIZE * SIZE):
            if taken >> index & 1:
                continue
            start = clock()
            foul(SIZE, SIZE, black, white, index)
            spent = clock() - start
            every.append((spent, black, white, index))
            x, y = index % SIZE, index // SIZE
            if any(max(abs(x - sx), abs(y - sy)) <= NEAR for sx, sy in stones):
                near.append(spent)
            counted += _counted_only(black, index)
    every.sort()
    times = [t for t, *_ in every]
    return {
        "positions": len(games),
        "points": len(times),
        "median_us": round(statistics.median(times) * 1e6, 2),
        "near_stones_median_us": round(statistics.median(near) * 1e6, 2),
        "p90_us": round(times[int(0.9 * len(times))] * 1e6, 2),
        "p99_us": round(times[int(0.99 * len(times))] * 1e6, 2),
        "max_us": round(times[-1] * 1e6, 1),
        "slowest_five_timed_again_us": [round(_again(*point) * 1e6, 1) for _, *point in every[-5:]],
        "answered_by_counting": f"{100 * counted / len(times):.0f}%",
    }


def _again(black: int, white: int, index: int) -> float:
    """A point timed seven more times, the least: a single slow timing on a busy machine
    is mostly the scheduler's."""
    best = float("inf")
    for _ in range(7):
        start = time.perf_counter()
        foul(SIZE, SIZE, black, white, index)
        best = min(best, time.perf_counter() - start)
    return best


def play_undo_figures(games: list[Game], quick: bool) -> dict:
    """Median nanoseconds of one play + undo, per variant, over the empty cells."""
    out = {}
    for variant in Variant:
        rules = Rules(SIZE, SIZE, 5, variant)
        times = []
        for source in games:
            game = Game.for_rules(rules)
            for move in source.moves:
                game.play(move)
            cells = game.legal_moves()
            rounds = 3 if quick else 10
            start = time.perf_counter()
            for _ in range(rounds):
                for move in cells:
                    game.play(move)
                    game.undo()
            times.append((time.perf_counter() - start) / (rounds * len(cells)))
        out[variant.value] = round(statistics.median(times) * 1e9)
    return {
        "play_undo_ns": out,
        "class": {v.value: type(Game.for_rules(Rules(SIZE, SIZE, 5, v))).__name__ for v in Variant},
    }


def search_figures(quick: bool) -> dict:
    """The pattern search's nodes a second and depth per rule (see the module doc)."""
    from tictactoe.ai.large import forget, search
    from tictactoe.ai.types import Limit, is_proven
    from tictactoe.bench.positions import MIDDLE

    sources = [p.game() for p in MIDDLE if p.width == SIZE][: 3 if quick else 6]
    out = {}
    for variant in Variant:
        rules = Rules(SIZE, SIZE, 5, variant)
        nps, depths, settled = [], [], 0
        for source in sources:
            game = Game.for_rules(rules)
            for move in source.moves:
                game.play(move)
            forget()
            search(game, Limit(time=0.2))
            forget()
            analysis = search(game, Limit(time=1.0))
            if is_proven(analysis.value):
                settled += 1
                continue
            nps.append(analysis.nodes / analysis.time_s)
            depths.append(analysis.depth)
        out[variant.value] = {
            "nodes_per_s": round(statistics.median(nps)) if nps else None,
            "depth_median": statistics.median(depths) if depths else None,
            "settled_by_threats": settled,
        }
    return out


def figures(quick: bool) -> dict:
    games = positions(quick)
    cold = checker_figures(games)
    warm = checker_figures(games)
    warm["cold"] = {"median_us": cold["median_us"], "max_us": cold["max_us"]}
    return {
        "renju_checker": warm,
        **play_undo_figures(games, quick),
        "pattern_search": search_figures(quick),
    }
