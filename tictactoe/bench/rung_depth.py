"""How far the reading rungs read (what the level descriptions may claim):

    python -m tictactoe.bench.rung_depth [--board 15x15] [--rule RULE] [--games 16]
                                         [--openings FILE]

Levels 9 and 8 play each other in the even-numbered games, 7 and 6 in the odd ones, colours
swapped every other pair, from the openings of ``--openings`` in turn (else the empty board).
Each reading a rung takes (:data:`tictactoe.players.ladder.STYLES`: a depth and a node budget)
is counted by the depth its search completed, or as proven when a threat search settled it
(its depth is then the win's length).  An answer with no search at all (a four to block) and
a move played on intuition alone are no readings.  A rung's node budget cuts a reading short
of its depth in a crowded position.  The games are seeded and bounded by nodes, so the counts
are the same on any machine.
"""

from __future__ import annotations

import argparse
import collections
import sys
from dataclasses import dataclass, field

from tictactoe.ai.types import is_proven
from tictactoe.game import Game, Rules
from tictactoe.openings import read_openings
from tictactoe.players import make_player
from tictactoe.players.ladder import STYLES
from tictactoe.variants import Variant

PAIRS = ((9, 8), (7, 6))  # the rungs that read, each against the one below it


@dataclass
class Depths:
    """A rung's readings: how many completed each depth, and how many were proven."""

    completed: collections.Counter[int] = field(default_factory=collections.Counter)
    proven: int = 0
    forced: int = 0  # answers with no search (a four to block): not readings

    @property
    def readings(self) -> int:
        return sum(self.completed.values()) + self.proven

    def line(self, rung: int) -> str:
        most = STYLES[rung].depth
        full = self.completed[most]
        share = f"{100 * full / self.readings:.0f}%" if self.readings else "-"
        counts = ", ".join(f"{d}: {n}" for d, n in sorted(self.completed.items()))
        return (
            f"level {rung} (depth {most}, {STYLES[rung].nodes} nodes): {self.readings} "
            f"readings, its full depth in {full} ({share}); completed depths {counts or '-'}; "
            f"proven {self.proven}; forced answers, not readings, {self.forced}"
        )


def measure(rules: Rules, games: int, openings: list[list[tuple[int, int]]]) -> dict[int, Depths]:
    """Play ``games`` games between the pairs of :data:`PAIRS` and count every reading."""
    found = {rung: Depths() for pair in PAIRS for rung in pair}
    for number in range(games):
        rungs = list(PAIRS[number % 2])
        if (number // 2) % 2:
            rungs.reverse()
        players = [make_player(f"level:{rung}", seed=number) for rung in rungs]
        game = Game.for_rules(rules)
        for move in openings[(number // 2) % len(openings)] if openings else ():
            game.play(move)
        while not game.is_over():
            turn = len(game.moves) % 2
            player, rung = players[turn], rungs[turn]
            player.last_analysis = None
            move = player.choose_move(game)
            analysis = player.last_analysis
            if analysis is not None and STYLES[rung].reads:
                depths = found[rung]
                if is_proven(analysis.value):
                    depths.proven += 1
                elif analysis.depth == 0:
                    depths.forced += 1
                else:
                    depths.completed[analysis.depth] += 1
            game.play(move)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.rung_depth")
    parser.add_argument("--board", default="15x15", help="WxH, k = 5")
    parser.add_argument("--rule", default="freestyle", choices=[v.value for v in Variant])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--openings", help="a file of openings, as tictactoe match reads them")
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.board.lower().split("x"))
        rules = Rules(width, height, 5, Variant(args.rule))
        openings = read_openings(args.openings, rules) if args.openings else []
    except (ValueError, OSError) as exc:  # a bad board, rule or openings file
        print(f"rung_depth: {exc}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("rung_depth: --games must be at least 1", file=sys.stderr)
        return 2
    found = measure(rules, args.games, openings)
    print(f"{args.board} {args.rule}, {args.games} games")
    for pair in PAIRS:
        for rung in pair:
            print(found[rung].line(rung))
    return 0


if __name__ == "__main__":
    sys.exit(main())
