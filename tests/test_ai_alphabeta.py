"""The large search's alpha-beta (:mod:`tictactoe.ai.alphabeta`) on its own."""
from __future__ import annotations

import time

from tictactoe.ai.alphabeta import INF, MAX_PLY, AlphaBeta
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.large import EXTEND
from tictactoe.ai.positions import MIDDLE
from tictactoe.ai.threats import Clock
from tictactoe.ai.types import HEURISTIC_LIMIT, WIN
from tictactoe.game import Game


def searcher(position: list[tuple[int, int]] | Game) -> AlphaBeta:
    """A search of ``position`` (a game, or moves on 15x15) with a fresh table."""
    if isinstance(position, Game):
        game = position
    else:
        game = Game(15, 15, 5)
        for m in position:
            game.play(m)
    n = game.rules.cells
    return AlphaBeta(PatternBoard.from_game(game), Clock(time.perf_counter() + 60), {},
                     10_000, [[0] * n, [0] * n])


# O to move; X has a closed four on row 7 (3..6, O at 2): O must block at (7, 7)
FOUR_TO_BLOCK = [(3, 7), (2, 7), (4, 7), (5, 9), (5, 7), (9, 9), (6, 7)]


def test_a_leaf_after_a_forced_block_blends_with_its_own_parent() -> None:
    """The block costs no depth, so a leaf may sit right below it: the leaf's value
    must not depend on what another branch left in the parent's slot."""
    values = set()
    for garbage in (-5000, 0, 5000):
        ab = searcher(FOUR_TO_BLOCK)
        ab.stack = [garbage] * len(ab.stack)
        values.add(ab.negamax(0, -INF, INF, 1, 1))
    assert len(values) == 1


# O to move must block X's four at (7, 7), which makes O's own closed four in column 7,
# which X must block at (7, 8): two blocks in a row, neither costing depth
TWO_BLOCKS = [(3, 7), (2, 7), (4, 7), (7, 4), (5, 7), (7, 5), (7, 3), (7, 6), (6, 7)]


def test_forced_blocks_past_the_last_ply_end_in_a_leaf() -> None:
    ab = searcher(TWO_BLOCKS)
    value = ab.negamax(0, -INF, INF, MAX_PLY + 1, 1)   # no IndexError past the stack
    assert abs(value) < WIN - 100


def test_answers_to_threats_cost_no_depth_so_a_threat_attack_is_seen_sooner() -> None:
    """X to move wins by an open three and continuous fours (11 plies, a VCT that
    the threat search finds): with the answers free of depth a 3-ply search proves
    it; charging every answer a ply, not even 4 plies do."""
    pos = next(p for p in MIDDLE if p.name.startswith("middle 20x20 #8,"))
    game = pos.game()
    s = game.to_move().index
    values = {}
    for extend, depth in ((True, 3), (False, 4)):
        ab = searcher(game)
        ab.extend_until = depth + EXTEND if extend else 0
        ab.stack[0] = ab.static(s)
        values[extend] = ab.negamax(depth, -INF, INF, 0, s)
    assert values[True] > WIN - 100
    assert values[False] < HEURISTIC_LIMIT
