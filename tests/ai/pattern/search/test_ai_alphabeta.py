"""The large search's alpha-beta (:mod:`tictactoe.ai.alphabeta`) on its own."""

from __future__ import annotations

import time

import pytest

from tictactoe.ai import alphabeta
from tictactoe.ai.alphabeta import INF, MAX_PLY, AlphaBeta
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.large import EXTEND
from tictactoe.ai.patterns import FOUR_THREE
from tictactoe.ai.threats import Clock
from tictactoe.ai.types import HEURISTIC_LIMIT, WIN
from tictactoe.bench.positions import MIDDLE
from tictactoe.game import Game, Position, Rules

# the Python search's own parts (the compiled core has tests/ai/core/test_ai_core.py)
pytestmark = pytest.mark.usefixtures("python_engine")


def searcher(position: list[tuple[int, int]] | Game) -> AlphaBeta:
    """A search of ``position`` (a game, or moves on 15x15) with a fresh table."""
    if isinstance(position, Game):
        game = position
    else:
        game = Game(15, 15, 5)
        for m in position:
            game.play(m)
    n = game.rules.cells
    return AlphaBeta(
        PatternBoard.from_game(game),
        Clock(time.perf_counter() + 60),
        {},
        10_000,
        [[0] * n, [0] * n],
    )


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
    value = ab.negamax(0, -INF, INF, MAX_PLY + 1, 1)  # no IndexError past the stack
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


def searcher_of_stones(x: list[tuple[int, int]], o: list[tuple[int, int]]) -> AlphaBeta:
    """A search of a 15x15 position set up from its stones (X to move when equal)."""
    rules = Rules(15, 15, 5)
    start = Position(
        rules, sum(1 << rules.index(m) for m in x), sum(1 << rules.index(m) for m in o)
    )
    return searcher(Game.for_rules(rules, start=start))


# X to move; O has a closed three on row 7 and an open two on column 7, so (7, 7) would
# give O a four and an open three at once (a four-three, which wins unless stopped)
FOUR_THREE_X = [(3, 7), (10, 2), (12, 2), (2, 12), (12, 12)]
FOUR_THREE_O = [(4, 7), (5, 7), (6, 7), (7, 8), (7, 9)]


def leaves_of_a_null_window_search(ab: AlphaBeta, depth: int) -> int:
    ab.stack[0] = ab.static(1)
    ab.negamax(depth, -1, 0, 1, 0)
    return ab.leaves


def test_futility_never_cuts_a_node_where_the_opponent_has_a_four_three_to_make(
    monkeypatch,
) -> None:
    """With a margin so low that every node it may cut is cut, a quiet node is cut at
    once and one facing a four-three is still searched."""
    monkeypatch.setattr(alphabeta, "FUTILITY", -(10**9))
    threatened = searcher_of_stones(FOUR_THREE_X, FOUR_THREE_O)
    assert threatened.board.cells[1][FOUR_THREE] == {Rules(15, 15, 5).index((7, 7))}
    quiet = searcher_of_stones(FOUR_THREE_X, FOUR_THREE_O[:3] + [(1, 1), (13, 1)])
    assert not quiet.board.cells[1][FOUR_THREE]
    for depth in range(1, alphabeta.FUTILITY_DEPTH + 1):
        assert leaves_of_a_null_window_search(quiet, depth) == 0
        assert leaves_of_a_null_window_search(threatened, depth) > 0


def leaves_over_the_middle_games(depth: int) -> int:
    """Leaves of a full-window search of ``depth`` plies from each middle game (six on
    15x15, six on 20x20)."""
    total = 0
    for pos in MIDDLE:
        game = pos.game()
        ab = searcher(game)
        s = game.to_move().index
        ab.stack[0] = ab.static(1 - s)
        ab.negamax(depth, -INF, INF, 1, s)
        total += ab.leaves
    return total


def test_futility_saves_leaves_in_quiet_middle_games(monkeypatch) -> None:
    """The cut pays: fewer leaves at the same depth over the middle-game positions.
    (With it on, the threat attack of the third test above is still proved.)"""
    with_it = leaves_over_the_middle_games(3)
    monkeypatch.setattr(alphabeta, "FUTILITY", 10**9)
    assert with_it < leaves_over_the_middle_games(3)


def null_moves_at_the_root(ab: AlphaBeta, depth: int) -> int:
    """Null moves tried at ply 1 of a null-window search just above -5000 (a bound
    any quiet position beats), futility off so that it cannot cut first."""
    ab.stack[0] = ab.static(1)
    tried = []
    search = ab.negamax

    def spy(depth: int, alpha: int, beta: int, ply: int, s: int) -> int:
        if ply == 2 and ab.null_ply == 1:
            tried.append(depth)
        return search(depth, alpha, beta, ply, s)

    ab.negamax = spy
    ab.negamax(depth, -5001, -5000, 1, 0)
    return len(tried)


def test_null_moves_are_tried_in_quiet_positions_but_never_against_a_four_three(
    monkeypatch,
) -> None:
    monkeypatch.setattr(alphabeta, "FUTILITY_DEPTH", 0)
    threatened = searcher_of_stones(FOUR_THREE_X, FOUR_THREE_O)
    quiet = searcher_of_stones(FOUR_THREE_X, FOUR_THREE_O[:3] + [(1, 1), (13, 1)])
    depth = alphabeta.NULL_FROM
    assert null_moves_at_the_root(quiet, depth) == 1
    assert null_moves_at_the_root(threatened, depth) == 0
    # and never below its least depth
    assert (
        null_moves_at_the_root(
            searcher_of_stones(FOUR_THREE_X, FOUR_THREE_O[:3] + [(1, 1), (13, 1)]), depth - 1
        )
        == 0
    )


def test_a_null_move_leaves_the_board_as_it_found_it() -> None:
    """The pass key is taken off the hash again, stones and classes are untouched."""
    for pos in [p for p in MIDDLE if p.width == 15][:3]:
        game = pos.game()
        ab = searcher(game)
        s = game.to_move().index
        ab.stack[0] = ab.static(1 - s)
        ab.negamax(5, -INF, INF, 1, s)
        assert ab.nulls > 0
        fresh = PatternBoard.from_game(game)
        assert ab.board.hash == fresh.hash
        assert ab.board.board == fresh.board
        assert ab.board.code == fresh.code


def test_null_moves_save_leaves_in_quiet_middle_games(monkeypatch) -> None:
    """Fewer leaves at the same depth over the middle-game positions with null moves
    than without (NULL_R = 0 turns them off).  At depth 6 they save about 2% (19,508
    leaves to 19,886); at depth 4 they are hardly ever tried.  In a single position they
    may cost: over the six 15x15 ones alone, with freestyle's fitted values, they cost
    5% (one position 2,032 leaves to 1,139)."""
    with_them = leaves_over_the_middle_games(6)
    monkeypatch.setattr(alphabeta, "NULL_R", 0)
    assert with_them < leaves_over_the_middle_games(6)
