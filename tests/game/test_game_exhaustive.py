"""Every game of 3x3 Tic-Tac-Toe (and of a few other tiny boards), through the public API.

The walk uses only ``play``/``undo``/``legal_moves``/``result``; every position met is
cross-checked once against the independent reference rules in test_game_reference.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pytest

from tests.game.test_game_reference import empty_cells, to_move, winner
from tictactoe.game import Game, Mark, find_winner, is_legal, side_to_move


@dataclass
class Walk:
    """The outcome of walking the whole game tree of one board."""

    positions: set[tuple[int, int]] = field(default_factory=set)
    games: Counter[str] = field(default_factory=Counter)
    dead: dict[tuple[int, int], bool] = field(default_factory=dict)
    can_win: dict[tuple[int, int], bool] = field(default_factory=dict)


def grid_of(game: Game) -> dict[tuple[int, int], str]:
    return {
        (x, y): ch for y, row in enumerate(game.rows()) for x, ch in enumerate(row) if ch != "."
    }


def check_against_reference(game: Game) -> None:
    grid = grid_of(game)
    w, h, k = game.width, game.height, game.k
    expected_winner = winner(grid, w, h, k)
    assert game.winner() == expected_winner
    assert game.to_move() == to_move(grid)
    empty = empty_cells(grid, w, h)
    over = expected_winner is not None or not empty
    assert game.is_over() == over
    assert game.legal_moves() == ([] if over else empty)
    assert game.result() == (expected_winner or "draw" if over else None)
    # the static helpers (Spencer's TicTacToe 2017) agree with the game on the same board
    position = game.position()
    assert find_winner(position) == expected_winner
    assert side_to_move(position) == to_move(grid)
    assert [m for m in empty if is_legal(position, m)] == game.legal_moves()
    if expected_winner is not None:
        line = game.winning_line()
        assert line is not None and len(line) >= k
        assert all(grid[c] == expected_winner for c in line)


def walk(width: int, height: int, k: int, check: bool = True) -> Walk:
    game = Game(width, height, k)
    out = Walk()

    def visit() -> bool:
        """Walk on from the current position; return whether some continuation has a winner."""
        key = game.bitboards()
        first_visit = key not in out.positions
        if first_visit:
            out.positions.add(key)
            if check:
                check_against_reference(game)
        moves = game.legal_moves()
        if not moves:
            result = game.result()
            out.games[result] += 1
            out.can_win[key] = result != "draw"
            return result != "draw"
        any_win = False
        for move in moves:
            game.play(move)
            any_win |= visit()
            game.undo()
        if first_visit:
            out.dead[key] = game.is_dead_draw()
        out.can_win[key] = any_win
        return any_win

    visit()
    assert game.moves == [] and game.bitboards() == (0, 0)  # undo went all the way back
    return out


@pytest.fixture(scope="module")
def walk_3x3() -> Walk:
    return walk(3, 3, 3)


def test_3x3_has_5478_reachable_positions(walk_3x3: Walk) -> None:
    assert len(walk_3x3.positions) == 5478


def test_3x3_has_255168_complete_games(walk_3x3: Walk) -> None:
    assert sum(walk_3x3.games.values()) == 255_168
    assert walk_3x3.games == {"X": 131_184, "O": 77_904, "draw": 46_080}


def test_3x3_dead_draw_is_never_wrong(walk_3x3: Walk) -> None:
    """A position called a dead draw has no continuation that anyone wins."""
    dead = [key for key, value in walk_3x3.dead.items() if value]
    assert dead, "the early-draw detection never fired on 3x3"
    assert not any(walk_3x3.can_win[key] for key in dead)
    # and it fires before the board is full: some dead draws still have empty cells
    assert any((x | o).bit_count() < 9 for x, o in dead)


@pytest.mark.parametrize(
    "width, height, k, games",
    [
        (1, 1, 1, {"X": 1}),
        (2, 1, 1, {"X": 2}),
        (2, 1, 2, {"draw": 2}),
        (2, 2, 2, {"X": 24}),  # X's second mark always makes a line of 2 with the first
        (
            3,
            1,
            2,
            {"X": 4, "draw": 2},
        ),  # X in the middle always wins; at an end, O in the middle draws
        (1, 4, 3, {"draw": 24}),  # X has only 2 moves
    ],
)
def test_tiny_boards_game_counts(width: int, height: int, k: int, games: dict[str, int]) -> None:
    assert dict(walk(width, height, k).games) == games


@pytest.mark.parametrize(
    "width, height, k", [(4, 2, 3), (2, 4, 2), (3, 2, 2), (5, 1, 3), (4, 2, 4)]
)
def test_small_boards_agree_with_reference_and_dead_draw_is_sound(
    width: int, height: int, k: int
) -> None:
    result = walk(width, height, k)
    assert not any(result.can_win[key] for key, dead in result.dead.items() if dead)


def test_marks_alternate_from_x() -> None:
    game = Game()
    seen = []
    for move in [(0, 0), (1, 0), (2, 0), (0, 1)]:
        seen.append(game.to_move())
        game.play(move)
    assert seen == [Mark.X, Mark.O, Mark.X, Mark.O]
    assert game.rows() == ["XOX", "O..", "..."]
