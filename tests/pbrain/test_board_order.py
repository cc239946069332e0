"""The order of a ``BOARD``'s stones: an engine that reads them as moves played in turn
(Rapfi: the first stone is Black's, a stone of the side that just moved means a pass) must
find the board's stones, no pass, and the right side to move, for every set-up start."""

from __future__ import annotations

import itertools

import pytest

from tictactoe.game import Game, Mark, Position, Rules
from tictactoe.players.external import board_of

RULES = Rules(7, 7, 5)
X_CELLS = [(0, 0), (2, 0), (4, 0), (6, 0), (1, 2), (3, 2)]  # no line among them
O_CELLS = [(0, 4), (2, 4), (4, 4), (6, 4), (1, 6), (3, 6)]
MOVES = [(5, 2), (5, 6), (0, 2)]


def read_as_moves(stones: list[tuple[tuple[int, int], Mark]]) -> tuple[int, Mark]:
    """Replay ``stones`` as moves in turn, the first one X's (Black's): the passes an
    engine must put in to keep the colours, and the side to move after the last stone."""
    passes = 0
    to_move = stones[0][1] if stones else Mark.X
    for _, mark in stones:
        if mark is not to_move:
            passes += 1
        to_move = mark.other
    return passes, to_move


@pytest.mark.parametrize(
    "x_count,o_count",
    [(x, o) for x, o in itertools.product(range(6), repeat=2) if x - o in (0, 1)],
)
def test_a_set_up_start_is_sent_as_moves_in_turn(x_count, o_count) -> None:
    start = Position(
        RULES,
        x_bits=sum(1 << RULES.index(m) for m in X_CELLS[:x_count]),
        o_bits=sum(1 << RULES.index(m) for m in O_CELLS[:o_count]),
    )
    for played in range(4):
        game = Game.for_rules(RULES, start=start)
        for move in MOVES[:played]:
            game.play(move)
        stones = board_of(game)
        on_board = {m: mark for m, mark in stones}
        assert len(on_board) == len(stones) == x_count + o_count + played
        for move, mark in on_board.items():
            assert game.at(move) is mark
        passes, to_move = read_as_moves(stones)
        assert passes == 0, (x_count, o_count, played, stones)
        assert to_move is game.to_move()


def test_the_sparring_opening_is_sent_x_o_x() -> None:
    # the balanced openings: X, O, X, O to move.  Sent X, X, O, Rapfi playing O searched
    # for X (it put a pass in after the second X and found Black to move after O's stone).
    start = Position(
        RULES,
        x_bits=(1 << RULES.index((2, 4))) | (1 << RULES.index((3, 1))),
        o_bits=1 << RULES.index((3, 3)),
    )
    game = Game.for_rules(RULES, start=start)
    assert [mark for _, mark in board_of(game)] == [Mark.X, Mark.O, Mark.X]
    assert read_as_moves(board_of(game)) == (0, Mark.O) and game.to_move() is Mark.O
