"""A/B matches of the compiled core against itself (issue 47: the ablation table, the fitted
tables): two configurations, each its own tables and its parts switched off, play the
balanced openings with colours swapped, every move within a node budget or a CPU-time budget
of the searching thread (a busy machine neither shortens nor lengthens a move).

    python -m tictactoe.bench.core_match --rule freestyle --a-off null_move --seconds 0.05 \\
        --openings PATH/openings_15x15.txt --pairs 100

A's score, wins plus half the draws, with its standard error over the colour-swapped pairs.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from tictactoe.ai import core
from tictactoe.ai.weights import Weights, load, parse
from tictactoe.game import Game, Rules
from tictactoe.variants import Variant

Side = tuple[str | None, frozenset[str]]  # (a weights file or None: the shipped ones, parts off)


def read_openings(path: Path) -> list[list[tuple[int, int]]]:
    """One opening a line, ``x,y`` moves (0-based) apart by spaces, ``#`` comments."""
    out = []
    for line in path.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            out.append([(int(x), int(y)) for x, y in (m.split(",") for m in line.split())])
    return out


def _core(rules: Rules, side: Side):  # -> tictactoe.ai._core.Core
    from tictactoe.ai import _core

    path, off = side
    weights: Weights = parse(Path(path).read_text()) if path else load(rules.variant)
    engine = _core.Core(rules.width, rules.height, core.VARIANTS[rules.variant], weights.packed())
    engine.set_options(**{name: name not in off for name in core.OPTIONS})
    return engine


def play(job: tuple) -> float:
    """One game; A's score (1, 0.5, 0)."""
    a, b, opening, a_first, rule, nodes, seconds = job
    rules = Rules(15, 15, 5, Variant(rule))
    engines = [_core(rules, a), _core(rules, b)]
    seat = (0, 1) if a_first else (1, 0)  # seat[colour]: which engine plays it
    game = Game.for_rules(rules)
    for move in opening:
        for engine in engines:
            engine.play(rules.index(move), game.to_move().index)
        game.play(move)
    while not game.is_over():
        colour = game.to_move().index
        found = engines[seat[colour]].search(colour, time=seconds, nodes=nodes, cpu_clock=True)
        cell = found["best"]
        move = rules.move(cell)
        if game.illegal(move) is not None:
            raise AssertionError(f"the core played {move}: {game.illegal(move)}")
        for engine in engines:
            engine.play(cell, colour)
        game.play(move)
    outcome = game.outcome()
    if outcome is None or outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner.index == (0 if a_first else 1) else 0.0


def match(
    a: Side, b: Side, rule: str, openings: list, pairs: int, nodes: int, seconds: float, jobs: int
) -> tuple[float, float, list[float]]:
    """A's score, its standard error over the pairs, and every game's score."""
    work = []
    for index in range(pairs):
        opening = openings[index % len(openings)]
        work += [
            (a, b, opening, True, rule, nodes, seconds),
            (a, b, opening, False, rule, nodes, seconds),
        ]
    if jobs > 1:
        with Pool(jobs) as pool:
            scores = pool.map(play, work)
    else:
        scores = [play(job) for job in work]
    pair_scores = [(scores[i] + scores[i + 1]) / 2 for i in range(0, len(scores), 2)]
    mean = sum(scores) / len(scores)
    spread = sum((p - mean) ** 2 for p in pair_scores) / len(pair_scores)
    return mean, math.sqrt(spread / len(pair_scores)), scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.core_match")
    parser.add_argument("--rule", default="freestyle", choices=[v.value for v in Variant])
    parser.add_argument("--openings", type=Path, required=True)
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=0, help="a move's nodes (0: no cap)")
    parser.add_argument("--seconds", type=float, default=0.0, help="a move's CPU seconds")
    parser.add_argument("--jobs", type=int, default=2)
    for who in ("a", "b"):
        parser.add_argument(f"--{who}-weights", help="a weights file (default: the shipped)")
        parser.add_argument(
            f"--{who}-off",
            help="parts switched off, a,b,... ('' for none; default: the engine's DEFAULT_OFF)",
        )
    args = parser.parse_args(argv)
    if not core.built():
        print("core_match: the compiled core is not built", file=sys.stderr)
        return 2
    if not args.nodes and not args.seconds:
        print("core_match: give --nodes or --seconds", file=sys.stderr)
        return 2
    sides = []
    for who in ("a", "b"):
        given = getattr(args, f"{who}_off")
        off = core.DEFAULT_OFF if given is None else frozenset(p for p in given.split(",") if p)
        if off - set(core.OPTIONS):
            print(
                f"core_match: no such part: {', '.join(sorted(off - set(core.OPTIONS)))}",
                file=sys.stderr,
            )
            return 2
        sides.append((getattr(args, f"{who}_weights"), off))
    started = time.time()
    mean, error, scores = match(
        sides[0],
        sides[1],
        args.rule,
        read_openings(args.openings),
        args.pairs,
        args.nodes,
        args.seconds,
        args.jobs,
    )
    print(
        f"A {100 * mean:.1f}% ± {100 * error:.1f} over {len(scores)} games "
        f"({scores.count(1.0)}-{scores.count(0.5)}-{scores.count(0.0)}), "
        f"{time.time() - started:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
