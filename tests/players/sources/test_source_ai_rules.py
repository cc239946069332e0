"""TICTACTO.PAS rules: first and second moves, and the order of the rules."""

from __future__ import annotations

import random

import pytest

from tictactoe.game import Game
from tictactoe.players import make_player
from tictactoe.players.heuristic13 import rules_move


def board(rows: list[str], k: int = 5) -> Game:
    return Game.from_rows(rows, k)


EMPTY9 = ["." * 9] * 9


def with_marks(marks: dict[tuple[int, int], str], size: int = 9) -> list[str]:
    rows = [["."] * size for _ in range(size)]
    for (x, y), ch in marks.items():
        rows[y][x] = ch
    return ["".join(r) for r in rows]


def test_first_move_centre_or_right_of_it() -> None:
    assert rules_move(Game()) == ((1, 1), "first move: centre")
    assert rules_move(Game(15, 15, 5))[0] == (7, 7)
    game = Game(15, 15, 5)
    game.play((7, 7))
    assert rules_move(game) == ((8, 7), "first move: right of centre")


def test_second_move_next_to_the_first_when_m_is_5_or_more() -> None:
    game = Game(9, 9, 5)
    for move in [(4, 4), (0, 0), (8, 8)]:
        game.play(move)
    # O is to move, its first mark is (0,0): the first empty neighbour
    assert rules_move(game) == ((1, 0), "second move: next to the first")
    small = Game(4, 4, 4)
    for move in [(1, 1), (0, 0), (3, 3)]:
        small.play(move)
    assert not rules_move(small)[1].startswith("second move")  # m < 5


def test_win_before_block() -> None:
    game = board(with_marks({**{(x, 0): "X" for x in range(4)}, **{(x, 2): "O" for x in range(4)}}))
    assert rules_move(game) == ((4, 0), "(i) win")


def test_block_a_win() -> None:
    marks = {**{(x, 4): "O" for x in range(4)}, (1, 1): "X", (2, 1): "X", (1, 2): "X", (8, 8): "X"}
    assert rules_move(board(with_marks(marks))) == ((4, 4), "(ii) block a win")


def _double_fours() -> dict:
    user = {(0, 3): "O", (1, 3): "O", (2, 3): "O", (3, 0): "O", (3, 1): "O", (3, 2): "O"}
    comp = {(5, 8): "X", (6, 8): "X", (7, 8): "X", (8, 5): "X", (8, 6): "X", (8, 7): "X"}
    return {**user, **comp}


def test_block_a_double_before_making_one() -> None:
    game = board(with_marks(_double_fours()))  # X to move; both could make two fours
    assert rules_move(game) == ((3, 3), "(iii) block m-1 in two directions")


def test_make_a_double() -> None:
    marks = {p: c for p, c in _double_fours().items() if c == "X"}
    marks.update({(0, 0): "O", (2, 0): "O", (4, 0): "O", (0, 2): "O", (2, 5): "O", (5, 2): "O"})
    assert rules_move(board(with_marks(marks))) == ((8, 8), "(iv) m-1 in two directions")


def test_open_three_makes_two_ways_to_win() -> None:
    marks = {(3, 6): "X", (4, 6): "X", (5, 6): "X", (0, 0): "O", (8, 0): "O", (0, 8): "O"}
    assert rules_move(board(with_marks(marks))) == ((2, 6), "(v) m-1 with two ways to win")


def test_block_the_users_open_three_before_extending_a_closed_one() -> None:
    marks = {(3, 6): "O", (4, 6): "O", (5, 6): "O", (0, 0): "X", (1, 0): "X", (2, 0): "X"}
    assert rules_move(board(with_marks(marks))) == ((2, 6), "(vi) block m-1 with two ways to win")


def test_two_by_two_square_helper() -> None:
    from tictactoe.players.heuristic13 import _square

    rules = Game(4, 4, 4).rules
    three = 1 << 0 | 1 << 1 | 1 << 4  # (0,0), (1,0), (0,1)
    assert _square(rules, three, 5)  # (1,1) fills the square
    assert not _square(rules, three, 6)


@pytest.mark.parametrize("size,k", [(3, 3), (4, 4), (7, 5), (9, 5), (5, 2), (4, 1)])
def test_plays_any_board_and_k(size: int, k: int) -> None:
    rng = random.Random(size * 10 + k)
    player = make_player("rules")
    for _ in range(3):
        game = Game(size, size, k)
        while not game.is_over():
            if len(game.moves) % 2 == 0:
                game.play(player.choose_move(game))
            else:
                game.play(rng.choice(game.legal_moves()))
